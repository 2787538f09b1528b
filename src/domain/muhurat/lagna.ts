/**
 * Lagna shuddhi: the rising sign (lagna) over the open spans of a range and
 * the spans whose lagna fails an activity's conditions (rules.ts
 * LAGNA_SHUDDHI). The ascendant comes from the engine's batch: one call for
 * the samples of every span, each change of sign placed by interpolation and
 * refined in REFINE_ROUNDS more calls; the grahas' signs from one position
 * batch at the middle of each piece (a piece has one lagna and one Moon sign).
 */
import { normalizeDeg } from '../../core/angles.ts';
import { ascendants, grahaPositions, positionOf } from '../../native/ephemeris.ts';
import type { Place, Span } from '../panchang/index.ts';
import type { Interval } from './intervals.ts';
import { GRAHA_ROW, type LagnaShuddhi } from './rules.ts';

/**
 * Step of the ascendant samples, days (one hour). The ascendant only grows,
 * so every sign boundary between two samples is found, however many (signs
 * rise in under an hour at high latitudes).
 */
const SAMPLE_STEP_DAYS = 60 / 1_440;
/** Bracket refinements of each sign change (regula falsi): three put it within 2 seconds (test/unit/muhurat/search.test.ts). */
const REFINE_ROUNDS = 3;

/** The sidereal ascendant at each moment at one place (one engine call). */
function ascendantsAt(moments: Float64Array, place: Place): Float64Array {
  const lat = new Float64Array(moments.length).fill(place.latitudeDeg);
  const lon = new Float64Array(moments.length).fill(place.longitudeDeg);
  return ascendants(moments, lat, lon).ascendantDeg;
}

interface Crossing {
  lo: number;
  hi: number;
  /** Unwrapped ascendant at lo and hi; `target` the boundary between them. */
  aLo: number;
  aHi: number;
  target: number;
}

/** The lagna spans (index: the rising sign) covering each interval, in order. */
export function lagnaSpans(place: Place, intervals: readonly Interval[]): Span[] {
  const times: number[] = [];
  const firstSample: number[] = [];
  for (const w of intervals) {
    firstSample.push(times.length);
    const steps = Math.max(1, Math.ceil((w.endJdUt - w.startJdUt) / SAMPLE_STEP_DAYS));
    for (let k = 0; k <= steps; k += 1) times.push(Math.min(w.endJdUt, w.startJdUt + k * SAMPLE_STEP_DAYS));
  }
  if (times.length === 0) return [];
  const asc = ascendantsAt(Float64Array.from(times), place);
  // Per interval: the sign rising at its start, then each crossing in time order.
  const starts: { signIndex: number; crossings: Crossing[] }[] = [];
  const crossings: Crossing[] = [];
  intervals.forEach((_, wi) => {
    const from = firstSample[wi]!;
    const to = wi + 1 < intervals.length ? firstSample[wi + 1]! : times.length;
    const own: Crossing[] = [];
    for (let i = from; i + 1 < to; i += 1) {
      const aLo = asc[i]!;
      const aHi = aLo + normalizeDeg(asc[i + 1]! - aLo);
      for (let b = (Math.floor(aLo / 30) + 1) * 30; b <= aHi; b += 30) {
        own.push({ lo: times[i]!, hi: times[i + 1]!, aLo, aHi, target: b });
      }
    }
    starts.push({ signIndex: Math.floor(normalizeDeg(asc[from]!) / 30) % 12, crossings: own });
    crossings.push(...own);
  });
  const estimate = (c: Crossing) => c.lo + ((c.target - c.aLo) / (c.aHi - c.aLo)) * (c.hi - c.lo);
  for (let round = 0; round < REFINE_ROUNDS && crossings.length > 0; round += 1) {
    const moments = Float64Array.from(crossings, estimate);
    const a = ascendantsAt(moments, place);
    crossings.forEach((c, i) => {
      const unwrapped = c.aLo + normalizeDeg(a[i]! - c.aLo);
      const t = moments[i]!;
      if (unwrapped < c.target) {
        c.lo = t;
        c.aLo = unwrapped;
      } else {
        c.hi = t;
        c.aHi = unwrapped;
      }
    });
  }
  const out: Span[] = [];
  intervals.forEach((w, wi) => {
    let { signIndex } = starts[wi]!;
    let at = w.startJdUt;
    for (const c of starts[wi]!.crossings) {
      const t = Math.min(w.endJdUt, Math.max(at, estimate(c)));
      if (t > at) out.push({ index: signIndex, startJdUt: at, endJdUt: t });
      signIndex = (signIndex + 1) % 12;
      at = t;
    }
    if (w.endJdUt > at) out.push({ index: signIndex, startJdUt: at, endJdUt: w.endJdUt });
  });
  return out;
}

/** 1..12: the whole-sign house of `signIndex` counted from the lagna. */
const houseFrom = (lagnaSign: number, signIndex: number) => ((signIndex - lagnaSign + 12) % 12) + 1;

/**
 * The lagna spans (in time order) that fail `shuddhi`, each cut at the Moon's sign changes
 * (`moonSigns`) so the Moon's house is the same throughout a piece; the other
 * grahas are read at the piece's middle (they change sign far more slowly
 * than a lagna lasts). Index: the rising sign.
 */
export function failingLagnaSpans(shuddhi: LagnaShuddhi, lagnas: readonly Span[], moonSigns: readonly Span[]): Span[] {
  const pieces: { lagna: Span; moonSign: number; startJdUt: number; endJdUt: number }[] = [];
  let m = 0;
  for (const l of lagnas) {
    while (m < moonSigns.length && moonSigns[m]!.endJdUt <= l.startJdUt) m += 1;
    for (let k = m; k < moonSigns.length && moonSigns[k]!.startJdUt < l.endJdUt; k += 1) {
      const s = moonSigns[k]!;
      pieces.push({ lagna: l, moonSign: s.index, startJdUt: Math.max(l.startJdUt, s.startJdUt), endJdUt: Math.min(l.endJdUt, s.endJdUt) });
    }
  }
  if (pieces.length === 0) return [];
  const batch = grahaPositions(Float64Array.from(pieces, (p) => (p.startJdUt + p.endJdUt) / 2));
  const failing: Span[] = [];
  pieces.forEach((p, i) => {
    const lagnaSign = p.lagna.index;
    const signOf = (row: number) => (row === GRAHA_ROW.moon ? p.moonSign : Math.floor(positionOf(batch, i, row).longitudeDeg / 30) % 12);
    const fails =
      (shuddhi.signs !== undefined && !shuddhi.signs.includes(lagnaSign)) ||
      shuddhi.occupants.some((g) => shuddhi.emptyHouses.includes(houseFrom(lagnaSign, signOf(g)))) ||
      shuddhi.moonBarredHouses.includes(houseFrom(lagnaSign, p.moonSign)) ||
      shuddhi.barredFromLagna.some((g) => houseFrom(lagnaSign, signOf(g)) === 1);
    if (fails) failing.push({ index: lagnaSign, startJdUt: p.startJdUt, endJdUt: p.endJdUt });
  });
  return failing;
}
