/**
 * The one sign-span finder of the rising sign (lagna): the sidereal
 * ascendant's sign over intervals of time at one place, for the festivals'
 * lagna periods and muhurat's lagna shuddhi. A search with a stated step and
 * tolerance: the ascendant is sampled every SAMPLE_STEP_DAYS in one engine
 * call, and every change of sign between two samples is refined, all
 * together, one engine call a round, to LAGNA_TOLERANCE_DAYS.
 */
import { normalizeDeg } from '../../core/angles.ts';
import { ascendants } from '../../native/ephemeris.ts';
import type { Place } from '../../time/day-frame.ts';
import type { Span } from './tithi.ts';
import type { Window } from './kalas.ts';

/**
 * Step of the ascendant samples, days (one hour). The ascendant only grows,
 * by less than 360 deg an hour, so every sign boundary between two samples is
 * found, however many (signs rise in minutes at high latitudes).
 */
export const LAGNA_SAMPLE_STEP_DAYS = 60 / 1_440;

/**
 * Each change of sign is placed within this after the true boundary (days,
 * one millisecond): far below the minute the answers render, so the rendered
 * times do not depend on the step or on where a search starts.
 */
export const LAGNA_TOLERANCE_DAYS = 0.001 / 86_400;

/** Refinement rounds at most; Illinois false position needs about six from a one-hour bracket. */
const MAX_ROUNDS = 60;

/** The sidereal ascendant at each moment at one place (one engine call). */
function ascendantsAt(moments: Float64Array, place: Place): Float64Array {
  const lat = new Float64Array(moments.length).fill(place.latitudeDeg);
  const lon = new Float64Array(moments.length).fill(place.longitudeDeg);
  return ascendants(moments, lat, lon).ascendantDeg;
}

/** A bracketed boundary: the ascendant (unwrapped) is below `targetDeg` at lo, at or past it at hi. */
interface Crossing {
  loJdUt: number;
  hiJdUt: number;
  /** The ascendant at lo, unwrapped (the reference for reading later samples). */
  loAscendantDeg: number;
  /** Ascendant minus target at lo (< 0) and hi (>= 0), Illinois-scaled. */
  loGapDeg: number;
  hiGapDeg: number;
  targetDeg: number;
  /** The side kept last round (-1 lo moved, 1 hi moved, 0 none yet). */
  lastSide: number;
}

/**
 * The lagna spans covering each interval, in order (index: the rising sign
 * 0..11, 0 = Mesha; each span starts at the first moment found in its sign,
 * within LAGNA_TOLERANCE_DAYS after the boundary; the first and last span of
 * an interval are clipped to it). UT Julian days.
 */
export function lagnaSpans(place: Place, intervals: readonly Window[]): Span[] {
  const times: number[] = [];
  const firstSample: number[] = [];
  for (const w of intervals) {
    firstSample.push(times.length);
    const steps = Math.max(1, Math.ceil((w.endJdUt - w.startJdUt) / LAGNA_SAMPLE_STEP_DAYS));
    for (let k = 0; k <= steps; k += 1) times.push(Math.min(w.endJdUt, w.startJdUt + k * LAGNA_SAMPLE_STEP_DAYS));
  }
  if (times.length === 0) return [];
  const asc = ascendantsAt(Float64Array.from(times), place);
  // Per interval: the sign rising at its start, then each crossing in time order.
  const starts: { signIndex: number; crossings: Crossing[] }[] = [];
  const open: Crossing[] = [];
  intervals.forEach((_, wi) => {
    const from = firstSample[wi]!;
    const to = wi + 1 < intervals.length ? firstSample[wi + 1]! : times.length;
    const own: Crossing[] = [];
    for (let i = from; i + 1 < to; i += 1) {
      const aLo = asc[i]!;
      const aHi = aLo + normalizeDeg(asc[i + 1]! - aLo);
      for (let b = (Math.floor(aLo / 30) + 1) * 30; b <= aHi; b += 30) {
        own.push({
          loJdUt: times[i]!,
          hiJdUt: times[i + 1]!,
          loAscendantDeg: aLo,
          loGapDeg: aLo - b,
          hiGapDeg: aHi - b,
          targetDeg: b,
          lastSide: 0,
        });
      }
    }
    starts.push({ signIndex: Math.floor(normalizeDeg(asc[from]!) / 30) % 12, crossings: own });
    open.push(...own);
  });
  refine(open, place);
  const out: Span[] = [];
  intervals.forEach((w, wi) => {
    let { signIndex } = starts[wi]!;
    let at = w.startJdUt;
    for (const c of starts[wi]!.crossings) {
      const t = Math.min(w.endJdUt, Math.max(at, c.hiJdUt));
      if (t > at) out.push({ index: signIndex, startJdUt: at, endJdUt: t });
      signIndex = (signIndex + 1) % 12;
      at = t;
    }
    if (w.endJdUt > at) out.push({ index: signIndex, startJdUt: at, endJdUt: w.endJdUt });
  });
  return out;
}

/**
 * Shrinks every bracket to LAGNA_TOLERANCE_DAYS by the Illinois variant of
 * false position (the kept end's gap is halved when the same end is kept
 * twice, so both ends close in), all open brackets in one engine call a round.
 */
function refine(crossings: Crossing[], place: Place): void {
  let open = crossings.filter((c) => c.hiJdUt - c.loJdUt > LAGNA_TOLERANCE_DAYS);
  for (let round = 0; round < MAX_ROUNDS && open.length > 0; round += 1) {
    const moments = Float64Array.from(open, (c) => {
      const t = c.loJdUt - (c.loGapDeg / (c.hiGapDeg - c.loGapDeg)) * (c.hiJdUt - c.loJdUt);
      // Strictly inside the bracket, so every round shrinks it.
      return t > c.loJdUt && t < c.hiJdUt ? t : (c.loJdUt + c.hiJdUt) / 2;
    });
    const a = ascendantsAt(moments, place);
    open.forEach((c, i) => {
      const unwrappedDeg = c.loAscendantDeg + normalizeDeg(a[i]! - c.loAscendantDeg);
      const gap = unwrappedDeg - c.targetDeg;
      if (gap < 0) {
        c.loJdUt = moments[i]!;
        c.loAscendantDeg = unwrappedDeg;
        c.loGapDeg = gap;
        if (c.lastSide === -1) c.hiGapDeg /= 2;
        c.lastSide = -1;
      } else {
        c.hiJdUt = moments[i]!;
        c.hiGapDeg = gap;
        if (c.lastSide === 1) c.loGapDeg /= 2;
        c.lastSide = 1;
      }
    });
    open = open.filter((c) => c.hiJdUt - c.loJdUt > LAGNA_TOLERANCE_DAYS);
  }
}
