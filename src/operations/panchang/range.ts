/**
 * Bulk panchang (docs/panchang.md, Ranges and many places): GET
 * /v1/panchang/range, every day from..to at one place, and POST
 * /v1/panchang/batch, the same for up to 100 places. Each day is the object
 * GET /v1/panchang answers for it, from one panchangDays call per place (one
 * rise/set batch, one limb search); credits are 1 per day per place, taken as
 * one reservation.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_LANG, DEFAULT_LIMBS_AT, MAX_RANGE_DAYS } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import type { Lang } from '../../core/glossary.ts';
import { addDays, isoDate, LIMBS_AT_IDS, panchangDays, type LimbsAtId } from '../../domain/panchang/index.ts';
import { offsetMinutesAtZone } from '../../time/index.ts';
import { defineOperation, PUBLISHABLE, type BulkTask, type JsonOf, type Prepared } from '../define.ts';
import type { PrepareContext } from '../context.ts';
import { DateString, EXPECTED, literals, PLACE_META, RISING_META } from '../schemas.ts';
import { ChoghadiyaData, choghadiyaPeriods } from './choghadiya.ts';
import { HoraData, horaList } from './hora.ts';
import { EXAMPLE_DAY } from '../examples.ts';
import { PanchangData, panchangDayData } from './panchang.ts';
import { checkDayRange, civilDate } from '../shared/days.ts';
import { localRenderer } from '../shared/local-render.ts';
import { daySpansOf } from '../shared/day-yogas.ts';
import { regionalDatesData, RegionalSwitch } from '../shared/regional-dates.ts';
import { UdayaLagnaSwitch } from './day-tables.ts';
import { regionalDays } from '../../domain/regional-calendars/index.ts';
import {
  findQueryPlace,
  placeParamOf,
  LangQuery,
  QueryPlaceFields,
  resolveQueryPlace,
  RisingFields,
  risingOf,
  withMeta,
  type QueryPlace,
} from '../shared/place-day.ts';
import type { RisingChoice } from '../../domain/panchang/index.ts';

const strict = { additionalProperties: false } as const;

/** Parts a day of a range may add to the panchang: each costs 1 credit a day and place more (as its single-day operation). */
export const INCLUDE_IDS = ['choghadiya', 'hora'] as const;
export type IncludeId = (typeof INCLUDE_IDS)[number];

/** `include` of the range query: a comma list. */
const IncludeQuery = Type.String({
  pattern: '^(choghadiya|hora)(,(choghadiya|hora))?$',
  [EXPECTED]: 'choghadiya, hora or choghadiya,hora',
});

/** The include ids of a query's comma list or a body's array, each once, in the order of INCLUDE_IDS. */
function includesOf(include: string | readonly string[] | undefined): IncludeId[] {
  const given = typeof include === 'string' ? include.split(',') : (include ?? []);
  return INCLUDE_IDS.filter((id) => given.includes(id));
}

/** Credits of a range or batch: 1 a day and place for the panchang, 1 more for each part included. */
function creditsOfRange(from: string, to: string, places: number, include: string | readonly string[] | undefined): number {
  return rangeDayCount(from, to) * places * (1 + includesOf(include).length);
}

/** `limbs_at` of a range: one reading rule for every day (a single moment has no meaning over many days). */
const RangeLimbsAt = literals(
  LIMBS_AT_IDS,
  DEFAULT_LIMBS_AT,
  "When each day's limbs, lunar month, ritu and ayana are read: local noon (default) or " + 'sunrise, as `limbs_at` of GET /v1/panchang',
);

/** The reading rule of a range and its meta (named only when not the default). */
function rangeLimbsAtOf(limbsAt: LimbsAtId | undefined): { limbsAt?: LimbsAtId; meta: { limbs_at?: string } } {
  return limbsAt === undefined || limbsAt === DEFAULT_LIMBS_AT ? { meta: {} } : { limbsAt, meta: { limbs_at: limbsAt } };
}

/** Most places in one batch request. */
export const MAX_BATCH_PLACES = 100;

/** Days from..to, both included; 400 on `from`/`to` for dates out of order or beyond MAX_RANGE_DAYS. */
export function rangeDayCount(from: string, to: string): number {
  return checkDayRange(from, to, MAX_RANGE_DAYS);
}

export const PanchangRangeQuery = Type.Object(
  {
    from: DateString,
    to: DateString,
    ...QueryPlaceFields,
    lang: Type.Optional(LangQuery),
    include: Type.Optional(IncludeQuery),
    limbs_at: Type.Optional(RangeLimbsAt),
    regional: Type.Optional(RegionalSwitch),
    udaya_lagna: Type.Optional(UdayaLagnaSwitch),
    ...RisingFields,
  },
  {
    ...strict,
    title: 'PanchangRangeQuery',
    description: `from..to, both included, at most ${MAX_RANGE_DAYS} days; lat and lon, place_id or place`,
  },
);

