/**
 * Jaimini Chara dasha in the scheme K.N. Rao teaches ("Predicting through
 * Jaimini's Chara Dasha", Vani Publications), with the seven chara karakas.
 *
 * - Sequence: the first dasha is the lagna sign. When the 9th sign from the
 *   lagna is in the savya group (Aries, Taurus, Gemini, Libra, Scorpio,
 *   Sagittarius) the signs follow in zodiacal order, otherwise in reverse.
 * - Length of a sign's dasha: count from the sign to the sign holding its
 *   lord, forward for a savya sign and backward for an apasavya sign, and
 *   subtract one. Lord in the sign itself: 12 years. Lord exalted: one year
 *   more; debilitated: one year less.
 * - Scorpio (Mars, Ketu) and Aquarius (Saturn, Rahu): when both lords are in
 *   the sign, 12 years; when one is in it, count to the other; otherwise the
 *   stronger lord is the one with more grahas in its sign, then the exalted
 *   one, then the one further advanced in its sign.
 * - The second cycle gives each sign 12 minus its first-cycle years (signs
 *   with 12 years get none), so two cycles total 144 years.
 * - Dashas start at birth (no balance).
 * - Antardashas: twelve, each a twelfth of the dasha, from the sign after
 *   the dasha sign in the direction that sign would have as a lagna (its
 *   9th sign savya: zodiacal, otherwise reverse), the dasha sign's own
 *   antardasha last (K.N. Rao's school: "Jaimini System: An Introduction",
 *   Bharatiya Vidya Bhavan, "Computation of Char Dasha II: the Antar Dasha
 *   order", rules 1-3; "the period of an antardasha is as many months as
 *   the years of the mahadasha").
 *
 * Chara karakas: the seven grahas Sun..Saturn ranked by degrees travelled
 * in their sign, highest first (Jaimini Sutras 1.1.10-18; 7-karaka scheme).
 */
import { GRAHA_IDS, SEVEN_GRAHAS, SIGN_LORDS, type GrahaName } from '../../core/glossary.ts';
import { EXALTATION_SIGN } from '../chart/index.ts';
import { DASHA_YEAR_DAYS } from './year.ts';

export const CHARA_KARAKA_IDS = [
  'atmakaraka',
  'amatyakaraka',
  'bhratrikaraka',
  'matrikaraka',
  'putrakaraka',
  'gnatikaraka',
  'darakaraka',
] as const;
export type CharaKarakaId = (typeof CHARA_KARAKA_IDS)[number];

/** Exaltation sign index of each graha (Rahu Taurus, Ketu Scorpio, as K.N. Rao uses); the rashi dashas read the same. */
export const JAIMINI_EXALTATION_SIGN: Readonly<Record<GrahaName, number>> = { ...EXALTATION_SIGN, rahu: 1, ketu: 7 };
/**
 * Savya (direct, "odd-footed") signs: Aries, Taurus, Gemini, Libra, Scorpio,
 * Sagittarius (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated
 * Approach", 2.2.3).
 */
export function isSavyaSign(signIndex: number): boolean {
  return Math.floor(signIndex / 3) % 2 === 0;
}

export interface CharaInput {
  /** Lagna sign index 0..11. */
  lagnaSignIndex: number;
  /** Sidereal longitudes, degrees, in GRAHA_IDS order (sun .. ketu). */
  longitudesDeg: ArrayLike<number>;
}

export interface CharaKaraka {
  karaka: CharaKarakaId;
  graha: GrahaName;
  degreesInSign: number;
}

export function charaKarakas(longitudesDeg: ArrayLike<number>): CharaKaraka[] {
  const seven = SEVEN_GRAHAS.map((graha, i) => ({ graha, degreesInSign: longitudesDeg[i]! % 30 }));
  seven.sort((a, b) => b.degreesInSign - a.degreesInSign);
  return seven.map((k, i) => ({ karaka: CHARA_KARAKA_IDS[i]!, graha: k.graha, degreesInSign: k.degreesInSign }));
}

function signOfGraha(input: CharaInput, graha: GrahaName): number {
  return Math.floor(input.longitudesDeg[GRAHA_IDS.indexOf(graha)]! / 30) % 12;
}

function occupants(input: CharaInput, signIndex: number): number {
  let n = 0;
  for (let g = 0; g < 9; g += 1) if (Math.floor(input.longitudesDeg[g]! / 30) % 12 === signIndex) n += 1;
  return n;
}

