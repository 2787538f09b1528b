/**
 * Query and response schemas of the panchang group: panchang, choghadiya,
 * hora, muhurat activities and the tithi calendar (docs/panchang.md).
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateString, DateTimeString, Latitude, Longitude, TimeWindow, literals } from '../../operations/schemas.ts';

const strict = { additionalProperties: false } as const;
const Lang = literals(['en', 'hi'] as const, 'en');

/** `date` plus the place as `lat`+`lon` or `place_id`, and `lang`. */
export const PlaceDayQuery = Type.Object({
  date: DateString,
  lat: Type.Optional(Latitude),
  lon: Type.Optional(Longitude),
  place_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  lang: Type.Optional(Lang),
}, { ...strict, title: 'PlaceDayQuery', description: 'Either lat and lon, or place_id (not both)' });
export type PlaceDayQuery = Static<typeof PlaceDayQuery>;

export const TithiCalendarQuery = Type.Object({
  from: DateString,
  to: DateString,
  lat: Type.Optional(Latitude),
  lon: Type.Optional(Longitude),
  place_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
}, { ...strict, title: 'TithiCalendarQuery', description: 'from..to inclusive, at most 62 days; lat and lon, or place_id' });
export type TithiCalendarQuery = Static<typeof TithiCalendarQuery>;

export const ActivitiesQuery = Type.Object({ lang: Type.Optional(Lang) }, strict);

const Paksha = literals(['shukla', 'krishna'] as const);
const Span = { start: DateTimeString, end: DateTimeString };
const Window = Type.Union([TimeWindow, Type.Null()]);

export const PanchangData = Type.Object({
  date: DateString,
  place: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
  timezone: Type.Object({ name: Type.String(), utc_offset: Type.String({ description: 'Offset in force at local noon' }) }),
  tithi: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 30 }), name: Type.String(), label: Type.String(), paksha: Paksha,
    paksha_label: Type.String(), ...Span }, { description: 'Tithi at local noon; start and end of its span' }),
  nakshatra: Type.Object({ name: Type.String(), label: Type.String(), lord: Type.String(), next: Type.String(), next_label: Type.String(), ...Span }),
  yoga: Type.Object({ name: Type.String(), label: Type.String(), quality: literals(['auspicious', 'inauspicious'] as const), ...Span }),
  karana: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 60 }), name: Type.String(), label: Type.String(), ...Span }),
  vara: Type.Object({ name: Type.String(), label: Type.String(), lord: Type.String(), lord_label: Type.String() }),
  sunrise: DateTimeString,
  sunset: DateTimeString,
  moonrise: Type.Union([DateTimeString, Type.Null()], { description: 'First moonrise after sunrise, before the next sunrise' }),
  moonset: Type.Union([DateTimeString, Type.Null()], { description: 'First moonset after sunrise, before the next sunrise' }),
  rahu_kaal: Window,
  gulika_kaal: Window,
  yamaganda: Window,
  abhijit: Type.Union([TimeWindow, Type.Null()], { description: 'null on Wednesdays' }),
}, { title: 'Panchang' });

export const ChoghadiyaData = Type.Object({
  date: DateString,
  periods: Type.Array(Type.Object({
    name: Type.String(), label: Type.String(),
    quality: literals(['excellent', 'good', 'neutral', 'caution', 'avoid'] as const),
    part: literals(['day', 'night'] as const), ...Span,
  }), { minItems: 16, maxItems: 16 }),
}, { title: 'Choghadiya' });

export const HoraData = Type.Object({
  date: DateString,
  sunrise: DateTimeString,
  sunset: DateTimeString,
  next_sunrise: DateTimeString,
  horas: Type.Array(Type.Object({
    number: Type.Integer({ minimum: 1, maximum: 24 }), lord: Type.String(), label: Type.String(),
    part: literals(['day', 'night'] as const), ...Span,
  }), { minItems: 24, maxItems: 24 }),
}, { title: 'Hora' });

export const ActivitiesData = Type.Object({
  activities: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
}, { title: 'MuhuratActivities' });

const TithiRef = { number: Type.Integer({ minimum: 1, maximum: 30 }), id: Type.String(), paksha: Paksha };
export const TithiCalendarData = Type.Object({
  from: DateString,
  to: DateString,
  tithis: Type.Array(Type.Object({ ...TithiRef, ...Span })),
  sunrise_tithis: Type.Array(Type.Object({ date: DateString, sunrise: DateTimeString, tithi: Type.Object(TithiRef) })),
}, { title: 'TithiCalendar' });

/** Operation descriptions for the OpenAPI document (details in docs/panchang.md). */
export const PANCHANG_DESCRIPTIONS = {
  panchang: 'Tithi, nakshatra, yoga, karana (read at local noon, each with the start and end of its span) and vara; sunrise, '
    + 'sunset, moonrise, moonset in the place\'s own clock; rahu kaal, gulika kaal, yamaganda and abhijit. 400 on `lat` where '
    + 'the Sun does not both rise and set.',
  choghadiya: 'The 16 choghadiyas: 8 from sunrise to sunset and 8 from sunset to the next sunrise, in the standard weekday '
    + 'sequences, with quality excellent (Amrit), good (Shubh, Labh), neutral (Char), caution (Udveg) or avoid (Kaal, Rog).',
  hora: 'The 24 planetary hours from sunrise: day horas are twelfths of sunrise..sunset, night horas twelfths of '
    + 'sunset..next sunrise; the first belongs to the weekday lord, then the Chaldean order.',
  activities: 'The activities a muhurat can be searched for.',
  tithis: 'Every tithi overlapping the local days from..to (both included, at most 62 days), start and end to the minute, and '
    + 'the tithi at each local sunrise. 400 on `lat` where the Sun does not rise on one of the days.',
} as const;
