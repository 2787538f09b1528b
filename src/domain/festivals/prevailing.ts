/**
 * "The day the tithi prevails at <division>": the local days whose division
 * (madhyahna, aparahna, pradosh, nishita, ...) overlaps a span, with how long.
 */
import type { Span, Window } from '../panchang/index.ts';
import { overlapDays } from './day-divisions.ts';
import type { FestivalYearContext, LocalDay } from './year-context.ts';

export interface Covered {
  day: LocalDay;
  /** The day's division. */
  window: Window;
  /** How long the span covers the division, in days (> 0). */
  overlapDays: number;
}

/** Days (in order) whose division overlaps the span. */
export function daysCovering(ctx: FestivalYearContext, span: Window, divisionOf: (day: LocalDay) => Window): Covered[] {
  const out: Covered[] = [];
  for (const day of ctx.days) {
    if (day.nextSunriseJdUt <= span.startJdUt - 1 || day.sunriseJdUt >= span.endJdUt + 1) continue;
    const window = divisionOf(day);
    const overlap = overlapDays(window, span);
    if (overlap > 0) out.push({ day, window, overlapDays: overlap });
  }
  return out;
}

/** The local day whose sunrise-to-sunrise day contains the moment (the day a tithi "begins on"). */
export function sunriseDayOf(ctx: FestivalYearContext, jdUt: number): LocalDay | undefined {
  return ctx.days.find((d) => jdUt >= d.sunriseJdUt && jdUt < d.nextSunriseJdUt);
}

/** The tithi span a rule keeps, as the FestivalFound field. */
export function tithiOf(span: Span): Span {
  return { index: span.index, startJdUt: span.startJdUt, endJdUt: span.endJdUt };
}

/**
 * Which covered day a rule takes when its tithi covers the division on two
 * days: the first, the second, the longer overlap, the larger share of the
 * division (the first when equal, so a tithi covering the whole division on
 * both days keeps the first, whatever the days' lengths), or
 * `second_if_three_muhurtas`: the second when the tithi covers at least three
 * muhurtas (three fifteenths of that day's daytime) of its division, else the
 * first (Dharma Sindhu's Akshaya Tritiya, in purvahna on two days), or
 * `whole_else_first`: the day whose whole division the tithi covers when it
 * covers only one day's whole, else the first (Dharma Sindhu's two-day rule:
 * full on one day and partial on the other, the full day; partial on both,
 * Hemadri's first: Narasimha Jayanti), or `whole_first_else_second`: the
 * first only when the tithi covers its whole division and not the second's,
 * else the second (Drik Panchang's Maha Shivaratri, nishita.ts).
 */
export type BothDays =
  'first' | 'second' | 'longer' | 'larger_share' | 'second_if_three_muhurtas' | 'whole_else_first' | 'whole_first_else_second';

/** Three muhurtas of a day: three fifteenths of its daytime, in days. */
const threeMuhurtasDays = (day: LocalDay): number => (3 * (day.sunsetJdUt - day.sunriseJdUt)) / 15;

/** Shares closer than this (a millionth of the division, a few milliseconds) are equal. */
const SHARE_TOLERANCE = 1e-6;

/** A division covered to within this (about a tenth of a second) is covered whole. */
const WHOLE_TOLERANCE_DAYS = 1e-6;

/**
 * The day a span "prevails at" a division: the only covered day, or by
 * `both` when two are. Undefined when it covers the division on no day.
 */
export function prevailingDay(covered: readonly Covered[], both: BothDays): Covered | undefined {
  if (covered.length <= 1) return covered[0];
  if (both === 'first') return covered[0];
  if (both === 'second') return covered[1];
  if (both === 'second_if_three_muhurtas') return covered[1]!.overlapDays >= threeMuhurtasDays(covered[1]!.day) ? covered[1] : covered[0];
  if (both === 'whole_else_first') {
    const whole = covered.filter((c) => c.overlapDays >= c.window.endJdUt - c.window.startJdUt - WHOLE_TOLERANCE_DAYS);
    return whole.length === 1 ? whole[0] : covered[0];
  }
  if (both === 'whole_first_else_second') {
    const wholeFirst = covered[0]!.overlapDays >= covered[0]!.window.endJdUt - covered[0]!.window.startJdUt - WHOLE_TOLERANCE_DAYS;
    const wholeSecond = covered[1]!.overlapDays >= covered[1]!.window.endJdUt - covered[1]!.window.startJdUt - WHOLE_TOLERANCE_DAYS;
    return wholeFirst && !wholeSecond ? covered[0] : covered[1];
  }
  if (both === 'larger_share') {
    const share = (c: Covered) => c.overlapDays / (c.window.endJdUt - c.window.startJdUt);
    return covered.reduce((best, c) => (share(c) > share(best) + SHARE_TOLERANCE ? c : best));
  }
  return covered.reduce((best, c) => (c.overlapDays > best.overlapDays + 1e-9 ? c : best));
}

/** A window minus a set of windows (sorted, non-overlapping): the remaining pieces in order. */
export function subtract(window: Window, cuts: readonly Window[]): Window[] {
  let pieces: Window[] = [window];
  for (const cut of cuts) {
    pieces = pieces.flatMap((p) => {
      if (cut.endJdUt <= p.startJdUt || cut.startJdUt >= p.endJdUt) return [p];
      const out: Window[] = [];
      if (cut.startJdUt > p.startJdUt) out.push({ startJdUt: p.startJdUt, endJdUt: cut.startJdUt });
      if (cut.endJdUt < p.endJdUt) out.push({ startJdUt: cut.endJdUt, endJdUt: p.endJdUt });
      return out;
    });
  }
  return pieces;
}
