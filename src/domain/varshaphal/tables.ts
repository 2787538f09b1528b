/**
 * The Tajaka tables of the annual chart, each with its source. Where the
 * sources differ the choice is stated here and in docs/varshaphal.md.
 */
import { signIndexOf, type SevenGraha } from '../../core/glossary.ts';

/**
 * Hadda (terms): the five unequal parts of each sign and their lords, as
 * [lord, end degree within the sign]. Tajaka Neelakanthi (Samjna Tantra)
 * takes the "Egyptian" terms of Ptolemy, Tetrabiblos I.21 (Loeb edition,
 * F. E. Robbins, 1940, p. 97-99), transcribed here. PyJHora's table
 * (jhora/const.py `hadda_lords`) agrees except in Taurus (Venus twice where
 * Ptolemy has Jupiter to 22 deg) and Gemini (Venus and Jupiter exchanged):
 * we keep Ptolemy's.
 */
export const HADDA: readonly (readonly (readonly [SevenGraha, number])[])[] = [
  [
    ['jupiter', 6],
    ['venus', 12],
    ['mercury', 20],
    ['mars', 25],
    ['saturn', 30],
  ], // Aries
  [
    ['venus', 8],
    ['mercury', 14],
    ['jupiter', 22],
    ['saturn', 27],
    ['mars', 30],
  ], // Taurus
  [
    ['mercury', 6],
    ['jupiter', 12],
    ['venus', 17],
    ['mars', 24],
    ['saturn', 30],
  ], // Gemini
  [
    ['mars', 7],
    ['venus', 13],
    ['mercury', 19],
    ['jupiter', 26],
    ['saturn', 30],
  ], // Cancer
  [
    ['jupiter', 6],
    ['venus', 11],
    ['saturn', 18],
    ['mercury', 24],
    ['mars', 30],
  ], // Leo
  [
    ['mercury', 7],
    ['venus', 17],
    ['jupiter', 21],
    ['mars', 28],
    ['saturn', 30],
  ], // Virgo
  [
    ['saturn', 6],
    ['mercury', 14],
    ['jupiter', 21],
    ['venus', 28],
    ['mars', 30],
  ], // Libra
  [
    ['mars', 7],
    ['venus', 11],
    ['mercury', 19],
    ['jupiter', 24],
    ['saturn', 30],
  ], // Scorpio
  [
    ['jupiter', 12],
    ['venus', 17],
    ['mercury', 21],
    ['saturn', 26],
    ['mars', 30],
  ], // Sagittarius
  [
    ['mercury', 7],
    ['jupiter', 14],
    ['venus', 22],
    ['saturn', 26],
    ['mars', 30],
  ], // Capricorn
  [
    ['mercury', 7],
    ['venus', 13],
    ['jupiter', 20],
    ['mars', 25],
    ['saturn', 30],
  ], // Aquarius
  [
    ['venus', 12],
    ['jupiter', 16],
    ['mercury', 19],
    ['mars', 28],
    ['saturn', 30],
  ], // Pisces
];

/** Lord of the hadda holding a sidereal longitude (degrees). */
export function haddaLordOf(longitudeDeg: number): SevenGraha {
  const signIndex = signIndexOf(longitudeDeg);
  const degInSign = longitudeDeg - signIndex * 30;
  for (const [lord, endDeg] of HADDA[signIndex]!) if (degInSign < endDeg) return lord;
  return HADDA[signIndex]![4]![0];
}

/**
 * Tri-rashi lords by the annual lagna's sign, for a return by day and by
 * night: Tajaka Neelakanthi, Samjna Tantra (the "trirashipa" verse), as
 * tabulated by P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated
 * Approach" (2000), ch. 28; PyJHora (`tri_rasi_daytime_lords`,
 * `tri_rasi_nighttime_lords`) holds the same table.
 */
export const TRI_RASHI_DAY: readonly SevenGraha[] = [
  'sun',
  'venus',
  'saturn',
  'venus',
  'jupiter',
  'moon',
  'mercury',
  'mars',
  'saturn',
  'mars',
  'jupiter',
  'moon',
];
export const TRI_RASHI_NIGHT: readonly SevenGraha[] = [
  'jupiter',
  'moon',
  'mercury',
  'mars',
  'sun',
  'venus',
  'saturn',
  'venus',
  'saturn',
  'mars',
  'jupiter',
  'moon',
];

/**
 * Harsha bala (Tajaka Neelakanthi; P.V.R. Narasimha Rao, op. cit., ch. 28.3):
 * the house (from the annual lagna) where each graha "rejoices", and the
 * grahas counted feminine. Rao's worked Example 119 (Mercury scores 10 in
 * the 2nd house of a night return) counts Mercury with the feminine grahas.
 */
export const HARSHA_HOUSE: Readonly<Record<SevenGraha, number>> = {
  sun: 9,
  moon: 3,
  mars: 6,
  mercury: 1,
  jupiter: 11,
  venus: 12,
  saturn: 12,
};
export const FEMININE_GRAHAS: ReadonlySet<SevenGraha> = new Set(['moon', 'mercury', 'venus', 'saturn']);
/** Houses of the feminine (1-3, 7-9) and of the masculine (4-6, 10-12) grahas. */
export const FEMININE_HOUSES: ReadonlySet<number> = new Set([1, 2, 3, 7, 8, 9]);
export const MASCULINE_HOUSES: ReadonlySet<number> = new Set([4, 5, 6, 10, 11, 12]);
/** Points of each harsha rule. */
export const HARSHA_POINTS = 5;

/**
 * Deeptamsa, the orb of each graha in degrees (Tajaka Neelakanthi, Samjna
 * Tantra; Rao, op. cit., ch. 29.1; PyJHora `deeptaamsa_of_planets`).
 */
export const DEEPTAMSA_DEG: Readonly<Record<SevenGraha, number>> = {
  sun: 15,
  moon: 12,
  mars: 8,
  mercury: 7,
  jupiter: 9,
  venus: 7,
  saturn: 9,
};

/** The seven grahas from the fastest to the slowest by mean daily motion (Tajaka's "faster" planet). */
export const SPEED_ORDER: readonly SevenGraha[] = ['moon', 'mercury', 'venus', 'sun', 'mars', 'jupiter', 'saturn'];

export type TajakaAspectKind = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';
/**
 * Tajaka aspects by the house of one graha counted from the other (Tajaka
 * Neelakanthi, Samjna Tantra; Rao, op. cit., ch. 29.1): 3/11 and 5/9 are
 * friendly (hidden and open), 4/10 and 1/7 inimical (hidden and open); the
 * 2nd, 6th, 8th and 12th have no aspect.
 */
export const TAJAKA_ASPECT_BY_HOUSE: Readonly<Record<number, TajakaAspectKind>> = {
  1: 'conjunction',
  3: 'sextile',
  11: 'sextile',
  4: 'square',
  10: 'square',
  5: 'trine',
  9: 'trine',
  7: 'opposition',
};
export const FRIENDLY_ASPECTS: ReadonlySet<TajakaAspectKind> = new Set(['sextile', 'trine']);

/** The five office-bearers whose strongest becomes the year lord (Panchadhikari). */
export const OFFICE_KINDS = ['muntha_lord', 'birth_lagna_lord', 'annual_lagna_lord', 'tri_rashi_lord', 'din_ratri_lord'] as const;
export type OfficeKind = (typeof OFFICE_KINDS)[number];
