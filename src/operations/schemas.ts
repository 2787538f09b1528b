/**
 * Schemas shared by operations: the request objects (Birth, Place input,
 * Options, BirthRequest, PersonPairRequest; every object rejects fields it
 * does not list), the envelope around every answer and the error body.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import {
  ASTA_RULE,
  AYANAMSA,
  chosen,
  field,
  HOUSE_SYSTEM,
  LANG,
  literals,
  MANGLIK_RULES,
  metaField,
  MOONRISE,
  NODE,
  POSITIONS,
  SUNRISE,
  TARA_COUNT,
  VARNA_TABLE,
  VASHYA_TABLE,
  VIEW,
} from './conventions.ts';

export { literals };

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

export const AYANAMSA_OPTIONS = AYANAMSA.values;

export const Options = Type.Object(
  {
    ayanamsa: field(AYANAMSA),
    house_system: field(HOUSE_SYSTEM),
    node: field(NODE),
    lang: field(LANG),
    view: field(VIEW),
    positions: field(POSITIONS),
  },
  { ...strict, title: 'Options' },
);
export type Options = Static<typeof Options>;

/** Options with their defaults filled in. */
export type ResolvedOptions = Required<Options>;

/** Every birth request reads these (a hot path): each value directly, no meta (chartMeta names what answers carry). */
export function resolveOptions(options: Options | undefined): ResolvedOptions {
  return {
    ayanamsa: chosen(AYANAMSA, options?.ayanamsa),
    house_system: chosen(HOUSE_SYSTEM, options?.house_system),
    node: chosen(NODE, options?.node),
    lang: chosen(LANG, options?.lang),
    view: chosen(VIEW, options?.view),
    positions: chosen(POSITIONS, options?.positions),
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
    query: Type.Optional(
      Type.String({
        description: "The place text the request gave (`place`, or a Birth's `place.query`), as given",
        examples: ['Ujjain, MP'],
      }),
    ),
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

/** The fields of every answer's meta. */
const ENVELOPE_META = {
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
};

/**
 * The fields an operation may add to meta, each declared once: the
 * conventions' (from the registry, src/operations/conventions.ts) and the
 * place and zone used. An operation lists those its answers carry in its
 * declaration (`meta`), which gives its meta schema (`metaSchemaOf`).
 */
export const META_FIELDS = {
  // Any id: the KP operations name their own (kp_new, placidus), which options do not offer.
  ayanamsa: Type.String({ description: 'The ayanamsa of the answer: options.ayanamsa, or the KP ayanamsa', examples: ['lahiri'] }),
  house_system: Type.String({ description: 'The house system of the answer: whole_sign, or placidus (KP)', examples: ['whole_sign'] }),
  node: metaField(NODE),
  positions: metaField(POSITIONS),
  sunrise: metaField(SUNRISE),
  moonrise: metaField(MOONRISE),
  varga_methods: Type.Record(Type.String(), Type.String(), {
    description: 'Divisional charts: the method of each varga asked whose method is not its default',
    examples: [{ D9: 'nadi' }],
  }),
  limbs_at: Type.String({
    description: 'Panchang: when the limbs were read, when not local noon: sunrise, ' + "or the moment asked for in the place's clock",
    examples: ['sunrise', '2026-01-15T06:00:00+05:30'],
  }),
  varna_table: metaField(VARNA_TABLE),
  vashya_table: metaField(VASHYA_TABLE),
  tara_count: metaField(TARA_COUNT),
  manglik_rules: metaField(MANGLIK_RULES),
  asta_rule: metaField(ASTA_RULE),
  prose_lang: Type.Literal('en', {
    description:
      'Operations that take `lang`: present when `lang` (or Accept-Language) chose a language without prose of its own ' +
      '(ta, te, kn, ml, mr, gu, bn): the language of the prose (readings, rules, notes) and of the names not yet in its ' +
      'catalogue, which are English; the catalogued labels are in the language asked for',
    examples: ['en'],
  }),
  place_used: PlaceUsed,
  timezone_used: TimezoneUsed,
  persons_used: Type.Object(
    { person_a: PlaceAndZoneUsed, person_b: PlaceAndZoneUsed },
    { description: 'Two-person operations: the place and zone of each birth (no place_used or timezone_used at the top)' },
  ),
};
export type MetaField = keyof typeof META_FIELDS;
/** The meta fields an operation adds (what `prepare` and the request context give). */
export type MetaExtras = { [K in MetaField]?: Static<(typeof META_FIELDS)[K]> };

/** The meta of an answer computed for one birth or one place. */
export const PLACE_META = ['place_used', 'timezone_used'] as const satisfies readonly MetaField[];
/** The chart options of chart answers (src/operations/birth.ts chartMeta). */
export const CHART_META = ['ayanamsa', 'house_system', 'node', 'positions'] as const satisfies readonly MetaField[];
/** The rising conventions of the operations whose days run from sunrise. */
export const RISING_META = ['sunrise', 'moonrise'] as const satisfies readonly MetaField[];

const META_DESCRIPTION =
  'place_used and timezone_used: every answer computed for one birth or one place; ' + 'persons_used: every answer computed for two births';

/** The meta schema of an answer that may carry `fields` besides the envelope's own. */
export function metaSchemaOf(fields: readonly MetaField[] = []): TObject {
  const extras = Object.fromEntries(Object.entries(META_FIELDS).filter(([name]) => fields.includes(name as MetaField)));
  return Type.Object(
    { ...ENVELOPE_META, ...Object.fromEntries(Object.entries(extras).map(([name, schema]) => [name, Type.Optional(schema)])) },
    { title: 'Meta', description: META_DESCRIPTION },
  );
}

/** The meta of any answer: every field an operation may add (the NDJSON tail line's, and the type of `buildMeta`). */
export const Meta = metaSchemaOf(Object.keys(META_FIELDS) as MetaField[]);
export type Meta = { [K in keyof typeof ENVELOPE_META]: Static<(typeof ENVELOPE_META)[K]> } & MetaExtras;

export const WarningItem = Type.Object({ code: Type.String(), message: Type.String(), fields: Type.Array(Type.String()) });

/** The success envelope around an operation's `data` schema; `meta`: the operation's meta schema (metaSchemaOf). */
export function Envelope<T extends TSchema>(data: T, meta: TObject = Meta) {
  return Type.Object({ data, meta, warnings: Type.Array(WarningItem) });
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

/** The last line of an NDJSON answer once every item was written (operations/envelope.ts serializeStreamTail), with the operation's meta schema. */
export function StreamTailLine(meta: TObject = Meta) {
  return Type.Object(
    { meta, warnings: Type.Array(WarningItem) },
    {
      title: 'NdjsonTailLine',
      description: "The last line: the envelope's meta and warnings (the data went in the lines before it)",
    },
  );
}

export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      type: Type.String({ examples: ['invalid_parameter'] }),
      message: Type.String(),
      param: Type.Optional(Type.String({ examples: ['birth.place.latitude'] })),
      doc_url: Type.String(),
      request_id: Type.String(),
      candidates: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))),
      suggestions: Type.Optional(
        Type.Array(Type.Object({}, { additionalProperties: true }), {
          description: 'place_not_found: PlaceResults whose names lie a few edits from the text, best first (never used silently)',
        }),
      ),
    }),
  },
  { title: 'Error' },
);
