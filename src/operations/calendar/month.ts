/**
 * GET /v1/calendar/month: one compact object per local day of a month or a
 * year at a place, what a calendar app draws (docs/calendar.md, Month grid);
 * POST /v1/calendar/month/batch: the same for many places and years.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_LANG, YEAR_FIELD_FIRST, YEAR_FIELD_LAST } from '../../core/defaults.ts';
import { NAKSHATRAS, SIGNS, YOGAS, type Lang } from '../../core/glossary.ts';
import { idLabel } from '../../i18n/catalogue.ts';
import { SANKRANTI_NAMES } from '../../domain/sankranti/index.ts';
import { festivalYearContext, type FestivalYearContext } from '../../domain/festivals/index.ts';
import { purnimantaNameOf } from '../../domain/lunar-month/index.ts';
import { monthGrid, type GridDay } from '../../domain/month-grid/index.ts';
import type { OffsetMinutesAt, Place, RisingChoice } from '../../domain/panchang/index.ts';
import { offsetMinutesAtZone } from '../../time/index.ts';
import { RISING_SENTENCES } from '../conventions.ts';
import { defineOperation, PUBLISHABLE, type Prepared } from '../define.ts';
import { EXAMPLE_DAY } from '../examples.ts';
import { DateString, DateTimeString, literals, PLACE_META, RISING_META } from '../schemas.ts';
import { localRenderer } from '../shared/local-render.ts';
import { LangQuery, QueryPlaceFields, resolveYearPlace, RisingFields, risingOf, withMeta, type QueryPlace } from '../shared/place-day.ts';
import { Paksha, tithiNames } from '../shared/tithi-names.ts';
import { yearBatchData, yearBatchOperation, yearBatchRequest } from '../shared/year-batch.ts';
import { SERVED_FESTIVALS } from './festivals.ts';

export const CalendarMonthQuery = Type.Object(
  {
    year: Type.Integer({ minimum: YEAR_FIELD_FIRST, maximum: YEAR_FIELD_LAST, description: 'Gregorian year', examples: [2026] }),
    month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'Month 1..12; absent: every day of the year' })),
    ...QueryPlaceFields,
    lang: Type.Optional(LangQuery),
    ...RisingFields,
  },
  {
    additionalProperties: false,
    title: 'CalendarMonthQuery',
    description: 'year and optionally month; lat and lon, place_id or place, or none for New Delhi; sunrise and moonrise conventions',
  },
);
export type CalendarMonthQuery = Static<typeof CalendarMonthQuery>;

/** A date-time saying when the limb in force at sunrise ends. */
const Ends = (what: string) => Type.String({ pattern: DateTimeString.pattern, description: `When the ${what} in force at sunrise ends` });

export const MonthGridDay = Type.Object(
  {
    date: DateString,
    sunrise: DateTimeString,
    sunset: DateTimeString,
    moonrise: Type.Union([DateTimeString, Type.Null()], {
      description: 'First moonrise after sunrise and before the next; null when none',
    }),
    tithi: Type.Object(
      { number: Type.Integer({ minimum: 1, maximum: 30 }), id: Type.String({ examples: ['ashtami'] }), paksha: Paksha, end: Ends('tithi') },
      { description: 'The tithi at sunrise (udaya tithi)' },
    ),
    nakshatra: Type.Object(
      { id: Type.String({ examples: ['pushya'] }), end: Ends('nakshatra') },
      { description: 'The nakshatra at sunrise' },
    ),
    yoga: Type.Object({ id: Type.String({ examples: ['siddhi'] }), end: Ends('yoga') }, { description: 'The yoga at sunrise' }),
    lunar_month: Type.Object(
      {
        amanta: Type.String({ examples: ['kartika'] }),
        purnimanta: Type.String({ description: 'The purnimanta name of the same paksha', examples: ['margashirsha'] }),
        adhik: Type.Boolean(),
      },
      { description: 'The lunar month at sunrise' },
    ),
    samvat: Type.Object(
      { vikram: Type.Integer(), shaka: Type.Integer() },
      { description: 'Years beginning with Chaitra shukla pratipada' },
    ),
    festivals: Type.Array(Type.String(), { description: 'Ids of the festivals kept this day (GET /v1/calendar/festivals)' }),
    vrats: Type.Array(Type.String(), { description: 'Ids of the vrats kept this day (GET /v1/calendar/vrats)' }),
    sankranti: Type.Union([Type.String({ examples: ['capricorn'] }), Type.Null()], {
      description: 'The sign the Sun enters, when its sankranti is kept this day (GET /v1/calendar/sankrantis), else null',
    }),
    eclipses: Type.Array(
      Type.Object({
        body: literals(['solar', 'lunar'] as const),
        type: Type.String({ description: 'What the place sees, or the global type when not visible', examples: ['partial'] }),
        visible: Type.Boolean({ description: 'Seen at the place (GET /v1/eclipses)' }),
      }),
      { description: 'Eclipses whose greatest moment falls in this local day' },
    ),
    yogas: Type.Array(Type.String({ examples: ['ravi_yoga'] }), {
      description: 'Special yogas and Vinchudo whose spans touch the local day (GET /v1/calendar/yogas)',
    }),
    panchak: Type.Boolean({ description: 'A Panchak span touches the local day' }),
    bhadra: Type.Boolean({ description: 'A Bhadra span touches the local day' }),
  },
  { title: 'MonthGridDay', description: 'One local day, midnight to midnight; the limbs are those at its sunrise' },
);
type MonthGridDay = Static<typeof MonthGridDay>;

