/**
 * The place-and-day query every day operation shares (panchang, calendar,
 * muhurat, transits, KP, horoscope): the place as `lat`+`lon` or `place_id`
 * (exactly one form), `lang`, the rising conventions, and the place's
 * resolution on the calling thread. The zone is the one GeoNames gives a
 * known place, else the zone at the coordinates, as for births; the answer's
 * meta shows both (`place_used`, `timezone_used` with the offset at local
 * noon of the day). docs/panchang.md, Common rules.
 */
import { Type } from '@sinclair/typebox';
import { errors } from '../../core/errors.ts';
import type { Lang } from '../../core/glossary.ts';
import { DEFAULT_FESTIVAL_PLACE } from '../../core/defaults.ts';
import { lookupPlaceId, placeOfText, type PlaceRecord } from '../../domain/places/index.ts';
import { formatUtcOffset, localToUtc, zoneAt, type RisingChoice } from '../../time/index.ts';
import type { PrepareContext } from '../context.ts';
import { choices, field, LANG, MOONRISE, SUNRISE } from '../conventions.ts';
import type { MetaExtras, Prepared } from '../define.ts';
import { Latitude, Longitude, literals } from '../schemas.ts';
import { coordinatesWarning, placeUsedOf } from './birth-resolution.ts';
import { civilDate } from './days.ts';

export const LangQuery = literals(LANG.values, LANG.default, LANG.description);

/** The place fields of a query: `lat` and `lon`, `place_id`, or `place` (free text). */
export const QueryPlaceFields = {
  lat: Type.Optional(Latitude),
  lon: Type.Optional(Longitude),
  place_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  place: Type.Optional(
    Type.String({
      minLength: 2,
      maxLength: 200,
      description:
        'A place name as people type it ("Ujjain", "Bombay", "Springfield, IL"); resolved as a Birth\'s place.query ' +
        '(422 place_ambiguous with candidates, 422 place_not_found with suggestions)',
      examples: ['Ujjain, MP'],
    }),
  ),
};

/** A query's place fields (every one optional in the schema). */
export interface QueryPlaceInput {
  lat?: number | undefined;
  lon?: number | undefined;
  place_id?: string | undefined;
  place?: string | undefined;
}

/** True when the query names a place in any form (operations with a default place or zone check this). */
export function hasQueryPlace(query: QueryPlaceInput): boolean {
  return query.lat !== undefined || query.lon !== undefined || query.place_id !== undefined || query.place !== undefined;
}

/**
 * The place of a year's calendar (festivals, sankrantis, vrats): the query's place, or the calendar's
 * default place (DEFAULT_FESTIVAL_PLACE, New Delhi) when it names none; its meta as of 1 January.
 */
export function resolveYearPlace(query: QueryPlaceInput, ctx: PrepareContext, year: number): QueryPlace {
  const where = hasQueryPlace(query) ? query : { lat: DEFAULT_FESTIVAL_PLACE.latitudeDeg, lon: DEFAULT_FESTIVAL_PLACE.longitudeDeg };
  return resolveQueryPlace(where, ctx, `${String(year).padStart(4, '0')}-01-01`);
}

/** The field that named a query's place (`place`, `place_id` or `lat`): where a polar-day error points. */
export function placeParamOf(query: QueryPlaceInput, prefix = ''): string {
  return `${prefix}${query.place !== undefined ? 'place' : query.place_id !== undefined ? 'place_id' : 'lat'}`;
}

/** The `sunrise` field of every operation whose days run from sunrise (panchang, calendar, muhurat). */
export const SunriseField = { sunrise: field(SUNRISE) };
/** `sunrise` and `moonrise`: the fields of the operations that also read moonrise (panchang, festivals). */
export const RisingFields = { ...SunriseField, moonrise: field(MOONRISE) };

/**
 * The conventions a request asked for (either absent where the operation
 * does not take it), defaults filled in, and the meta naming each
 * one that is not the default (none at all with the defaults, so a default
 * answer is the same whether or not the request names them).
 */
export function risingOf(query: RisingChoice): { rising: Required<RisingChoice>; meta: MetaExtras } {
  const { values, meta } = choices({ sunrise: SUNRISE, moonrise: MOONRISE }, query);
  return { rising: values, meta };
}

