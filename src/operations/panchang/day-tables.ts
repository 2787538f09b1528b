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
import { GOWRIS, NAKSHATRAS, PANCHAKA_RAHITA, SIGNS, TARA_NAMES, label, type Lang } from '../../core/glossary.ts';
import { GOWRI_GOOD, GOWRI_IDS, PANCHAKA_OF_REMAINDER, type PanchangDay } from '../../domain/panchang/index.ts';
import { chandraBalaOf, taraBalaOf, TARAS } from '../../domain/muhurat/index.ts';
import { literals } from '../schemas.ts';
import { SpanFields, type LocalRenderer } from '../shared/local-render.ts';

const VERDICTS = ['favourable', 'neutral', 'rejected'] as const;
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
      'Gowri Panchangam: the day (sunrise to sunset) and the night (sunset to the next sunrise) each in 8 equal parts, named ' +
      "by weekday (Tamil almanacs' table); the night's absent on the eve of a polar night",
  },
);

export const ChandrabalamData = Type.Array(
  Type.Object({
    moon_sign: SignId,
    moon_sign_label: Type.String({ examples: ['Vrishabha'] }),
    ...SpanFields,
    good: Type.Array(SignId, { description: 'The 6 birth signs with chandra bala (the Moon in their 1st, 3rd, 6th, 7th, 10th or 11th)' }),
    signs: Type.Array(
      Type.Object({
        sign: SignId,
        house: Type.Integer({ minimum: 1, maximum: 12, description: "The Moon's sign counted from the birth sign" }),
        verdict: literals(VERDICTS),
      }),
      { minItems: 12, maxItems: 12, description: 'Every birth sign, Mesha to Meena' },
    ),
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
    nakshatras: Type.Array(
      Type.Object({ nakshatra: NakshatraId, tara: literals(TARAS), tara_label: Type.String(), verdict: literals(VERDICTS) }),
      { minItems: 27, maxItems: 27, description: 'Every birth nakshatra, Ashwini to Revati' },
    ),
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
        remainder: Type.Integer({ minimum: 0, maximum: 8, description: '(tithi + vara + nakshatra + lagna) mod 9' }),
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

type TaraEntry = Static<typeof TarabalamData>['0']['nakshatras'][number];
type SignEntry = Static<typeof ChandrabalamData>['0']['signs'][number];

/** Per language, per Moon nakshatra: the 27 rows and the good list (built once; the rows are the same every day). */
const taraTables = new Map<Lang, { rows: TaraEntry[]; good: TaraEntry['nakshatra'][] }[]>();
function taraTable(moonNakshatra: number, lang: Lang) {
  let byMoon = taraTables.get(lang);
  if (byMoon === undefined) {
    byMoon = NAKSHATRAS.map((_, moon) => {
      const rows = NAKSHATRAS.map((n, birth) => {
        const t = taraBalaOf(birth, moon);
        return { nakshatra: n.id, tara: t.tara, tara_label: label(TARA_NAMES[t.taraNumber - 1]!, lang), verdict: t.verdict };
      });
      return { rows, good: rows.filter((r) => r.verdict === 'favourable').map((r) => r.nakshatra) };
    });
    taraTables.set(lang, byMoon);
  }
  return byMoon[moonNakshatra]!;
}

/** Per Moon sign: the 12 rows and the good list. */
const SIGN_TABLES = SIGNS.map((_, moon) => {
  const signs: SignEntry[] = SIGNS.map((s, birth) => {
    const c = chandraBalaOf(birth, moon);
    return { sign: s.id, house: c.house, verdict: c.verdict };
  });
  return { signs, good: signs.filter((r) => r.verdict === 'favourable').map((r) => r.sign) };
});

/** The nakshatras with a pada in each sign: a sign is the 9 padas from 9 x its index (a nakshatra is 4). */
const SIGN_NAKSHATRAS = SIGNS.map((_, s) => {
  const ids: (typeof NAKSHATRAS)[number]['id'][] = [];
  for (let n = Math.floor((9 * s) / 4); n <= Math.floor((9 * s + 8) / 4); n += 1) ids.push(NAKSHATRAS[n]!.id);
  return ids;
});

export function gowriData(day: PanchangDay, lang: Lang, r: LocalRenderer): Static<typeof GowriData> {
  return day.gowris.map((g) => ({
    name: GOWRI_IDS[g.index]!,
    label: label(GOWRIS[g.index]!, lang),
    part: g.night ? ('night' as const) : ('day' as const),
    good: GOWRI_GOOD.has(GOWRI_IDS[g.index]!),
    ...r.span(g),
  }));
}

export function chandrabalamData(day: PanchangDay, lang: Lang, r: LocalRenderer): Static<typeof ChandrabalamData> {
  return day.moonSigns.map((s) => ({
    moon_sign: SIGNS[s.index]!.id,
    moon_sign_label: label(SIGNS[s.index]!, lang),
    ...r.span(s),
    good: SIGN_TABLES[s.index]!.good,
    signs: SIGN_TABLES[s.index]!.signs,
  }));
}

/** The birth sign whose 8th the Moon's sign is. */
export function chandrashtamaSignOf(moonSignIndex: number): number {
  return (moonSignIndex + 12 - 7) % 12;
}

export function chandrashtamaData(day: PanchangDay, lang: Lang, r: LocalRenderer): Static<typeof ChandrashtamaData> {
  return day.moonSigns.map((s) => {
    const birth = chandrashtamaSignOf(s.index);
    return { sign: SIGNS[birth]!.id, label: label(SIGNS[birth]!, lang), nakshatras: SIGN_NAKSHATRAS[birth]!, ...r.span(s) };
  });
}

export function tarabalamData(day: PanchangDay, lang: Lang, r: LocalRenderer): Static<typeof TarabalamData> {
  return day.moonNakshatras.map((n) => {
    const table = taraTable(n.index, lang);
    return {
      moon_nakshatra: NAKSHATRAS[n.index]!.id,
      moon_nakshatra_label: label(NAKSHATRAS[n.index]!, lang),
      ...r.span(n),
      good: table.good,
      nakshatras: table.rows,
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
