/**
 * The seam between a request's Birth and the BirthMoment every computation
 * takes: `resolveBirth(birth)` is the only function routes call, so the
 * places resolver (place_id, free-text query, geo time zones) can replace its
 * body without touching any route.
 *
 * Temporary rules until the places resolver is wired in (documented in
 * docs/adding-an-operation.md):
 * - coordinates are used as given;
 * - `place_id` answers 404 not_found and `query` 422 place_not_found;
 * - `timezone: "auto"` takes the zone at the coordinates from geo-tz (all
 *   historical zones), and its offset at the local date from the tz database.
 */
import type { BirthMoment } from '../core/birth.ts';
import { errors } from '../core/errors.ts';
import { jdUtFromDate } from '../core/time.ts';
import type { Birth } from './schemas/common.ts';
import type { TimezoneUsed, Warning } from './envelope.ts';
import { formatOffset, isIanaZone, parseFixedOffsetMinutes, zonedLocalToUtcMs, zoneOffsetMs } from './birth-moment.ts';

export interface ResolvedBirth {
  moment: BirthMoment;
  timezoneUsed: TimezoneUsed;
  /** Local birth moment as ISO 8601 with offset. */
  localDateTime: string;
}

/** Years the ephemeris covers (src/native/ephemeris.ts accepts 1800-2400). */
const FIRST_YEAR = 1800;
const LAST_YEAR = 2399;

type GeoTzFind = (lat: number, lon: number) => string[];
let geoFind: Promise<GeoTzFind> | undefined;

async function zoneAt(latitudeDeg: number, longitudeDeg: number): Promise<string | undefined> {
  geoFind ??= import('geo-tz/all').then((m) => m.find as GeoTzFind);
  return (await geoFind)(latitudeDeg, longitudeDeg)[0];
}

/** Resolves a Birth (already schema-valid); `param` is its path in the body (`birth`, `person_a`). */
export async function resolveBirth(birth: Birth, param = 'birth'): Promise<ResolvedBirth> {
  const place = birth.place;
  if ('place_id' in place) throw errors.placeIdNotFound(`${param}.place.place_id`, place.place_id);
  if ('query' in place) {
    throw errors.placeNotFound(`${param}.place.query`,
      'Free-text places are not resolved by this server yet; send latitude and longitude');
  }
  const [year, month, day] = birth.date.split('-').map(Number) as [number, number, number];
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    throw errors.invalidParameter(`${param}.date`, `a date in the years ${FIRST_YEAR} to ${LAST_YEAR}`, birth.date);
  }
  const accuracy = birth.time_accuracy ?? 'exact';
  if (birth.time === undefined && accuracy !== 'unknown') {
    throw errors.invalidParameterMessage(`${param}.time`,
      `Expected ${param}.time (required unless time_accuracy is unknown) but received nothing`);
  }
  // With an unknown time and none given, local noon stands in for values that do not depend on it.
  const [h, mi, s] = (birth.time ?? '12:00').split(':').map(Number) as [number, number, number?];
  const localAsUtcMs = Date.UTC(year, month - 1, day, h, mi, s ?? 0);

  const zoneText = birth.timezone ?? 'auto';
  let utcMs: number;
  let offsetMinutes: number;
  let timezoneUsed: TimezoneUsed;
  const fixed = parseFixedOffsetMinutes(zoneText);
  if (fixed !== undefined) {
    offsetMinutes = fixed;
    utcMs = localAsUtcMs - fixed * 60_000;
    timezoneUsed = { name: zoneText, utc_offset: formatOffset(fixed), source: 'request' };
  } else {
    let zone = zoneText;
    let source: TimezoneUsed['source'] = 'request';
    if (zoneText === 'auto') {
      const found = await zoneAt(place.latitude, place.longitude);
      if (found === undefined) throw errors.invalidParameterMessage(`${param}.timezone`, 'No time zone is known at these coordinates; send timezone');
      zone = found;
      source = 'auto';
    } else if (!isIanaZone(zoneText)) {
      throw errors.invalidParameter(`${param}.timezone`, 'auto, an IANA zone name or an offset such as +05:30', zoneText);
    }
    utcMs = zonedLocalToUtcMs(localAsUtcMs, zone);
    offsetMinutes = zoneOffsetMs(zone, utcMs) / 60_000;
    timezoneUsed = { name: zone, utc_offset: formatOffset(offsetMinutes), source };
  }
  const moment: BirthMoment = {
    jdUt: jdUtFromDate(new Date(utcMs)),
    latitudeDeg: place.latitude,
    longitudeDeg: place.longitude,
    timeAccuracy: accuracy,
    utcOffsetMinutes: offsetMinutes,
    timezoneName: timezoneUsed.name,
  };
  const localDateTime = `${birth.date}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:${String(s ?? 0).padStart(2, '0')}${formatOffset(offsetMinutes)}`;
  return { moment, timezoneUsed, localDateTime };
}

/** The warning for `time_accuracy: unknown`, listing the fields left out. */
export function timeUnknownWarning(fields: string[], message: string): Warning {
  return { code: 'time_unknown', message, fields };
}