/** The label tables of the ids the grid's days carry, in the order of the day's fields. */
const LABEL_TABLES = [
  'tithi',
  'nakshatra',
  'yoga',
  'lunar_month',
  'festival',
  'vrat',
  'sankranti',
  'eclipse_kind',
  'eclipse_type',
  'day_yoga',
] as const;
type LabelTable = (typeof LABEL_TABLES)[number];

const IdLabels = (what: string) =>
  Type.Record(Type.String(), Type.String(), { description: `Display text in \`lang\` of each ${what} id of the days` });

const GridLabels = Type.Object(
  {
    tithi: IdLabels('tithi (`tithi.id`)'),
    nakshatra: IdLabels('nakshatra'),
    yoga: IdLabels('yoga (`yoga.id`)'),
    lunar_month: IdLabels('lunar month (amanta and purnimanta)'),
    festival: IdLabels('festival'),
    vrat: IdLabels('vrat'),
    sankranti: IdLabels('sankranti (the sign entered)'),
    eclipse_kind: IdLabels('eclipse body (`eclipses[].body`)'),
    eclipse_type: IdLabels('eclipse type'),
    day_yoga: IdLabels('special yoga (`yogas`)'),
  },
  {
    description:
      'The display text of every id the days carry, once for the whole answer, by table: `labels.festival.diwali` is ' +
      "Diwali's name in `lang` (Hindi दीपावली)",
    examples: [
      {
        tithi: { ashtami: 'Ashtami' },
        nakshatra: { pushya: 'Pushya' },
        yoga: { siddhi: 'Siddhi' },
        lunar_month: { kartika: 'Kartika' },
        festival: { diwali: 'Diwali' },
        vrat: {},
        sankranti: {},
        eclipse_kind: {},
        eclipse_type: {},
        day_yoga: { ravi_yoga: 'Ravi Yoga' },
      },
    ],
  },
);

export const CalendarMonthData = Type.Object(
  {
    year: Type.Integer(),
    month: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()], { description: 'null: the whole year' }),
    days: Type.Array(MonthGridDay, { minItems: 28, maxItems: 366 }),
    labels: GridLabels,
  },
  { title: 'CalendarMonth' },
);

export interface CalendarMonthTask extends QueryPlace {
  year: number;
  /** Absent: the whole year. */
  month?: number | undefined;
  lang: Lang;
  rising: Required<RisingChoice>;
}

/** One grid day as the API shows it. */
function present(g: GridDay, at: (jdUt: number) => string, maybe: (jdUt: number) => string | null): MonthGridDay {
  const t = tithiNames(g.tithi.index, 'en');
  return {
    date: g.day.iso,
    sunrise: at(g.day.sunriseJdUt),
    sunset: at(g.day.sunsetJdUt),
    moonrise: maybe(g.moonriseJdUt),
    tithi: { number: t.number, id: t.name, paksha: t.paksha, end: at(g.tithi.endJdUt) },
    nakshatra: { id: NAKSHATRAS[g.nakshatra.index]!.id, end: at(g.nakshatra.endJdUt) },
    yoga: { id: YOGAS[g.yoga.index]!.id, end: at(g.yoga.endJdUt) },
    lunar_month: { amanta: g.month.amanta, purnimanta: purnimantaNameOf(g.month, t.paksha), adhik: g.month.adhik },
    samvat: { vikram: g.vikramSamvat, shaka: g.shakaSamvat },
    festivals: g.festivalIds,
    vrats: g.vratIds,
    sankranti: g.sankrantiSignIndex === null ? null : SIGNS[g.sankrantiSignIndex]!.id,
    eclipses: g.eclipses.map((e) => ({ body: e.body, type: e.local?.type ?? e.type, visible: e.local !== null })),
    yogas: g.yogaIds,
    panchak: g.panchak,
    bhadra: g.bhadra,
  };
}

/**
 * The year contexts of the place-years this thread served last, newest last:
 * a calendar app asks for the months of one place-year one after another, and
 * each month reads the whole year's context (and its festival lists, kept with
 * it by the grid).
 */
const RECENT_CONTEXTS = 8;
const recentContexts = new Map<string, FestivalYearContext>();

function recentContext(task: CalendarMonthTask, place: Place, offset: OffsetMinutesAt): FestivalYearContext {
  const key = [task.year, task.latitudeDeg, task.longitudeDeg, task.timezone, task.rising.sunrise, task.rising.moonrise].join('|');
  let ctx = recentContexts.get(key);
  if (ctx !== undefined) recentContexts.delete(key);
  else ctx = festivalYearContext(task.year, place, offset, 'lat', task.rising);
  recentContexts.set(key, ctx);
  if (recentContexts.size > RECENT_CONTEXTS) recentContexts.delete(recentContexts.keys().next().value!);
  return ctx;
}

