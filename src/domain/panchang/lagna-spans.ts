/**
 * The one sign-span finder of the rising sign (lagna): the sidereal
 * ascendant's sign over intervals of time at one place, for the festivals'
 * lagna periods, muhurat's lagna shuddhi and the panchang day's udaya lagna.
 * Below RISING_MAX_LATITUDE_DEG each sign boundary's rising time comes from
 * its closed form, corrected and certified by the engine's ascendant
 * (lagna-rising.ts, about two ascendants a boundary); above it, or when that
 * fails a check, a search with a stated step and tolerance: the sign is
 * sampled every LAGNA_SAMPLE_STEP_DAYS in one engine call, and every change
 * between two samples is bisected, all together, one engine call a round.
 * Both place each change within LAGNA_TOLERANCE_DAYS after the boundary.
 */
import { ascendants } from '../../native/ephemeris.ts';
import type { Place } from '../../time/day-frame.ts';
import type { Span } from './tithi.ts';
import type { Window } from './kalas.ts';
import { risingCrossings, type IntervalCrossings } from './lagna-rising.ts';

/**
 * Step of the search's ascendant samples, days (five minutes). Inside the
 * polar circles the ascendant can stand, turn back and jump half a circle,
 * so the search follows the sign itself; a sign entered and left again
 * between two samples (only near such a turn) is missed.
 */
export const LAGNA_SAMPLE_STEP_DAYS = 5 / 1_440;

/**
 * Each change of sign is placed within this after the true boundary (days,
 * one millisecond): far below the second the answers render, so the rendered
 * times do not depend on the step or on where a search starts.
 */
export const LAGNA_TOLERANCE_DAYS = 0.001 / 86_400;

/** The sidereal ascendant's sign (0..11) at each moment at one place (one engine call). */
function signsAt(moments: Float64Array, place: Place): Int8Array {
  const lat = new Float64Array(moments.length).fill(place.latitudeDeg);
  const lon = new Float64Array(moments.length).fill(place.longitudeDeg);
  const asc = ascendants(moments, lat, lon).ascendantDeg;
  return Int8Array.from(asc, (deg) => Math.floor(deg / 30) % 12);
}

/**
 * The lagna spans covering each interval, in order (index: the rising sign
 * 0..11, 0 = Mesha; each span starts at the first moment found in its sign,
 * within LAGNA_TOLERANCE_DAYS after the boundary; the first and last span of
 * an interval are clipped to it). UT Julian days.
 */
export function lagnaSpans(place: Place, intervals: readonly Window[]): Span[] {
  if (intervals.length === 0) return [];
  return spansOf(intervals, risingCrossings(place, intervals, LAGNA_TOLERANCE_DAYS) ?? searchedCrossings(place, intervals));
}

/** lagnaSpans by the search alone, whatever the latitude (tests and benchmarks compare the two). */
export function searchedLagnaSpans(place: Place, intervals: readonly Window[]): Span[] {
  if (intervals.length === 0) return [];
  return spansOf(intervals, searchedCrossings(place, intervals));
}

/** The spans of each interval from its start sign and its sign changes. */
function spansOf(intervals: readonly Window[], crossings: readonly IntervalCrossings[]): Span[] {
  const out: Span[] = [];
  intervals.forEach((w, wi) => {
    let { signIndex } = crossings[wi]!;
    let at = w.startJdUt;
    for (const c of crossings[wi]!.changes) {
      const t = Math.min(w.endJdUt, Math.max(at, c.jdUt));
      if (t > at) out.push({ index: signIndex, startJdUt: at, endJdUt: t });
      signIndex = c.signIndex;
      at = t;
    }
    if (w.endJdUt > at) out.push({ index: signIndex, startJdUt: at, endJdUt: w.endJdUt });
  });
  return out;
}

/** A bracket of the search: the sign is `loSign` at lo and `hiSign` (another) at hi. */
interface Bracket {
  loJdUt: number;
  hiJdUt: number;
  loSign: number;
  hiSign: number;
}

/**
 * Each interval's start sign and sign changes by a search: the sign sampled
 * every LAGNA_SAMPLE_STEP_DAYS in one engine call, then every pair of samples
 * in different signs bisected, all together, one engine call a round, to
 * LAGNA_TOLERANCE_DAYS; a bracket whose middle is in a third sign splits in
 * two (several signs rise within five minutes near the polar circles).
 */
function searchedCrossings(place: Place, intervals: readonly Window[]): IntervalCrossings[] {
  const times: number[] = [];
  const firstSample: number[] = [];
  for (const w of intervals) {
    firstSample.push(times.length);
    const steps = Math.max(1, Math.ceil((w.endJdUt - w.startJdUt) / LAGNA_SAMPLE_STEP_DAYS));
    for (let k = 0; k <= steps; k += 1) times.push(Math.min(w.endJdUt, w.startJdUt + k * LAGNA_SAMPLE_STEP_DAYS));
  }
  const signs = signsAt(Float64Array.from(times), place);
  const own: Bracket[][] = intervals.map((_, wi) => {
    const to = wi + 1 < intervals.length ? firstSample[wi + 1]! : times.length;
    const brackets: Bracket[] = [];
    for (let i = firstSample[wi]!; i + 1 < to; i += 1) {
      if (signs[i] !== signs[i + 1]) brackets.push({ loJdUt: times[i]!, hiJdUt: times[i + 1]!, loSign: signs[i]!, hiSign: signs[i + 1]! });
    }
    return brackets;
  });
  const settled: Bracket[][] = intervals.map(() => []);
  let open = own.flatMap((brackets, wi) => brackets.map((b) => ({ b, wi })));
  while (open.length > 0) {
    const wide = open.filter(({ b }) => b.hiJdUt - b.loJdUt > LAGNA_TOLERANCE_DAYS);
    for (const o of open) if (o.b.hiJdUt - o.b.loJdUt <= LAGNA_TOLERANCE_DAYS) settled[o.wi]!.push(o.b);
    if (wide.length === 0) break;
    const mids = Float64Array.from(wide, ({ b }) => (b.loJdUt + b.hiJdUt) / 2);
    const midSigns = signsAt(mids, place);
    open = [];
    wide.forEach(({ b, wi }, i) => {
      const [t, sign] = [mids[i]!, midSigns[i]!];
      if (sign !== b.loSign) open.push({ b: { loJdUt: b.loJdUt, hiJdUt: t, loSign: b.loSign, hiSign: sign }, wi });
      if (sign !== b.hiSign) open.push({ b: { loJdUt: t, hiJdUt: b.hiJdUt, loSign: sign, hiSign: b.hiSign }, wi });
    });
  }
  return intervals.map((_, wi) => ({
    signIndex: signs[firstSample[wi]!]!,
    changes: settled[wi]!.sort((x, y) => x.hiJdUt - y.hiJdUt).map((b) => ({ jdUt: b.hiJdUt, signIndex: b.hiSign })),
  }));
}
