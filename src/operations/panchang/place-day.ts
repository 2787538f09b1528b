/**
 * What the panchang, muhurat and calendar operations share: the place-and-day
 * query (`lat`+`lon` or `place_id`, exactly one form; dates within the
 * ephemeris years), its resolution on the calling thread, and the rendering
 * of UT Julian days in the place's own clock (docs/panchang.md, Common rules).
 * The zone is the one GeoNames gives a known place, else the zone at the
 * coordinates, as for births; the answer's meta shows both (`place_used`,
 * `timezone_used` with the offset at local noon of the day).
 */
import { Type, type Static } from '@sinclair/typebox';
import { checkOfferedDate, DEFAULT_LANG, DEFAULT_LIMBS_AT, DEFAULT_MOONRISE, DEFAULT_SUNRISE } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import { GRAHAS, label, pakshaOf, tithiTerm, type Lang } from '../../core/glossary.ts';
import { lookupPlaceId, type PlaceRecord } from '../../domain/places/index.ts';
import {
  MOONRISE_CONVENTION_IDS,
  MS_PER_DAY,
  SUNRISE_CONVENTION_IDS,
  formatUtcOffset,
  localToUtc,
  offsetMinutesAtZone,
  renderLocal,
  sunFrame,
  zoneAt,
  type CivilDate,
  type MoonriseConvention,
  type OffsetMinutesAt,
  type Precision,
  type RisingChoice,
  type SunriseConvention,
} from '../../time/index.ts';
import { LIMBS_AT_IDS, type Span, type Window } from '../../domain/panchang/index.ts';
import type { PrepareContext } from '../context.ts';
import type { MetaExtras, Prepared } from '../define.ts';
import { DateString, DateTimeString, EXPECTED, Latitude, Longitude, TimeWindow, literals } from '../schemas.ts';
import { placeUsedOf } from '../shared/birth-resolution.ts';

const strict = { additionalProperties: false } as const;

// Requests.

export const LangQuery = literals(['en', 'hi'] as const, DEFAULT_LANG);

/** The place fields of a query: `lat` and `lon`, or `place_id`. */
export const QueryPlaceFields = {
  lat: Type.Optional(Latitude),
  lon: Type.Optional(Longitude),
  place_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
};

/** Where sunrise and sunset are taken (src/time/day-frame.ts RISING_CONVENTIONS). */
export const SunriseQuery = literals(SUNRISE_CONVENTION_IDS, DEFAULT_SUNRISE);
/** Where moonrise and moonset are taken. */
export const MoonriseQuery = literals(MOONRISE_CONVENTION_IDS, DEFAULT_MOONRISE);

/** The `sunrise` field of every operation whose days run from sunrise (panchang, calendar, muhurat). */
export const SunriseField = { sunrise: Type.Optional(SunriseQuery) };
/** `sunrise` and `moonrise`: the fields of the operations that also read moonrise (panchang, festivals). */
export const RisingFields = { ...SunriseField, moonrise: Type.Optional(MoonriseQuery) };

/**
 * The conventions a request asked for (either absent where the operation
 * does not take it), defaults filled in, and the meta naming each
 * one that is not the default (none at all with the defaults, so a default
 * answer is the same whether or not the request names them).
 */
export function risingOf(query: RisingChoice): { rising: Required<RisingChoice>; meta: MetaExtras } {
  const sunrise = query.sunrise ?? DEFAULT_SUNRISE;
  const moonrise = query.moonrise ?? DEFAULT_MOONRISE;
  return {
    rising: { sunrise, moonrise },
    meta: { ...(sunrise === DEFAULT_SUNRISE ? {} : { sunrise }), ...(moonrise === DEFAULT_MOONRISE ? {} : { moonrise }) },
  };
}

/** `task` with `meta` when it names anything (the shape every `prepare` returns). */
export function withMeta<Task>(task: Task, meta: MetaExtras): Prepared<Task> {
  return Object.keys(meta).length === 0 ? { task } : { task, meta };
}

/** `date` plus the place as `lat`+`lon` or `place_id`, `lang` and the sunrise convention. */
export const PlaceDayQuery = Type.Object(
  {
    date: DateString,
    ...QueryPlaceFields,
    lang: Type.Optional(LangQuery),
    ...SunriseField,
  },
  { ...strict, title: 'PlaceDayQuery', description: 'Either lat and lon, or place_id (not both)' },
);
export type PlaceDayQuery = Static<typeof PlaceDayQuery>;

