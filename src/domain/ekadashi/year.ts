/**
 * Every Ekadashi fast of a Gregorian year at a place, from one rise/set batch
 * (every local day of the year, padded) and one lunar-event search (every
 * tithi end of those days).
 */
import { errors } from '../../core/errors.ts';
import {
  addDays,
  daysBetween,
  findLimbSpans,
  isoDate,
  sunDays,
  type CivilDate,
  type OffsetMinutesAt,
  type Place,
  type RisingChoice,
} from '../panchang/index.ts';
import { KRISHNA_EKADASHI_INDEX, observanceOf, SHUKLA_EKADASHI_INDEX, type Observance, type ObservanceDays } from './observance.ts';

/**
 * Days read before 1 January and after 31 December: an Ekadashi that begins
 * on 30 December may be kept on 1 January, and the fast of 31 December has
 * its paran on 1 January (2 January for a Vaishnava fast, whose preferred
 * paran may move a morning further).
 */
const PAD_BEFORE_DAYS = 4;
const PAD_AFTER_DAYS = 5;

/**
 * The observance days of a year (padded), sunrise by `rising.sunrise`; refused
 * (400 on `latitudeParam`) where the Sun does not rise and set on one of them.
 */
export function yearDays(
  year: number,
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  latitudeParam = 'lat',
  rising: RisingChoice = {},
): ObservanceDays {
  const first = addDays({ year, month: 1, day: 1 }, -PAD_BEFORE_DAYS);
  const count = daysBetween(first, { year: year + 1, month: 1, day: 1 }) + PAD_AFTER_DAYS;
  const sun = sunDays(first, count, place, offsetMinutesAt, rising.sunrise);
  const dates: CivilDate[] = [];
  for (let i = 0; i < count; i += 1) {
    const date = addDays(first, i);
    const rise = sun.sunriseJdUt[i]!;
    const set = sun.sunsetJdUt[i]!;
    if (Number.isNaN(rise) || !(set > rise && set - rise < 1)) throw errors.polarDay(latitudeParam, isoDate(date));
    dates.push(date);
  }
  return { sun, dates };
}

/** The Ekadashi fasts whose Smarta date falls in `year`, in order. */
export function ekadashiObservances(
  year: number,
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  latitudeParam = 'lat',
  rising: RisingChoice = {},
): Observance[] {
  const days = yearDays(year, place, offsetMinutesAt, latitudeParam, rising);
  const starts = days.sun.dayStartJdUt;
  const spans = findLimbSpans(starts[0]!, starts[starts.length - 1]!, ['tithi']).tithi;
  const out: Observance[] = [];
  for (let k = 1; k + 1 < spans.length; k += 1) {
    const span = spans[k]!;
    if (span.index !== SHUKLA_EKADASHI_INDEX && span.index !== KRISHNA_EKADASHI_INDEX) continue;
    // Begun before 29 December or ended after 1 January of the next year: the fast day is in another year.
    if (span.startJdUt < starts[1]! || span.endJdUt > starts[starts.length - PAD_AFTER_DAYS]!) continue;
    const observance = observanceOf(days, spans, k);
    if (observance.date.year === year) out.push(observance);
  }
  return out;
}
