/**
 * The panchang day's tables beside its windows (docs/panchang.md, Named
 * windows of the day): Gowri Panchangam, Chandrabalam with the day's
 * Chandrashtama, Tarabalam for all 27 birth nakshatras, and (asked for)
 * Udaya lagna and Panchaka Rahita. Schemas and rendering; the rules live in
 * src/domain/panchang (gowri.ts, panchaka-rahita.ts) and, for tara and
 * chandra bala, in src/domain/muhurat (personal.ts), which the muhurat
 * search applies to a person.
 */
import { Type, type Static } from '@sinclair/typebox';
import { GOWRIS, NAKSHATRAS, PANCHAKA_RAHITA, SIGNS, label, type Lang } from '../../core/glossary.ts';
import { GOWRI_GOOD, GOWRI_IDS, PANCHAKA_OF_REMAINDER, type PanchangDay } from '../../domain/panchang/index.ts';
import { chandraBalaOf, chandrashtamaSignOf, taraBalaOf, TARAS } from '../../domain/muhurat/index.ts';
import { literals } from '../schemas.ts';
import { SpanFields, type LocalRenderer } from '../shared/local-render.ts';

const SignId = literals(SIGNS.map((t) => t.id));
const NakshatraId = literals(NAKSHATRAS.map((t) => t.id));

export const GowriData = Type.Array(
  Type.Object({
    name: literals(GOWRI_IDS),
    label: Type.String({ examples: ['Amirdha'] }),
    part: literals(['day', 'night'] as const),
    good: Type.Boolean({ description: 'Nalla Neram: Amirdha, Uthi, Labham, Dhanam, Sugam' }),
    ...SpanFields,
  }),
  {
    description:
      'Gowri Panchang (Gowri Nalla Neram of the Tamil almanacs): the day (sunrise to sunset) and the night (sunset to the next sunrise) each in 8 equal parts, named ' +
      "by weekday (Tamil almanacs' table); the night's absent on the eve of a polar night",
  },
);

export const ChandrabalamData = Type.Array(
  Type.Object({
    moon_sign: SignId,
    moon_sign_label: Type.String({ examples: ['Vrishabha'] }),
    ...SpanFields,
    good: Type.Array(SignId, { description: 'The 6 birth signs with chandra bala (the Moon in their 1st, 3rd, 6th, 7th, 10th or 11th)' }),
    houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), {
      minItems: 12,
      maxItems: 12,
      description:
        "For each birth sign, Mesha to Meena in order: the Moon's sign counted from it (1, 3, 6, 7, 10, 11 favourable; " +
        '2, 5, 9 neutral; 4, 8, 12 rejected)',
    }),
  }),
  {
    description:
      "Chandrabalam for the 12 birth (Moon) signs, one entry for each of the Moon's signs from sunrise to the next sunrise " +
      '(start and end clipped to the day)',
  },
);

export const ChandrashtamaData = Type.Array(
  Type.Object({
    sign: SignId,
    label: Type.String({ examples: ['Dhanu'] }),
    nakshatras: Type.Array(NakshatraId, { description: 'The birth nakshatras with a pada in that sign' }),
    ...SpanFields,
  }),
  {
    description:
      "Chandrashtama: the birth sign (and its nakshatras) from which the Moon's sign is the 8th, for each of the Moon's signs " +
      'from sunrise to the next sunrise',
  },
);

export const TarabalamData = Type.Array(
  Type.Object({
    moon_nakshatra: NakshatraId,
    moon_nakshatra_label: Type.String({ examples: ['Mrigashira'] }),
    ...SpanFields,
    good: Type.Array(NakshatraId, { description: 'The birth nakshatras with a favourable tara' }),
    taras: Type.Array(literals(TARAS), {
      minItems: 27,
      maxItems: 27,
      description:
        "For each birth nakshatra, Ashwini to Revati in order: the Moon's tara from it (sampat, kshema, sadhana, mitra, " +
        'parama_mitra favourable; janma neutral; vipat, pratyak, naidhana rejected)',
    }),
  }),
  {
    description:
      "Tarabalam for the 27 birth nakshatras, one entry for each of the Moon's nakshatras from sunrise to the next sunrise " +
      '(start and end clipped to the day)',
  },
);

/** The switch that adds `udaya_lagna` and `panchaka_rahita` to the panchang day, range and batch. */
export const UdayaLagnaSwitch = Type.Boolean({
  default: false,
  examples: [true],
  description:
    'Add `udaya_lagna` (the rising sign through the day) and `panchaka_rahita`: an ascendant search of the day, about ' +
    'three times the cost of the rest of the day in a range',
});

export const UdayaLagnaData = Type.Union(
  [Type.Array(Type.Object({ sign: SignId, label: Type.String({ examples: ['Tula'] }), ...SpanFields })), Type.Null()],
  {
    description:
      'With udaya_lagna=true: the rising sign (sidereal) from sunrise to the next sunrise, in order; null on the eve of a polar night',
  },
);