export const BatchPlace = Type.Object(
  { ...QueryPlaceFields },
  { ...strict, title: 'BatchPlace', description: 'One of lat and lon, place_id or place' },
);

export const PanchangBatchRequest = Type.Object(
  {
    from: DateString,
    to: DateString,
    places: Type.Array(BatchPlace, { minItems: 1, maxItems: MAX_BATCH_PLACES }),
    lang: Type.Optional(LangQuery),
    include: Type.Optional(Type.Array(literals(INCLUDE_IDS), { uniqueItems: true, maxItems: INCLUDE_IDS.length })),
    limbs_at: Type.Optional(RangeLimbsAt),
    regional: Type.Optional(RegionalSwitch),
    udaya_lagna: Type.Optional(UdayaLagnaSwitch),
    ...RisingFields,
  },
  { ...strict, title: 'PanchangBatchRequest' },
);

const RangeHead = { from: DateString, to: DateString };

/** A day of a range: the panchang, and the parts asked for in `include`. */
export const RangeDay = Type.Object(
  {
    ...PanchangData.properties,
    choghadiya: Type.Optional(ChoghadiyaData.properties.periods),
    hora: Type.Optional(HoraData.properties.horas),
  },
  {
    title: 'PanchangRangeDay',
    description: 'The fields of GET /v1/panchang; `choghadiya` (its periods) and `hora` (its horas) when included',
  },
);

export const PanchangRangeData = Type.Object(
  {
    ...RangeHead,
    days: Type.Array(RangeDay, { minItems: 1, maxItems: MAX_RANGE_DAYS, description: 'Each day as GET /v1/panchang answers it' }),
  },
  { title: 'PanchangRange' },
);

export const PanchangBatchData = Type.Object(
  {
    ...RangeHead,
    places: Type.Array(
      Type.Object({
        place_index: Type.Integer({ minimum: 0, description: "Position of the place in the request's places" }),
        place_id: Type.Union([Type.String(), Type.Null()], { description: 'The place_id asked for, else null' }),
        days: Type.Array(RangeDay, { minItems: 1, maxItems: MAX_RANGE_DAYS }),
      }),
      { minItems: 1, maxItems: MAX_BATCH_PLACES },
    ),
  },
  { title: 'PanchangBatch' },
);

/** One place's days: the part a pool thread computes. */
export interface PlaceRangeTask extends QueryPlace {
  from: string;
  count: number;
  lang: Lang;
  /** The field a polar-day refusal names: `lat`, or `places[i].lat` in a batch. */
  latitudeParam: string;
  include: IncludeId[];
  /** Absent: the defaults. */
  sunrise?: RisingChoice['sunrise'];
  moonrise?: RisingChoice['moonrise'];
  /** Absent: local noon. */
  limbsAt?: LimbsAtId;
  /** Add the regional solar dates. */
  regional?: boolean;
  /** Add the Udaya lagna and Panchaka Rahita spans. */
  udayaLagna?: boolean;
}

/**
 * The days of one place as a JSON array, one day a line (`,\n` between
 * days): valid JSON as it is, and split into NDJSON lines without parsing
 * (JSON.stringify never writes a raw newline).
 */
function placeRangeJson(part: PlaceRangeTask): string {
  const first = civilDate(part.from);
  const offset = offsetMinutesAtZone(part.timezone);
  const days = panchangDays(first, part.count, part, offset, part.latitudeParam, {
    sunrise: part.sunrise,
    moonrise: part.moonrise,
    limbsAt: part.limbsAt,
    udayaLagna: part.udayaLagna === true,
  });
  const withChoghadiya = part.include.includes('choghadiya'),
    withHora = part.include.includes('hora');
  const r = localRenderer(offset);
  const special = daySpansOf(first, days, part, offset);
  const regional = part.regional === true ? regionalDays(first, part.count, part, offset, part.latitudeParam) : undefined;
  const lines = days.map((day, i) => {
    const data: Static<typeof RangeDay> = panchangDayData(day, { ...part, date: isoDate(addDays(first, i)) }, offset, special[i]!);
    if (regional !== undefined) data.regional = regionalDatesData(regional[i]!, part.lang);
    if (withChoghadiya || withHora) {
      // Choghadiya and hora need the night: the polar rule of their single-day operations.
      if (Number.isNaN(day.nextSunriseJdUt)) throw errors.polarDay(part.latitudeParam, isoDate(addDays(first, i + 1)));
      if (withChoghadiya) data.choghadiya = choghadiyaPeriods(day, part.lang, r);
      if (withHora) data.hora = horaList(day, part.lang, r);
    }
    return JSON.stringify(data);
  });
  return `[${lines.join(',\n')}]`;
}