/** `task` with `meta` when it names anything (the shape every `prepare` returns). */
export function withMeta<Task>(task: Task, meta: MetaExtras): Prepared<Task> {
  return Object.keys(meta).length === 0 ? { task } : { task, meta };
}

/** A resolved query place: coordinates and the zone (IANA name or fixed +HH:MM). */
export interface QueryPlace {
  latitudeDeg: number;
  longitudeDeg: number;
  timezone: string;
}

/** The task of a year calendar at a place (festivals, vrats): the year, the place, `lang` and the rising conventions. */
export interface YearCalendarTask extends QueryPlace {
  year: number;
  lang: Lang;
  /** Absent: the defaults. */
  rising?: RisingChoice | undefined;
}

/**
 * `lat`+`lon` or `place_id` (404 on `place_id` when the index does not know
 * it). Reports the place and zone used to the answer's meta, with the UTC
 * offset in force at local noon of `date` (YYYY-MM-DD, schema-valid).
 */
export function resolveQueryPlace(query: QueryPlaceInput, ctx: PrepareContext, date: string): QueryPlace {
  const { place, record } = findQueryPlace(query, ctx);
  if (record === undefined) {
    const warning = coordinatesWarning(place.latitudeDeg, place.longitudeDeg, place.timezone, ctx.placesIfBuilt(), ['lat', 'lon']);
    if (warning !== undefined) ctx.warn(warning);
  }
  const { year, month, day } = civilDate(date);
  const noon = localToUtc(place.timezone, { year, month, day, hour: 12, minute: 0, second: 0 });
  ctx.usePlace({
    place_used: placeUsedOf(record, place.latitudeDeg, place.longitudeDeg, query.place),
    timezone_used: { name: place.timezone, utc_offset: formatUtcOffset(noon.offsetSeconds), source: 'auto' },
  });
  return place;
}

/**
 * The place of `lat`+`lon`, `place_id` or `place` (free text), exactly one
 * form, and its index record (for an id or a name); errors name `prefix` +
 * the field (`places[3].lat` in a list of places).
 */
export function findQueryPlace(
  query: QueryPlaceInput,
  ctx: PrepareContext,
  prefix = '',
): { place: QueryPlace; record: PlaceRecord | undefined } {
  const hasCoordinates = query.lat !== undefined || query.lon !== undefined;
  const forms = [hasCoordinates, query.place_id !== undefined, query.place !== undefined].filter(Boolean).length;
  if (forms > 1) {
    throw errors.invalidParameterMessage(
      `${prefix}${query.place !== undefined ? 'place' : 'place_id'}`,
      'Expected one of lat and lon, place_id or place but received more than one',
    );
  }
  if (query.place !== undefined) {
    const record = placeOfText(ctx.places(), query.place, `${prefix}place`);
    return { place: placeOfRecord(record), record };
  }
  if (query.place_id !== undefined) {
    const record = lookupPlaceId(ctx.places(), query.place_id);
    if (record === undefined) throw errors.placeIdNotFound(`${prefix}place_id`, query.place_id);
    return { place: placeOfRecord(record), record };
  }
  if (query.lat === undefined && query.lon === undefined) {
    throw errors.invalidParameterMessage(`${prefix}lat`, 'Expected lat and lon, place_id or place, but received none');
  }
  if (query.lat === undefined) throw errors.invalidParameter(`${prefix}lat`, 'a latitude with lon', undefined);
  if (query.lon === undefined) throw errors.invalidParameter(`${prefix}lon`, 'a longitude with lat', undefined);
  return { place: { latitudeDeg: query.lat, longitudeDeg: query.lon, timezone: zoneAt(query.lat, query.lon) }, record: undefined };
}

/** A place from the index, in the zone GeoNames gives it (else the zone at its coordinates). */
function placeOfRecord(record: PlaceRecord): QueryPlace {
  return {
    latitudeDeg: record.latitudeDeg,
    longitudeDeg: record.longitudeDeg,
    timezone: record.timezone || zoneAt(record.latitudeDeg, record.longitudeDeg),
  };
}
