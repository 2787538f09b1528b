/**
 * Regional solar calendars (Tamil, Malayalam, Bengali, Odia), the pravishte
 * and the eras that follow from the lunar year. Pure: dates, a place and a
 * UTC-offset function in. Other groups import only from here.
 */
export {
  eraYearOf,
  gregorianYearOf,
  monthNumberOf,
  signIndexOfMonth,
  SOLAR_CALENDAR_IDS,
  SOLAR_CALENDARS,
  SOLAR_ERA_IDS,
  type SolarCalendarDef,
  type SolarCalendarId,
  type SolarEraId,
} from './calendars.ts';
export { gujaratiVikramOf, kaliYearOf, KALI_MINUS_SHAKA_YEARS } from './eras.ts';
export { gregorianOfRegional, type RegionalDateInput } from './gregorian.ts';
export { civilDateAt, regionalDays, type RegionalDay, type SolarDate } from './solar-dates.ts';