export const panchangRange = defineOperation({
  id: 'panchangRange',
  method: 'GET',
  path: '/v1/panchang/range',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'panchang',
  bulk: { item: RangeDay },
  example: { from: EXAMPLE_DAY.date, to: '2026-11-14', place_id: EXAMPLE_DAY.place_id },
  meta: [...RISING_META, 'limbs_at', ...PLACE_META],
  summary: 'Panchang of every day of a range',
  description:
    `Every day from \`from\` to \`to\` (both included, at most ${MAX_RANGE_DAYS} days) at one place, each day as GET ` +
    '/v1/panchang answers it, with `include=choghadiya,hora` also its choghadiya periods and horas. 1 credit per day, 1 more per ' +
    'day for each part included. `sunrise`, `moonrise`, `limbs_at` (noon or sunrise), `regional` and `udaya_lagna` as for GET ' +
    '/v1/panchang. With `Accept: application/x-ndjson` the days are ' +
    'streamed one a line.',
  input: PanchangRangeQuery,
  output: PanchangRangeData,
  creditsOf: (query) => creditsOfRange(query.from, query.to, 1, query.include),
  prepare(query, ctx): Prepared<BulkTask<PlaceRangeTask>> {
    const count = rangeDayCount(query.from, query.to);
    const { rising, meta } = risingOf(query);
    const { limbsAt, meta: limbsMeta } = rangeLimbsAtOf(query.limbs_at);
    const place = resolveQueryPlace(query, ctx, query.from);
    return withMeta(
      {
        head: { from: query.from, to: query.to },
        layout: 'days',
        parts: [
          {
            ...place,
            from: query.from,
            count,
            lang: query.lang ?? DEFAULT_LANG,
            latitudeParam: placeParamOf(query),
            include: includesOf(query.include),
            ...(query.regional === true ? { regional: true } : {}),
            ...(query.udaya_lagna === true ? { udayaLagna: true } : {}),
            ...rising,
            ...(limbsAt === undefined ? {} : { limbsAt }),
          },
        ],
      },
      { ...meta, ...limbsMeta },
    );
  },
  compute: (part: PlaceRangeTask) => ({ dataJson: placeRangeJson(part) as JsonOf<Static<typeof PanchangRangeData>> }),
});

/** Every place of the batch, in order; errors name `places[i].field`. */
function batchPlaces(places: Static<typeof BatchPlace>[], ctx: PrepareContext): QueryPlace[] {
  return places.map((p, i) => findQueryPlace(p, ctx, `places[${i}].`).place);
}

export const panchangBatch = defineOperation({
  id: 'panchangBatch',
  method: 'POST',
  path: '/v1/panchang/batch',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'panchang',
  bulk: { item: RangeDay },
  example: { from: EXAMPLE_DAY.date, to: '2026-11-10', places: [{ place_id: EXAMPLE_DAY.place_id }, { lat: 19.076, lon: 72.8777 }] },
  meta: [...RISING_META, 'limbs_at'],
  summary: 'Panchang of a range of days at many places',
  description:
    `Every day from \`from\` to \`to\` (at most ${MAX_RANGE_DAYS} days) at each of up to ${MAX_BATCH_PLACES} places, ` +
    'each day as GET /v1/panchang answers it (and the `include`d choghadiya, hora). 1 credit per day per place, 1 more for each ' +
    'part included. `sunrise`, `moonrise`, `limbs_at` (noon or sunrise), `regional` and `udaya_lagna` as for GET /v1/panchang. ' +
    'With `Accept: application/x-ndjson` the days are ' +
    'streamed one a line, place after place.',
  input: PanchangBatchRequest,
  output: PanchangBatchData,
  creditsOf: (body) => creditsOfRange(body.from, body.to, body.places.length, body.include),
  prepare(body, ctx): Prepared<BulkTask<PlaceRangeTask>> {
    const count = rangeDayCount(body.from, body.to);
    const lang = body.lang ?? DEFAULT_LANG;
    const include = includesOf(body.include);
    const { rising, meta } = risingOf(body);
    const { limbsAt, meta: limbsMeta } = rangeLimbsAtOf(body.limbs_at);
    const places = batchPlaces(body.places, ctx);
    return withMeta<BulkTask<PlaceRangeTask>>(
      {
        head: { from: body.from, to: body.to },
        layout: 'places',
        partHeads: body.places.map((p, i) => ({ place_index: i, place_id: p.place_id ?? null })),
        parts: places.map((place, i) => ({
          ...place,
          from: body.from,
          count,
          lang,
          latitudeParam: placeParamOf(body.places[i]!, `places[${i}].`),
          include,
          ...(body.regional === true ? { regional: true } : {}),
          ...(body.udaya_lagna === true ? { udayaLagna: true } : {}),
          ...rising,
          ...(limbsAt === undefined ? {} : { limbsAt }),
        })),
      },
      { ...meta, ...limbsMeta },
    );
  },
  compute: (part: PlaceRangeTask) => ({ dataJson: placeRangeJson(part) as JsonOf<Static<typeof PanchangBatchData>> }),
});
