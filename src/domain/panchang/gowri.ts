/**
 * Gowri Panchangam (Tamil almanacs' "Gowri Nalla Neram"): the day (sunrise
 * to sunset) and the night (sunset to the next sunrise) each in eight equal
 * parts, each part named by a Gowri (core/glossary.ts GOWRIS). The tables
 * follow from two rules (the derivation of "Gowri Panchangam", S.
 * Prabhakaran, sanjayprabhakaran.blogspot.com/2014/12/gowri-panchangam.html):
 * - each of the seven weekday lords gives its Gowri: Sun Uthi (Udyogam),
 *   Moon Amirdha, Mars Rogam, Mercury Labham, Jupiter Dhanam, Venus Sugam,
 *   Saturn Soram; Rahu's part is Visham;
 * - the day's parts run through the lords in weekday order from the day's
 *   own lord, with Visham put in at the day's Rahu kaal eighth (kalas.ts
 *   RAHU_KAAL_EIGHTH); the night's run from the fifth lord after it (as the
 *   night choghadiyas do), Visham following the same lord it follows by day.
 * hindu-blog.com's table ("What is Gauri Panchang?", 2018) gives the same
 * Sunday day and night and Monday day
 * (test/unit/panchang/gowri.test.ts). Good (Nalla Neram): Amirdha, Uthi,
 * Labham, Dhanam, Sugam; bad: Rogam, Soram, Visham.
 */
import { RAHU_KAAL_EIGHTH, type Window } from './kalas.ts';

/** The Gowris in order of the weekday lords, Sun to Saturn, then Rahu's Visham (GOWRIS order). */
export const GOWRI_IDS = ['uthi', 'amirdha', 'rogam', 'labham', 'dhanam', 'sugam', 'soram', 'visham'] as const;
export type GowriId = (typeof GOWRI_IDS)[number];
/** Index of Visham in GOWRI_IDS. */
const VISHAM = 7;

/** The good Gowris (Nalla Neram). */
export const GOWRI_GOOD: ReadonlySet<GowriId> = new Set(['amirdha', 'uthi', 'labham', 'dhanam', 'sugam']);

export interface GowriPeriod extends Window {
  /** GOWRI_IDS index. */
  index: number;
  night: boolean;
}

/**
 * The eight Gowris (GOWRI_IDS indices) of the day (night false) or night
 * of weekday `w` (0 = Sunday): the lords from the first, Visham after the
 * lord the day's Rahu kaal eighth follows.
 */
export function gowriSequence(w: number, night: boolean): number[] {
  const rahu = RAHU_KAAL_EIGHTH[w]!;
  // The lord Visham follows by day (the day's lord itself when Rahu kaal is the 8th or the 2nd).
  const before = (w + rahu - 2 + 7) % 7;
  const first = night ? (w + 5) % 7 : w;
  const out: number[] = [];
  for (let k = 0; k < 7; k += 1) {
    const lord = (first + k) % 7;
    out.push(lord);
    if (lord === before) out.push(VISHAM);
  }
  // By day, Rahu kaal in the first eighth never happens (RAHU_KAAL_EIGHTH has no 1), so Visham is never first.
  return out;
}

const SEQUENCES: readonly (readonly number[])[][] = [0, 1, 2, 3, 4, 5, 6].map((w) => [gowriSequence(w, false), gowriSequence(w, true)]);

/** The 8 day Gowris, then the 8 of the night (none where the next sunrise is unknown), in order. */
export function gowrisOf(frame: { sunriseJdUt: number; sunsetJdUt: number; nextSunriseJdUt: number; weekdayIndex: number }): GowriPeriod[] {
  const [day, night] = SEQUENCES[frame.weekdayIndex]!;
  const out: GowriPeriod[] = [];
  const dayPart = (frame.sunsetJdUt - frame.sunriseJdUt) / 8;
  for (let k = 0; k < 8; k += 1) {
    out.push({ index: day![k]!, night: false, startJdUt: frame.sunriseJdUt + k * dayPart, endJdUt: frame.sunriseJdUt + (k + 1) * dayPart });
  }
  if (Number.isNaN(frame.nextSunriseJdUt)) return out;
  const nightPart = (frame.nextSunriseJdUt - frame.sunsetJdUt) / 8;
  for (let k = 0; k < 8; k += 1) {
    out.push({
      index: night![k]!,
      night: true,
      startJdUt: frame.sunsetJdUt + k * nightPart,
      endJdUt: frame.sunsetJdUt + (k + 1) * nightPart,
    });
  }
  return out;
}
