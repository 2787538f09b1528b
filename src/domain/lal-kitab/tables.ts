/**
 * The fixed tables of Lal Kitab (Pt. Roop Chand Joshi, 1952 edition), as
 * data, one place each. Houses are 1..12; Lal Kitab fixes the zodiac to the
 * houses (house 1 is Aries, house 2 Taurus, ... whatever the lagna), so a
 * "sign" rule of the book reads as a house rule here. Where the public
 * transcriptions disagree, the choice is stated above the table and in
 * docs/lal-kitab.md.
 */
import type { GrahaName } from '../../core/glossary.ts';

/**
 * Pakka ghar (permanent house) of each graha: Sun 1, Moon 4, Mars 3 and 8,
 * Mercury 7, Jupiter 2, Venus 7, Saturn 8, Rahu 12, Ketu 6 (the 1952 table
 * as vaastuinternational.com/lalkitab6.html and futuresamachar.com
 * "soya bhav and soya graha" quote it: "Sun in the first house, Jupiter in
 * the second house ..."). aryabhatt.com/lal_kitab/LalKitab_Planet1.htm
 * widens Jupiter to 2, 5, 9, 11 and Saturn to 8, 10 (its houses of
 * signification); that wider reading is not used.
 */
export const PAKKA_GHAR: Readonly<Record<GrahaName, readonly number[]>> = {
  sun: [1],
  moon: [4],
  mars: [3, 8],
  mercury: [7],
  jupiter: [2],
  venus: [7],
  saturn: [8],
  rahu: [12],
  ketu: [6],
};

/**
 * The houses of each graha's own signs on the fixed zodiac (Leo is house 5,
 * Cancer 4, ...). The nodes own no sign. futuresamachar.com "soya bhav and
 * soya graha", rule 2: a graha in its pakka ghar or its own sign is always
 * awake.
 */
export const OWN_HOUSES: Readonly<Record<GrahaName, readonly number[]>> = {
  sun: [5],
  moon: [4],
  mars: [1, 8],
  mercury: [3, 6],
  jupiter: [9, 12],
  venus: [2, 7],
  saturn: [10, 11],
  rahu: [],
  ketu: [],
};

/**
 * Exaltation (uchcha) and debilitation (neech) houses. The seven grahas: the
 * classical signs on the fixed zodiac (aryabhatt.com LalKitab_Planet1: "the
 * same as in regular astrology"; debilitation 180 degrees from exaltation).
 * The nodes: the 1952 edition p. 55 (transcribed at
 * cityjalalabad.blogspot.com/2014/10/lal-kitab-1952-page-55.html): Rahu
 * exalted in houses 3 and 6 and debilitated in 9 and 12, Ketu exalted in 9
 * and 12 and debilitated in 3 and 6.
 */
export const EXALTATION_HOUSES: Readonly<Record<GrahaName, readonly number[]>> = {
  sun: [1],
  moon: [2],
  mars: [10],
  mercury: [6],
  jupiter: [4],
  venus: [12],
  saturn: [7],
  rahu: [3, 6],
  ketu: [9, 12],
};
export const DEBILITATION_HOUSES: Readonly<Record<GrahaName, readonly number[]>> = {
  sun: [7],
  moon: [8],
  mars: [4],
  mercury: [12],
  jupiter: [10],
  venus: [6],
  saturn: [1],
  rahu: [9, 12],
  ketu: [3, 6],
};

/** One Lal Kitab aspect: the planets of house `from` look at house `to` with `strengthPercent` of their force. */
export interface HouseAspect {
  from: number;
  to: number;
  strengthPercent: 100 | 50 | 25;
}

/**
 * Lal Kitab aspects are cast by houses, not by grahas, and only these
 * (sushmajee.com/astrology/lal-kitaab/5-lk-aspects.htm, "Drishti
 * Siddhaant", from the Lal_Kitab discussion group; astrobix.com/lalkitabblog/post/5):
 * 1 -> 7 and 4 -> 10 full (100%); 3 -> 9, 3 -> 11 and 5 -> 9 half (50%);
 * 2 -> 6 and 6 -> 12 a quarter (25%); and the "inverted" 8 -> 2 full
 * (astrobix: "inverted eighth house fully aspects the second house").
 * Left out where the two disagree: sushmajee's 2 -> 12 and astrobix's
 * 8 -> 12 (each named by one source only).
 */