/** The lord used for a sign's dasha length, or null when the sign gets 12 years outright. */
export function charaLord(input: CharaInput, signIndex: number): GrahaName | null {
  const primary = SIGN_LORDS[signIndex]!;
  const co: GrahaName | null = signIndex === 7 ? 'ketu' : signIndex === 10 ? 'rahu' : null;
  if (co === null) return primary;
  const pIn = signOfGraha(input, primary) === signIndex;
  const cIn = signOfGraha(input, co) === signIndex;
  if (pIn && cIn) return null;
  if (pIn) return co;
  if (cIn) return primary;
  const pOcc = occupants(input, signOfGraha(input, primary));
  const cOcc = occupants(input, signOfGraha(input, co));
  if (pOcc !== cOcc) return pOcc > cOcc ? primary : co;
  const pEx = signOfGraha(input, primary) === JAIMINI_EXALTATION_SIGN[primary];
  const cEx = signOfGraha(input, co) === JAIMINI_EXALTATION_SIGN[co];
  if (pEx !== cEx) return pEx ? primary : co;
  const pDeg = input.longitudesDeg[GRAHA_IDS.indexOf(primary)]! % 30;
  const cDeg = input.longitudesDeg[GRAHA_IDS.indexOf(co)]! % 30;
  return pDeg >= cDeg ? primary : co;
}

/** First-cycle years (1..13) of a sign's Chara dasha. */
export function charaYears(input: CharaInput, signIndex: number): number {
  const lord = charaLord(input, signIndex);
  if (lord === null) return 12;
  const lordSign = signOfGraha(input, lord);
  const count = isSavyaSign(signIndex) ? (lordSign - signIndex + 12) % 12 : (signIndex - lordSign + 12) % 12;
  if (count === 0) return 12;
  let years = count;
  if (lordSign === JAIMINI_EXALTATION_SIGN[lord]) years += 1;
  else if (lordSign === (JAIMINI_EXALTATION_SIGN[lord] + 6) % 12) years -= 1;
  return years;
}

/** The twelve antardasha signs of a Chara dasha of `signIndex`, in order (the sign itself last). */
export function charaAntardashaSigns(signIndex: number): number[] {
  const d = isSavyaSign((signIndex + 8) % 12) ? 1 : -1;
  return Array.from({ length: 12 }, (_, i) => (((signIndex + d * (i + 1)) % 12) + 12) % 12);
}

export interface CharaAntardasha {
  signIndex: number;
  startJdUt: number;
  endJdUt: number;
}

/** The antardashas of a dasha; they tile it exactly. */
export function charaAntardashas(signIndex: number, startJdUt: number, endJdUt: number): CharaAntardasha[] {
  const span = endJdUt - startJdUt;
  return charaAntardashaSigns(signIndex).map((s, i) => ({
    signIndex: s,
    startJdUt: startJdUt + (span * i) / 12,
    endJdUt: i === 11 ? endJdUt : startJdUt + (span * (i + 1)) / 12,
  }));
}

export interface CharaPeriod {
  signIndex: number;
  /** Dasha length in years (whole). */
  years: number;
  /** 1 for the first cycle, 2 for the second. */
  cycle: number;
  lord: GrahaName | null;
  startJdUt: number;
  endJdUt: number;
  antardashas: CharaAntardasha[];
}

export interface CharaResult {
  direction: 'zodiacal' | 'reverse';
  karakas: CharaKaraka[];
  periods: CharaPeriod[];
}

export function charaDasha(birthJdUt: number, input: CharaInput): CharaResult {
  const ninth = (input.lagnaSignIndex + 8) % 12;
  const forward = isSavyaSign(ninth);
  const order: number[] = [];
  for (let i = 0; i < 12; i += 1) order.push((input.lagnaSignIndex + (forward ? i : 12 - i)) % 12);
  const first = order.map((s) => charaYears(input, s));
  const periods: CharaPeriod[] = [];
  let cumulativeYears = 0;
  for (const cycle of [1, 2]) {
    order.forEach((signIndex, i) => {
      const years = cycle === 1 ? first[i]! : 12 - first[i]!;
      if (years <= 0) return;
      const start = birthJdUt + cumulativeYears * DASHA_YEAR_DAYS;
      cumulativeYears += years;
      const end = birthJdUt + cumulativeYears * DASHA_YEAR_DAYS;
      periods.push({
        signIndex,
        years,
        cycle,
        lord: charaLord(input, signIndex),
        startJdUt: start,
        endJdUt: end,
        antardashas: charaAntardashas(signIndex, start, end),
      });
    });
  }
  return { direction: forward ? 'zodiacal' : 'reverse', karakas: charaKarakas(input.longitudesDeg), periods };
}
