/**
 * POST /v1/calendar/anniversaries: the Hindu anniversaries of a moment for the
 * coming years: of a birth, the tithi birthday (its tithi in its lunar month)
 * and the nakshatra birthday (its nakshatra in its solar month); of a death,
 * the shraddha (its tithi in its lunar month, kept at aparahna). Kept at the
 * moment's own place (docs/calendar.md, "Anniversaries").
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  DEFAULT_ANNIVERSARY_YEARS,
  DEFAULT_HINDU_DATE_RULE,
  DEFAULT_LANG,
  DEFAULT_NAKSHATRA_SOLAR_CALENDAR,
  DEFAULT_SHRADDHA_RULE,
  YEAR_FIELD_LAST,
} from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import { label, NAKSHATRAS, pakshaOf, tithiTerm, type Lang } from '../../core/glossary.ts';
import { festivalYearContext, type FestivalYearContext, type SankrantiDayRule } from '../../domain/festivals/index.ts';
import {
  findLunarDate,
  findSolarNakshatra,
  hinduDateAt,
  monthNameIn,
  type HinduDateRule,
  type MomentDate,
} from '../../domain/hindu-date/index.ts';
import { offsetMinutesAtZone } from '../../time/index.ts';
import { defineOperation, SECRET, type Prepared } from '../define.ts';
import { Birth, literals, PLACE_META } from '../schemas.ts';
import { localRenderer } from '../shared/local-render.ts';
import { LangQuery } from '../shared/place-day.ts';
import { Paksha } from '../shared/tithi-names.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import {
  FoundDate,
  MAX_SEARCH_YEARS,
  presentLunar,
  presentNakshatra,
  RuleField,
  SIGN_IDS,
  SolarCalendarField,
  yearCredits,
  YearField,
  yearsOf,
} from './hindu-dates.ts';

export const AnniversariesRequest = Type.Object(
  {
    event: Type.Optional(literals(['birth', 'death'] as const, 'birth', 'birth: the tithi and nakshatra birthdays; death: the shraddha')),
    birth: Birth,
    from_year: Type.Optional(YearField('First Gregorian year (default: the current year, UTC)')),
    years: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_SEARCH_YEARS,
        default: DEFAULT_ANNIVERSARY_YEARS,
        description: 'How many years from from_year',
      }),
    ),
    rule: Type.Optional(RuleField),
    solar_calendar: Type.Optional(SolarCalendarField),
    lang: Type.Optional(LangQuery),
  },
  { additionalProperties: false, title: 'AnniversariesRequest' },
);
export type AnniversariesRequest = Static<typeof AnniversariesRequest>;

const LunarDateOf = Type.Object(
  {
    tithi: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 30 }), id: Type.String(), label: Type.String(), paksha: Paksha }),
    month: Type.Object({ amanta: Type.String(), purnimanta: Type.String(), adhik: Type.Boolean() }),
  },
  { description: 'The tithi at the moment and the lunar month it falls in' },
);

export const AnniversariesData = Type.Object(
  {
    event: literals(['birth', 'death'] as const),
    lunar_date: LunarDateOf,
    nakshatra: Type.Object({ id: Type.String(), label: Type.String() }, { description: 'The nakshatra at the moment' }),
    solar_month: literals(SIGN_IDS, undefined, 'The sign the Sun is in at the moment'),
    tithi_birthdays: Type.Optional(
      Type.Array(FoundDate, { description: 'event=birth: the tithi of birth in its (nija) lunar month, each year' }),
    ),
    nakshatra_birthdays: Type.Optional(
      Type.Array(FoundDate, {
        description: 'event=birth: the nakshatra of birth in its solar month, each year (two where it comes twice)',
      }),
    ),
    shraddha: Type.Optional(
      Type.Array(FoundDate, { description: 'event=death: the tithi of death in its (nija) lunar month, at aparahna, each year' }),
    ),
  },
  { title: 'Anniversaries' },
);
type AnniversariesData = Static<typeof AnniversariesData>;

export interface AnniversariesTask {
  event: 'birth' | 'death';
  jdUt: number;
  birthYear: number;
  latitudeDeg: number;
  longitudeDeg: number;
  timezone: string;
  years: number[];
  rule: HinduDateRule;
  solarCalendar: SankrantiDayRule;
  lang: Lang;
}

function lunarDateOf(date: MomentDate, lang: Lang): Static<typeof LunarDateOf> {
  const term = tithiTerm(date.tithiIndex);
  const paksha = pakshaOf(date.tithiIndex).id;
  return {
    tithi: { number: date.tithiIndex + 1, id: term.id, label: label(term, lang), paksha },
    month: { amanta: date.month.amanta, purnimanta: monthNameIn('purnimanta', date.month, paksha), adhik: date.month.adhik },
  };
}

export const calendarAnniversaries = defineOperation({
  id: 'calendarAnniversaries',
  method: 'POST',
  path: '/v1/calendar/anniversaries',
  credits: 1,
  keys: SECRET,
  group: 'calendar',
  example: { birth: EXAMPLE_BIRTH, from_year: 2026, years: 3 },
  meta: [...PLACE_META],
  summary: 'Hindu anniversaries',
  description:
    'From a birth: the tithi birthday (the tithi of birth in its lunar month, by `rule`, udaya by default) and the nakshatra ' +
    'birthday (the nakshatra of birth in its solar month, by `solar_calendar`, Tamil by default); from a death: the shraddha ' +
    '(the tithi of death in its lunar month, on the day it prevails at aparahna). A moment in an adhik month is kept in the ' +
    'nija month of the same name. For `years` years (at most 10) from `from_year`, at the place of the moment; one credit a year. ' +
    '`birth.time` is required.',
  input: AnniversariesRequest,
  output: AnniversariesData,
  // One a year searched: the years from from_year, cut at the last year served.
  creditsOf: (body) => {
    const count = body.years ?? DEFAULT_ANNIVERSARY_YEARS;
    return body.from_year === undefined
      ? yearCredits(1, count)
      : yearCredits(body.from_year, Math.min(YEAR_FIELD_LAST, body.from_year + count - 1));
  },
  async prepare(body, ctx): Promise<Prepared<AnniversariesTask>> {
    if (body.birth.time === undefined || body.birth.time_accuracy === 'unknown') {
      throw errors.invalidParameterMessage('birth.time', 'birth.time is required: the tithi and nakshatra change during the day');
    }
    const year = Number(body.birth.date.slice(0, 4));
    const from = body.from_year ?? new Date(ctx.now()).getUTCFullYear();
    const count = body.years ?? DEFAULT_ANNIVERSARY_YEARS;
    const years = yearsOf(from, Math.min(YEAR_FIELD_LAST, from + count - 1), 'years');
    const resolved = await ctx.resolveBirth(body.birth, 'birth');
    const event = body.event ?? 'birth';
    if (event === 'death' && body.solar_calendar !== undefined) {
      throw errors.invalidParameterMessage('solar_calendar', 'solar_calendar is not taken with event=death (no nakshatra anniversary)');
    }
    return {
      task: {
        event,
        jdUt: resolved.moment.jdUt,
        birthYear: year,
        latitudeDeg: resolved.moment.latitudeDeg,
        longitudeDeg: resolved.moment.longitudeDeg,
        timezone: resolved.moment.timezoneName,
        years,
        rule: body.rule ?? (event === 'death' ? DEFAULT_SHRADDHA_RULE : DEFAULT_HINDU_DATE_RULE),
        solarCalendar: body.solar_calendar ?? DEFAULT_NAKSHATRA_SOLAR_CALENDAR,
        lang: body.lang ?? DEFAULT_LANG,
      },
    };
  },
  compute(task: AnniversariesTask) {
    const offset = offsetMinutesAtZone(task.timezone);
    const place = { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg };
    const contexts = new Map<number, FestivalYearContext>();
    const contextOf = (year: number) => {
      let c = contexts.get(year);
      if (c === undefined) contexts.set(year, (c = festivalYearContext(year, place, offset, 'birth.place')));
      return c;
    };
    const at = hinduDateAt(contextOf(task.birthYear), task.jdUt);
    const r = localRenderer(offset, 'minute');
    const paksha = pakshaOf(at.tithiIndex).id;
    const lunar = {
      system: 'amanta' as const,
      month: at.month.amanta,
      paksha,
      tithiInPaksha: (at.tithiIndex % 15) + 1,
      adhik: false,
    };
    const nakshatraTerm = NAKSHATRAS[at.nakshatraIndex]!;
    const data: AnniversariesData = {
      event: task.event,
      lunar_date: lunarDateOf(at, task.lang),
      nakshatra: { id: nakshatraTerm.id, label: label(nakshatraTerm, task.lang) },
      solar_month: SIGN_IDS[at.sunSignIndex]!,
    };
    const lunarDays: AnniversariesData['shraddha'] = [];
    const nakshatraDays: AnniversariesData['shraddha'] = [];
    for (const year of task.years) {
      const ctx = contextOf(year);
      for (const f of findLunarDate(ctx, lunar, task.rule)) {
        // The anniversary is a later one: never the moment's own day or earlier.
        if (f.tithi.startJdUt > task.jdUt) lunarDays.push(presentLunar(year, f, task.rule, r, task.lang));
      }
      if (task.event === 'birth') {
        const q = { nakshatraIndex: at.nakshatraIndex, signIndex: at.sunSignIndex, calendar: task.solarCalendar };
        for (const f of findSolarNakshatra(ctx, q, task.rule)) {
          if (f.nakshatra.startJdUt > task.jdUt) nakshatraDays.push(presentNakshatra(year, f, task.rule, r, task.lang));
        }
      }
    }
    if (task.event === 'birth') {
      data.tithi_birthdays = lunarDays;
      data.nakshatra_birthdays = nakshatraDays;
    } else {
      data.shraddha = lunarDays;
    }
    return { data };
  },
});
