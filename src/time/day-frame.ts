/**
 * The local civil day at a place: its bounds as UT Julian days, its weekday,
 * and sunrise/sunset (upper limb, standard refraction, sea level) from one
 * native rise/set batch. No Date or time-zone object appears here: the UTC
 * offset comes in as a function of the moment.
 */
import { riseSet } from '../native/ephemeris.ts';
import { firstCertainlyPolarDay } from './polar.ts';
import { jdUtFromCalendar, MS_PER_DAY, UNIX_EPOCH_JD } from './instant.ts';
import { errors } from '../core/errors.ts';
import { DEFAULT_MOONRISE, DEFAULT_SUNRISE } from '../core/defaults.ts';

/**
 * Where a rise or set is taken, as the Swiss Ephemeris's swe_rise_trans
 * flags name them (documentation section 6.5): `upper_limb`, the top of the
 * disc touching the sea-level horizon with standard refraction (almanacs,
 * Drik Panchang); `centre`, the centre of the disc there (SE_BIT_DISC_CENTER);
 * `centre_no_refraction`, the centre on the true horizon without refraction
 * (SE_BIT_DISC_CENTER | SE_BIT_NO_REFRACTION), for the Sun the "Hindu rising"
 * (SE_BIT_HINDU_RISING, used by PyJHora and drik-panchanga; its third bit,
 * ignoring ecliptic latitude, moves the Sun by under 1").
 */
export const RISING_CONVENTIONS = {
  upper_limb: { discCentre: false, refraction: true },
  centre: { discCentre: true, refraction: true },
  centre_no_refraction: { discCentre: true, refraction: false },
} as const;
export const SUNRISE_CONVENTION_IDS = ['upper_limb', 'centre', 'centre_no_refraction'] as const;
/**
 * Moonrise: the same three. `centre_no_refraction` is drik-panchanga's
 * moonrise (SE_BIT_DISC_CENTER | SE_BIT_NO_REFRACTION); the Swiss
 * Ephemeris's full Hindu rising of the Moon also ignores its ecliptic
 * latitude (up to 5 deg), which the engine's rise search does not offer.
 */
export const MOONRISE_CONVENTION_IDS = ['centre', 'upper_limb', 'centre_no_refraction'] as const;
export type SunriseConvention = (typeof SUNRISE_CONVENTION_IDS)[number];
export type MoonriseConvention = (typeof MOONRISE_CONVENTION_IDS)[number];
/** The rising conventions of a run of days (absent: DEFAULT_SUNRISE, DEFAULT_MOONRISE). */
export interface RisingChoice {
  sunrise?: SunriseConvention | undefined;
  moonrise?: MoonriseConvention | undefined;
}

/** UTC offset in force at a moment, in minutes east of UTC (330 for +05:30). */
export type OffsetMinutesAt = (jdUt: number) => number;

/** A proleptic Gregorian calendar date (month 1..12, day 1..31). */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export const MINUTES_PER_DAY = 1_440;

/** The date `days` after `date` (negative for before). */
export function addDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Whole days from `a` to `b` (b - a). */
export function daysBetween(a: CivilDate, b: CivilDate): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / MS_PER_DAY);
}

