/**
 * The names of the Ekadashis, by the amanta lunar month and paksha in which
 * the Ekadashi falls. The names are those of the Padma Purana's Ekadashi
 * mahatmyas as Drik Panchang prints them for New Delhi
 * (drikpanchang.com, "Ekadashi Vrat Dates"). A shukla Ekadashi has the same
 * month in both schemes; a krishna Ekadashi of amanta month M lies in
 * purnimanta month M + 1, and almanacs of the north (Drik Panchang among
 * them) name it by that purnimanta month: Papmochani is "Chaitra Krishna"
 * there, amanta Phalguna Krishna. The table below is keyed by the amanta
 * month, so both schemes give the same name. An adhik (intercalary) month
 * has its own pair: Padmini (shukla) and Parama (krishna), whichever month
 * is repeated.
 */
import { LUNAR_MONTH_IDS, termOf, type LunarMonthId, type PakshaName, type Term } from '../../core/glossary.ts';

/** An Ekadashi's term: its names are the catalogues' `ekadashi.<id>` (src/i18n). */
function term<const Id extends string>(id: Id): Term<Id> {
  return termOf('ekadashi', id);
}

/** Shukla Ekadashi of each amanta month, in the order of LUNAR_MONTH_IDS (Chaitra first). */
export const SHUKLA_EKADASHIS = [
  term('kamada'),
  term('mohini'),
  term('nirjala'),
  term('devshayani'),
  term('shravana_putrada'),
  term('parsva'),
  term('papankusha'),
  term('devutthana'),
  term('mokshada'),
  term('pausha_putrada'),
  term('jaya'),
  term('amalaki'),
] as const;

/** Krishna Ekadashi of each amanta month, Chaitra first (purnimanta: the month after). */
export const KRISHNA_EKADASHIS = [
  term('varuthini'),
  term('apara'),
  term('yogini'),
  term('kamika'),
  term('aja'),
  term('indira'),
  term('rama'),
  term('utpanna'),
  term('saphala'),
  term('shattila'),
  term('vijaya'),
  term('papmochani'),
] as const;

/** The two Ekadashis of an adhik month. */
export const ADHIK_EKADASHIS = {
  shukla: term('padmini'),
  krishna: term('parama'),
} as const;

export type EkadashiId =
  | (typeof SHUKLA_EKADASHIS)[number]['id']
  | (typeof KRISHNA_EKADASHIS)[number]['id']
  | (typeof ADHIK_EKADASHIS)[keyof typeof ADHIK_EKADASHIS]['id'];

/** Every Ekadashi id, in the order of the amanta year (adhik pair last). */
export const EKADASHI_IDS: readonly EkadashiId[] = [
  ...LUNAR_MONTH_IDS.flatMap((_, i) => [SHUKLA_EKADASHIS[i]!.id, KRISHNA_EKADASHIS[i]!.id]),
  ADHIK_EKADASHIS.shukla.id,
  ADHIK_EKADASHIS.krishna.id,
];

/** The Ekadashi of an amanta month (by id) and paksha; adhik months have their own pair. */
export function ekadashiTerm(amantaMonth: LunarMonthId, paksha: PakshaName, adhik: boolean): Term<EkadashiId> {
  if (adhik) return ADHIK_EKADASHIS[paksha];
  const index = LUNAR_MONTH_IDS.indexOf(amantaMonth);
  return (paksha === 'shukla' ? SHUKLA_EKADASHIS : KRISHNA_EKADASHIS)[index]!;
}