/** When the panchang reads its day: a LIMBS_AT_IDS id, or a moment on the date at the place (checked in the panchang's prepare). */
export const LimbsAtQuery = Type.Union([...LIMBS_AT_IDS.map((id) => Type.Literal(id)), Type.String({ format: 'date-time' })], {
  default: DEFAULT_LIMBS_AT,
  description:
    "When the limbs, lunar month, samvat, ritu and ayana are read: noon (local clock noon), sunrise (the day's " +
    'sunrise under the `sunrise` convention) or a date-time with its offset within the local day of `date` ' +
    '(in a URL, write + as %2B)',
  examples: ['sunrise', '2026-01-15T06:00:00+05:30'],
  [EXPECTED]: 'noon, sunrise or a date-time with its offset, YYYY-MM-DDTHH:MM:SS+HH:MM (or Z; seconds optional)',
});

/** PlaceDayQuery, the moonrise convention and the reading moment: the panchang's query. */
export const PanchangQuery = Type.Object(
  {
    ...PlaceDayQuery.properties,
    ...RisingFields,
    limbs_at: Type.Optional(LimbsAtQuery),
  },
  { ...strict, title: 'PanchangQuery', description: 'Either lat and lon, or place_id (not both)' },
);
export type PanchangQuery = Static<typeof PanchangQuery>;

/** A resolved query place: coordinates and the zone (IANA name or fixed +HH:MM). */
export interface QueryPlace {
  latitudeDeg: number;
  longitudeDeg: number;
  timezone: string;
}

/**
 * `lat`+`lon` or `place_id` (404 on `place_id` when the index does not know
 * it). Reports the place and zone used to the answer's meta, with the UTC
 * offset in force at local noon of `date` (YYYY-MM-DD, schema-valid).
 */
export function resolveQueryPlace(query: { lat?: number; lon?: number; place_id?: string }, ctx: PrepareContext, date: string): QueryPlace {
  const { place, record } = findQueryPlace(query, ctx);
  const { year, month, day } = civilDate(date);
  const noon = localToUtc(place.timezone, { year, month, day, hour: 12, minute: 0, second: 0 });
  ctx.usePlace({
    place_used: placeUsedOf(record, place.latitudeDeg, place.longitudeDeg),
    timezone_used: { name: place.timezone, utc_offset: formatUtcOffset(noon.offsetSeconds), source: 'auto' },
  });
  return place;
}

/**
 * The place of `lat`+`lon` or `place_id`, exactly one form, and its index
 * record (for a place_id); errors name `prefix` + the field (`places[3].lat`
 * in a list of places).
 */
export function findQueryPlace(
  query: { lat?: number; lon?: number; place_id?: string },
  ctx: PrepareContext,
  prefix = '',
): { place: QueryPlace; record: PlaceRecord | undefined } {
  const hasCoordinates = query.lat !== undefined || query.lon !== undefined;
  if (query.place_id !== undefined && hasCoordinates) {
    throw errors.invalidParameterMessage(`${prefix}place_id`, 'Expected either lat and lon or place_id but received both');
  }
  if (query.place_id !== undefined) {
    const record = lookupPlaceId(ctx.places(), query.place_id);
    if (record === undefined) throw errors.placeIdNotFound(`${prefix}place_id`, query.place_id);
    return {
      place: {
        latitudeDeg: record.latitudeDeg,
        longitudeDeg: record.longitudeDeg,
        timezone: record.timezone || zoneAt(record.latitudeDeg, record.longitudeDeg),
      },
      record,
    };
  }
  if (query.lat === undefined && query.lon === undefined) {
    throw errors.invalidParameterMessage(`${prefix}lat`, 'Expected lat and lon, or place_id, but received neither');
  }
  if (query.lat === undefined) throw errors.invalidParameter(`${prefix}lat`, 'a latitude with lon', undefined);
  if (query.lon === undefined) throw errors.invalidParameter(`${prefix}lon`, 'a longitude with lat', undefined);
  return { place: { latitudeDeg: query.lat, longitudeDeg: query.lon, timezone: zoneAt(query.lat, query.lon) }, record: undefined };
}