/** YYYY-MM-DD. */
export function isoDate(date: CivilDate): string {
  const y = String(date.year).padStart(4, '0');
  return `${y}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Weekday index 0..6, 0 = Sunday (the vara of the day's sunrise). */
export function weekdayIndexOf(date: CivilDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/**
 * The UT Julian day at which the place's clock reads `hours` (0..24) on
 * `date`. The offset is looked up at the result and the lookup repeated once,
 * which settles across a daylight-saving change. When the clock time does not
 * exist (a spring-forward gap) the result is the moment the clock jumps over it.
 */
export function localClockJdUt(date: CivilDate, hours: number, offsetMinutesAt: OffsetMinutesAt): number {
  const clockJd = jdUtFromCalendar(date.year, date.month, date.day) + hours / 24;
  const first = clockJd - offsetMinutesAt(clockJd) / MINUTES_PER_DAY;
  const second = clockJd - offsetMinutesAt(first) / MINUTES_PER_DAY;
  if (offsetMinutesAt(second) === offsetMinutesAt(first)) return Math.min(first, second);
  return Math.max(first, second);
}

/** Start of the local civil day (local midnight) as a UT Julian day. */
export function localMidnightJdUt(date: CivilDate, offsetMinutesAt: OffsetMinutesAt): number {
  return localClockJdUt(date, 0, offsetMinutesAt);
}

/** Local clock noon as a UT Julian day (the moment the panchang limbs are read). */
export function localNoonJdUt(date: CivilDate, offsetMinutesAt: OffsetMinutesAt): number {
  return localClockJdUt(date, 12, offsetMinutesAt);
}

export interface Place {
  latitudeDeg: number;
  /** East positive. */
  longitudeDeg: number;
}

export interface SunDays {
  /** count + 1 local midnights: day i runs from dayStartJdUt[i] to dayStartJdUt[i + 1]. */
  dayStartJdUt: Float64Array;
  /** Sunrise within local day i, NaN when the Sun does not rise that day. */
  sunriseJdUt: Float64Array;
  /**
   * The first sunset after day i's sunrise (the end of its daytime), NaN when
   * there is none within a day of it. Usually within the local day; near the
   * poles, or far from the zone's meridian, it can fall after midnight
   * (Reykjavik in June: sunrise 02:55, sunset 00:04 the next day).
   */
  sunsetJdUt: Float64Array;
}

/** Local midnights of `count` consecutive days from `first`, plus the one ending the last day. */
export function localMidnights(first: CivilDate, count: number, offsetMinutesAt: OffsetMinutesAt): Float64Array {
  const out = new Float64Array(count + 1);
  for (let i = 0; i <= count; i += 1) out[i] = localMidnightJdUt(addDays(first, i), offsetMinutesAt);
  return out;
}

/**
 * Sunrise of `count` consecutive local days and the sunset that ends each
 * day's daytime, in one native batch (plus one more, rarely, for days whose
 * sunset falls after local midnight). A sunrise the engine finds after the
 * local day has ended (a 23-hour spring-forward day) counts as missing.
 * Days from the first on which the Sun certainly does not both rise and
 * set (polar.ts) are not searched and read NaN: a range holding such a day
 * is refused at its first failing day, found exactly.
 */
export function sunDays(
  first: CivilDate,
  count: number,
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  sunrise: SunriseConvention = DEFAULT_SUNRISE,
): SunDays {
  const dayStartJdUt = localMidnights(first, count, offsetMinutesAt);
  // Searched up to the first certainly polar day, no further: a search finds nothing on such a day only after
  // scanning it whole (10-15 ms each), and it has no sunrise either way. Every caller refuses the range at its first
  // day without both a sunrise and a sunset, which is then that day or an earlier one, found exactly.
  const polarDay = firstCertainlyPolarDay(dayStartJdUt, count, place.latitudeDeg);
  const searched = polarDay < 0 ? count : polarDay;
  const convention = RISING_CONVENTIONS[sunrise];
  const riseJdUt = new Float64Array(count).fill(Number.NaN);
  const setJdUt = new Float64Array(count).fill(Number.NaN);
  if (searched > 0) {
    const found = riseSet(
      dayStartJdUt.slice(0, searched),
      new Float64Array(searched).fill(place.latitudeDeg),
      new Float64Array(searched).fill(place.longitudeDeg),
      convention,
    );
    riseJdUt.set(found.riseJdUt);
    setJdUt.set(found.setJdUt);
  }
  const late: number[] = [];
  for (let i = 0; i < count; i += 1) {
    if (riseJdUt[i]! >= dayStartJdUt[i + 1]!) riseJdUt[i] = Number.NaN;
    if (!Number.isNaN(riseJdUt[i]!) && !(setJdUt[i]! > riseJdUt[i]! && setJdUt[i]! < dayStartJdUt[i + 1]!)) late.push(i);
  }
  if (late.length > 0) {
    // Rare days whose daytime does not end within the local day: one more
    // batch, searching from each such sunrise.
    const after = riseSet(
      Float64Array.from(late, (i) => riseJdUt[i]!),
      new Float64Array(late.length).fill(place.latitudeDeg),
      new Float64Array(late.length).fill(place.longitudeDeg),
      convention,
    );
    late.forEach((day, k) => {
      setJdUt[day] = after.setJdUt[k]!;
    });
  }
  return { dayStartJdUt, sunriseJdUt: riseJdUt, sunsetJdUt: setJdUt };
}

/**
 * The first moonrise and moonset after each sunrise and before the next
 * (NaN when none), as panchangs list them for the day that runs from
 * sunrise to sunrise; one native batch. sunriseJdUt holds count + 1 sunrises.
 */
export function moonDays(
  sunriseJdUt: Float64Array,
  count: number,
  place: Place,
  moonrise: MoonriseConvention = DEFAULT_MOONRISE,
): { moonriseJdUt: Float64Array; moonsetJdUt: Float64Array } {
  const starts = sunriseJdUt.slice(0, count);
  const { riseJdUt, setJdUt } = riseSet(
    starts,
    new Float64Array(count).fill(place.latitudeDeg),
    new Float64Array(count).fill(place.longitudeDeg),
    { body: 'moon', ...RISING_CONVENTIONS[moonrise] },
  );
  // Without a next sunrise (the eve of a polar night) the search's own
  // window, one day from sunrise, bounds the events.
  for (let i = 0; i < count; i += 1) {
    if (riseJdUt[i]! >= sunriseJdUt[i + 1]!) riseJdUt[i] = Number.NaN;
    if (setJdUt[i]! >= sunriseJdUt[i + 1]!) setJdUt[i] = Number.NaN;
  }
  return { moonriseJdUt: riseJdUt, moonsetJdUt: setJdUt };
}

/**
 * The default moonrise convention (the panchang's and the festivals' unless a
 * request asks for another): the Moon's centre on the sea-level horizon, with
 * standard refraction.
 */
export const MOONRISE_CONVENTION = RISING_CONVENTIONS[DEFAULT_MOONRISE];

/** The sunrise, sunset and following sunrise of one local day: the frame of the kalas, choghadiya and hora. */
export interface SunFrame {
  date: CivilDate;
  weekdayIndex: number;
  dayStartJdUt: number;
  dayEndJdUt: number;
  sunriseJdUt: number;
  sunsetJdUt: number;
  /** The next local day's sunrise (the end of the night); NaN only where the caller allowed it. */
  nextSunriseJdUt: number;
}

/**
 * Frames of `count` days from SunDays covering count + 1 days. Throws
 * invalid_parameter on `latitudeParam` when the Sun does not rise on a day,
 * does not set after that sunrise, or (unless requireNextSunrise is false,
 * and then nextSunriseJdUt may be NaN) does not rise on the day after it.
 */
export function sunFramesOf(days: SunDays, first: CivilDate, count: number, latitudeParam = 'lat', requireNextSunrise = true): SunFrame[] {
  const frames: SunFrame[] = [];
  for (let i = 0; i < count; i += 1) {
    const date = addDays(first, i);
    const rise = days.sunriseJdUt[i]!;
    const next = days.sunriseJdUt[i + 1]!;
    const set = days.sunsetJdUt[i]!;
    // A date the zone's clocks skipped whole (Pacific/Apia, 2011-12-30) starts and ends at the same moment.
    if (!(days.dayStartJdUt[i + 1]! > days.dayStartJdUt[i]!)) throw errors.skippedDay(isoDate(date));
    if (Number.isNaN(rise) || Number.isNaN(set) || !(set > rise) || set - rise >= 1) throw errors.polarDay(latitudeParam, isoDate(date));
    if (requireNextSunrise && Number.isNaN(next)) throw errors.polarDay(latitudeParam, isoDate(addDays(date, 1)));
    frames.push({
      date,
      weekdayIndex: weekdayIndexOf(date),
      dayStartJdUt: days.dayStartJdUt[i]!,
      dayEndJdUt: days.dayStartJdUt[i + 1]!,
      sunriseJdUt: rise,
      sunsetJdUt: set,
      nextSunriseJdUt: next,
    });
  }
  return frames;
}

/** The sun frame of one local day (one native batch of two days). */
export function sunFrame(
  date: CivilDate,
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  latitudeParam = 'lat',
  sunrise: SunriseConvention = DEFAULT_SUNRISE,
): SunFrame {
  return sunFramesOf(sunDays(date, 2, place, offsetMinutesAt, sunrise), date, 1, latitudeParam)[0]!;
}

/** Unix milliseconds of a UT Julian day (for renderers at the edge). */
export function unixMsOf(jdUt: number): number {
  return Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY);
}

/** The sunrise-based day around a moment (dayFrameAt). */
export interface DayFrame {
  sunriseJdUt: number;
  sunsetJdUt: number;
  nextSunriseJdUt: number;
  /** Civil day number (integer JD at local noon) of the sunrise-based day. */
  dayNumber: number;
  isDay: boolean;
}

/**
 * The sunrise-to-sunrise day around a moment (a birth's day, for the kala
 * balas of Shadbala): the sunrise before the moment, the following sunset and
 * sunrise (one riseSet call over three local days). Where the Sun does not
 * rise or set (polar days), 06:00 and 18:00 local mean time stand in.
 *
 * The panchang's frame of a civil date (sunDays and sunFrame above) makes
 * the same native call, with the same flags, from the same
 * local midnights to the bit, but is not used here because it answers
 * differently in two cases: sunFrame throws polar_day where the Sun does not
 * rise or set, while a birth there still gets its kala bala from the
 * stand-ins; and where a day's sunset falls after local midnight, sunDays
 * searches again from the sunrise (a second native call), which finds that
 * sunset a few milliseconds away from the next day's sunset taken here (or
 * none within a day of the sunrise, at the edge of a polar day). Either would
 * change the output.
 */
export function dayFrameAt(jdUt: number, latitudeDeg: number, longitudeDeg: number, utcOffsetMinutes: number): DayFrame {
  const off = utcOffsetMinutes / MINUTES_PER_DAY;
  const localDayStart = Math.floor(jdUt + 0.5 + off) - 0.5 - off;
  const starts = Float64Array.of(localDayStart - 1, localDayStart, localDayStart + 1);
  const rs = riseSet(starts, new Float64Array(3).fill(latitudeDeg), new Float64Array(3).fill(longitudeDeg));
  const lmt = longitudeDeg / 360;
  const rises = [0, 1, 2].map((i) => (Number.isNaN(rs.riseJdUt[i]!) ? Math.floor(starts[i]! + 0.5 + lmt) - 0.25 - lmt : rs.riseJdUt[i]!));
  const sets = [0, 1, 2].map((i) => (Number.isNaN(rs.setJdUt[i]!) ? Math.floor(starts[i]! + 0.5 + lmt) + 0.25 - lmt : rs.setJdUt[i]!));
  const k = jdUt >= rises[1]! ? 1 : 0;
  const sunrise = rises[k]!;
  const sunset = sets[k]! > sunrise ? sets[k]! : sets[k + 1]!;
  const nextSunrise = rises[k + 1]!;
  const dayNumber = Math.floor(sunrise + 0.5 + off);
  return { sunriseJdUt: sunrise, sunsetJdUt: sunset, nextSunriseJdUt: nextSunrise, dayNumber, isDay: jdUt < sunset };
}
