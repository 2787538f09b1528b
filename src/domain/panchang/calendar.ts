/**
 * The tithi calendar: every tithi overlapping a run of local days, and the
 * tithi in force at each day's sunrise. One lunar-event search for the whole
 * range (padded) and one rise/set batch for all the days.
 */
import { errors } from '../../core/errors.ts';
import { addDays, isoDate, sunDays, type CivilDate, type OffsetMinutesAt, type Place, type RisingChoice } from '../../time/day-frame.ts';
import { findLimbSpans, spanAt, spansOverlapping, type Span } from './tithi.ts';

/** Most days one calendar request covers, both ends included (the API contract Limits). */
export const MAX_CALENDAR_DAYS = 62;

export interface SunriseTithi {
  date: CivilDate;
  sunriseJdUt: number;
  tithi: Span;
}

export interface TithiCalendar {
  /** Tithis overlapping [start of the first day, end of the last day), in order. */
  tithis: Span[];
  sunriseTithis: SunriseTithi[];
}

/**
 * Tithis of the `dayCount` (1..MAX_CALENDAR_DAYS) local days from `first`.
 * Throws invalid_parameter on `latitudeParam` when the Sun does not rise on
 * one of the days. Sunrise by `rising.sunrise` (default DEFAULT_SUNRISE).
 */
export function tithiCalendar(
  first: CivilDate,
  dayCount: number,
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  latitudeParam = 'lat',
  rising: RisingChoice = {},
): TithiCalendar {
  if (!(Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= MAX_CALENDAR_DAYS)) {
    throw new RangeError(`Expected a day count in 1..${MAX_CALENDAR_DAYS} but received ${dayCount}`);
  }
  const sun = sunDays(first, dayCount, place, offsetMinutesAt, rising.sunrise);
  for (let i = 0; i < dayCount; i += 1) {
    if (Number.isNaN(sun.sunriseJdUt[i]!)) throw errors.polarDay(latitudeParam, isoDate(addDays(first, i)));
  }
  const from = sun.dayStartJdUt[0]!;
  const to = sun.dayStartJdUt[dayCount]!;
  const spans = findLimbSpans(from, to, ['tithi']).tithi;
  const sunriseTithis: SunriseTithi[] = [];
  for (let i = 0; i < dayCount; i += 1) {
    const sunriseJdUt = sun.sunriseJdUt[i]!;
    sunriseTithis.push({ date: addDays(first, i), sunriseJdUt, tithi: spanAt(spans, sunriseJdUt) });
  }
  return { tithis: spansOverlapping(spans, from, to), sunriseTithis };
}

/**
 * Kshaya tithis (in force at no sunrise: the day count skips them) and
 * adhika tithis (in force at two consecutive sunrises) of a calendar. Only
 * tithis that begin after the first sunrise and end before the last count.
 */
export function kshayaAndAdhika(calendar: TithiCalendar): { kshaya: Span[]; adhika: Span[] } {
  const rises = calendar.sunriseTithis;
  if (rises.length === 0) return { kshaya: [], adhika: [] };
  const firstRise = rises[0]!.sunriseJdUt;
  const lastRise = rises[rises.length - 1]!.sunriseJdUt;
  const kshaya = calendar.tithis.filter(
    (t) => t.startJdUt > firstRise && t.endJdUt < lastRise && !rises.some((r) => r.sunriseJdUt >= t.startJdUt && r.sunriseJdUt < t.endJdUt),
  );
  const adhika = calendar.tithis.filter((t) => rises.filter((r) => r.sunriseJdUt >= t.startJdUt && r.sunriseJdUt < t.endJdUt).length >= 2);
  return { kshaya, adhika };
}
