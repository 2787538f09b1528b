/**
 * Schemas shared by operations: the request objects (Birth, Place input,
 * Options, BirthRequest, PersonPairRequest; every object rejects fields it
 * does not list), the envelope around every answer and the error body.
 */
import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';
import { DEFAULT_OPTIONS } from '../core/defaults.ts';
import { AYANAMSA_IDS } from '../domain/ayanamsa/index.ts';
import { POSITIONS_KINDS, type PositionsKind } from '../native/ephemeris.ts';

const strict = { additionalProperties: false } as const;

/**
 * Schema keyword holding what a value must be, in the words of a 400 message
 * ("a time HH:MM or HH:MM:SS"): required on every `pattern` of a request
 * schema, so no message quotes a regular expression. An OpenAPI extension,
 * hence the x- prefix.
 */
export const EXPECTED = 'x-expected';

export const DateString = Type.String({ format: 'date', description: 'YYYY-MM-DD', examples: ['1990-08-15'] });
/** A date-time a request gives: RFC 3339 with its offset (Z or +HH:MM). */
export const DateTimeInput = Type.String({
  format: 'date-time',
  description: 'ISO 8601 date-time with offset',
  examples: ['2026-11-21T06:00:00+05:30'],
});
/**
 * A date-time an answer gives: the local time at the place with the UTC
 * offset in force at that moment. Before standard time that offset is the
 * local mean time, with seconds (Asia/Kolkata +05:21:10 until 1906), which
 * RFC 3339 cannot write, hence a pattern rather than the date-time format.
 */
export const DateTimeString = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}[+-]\\d{2}:\\d{2}(:\\d{2})?$',
  description: 'ISO 8601 local date-time with the UTC offset in force then (+HH:MM, or +HH:MM:SS for local mean time)',
  examples: ['2026-11-21T06:00:00+05:30', '1890-01-01T12:00:00+05:21:10'],
});

export const Latitude = Type.Number({ minimum: -90, maximum: 90, description: 'Degrees, north positive' });
export const Longitude = Type.Number({ minimum: -180, maximum: 180, description: 'Degrees, east positive' });

export const CoordinatesPlace = Type.Object({ latitude: Latitude, longitude: Longitude }, { ...strict, title: 'Coordinates' });
export const PlaceIdPlace = Type.Object(
  { place_id: Type.String({ minLength: 1, maxLength: 200 }) },
  { ...strict, title: 'Place reference' },
);
export const QueryPlace = Type.Object({ query: Type.String({ minLength: 2, maxLength: 120 }) }, { ...strict, title: 'Free text' });

export const PlaceInput = Type.Union([CoordinatesPlace, PlaceIdPlace, QueryPlace], {
  description: 'exactly one of {latitude, longitude}, {place_id} or {query}',
  [EXPECTED]: 'an object in one of three forms: {latitude, longitude}, {place_id} or {query}',
});
export type PlaceInput = Static<typeof PlaceInput>;

export const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$';

export const Birth = Type.Object(
  {
    date: DateString,
    time: Type.Optional(
      Type.String({
        pattern: TIME_PATTERN,
        description: 'Local time, HH:MM or HH:MM:SS',
        examples: ['14:30'],
        [EXPECTED]: 'a time HH:MM or HH:MM:SS (00:00 to 23:59:59)',
      }),
    ),
    time_accuracy: Type.Optional(
      Type.Union([Type.Literal('exact'), Type.Literal('approximate'), Type.Literal('unknown')], { default: 'exact' }),
    ),
    place: PlaceInput,
    timezone: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        default: 'auto',
        description: '`auto` (from place and date), an IANA zone name, or a fixed offset such as +05:30',
      }),
    ),
  },
  { ...strict, title: 'Birth' },
);
export type Birth = Static<typeof Birth>;

export const AYANAMSA_OPTIONS = AYANAMSA_IDS;

/** A union of string literals (an enum), typed as the union of its values; optionally its default and description. */
export function literals<const T extends readonly string[]>(
  values: T,
  def?: T[number],
  description?: string,
): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    {
      ...(def === undefined ? {} : { default: def }),
      ...(description === undefined ? {} : { description }),
    },
  ) as unknown as TUnion<TLiteral<T[number]>[]>;
}

