/** GET /v1/transits: the grahas' sign ingresses, stations and combustion over a range of dates, paged (docs/transits.md). */
import { DEFAULT_NODE } from '../../core/defaults.ts';
import type { AstaRule } from '../../domain/asta/index.ts';
import { ASTA_RULE, choices, field } from '../conventions.ts';
import { Type, type Static } from '@sinclair/typebox';
import { errors } from '../../core/errors.ts';
import { GRAHA_IDS, SIGNS, type GrahaName } from '../../core/glossary.ts';
import { TRANSIT_EVENT_TYPES, transitEvents, type TransitEventType } from '../../domain/transits/index.ts';
import { isIanaZone, offsetMinutesAtZone, parseFixedOffset, renderLocal, zoneMidnightJdUt } from '../../time/index.ts';
import type { PrepareContext } from '../context.ts';
import { defineOperation, PUBLISHABLE } from '../define.ts';
import { EXAMPLE_DAY } from '../examples.ts';
import { DEFAULT_PAGE_LIMIT, MAX_RANGE_DAYS } from '../../core/defaults.ts';
import { checkDayRange } from '../shared/days.ts';
import { parseList } from '../shared/lists.ts';
import { fingerprintOf, MOMENT_CURSOR, NextCursor, pageFields } from '../shared/paging.ts';
import { hasQueryPlace, QueryPlaceFields, resolveQueryPlace, type QueryPlace } from '../shared/place-day.ts';
import { DateString, DateTimeString, literals, PLACE_META } from '../schemas.ts';

/** Events closer than this (about 0.09 s) to the cursor's moment count as at it. */
const SAME_MOMENT_DAYS = 1e-6;

export const TransitsQuery = Type.Object(
  {
    from: DateString,
    to: DateString,
    planets: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: `Comma-separated graha ids (default all nine): ${GRAHA_IDS.join(', ')}`,
        examples: ['jupiter,saturn,rahu'],
      }),
    ),
    types: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: `Comma-separated event types (default all five): ${TRANSIT_EVENT_TYPES.join(', ')}`,
        examples: ['ingress'],
      }),
    ),
    node: Type.Optional(literals(['true', 'mean'] as const, 'true')),
    timezone: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'An IANA zone name or a fixed offset such as +05:30: the dates are local days there and each event also gets local',
      }),
    ),
    asta_rule: field(ASTA_RULE),
    ...QueryPlaceFields,
    ...pageFields('Events'),
  },
  {
    additionalProperties: false,
    title: 'TransitsQuery',
    description: `from and to (at most ${MAX_RANGE_DAYS} days, both included); planets; types; node; asta_rule (visibility needs a place); timezone, or lat and lon, place_id or place; limit; cursor`,
  },
);
export type TransitsQuery = Static<typeof TransitsQuery>;

const SignId = literals(SIGNS.map((s) => s.id) as [string, ...string[]]);
export const TransitsData = Type.Object(
  {
    events: Type.Array(
      Type.Object({
        planet: literals(GRAHA_IDS),
        type: literals(TRANSIT_EVENT_TYPES),
        date: DateTimeString,
        local: Type.Optional(DateTimeString),
        from_sign: Type.Optional(SignId),
        to_sign: Type.Optional(SignId),
      }),
    ),
    next_cursor: NextCursor,
  },
  { title: 'Transits' },
);
type TransitsData = Static<typeof TransitsData>;

export interface TransitsTask {
  fromJdUt: number;
  toJdUt: number;
  planets: GrahaName[];
  types: TransitEventType[];
  node: 'true' | 'mean';
  /** Zone of the local times; null: UTC only. */
  timezone: string | null;
  /** Combustion by visibility at this place (asta_rule=visibility); absent: by the orbs. */
  visibilityAt?: { latitudeDeg: number; longitudeDeg: number };
  /** Resume after this moment (UT Julian day), skipping the first `skip` events at it; null: the first page. */
  afterJdUt: number | null;
  skip: number;
  limit: number;
  fingerprint: string;
}

/**
 * Where a cursor of this search resumes: after the moment of the last event
 * given (a UT Julian day within the range), skipping the events at that moment
 * already given; 400 on `cursor` otherwise.
 */
function decodeResume(cursor: string, fingerprint: string, fromJdUt: number, toJdUt: number): { afterJdUt: number; skip: number } {
  const [afterJdUt, skip] = MOMENT_CURSOR.decode(cursor, fingerprint, ([jdUt]) => jdUt! > fromJdUt && jdUt! <= toJdUt) as [number, number];
  return { afterJdUt, skip };
}

/** The zone of the local times (`timezone`, or the place's) and the place if given; 400 for both or for an unknown zone. */
function zoneOf(query: TransitsQuery, ctx: PrepareContext): { timezone: string | null; place: QueryPlace | null } {
  const hasPlace = hasQueryPlace(query);
  if (query.timezone !== undefined) {
    if (hasPlace)
      throw errors.invalidParameterMessage(
        'timezone',
        'Expected either timezone or a place (lat and lon, place_id or place) but received both',
      );
    if (!isIanaZone(query.timezone) && parseFixedOffset(query.timezone) === undefined) {
      throw errors.invalidParameter('timezone', 'an IANA zone name or a fixed offset such as +05:30', query.timezone);
    }
    return { timezone: query.timezone, place: null };
  }
  const place = hasPlace ? resolveQueryPlace(query, ctx, query.from) : null;
  return { timezone: place?.timezone ?? null, place };
}