export const LAL_KITAB_ASPECTS: readonly HouseAspect[] = [
  { from: 1, to: 7, strengthPercent: 100 },
  { from: 4, to: 10, strengthPercent: 100 },
  { from: 3, to: 9, strengthPercent: 50 },
  { from: 3, to: 11, strengthPercent: 50 },
  { from: 5, to: 9, strengthPercent: 50 },
  { from: 2, to: 6, strengthPercent: 25 },
  { from: 6, to: 12, strengthPercent: 25 },
  { from: 8, to: 2, strengthPercent: 100 },
];

export const DEBT_IDS = ['pitru', 'matru', 'stree', 'bhratru', 'bahin', 'nirdayi', 'ajanma', 'swa', 'daiviya'] as const;
export type DebtId = (typeof DEBT_IDS)[number];

/** One debt (rin): the graha it is owed through, that graha's houses, and the grahas whose presence there raises it. */
export interface DebtRule {
  id: DebtId;
  /** The graha the debt belongs to (whose houses are occupied). */
  of: GrahaName;
  houses: readonly number[];
  /** Grahas that raise the debt when they sit in one of `houses`. */
  raisedBy: readonly GrahaName[];
}

/**
 * The nine debts of Lal Kitab, in the book's order of the families they
 * touch. Sources, rule by rule:
 * - pitru (Jupiter's houses 2, 5, 9, 12; Venus, Mercury or Rahu there):
 *   hindi.webdunia.com "laal kitab ke upay" (2019). bhaktipravah.in
 *   "laal kitaab ke anusaar rins" also counts Saturn and Ketu; not used.
 * - matru (Ketu in 4, the Moon's house): futureforyou.co "maternal debt",
 *   futuresamachar.com (P. Kothari, "lal kitab ke rin"), bhaktipravah.in.
 * - stree (Sun, Moon or Rahu in 2 or 7, Venus's houses): bhaktipravah.in and
 *   futuresamachar.com (S. Sharman, "pitru dosh ... lal kitab ke aaine mein").
 * - bahin (Moon in 3 or 6, Mercury's houses): the same two.
 * - swa (Venus, Saturn or Rahu in 5, the Sun's house): ramalshastra.com
 *   "see how many debtors are you in the horoscope"; hi.letsdiskuss.com names
 *   Venus. P. Kothari (futuresamachar.com) and shastriji.in say "the papi
 *   grahas" in 5, which in Lal Kitab would add Ketu; the explicit list is used.
 * - bhratru (Mercury or Ketu in 1 or 8, Mars's houses): shastriji.in
 *   "vibhinn upay" ("sage sambandhiyon ka rin").
 * - nirdayi (Sun, Moon or Mars in 10 or 11, Saturn's houses):
 *   naturalnews.co.in "lal kitab mein ullikhit nirdayi rin".
 * - ajanma (Sun, Venus or Mars in 12, Rahu's house) and daiviya (Moon or
 *   Mars in 6, Ketu's house): the list as Lal Kitab debt reports commonly
 *   give it, not checked against a transcription; see docs/lal-kitab.md.
 */
export const DEBT_RULES: readonly DebtRule[] = [
  { id: 'pitru', of: 'jupiter', houses: [2, 5, 9, 12], raisedBy: ['venus', 'mercury', 'rahu'] },
  { id: 'matru', of: 'moon', houses: [4], raisedBy: ['ketu'] },
  { id: 'stree', of: 'venus', houses: [2, 7], raisedBy: ['sun', 'moon', 'rahu'] },
  { id: 'bhratru', of: 'mars', houses: [1, 8], raisedBy: ['mercury', 'ketu'] },
  { id: 'bahin', of: 'mercury', houses: [3, 6], raisedBy: ['moon'] },
  { id: 'nirdayi', of: 'saturn', houses: [10, 11], raisedBy: ['sun', 'moon', 'mars'] },
  { id: 'ajanma', of: 'rahu', houses: [12], raisedBy: ['sun', 'venus', 'mars'] },
  { id: 'swa', of: 'sun', houses: [5], raisedBy: ['venus', 'saturn', 'rahu'] },
  { id: 'daiviya', of: 'ketu', houses: [6], raisedBy: ['moon', 'mars'] },
];
