/**
 * The panchang group's day: the query of one date at one place (panchang,
 * choghadiya, hora), its `prepare`, and the sunrise-to-sunrise frame the
 * day's answers are computed in. The place, `lang` and the rising
 * conventions are the shared place-and-day kit (../shared/place-day.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_LANG, DEFAULT_LIMBS_AT } from '../../core/defaults.ts';
import { GRAHAS, label, type Lang } from '../../core/glossary.ts';
import { offsetMinutesAtZone, sunFrame, type MoonriseConvention, type RisingChoice, type SunriseConvention } from '../../time/index.ts';
import { LIMBS_AT_IDS } from '../../domain/panchang/index.ts';
import type { PrepareContext } from '../context.ts';
import type { Prepared } from '../define.ts';
import { DateString, EXPECTED, TimeWindow } from '../schemas.ts';
import { checkDay, civilDate } from '../shared/days.ts';
import { localRenderer } from '../shared/local-render.ts';
import { RegionalSwitch } from '../shared/regional-dates.ts';
import { UdayaLagnaSwitch } from './day-tables.ts';
import {
  LangQuery,
  QueryPlaceFields,
  RisingFields,
  SunriseField,
  resolveQueryPlace,
  risingOf,
  withMeta,
  type QueryPlace,
} from '../shared/place-day.ts';

const strict = { additionalProperties: false } as const;

// Requests.

/** `date` plus the place as `lat`+`lon` or `place_id`, `lang` and the sunrise convention. */
export const PlaceDayQuery = Type.Object(
  {
    date: DateString,
    ...QueryPlaceFields,
    lang: Type.Optional(LangQuery),
    ...SunriseField,
  },
  { ...strict, title: 'PlaceDayQuery', description: 'One of lat and lon, place_id or place' },
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
    regional: Type.Optional(RegionalSwitch),
    udaya_lagna: Type.Optional(UdayaLagnaSwitch),
  },
  { ...strict, title: 'PanchangQuery', description: 'One of lat and lon, place_id or place' },
);
export type PanchangQuery = Static<typeof PanchangQuery>;

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
  checkDay('date', query.date);
  const { rising, meta } = risingOf(query);
  return withMeta({ date: query.date, ...resolveQueryPlace(query, ctx, query.date), lang: query.lang ?? DEFAULT_LANG, ...rising }, meta);
}

// Presentation.

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

export const WindowOrNull = Type.Union([TimeWindow, Type.Null()]);