export const transits = defineOperation({
  id: 'transits',
  method: 'GET',
  path: '/v1/transits',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'transits',
  example: { from: '2026-01-01', to: '2026-06-30', planets: 'jupiter,saturn,rahu,ketu,mercury', place_id: EXAMPLE_DAY.place_id, limit: 20 },
  meta: ['asta_rule', ...PLACE_META],
  summary: 'Transit events',
  description:
    'Sidereal (Lahiri) sign ingresses of the nine grahas, retrograde and direct stations, and the start and end of ' +
    'combustion of Mars, Mercury, Jupiter, Venus and Saturn between two dates, to the minute in UTC (and local time where a ' +
    `timezone or place is given). Combustion by the Surya Siddhanta orbs, or with \`asta_rule=visibility\` and a place by ` +
    `the heliacal setting and rising there (to within a day). At most ${MAX_RANGE_DAYS} days; paged by limit and data.next_cursor.`,
  input: TransitsQuery,
  output: TransitsData,
  prepare(query, ctx) {
    checkDayRange(query.from, query.to, MAX_RANGE_DAYS);
    const planets = parseList('planets', query.planets, GRAHA_IDS, 'graha ids') ?? [...GRAHA_IDS];
    const types = parseList('types', query.types, TRANSIT_EVENT_TYPES, 'event types') ?? [...TRANSIT_EVENT_TYPES];
    const { timezone, place } = zoneOf(query, ctx);
    const { values, meta } = choices({ asta_rule: ASTA_RULE }, query);
    const astaRule: AstaRule = values.asta_rule;
    if (astaRule === 'visibility' && place === null) {
      throw errors.invalidParameter('asta_rule', 'orbs, or visibility with a place (lat and lon, place_id or place)', astaRule);
    }
    const visibilityAt = astaRule === 'visibility' ? place : null;
    const node = query.node ?? DEFAULT_NODE;
    // The range is whole days in the zone used, UTC when none is given.
    const zone = timezone ?? '+00:00';
    const fromJdUt = zoneMidnightJdUt(query.from, zone);
    const toJdUt = zoneMidnightJdUt(query.to, zone, 1);
    const visibilityKey = visibilityAt === null ? [] : [visibilityAt.latitudeDeg, visibilityAt.longitudeDeg];
    const fingerprint = fingerprintOf([fromJdUt, toJdUt, planets.join(','), types.join(','), node, ...visibilityKey].join('|'));
    const resume = query.cursor === undefined ? null : decodeResume(query.cursor, fingerprint, fromJdUt, toJdUt);
    return {
      task: {
        fromJdUt,
        toJdUt,
        planets,
        types,
        node,
        timezone,
        ...(visibilityAt === null
          ? {}
          : { visibilityAt: { latitudeDeg: visibilityAt.latitudeDeg, longitudeDeg: visibilityAt.longitudeDeg } }),
        afterJdUt: resume?.afterJdUt ?? null,
        skip: resume?.skip ?? 0,
        limit: query.limit ?? DEFAULT_PAGE_LIMIT,
        fingerprint,
      },
      ...(Object.keys(meta).length === 0 ? {} : { meta }),
    };
  },
  compute(task: TransitsTask) {
    // A later page searches from a whole number of days after `from`, at least a day before the cursor's
    // moment, so the search samples the same moments as the first page's and finds the same roots.
    const after = task.afterJdUt;
    const startJdUt = after === null ? task.fromJdUt : task.fromJdUt + Math.max(0, Math.ceil(after - task.fromJdUt) - 2);
    let events = transitEvents({
      fromJdUt: startJdUt,
      toJdUt: task.toJdUt,
      planets: task.planets,
      types: task.types,
      node: task.node,
      ...(task.visibilityAt === undefined ? {} : { visibilityAt: task.visibilityAt }),
    });
    if (after !== null) {
      const atCursor = events.filter((e) => Math.abs(e.atJdUt - after) <= SAME_MOMENT_DAYS);
      events = [...atCursor.slice(task.skip), ...events.filter((e) => e.atJdUt > after + SAME_MOMENT_DAYS)];
    }
    const page = events.slice(0, task.limit);
    let nextCursor: string | null = null;
    if (events.length > page.length) {
      const last = page[page.length - 1]!.atJdUt;
      const sameAsLast = page.filter((e) => Math.abs(e.atJdUt - last) <= SAME_MOMENT_DAYS).length;
      const carried = after !== null && Math.abs(last - after) <= SAME_MOMENT_DAYS ? task.skip : 0;
      nextCursor = MOMENT_CURSOR.encode([last, sameAsLast + carried], task.fingerprint);
    }
    const utc = (jdUt: number) => renderLocal(jdUt, () => 0, 'minute');
    const local = task.timezone === null ? null : offsetMinutesAtZone(task.timezone);
    const data: TransitsData = {
      events: page.map((e) => ({
        planet: e.planet,
        type: e.type,
        date: utc(e.atJdUt),
        ...(local === null ? {} : { local: renderLocal(e.atJdUt, local, 'minute') }),
        ...(e.fromSignIndex === undefined ? {} : { from_sign: SIGNS[e.fromSignIndex]!.id }),
        ...(e.signIndex === undefined ? {} : { to_sign: SIGNS[e.signIndex]!.id }),
      })),
      next_cursor: nextCursor,
    };
    return { data };
  },
});
