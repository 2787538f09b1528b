/**
 * The place and dates of the panchang group's queries: `lat`+`lon` or
 * `place_id` (exactly one form), and dates within the ephemeris range. The
 * zone is the one GeoNames gives a known place, else the zone at the
 * coordinates (src/platform/timezone.ts), as for births.
 */
import { errors } from '../../core/errors.ts';
import type { Lang } from '../../core/glossary.ts';
import { lookupPlaceId } from '../../platform/resolve-birth.ts';
import { zoneAt } from '../../time/zones.ts';
import { placesIndex } from '../places-index.ts';

export interface QueryPlace {
  latitudeDeg: number;
  longitudeDeg: number;
  timezone: string;
}

export function resolveQueryPlace(query: { lat?: number; lon?: number; place_id?: string }): QueryPlace {
  const hasCoordinates = query.lat !== undefined || query.lon !== undefined;
  if (query.place_id !== undefined && hasCoordinates) {
    throw errors.invalidParameterMessage('place_id', 'Expected either lat and lon or place_id but received both');
  }
  if (query.place_id !== undefined) {
    const index = placesIndex();
    if (index === undefined) throw errors.placesIndexMissing();
    const record = lookupPlaceId(index, query.place_id);
    if (record === undefined) throw errors.placeIdNotFound('place_id', query.place_id);
    return { latitudeDeg: record.latitudeDeg, longitudeDeg: record.longitudeDeg,
      timezone: record.timezone || zoneAt(record.latitudeDeg, record.longitudeDeg) };
  }
  if (query.lat === undefined && query.lon === undefined) {
    throw errors.invalidParameterMessage('lat', 'Expected lat and lon, or place_id, but received neither');
  }
  if (query.lat === undefined) throw errors.invalidParameter('lat', 'a latitude with lon', undefined);
  if (query.lon === undefined) throw errors.invalidParameter('lon', 'a longitude with lat', undefined);
  return { latitudeDeg: query.lat, longitudeDeg: query.lon, timezone: zoneAt(query.lat, query.lon) };
}

const FIRST_YEAR = 1800;
const LAST_YEAR = 2399;

function checkYear(param: string, date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  const year = Number(date.slice(0, 4));
  if (!(year >= FIRST_YEAR && year <= LAST_YEAR) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw errors.invalidParameter(param, `a real date in the years ${FIRST_YEAR} to ${LAST_YEAR}`, date);
  }
  return ms;
}

/** Checks one date, or a from..to range; returns the number of days, both ends included. */
export function checkDateRange(param: string, from: string, to?: string): number {
  const a = checkYear(param, from);
  if (to === undefined) return 1;
  const b = checkYear('to', to);
  if (b < a) throw errors.invalidParameterMessage('to', `Expected to on or after from (${from}) but received ${JSON.stringify(to)}`);
  return Math.round((b - a) / 86_400_000) + 1;
}

export function langOf(lang: Lang | undefined): Lang {
  return lang ?? 'en';
}