export const Options = Type.Object(
  {
    ayanamsa: Type.Optional(literals(AYANAMSA_OPTIONS, DEFAULT_OPTIONS.ayanamsa)),
    house_system: Type.Optional(literals(['whole_sign'] as const, DEFAULT_OPTIONS.house_system)),
    node: Type.Optional(literals(['true', 'mean'] as const, DEFAULT_OPTIONS.node)),
    lang: Type.Optional(literals(['en', 'hi'] as const, DEFAULT_OPTIONS.lang)),
    view: Type.Optional(literals(['full', 'compact'] as const, DEFAULT_OPTIONS.view)),
    positions: Type.Optional(
      literals(
        POSITIONS_KINDS,
        DEFAULT_OPTIONS.positions,
        'apparent: where the grahas are seen (light-time, ' +
          'aberration and light deflection applied, as almanacs print them); true: geometric positions (none applied), up to about 1 ' +
          'arcminute away (the Sun 20", the Moon under 1", the nodes under 0.1")',
      ),
    ),
  },
  { ...strict, title: 'Options' },
);
export type Options = Static<typeof Options>;

/** Options with their defaults filled in. */
export interface ResolvedOptions {
  ayanamsa: (typeof AYANAMSA_OPTIONS)[number];
  house_system: 'whole_sign';
  node: 'true' | 'mean';
  lang: 'en' | 'hi';
  view: 'full' | 'compact';
  positions: PositionsKind;
}

export function resolveOptions(options: Options | undefined): ResolvedOptions {
  return {
    ayanamsa: options?.ayanamsa ?? DEFAULT_OPTIONS.ayanamsa,
    house_system: options?.house_system ?? DEFAULT_OPTIONS.house_system,
    node: options?.node ?? DEFAULT_OPTIONS.node,
    lang: options?.lang ?? DEFAULT_OPTIONS.lang,
    view: options?.view ?? DEFAULT_OPTIONS.view,
    positions: options?.positions ?? DEFAULT_OPTIONS.positions,
  };
}

/** `birth` (required) and `options`: the body of most single-person operations. */
export const BirthRequest = Type.Object({ birth: Birth, options: Type.Optional(Options) }, { ...strict, title: 'BirthRequest' });
export type BirthRequest = Static<typeof BirthRequest>;

/** `person_a`, `person_b` (both required) and `options`: matchmaking bodies. */
export const PersonPairRequest = Type.Object(
  { person_a: Birth, person_b: Birth, options: Type.Optional(Options) },
  { ...strict, title: 'PersonPairRequest' },
);
export type PersonPairRequest = Static<typeof PersonPairRequest>;

/** `birth`, a moment `at` (default now) and `options`: readings at a moment (running dasha, Sade Sati). */
export const BirthAtRequest = Type.Object(
  {
    birth: Birth,
    at: Type.Optional(Type.String({ ...DateTimeInput, description: 'The moment; default now' })),
    options: Type.Optional(Options),
  },
  { ...strict, title: 'BirthAtRequest' },
);
export type BirthAtRequest = Static<typeof BirthAtRequest>;

export const TimeWindow = Type.Object({ start: DateTimeString, end: DateTimeString }, { title: 'TimeWindow' });

// Responses (documentation only: the OpenAPI document is generated from these).

export const TimezoneUsed = Type.Object(
  {
    name: Type.String({ description: 'IANA zone, or the fixed offset the request gave', examples: ['Asia/Kolkata'] }),
    utc_offset: Type.String({
      description:
        'Offset in force at the birth moment (for the place of a day: at local noon of the day, ' +
        'the first day of a range); +HH:MM:SS for local mean time',
      examples: ['+05:30'],
    }),
    source: Type.Union([Type.Literal('auto'), Type.Literal('request')], {
      description: 'auto: worked out from the place; request: named in the request',
    }),
  },
  { title: 'TimezoneUsed' },
);
export type TimezoneUsed = Static<typeof TimezoneUsed>;

const NullableString = (description: string, example: string) =>
  Type.Union([Type.String(), Type.Null()], { description, examples: [example] });

export const PlaceUsed = Type.Object(
  {
    place_id: NullableString('GeoNames place id; null when the request gave coordinates', 'gn:1253914'),
    name: NullableString('GeoNames name; null for coordinates', 'Ujjain'),
    admin1: NullableString('First-level division (state, province); null for coordinates or when GeoNames gives none', 'Madhya Pradesh'),
    country: NullableString('English country name; null for coordinates', 'India'),
    country_code: NullableString('ISO 3166-1 alpha-2; null for coordinates', 'IN'),
    latitude: Type.Number({ description: "Degrees, north positive: the place's, or as given", examples: [23.18239] }),
    longitude: Type.Number({ description: "Degrees, east positive: the place's, or as given", examples: [75.77643] }),
  },
  {
    title: 'PlaceUsed',
    description:
      'The place the answer was computed for: the place a place_id or query named, ' +
      'or the coordinates as given (never reverse-geocoded)',
  },
);
export type PlaceUsed = Static<typeof PlaceUsed>;

