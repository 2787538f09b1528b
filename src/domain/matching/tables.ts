/**
 * The classical tables of Ashtakoota guna milan, each with its source.
 * Indices: signIndex 0..11 (Aries..Pisces), nakshatraIndex 0..26
 * (Ashwini..Revati), grahas by glossary id.
 */
import { DEFAULT_TARA_COUNT, DEFAULT_VARNA_TABLE, DEFAULT_VASHYA_TABLE } from '../../core/defaults.ts';
import type { GrahaName } from '../../core/glossary.ts';

// ---- Varna (1 point). Sign varna by element (Jataka Parijata 1; B.V. Raman,
// "Muhurtha", Varna kuta): water signs Brahmin, fire Kshatriya, earth Vaishya,
// air Shudra. The groom's varna equal to or above the bride's scores 1.
export const VARNAS = ['brahmin', 'kshatriya', 'vaishya', 'shudra'] as const;
export type Varna = (typeof VARNAS)[number];
/**
 * Varna tables sources disagree on (`varna_table`): `standard` as above;
 * `air_vaishya` swaps earth and air, air signs Vaishya and earth signs
 * Shudra, as PyJHora assigns it (src/jhora/horoscope/match/compatibility.py
 * `vasiya_raasi_list`, the varna of each sign).
 */
export const VARNA_TABLES = ['standard', 'air_vaishya'] as const;
export type VarnaTable = (typeof VARNA_TABLES)[number];
const VARNA_BY_ELEMENT: Readonly<Record<VarnaTable, readonly Varna[]>> = {
  // Aries fire, Taurus earth, Gemini air, Cancer water, repeating.
  standard: ['kshatriya', 'vaishya', 'shudra', 'brahmin'],
  air_vaishya: ['kshatriya', 'shudra', 'vaishya', 'brahmin'],
};
export function varnaOfSign(signIndex: number, table: VarnaTable = DEFAULT_ASHTAKOOT_TABLES.varna): Varna {
  return VARNA_BY_ELEMENT[table][signIndex % 4]!;
}
/** Higher is superior: Brahmin 4 .. Shudra 1. */
export function varnaRank(v: Varna): number {
  return 4 - VARNAS.indexOf(v);
}

// ---- Vashya (2 points). Groups by sign, Sagittarius and Capricorn split at
// 15 degrees (B.V. Raman, "Muhurtha", Vasya kuta; the grouping listed by
// ranjanadikshit.com/en/kundali-milan): Manava = Gemini, Virgo, Libra,
// Sagittarius 0-15, Aquarius; Vanachara = Leo; Chatushpada = Aries, Taurus,
// Sagittarius 15-30, Capricorn 0-15; Jalachara = Cancer, Pisces, Capricorn
// 15-30; Keeta = Scorpio.
export const VASHYAS = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const;
export type Vashya = (typeof VASHYAS)[number];
export function vashyaOf(signIndex: number, degreeInSignDeg: number): Vashya {
  switch (signIndex) {
    case 0:
    case 1:
      return 'chatushpada';
    case 2:
    case 5:
    case 6:
    case 10:
      return 'manava';
    case 3:
    case 11:
      return 'jalachara';
    case 4:
      return 'vanachara';
    case 7:
      return 'keeta';
    case 8:
      return degreeInSignDeg < 15 ? 'manava' : 'chatushpada';
    default:
      return degreeInSignDeg < 15 ? 'chatushpada' : 'jalachara';
  }
}
/**
 * Vashya points, groom row x bride column in VASHYAS order: same group 2,
 * one controls (vashya of) the other 1, one is the other's prey 0.5, enemies 0.
 * This is the table most North Indian guna milan software prints (e.g. the
 * AstroSage/Prokerala Vashya koota table); published variants differ only in
 * the Vanachara row, where we keep the symmetric reading (Vanachara-Chatushpada
 * 0.5, Vanachara-Jalachara 1).
 */
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];
/**
 * Vashya point tables sources disagree on (`vashya_table`), groom row x
 * bride column in VASHYAS order (the classes of the signs are the same):
 * `standard` is VASHYA_POINTS; `maitreya` is the table of Maitreya
 * (saravali.de) as PyJHora reproduces it (compatibility.py `VasiyaArray`,
 * printed bride row x groom column, transposed here).
 */
