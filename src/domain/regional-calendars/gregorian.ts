/**
 * A regional solar date back to the Gregorian calendar: the sankranti of the
 * month's sign in the Gregorian year the month begins in, its first day by the
 * calendar's rule, then the day of the month (refused past the month's end).
 */
import { errors } from '../../core/errors.ts';
import { addDays, daysBetween, localMidnightJdUt, type CivilDate, type OffsetMinutesAt, type Place } from '../panchang/index.ts';
import { gregorianYearOf, signIndexOfMonth, SOLAR_CALENDARS, type SolarCalendarId } from './calendars.ts';
import { monthStartOf, sankrantisBetween } from './solar-dates.ts';

/** Padding around the Gregorian year: Makara's sankranti falls on 14-15 January, and the month after December's begins by mid-January. */
const PAD_DAYS = 40;

export interface RegionalDateInput {
  calendar: SolarCalendarId;
  /** Era year (Shaka for Tamil and Odia, Kollam, Bangabda). */
  year: number;
  monthNumber: number;
  day: number;
}

/** The Gregorian date of a regional date, and the length of its month in days. Throws invalid_parameter on `day` past the month's end. */
export function gregorianOfRegional(
  input: RegionalDateInput,
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  latitudeParam = 'lat',
): { date: CivilDate; monthDays: number } {
  const def = SOLAR_CALENDARS[input.calendar];
  const signIndex = signIndexOfMonth(def, input.monthNumber);
  const year = gregorianYearOf(def, signIndex, input.year);
  const jan1 = { year, month: 1, day: 1 };
  const sankrantis = sankrantisBetween(
    localMidnightJdUt(addDays(jan1, -PAD_DAYS), offsetMinutesAt),
    localMidnightJdUt(addDays(jan1, 366 + PAD_DAYS), offsetMinutesAt),
    offsetMinutesAt,
  );
  const at = sankrantis.findIndex((s) => s.signIndex === signIndex && s.date.year === year);
  const next = sankrantis[at + 1];
  if (at < 0 || next === undefined) throw new RangeError(`Expected a sankranti into sign ${signIndex} in ${year} but found none`);
  const start = monthStartOf(sankrantis[at]!, def.rule, place, offsetMinutesAt, latitudeParam);
  const monthDays = daysBetween(start, monthStartOf(next, def.rule, place, offsetMinutesAt, latitudeParam));
  if (input.day > monthDays) {
    throw errors.invalidParameterMessage(
      'day',
      `Expected a day of 1..${monthDays} (the month's length that year) for day but received ${input.day}`,
    );
  }
  return { date: addDays(start, input.day - 1), monthDays };
}
