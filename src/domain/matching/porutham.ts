/**
 * South Indian matching: the ten poruthams of the Tamil and Kerala
 * almanacs, and papasamyam. person_a is read as the groom (the boy) and
 * person_b as the bride (the girl), as for Ashtakoot. Counts are inclusive
 * (the bride's own star or sign is 1).
 *
 * Each porutham is present (true) or absent; the total is how many are
 * present. Rules and sources (the star tables are shared with Ashtakoot,
 * tables.ts):
 * - dina: count from the bride's star to the groom's: 2, 4, 6, 8, 9, 11, 13,
 *   15, 18, 20, 24 or 26. The same star agrees for Rohini, Ardra, Magha,
 *   Hasta and Shravana, the stars both "10 Porutham" (jathakaporutham.com)
 *   and vysyamala.com list as uthamam (they differ on Pushya, Vishakha and
 *   Revati, which are not counted here).
 * - gana: the same gana, or one deva and one manushya; a rakshasa with
 *   another gana does not agree (jathakaporutham.com).
 * - mahendra: the count is 4, 7, 10, 13, 16, 19, 22 or 25.
 * - stree_deergha: the count is more than 13.
 * - yoni: the two animals are not sworn enemies (horse-buffalo,
 *   elephant-lion, sheep-monkey, serpent-mongoose, dog-deer, cat-rat,
 *   cow-tiger; tables.ts YONI_POINTS 0).
 * - rashi: count from the bride's sign to the groom's is not 2, 6, 8 or 12
 *   (neither is 6th, 8th or 12th from the other), and not the 7th between
 *   Cancer and Capricorn or Leo and Aquarius (raajayogam.com, "Raasi
 *   Porutham"; prokerala.com, "Rasi Porutham").
 * - rashyadhipati: neither sign lord counts the other an enemy (natural
 *   relationship, BPHS 3.55, tables.ts).
 * - vasya: the groom's sign is vasya to the bride's (Mesha: Simha,
 *   Vrischika; Vrishabha: Kataka, Tula; Mithuna: Kanya; Kataka: Vrischika,
 *   Dhanus; Simha: Tula; Kanya: Mithuna, Meena; Tula: Kanya, Makara;
 *   Vrischika: Kataka; Dhanus: Meena; Makara: Mesha, Kumbha; Kumbha: Mesha;
 *   Meena: Makara; the table of the Tamil almanacs, as in PyJHora's
 *   compatibility.py).
 * - rajju: the two stars are in different rajjus (pada, kati, nabhi,
 *   kantha, siro: the stars run 1-2-3-4-5-4-3-2-1 and again, from Ashwini).
 * - vedha: the two stars are not a vedha pair (Ashwini-Jyeshtha,
 *   Bharani-Anuradha, Krittika-Vishakha, Rohini-Swati, Ardra-Shravana,
 *   Punarvasu-Uttara Ashadha, Pushya-Purva Ashadha, Ashlesha-Mula,
 *   Magha-Revati, Purva Phalguni-Uttara Bhadrapada, Uttara Phalguni-Purva
 *   Bhadrapada, Hasta-Shatabhisha, and Mrigashira, Chitra, Dhanishta with
 *   one another).
 *
 * Papasamyam: the malefics Sun, Mars, Saturn and Rahu in the 1st, 2nd, 4th,
 * 7th, 8th or 12th house counted from the lagna (1 point each), the Moon
 * (1/2) and Venus (1/4). These weights and grahas reproduce Prokerala's
 * published example (test/unit/matching/porutham.test.ts). Balance: the
 * groom's points at least the bride's.
 */
import { GRAHA_IDS, SIGN_LORDS, type GrahaName } from '../../core/glossary.ts';
import { NAKSHATRA_GANA, NAKSHATRA_YONI, naturalRelation, YONI_POINTS } from './tables.ts';

export const PORUTHAM_IDS = [
  'dina',
  'gana',
  'mahendra',
  'stree_deergha',
  'yoni',
  'rashi',
  'rashyadhipati',
  'vasya',
  'rajju',
  'vedha',
] as const;
export type PoruthamId = (typeof PORUTHAM_IDS)[number];

/** A person's Moon: nakshatra 0..26 and sign 0..11. */
export interface PoruthamMoon {
  nakshatraIndex: number;
  signIndex: number;
}

export interface Porutham {
  id: PoruthamId;
  present: boolean;
  /** The count the rule reads, when it reads one (stars or signs from the bride's to the groom's). */
  count: number | null;
}

const DINA_COUNTS: ReadonlySet<number> = new Set([2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26]);
/** Rohini, Ardra, Magha, Hasta, Shravana (0-based). */
const DINA_SAME_STAR: ReadonlySet<number> = new Set([3, 5, 9, 12, 21]);
const MAHENDRA_COUNTS: ReadonlySet<number> = new Set([4, 7, 10, 13, 16, 19, 22, 25]);
const STREE_DEERGHA_MIN_COUNT = 14;
const RASHI_HIDDEN_COUNTS: ReadonlySet<number> = new Set([2, 6, 8, 12]);
/** Sign pairs 7th from each other that still do not agree: Cancer-Capricorn, Leo-Aquarius. */
const RASHI_SEVENTH_EXCEPTIONS: readonly (readonly [number, number])[] = [
  [3, 9],
  [4, 10],
];
/** Signs vasya to each sign (Aries .. Pisces). */
const VASYA_SIGNS: readonly (readonly number[])[] = [[4, 7], [3, 6], [5], [7, 8], [6], [2, 11], [5, 9], [3], [11], [0, 10], [0], [9]];
export const RAJJUS = ['pada', 'kati', 'nabhi', 'kantha', 'siro'] as const;
/** Rajju of each nakshatra, index into RAJJUS: 1-2-3-4-5-4-3-2-1, three times. */
const NAKSHATRA_RAJJU: readonly number[] = Array.from({ length: 27 }, (_, i) => [0, 1, 2, 3, 4, 3, 2, 1, 0][i % 9]!);
/** Vedha pairs (0-based nakshatras). */
const VEDHA_PAIRS: readonly (readonly [number, number])[] = [
  [0, 17],
  [1, 16],
  [2, 15],
  [3, 14],
  [5, 21],
  [6, 20],
  [7, 19],
  [8, 18],
  [9, 26],
  [10, 25],
  [11, 24],
  [12, 23],
  [4, 13],
  [13, 22],
  [4, 22],
];

