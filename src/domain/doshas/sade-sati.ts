/**
 * Sade Sati and dhaiya: Saturn's transit relative to the natal Moon sign
 * (Phaladeepika 26; B.V. Raman, "Hindu Predictive Astrology", Gochara).
 * - Sade Sati: Saturn in the 12th (phase `rising`), 1st (`peak`) or 2nd
 *   (`setting`) sign from the natal Moon, about seven and a half years.
 * - Dhaiya (small panoti, about two and a half years): Saturn in the 4th
 *   (`kantaka`) or 8th (`ashtama`) sign from the Moon.
 * The end date is the moment Saturn leaves the span for good: the first
 * sign ingress out of it that is not followed by a retrograde re-entry.
 * Ingresses come from the engine's event search (Lahiri sidereal).
 */
import { houseFrom } from '../chart/index.ts';

export const SADE_SATI_PHASES = ['rising', 'peak', 'setting', 'kantaka', 'ashtama'] as const;
export type SadeSatiPhase = (typeof SADE_SATI_PHASES)[number];

export interface SadeSatiStatus {
  active: boolean;
  sadeSati: boolean;
  dhaiya: boolean;
  phase: SadeSatiPhase | null;
  /** Saturn's house from the natal Moon sign, 1..12. */
  houseFromMoon: number;
  /** Sign indices making up the running span (empty when inactive). */
  spanSignIndices: number[];
}

export function sadeSatiStatus(moonSignIndex: number, saturnSignIndex: number): SadeSatiStatus {
  const h = houseFrom(moonSignIndex, saturnSignIndex);
  const phase: SadeSatiPhase | null =
    h === 12 ? 'rising' : h === 1 ? 'peak' : h === 2 ? 'setting' : h === 4 ? 'kantaka' : h === 8 ? 'ashtama' : null;
  const sadeSati = h === 12 || h === 1 || h === 2;
  const dhaiya = h === 4 || h === 8;
  const spanSignIndices = sadeSati ? [(moonSignIndex + 11) % 12, moonSignIndex, (moonSignIndex + 1) % 12] : dhaiya ? [saturnSignIndex] : [];
  return { active: sadeSati || dhaiya, sadeSati, dhaiya, phase, houseFromMoon: h, spanSignIndices };
}

/**
 * End of the running span from Saturn's sign ingresses after the moment
 * (jdUt ascending, index = sign entered). Returns null when the span does not
 * end within the events given.
 */
export function spanEndJdUt(
  spanSignIndices: readonly number[],
  ingressJdUt: ArrayLike<number>,
  ingressSign: ArrayLike<number>,
): number | null {
  const inside = (s: number): boolean => spanSignIndices.includes(s);
  for (let i = 0; i < ingressJdUt.length; i += 1) {
    if (inside(ingressSign[i]!)) continue;
    // An exit: it is final unless the next ingress brings Saturn back (retrograde).
    const next = i + 1 < ingressJdUt.length ? ingressSign[i + 1]! : null;
    if (next === null || !inside(next)) return ingressJdUt[i]!;
  }
  return null;
}
