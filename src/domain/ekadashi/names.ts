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
import { LUNAR_MONTH_IDS, type LunarMonthId, type PakshaName, type Term } from '../../core/glossary.ts';

function term<const Id extends string>(id: Id, en: string, hi: string): Term<Id> {
  return { id, en, hi };
}

/** Shukla Ekadashi of each amanta month, in the order of LUNAR_MONTH_IDS (Chaitra first). */
export const SHUKLA_EKADASHIS = [
  term('kamada', 'Kamada Ekadashi', 'कामदा एकादशी'),
  term('mohini', 'Mohini Ekadashi', 'मोहिनी एकादशी'),
  term('nirjala', 'Nirjala Ekadashi', 'निर्जला एकादशी'),
  term('devshayani', 'Devshayani Ekadashi', 'देवशयनी एकादशी'),
  term('shravana_putrada', 'Shravana Putrada Ekadashi', 'श्रावण पुत्रदा एकादशी'),
  term('parsva', 'Parsva Ekadashi', 'पार्श्व एकादशी'),
  term('papankusha', 'Papankusha Ekadashi', 'पापांकुशा एकादशी'),
  term('devutthana', 'Devutthana Ekadashi', 'देवुत्थान एकादशी'),
  term('mokshada', 'Mokshada Ekadashi', 'मोक्षदा एकादशी'),
  term('pausha_putrada', 'Pausha Putrada Ekadashi', 'पौष पुत्रदा एकादशी'),
  term('jaya', 'Jaya Ekadashi', 'जया एकादशी'),
  term('amalaki', 'Amalaki Ekadashi', 'आमलकी एकादशी'),
] as const;

/** Krishna Ekadashi of each amanta month, Chaitra first (purnimanta: the month after). */
export const KRISHNA_EKADASHIS = [
  term('varuthini', 'Varuthini Ekadashi', 'वरूथिनी एकादशी'),
  term('apara', 'Apara Ekadashi', 'अपरा एकादशी'),
  term('yogini', 'Yogini Ekadashi', 'योगिनी एकादशी'),
  term('kamika', 'Kamika Ekadashi', 'कामिका एकादशी'),
  term('aja', 'Aja Ekadashi', 'अजा एकादशी'),
  term('indira', 'Indira Ekadashi', 'इन्दिरा एकादशी'),
  term('rama', 'Rama Ekadashi', 'रमा एकादशी'),
  term('utpanna', 'Utpanna Ekadashi', 'उत्पन्ना एकादशी'),
  term('saphala', 'Saphala Ekadashi', 'सफला एकादशी'),
  term('shattila', 'Shattila Ekadashi', 'षटतिला एकादशी'),
  term('vijaya', 'Vijaya Ekadashi', 'विजया एकादशी'),
  term('papmochani', 'Papmochani Ekadashi', 'पापमोचिनी एकादशी'),
] as const;

/** The two Ekadashis of an adhik month. */
export const ADHIK_EKADASHIS = {
  shukla: term('padmini', 'Padmini Ekadashi', 'पद्मिनी एकादशी'),
  krishna: term('parama', 'Parama Ekadashi', 'परमा एकादशी'),
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