/** The grid of a task: its month, or its whole year. */
export function monthGridData(task: CalendarMonthTask): Static<typeof CalendarMonthData> {
  const offset = offsetMinutesAtZone(task.timezone);
  const place = { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg };
  const ctx = recentContext(task, place, offset);
  const firstOfMonth = task.month === undefined ? 1 : task.month;
  const from = ctx.firstDayIndex + (Date.UTC(task.year, firstOfMonth - 1, 1) - Date.UTC(task.year, 0, 1)) / 86_400_000;
  const count =
    task.month === undefined
      ? ctx.lastDayIndex - ctx.firstDayIndex + 1
      : (Date.UTC(task.year, task.month, 1) - Date.UTC(task.year, task.month - 1, 1)) / 86_400_000;
  const r = localRenderer(offset, 'minute');
  const grid = monthGrid(ctx, from, count, SERVED_FESTIVALS);
  const days = grid.map((g) => present(g, r.at, r.maybe));
  return { year: task.year, month: task.month ?? null, days, labels: gridLabels(grid, days, task.lang) };
}

/** The labels of the ids in `days` (presented from `grid`, day for day), by table; an id without a label id in the catalogues is a bug (thrown). */
function gridLabels(grid: readonly GridDay[], days: readonly MonthGridDay[], lang: Lang): Static<typeof GridLabels> {
  const labels = Object.fromEntries(LABEL_TABLES.map((t) => [t, {}])) as Record<LabelTable, Record<string, string>>;
  const add = (table: LabelTable, id: string, rowId = id): void => {
    labels[table][id] ??= idLabel(table, rowId, lang);
  };
  for (const [i, d] of days.entries()) {
    add('tithi', d.tithi.id);
    add('nakshatra', d.nakshatra.id);
    add('yoga', d.yoga.id);
    add('lunar_month', d.lunar_month.amanta);
    add('lunar_month', d.lunar_month.purnimanta);
    for (const id of d.festivals) add('festival', id);
    for (const id of d.vrats) add('vrat', id);
    // The field names the sign entered (`libra`); the sankranti's label id is by its Sanskrit name (`sankranti.tula`).
    const signIndex = grid[i]!.sankrantiSignIndex;
    if (signIndex !== null) add('sankranti', SIGNS[signIndex]!.id, SANKRANTI_NAMES[signIndex]!.id);
    for (const e of d.eclipses) {
      add('eclipse_kind', e.body);
      add('eclipse_type', e.type);
    }
    for (const id of d.yogas) add('day_yoga', id);
  }
  return labels;
}

export const calendarMonth = defineOperation({
  id: 'calendarMonth',
  method: 'GET',
  path: '/v1/calendar/month',
  credits: 2,
  keys: PUBLISHABLE,
  group: 'calendar',
  example: { year: 2026, month: 11, place_id: EXAMPLE_DAY.place_id },
  meta: [...RISING_META, ...PLACE_META],
  summary: 'Month grid',
  description:
    'One compact object per local day of a month (or of the year when `month` is absent) at a place: sunrise, sunset, moonrise; ' +
    'the tithi, nakshatra and yoga at sunrise with their end times; the lunar month and samvat; the ids of the festivals, vrats, ' +
    'sankranti, eclipses and special yogas of the day, and the Panchak and Bhadra flags. Each list agrees with its calendar ' +
    `operation. ${RISING_SENTENCES.sunrise} 400 on \`lat\` where the Sun does not rise and set on every day of the year.`,
  input: CalendarMonthQuery,
  output: CalendarMonthData,
  prepare(query, ctx): Prepared<CalendarMonthTask> {
    const place = resolveYearPlace(query, ctx, query.year);
    const { rising, meta } = risingOf(query);
    return withMeta({ year: query.year, month: query.month, ...place, lang: query.lang ?? DEFAULT_LANG, rising }, meta);
  },
  compute: (task: CalendarMonthTask) => ({ data: monthGridData(task) }),
});

export const calendarMonthBatch = yearBatchOperation({
  id: 'calendarMonthBatch',
  path: '/v1/calendar/month/batch',
  group: 'calendar',
  single: calendarMonth,
  input: yearBatchRequest(calendarMonth, 'CalendarMonthBatchRequest'),
  output: yearBatchData(calendarMonth, 'CalendarMonthBatch'),
  example: { places: [{ place_id: EXAMPLE_DAY.place_id }, { lat: 19.076, lon: 72.8777 }], from_year: 2026, month: 11 },
  summary: 'Month grids of many places and years',
  description:
    'The month grid (`month`) or the year grid of each year from_year..to_year at each place, each place-year exactly as ' +
    'GET /v1/calendar/month answers it. 2 credits per place-year (error lines are free). With `Accept: application/x-ndjson` ' +
    'one line per place-year as it is computed, each with the `cursor` that resumes after it.',
});
