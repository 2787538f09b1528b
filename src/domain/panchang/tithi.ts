/**
 * The four lunar limbs of the panchang (tithi, nakshatra, yoga, karana) as
 * spans between consecutive boundaries found by the engine's batch search
 * (one native call for a whole range; nothing is scanned from JavaScript).
 */
import { findLunarEvents, type EventList, type LunarEventKind } from '../../native/ephemeris.ts';
import { moonAbhijitArcs, moonNakshatra28Spans } from './nakshatra28.ts';

export type LimbKind = 'tithi' | 'nakshatra' | 'yoga' | 'karana';
export const LIMB_KINDS: readonly LimbKind[] = ['tithi', 'nakshatra', 'yoga', 'karana'];

/** Number of values each limb cycles through. */
export const LIMB_COUNT: Readonly<Record<LimbKind, number>> = { tithi: 30, nakshatra: 27, yoga: 27, karana: 60 };

/**
 * Longest a limb lasts, with margin: a tithi at most ~26.8 h, a nakshatra
 * ~27.1 h (the Moon at its slowest, 11.8 deg/day, crossing 13 deg 20 min), a
 * yoga ~25 h. A search padded by this on both sides of a window therefore
 * brackets every span that touches the window.
 */
export const LIMB_PAD_DAYS = 1.5;

/**
 * The Moon's sign spans over a searched window [fromJdUt, toJdUt]: between
 * its sign changes, and the first and last cut at the window's ends (the
 * sign before the first change is the one that change ends). The Moon stays
 * in a sign under 2.7 days, so a window of more than that holds a change.
 */
function moonSignSpans(events: EventList<LunarEventKind>, fromJdUt: number, toJdUt: number): Span[] {
  const spans: Span[] = [];
  let at = fromJdUt;
  let index = -1;
  for (let i = 0; i < events.jdUt.length; i += 1) {
    if (events.kind[i] !== 'moon_sign') continue;
    spans.push({ index: wrapIndex(events.before[i]!, 12), startJdUt: at, endJdUt: events.jdUt[i]! });
    at = events.jdUt[i]!;
    index = events.index[i]!;
  }
  if (index < 0) throw new Error(`Expected a Moon sign change from ${fromJdUt} to ${toJdUt}`);
  spans.push({ index: wrapIndex(index, 12), startJdUt: at, endJdUt: toJdUt });
  return spans;
}

/** One limb value in force from startJdUt to endJdUt (UT Julian days). */
export interface Span {
  /** 0-based: tithiIndex 0..29, nakshatraIndex 0..26, yogaIndex 0..26, karanaIndex 0..59. */
  index: number;
  startJdUt: number;
  endJdUt: number;
}

export type LimbSpans = Record<LimbKind, Span[]> & {
  /** The Moon's sidereal sign spans (index 0..11, 0 = Mesha), when asked for. */
  moonSign?: Span[];
  /** The Moon's nakshatra spans among the 28 with Abhijit occupied (index 0..27; nakshatra28.ts), when asked for. */
  nakshatra28?: Span[];
};

/** Extra series findLimbSpans may return from the same search. */
export interface LimbSpanOptions {
  moonSign?: boolean;
  /** The Moon among the 28 with Abhijit (needs 'nakshatra' among the kinds). */
  nakshatra28?: boolean;
}

/**
 * The index in 0..count-1. The addon (native/ephem/events.cc) reduces an
 * unwrapped angle with std::fmod, which keeps the sign, so a boundary whose
 * unwrapped Moon-Sun angle is negative comes back as -14 for index 16.
 */
function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** Complete spans (both ends known) of one kind from an event list sorted by time. */
export function spansOf(events: EventList<LunarEventKind>, kind: LimbKind): Span[] {
  const spans: Span[] = [];
  const count = LIMB_COUNT[kind];
  let previous = -1;
  for (let i = 0; i < events.jdUt.length; i += 1) {
    if (events.kind[i] !== kind) continue;
    if (previous >= 0) {
      spans.push({ index: wrapIndex(events.index[previous]!, count), startJdUt: events.jdUt[previous]!, endJdUt: events.jdUt[i]! });
    }
    previous = i;
  }
  return spans;
}

/**
 * Every complete span of the requested limbs touching [fromJdUt, toJdUt], from
 * one native search over the window padded by LIMB_PAD_DAYS.
 */
export function findLimbSpans(
  fromJdUt: number,
  toJdUt: number,
  kinds: readonly LimbKind[] = LIMB_KINDS,
  options: LimbSpanOptions = {},
): LimbSpans {
  const from = fromJdUt - LIMB_PAD_DAYS;
  const to = toJdUt + LIMB_PAD_DAYS;
  const searched: LunarEventKind[] = [...kinds];
  if (options.moonSign === true) searched.push('moon_sign');
  if (options.nakshatra28 === true) searched.push('pada');
  const events = findLunarEvents(from, to, searched);
  const out: LimbSpans = { tithi: [], nakshatra: [], yoga: [], karana: [] };
  for (const kind of kinds) out[kind] = spansOf(events, kind);
  if (options.moonSign === true) out.moonSign = moonSignSpans(events, from, to);
  if (options.nakshatra28 === true) out.nakshatra28 = moonNakshatra28Spans(out.nakshatra, moonAbhijitArcs(events));
  return out;
}

/** The span containing jdUt (start inclusive, end exclusive); throws if the spans do not cover it. */
export function spanAt(spans: readonly Span[], jdUt: number): Span {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = spans[mid]!;
    if (jdUt < s.startJdUt) hi = mid - 1;
    else if (jdUt >= s.endJdUt) lo = mid + 1;
    else return s;
  }
  throw new Error(`Expected spans covering the moment ${jdUt} but received ${spans.length} spans that do not`);
}

/** The spans overlapping [fromJdUt, toJdUt). */
export function spansOverlapping(spans: readonly Span[], fromJdUt: number, toJdUt: number): Span[] {
  return spans.filter((s) => s.endJdUt > fromJdUt && s.startJdUt < toJdUt);
}

/**
 * The ascending spans overlapping [fromJdUt, toJdUt), clipped to it: the
 * first found by bisection (a year's panchang asks this of ~400 spans 365 times).
 */
export function spansWithin(spans: readonly Span[], fromJdUt: number, toJdUt: number): Span[] {
  const out: Span[] = [];
  for (let k = firstSpanEndingAfter(spans, fromJdUt); k < spans.length; k += 1) {
    const s = spans[k]!;
    if (s.startJdUt >= toJdUt) break;
    out.push({ index: s.index, startJdUt: Math.max(fromJdUt, s.startJdUt), endJdUt: Math.min(toJdUt, s.endJdUt) });
  }
  return out;
}

/**
 * Appends a span to ascending, contiguous `out`, extending the last one
 * instead when it has the same index and ends where this begins; an empty
 * span is dropped.
 */
export function appendSpan(out: Span[], index: number, startJdUt: number, endJdUt: number): void {
  if (!(endJdUt > startJdUt)) return;
  const last = out[out.length - 1];
  if (last !== undefined && last.index === index && last.endJdUt === startJdUt) last.endJdUt = endJdUt;
  else out.push({ index, startJdUt, endJdUt });
}

/** The index of the first of the ascending, disjoint `spans` that ends after `jdUt` (spans.length if none), by bisection. */
export function firstSpanEndingAfter(spans: readonly { readonly endJdUt: number }[], jdUt: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.endJdUt <= jdUt) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Tithi number 1..30 (30 is Amavasya). */
export function tithiNumberOf(tithiIndex: number): number {
  return tithiIndex + 1;
}
