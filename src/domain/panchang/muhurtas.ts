/**
 * The day's other timed periods: dur muhurat (the weekday's inauspicious
 * muhurtas), varjyam and amrit kaal (windows fixed within each nakshatra) and
 * disha shool (the direction not to travel in, by weekday).
 */
import type { DishaId } from '../../core/glossary.ts';
import type { SunFrame } from '../../time/day-frame.ts';
import type { Window } from './kalas.ts';
import { firstSpanEndingAfter, type Span } from './tithi.ts';

/** Muhurtas in a daytime (sunrise to sunset) and in a night (sunset to next sunrise). */
const MUHURTAS_PER_HALF = 15;

/** One dur muhurta: the n-th (1..15) muhurta of the daytime or of the night. */
export interface DurMuhurta {
  part: 'day' | 'night';
  muhurta: number;
}

/**
 * Dur muhurtas by weekday (0 = Sunday): Sunday the 14th daytime muhurta,
 * Monday the 9th and 12th, Tuesday the 4th and the 7th of the night, Wednesday
 * the 8th, Thursday the 6th and 12th, Friday the 4th and 9th, Saturday the 1st
 * and 2nd. Drik Panchang's day pages give these (2023, every weekday: e.g.
 * Tuesday 3 January 2023 "08:53 AM to 09:35 AM, 10:44 PM to 11:38 PM" with
 * sunrise 06:46 and sunset 05:23 PM; test/unit/panchang/muhurtas.test.ts).
 */
export const DUR_MUHURTAS: readonly (readonly DurMuhurta[])[] = [
  [{ part: 'day', muhurta: 14 }],
  [
    { part: 'day', muhurta: 9 },
    { part: 'day', muhurta: 12 },
  ],
  [
    { part: 'day', muhurta: 4 },
    { part: 'night', muhurta: 7 },
  ],
  [{ part: 'day', muhurta: 8 }],
  [
    { part: 'day', muhurta: 6 },
    { part: 'day', muhurta: 12 },
  ],
  [
    { part: 'day', muhurta: 4 },
    { part: 'day', muhurta: 9 },
  ],
  [
    { part: 'day', muhurta: 1 },
    { part: 'day', muhurta: 2 },
  ],
];

/** The weekday's dur muhurtas, in time order. */
export function durMuhurtasOf(frame: Pick<SunFrame, 'sunriseJdUt' | 'sunsetJdUt' | 'nextSunriseJdUt' | 'weekdayIndex'>): Window[] {
  return DUR_MUHURTAS[frame.weekdayIndex]!.map(({ part, muhurta }) => {
    const start = part === 'day' ? frame.sunriseJdUt : frame.sunsetJdUt;
    const end = part === 'day' ? frame.sunsetJdUt : frame.nextSunriseJdUt;
    const length = (end - start) / MUHURTAS_PER_HALF;
    return { startJdUt: start + (muhurta - 1) * length, endJdUt: start + muhurta * length };
  });
}

/** A nakshatra lasts 60 ghatis of its own length; varjyam and amrit kaal last 4 of them. */
const GHATIS_PER_NAKSHATRA = 60;
const WINDOW_GHATIS = 4;

/**
 * Ghatis from the start of each nakshatra (Ashwini first) to its varjyam
 * (tyajyam): Muhurta Chintamani's tyajya table, as the jyotisha panchaanga
 * (sanskrit-coders) tabulates it, except Mula, which has two: at 20 ghatis
 * (the value many tables give) and at 56 (the jyotisha value). Drik Panchang's
 * day pages for all of 2023 list both for Mula and agree with every other
 * value (test/unit/panchang/muhurtas.test.ts).
 */
export const VARJYAM_GHATIS: readonly (readonly number[])[] = [
  [50],
  [24],
  [30],
  [40],
  [14],
  [21],
  [30],
  [20],
  [32],
  [30],
  [20],
  [18],
  [21],
  [20],
  [14],
  [14],
  [10],
  [14],
  [20, 56],
  [24],
  [20],
  [10],
  [10],
  [18],
  [16],
  [24],
  [30],
];
/** Ghatis from the start of each nakshatra to its amrit kaal (same sources; Drik Panchang 2023 agrees throughout). */
export const AMRIT_KAAL_GHATIS: readonly (readonly number[])[] = [
  42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54,
].map((g) => [g]);

/**
 * For each nakshatra span, the windows starting `ghatis[index]` sixtieths of
 * the span after its start and lasting WINDOW_GHATIS sixtieths; those that
 * begin within [fromJdUt, toJdUt), in order. A day (sunrise to next sunrise)
 * has zero, one or two.
 */
export function nakshatraWindows(
  spans: readonly Span[],
  ghatis: readonly (readonly number[])[],
  fromJdUt: number,
  toJdUt: number,
): Window[] {
  const out: Window[] = [];
  // Start at the first span ending after fromJdUt (a year's panchang asks this of ~400 spans 365 times).
  for (let k = firstSpanEndingAfter(spans, fromJdUt); k < spans.length; k += 1) {
    const s = spans[k]!;
    if (s.startJdUt >= toJdUt) break;
    const ghati = (s.endJdUt - s.startJdUt) / GHATIS_PER_NAKSHATRA;
    for (const g of ghatis[s.index]!) {
      const start = s.startJdUt + g * ghati;
      if (start >= fromJdUt && start < toJdUt) out.push({ startJdUt: start, endJdUt: start + WINDOW_GHATIS * ghati });
    }
  }
  return out;
}

/**
 * Disha shool, the direction not to set out in, by weekday (0 = Sunday):
 * Monday and Saturday east, Tuesday and Wednesday north, Thursday south,
 * Sunday and Friday west (the travel couplet "Som Shanichar purab na chalu,
 * Mangal Budh uttar dis kalu, Ravi Shukra jo pachhim jaay, ... Guru ko dakkhin
 * ..."; Drik Panchang's day pages show the same).
 */
export const DISHA_SHOOL: readonly DishaId[] = ['west', 'east', 'north', 'north', 'south', 'west', 'east'];
