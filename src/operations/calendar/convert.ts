/**
 * GET /v1/calendar/convert: a Gregorian date to every calendar the service
 * knows (the amanta and purnimanta lunar month and tithi, the Vikram, Shaka,
 * Gujarati Vikram and Kali years, the Tamil, Malayalam, Bengali and Odia
 * solar dates, the pravishte, and the Julian day, Rata Die and Kali ahargana
 * day counts), or a regional solar date back to the Gregorian date and the
 * same (docs/calendar.md, "Regional calendars").
 */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_FESTIVAL_PLACE, DEFAULT_LANG, FIRST_YEAR, LAST_YEAR } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import { label, SAMVATSARAS, type Lang } from '../../core/glossary.ts';
import { isoDate, panchangOf } from '../../domain/panchang/index.ts';
import {
  gregorianOfRegional,
  gregorianYearOf,
  gujaratiVikramOf,
  kaliYearOf,
  regionalDays,
  signIndexOfMonth,
  SOLAR_CALENDAR_IDS,
  SOLAR_CALENDARS,
  type SolarCalendarId,
} from '../../domain/regional-calendars/index.ts';
import { jdUtFromCalendar, offsetMinutesAtZone } from '../../time/index.ts';
import { defineOperation, PUBLISHABLE, type Prepared } from '../define.ts';
import { EXAMPLE_DAY } from '../examples.ts';
import { DateString, literals, PLACE_META } from '../schemas.ts';
import { checkDay, civilDate } from '../shared/days.ts';
import { lunarMonthFields } from '../shared/lunar-month.ts';
import { hasQueryPlace, LangQuery, QueryPlaceFields, resolveQueryPlace, type QueryPlace } from '../shared/place-day.ts';
import { RegionalDatesData, regionalDatesData } from '../shared/regional-dates.ts';
import { TithiNameFields, tithiNames } from '../shared/tithi-names.ts';

export const ConvertQuery = Type.Object(
  {
    date: Type.Optional(DateString),
    calendar: Type.Optional(literals(SOLAR_CALENDAR_IDS, undefined, 'The regional calendar of a date to convert back')),
    year: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 9999,
        description: 'With calendar: the year in its era (Shaka for tamil and odia, Kollam for malayalam, Bangabda for bengali)',
        examples: [1948],
      }),
    ),
    month: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 12, description: "With calendar: the month, 1 = the calendar's first month", examples: [8] }),
    ),
    day: Type.Optional(Type.Integer({ minimum: 1, maximum: 32, description: 'With calendar: the day of the month', examples: [1] })),
    ...QueryPlaceFields,
    lang: Type.Optional(LangQuery),
  },
  {
    additionalProperties: false,
    title: 'ConvertQuery',
    description: 'date, or calendar, year, month and day; lat and lon, place_id or place, or none for New Delhi; lang',
  },
);
export type ConvertQuery = Static<typeof ConvertQuery>;

export const ConvertData = Type.Object(
  {
    date: DateString,
    from: Type.Union(
      [
        Type.Object({
          calendar: literals(SOLAR_CALENDAR_IDS),
          year: Type.Integer(),
          month: Type.Integer({ minimum: 1, maximum: 12 }),
          day: Type.Integer({ minimum: 1, maximum: 32 }),
          month_days: Type.Integer({ minimum: 29, maximum: 32, description: "The month's length that year" }),
        }),
        Type.Null(),
      ],
      { description: 'The regional date converted back, or null for a Gregorian date' },
    ),
    day_counts: Type.Object(
      {
        julian_day: Type.Number({ description: 'Julian day at 00:00 UT of the date', examples: [2461352.5] }),
        rata_die: Type.Integer({ description: 'Days from 1 January of year 1 (proleptic Gregorian), that day 1', examples: [739928] }),
        kali_ahargana: Type.Integer({
          description: 'Days elapsed since the Kali yuga epoch (18 February 3102 BCE, Julian)',
          examples: [1872887],
        }),
      },
      { description: 'Day counts of the date (independent of the place)' },
    ),
    lunar: Type.Object(
      {
        amanta: Type.String(),
        amanta_label: Type.String(),
        purnimanta: Type.String(),
        purnimanta_label: Type.String(),
        adhik: Type.Boolean(),
        tithi: Type.Object(TithiNameFields),
      },
      { description: 'The lunar month and tithi at local noon, as GET /v1/panchang reads them' },
    ),
    samvat: Type.Object({
      vikram: Type.Integer({ description: 'Vikram samvat from Chaitra shukla pratipada', examples: [2083] }),
      shaka: Type.Integer({ examples: [1948] }),
      gujarati_vikram: Type.Integer({ description: 'Vikram samvat from Kartika shukla pratipada', examples: [2083] }),
      kali: Type.Integer({ description: 'Kali yuga year: Shaka + 3179', examples: [5127] }),
      samvatsara: Type.String({ examples: ['parabhava'] }),
      samvatsara_label: Type.String(),
    }),
    regional: RegionalDatesData,
  },
  { title: 'CalendarConvert' },
);
type ConvertData = Static<typeof ConvertData>;

export interface ConvertTask extends QueryPlace {
  lang: Lang;
  /** The Gregorian date, or the regional date to convert back. */
  date?: string;
  regional?: { calendar: SolarCalendarId; year: number; monthNumber: number; day: number };
}

/** JD of 0h UT minus these: the Rata Die (day 1 = 1 January 1 CE) and the Kali ahargana (Drik Panchang's counts). */
const RATA_DIE_EPOCH_JD = 1_721_424.5;
const KALI_EPOCH_JD = 588_465.5;
const REGIONAL_FIELDS = ['calendar', 'year', 'month', 'day'] as const;