export const PanchakaRahitaData = Type.Union(
  [
    Type.Array(
      Type.Object({
        kind: literals(PANCHAKA_RAHITA.map((t) => t.id)),
        label: Type.String({ examples: ['Good', 'Mrityu Panchaka'] }),
        remainder: Type.Integer({
          minimum: 0,
          maximum: 8,
          description:
            '(tithi 1..30 from Shukla Pratipada + vara 1..7 from Sunday + nakshatra 1..27 from Ashwini + lagna 1..12 from Mesha) mod 9',
        }),
        ...SpanFields,
      }),
    ),
    Type.Null(),
  ],
  {
    description:
      'Panchaka Rahita: the day from sunrise to the next sunrise cut at each change of tithi, nakshatra and lagna; ' +
      'remainder 1 Mrityu, 2 Agni, 4 Raja, 6 Chora, 8 Roga panchaka, 0, 3, 5, 7 good. With udaya_lagna=true; null on the eve of ' +
      'a polar night',
  },
);

const PANCHAKA_TERMS = PANCHAKA_OF_REMAINDER.map((id) => PANCHAKA_RAHITA.find((t) => t.id === id)!);

type NakshatraName = (typeof NAKSHATRAS)[number]['id'];
type SignName = (typeof SIGNS)[number]['id'];

/** Per Moon nakshatra: each birth nakshatra's tara and the favourable ones (the same every day: built once). */
const TARA_TABLES = NAKSHATRAS.map((_, moon) => {
  const taras = NAKSHATRAS.map((_n, birth) => taraBalaOf(birth, moon));
  return {
    taras: taras.map((t) => t.tara),
    good: NAKSHATRAS.filter((_n, birth) => taras[birth]!.verdict === 'favourable').map((n): NakshatraName => n.id),
  };
});

/** Per Moon sign: each birth sign's house and the favourable ones. */
const SIGN_TABLES = SIGNS.map((_, moon) => {
  const bala = SIGNS.map((_s, birth) => chandraBalaOf(birth, moon));
  return {
    houses: bala.map((c) => c.house),
    good: SIGNS.filter((_s, birth) => bala[birth]!.verdict === 'favourable').map((s): SignName => s.id),
  };
});

/** The nakshatras with a pada in each sign: a sign is the 9 padas from 9 x its index (a nakshatra is 4). */
const SIGN_NAKSHATRAS = SIGNS.map((_, s) => {
  const ids: NakshatraName[] = [];
  for (let n = Math.floor((9 * s) / 4); n <= Math.floor((9 * s + 8) / 4); n += 1) ids.push(NAKSHATRAS[n]!.id);
  return ids;
});

export function gowriData(day: PanchangDay, lang: Lang, r: LocalRenderer): Static<typeof GowriData> {
  // Each part ends where the next begins: each boundary rendered once (17 strings, not 32).
  let previousEnd = Number.NaN;
  let previousText = '';
  return day.gowris.map((g) => {
    const start = g.startJdUt === previousEnd ? previousText : r.at(g.startJdUt);
    previousEnd = g.endJdUt;
    previousText = r.at(g.endJdUt);
    return {
      name: GOWRI_IDS[g.index]!,
      label: label(GOWRIS[g.index]!, lang),
      part: g.night ? ('night' as const) : ('day' as const),
      good: GOWRI_GOOD.has(GOWRI_IDS[g.index]!),
      start,
      end: previousText,
    };
  });
}

export function chandrabalamData(day: PanchangDay, lang: Lang, r: LocalRenderer): Static<typeof ChandrabalamData> {
  return day.moonSigns.map((s) => ({
    moon_sign: SIGNS[s.index]!.id,
    moon_sign_label: label(SIGNS[s.index]!, lang),
    ...r.span(s),
    good: SIGN_TABLES[s.index]!.good,
    houses: SIGN_TABLES[s.index]!.houses,
  }));
}

export function chandrashtamaData(day: PanchangDay, lang: Lang, r: LocalRenderer): Static<typeof ChandrashtamaData> {
  return day.moonSigns.map((s) => {
    const birth = chandrashtamaSignOf(s.index);
    return { sign: SIGNS[birth]!.id, label: label(SIGNS[birth]!, lang), nakshatras: SIGN_NAKSHATRAS[birth]!, ...r.span(s) };
  });
}

export function tarabalamData(day: PanchangDay, lang: Lang, r: LocalRenderer): Static<typeof TarabalamData> {
  return day.moonNakshatras.map((n) => {
    const table = TARA_TABLES[n.index]!;
    return {
      moon_nakshatra: NAKSHATRAS[n.index]!.id,
      moon_nakshatra_label: label(NAKSHATRAS[n.index]!, lang),
      ...r.span(n),
      good: table.good,
      taras: table.taras,
    };
  });
}

export function udayaLagnaData(day: PanchangDay, lang: Lang, r: LocalRenderer): Static<typeof UdayaLagnaData> {
  if (day.udayaLagna == null) return null;
  return day.udayaLagna.map((s) => ({ sign: SIGNS[s.index]!.id, label: label(SIGNS[s.index]!, lang), ...r.span(s) }));
}

export function panchakaRahitaData(day: PanchangDay, lang: Lang, r: LocalRenderer): Static<typeof PanchakaRahitaData> {
  if (day.panchakaRahita == null) return null;
  return day.panchakaRahita.map((p) => ({
    kind: PANCHAKA_OF_REMAINDER[p.index]!,
    label: label(PANCHAKA_TERMS[p.index]!, lang),
    remainder: p.index,
    ...r.span(p),
  }));
}
