/**
 * Brahma, the graha whose sign starts the Sthira dasha (Jaimini Sutras
 * 2.3.4, "brahmadireshaa"), after the qualifications of Jaimini Sutras 2.1
 * as B.V. Raman ("Studies in Jaimini Astrology") summarises them:
 *
 * 1. the candidates are the lords of the 6th, 8th and 12th signs from the
 *    stronger of the lagna and the 7th (rashi-strength.ts; Scorpio and
 *    Aquarius with their first lords, Mars and Saturn, as there);
 * 2. Saturn cannot be Brahma (Rahu and Ketu are never a first lord);
 * 3. a candidate qualifies by standing in an odd sign and by standing
 *    within the six signs counted from that stronger sign;
 * 4. of those meeting more qualifications, the one with more degrees in
 *    its sign is Brahma (Raman's rule for several qualified grahas, used
 *    here for every tie, so that every chart has a Brahma).
 */
import { SIGN_LORDS, type GrahaName } from '../../core/glossary.ts';
import { grahaDegreesInSign, grahaSign, strongerSign, type RashiChart } from './rashi-strength.ts';

/** The 6th, 8th and 12th signs, counted inclusively. */
const DUSTHANA_OFFSETS = [5, 7, 11] as const;

export interface Brahma {
  graha: GrahaName;
  signIndex: number;
}

export function brahmaOf(chart: RashiChart): Brahma {
  const from = strongerSign(chart, chart.lagnaSignIndex, (chart.lagnaSignIndex + 6) % 12).signIndex;
  // At most one of the three is Saturn's (Capricorn and Aquarius are adjacent; these signs never are).
  const candidates = [...new Set(DUSTHANA_OFFSETS.map((k) => SIGN_LORDS[(from + k) % 12]!))].filter((g) => g !== 'saturn');
  const score = (g: GrahaName): number => {
    const s = grahaSign(chart, g);
    return (s % 2 === 0 ? 1 : 0) + ((s - from + 12) % 12 < 6 ? 1 : 0);
  };
  candidates.sort((a, b) => score(b) - score(a) || grahaDegreesInSign(chart, b) - grahaDegreesInSign(chart, a));
  const graha = candidates[0]!;
  return { graha, signIndex: grahaSign(chart, graha) };
}
