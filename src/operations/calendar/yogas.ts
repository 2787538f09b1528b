/** GET /v1/calendar/yogas: the special yogas, Panchak and Bhadra spans of a year or date range at a place (docs/panchang.md). */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_LANG } from '../../core/defaults.ts';
import type { Lang } from '../../core/glossary.ts';
import { DAY_YOGA_IDS, dayYogaSpans, type DayYogaId } from '../../domain/day-yogas/index.ts';
import { daysBetween, offsetMinutesAtZone } from '../../time/index.ts';
import { defineOperation, PUBLISHABLE, type Prepared } from '../define.ts';
import { DateString, PLACE_META } from '../schemas.ts';
import { civilDate, yearOrRange, YearOrRangeFields } from '../shared/days.ts';
import { parseList } from '../shared/lists.ts';
import { localRenderer } from '../shared/local-render.ts';
import { DayYogaSpanData, dayYogaSpanData } from '../shared/day-yogas.ts';
import { LangQuery, QueryPlaceFields, resolveQueryPlace, withMeta, type QueryPlace } from '../shared/place-day.ts';
import { EXAMPLE_DAY } from '../examples.ts';

/** Most local days a request may cover: a leap year. */
export const MAX_YOGA_DAYS = 366;

export const YogaCalendarQuery = Type.Object(
  {
    ...YearOrRangeFields,
    ...QueryPlaceFields,
    ids: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: `Comma-separated span ids (default: all): ${DAY_YOGA_IDS.join(', ')}`,
        examples: ['guru_pushya,panchak'],
      }),
    ),
    lang: Type.Optional(LangQuery),
  },
  {
    additionalProperties: false,
    title: 'YogaCalendarQuery',
    description: `year, or from..to inclusive (at most ${MAX_YOGA_DAYS} days); lat and lon, or place_id; ids; lang of the labels`,
  },
);
export type YogaCalendarQuery = Static<typeof YogaCalendarQuery>;

export const YogaCalendarData = Type.Object(
  {
    from: DateString,
    to: DateString,
    spans: Type.Array(DayYogaSpanData),
  },
  { title: 'YogaCalendar' },
);

export interface YogaCalendarTask extends QueryPlace {
  from: string;
  to: string;
  ids: DayYogaId[];
  lang: Lang;
}

export const calendarYogas = defineOperation({
  id: 'calendarYogas',
  method: 'GET',
  path: '/v1/calendar/yogas',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'calendar',
  example: { year: 2027, place_id: EXAMPLE_DAY.place_id, ids: 'guru_pushya' },
  meta: [...PLACE_META],
  summary: 'Special yogas, Panchak and Bhadra',
  description:
    'Every span of the chosen special yogas (Ravi Yoga, Guru Pushya, Ravi Pushya, Amrita Siddhi, Sarvartha Siddhi, Dwipushkar, ' +
    'Tripushkar, Siddha Yoga of the weekday and tithi) and adverse spans (Panchak with its kind, Bhadra with its abode, its mukha and puchha, Vinchudo, Aadal, Vidaal, ' +
    "Ganda Moola, Dagdha tithi by weekday and by the Sun's sign) touching" +
    ` the local days of a year or from..to (at most ${MAX_YOGA_DAYS} days), ` +
    'start and end to the minute. docs/panchang.md.',
  input: YogaCalendarQuery,
  output: YogaCalendarData,
  prepare(query, ctx): Prepared<YogaCalendarTask> {
    const { from, to } = yearOrRange(query, MAX_YOGA_DAYS);
    const ids = parseList('ids', query.ids, DAY_YOGA_IDS, 'span ids') ?? [...DAY_YOGA_IDS];
    return withMeta({ from, to, ...resolveQueryPlace(query, ctx, from), ids, lang: query.lang ?? DEFAULT_LANG }, {});
  },
  compute(task: YogaCalendarTask) {
    const first = civilDate(task.from);
    const offset = offsetMinutesAtZone(task.timezone);
    const spans = dayYogaSpans(first, daysBetween(first, civilDate(task.to)) + 1, task, offset, task.ids);
    const minute = localRenderer(offset, 'minute');
    return { data: { from: task.from, to: task.to, spans: spans.map((s) => dayYogaSpanData(s, task.lang, minute)) } };
  },
});
