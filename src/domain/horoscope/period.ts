/**
 * The days a horoscope covers, in a zone's local clock: daily is the local
 * day of the date; weekly the Monday-to-Sunday week that holds it (ISO 8601
 * weeks); monthly the calendar month; yearly the calendar year. The span runs
 * from local midnight of the first day to local midnight after the last.
 */
import { addDays, isoDate, localMidnightJdUt, weekdayIndexOf, type CivilDate, type OffsetMinutesAt } from '../../time/index.ts';

export const PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type Period = (typeof PERIODS)[number];

export interface PeriodSpan {
  period: Period;
  /** First and last local days of the period (both included). */
  firstDate: CivilDate;
  lastDate: CivilDate;
  /** Local midnight starting the first day and ending the last, UT Julian days. */
  startJdUt: number;
  endJdUt: number;
  /** Halfway between start and end: the moment whose sky the transits list shows. */
  midJdUt: number;
}

/** The first and last local days of the period that holds `date`. */
export function periodDays(period: Period, date: CivilDate): { firstDate: CivilDate; lastDate: CivilDate } {
  switch (period) {
    case 'daily':
      return { firstDate: date, lastDate: date };
    case 'weekly': {
      const sinceMonday = (weekdayIndexOf(date) + 6) % 7;
      const firstDate = addDays(date, -sinceMonday);
      return { firstDate, lastDate: addDays(firstDate, 6) };
    }
    case 'monthly': {
      const firstDate = { year: date.year, month: date.month, day: 1 };
      const nextMonth = date.month === 12 ? { year: date.year + 1, month: 1, day: 1 } : { year: date.year, month: date.month + 1, day: 1 };
      return { firstDate, lastDate: addDays(nextMonth, -1) };
    }
    case 'yearly':
      return { firstDate: { year: date.year, month: 1, day: 1 }, lastDate: { year: date.year, month: 12, day: 31 } };
  }
}

/** The period holding `date`, as UT moments of the zone's local midnights. */
export function periodSpan(period: Period, date: CivilDate, offsetMinutesAt: OffsetMinutesAt): PeriodSpan {
  const { firstDate, lastDate } = periodDays(period, date);
  const startJdUt = localMidnightJdUt(firstDate, offsetMinutesAt);
  const endJdUt = localMidnightJdUt(addDays(lastDate, 1), offsetMinutesAt);
  return { period, firstDate, lastDate, startJdUt, endJdUt, midJdUt: (startJdUt + endJdUt) / 2 };
}

export { isoDate };
