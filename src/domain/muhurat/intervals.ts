/** Sorted, disjoint time intervals (UT Julian days) and the set operations the muhurat rules need. */
import { firstSpanEndingAfter } from '../panchang/index.ts';

export interface Interval {
  startJdUt: number;
  endJdUt: number;
}

/** The union of intervals, sorted and merged (touching intervals join). */
export function unionOf(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.endJdUt > i.startJdUt).sort((a, b) => a.startJdUt - b.startJdUt);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && i.startJdUt <= last.endJdUt) last.endJdUt = Math.max(last.endJdUt, i.endJdUt);
    else out.push({ startJdUt: i.startJdUt, endJdUt: i.endJdUt });
  }
  return out;
}

/** The parts of a sorted disjoint list inside [fromJdUt, toJdUt), clipped. */
export function clipTo(sorted: readonly Interval[], fromJdUt: number, toJdUt: number): Interval[] {
  const out: Interval[] = [];
  for (let k = firstSpanEndingAfter(sorted, fromJdUt); k < sorted.length; k += 1) {
    const i = sorted[k]!;
    if (i.startJdUt >= toJdUt) break;
    out.push({ startJdUt: Math.max(fromJdUt, i.startJdUt), endJdUt: Math.min(toJdUt, i.endJdUt) });
  }
  return out;
}

/** [fromJdUt, toJdUt) less a sorted disjoint list. */
export function subtractFrom(fromJdUt: number, toJdUt: number, sorted: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let at = fromJdUt;
  for (const i of clipTo(sorted, fromJdUt, toJdUt)) {
    if (i.startJdUt > at) out.push({ startJdUt: at, endJdUt: i.startJdUt });
    at = Math.max(at, i.endJdUt);
  }
  if (at < toJdUt) out.push({ startJdUt: at, endJdUt: toJdUt });
  return out;
}

/** Total length of intervals, days. */
export function lengthDays(intervals: readonly Interval[]): number {
  let sum = 0;
  for (const i of intervals) sum += i.endJdUt - i.startJdUt;
  return sum;
}
