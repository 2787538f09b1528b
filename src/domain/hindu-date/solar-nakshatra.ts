/**
 * A nakshatra in a solar month (the Tamil, Malayalam, Bengali and Odia
 * calendars' months: the Sun in one sidereal sign, the month's first day
 * fixed by the region's sankranti rule) to its local days in a year: every
 * span of the nakshatra whose day by the rule falls in the month. A nakshatra
 * returns every 27.3 days, so a 29-32 day month can hold it twice; both are
 * given, flagged `nakshatra_twice_in_month` (regions keep different ones).
 */
import { inYear, type FestivalYearContext, type SankrantiDayRule } from '../festivals/index.ts';
import type { Span } from '../panchang/index.ts';
import { solarMonths } from '../sankranti/index.ts';
import { dayOfSpan, type HinduDateRule, type RuledDay } from './rules.ts';

export interface SolarNakshatra {
  /** 0 = Ashwini .. 26 = Revati. */
  nakshatraIndex: number;
  /** The sign the Sun is in, 0 = Mesha. */
  signIndex: number;
  /** Where the month begins (the region's sankranti day rule). */
  calendar: SankrantiDayRule;
}

export interface SolarNakshatraFound extends RuledDay {
  nakshatra: Span;
  /** Which occurrence in its month (1 or 2) and how many the month holds. */
  occurrence: number;
  ofInMonth: number;
}

/** The nakshatra's days in its solar month, for each such month whose day falls in the context's year, in order. */
export function findSolarNakshatra(ctx: FestivalYearContext, query: SolarNakshatra, rule: HinduDateRule): SolarNakshatraFound[] {
  const out: SolarNakshatraFound[] = [];
  for (const month of solarMonths(ctx, query.signIndex, query.calendar)) {
    if (month.length === 0) continue;
    const first = month[0]!.index;
    const last = month[month.length - 1]!.index;
    const found: (RuledDay & { nakshatra: Span })[] = [];
    for (const span of ctx.nakshatras) {
      if (
        span.index !== query.nakshatraIndex ||
        span.endJdUt < month[0]!.startJdUt - 1 ||
        span.startJdUt > month[month.length - 1]!.endJdUt + 1
      ) {
        continue;
      }
      const ruled = dayOfSpan(ctx, span, rule, 'nakshatra');
      if (ruled !== undefined && ruled.day.index >= first && ruled.day.index <= last) found.push({ ...ruled, nakshatra: { ...span } });
    }
    found.forEach((f, i) => {
      if (!inYear(ctx, f.day.index)) return;
      const flags = found.length > 1 ? [...f.flags, 'nakshatra_twice_in_month'] : f.flags;
      out.push({ ...f, flags, occurrence: i + 1, ofInMonth: found.length });
    });
  }
  return out;
}
