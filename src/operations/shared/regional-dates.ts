/**
 * The regional solar dates as the panchang (day, range, batch) and GET
 * /v1/calendar/convert present them: per calendar the month (id, label, number
 * in its year), the day of the month, the era and year and the month's first
 * day; the pravishte (docs/calendar.md, "Regional calendars").
 */
import { Type, type Static } from '@sinclair/typebox';
import { label, type Lang, type Term } from '../../core/glossary.ts';
import { BENGALI_MONTHS, MALAYALAM_MONTHS, ODIA_MONTHS, TAMIL_MONTHS } from '../../core/regional-months.ts';
import { isoDate } from '../../domain/panchang/index.ts';
import { SOLAR_ERA_IDS, type RegionalDay, type SolarCalendarId, type SolarDate } from '../../domain/regional-calendars/index.ts';
import { DateString, literals } from '../schemas.ts';

/** Month names by calendar, month 1 first. */
export const REGIONAL_MONTHS: Record<SolarCalendarId, readonly Term[]> = {
  tamil: TAMIL_MONTHS,
  malayalam: MALAYALAM_MONTHS,
  bengali: BENGALI_MONTHS,
  odia: ODIA_MONTHS,
};

const SolarDateData = (calendar: string, monthExample: string, era: string, yearExample: number, rule: string) =>
  Type.Object(
    {
      month: Type.String({ description: 'Month id (English, whatever lang)', examples: [monthExample] }),
      month_label: Type.String({ description: 'Month name in lang' }),
      month_number: Type.Integer({ minimum: 1, maximum: 12, description: `Month of the ${calendar} year, 1 = its first month` }),
      day: Type.Integer({ minimum: 1, maximum: 32, description: 'Day of the month, 1 on its first day' }),
      era: literals(SOLAR_ERA_IDS),
      year: Type.Integer({ description: `Year in the ${era} era`, examples: [yearExample] }),
      month_start: DateString,
    },
    { description: `The ${calendar} solar date: a month begins on ${rule}` },
  );

export const RegionalDatesData = Type.Object(
  {
    tamil: SolarDateData(
      'Tamil',
      'karthigai',
      'Shaka (solar, from Chithirai)',
      1948,
      'the day of its sankranti when before sunset, else the next day',
    ),
    malayalam: SolarDateData(
      'Malayalam',
      'vrishchikam',
      'Kollam',
      1202,
      'the day of its sankranti when before three fifths of the daytime, else the next day',
    ),
    bengali: SolarDateData('Bengali', 'ogrohaeon', 'Bangabda', 1433, 'the day after its sankranti (after midnight: the tithi rule)'),
    odia: SolarDateData(
      'Odia',
      'margashirsha',
      'Shaka (solar, from Baisakha)',
      1948,
      'the day of its sankranti when before 22:20 on the clock, else the next day',
    ),
    pravishte: Type.Integer({
      minimum: 1,
      maximum: 32,
      description:
        'Day of the solar month as North Indian almanacs count it (gate): 1 on the day of the sankranti, the next day for one after the middle of the night',
    }),
  },
  { description: 'The regional solar calendars (docs/calendar.md, "Regional calendars")' },
);

function solarDateData(calendar: SolarCalendarId, date: SolarDate, lang: Lang) {
  const month = REGIONAL_MONTHS[calendar][date.monthNumber - 1]!;
  return {
    month: month.id,
    month_label: label(month, lang),
    month_number: date.monthNumber,
    day: date.day,
    era: date.era,
    year: date.year,
    month_start: isoDate(date.monthStart),
  };
}

export function regionalDatesData(day: RegionalDay, lang: Lang): Static<typeof RegionalDatesData> {
  return {
    tamil: solarDateData('tamil', day.calendars.tamil, lang),
    malayalam: solarDateData('malayalam', day.calendars.malayalam, lang),
    bengali: solarDateData('bengali', day.calendars.bengali, lang),
    odia: solarDateData('odia', day.calendars.odia, lang),
    pravishte: day.pravishte,
  };
}

/** The `regional` switch of the panchang's day, range and batch. */
export const RegionalSwitch = Type.Boolean({
  default: false,
  description: 'Add `regional`: the Tamil, Malayalam, Bengali and Odia solar dates and the pravishte of each day',
});