export const PlaceAndZoneUsed = Type.Object({ place_used: PlaceUsed, timezone_used: TimezoneUsed }, { title: 'PlaceAndZoneUsed' });
/** The place and the zone one birth or one query place was read in. */
export type PlaceAndZoneUsed = Static<typeof PlaceAndZoneUsed>;

export const Meta = Type.Object(
  {
    request_id: Type.String(),
    api_version: Type.Literal('v1'),
    engine_version: Type.String({
      description:
        'The calculation engine release, always year.month.day (a date; a further release on a ' + 'day that has one takes the next day)',
      pattern: '^\\d{4}\\.\\d{2}\\.\\d{2}$',
      examples: ['2026.11.25'],
    }),
    mode: Type.Union([Type.Literal('live'), Type.Literal('test')]),
    credits_charged: Type.Integer({ minimum: 0 }),
    ayanamsa: Type.Optional(Type.String()),
    house_system: Type.Optional(Type.String()),
    node: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('mean')])),
    positions: Type.Optional(
      Type.Literal('true', {
        description:
          'Operations that compute positions from a birth: `true` when ' +
          'options.positions asked for geometric positions (absent for the default, apparent)',
      }),
    ),
    sunrise: Type.Optional(
      Type.String({
        description: 'Panchang, calendar and muhurat operations: the sunrise convention, when not upper_limb',
        examples: ['centre_no_refraction'],
      }),
    ),
    moonrise: Type.Optional(
      Type.String({
        description: 'Panchang (day, range, batch) and festivals: the moonrise convention, when not centre',
        examples: ['upper_limb'],
      }),
    ),
    varga_methods: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'Divisional charts: the method of each varga asked whose method is not its default',
        examples: [{ D9: 'nadi' }],
      }),
    ),
    limbs_at: Type.Optional(
      Type.String({
        description: 'Panchang: when the limbs were read, when not local noon: sunrise, ' + "or the moment asked for in the place's clock",
        examples: ['sunrise', '2026-01-15T06:00:00+05:30'],
      }),
    ),
    varna_table: Type.Optional(Type.String({ description: 'Ashtakoot: the varna table, when not standard' })),
    vashya_table: Type.Optional(Type.String({ description: 'Ashtakoot: the vashya points, when not standard' })),
    tara_count: Type.Optional(Type.String({ description: 'Ashtakoot: the tara count, when not both_ways' })),
    manglik_rules: Type.Optional(Type.String({ description: 'Manglik (dosha and match): the rule set, when not standard' })),
    place_used: Type.Optional(PlaceUsed),
    timezone_used: Type.Optional(TimezoneUsed),
    persons_used: Type.Optional(
      Type.Object(
        { person_a: PlaceAndZoneUsed, person_b: PlaceAndZoneUsed },
        {
          description: 'Two-person operations: the place and zone of each birth (no place_used or timezone_used at the top)',
        },
      ),
    ),
  },
  {
    title: 'Meta',
    description:
      'place_used and timezone_used: every answer computed for one birth or one place; ' +
      'persons_used: every answer computed for two births',
  },
);

export const WarningItem = Type.Object({ code: Type.String(), message: Type.String(), fields: Type.Array(Type.String()) });

/** The success envelope around an operation's `data` schema. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ data, meta: Meta, warnings: Type.Array(WarningItem) });
}

/** A line of a bulk operation's NDJSON answer: one item of one place (written by run.ts bulkNdjsonLines). */
export function BulkItemLine<T extends TSchema>(item: T) {
  return Type.Object(
    {
      place_index: Type.Integer({ minimum: 0, description: "Position of the place in the request's places (0 for a range)" }),
      day: item,
    },
    { title: 'NdjsonDayLine', description: 'One day of one place' },
  );
}

/** The last line of an NDJSON answer once every item was written (http/envelope.ts serializeStreamTail). */
export const StreamTailLine = Type.Object(
  { meta: Meta, warnings: Type.Array(WarningItem) },
  {
    title: 'NdjsonTailLine',
    description: "The last line: the envelope's meta and warnings (the data went in the lines before it)",
  },
);

export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      type: Type.String({ examples: ['invalid_parameter'] }),
      message: Type.String(),
      param: Type.Optional(Type.String({ examples: ['birth.place.latitude'] })),
      doc_url: Type.String(),
      request_id: Type.String(),
      candidates: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))),
    }),
  },
  { title: 'Error' },
);