export const VASHYA_TABLES = ['standard', 'maitreya'] as const;
export type VashyaTable = (typeof VASHYA_TABLES)[number];
export const VASHYA_POINTS_BY_TABLE: Readonly<Record<VashyaTable, readonly (readonly number[])[]>> = {
  standard: VASHYA_POINTS,
  maitreya: [
    [2, 0.5, 1, 0, 1],
    [0.5, 2, 0, 0, 0],
    [1, 0, 2, 2, 1],
    [0, 0, 2, 2, 0],
    [2, 0, 2, 0, 2],
  ],
};

// ---- Tara / dina (3 points). Count from one nakshatra to the other
// (inclusive) and take the remainder by 9: remainders 3 (Vipat), 5 (Pratyari)
// and 7 (Vadha) are inauspicious. Each direction that is auspicious gives 1.5
// (Muhurta Chintamani 6.25; B.V. Raman, "Muhurtha", Dina/Tara kuta).
export const TARA_NAMES = ['janma', 'sampat', 'vipat', 'kshema', 'pratyari', 'sadhaka', 'vadha', 'mitra', 'ati_mitra'] as const;
/** Tara 1..9 of `to` counted from `from` (nakshatra indices). */
export function taraNumber(fromNakshatraIndex: number, toNakshatraIndex: number): number {
  const count = ((toNakshatraIndex - fromNakshatraIndex + 27) % 27) + 1;
  return ((count - 1) % 9) + 1;
}
export function taraAuspicious(tara: number): boolean {
  return tara !== 3 && tara !== 5 && tara !== 7;
}
/**
 * How the tara is counted (`tara_count`): `both_ways` as above;
 * `from_bride` counts only from the bride's nakshatra to the groom's, 3
 * points when that tara is auspicious: the direction in which the South
 * Indian almanacs count the dina porutham (porutham.ts, and its sources).
 */
export const TARA_COUNTS = ['both_ways', 'from_bride'] as const;
export type TaraCount = (typeof TARA_COUNTS)[number];

/** The table variants chosen for a match. */
export interface AshtakootTables {
  varna: VarnaTable;
  vashya: VashyaTable;
  tara: TaraCount;
}
/** The tables when a request names none (their one home is src/core/defaults.ts). */
export const DEFAULT_ASHTAKOOT_TABLES: Readonly<AshtakootTables> = {
  varna: DEFAULT_VARNA_TABLE,
  vashya: DEFAULT_VASHYA_TABLE,
  tara: DEFAULT_TARA_COUNT,
};

// ---- Yoni (4 points). Fourteen animals; the nakshatra pairs are those of
// freehoroscopesonline.in/yonikoota.php (Muhurta Chintamani 6.27; Abhijit,
// unused here, would be Mongoose).
export const YONIS = [
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'dog',
  'cat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'deer',
  'monkey',
  'mongoose',
  'lion',
] as const;
export type Yoni = (typeof YONIS)[number];
/** Yoni of each nakshatra, as an index into YONIS. */
export const NAKSHATRA_YONI: readonly number[] = [0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1];
/**
 * Yoni points (same 4, friendly 3, neutral 2, inimical 1, sworn enemies 0),
 * symmetric, in YONIS order: the standard matrix printed with the Yoni koota
 * (e.g. freehoroscopesonline.in/yonikoota.php; also Maitreya/saravali.de).
 * Sworn enemies: horse-buffalo, elephant-lion, sheep-monkey, serpent-mongoose,
 * dog-deer, cat-rat, cow-tiger.
 */
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

