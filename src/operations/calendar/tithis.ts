/** GET /v1/calendar/tithis: every tithi of up to 62 local days and the tithi at each sunrise (docs/panchang.md). */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_LANG } from '../../core/defaults.ts';
import type { Lang } from '../../core/glossary.ts';
import { MAX_CALENDAR_DAYS, tithiCalendar, type Span } from '../../domain/panchang/index.ts';
import { daysBetween, isoDate, offsetMinutesAtZone } from '../../time/index.ts';
import { defineOperation, PUBLISHABLE, type Prepared } from '../define.ts';
import { DateString, DateTimeString, PLACE_META } from '../schemas.ts';
import { checkDayRange, civilDate } from '../shared/days.ts';
import { localRenderer, SpanFields } from '../shared/local-render.ts';
import { LangQuery, QueryPlaceFields, resolveQueryPlace, risingOf, SunriseField, withMeta, type QueryPlace } from '../shared/place-day.ts';
import { TithiNameFields, tithiNames } from '../shared/tithi-names.ts';
import type { SunriseConvention } from '../../time/index.ts';
import { EXAMPLE_DAY } from '../examples.ts';

export const TithiCalendarQuery = Type.Object(
  {
    from: DateString,
    to: DateString,
    ...QueryPlaceFields,
    lang: Type.Optional(LangQuery),
    ...SunriseField,
  },
  {
    additionalProperties: false,
    title: 'TithiCalendarQuery',
    description: `from..to inclusive, at most ${MAX_CALENDAR_DAYS} days; lat and lon, place_id or place; lang of the labels; sunrise convention`,
  },
);
export type TithiCalendarQuery = Static<typeof TithiCalendarQuery>;

/** `id` is the machine id (the same as `name`, kept for callers that read it); labels as in the panchang's tithi. */
const TithiRef = { ...TithiNameFields, id: Type.String({ description: 'Machine id, equal to name', examples: ['ekadashi'] }) };
export const TithiCalendarData = Type.Object(
  {
    from: DateString,
    to: DateString,
    tithis: Type.Array(Type.Object({ ...TithiRef, ...SpanFields })),
    sunrise_tithis: Type.Array(Type.Object({ date: DateString, sunrise: DateTimeString, tithi: Type.Object(TithiRef) })),
  },
  { title: 'TithiCalendar' },
);

/** The calendar's task: the range (checked to span 1..62 days) and the resolved place. */
export interface TithiCalendarTask extends QueryPlace {
  from: string;
  to: string;
  lang: Lang;
  /** Absent: DEFAULT_SUNRISE. */
  sunrise?: SunriseConvention | undefined;
}

export const calendarTithis = defineOperation({
  id: 'calendarTithis',
  method: 'GET',
  path: '/v1/calendar/tithis',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'calendar',
  example: { from: '2026-11-01', to: '2026-11-15', place_id: EXAMPLE_DAY.place_id },
  meta: ['sunrise', ...PLACE_META],
  summary: 'Tithis of a date range',
  description:
    `Every tithi overlapping the local days from..to (both included, at most ${MAX_CALENDAR_DAYS} days), start and end to ` +
    'the minute, and the tithi at each local sunrise (`sunrise` chooses where sunrise is taken, as for GET /v1/panchang). ' +
    '400 on `lat` where the Sun does not rise on one of the days.',
  input: TithiCalendarQuery,
  output: TithiCalendarData,
  // Parameters first (400), then the place (404).
  prepare(query, ctx): Prepared<TithiCalendarTask> {
    checkDayRange(query.from, query.to, MAX_CALENDAR_DAYS);
    const { rising, meta } = risingOf({ sunrise: query.sunrise });
    return withMeta(
      {
        from: query.from,
        to: query.to,
        ...resolveQueryPlace(query, ctx, query.from),
        lang: query.lang ?? DEFAULT_LANG,
        sunrise: rising.sunrise,
      },
      meta,
    );
  },
  compute(task: TithiCalendarTask) {
    const from = civilDate(task.from);
    const offset = offsetMinutesAtZone(task.timezone);
    const calendar = tithiCalendar(
      from,
      daysBetween(from, civilDate(task.to)) + 1,
      { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg },
      offset,
      'lat',
      { sunrise: task.sunrise },
    );
    const minute = localRenderer(offset, 'minute');
    const second = localRenderer(offset);
    const tithiOf = (s: Span) => {
      const { number, ...names } = tithiNames(s.index, task.lang);
      return { number, id: names.name, ...names };
    };
    return {
      data: {
        from: task.from,
        to: task.to,
        tithis: calendar.tithis.map((s) => ({ ...tithiOf(s), start: minute.at(s.startJdUt), end: minute.at(s.endJdUt) })),
        sunrise_tithis: calendar.sunriseTithis.map((d) => ({
          date: isoDate(d.date),
          sunrise: second.at(d.sunriseJdUt),
          tithi: tithiOf(d.tithi),
        })),
      },
    };
  },
});
