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
