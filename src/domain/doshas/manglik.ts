/**
 * Manglik (Kuja) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house
 * counted (whole sign) from the lagna, from the Moon and from Venus
 * (Muhurta Chintamani 6; B.V. Raman, "Muhurtha", Kuja dosha; the 2nd house is
 * included as South Indian practice and most matchmaking software do).
 *
 * Severity counts the references from which Mars is in a dosha house:
 * none (0), low (1), medium (2), high (3). Any cancellation found makes the
 * result `cancelled` and `manglik` false. Cancellations checked (the list
 * widely repeated from Muhurta Martanda and B.V. Raman):
 * - mars_own_or_exalted_sign: Mars in Aries, Scorpio or Capricorn;
 * - mars_house_sign_exception: from the lagna, Mars in the 1st in Aries, 2nd in
 *   Gemini or Virgo, 4th in Aries or Scorpio, 7th in Cancer or Capricorn, 8th in
 *   Sagittarius or Pisces, 12th in Taurus or Libra;
 * - jupiter_conjunct_or_aspecting_mars: Jupiter in Mars's sign, or Mars in the
 *   5th, 7th or 9th sign from Jupiter (Jupiter's full aspects);
 * - mars_conjunct_moon: Mars with the Moon (Chandra-Mangala yoga).
 */
import { signIndexOf } from '../../core/glossary.ts';
import { houseFrom } from '../chart/index.ts';

export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];
export const MANGLIK_SEVERITIES = ['none', 'low', 'medium', 'high', 'cancelled'] as const;
export type ManglikSeverity = (typeof MANGLIK_SEVERITIES)[number];
export const MANGLIK_CANCELLATIONS = [
  'mars_own_or_exalted_sign', 'mars_house_sign_exception', 'jupiter_conjunct_or_aspecting_mars', 'mars_conjunct_moon',
] as const;
export type ManglikCancellation = (typeof MANGLIK_CANCELLATIONS)[number];

/** Signs in which Mars in a given house from the lagna does not cause the dosha. */
const HOUSE_SIGN_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = {
  1: [0], 2: [2, 5], 4: [0, 7], 7: [3, 9], 8: [8, 11], 12: [1, 6],
};

export interface ManglikInput {
  marsDeg: number;
  moonDeg: number;
  venusDeg: number;
  jupiterDeg: number;
  /** Null when the birth time is unknown (the lagna reference is then left out). */
  lagnaSignIndex: number | null;
}

export interface ManglikResult {
  manglik: boolean;
  severity: ManglikSeverity;
  /** House of Mars from each reference, 1..12; null when that reference is unavailable. */
  houseFromLagna: number | null;
  houseFromMoon: number;
  houseFromVenus: number;
  /** References (lagna, moon, venus) from which Mars is in a dosha house. */
  afflictedFrom: ('lagna' | 'moon' | 'venus')[];
  cancellations: ManglikCancellation[];
}

export function manglikDosha(input: ManglikInput): ManglikResult {
  const mars = signIndexOf(input.marsDeg);
  const moon = signIndexOf(input.moonDeg);
  const venus = signIndexOf(input.venusDeg);
  const jupiter = signIndexOf(input.jupiterDeg);
  const houseFromLagna = input.lagnaSignIndex === null ? null : houseFrom(input.lagnaSignIndex, mars);
  const houseFromMoon = houseFrom(moon, mars);
  const houseFromVenus = houseFrom(venus, mars);
  const afflictedFrom: ManglikResult['afflictedFrom'] = [];
  if (houseFromLagna !== null && MANGLIK_HOUSES.includes(houseFromLagna)) afflictedFrom.push('lagna');
  if (MANGLIK_HOUSES.includes(houseFromMoon)) afflictedFrom.push('moon');
  if (MANGLIK_HOUSES.includes(houseFromVenus)) afflictedFrom.push('venus');

  const cancellations: ManglikCancellation[] = [];
  if (afflictedFrom.length > 0) {
    if (mars === 0 || mars === 7 || mars === 9) cancellations.push('mars_own_or_exalted_sign');
    if (houseFromLagna !== null && HOUSE_SIGN_EXCEPTIONS[houseFromLagna]?.includes(mars)) cancellations.push('mars_house_sign_exception');
    const fromJupiter = houseFrom(jupiter, mars);
    if (fromJupiter === 1 || fromJupiter === 5 || fromJupiter === 7 || fromJupiter === 9) cancellations.push('jupiter_conjunct_or_aspecting_mars');
    if (mars === moon) cancellations.push('mars_conjunct_moon');
  }
  const severity: ManglikSeverity = afflictedFrom.length === 0 ? 'none'
    : cancellations.length > 0 ? 'cancelled'
      : (['low', 'medium', 'high'] as const)[afflictedFrom.length - 1]!;
  return {
    manglik: afflictedFrom.length > 0 && cancellations.length === 0,
    severity, houseFromLagna, houseFromMoon, houseFromVenus, afflictedFrom, cancellations,
  };
}