/** Unix ms of a schema-valid YYYY-MM-DD, or 400 on `param` for a day that does not exist or lies outside the years offered. */
function checkDate(param: string, date: string): number {
  checkOfferedDate(param, date);
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw errors.invalidParameter(param, 'a real date', date);
  return ms;
}

/** Checks one date, or a from..to range (`to` on or after `from`); returns the number of days, both ends included. */
export function checkDateRange(param: string, from: string, to?: string): number {
  const a = checkDate(param, from);
  if (to === undefined) return 1;
  const b = checkDate('to', to);
  if (b < a) throw errors.invalidParameterMessage('to', `Expected to on or after from (${from}) but received ${JSON.stringify(to)}`);
  return Math.round((b - a) / MS_PER_DAY) + 1;
}

/** The task of the place-and-day operations (panchang, choghadiya, hora). */
export interface PlaceDayTask extends QueryPlace {
  /** YYYY-MM-DD, the local date at the place. */
  date: string;
  lang: Lang;
  /** Absent: the defaults (DEFAULT_SUNRISE, DEFAULT_MOONRISE). */
  sunrise?: SunriseConvention | undefined;
  moonrise?: MoonriseConvention | undefined;
}

/**
 * Parameters first (400), then the place (404), as the platform orders the
 * checks (docs/platform.md). The meta names a rising convention when it is
 * not the default.
 */
export function preparePlaceDay(query: PlaceDayQuery & RisingChoice, ctx: PrepareContext): Prepared<PlaceDayTask> {
  checkDateRange('date', query.date);
  const { rising, meta } = risingOf(query);
  return withMeta({ date: query.date, ...resolveQueryPlace(query, ctx, query.date), lang: query.lang ?? DEFAULT_LANG, ...rising }, meta);
}

// Presentation.

/** A schema-valid YYYY-MM-DD as a civil date. */
export function civilDate(iso: string): CivilDate {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

export type LocalRenderer = ReturnType<typeof localRenderer>;

/** Renders UT Julian days, windows and spans as ISO 8601 date-times in the place's clock. */
export function localRenderer(offset: OffsetMinutesAt, precision: Precision = 'second') {
  const at = (jdUt: number) => renderLocal(jdUt, offset, precision);
  const maybe = (jdUt: number) => (Number.isNaN(jdUt) ? null : at(jdUt));
  const window = (w: Window | null) => (w === null ? null : { start: at(w.startJdUt), end: at(w.endJdUt) });
  const span = (s: Span) => ({ start: at(s.startJdUt), end: at(s.endJdUt) });
  return { at, maybe, window, span };
}

/** The label of a graha id in `lang` (the id itself for an unknown one). */
export function grahaLabel(id: string, lang: Lang): string {
  const term = GRAHAS.find((g) => g.id === id);
  return term === undefined ? id : label(term, lang);
}

/** The sunrise-to-sunrise frame of a local day and a renderer in the place's clock (400 on `lat` for a polar day). */
export function sunDay(task: PlaceDayTask) {
  const offset = offsetMinutesAtZone(task.timezone);
  const frame = sunFrame(
    civilDate(task.date),
    { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg },
    offset,
    'lat',
    task.sunrise,
  );
  return { frame, r: localRenderer(offset) };
}

// Responses.

export const Paksha = literals(['shukla', 'krishna'] as const);

/** A tithi as the panchang and the tithi calendar name it: machine ids and labels in `lang`. */
export const TithiNameFields = {
  number: Type.Integer({ minimum: 1, maximum: 30 }),
  name: Type.String({ description: 'Machine id (English, whatever lang)', examples: ['ekadashi'] }),
  label: Type.String({ description: 'Display name in lang', examples: ['Ekadashi', 'एकादशी'] }),
  paksha: Paksha,
  paksha_label: Type.String({ examples: ['Shukla', 'शुक्ल'] }),
};

/** The TithiNameFields of tithi index 0..29 in `lang` (names from the glossary's tithi and paksha tables). */
export function tithiNames(tithiIndex: number, lang: Lang) {
  const tithi = tithiTerm(tithiIndex);
  const paksha = pakshaOf(tithiIndex);
  return { number: tithiIndex + 1, name: tithi.id, label: label(tithi, lang), paksha: paksha.id, paksha_label: label(paksha, lang) };
}
/** `start` and `end` of a span, in the place's clock. */
export const SpanFields = { start: DateTimeString, end: DateTimeString };
export const WindowOrNull = Type.Union([TimeWindow, Type.Null()]);
