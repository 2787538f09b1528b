/**
 * Hindu-date search: a lunar date, a nakshatra in a solar month or a
 * sankranti to its Gregorian days at a place, by the udaya rule or a kala;
 * and the Hindu date of a moment, which the anniversaries (tithi and
 * nakshatra birthdays, shraddha) search for in later years. Reads the
 * festivals' year context. Other groups import only from here.
 */
export { dayOfSpan, HINDU_DATE_RULES, KALA_DIVISIONS, type HinduDateRule, type RuledDay } from './rules.ts';
export {
  findLunarDate,
  monthNameIn,
  tithiIndexOf,
  MONTH_SYSTEMS,
  type LunarDate,
  type LunarDateFound,
  type MonthSystem,
} from './lunar-date.ts';
export { findSolarNakshatra, type SolarNakshatra, type SolarNakshatraFound } from './solar-nakshatra.ts';
export { findSankrantiDate, type SankrantiDateFound } from './sankranti.ts';
export { hinduDateAt, type MomentDate } from './moment-date.ts';
