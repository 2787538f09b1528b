/**
 * Which of two signs is stronger, as the Jaimini rashi dashas that start
 * from the stronger of the lagna and the 7th (Narayana, Shoola) need it.
 * Rules in order (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated
 * Approach", 18.3, "Finding the stronger sign"; the same order in PyJHora
 * jhora/horoscope/chart/house.py `stronger_rasi`):
 * 1. more grahas in the sign;
 * 2. more of Jupiter, Mercury and the sign's lord in it or aspecting it
 *    (rashi drishti);
 * 3. an exalted graha in it (and none in the other);
 * 4. its lord in a sign of the other oddity (odd sign, lord in an even one,
 *    or the reverse);
 * 5. natural strength: dual over fixed over movable;
 * 6. its lord further advanced in its own sign (degrees).
 * Scorpio and Aquarius are read with their first lords (Mars, Saturn) here.
 */
import { GRAHA_IDS, SIGN_LORDS, type GrahaName } from '../../core/glossary.ts';
import { JAIMINI_EXALTATION_SIGN } from './chara.ts';

/** A rashi chart: the lagna sign and the nine sidereal longitudes (GRAHA_IDS order). */
export interface RashiChart {
  lagnaSignIndex: number;
  longitudesDeg: ArrayLike<number>;
}

export function grahaSign(chart: RashiChart, graha: GrahaName): number {
  return Math.floor(chart.longitudesDeg[GRAHA_IDS.indexOf(graha)]! / 30) % 12;
}

/** Degrees of the graha within its sign, [0, 30). */
export function grahaDegreesInSign(chart: RashiChart, graha: GrahaName): number {
  return chart.longitudesDeg[GRAHA_IDS.indexOf(graha)]! % 30;
}

/** 0 movable, 1 fixed, 2 dual. */
export function modality(signIndex: number): 0 | 1 | 2 {
  return (signIndex % 3) as 0 | 1 | 2;
}

/**
 * Rashi drishti (Jaimini Sutras 1.1.2-4): a movable sign aspects the fixed
 * signs but the one next to it, a fixed sign the movable signs but the one
 * next to it, a dual sign the other dual signs.
 */
export function rashiAspects(fromSign: number, toSign: number): boolean {
  const from = modality(fromSign);
  const to = modality(toSign);
  if (fromSign === toSign) return false;
  if (from === 2) return to === 2;
  if (from === 0) return to === 1 && toSign !== (fromSign + 1) % 12;
  return to === 0 && toSign !== (fromSign + 11) % 12;
}

function occupants(chart: RashiChart, signIndex: number): GrahaName[] {
  return GRAHA_IDS.filter((g) => grahaSign(chart, g) === signIndex);
}

/** Which rule decided, and the stronger sign. */
export interface StrongerSign {
  signIndex: number;
  rule: 1 | 2 | 3 | 4 | 5 | 6;
}

export function strongerSign(chart: RashiChart, a: number, b: number): StrongerSign {
  const pick = (sa: number, sb: number, rule: StrongerSign['rule']): StrongerSign | null =>
    sa > sb ? { signIndex: a, rule } : sb > sa ? { signIndex: b, rule } : null;
  const rule1 = pick(occupants(chart, a).length, occupants(chart, b).length, 1);
  if (rule1) return rule1;
  const influence = (s: number): number =>
    (['jupiter', 'mercury', SIGN_LORDS[s]!] as GrahaName[]).filter((g) => grahaSign(chart, g) === s || rashiAspects(grahaSign(chart, g), s))
      .length;
  const rule2 = pick(influence(a), influence(b), 2);
  if (rule2) return rule2;
  const exalted = (s: number): number => (occupants(chart, s).some((g) => JAIMINI_EXALTATION_SIGN[g] === s) ? 1 : 0);
  const rule3 = pick(exalted(a), exalted(b), 3);
  if (rule3) return rule3;
  const otherOddity = (s: number): number => ((grahaSign(chart, SIGN_LORDS[s]!) - s) % 2 !== 0 ? 1 : 0);
  const rule4 = pick(otherOddity(a), otherOddity(b), 4);
  if (rule4) return rule4;
  const rule5 = pick(modality(a), modality(b), 5);
  if (rule5) return rule5;
  return grahaDegreesInSign(chart, SIGN_LORDS[a]!) >= grahaDegreesInSign(chart, SIGN_LORDS[b]!)
    ? { signIndex: a, rule: 6 }
    : { signIndex: b, rule: 6 };
}
