/**
 * GET /v1/calendar/find: a Hindu date (a lunar date, a nakshatra in a solar
 * month, or a sankranti) to its Gregorian days over a range of years at a
 * place, each with the rule that chose it (docs/calendar.md, "Find a Hindu date").
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  DEFAULT_HINDU_DATE_RULE,
  DEFAULT_LANG,
  DEFAULT_MONTH_SYSTEM,
  DEFAULT_NAKSHATRA_SOLAR_CALENDAR,
  DEFAULT_SANKRANTI_DAY_RULE,
} from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import { LUNAR_MONTH_IDS, type Lang, type LunarMonthId, type PakshaName } from '../../core/glossary.ts';
import { festivalYearContext, type SankrantiDayRule } from '../../domain/festivals/index.ts';
import {
  findLunarDate,
  findSankrantiDate,
  findSolarNakshatra,
  type HinduDateRule,
  type MonthSystem,
} from '../../domain/hindu-date/index.ts';
import type { RisingChoice } from '../../domain/panchang/index.ts';
import { offsetMinutesAtZone } from '../../time/index.ts';
import { RISING_SENTENCES } from '../conventions.ts';
import { defineOperation, PUBLISHABLE, type Prepared } from '../define.ts';
import { literals, PLACE_META } from '../schemas.ts';
import { localRenderer } from '../shared/local-render.ts';
import { LangQuery, QueryPlaceFields, resolveYearPlace, risingOf, SunriseField, withMeta, type QueryPlace } from '../shared/place-day.ts';
import { Paksha } from '../shared/tithi-names.ts';
import {
  FoundDate,
  MonthSystemField,
  NAKSHATRA_IDS,
  presentLunar,
  presentNakshatra,
  presentSankranti,
  RuleField,
  SIGN_IDS,
  SolarCalendarField,
  yearCredits,
  YearField,
  yearsOf,
} from './hindu-dates.ts';

export const FIND_KINDS = ['lunar', 'nakshatra', 'sankranti'] as const;

export const FindQuery = Type.Object(
  {
    kind: literals(FIND_KINDS, undefined, 'lunar: month, paksha, tithi; nakshatra: nakshatra and solar_month; sankranti: sankranti'),
    from_year: YearField('First Gregorian year searched'),
    to_year: Type.Optional(YearField('Last Gregorian year searched (default from_year; at most 10 years)')),
    month: Type.Optional(literals(LUNAR_MONTH_IDS, undefined, 'kind=lunar: the lunar month, named in month_system')),
    paksha: Type.Optional(Paksha),
    tithi: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 15,
        description: 'kind=lunar: the tithi within the paksha, 1..15 (15: Purnima, or Amavasya in krishna)',
      }),
    ),
    month_system: Type.Optional(MonthSystemField),
    adhik: Type.Optional(Type.Boolean({ default: false, description: 'kind=lunar: true for the adhik (intercalary) month of that name' })),
    nakshatra: Type.Optional(literals(NAKSHATRA_IDS, undefined, 'kind=nakshatra: the nakshatra')),
    solar_month: Type.Optional(literals(SIGN_IDS, undefined, 'kind=nakshatra: the solar month, by the sign the Sun is in')),
    sankranti: Type.Optional(literals(SIGN_IDS, undefined, 'kind=sankranti: the sign the Sun enters')),
    rule: Type.Optional(RuleField),
    solar_calendar: Type.Optional(SolarCalendarField),
    ...QueryPlaceFields,
    lang: Type.Optional(LangQuery),
    ...SunriseField,
  },
  {
    additionalProperties: false,
    title: 'FindQuery',
    description:
      'kind and its fields; from_year, to_year; rule; lat and lon, place_id or place (default New Delhi); lang; sunrise convention',
  },
);
export type FindQuery = Static<typeof FindQuery>;

export const FindData = Type.Object(
  {
    kind: literals(FIND_KINDS),
    from_year: Type.Integer(),
    to_year: Type.Integer(),
    dates: Type.Array(FoundDate, { description: 'Every day found, in order; a year may have none (an adhik month) or two' }),
  },
  { title: 'HinduDateSearch' },
);
type FindData = Static<typeof FindData>;

type Target =
  | {
      kind: 'lunar';
      system: MonthSystem;
      month: LunarMonthId;
      paksha: PakshaName;
      tithiInPaksha: number;
      adhik: boolean;
      rule: HinduDateRule;
    }
  | { kind: 'nakshatra'; nakshatraIndex: number; signIndex: number; calendar: SankrantiDayRule; rule: HinduDateRule }
  | { kind: 'sankranti'; signIndex: number; calendar: SankrantiDayRule };

export interface FindTask extends QueryPlace {
  years: number[];
  target: Target;
  lang: Lang;
  rising?: RisingChoice | undefined;
}

function required<T>(value: T | undefined, param: string, kind: string, expected: string): T {
  if (value === undefined) throw errors.invalidParameterMessage(param, `${param} is required with kind=${kind}: ${expected}`);
  return value;
}

/** The fields of other kinds are refused, so a request never silently ignores what it asked. */
function refuseOthers(query: FindQuery, allowed: readonly (keyof FindQuery)[]): void {
  const kindFields: (keyof FindQuery)[] = [
    'month',
    'paksha',
    'tithi',
    'month_system',
    'adhik',
    'nakshatra',
    'solar_month',
    'sankranti',
    'rule',
  ];
  for (const f of kindFields) {
    if (query[f] !== undefined && !allowed.includes(f))
      throw errors.invalidParameterMessage(f, `${f} is not taken with kind=${query.kind}`);
  }
}

