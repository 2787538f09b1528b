/**
 * The one resolver from a request's Birth to the BirthMoment every computation
 * takes, and to what the answer shows of it (`meta.place_used`,
 * `meta.timezone_used`, the clock-change warnings). The rules live below:
 * the place in src/domain/places (findPlace: coordinates, `place_id` or free
 * text, docs/places.md), the zone and the clock in src/time (zonedMoment);
 * this file reads the request's fields and writes the contract's objects.
 */
import type { BirthMoment } from '../../core/birth.ts';
import { checkOfferedDate } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import { remotePlaceWarning, type Warning } from '../../core/warnings.ts';
import {
  countryName,
  findPlace,
  nearestPlaces,
  placeId,
  placeResult,
  type PlaceIndexReader,
  type PlaceRecord,
  type PlaceResult,
} from '../../domain/places/index.ts';
import { formatUtcOffset, jdUtFromDate, localDateTimeText, zoneAt, zonedMoment } from '../../time/index.ts';
import type { Birth, PlaceUsed, TimezoneUsed } from '../schemas.ts';

/** `meta.place_used` for a place from the index (`record`), or for coordinates as given (place fields null: never reverse-geocoded). */
export function placeUsedOf(record: PlaceRecord | undefined, latitudeDeg: number, longitudeDeg: number, query?: string): PlaceUsed {
  if (record === undefined) {
    return { place_id: null, name: null, admin1: null, country: null, country_code: null, latitude: latitudeDeg, longitude: longitudeDeg };
  }
  return {
    ...(query === undefined ? {} : { query }),
    place_id: placeId(record.geonameId),
    name: record.name,
    admin1: record.state ?? null,
    country: countryName(record.countryCode),
    country_code: record.countryCode,
    latitude: record.latitudeDeg,
    longitude: record.longitudeDeg,
  };
}

export interface ResolveBirthDeps {
  /** The places index; required for `place_id` and free-text places. */
  places: PlaceIndexReader | undefined;
  /** Path of the Birth in the request body, for error `param`s ("birth", "person_a"). */
  param?: string;
  /** Zone at coordinates; default geo-tz. */
  zoneAt?: (latitudeDeg: number, longitudeDeg: number) => string;
}

export interface ResolvedBirth {
  moment: BirthMoment;
  timezoneUsed: TimezoneUsed;
  warnings: Warning[];
  /** The place, when it came from the index (place_id or free text). */
  place: PlaceResult | undefined;
  /** What `meta.place_used` shows: the place from the index, or the coordinates as given. */
  placeUsed: PlaceUsed;
  /** Local birth date-time with its offset ("1943-06-01T10:00:00+06:30"; seconds in the offset for local mean time). */
  readonly localDateTime: string;
}

/** Coordinates farther than this from every settlement of 500 or more people (GeoNames cities500) get a warning. */
export const REMOTE_PLACE_KM = 100;

/**
 * The `place_remote` warning for coordinates given as such (a place from the
 * index is a settlement): farther than REMOTE_PLACE_KM from the nearest
 * settlement, or in a nautical `Etc/` zone. Undefined for an ordinary place.
 */
export function coordinatesWarning(
  latitudeDeg: number,
  longitudeDeg: number,
  zone: string | undefined,
  places: PlaceIndexReader | undefined,
  fields: string[],
): Warning | undefined {
  const near = places === undefined ? undefined : nearestPlaces(places, latitudeDeg, longitudeDeg, 1)[0];
  const far = near !== undefined && near.distanceKm > REMOTE_PLACE_KM;
  if (!far && !zone?.startsWith('Etc/')) return undefined;
  return remotePlaceWarning(
    fields,
    zone,
    near && { name: near.record.name, country: countryName(near.record.countryCode), distanceKm: near.distanceKm },
  );
}

/** A schema-valid Birth to its moment and what the answer shows of it; 400 on a date outside the years offered or a missing time. */
export async function resolveBirth(birth: Birth, deps: ResolveBirthDeps): Promise<ResolvedBirth> {
  const param = deps.param ?? 'birth';
  checkOfferedDate(`${param}.date`, birth.date);
  const [year, month, day] = birth.date.split('-').map(Number) as [number, number, number];
  const accuracy = birth.time_accuracy ?? 'exact';
  if (birth.time === undefined && accuracy !== 'unknown') {
    throw errors.invalidParameterMessage(
      `${param}.time`,
      `Expected ${param}.time (required unless time_accuracy is unknown) but received nothing`,
    );
  }
  // With an unknown time and none given, local noon stands in for values that do not depend on it.
  const time = birth.time ?? '12:00';
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number?];
  const { latitudeDeg, longitudeDeg, record } = findPlace(birth.place, deps.places, param);
  // A known place keeps the zone GeoNames gives it (the one its PlaceResult shows).
  const autoZone = () => record?.timezone || (deps.zoneAt ?? zoneAt)(latitudeDeg, longitudeDeg);
  const local = { year, month, day, hour, minute, second: second ?? 0 };
  const zoned = zonedMoment(local, birth.timezone ?? 'auto', autoZone, param, `${birth.date} ${time}`);
  const timezoneUsed: TimezoneUsed = { name: zoned.zoneName, utc_offset: formatUtcOffset(zoned.offsetSeconds), source: zoned.source };
  const moment: BirthMoment = {
    jdUt: jdUtFromDate(new Date(zoned.utcMs)),
    latitudeDeg,
    longitudeDeg,
    timeAccuracy: accuracy,
    // Exact, so local mean time offsets keep their seconds (321.1666... for +05:21:10).
    utcOffsetMinutes: zoned.offsetSeconds / 60,
    timezoneName: zoned.zoneName,
  };
  return {
    moment,
    timezoneUsed,
    warnings: [
      ...(zoned.warning === undefined ? [] : [zoned.warning]),
      ...(record === undefined
        ? [
            coordinatesWarning(latitudeDeg, longitudeDeg, zoned.source === 'auto' ? zoned.zoneName : undefined, deps.places, [
              `${param}.place.latitude`,
              `${param}.place.longitude`,
            ]),
          ].filter((w): w is Warning => w !== undefined)
        : []),
    ],
    place: record && placeResult(record),
    placeUsed: placeUsedOf(record, latitudeDeg, longitudeDeg, 'query' in birth.place ? birth.place.query : undefined),
    // Rendered only when read (one operation shows it): not on every birth request.
    get localDateTime() {
      return localDateTimeText(zoned.utcMs, zoned.offsetSeconds);
    },
  };
}