/** The regional date of a query (all four fields, or 400 on the first missing), or undefined with `date`. */
function regionalOf(query: ConvertQuery): ConvertTask['regional'] {
  const given = REGIONAL_FIELDS.filter((f) => query[f] !== undefined);
  if (query.date !== undefined) {
    if (given.length > 0)
      throw errors.invalidParameterMessage(
        given[0]!,
        `Expected either date or calendar, year, month and day but received both date and ${given[0]}`,
      );
    return undefined;
  }
  const missing = REGIONAL_FIELDS.find((f) => query[f] === undefined);
  if (missing !== undefined)
    throw errors.invalidParameterMessage(
      given.length === 0 ? 'date' : missing,
      `Expected date, or calendar, year, month and day, but received no ${missing}`,
    );
  const def = SOLAR_CALENDARS[query.calendar!];
  const gregorianYear = gregorianYearOf(def, signIndexOfMonth(def, query.month!), query.year!);
  if (gregorianYear < FIRST_YEAR || gregorianYear > LAST_YEAR) {
    throw errors.invalidParameterMessage(
      'year',
      `Expected a ${query.calendar} year whose month ${query.month} begins in ${FIRST_YEAR}..${LAST_YEAR} but received ${query.year} (${gregorianYear})`,
    );
  }
  return { calendar: query.calendar!, year: query.year!, monthNumber: query.month!, day: query.day! };
}

export const calendarConvert = defineOperation({
  id: 'calendarConvert',
  method: 'GET',
  path: '/v1/calendar/convert',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'calendar',
  example: { date: EXAMPLE_DAY.date, place_id: EXAMPLE_DAY.place_id },
  meta: [...PLACE_META],
  summary: 'Convert a date between calendars',
  description:
    'A Gregorian date (the offered dates, 1800..2399; checked against Drik Panchang 1900..2050) to every calendar the service knows: the lunar month (amanta, purnimanta, adhik) and tithi at ' +
    'local noon; the Vikram, Shaka, Gujarati (Kartikadi) Vikram and Kali years and the samvatsara; the Tamil, Malayalam (Kollam ' +
    'era), Bengali (Bangabda) and Odia solar dates and the pravishte; the Julian day, Rata Die and Kali ahargana. Or, with ' +
    '`calendar`, `year`, `month` and `day` instead of `date`, a regional solar date back to its Gregorian date and the same. ' +
    'The regional dates depend on the place (New Delhi by default): each region begins a month by its own rule. 400 on `day` ' +
    "past the month's length, on `lat` where the Sun does not rise and set as a rule needs.",
  input: ConvertQuery,
  output: ConvertData,
  prepare(query, ctx): Prepared<ConvertTask> {
    const regional = regionalOf(query);
    if (query.date !== undefined) checkDay('date', query.date);
    const where = hasQueryPlace(query) ? query : { lat: DEFAULT_FESTIVAL_PLACE.latitudeDeg, lon: DEFAULT_FESTIVAL_PLACE.longitudeDeg };
    const zoneDate =
      query.date ??
      `${gregorianYearOf(SOLAR_CALENDARS[regional!.calendar], signIndexOfMonth(SOLAR_CALENDARS[regional!.calendar], regional!.monthNumber), regional!.year)}-07-01`;
    const place = resolveQueryPlace(where, ctx, zoneDate);
    const base = { ...place, lang: query.lang ?? DEFAULT_LANG };
    return { task: query.date !== undefined ? { ...base, date: query.date } : { ...base, regional: regional! }, meta: {} };
  },
  compute(task: ConvertTask) {
    const offset = offsetMinutesAtZone(task.timezone);
    const place = { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg };
    let from: ConvertData['from'] = null;
    let date = task.date === undefined ? undefined : civilDate(task.date);
    if (task.regional !== undefined) {
      const back = gregorianOfRegional(task.regional, place, offset);
      date = back.date;
      from = {
        calendar: task.regional.calendar,
        year: task.regional.year,
        month: task.regional.monthNumber,
        day: task.regional.day,
        month_days: back.monthDays,
      };
    }
    const day = panchangOf(date!, place, offset);
    const solar = regionalDays(date!, 1, place, offset)[0]!;
    const jd0 = jdUtFromCalendar(date!.year, date!.month, date!.day);
    const samvatsara = SAMVATSARAS[day.samvatsaraIndex]!;
    const lunar = lunarMonthFields(day.month, day.tithi.index, task.lang);
    const data: ConvertData = {
      date: isoDate(date!),
      from,
      day_counts: { julian_day: jd0, rata_die: Math.round(jd0 - RATA_DIE_EPOCH_JD), kali_ahargana: Math.round(jd0 - KALI_EPOCH_JD) },
      lunar: {
        amanta: lunar.amanta,
        amanta_label: lunar.amanta_label,
        purnimanta: lunar.purnimanta,
        purnimanta_label: lunar.purnimanta_label,
        adhik: lunar.adhik,
        tithi: tithiNames(day.tithi.index, task.lang),
      },
      samvat: {
        vikram: day.vikramSamvat,
        shaka: day.shakaSamvat,
        gujarati_vikram: gujaratiVikramOf(day.vikramSamvat, day.month.amanta),
        kali: kaliYearOf(day.shakaSamvat),
        samvatsara: samvatsara.id,
        samvatsara_label: label(samvatsara, task.lang),
      },
      regional: regionalDatesData(solar, task.lang),
    };
    return { data };
  },
});