// ---- Graha maitri (5 points). Natural friendship (BPHS 3.55): friends,
// neutrals and enemies of the seven sign lords. Points for the pair of Moon
// sign lords: same lord or mutual friends 5, friend + neutral 4, both
// neutral 3, friend + enemy 1, neutral + enemy 0.5, mutual enemies 0.
type Relation = 1 | 0 | -1;
const NATURAL: Readonly<Record<string, { friends: readonly GrahaName[]; enemies: readonly GrahaName[] }>> = {
  sun: { friends: ['moon', 'mars', 'jupiter'], enemies: ['venus', 'saturn'] },
  moon: { friends: ['sun', 'mercury'], enemies: [] },
  mars: { friends: ['sun', 'moon', 'jupiter'], enemies: ['mercury'] },
  mercury: { friends: ['sun', 'venus'], enemies: ['moon'] },
  jupiter: { friends: ['sun', 'moon', 'mars'], enemies: ['mercury', 'venus'] },
  venus: { friends: ['mercury', 'saturn'], enemies: ['sun', 'moon'] },
  saturn: { friends: ['mercury', 'venus'], enemies: ['sun', 'moon', 'mars'] },
};
/** Natural relation of `of` towards `towards`: 1 friend, 0 neutral, -1 enemy. Rahu counts as Saturn, Ketu as Mars ("Shanivat Rahu, Kujavat Ketu"). */
export function naturalRelation(of: GrahaName, towards: GrahaName): Relation {
  const map = (g: GrahaName): GrahaName => (g === 'rahu' ? 'saturn' : g === 'ketu' ? 'mars' : g);
  const a = map(of);
  const b = map(towards);
  if (a === b) return 1;
  const n = NATURAL[a]!;
  return n.friends.includes(b) ? 1 : n.enemies.includes(b) ? -1 : 0;
}
export function grahaMaitriPoints(a: GrahaName, b: GrahaName): number {
  if (a === b) return 5;
  const r = [naturalRelation(a, b), naturalRelation(b, a)].sort().join(',');
  switch (r) {
    case '1,1':
      return 5;
    case '0,1':
      return 4;
    case '0,0':
      return 3;
    case '-1,1':
      return 1;
    case '-1,0':
      return 0.5;
    default:
      return 0;
  }
}

// ---- Gana (6 points). Deva, Manushya, Rakshasa by nakshatra (Muhurta
// Chintamani 6.29). Points, groom row x bride column (Deva, Manushya,
// Rakshasa): as astrolaabh.in states the rule (same gana 6; Deva groom with
// Manushya bride 5; a Rakshasa groom with a Deva or Manushya bride 0) and as
// Maitreya (saravali.de) tabulates it.
export const GANAS = ['deva', 'manushya', 'rakshasa'] as const;
export type Gana = (typeof GANAS)[number];
export const NAKSHATRA_GANA: readonly number[] = [0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0];
export const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 5, 1],
  [6, 6, 0],
  [0, 0, 6],
];

// ---- Bhakoot (7 points). Count from the bride's sign to the groom's
// (inclusive): 2/12, 5/9 and 6/8 are dosha (0 points), the rest 7
// (Muhurta Chintamani 6.32).
export function bhakootPosition(fromSignIndex: number, toSignIndex: number): number {
  return ((toSignIndex - fromSignIndex + 12) % 12) + 1;
}
export function bhakootDoshaPair(position: number): boolean {
  return [2, 12, 5, 9, 6, 8].includes(position);
}

// ---- Nadi (8 points). Adi, Madhya, Antya by nakshatra in the boustrophedon
// order (Ashwini Adi, Bharani Madhya, Krittika Antya, Rohini Antya, ...)
// (Muhurta Chintamani 6.33). Same nadi 0 (dosha), different 8.
export const NADIS = ['adi', 'madhya', 'antya'] as const;
export type Nadi = (typeof NADIS)[number];
export function nadiIndexOf(nakshatraIndex: number): number {
  const pos = nakshatraIndex % 6;
  return [0, 1, 2, 2, 1, 0][pos]!;
}
