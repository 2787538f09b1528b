/**
 * Date-based numbers, the core profile, Lo Shu grid, mobile verdict and
 * compatibility. Dates arrive as calendar fields (no Date objects in domain).
 */
import type { GrahaName } from '../../core/glossary.ts';
import { grahaMaitriPoints } from '../matching/index.ts';
import { chaldeanName, reduceNumber, vowelsAndConsonants } from './chaldean.ts';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Ruling graha of each number 1..9 (Cheiro; Indian numerology reads 4 as Rahu and 7 as Ketu). */
export const NUMBER_PLANETS: readonly GrahaName[] = ['sun', 'moon', 'jupiter', 'rahu', 'mercury', 'venus', 'ketu', 'saturn', 'mars'];
export function planetOfNumber(n: number): GrahaName {
  return NUMBER_PLANETS[n - 1]!;
}

/**
 * Lucky numbers by birth number: Cheiro's series ("Cheiro's Book of
 * Numbers": 1, 2, 4, 7 are interchangeable; 3, 6, 9 form one series; 5 is
 * friendly with itself; 8 goes with 4).
 */
export const LUCKY_NUMBERS: Readonly<Record<number, readonly number[]>> = {
  1: [1, 2, 4, 7],
  2: [1, 2, 4, 7],
  3: [3, 6, 9],
  4: [1, 2, 4, 7],
  5: [5],
  6: [3, 6, 9],
  7: [1, 2, 4, 7],
  8: [4, 8],
  9: [3, 6, 9],
};

function digitsOf(date: CalendarDate): number[] {
  const text = `${String(date.day).padStart(2, '0')}${String(date.month).padStart(2, '0')}${String(date.year).padStart(4, '0')}`;
  return [...text].map(Number);
}

/** Birth number: the day of the month reduced to 1..9. */
export function birthNumber(date: CalendarDate): number {
  return reduceNumber(date.day);
}

/** Life path: every digit of the date summed and reduced to 1..9. */
export function lifePathNumber(date: CalendarDate): number {
  return reduceNumber(digitsOf(date).reduce((s, d) => s + d, 0));
}

export interface CoreNumbers {
  lifePath: number;
  destiny: number;
  destinyCompound: number;
  soulUrge: number;
  personality: number;
  birthNumber: number;
  rulingPlanet: GrahaName;
  luckyNumbers: number[];
}

export function coreNumbers(name: string, dateOfBirth: CalendarDate): CoreNumbers {
  const destiny = chaldeanName(name);
  const { soulUrge, personality } = vowelsAndConsonants(name);
  const birth = birthNumber(dateOfBirth);
  return {
    lifePath: lifePathNumber(dateOfBirth),
    destiny: destiny.number,
    destinyCompound: destiny.compound,
    soulUrge: soulUrge.number,
    personality: personality.number,
    birthNumber: birth,
    rulingPlanet: planetOfNumber(birth),
    luckyNumbers: [...LUCKY_NUMBERS[birth]!],
  };
}

/** The Lo Shu magic square: each digit's place in the grid (rows top to bottom). */
export const LO_SHU_LAYOUT: readonly (readonly number[])[] = [
  [4, 9, 2],
  [3, 5, 7],
  [8, 1, 6],
];

export interface LoShu {
  /** Occurrences of each digit of the date, in the LO_SHU_LAYOUT places. */
  grid: number[][];
  /** Digits 1..9 that do not occur, ascending. */
  missing: number[];
  /** Digits occurring more than once, ascending. */
  repeated: number[];
  /** Occurrences of digits 1..9 (index 0 = digit 1). */
  counts: number[];
}

/** Lo Shu grid of a date of birth: every non-zero digit of DD MM YYYY placed once per occurrence. */
export function loShuGrid(date: CalendarDate): LoShu {
  const counts = new Array<number>(9).fill(0);
  for (const d of digitsOf(date)) if (d > 0) counts[d - 1] = counts[d - 1]! + 1;
  return {
    grid: LO_SHU_LAYOUT.map((row) => row.map((d) => counts[d - 1]!)),
    missing: counts.flatMap((c, i) => (c === 0 ? [i + 1] : [])),
    repeated: counts.flatMap((c, i) => (c > 1 ? [i + 1] : [])),
    counts,
  };
}

export type MobileVerdict = 'favourable' | 'neutral' | 'challenging';
export interface MobileNumber {
  digits: string;
  total: number;
  reduced: number;
  /** The verdict; its note in words is mobileVerdictNote (sentences.ts). */
  verdict: MobileVerdict;
}

/** Sum of all digits of a phone number as written (country code included; spaces and + ignored). */
export function mobileNumber(number: string): MobileNumber {
  const digits = number.replace(/[^0-9]/g, '');
  const total = [...digits].reduce((s, d) => s + Number(d), 0);
  const reduced = reduceNumber(total);
  const verdict: MobileVerdict = [1, 3, 5, 6].includes(reduced) ? 'favourable' : [4, 8].includes(reduced) ? 'challenging' : 'neutral';
  return { digits, total, reduced, verdict };
}

export type NumberRelation = 'same' | 'friendly' | 'neutral' | 'mixed' | 'inimical';

export interface Compatibility {
  score: number;
  relation: NumberRelation;
  personA: { birthNumber: number; destiny: number; lifePath: number };
  personB: { birthNumber: number; destiny: number; lifePath: number };
}

function relationOf(a: number, b: number): NumberRelation {
  if (a === b) return 'same';
  const m = grahaMaitriPoints(planetOfNumber(a), planetOfNumber(b));
  return m >= 4 ? 'friendly' : m === 3 ? 'neutral' : m > 0 ? 'mixed' : 'inimical';
}

/**
 * Compatibility 0..100 from the friendship of the numbers' ruling grahas,
 * on the graha maitri scale (0..5, BPHS natural friendships; Rahu as Saturn,
 * Ketu as Mars): birth numbers weigh 50 %, destiny numbers 30 %, life paths
 * 20 %. `relation` describes the birth numbers.
 */
export function numerologyCompatibility(
  a: { name: string; dateOfBirth: CalendarDate },
  b: { name: string; dateOfBirth: CalendarDate },
): Compatibility {
  const profile = (p: { name: string; dateOfBirth: CalendarDate }, param: string) => ({
    birthNumber: birthNumber(p.dateOfBirth),
    destiny: chaldeanName(p.name, param).number,
    lifePath: lifePathNumber(p.dateOfBirth),
  });
  const pa = profile(a, 'person_a.name');
  const pb = profile(b, 'person_b.name');
  const m = (x: number, y: number): number => grahaMaitriPoints(planetOfNumber(x), planetOfNumber(y)) / 5;
  const score = Math.round(
    100 * (0.5 * m(pa.birthNumber, pb.birthNumber) + 0.3 * m(pa.destiny, pb.destiny) + 0.2 * m(pa.lifePath, pb.lifePath)),
  );
  return { score, relation: relationOf(pa.birthNumber, pb.birthNumber), personA: pa, personB: pb };
}
