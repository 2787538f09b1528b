/**
 * Regional solar dates of local days: the month (the sign the Sun entered at
 * the sankranti that began it), the day of the month, and the era year, for
 * each calendar of calendars.ts, and the pravishte (the day of the solar
 * month as the North Indian almanacs count it). Each month begins on the day
 * its sankranti's region's rule gives (monthStartOffsetDays), and a day
 * belongs to the last month begun on or before it.
 */
import { errors } from '../../core/errors.ts';
import { findLunarEvents } from '../../native/ephemeris.ts';
import { dateFromJdUt, jdUtFromCalendar } from '../../time/index.ts';
import { drikSankrantiJdUt, monthStartOffsetDays, type RegionalCalendarRule, type SankrantiCivilDay } from '../festivals/index.ts';
import {
  addDays,
  isoDate,
  localMidnightJdUt,
  spanAt,
  spansOf,
  sunDays,
  type CivilDate,
  type OffsetMinutesAt,
  type Place,
} from '../panchang/index.ts';
import { approximateSunTimes, SCREEN_MARGIN_MINUTES, SCREEN_MAX_LATITUDE_DEG } from './sun-screen.ts';
import { eraYearOf, monthNumberOf, SOLAR_CALENDAR_IDS, SOLAR_CALENDARS, type SolarCalendarId, type SolarEraId } from './calendars.ts';

/** A sign's transit lasts at most 32 days; a month may begin up to a day after its sankranti's day. */
const LOOKBACK_DAYS = 35;

export interface SolarDate {
  /** Sign index of the month, 0 = Mesha. */
  signIndex: number;
  /** Month number in the calendar's year, 1..12. */
  monthNumber: number;
  /** Day of the month, 1..32. */
  day: number;
  era: SolarEraId;
  year: number;
  /** The month's first day. */
  monthStart: CivilDate;
}

export interface RegionalDay {
  date: CivilDate;
  calendars: Record<SolarCalendarId, SolarDate>;
  /** Day of the solar month counted from the day of its sankranti by the night-midpoint rule (Drik Panchang's "Pravishte/Gate"). */
  pravishte: number;
}

interface FoundSankranti {
  jdUt: number;
  signIndex: number;
  /** The civil day holding it. */
  date: CivilDate;
}

