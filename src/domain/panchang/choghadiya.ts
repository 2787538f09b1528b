/**
 * Choghadiya: the daytime (sunrise to sunset) and the night (sunset to the
 * next sunrise) each cut into eight equal periods, named in the standard
 * weekday sequence.
 *
 * The seven choghadiyas in their daytime order, with their ruling grahas:
 * Udveg (Sun), Char (Venus), Labh (Mercury), Amrit (Moon), Kaal (Saturn),
 * Shubh (Jupiter), Rog (Mars). The day starts with the weekday lord's
 * choghadiya and steps forward one place each period (the 8th repeats the
 * 1st); the night starts with the choghadiya of the lord of the fifth weekday
 * counted from the day (Sunday night: Thursday's Jupiter, Shubh) and steps
 * five places forward each period. Sources: Drik Panchang "Choghadiya" tables
 * (day: Sunday Udveg, Monday Amrit, Tuesday Rog, Wednesday Labh, Thursday
 * Shubh, Friday Char, Saturday Kaal; night: Sunday Shubh, Monday Char,
 * Tuesday Kaal, Wednesday Udveg, Thursday Amrit, Friday Rog, Saturday Labh).
 */
import { termOf, type Term } from '../../core/glossary.ts';
import type { SunFrame } from '../../time/day-frame.ts';

export type ChoghadiyaQuality = 'excellent' | 'good' | 'neutral' | 'caution' | 'avoid';

export interface ChoghadiyaTerm extends Term {
  quality: ChoghadiyaQuality;
}

/**
 * Daytime order. Quality: Amrit excellent (the best); Shubh and Labh good
 * (auspicious, gain); Char neutral (movable, good for travel only); Udveg
 * caution (anxiety); Kaal and Rog avoid (loss, disease).
 */
export const CHOGHADIYAS: readonly ChoghadiyaTerm[] = [
  { ...termOf('choghadiya', 'udveg'), quality: 'caution' },
  { ...termOf('choghadiya', 'char'), quality: 'neutral' },
  { ...termOf('choghadiya', 'labh'), quality: 'good' },
  { ...termOf('choghadiya', 'amrit'), quality: 'excellent' },
  { ...termOf('choghadiya', 'kaal'), quality: 'avoid' },
  { ...termOf('choghadiya', 'shubh'), quality: 'good' },
  { ...termOf('choghadiya', 'rog'), quality: 'avoid' },
];

/** Index into CHOGHADIYAS of the first daytime period, by weekday (0 = Sunday). */
export const DAY_FIRST: readonly number[] = [0, 3, 6, 2, 5, 1, 4];
/** Index into CHOGHADIYAS of the first night period, by weekday. */
export const NIGHT_FIRST: readonly number[] = [5, 1, 4, 0, 3, 6, 2];
const DAY_STEP = 1;
const NIGHT_STEP = 5;

export interface ChoghadiyaPeriod {
  term: ChoghadiyaTerm;
  part: 'day' | 'night';
  startJdUt: number;
  endJdUt: number;
}

/** The 16 periods of a day: 8 from sunrise to sunset, 8 from sunset to the next sunrise. */
export function choghadiyasOf(
  frame: Pick<SunFrame, 'sunriseJdUt' | 'sunsetJdUt' | 'nextSunriseJdUt' | 'weekdayIndex'>,
): ChoghadiyaPeriod[] {
  const periods: ChoghadiyaPeriod[] = [];
  const parts = [
    { part: 'day' as const, from: frame.sunriseJdUt, to: frame.sunsetJdUt, first: DAY_FIRST[frame.weekdayIndex]!, step: DAY_STEP },
    {
      part: 'night' as const,
      from: frame.sunsetJdUt,
      to: frame.nextSunriseJdUt,
      first: NIGHT_FIRST[frame.weekdayIndex]!,
      step: NIGHT_STEP,
    },
  ];
  for (const p of parts) {
    const length = (p.to - p.from) / 8;
    for (let i = 0; i < 8; i += 1) {
      periods.push({
        term: CHOGHADIYAS[(p.first + i * p.step) % 7]!,
        part: p.part,
        startJdUt: p.from + i * length,
        endJdUt: i === 7 ? p.to : p.from + (i + 1) * length,
      });
    }
  }
  return periods;
}