function targetOf(query: FindQuery): Target {
  if (query.kind === 'lunar') {
    refuseOthers(query, ['month', 'paksha', 'tithi', 'month_system', 'adhik', 'rule']);
    if (query.solar_calendar !== undefined)
      throw errors.invalidParameterMessage('solar_calendar', 'solar_calendar is not taken with kind=lunar');
    return {
      kind: 'lunar',
      system: query.month_system ?? DEFAULT_MONTH_SYSTEM,
      month: required(query.month, 'month', 'lunar', 'a lunar month id such as kartika'),
      paksha: required(query.paksha, 'paksha', 'lunar', 'shukla or krishna'),
      tithiInPaksha: required(query.tithi, 'tithi', 'lunar', '1..15 within the paksha'),
      adhik: query.adhik ?? false,
      rule: query.rule ?? DEFAULT_HINDU_DATE_RULE,
    };
  }
  if (query.kind === 'nakshatra') {
    refuseOthers(query, ['nakshatra', 'solar_month', 'rule']);
    return {
      kind: 'nakshatra',
      nakshatraIndex: NAKSHATRA_IDS.indexOf(required(query.nakshatra, 'nakshatra', 'nakshatra', 'a nakshatra id such as shravana')),
      signIndex: SIGN_IDS.indexOf(required(query.solar_month, 'solar_month', 'nakshatra', 'a sign id such as simha')),
      calendar: query.solar_calendar ?? DEFAULT_NAKSHATRA_SOLAR_CALENDAR,
      rule: query.rule ?? DEFAULT_HINDU_DATE_RULE,
    };
  }
  refuseOthers(query, ['sankranti']);
  return {
    kind: 'sankranti',
    signIndex: SIGN_IDS.indexOf(required(query.sankranti, 'sankranti', 'sankranti', 'a sign id such as makara')),
    calendar: query.solar_calendar ?? DEFAULT_SANKRANTI_DAY_RULE,
  };
}

export const calendarFind = defineOperation({
  id: 'calendarFind',
  method: 'GET',
  path: '/v1/calendar/find',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'calendar',
  example: { kind: 'lunar', month: 'kartika', paksha: 'shukla', tithi: 11, from_year: 2026, to_year: 2028 },
  meta: ['sunrise', ...PLACE_META],
  summary: 'Find a Hindu date',
  description:
    'The Gregorian days of a Hindu date over a range of years (at most 10) at a place (New Delhi by default): a lunar date ' +
    '(month in the amanta or purnimanta reckoning, paksha, tithi; the nija month unless `adhik`), a nakshatra in a solar month, ' +
    'or a sankranti. Each day comes with the rule that chose it: `udaya` (the day whose sunrise the tithi or nakshatra covers) ' +
    "by default, or a kala (`madhyahna`, `aparahna`, ...); a sankranti's day by the region's rule (`solar_calendar`, Dharma " +
    `Sindhu by default). One credit a year. ${RISING_SENTENCES.sunrise} ` +
    '400 on `lat` where the Sun does not rise and set on every day of a year.',
  input: FindQuery,
  output: FindData,
  creditsOf: (query) => yearCredits(query.from_year, query.to_year ?? query.from_year),
  prepare(query, ctx): Prepared<FindTask> {
    const years = yearsOf(query.from_year, query.to_year ?? query.from_year, 'to_year');
    const target = targetOf(query);
    const place = resolveYearPlace(query, ctx, query.from_year);
    const { rising, meta } = risingOf({ sunrise: query.sunrise });
    return withMeta({ years, target, ...place, lang: query.lang ?? DEFAULT_LANG, rising: { sunrise: rising.sunrise } }, meta);
  },
  compute(task: FindTask) {
    const offset = offsetMinutesAtZone(task.timezone);
    const place = { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg };
    const r = localRenderer(offset, 'minute');
    const t = task.target;
    const dates: FindData['dates'] = [];
    for (const year of task.years) {
      const ctx = festivalYearContext(year, place, offset, 'lat', task.rising);
      if (t.kind === 'lunar') {
        for (const f of findLunarDate(ctx, t, t.rule)) dates.push(presentLunar(year, f, t.rule, r, task.lang));
      } else if (t.kind === 'nakshatra') {
        for (const f of findSolarNakshatra(ctx, t, t.rule)) dates.push(presentNakshatra(year, f, t.rule, r, task.lang));
      } else {
        for (const f of findSankrantiDate(ctx, t.signIndex, t.calendar)) dates.push(presentSankranti(year, f, t.calendar, r));
      }
    }
    return {
      data: { kind: t.kind, from_year: task.years[0]!, to_year: task.years[task.years.length - 1]!, dates },
    };
  },
});
