/**
 * The one resolver from a request's Birth to the BirthMoment every computation
 * takes: the place (coordinates as given, a `place_id` from the places index, or
 * free text naming one place clearly: docs/places.md), then the time zone (`auto`: the
 * zone at the place and its offset at the birth moment; an IANA name; or a fixed
 * +HH:MM) and the local time's UTC moment, with the rules for clock changes.
 */
import type { BirthMoment, TimeAccuracy } from '../core/birth.ts';
import { checkOfferedDate } from '../core/defaults.ts';
import { errors } from '../core/errors.ts';
import type { Warning } from '../core/warnings.ts';
import { jdUtFromDate } from '../time/instant.ts';
import {
  countryName,
  geonameIdOf,
  placeId,
  placeResult,
  resolveFreeText,
  type PlaceIndexReader,
  type PlaceRecord,
  type PlaceResult,
} from '../domain/places/index.ts';
import { clockChangeWarning, localDateTimeText } from '../time/local.ts';
import { formatUtcOffset, isIanaZone, localToUtc, parseFixedOffset, zoneAt, type LocalDateTime } from '../time/zones.ts';

/** Birth as the request schema accepts it (src/http/schemas/common.ts), already schema-valid. */
export interface BirthInput {
  date: string;
  time?: string | undefined;
  time_accuracy?: TimeAccuracy | undefined;
  place: { latitude: number; longitude: number } | { place_id: string } | { query: string };
  timezone?: string | undefined;
}

export interface TimezoneUsed {
  /** IANA zone, or the fixed offset text when the request gave one. */
  name: string;
  /** Offset in force at the moment: +HH:MM, or +HH:MM:SS for local mean time. */
  utc_offset: string;
  /** `auto` when the service worked the zone out, `request` when the request named it. */
  source: 'auto' | 'request';
}

/**
 * The place an answer was computed for (`meta.place_used`): the record of a
 * `place_id` or free-text place, or the coordinates as given, with the place
 * fields null (coordinates are never reverse-geocoded behind the caller's back).
 */
export interface PlaceUsed {
  /** `gn:<GeoNames id>`, or null for coordinates. */
  place_id: string | null;
  name: string | null;
  /** First-level division (state, province), or null. */
  admin1: string | null;
  /** English country name, or null. */
  country: string | null;
  /** ISO 3166-1 alpha-2, or null. */
  country_code: string | null;
  latitude: number;
  longitude: number;
}

/** The place and the zone one birth or one query place was read in. */
export interface PlaceAndZoneUsed {
  place_used: PlaceUsed;
  timezone_used: TimezoneUsed;
}

/** `meta.place_used` for a place from the index (`record`), or for coordinates as given. */
export function placeUsedOf(record: PlaceRecord | undefined, latitudeDeg: number, longitudeDeg: number): PlaceUsed {
  if (record === undefined) {
    return { place_id: null, name: null, admin1: null, country: null, country_code: null, latitude: latitudeDeg, longitude: longitudeDeg };
  }
  return {
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

export async function resolveBirth(birth: BirthInput, deps: ResolveBirthDeps): Promise<ResolvedBirth> {
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
  const [hour, minute, second] = (birth.time ?? '12:00').split(':').map(Number) as [number, number, number?];
  const local: LocalDateTime = { year, month, day, hour, minute, second: second ?? 0 };

  const { latitudeDeg, longitudeDeg, record } = resolvePlace(birth.place, deps.places, param);
  const warnings: Warning[] = [];
  const zoneText = birth.timezone ?? 'auto';
  let utcMs: number;
  let offsetSeconds: number;
  let timezoneUsed: TimezoneUsed;
  const fixed = parseFixedOffset(zoneText);
  if (fixed !== undefined) {
    offsetSeconds = fixed;
    utcMs = Date.UTC(year, month - 1, day, hour, minute, second ?? 0) - fixed * 1000;
    timezoneUsed = { name: zoneText, utc_offset: formatUtcOffset(fixed), source: 'request' };
  } else {
    let zone: string;
    let source: TimezoneUsed['source'];
    if (zoneText === 'auto') {
      // A known place keeps the zone GeoNames gives it (the one its PlaceResult shows).
      zone = record?.timezone || (deps.zoneAt ?? zoneAt)(latitudeDeg, longitudeDeg);
      source = 'auto';
    } else if (isIanaZone(zoneText)) {
      zone = zoneText;
      source = 'request';
    } else {
      throw errors.invalidParameter(`${param}.timezone`, 'auto, an IANA zone name or a fixed offset such as +05:30', zoneText);
    }
    const r = localToUtc(zone, local);
    utcMs = r.utcMs;
    offsetSeconds = r.offsetSeconds;
    timezoneUsed = { name: zone, utc_offset: formatUtcOffset(offsetSeconds), source };
    const warning = clockChangeWarning(r, `${birth.date} ${birth.time ?? '12:00'}`, zone, `${param}.time`);
    if (warning !== undefined) warnings.push(warning);
  }
  const moment: BirthMoment = {
    jdUt: jdUtFromDate(new Date(utcMs)),
    latitudeDeg,
    longitudeDeg,
    timeAccuracy: accuracy,
    // Exact, so local mean time offsets keep their seconds (321.1666... for +05:21:10).
    utcOffsetMinutes: offsetSeconds / 60,
    timezoneName: timezoneUsed.name,
  };
  return {
    moment,
    timezoneUsed,
    warnings,
    place: record && placeResult(record),
    placeUsed: placeUsedOf(record, latitudeDeg, longitudeDeg),
    // Rendered only when read (one operation shows it): not on every birth request.
    get localDateTime() {
      return localDateTimeText(utcMs, offsetSeconds);
    },
  };
}

function resolvePlace(
  place: BirthInput['place'],
  places: PlaceIndexReader | undefined,
  param: string,
): { latitudeDeg: number; longitudeDeg: number; record: PlaceRecord | undefined } {
  if ('latitude' in place) return { latitudeDeg: place.latitude, longitudeDeg: place.longitude, record: undefined };
  if (places === undefined) throw errors.placesIndexMissing();
  if ('place_id' in place) {
    const record = lookupPlaceId(places, place.place_id);
    if (record === undefined) throw errors.placeIdNotFound(`${param}.place.place_id`, place.place_id);
    return { latitudeDeg: record.latitudeDeg, longitudeDeg: record.longitudeDeg, record };
  }
  const found = resolveFreeText(places, place.query);
  if (found.kind === 'not_found') {
    throw errors.placeNotFound(
      `${param}.place.query`,
      `Expected a place name that matches a known place but received ${JSON.stringify(place.query)}`,
    );
  }
  if (found.kind === 'ambiguous') {
    throw errors.placeAmbiguous(
      `${param}.place.query`,
      place.query,
      found.candidates.map((c) => placeResult(c.record)),
    );
  }
  const record = found.match.record;
  return { latitudeDeg: record.latitudeDeg, longitudeDeg: record.longitudeDeg, record };
}

/** The record of a `gn:<id>` place id, or undefined for an unknown or malformed id. */
export function lookupPlaceId(places: PlaceIndexReader, id: string): PlaceRecord | undefined {
  const geonameId = geonameIdOf(id);
  if (geonameId === undefined) return undefined;
  const index = places.indexOfGeonameId(geonameId);
  return index === undefined ? undefined : places.record(index);
}