/** Inclusive count from one index to another on a circle of n. */
const countFrom = (from: number, to: number, n: number): number => ((to - from + n) % n) + 1;

export function rajjuOf(nakshatraIndex: number): (typeof RAJJUS)[number] {
  return RAJJUS[NAKSHATRA_RAJJU[nakshatraIndex]!]!;
}

/** The ten poruthams of a groom and a bride. */
export function poruthams(groom: PoruthamMoon, bride: PoruthamMoon): Porutham[] {
  const stars = countFrom(bride.nakshatraIndex, groom.nakshatraIndex, 27);
  const signs = countFrom(bride.signIndex, groom.signIndex, 12);
  const sameStar = groom.nakshatraIndex === bride.nakshatraIndex;
  const ganas = [NAKSHATRA_GANA[groom.nakshatraIndex]!, NAKSHATRA_GANA[bride.nakshatraIndex]!];
  const lords: [GrahaName, GrahaName] = [SIGN_LORDS[groom.signIndex]!, SIGN_LORDS[bride.signIndex]!];
  const pair =
    (a: number, b: number) =>
    (p: readonly [number, number]): boolean =>
      (p[0] === a && p[1] === b) || (p[0] === b && p[1] === a);
  const present: Record<PoruthamId, [boolean, number | null]> = {
    dina: [sameStar ? DINA_SAME_STAR.has(groom.nakshatraIndex) : DINA_COUNTS.has(stars), stars],
    gana: [ganas[0] === ganas[1] || (ganas[0] !== 2 && ganas[1] !== 2), null],
    mahendra: [MAHENDRA_COUNTS.has(stars), stars],
    stree_deergha: [stars >= STREE_DEERGHA_MIN_COUNT, stars],
    yoni: [YONI_POINTS[NAKSHATRA_YONI[groom.nakshatraIndex]!]![NAKSHATRA_YONI[bride.nakshatraIndex]!] !== 0, null],
    rashi: [!RASHI_HIDDEN_COUNTS.has(signs) && !RASHI_SEVENTH_EXCEPTIONS.some(pair(groom.signIndex, bride.signIndex)), signs],
    rashyadhipati: [naturalRelation(lords[0], lords[1]) !== -1 && naturalRelation(lords[1], lords[0]) !== -1, null],
    vasya: [VASYA_SIGNS[bride.signIndex]!.includes(groom.signIndex), null],
    rajju: [NAKSHATRA_RAJJU[groom.nakshatraIndex] !== NAKSHATRA_RAJJU[bride.nakshatraIndex], null],
    vedha: [!VEDHA_PAIRS.some(pair(groom.nakshatraIndex, bride.nakshatraIndex)), null],
  };
  return PORUTHAM_IDS.map((id) => ({ id, present: present[id][0], count: present[id][1] }));
}

/** The malefics papasamyam counts. */
export const PAPA_GRAHAS: readonly GrahaName[] = ['sun', 'mars', 'saturn', 'rahu'];
/** Houses where a malefic counts, from each reference. */
export const PAPA_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];
/** Points of one malefic from each reference. */
export const PAPA_REFERENCE_WEIGHTS = { lagna: 1, moon: 0.5, venus: 0.25 } as const;
export type PapaReference = keyof typeof PAPA_REFERENCE_WEIGHTS;

export interface PapaFromReference {
  reference: PapaReference;
  /** Each malefic and its house from the reference; `counted` when the house is one of PAPA_HOUSES. */
  grahas: { graha: GrahaName; house: number; counted: boolean }[];
  points: number;
}

export interface PapaChart {
  /** Lagna sign 0..11. */
  lagnaSignIndex: number;
  /** Sign 0..11 of each graha, GRAHA_IDS order. */
  grahaSignIndex: readonly number[];
}

/** One person's papa points from the lagna, the Moon and Venus. */
export function papaPoints(chart: PapaChart): { references: PapaFromReference[]; total: number } {
  const signOf = (g: GrahaName): number => chart.grahaSignIndex[GRAHA_IDS.indexOf(g)]!;
  const refs: [PapaReference, number][] = [
    ['lagna', chart.lagnaSignIndex],
    ['moon', signOf('moon')],
    ['venus', signOf('venus')],
  ];
  const references = refs.map(([reference, fromSign]) => {
    const grahas = PAPA_GRAHAS.map((graha) => {
      const house = countFrom(fromSign, signOf(graha), 12);
      return { graha, house, counted: PAPA_HOUSES.includes(house) };
    });
    return { reference, grahas, points: grahas.filter((g) => g.counted).length * PAPA_REFERENCE_WEIGHTS[reference] };
  });
  return { references, total: references.reduce((sum, r) => sum + r.points, 0) };
}

/** Papasamyam balance: the groom's points at least the bride's. */
export function papaBalanced(groomTotal: number, brideTotal: number): boolean {
  return groomTotal >= brideTotal;
}
