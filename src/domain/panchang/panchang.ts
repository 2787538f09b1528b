/**
 * The panchang of consecutive local days at one place: the five limbs read
 * at local clock noon (with the start and end of each limb's span), sunrise,
 * sunset, moonrise, moonset and the timed windows. Native calls per request,
 * whatever the number of days: one rise/set batch for the Sun, one for the
 * Moon, one lunar-event search.
 */
import { addDays, localNoonJdUt, moonDays, sunDays, sunFramesOf, type CivilDate, type OffsetMinutesAt, type Place, type SunFrame } from '../../time/day-frame.ts';
import { kalasOf, type Kalas } from './kalas.ts';
import { findLimbSpans, spanAt, type Span } from './tithi.ts';

export interface PanchangDay extends SunFrame, Kalas {
  /** Local clock noon, the moment the limbs are read. */
  noonJdUt: number;
  tithi: Span;
  nakshatra: Span;
  yoga: Span;
  karana: Span;
  /** First moonrise/moonset after sunrise and before the next sunrise; NaN when none. */
  moonriseJdUt: number;
  moonsetJdUt: number;
}

/** Longest run of days one call computes (one year and a bit). */
export const MAX_PANCHANG_DAYS = 400;

/**
 * The panchang of `count` (1..MAX_PANCHANG_DAYS) local days from `first`.
 * Throws invalid_parameter on `latitudeParam` for a day where the Sun does
 * not both rise and set.
 */
export function panchangDays(first: CivilDate, count: number, place: Place, offsetMinutesAt: OffsetMinutesAt,
  latitudeParam = 'lat'): PanchangDay[] {
  if (!(Number.isInteger(count) && count >= 1 && count <= MAX_PANCHANG_DAYS)) {
    throw new RangeError(`Expected a day count in 1..${MAX_PANCHANG_DAYS} but received ${count}`);
  }
  const sun = sunDays(first, count + 1, place, offsetMinutesAt);
  // The panchang needs no night: a day before a polar night is still served.
  const frames = sunFramesOf(sun, first, count, latitudeParam, false);
  const moon = moonDays(sun.sunriseJdUt, count, place);
  const noons = frames.map((_, i) => localNoonJdUt(addDays(first, i), offsetMinutesAt));
  const spans = findLimbSpans(noons[0]!, noons[count - 1]!);
  return frames.map((frame, i) => {
    const noon = noons[i]!;
    return {
      ...frame,
      ...kalasOf(frame),
      noonJdUt: noon,
      tithi: spanAt(spans.tithi, noon),
      nakshatra: spanAt(spans.nakshatra, noon),
      yoga: spanAt(spans.yoga, noon),
      karana: spanAt(spans.karana, noon),
      moonriseJdUt: moon.moonriseJdUt[i]!,
      moonsetJdUt: moon.moonsetJdUt[i]!,
    };
  });
}

/** The panchang of one local day. */
export function panchangOf(date: CivilDate, place: Place, offsetMinutesAt: OffsetMinutesAt, latitudeParam = 'lat'): PanchangDay {
  return panchangDays(date, 1, place, offsetMinutesAt, latitudeParam)[0]!;
}
