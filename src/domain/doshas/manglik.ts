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
 *
 * `raman` (B.V. Raman, "Muhurtha", Kuja dosha, as he states the dosha and
 * its exceptions) differs:
 * - the houses are the 2nd, 4th, 7th, 8th and 12th (the Kerala verse he
 *   quotes; not the 1st), from the lagna, the Moon and Venus;
 * - Mars causes no dosha from a reference when it stands in the 2nd in
 *   Gemini or Virgo, the 4th in Aries or Scorpio, the 7th in Cancer or
 *   Capricorn, the 8th in Sagittarius or Pisces, the 12th in Taurus or
 *   Libra: that reference is not afflicted, and when every reference in a
 *   dosha house is so excused, mars_house_sign_exception is the cancellation;
 * - cancellations: mars_in_leo_or_aquarius (Mars in Leo or Aquarius causes
 *   no dosha whatever), mars_conjunct_jupiter and mars_conjunct_moon (in
 *   one sign).
 */
import { DEFAULT_MANGLIK_RULES as DEFAULT_RULES } from '../../core/defaults.ts';
import { signIndexOf } from '../../core/glossary.ts';
import { houseFrom } from '../chart/index.ts';

export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];
export const MANGLIK_SEVERITIES = ['none', 'low', 'medium', 'high', 'cancelled'] as const;
export type ManglikSeverity = (typeof MANGLIK_SEVERITIES)[number];
export const MANGLIK_CANCELLATIONS = [
  'mars_own_or_exalted_sign',
  'mars_house_sign_exception',
  'jupiter_conjunct_or_aspecting_mars',
  'mars_conjunct_moon',
  'mars_in_leo_or_aquarius',
  'mars_conjunct_jupiter',
] as const;
/** The rule sets (`manglik_rules`); `standard` is the default. */
export const MANGLIK_RULE_SETS = ['standard', 'raman'] as const;
export type ManglikRuleSet = (typeof MANGLIK_RULE_SETS)[number];
/** The rule set when a request names none: its one home is src/core/defaults.ts. */
export const DEFAULT_MANGLIK_RULES: ManglikRuleSet = DEFAULT_RULES;
/** B.V. Raman's dosha houses. */
export const RAMAN_MANGLIK_HOUSES: readonly number[] = [2, 4, 7, 8, 12];
export type ManglikCancellation = (typeof MANGLIK_CANCELLATIONS)[number];

/** Signs in which Mars in a given house from the lagna does not cause the dosha. */
const HOUSE_SIGN_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = {
  1: [0],
  2: [2, 5],
  4: [0, 7],
  7: [3, 9],
  8: [8, 11],
  12: [1, 6],
};
/** B.V. Raman's: the same list without the 1st house, read from every reference. */
const RAMAN_HOUSE_SIGN_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = {
  2: [2, 5],
  4: [0, 7],
  7: [3, 9],
  8: [8, 11],
  12: [1, 6],
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

export function manglikDosha(input: ManglikInput, rules: ManglikRuleSet = DEFAULT_MANGLIK_RULES): ManglikResult {
  return rules === 'raman' ? ramanManglik(input) : standardManglik(input);
}

/** The signs (0 = Aries) both rule sets read, and Mars's house from the lagna (null when unknown), Moon and Venus. */
function placementsOf(input: ManglikInput) {
  const mars = signIndexOf(input.marsDeg);
  const moon = signIndexOf(input.moonDeg);
  const venus = signIndexOf(input.venusDeg);
  return {
    mars,
    moon,
    venus,
    jupiter: signIndexOf(input.jupiterDeg),
    houseFromLagna: input.lagnaSignIndex === null ? null : houseFrom(input.lagnaSignIndex, mars),
    houseFromMoon: houseFrom(moon, mars),
    houseFromVenus: houseFrom(venus, mars),
  };
}

function standardManglik(input: ManglikInput): ManglikResult {
  const { mars, moon, jupiter, houseFromLagna, houseFromMoon, houseFromVenus } = placementsOf(input);
  const afflictedFrom: ManglikResult['afflictedFrom'] = [];
  if (houseFromLagna !== null && MANGLIK_HOUSES.includes(houseFromLagna)) afflictedFrom.push('lagna');
  if (MANGLIK_HOUSES.includes(houseFromMoon)) afflictedFrom.push('moon');
  if (MANGLIK_HOUSES.includes(houseFromVenus)) afflictedFrom.push('venus');

  const cancellations: ManglikCancellation[] = [];
  if (afflictedFrom.length > 0) {
    if (mars === 0 || mars === 7 || mars === 9) cancellations.push('mars_own_or_exalted_sign');
    if (houseFromLagna !== null && HOUSE_SIGN_EXCEPTIONS[houseFromLagna]?.includes(mars)) cancellations.push('mars_house_sign_exception');
    const fromJupiter = houseFrom(jupiter, mars);
    if (fromJupiter === 1 || fromJupiter === 5 || fromJupiter === 7 || fromJupiter === 9)
      cancellations.push('jupiter_conjunct_or_aspecting_mars');
    if (mars === moon) cancellations.push('mars_conjunct_moon');
  }
  const severity: ManglikSeverity =
    afflictedFrom.length === 0
      ? 'none'
      : cancellations.length > 0
        ? 'cancelled'
        : (['low', 'medium', 'high'] as const)[afflictedFrom.length - 1]!;
  return {
    manglik: afflictedFrom.length > 0 && cancellations.length === 0,
    severity,
    houseFromLagna,
    houseFromMoon,
    houseFromVenus,
    afflictedFrom,
    cancellations,
  };
}

function ramanManglik(input: ManglikInput): ManglikResult {
  const { mars, moon, jupiter, houseFromLagna, houseFromMoon, houseFromVenus } = placementsOf(input);
  const references = [
    ['lagna', houseFromLagna],
    ['moon', houseFromMoon],
    ['venus', houseFromVenus],
  ] as const;
  const inDoshaHouse = references.filter(([, house]) => house !== null && RAMAN_MANGLIK_HOUSES.includes(house));
  const afflictedFrom: ManglikResult['afflictedFrom'] = inDoshaHouse
    .filter(([, house]) => !RAMAN_HOUSE_SIGN_EXCEPTIONS[house!]!.includes(mars))
    .map(([reference]) => reference);

  const cancellations: ManglikCancellation[] = [];
  if (inDoshaHouse.length > 0) {
    if (afflictedFrom.length === 0) cancellations.push('mars_house_sign_exception');
    if (mars === 4 || mars === 10) cancellations.push('mars_in_leo_or_aquarius');
    if (mars === jupiter) cancellations.push('mars_conjunct_jupiter');
    if (mars === moon) cancellations.push('mars_conjunct_moon');
  }
  const severity: ManglikSeverity =
    inDoshaHouse.length === 0
      ? 'none'
      : cancellations.length > 0
        ? 'cancelled'
        : (['low', 'medium', 'high'] as const)[afflictedFrom.length - 1]!;
  return {
    manglik: severity !== 'none' && severity !== 'cancelled',
    severity,
    houseFromLagna,
    houseFromMoon,
    houseFromVenus,
    afflictedFrom,
    cancellations,
  };
}