/** The local civil date of a moment. */
export function civilDateAt(jdUt: number, offsetMinutesAt: OffsetMinutesAt): CivilDate {
  const local = new Date(Math.round((jdUt - 2_440_587.5) * 86_400_000) + offsetMinutesAt(jdUt) * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** Sankranti moments (Drik's) and signs of each Gregorian year, found once per thread: they do not depend on the place. */
const yearSankrantis = new Map<number, { jdUt: Float64Array; signIndex: Int8Array }>();

function sankrantisOfYear(year: number): { jdUt: Float64Array; signIndex: Int8Array } {
  let found = yearSankrantis.get(year);
  if (found === undefined) {
    const sun = findLunarEvents(jdUtFromCalendar(year, 1, 1), jdUtFromCalendar(year + 1, 1, 1), ['sun_sign']);
    found = {
      jdUt: Float64Array.from(sun.jdUt, (ours) => drikSankrantiJdUt(ours)),
      signIndex: Int8Array.from(sun.index, (i) => ((i % 12) + 12) % 12),
    };
    yearSankrantis.set(year, found);
  }
  return found;
}

/**
 * The Sun's sidereal (Lahiri) sign ingresses at Drik Panchang's moments
 * (drikSankrantiJdUt) in [fromJdUt, toJdUt), with the civil day of each at the place.
 */
export function sankrantisBetween(fromJdUt: number, toJdUt: number, offsetMinutesAt: OffsetMinutesAt): FoundSankranti[] {
  const out: FoundSankranti[] = [];
  const firstYear = dateFromJdUt(fromJdUt - 1).getUTCFullYear();
  const lastYear = dateFromJdUt(toJdUt + 1).getUTCFullYear();
  for (let year = firstYear; year <= lastYear; year += 1) {
    const found = sankrantisOfYear(year);
    for (let i = 0; i < found.jdUt.length; i += 1) {
      const jdUt = found.jdUt[i]!;
      if (jdUt >= fromJdUt && jdUt < toJdUt) out.push({ jdUt, signIndex: found.signIndex[i]!, date: civilDateAt(jdUt, offsetMinutesAt) });
    }
  }
  return out;
}

const TITHI_BRACKET_DAYS = 2;

/** Approximating the night's midpoint with the same day's sunrise a day later moves it by under a minute. */
const NEXT_SUNRISE_DAYS = 1;

/** Whether a rule reads the day's sunrise and sunset. */
const NEEDS_SUN: Record<RegionalCalendarRule | 'pravishte', boolean> = {
  tamil: true,
  kerala: true,
  odisha: false,
  bengal: false,
  pravishte: true,
};

/** The pravishte's rule: before the middle of the night that ends the sunrise-to-sunrise day holding the moment, that day. */
function pravishteOffsetDays(jdUt: number, day: SankrantiCivilDay): number {
  if (jdUt < day.sunriseJdUt) return jdUt < (day.sunsetJdUt - NEXT_SUNRISE_DAYS + day.sunriseJdUt) / 2 ? -1 : 0;
  return jdUt < (day.sunsetJdUt + day.sunriseJdUt + NEXT_SUNRISE_DAYS) / 2 ? 0 : 1;
}

/** The civil day with its sunrise and sunset shifted by `minutes`. */
function shifted(day: SankrantiCivilDay, minutes: number): SankrantiCivilDay {
  const d = minutes / 1_440;
  return { startJdUt: day.startJdUt, sunriseJdUt: day.sunriseJdUt + d, sunsetJdUt: day.sunsetJdUt + d };
}

/**
 * The first day of the month a sankranti begins, by `rule`, or by the
 * pravishte's night-midpoint rule (Drik Panchang's pravishte: 15 on 29 March
 * 2026 in New Delhi for a Meena sankranti at 01:08 on the 15th, 6 on 21
 * December 2026 in New York for a Dhanu sankranti at 23:59 on the 15th, 2 on
 * 18 October 2026 in New Delhi for a Tula sankranti at 19:57 on the 17th).
 * A rule that reads sunrise and sunset reads approximate ones first
 * (sun-screen.ts) and the engine's only when the answer would change within
 * the approximation's margin.
 */
export function monthStartOf(
  s: FoundSankranti,
  rule: RegionalCalendarRule | 'pravishte',
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  latitudeParam: string,
): CivilDate {
  const startJdUt = localMidnightJdUt(s.date, offsetMinutesAt);
  return computeMonthStart(s, rule, place, offsetMinutesAt, latitudeParam, startJdUt);
}

function computeMonthStart(
  s: FoundSankranti,
  rule: RegionalCalendarRule | 'pravishte',
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  latitudeParam: string,
  startJdUt: number,
): CivilDate {
  const tithiRunsPast = (): boolean => {
    // The tithi current at the sunrise of the day before (the Hindu day holding a sankranti just after midnight).
    const previous = addDays(s.date, -1);
    const sunrise = sunDays(previous, 1, place, offsetMinutesAt).sunriseJdUt[0]!;
    if (Number.isNaN(sunrise)) throw errors.polarDay(latitudeParam, isoDate(previous));
    // A tithi lasts under 27 hours: two days either side bracket the spans holding both moments.
    const spans = spansOf(findLunarEvents(sunrise - TITHI_BRACKET_DAYS, s.jdUt + TITHI_BRACKET_DAYS, ['tithi']), 'tithi');
    return spanAt(spans, sunrise).endJdUt > s.jdUt;
  };
  const offsetDays = (day: SankrantiCivilDay): number =>
    rule === 'pravishte'
      ? pravishteOffsetDays(s.jdUt, day)
      : monthStartOffsetDays(rule, s.jdUt, s.signIndex, day, offsetMinutesAt, tithiRunsPast);
  if (!NEEDS_SUN[rule]) return addDays(s.date, offsetDays({ startJdUt, sunriseJdUt: Number.NaN, sunsetJdUt: Number.NaN }));
  if (Math.abs(place.latitudeDeg) <= SCREEN_MAX_LATITUDE_DEG) {
    const approx = { startJdUt, ...approximateSunTimes(startJdUt, place.latitudeDeg, place.longitudeDeg) };
    if (!Number.isNaN(approx.sunriseJdUt)) {
      const early = offsetDays(shifted(approx, -SCREEN_MARGIN_MINUTES));
      if (early === offsetDays(shifted(approx, SCREEN_MARGIN_MINUTES))) return addDays(s.date, early);
    }
  }
  const sun = sunDays(s.date, 1, place, offsetMinutesAt);
  const day = { startJdUt: sun.dayStartJdUt[0]!, sunriseJdUt: sun.sunriseJdUt[0]!, sunsetJdUt: sun.sunsetJdUt[0]! };
  if (Number.isNaN(day.sunriseJdUt) || Number.isNaN(day.sunsetJdUt)) throw errors.polarDay(latitudeParam, isoDate(s.date));
  return addDays(s.date, offsetDays(day));
}

/** The rules a regional day reads: each calendar's, and the pravishte's. */
type DayRule = RegionalCalendarRule | 'pravishte';
const DAY_RULES: readonly DayRule[] = [...new Set<DayRule>([...SOLAR_CALENDAR_IDS.map((id) => SOLAR_CALENDARS[id].rule), 'pravishte'])];

interface MonthStartRow {
  s: FoundSankranti;
  /** Days since 1970-01-01 of the sankranti's civil day, and of the month's first day once found. */
  sankrantiDay: number;
  startDay?: number;
  start?: CivilDate;
}

/** A place's sankrantis from the one before 1 January to 31 December, each rule's month start found when first read. */
interface PlaceYearTable {
  rows: Record<DayRule, MonthStartRow[]>;
  find: (s: FoundSankranti, rule: DayRule) => CivilDate;
}

const dayNumberOf = (d: CivilDate): number => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** Place-years built on this thread: a place's days in a row read the same table (cleared when full). */
const placeYears = new Map<string, PlaceYearTable>();
const PLACE_YEAR_CACHE_SIZE = 2_000;

function placeYearTable(year: number, place: Place, offsetMinutesAt: OffsetMinutesAt, latitudeParam: string): PlaceYearTable {
  // The zone is the place's: its January and July offsets tell a daylight-saving clock from a fixed one.
  const jan1 = { year, month: 1, day: 1 };
  const clock = `${offsetMinutesAt(jdUtFromCalendar(year, 1, 1))}|${offsetMinutesAt(jdUtFromCalendar(year, 7, 1))}`;
  const key = `${year}|${place.latitudeDeg}|${place.longitudeDeg}|${clock}|${latitudeParam}`;
  const known = placeYears.get(key);
  if (known !== undefined) return known;
  const sankrantis = sankrantisBetween(
    localMidnightJdUt(addDays(jan1, -LOOKBACK_DAYS), offsetMinutesAt),
    localMidnightJdUt({ year: year + 1, month: 1, day: 2 }, offsetMinutesAt),
    offsetMinutesAt,
  );
  const rows = {} as Record<DayRule, MonthStartRow[]>;
  for (const rule of DAY_RULES) rows[rule] = sankrantis.map((s) => ({ s, sankrantiDay: dayNumberOf(s.date) }));
  // The offset function of the first request serves the table: the key holds what the answers depend on.
  const table = { rows, find: (s: FoundSankranti, rule: DayRule) => monthStartOf(s, rule, place, offsetMinutesAt, latitudeParam) };
  if (placeYears.size >= PLACE_YEAR_CACHE_SIZE) placeYears.clear();
  placeYears.set(key, table);
  return table;
}

/**
 * The row of the month holding day `dayNumber`: the last begun on or before
 * it. A month begins from a day before its sankranti's civil day (the
 * pravishte) to two after (Bengali), so only the last few are looked at.
 */
function monthRowAt(table: PlaceYearTable, rule: DayRule, dayNumber: number): MonthStartRow & { start: CivilDate; startDay: number } {
  const rows = table.rows[rule];
  let i = rows.length - 1;
  while (i > 0 && rows[i]!.sankrantiDay > dayNumber + 1) i -= 1;
  for (; i >= 0; i -= 1) {
    const row = rows[i]!;
    if (row.start === undefined) {
      row.start = table.find(row.s, rule);
      row.startDay = dayNumberOf(row.start);
    }
    if (row.startDay! <= dayNumber) return row as MonthStartRow & { start: CivilDate; startDay: number };
  }
  throw new RangeError(`Expected a month begun by day ${dayNumber} but found none`);
}

/**
 * The regional dates of `count` local days from `first` at the place.
 * Throws invalid_parameter on `latitudeParam` where a rule needs a sunrise or
 * sunset the Sun does not make.
 */
export function regionalDays(
  first: CivilDate,
  count: number,
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  latitudeParam = 'lat',
): RegionalDay[] {
  const out: RegionalDay[] = [];
  for (let i = 0; i < count; i += 1) {
    const date = addDays(first, i);
    const table = placeYearTable(date.year, place, offsetMinutesAt, latitudeParam);
    const dayNumber = dayNumberOf(date);
    const calendars = {} as Record<SolarCalendarId, SolarDate>;
    for (const id of SOLAR_CALENDAR_IDS) {
      const def = SOLAR_CALENDARS[id];
      const m = monthRowAt(table, def.rule, dayNumber);
      calendars[id] = {
        signIndex: m.s.signIndex,
        monthNumber: monthNumberOf(def, m.s.signIndex),
        day: dayNumber - m.startDay + 1,
        era: def.era,
        year: eraYearOf(def, m.s.signIndex, m.start.year),
        monthStart: m.start,
      };
    }
    out.push({ date, calendars, pravishte: dayNumber - monthRowAt(table, 'pravishte', dayNumber).startDay + 1 });
  }
  return out;
}
