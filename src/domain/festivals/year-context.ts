/**
 * The year context: everything the festival rules read about one Gregorian
 * year at one place, computed once. Local days (padded by a month on each
 * side, so rules can look across the year's ends) with sunrise, sunset and
 * next sunrise from one rise/set batch; tithi, karana and nakshatra spans and
 * the Sun's sidereal sign ingresses from the engine's lunar-event search; the
 * amanta months (src/domain/lunar-month); and, on demand, moonrise.
 */
import { findLunarEvents } from '../../native/ephemeris.ts';
import { errors } from '../../core/errors.ts';
import {
  addDays,
  isoDate,
  LIMB_PAD_DAYS,
  moonDays,
  spanAt,
  spansOf,
  sunDays,
  type CivilDate,
  type OffsetMinutesAt,
  type Place,
  type RisingChoice,
  type Span,
} from '../panchang/index.ts';
import { lunarMonthsBetween, type LunarMonth, type LunarMonthId } from '../lunar-month/index.ts';
import type { SunSpan } from './day-divisions.ts';

/** Days of padding before 1 January and after 31 December. */
export const YEAR_PAD_DAYS = 31;

/** One local civil day with its sunrise, the sunset ending its daytime, and the next day's sunrise (UT Julian days). */
export interface LocalDay extends SunSpan {
  /** Index into the context's days. */
  index: number;
  date: CivilDate;
  /** YYYY-MM-DD. */
  iso: string;
  /** Local midnight starting and ending the civil day. */
  startJdUt: number;
  endJdUt: number;
}

/** A Sun sign ingress: the Sun enters sidereal sign signIndex (0 = Mesha) at jdUt. */
export interface Sankranti {
  jdUt: number;
  signIndex: number;
}

export interface FestivalYearContext {
  year: number;
  place: Place;
  offsetMinutesAt: OffsetMinutesAt;
  /** Where sunrise and moonrise are taken (absent: the defaults). */
  rising: RisingChoice;
  /** Local days from YEAR_PAD_DAYS before 1 January to YEAR_PAD_DAYS after 31 December. */
  days: LocalDay[];
  /** Index into days of 1 January and of 31 December of the year. */
  firstDayIndex: number;
  lastDayIndex: number;
  tithis: Span[];
  karanas: Span[];
  nakshatras: Span[];
  sankrantis: Sankranti[];
  months: LunarMonth[];
}

/**
 * The context of `year` at `place`, sunrise and moonrise by `rising`. Throws
 * invalid_parameter on `latitudeParam` when the Sun does not rise and set on
 * one of the days.
 */
export function festivalYearContext(
  year: number,
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  latitudeParam = 'lat',
  rising: RisingChoice = {},
): FestivalYearContext {
  const jan1: CivilDate = { year, month: 1, day: 1 };
  const first = addDays(jan1, -YEAR_PAD_DAYS);
  const yearDays = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
  const count = yearDays + 2 * YEAR_PAD_DAYS;
  // One more day so the last day has its next sunrise.
  const sunTimes = sunDays(first, count + 1, place, offsetMinutesAt, rising.sunrise);
  const days: LocalDay[] = [];
  for (let i = 0; i < count; i += 1) {
    const date = addDays(first, i);
    const sunriseJdUt = sunTimes.sunriseJdUt[i]!;
    const sunsetJdUt = sunTimes.sunsetJdUt[i]!;
    const nextSunriseJdUt = sunTimes.sunriseJdUt[i + 1]!;
    if (Number.isNaN(sunriseJdUt) || Number.isNaN(sunsetJdUt) || !(sunsetJdUt > sunriseJdUt) || sunsetJdUt - sunriseJdUt >= 1) {
      throw errors.polarDay(latitudeParam, isoDate(date));
    }
    if (Number.isNaN(nextSunriseJdUt)) throw errors.polarDay(latitudeParam, isoDate(addDays(date, 1)));
    days.push({
      index: i,
      date,
      iso: isoDate(date),
      startJdUt: sunTimes.dayStartJdUt[i]!,
      endJdUt: sunTimes.dayStartJdUt[i + 1]!,
      sunriseJdUt,
      sunsetJdUt,
      nextSunriseJdUt,
    });
  }
  // Padded so the first and last month of the range are whole (a lunar month
  // is under 30 days, a sign's transit over 29).
  const from = days[0]!.startJdUt - 32;
  const to = days[days.length - 1]!.endJdUt + 32 + LIMB_PAD_DAYS;
  // One search per kind: the engine answers several single-kind searches far
  // faster than one search for all kinds (src/domain/lunar-month/months.ts).
  const sun = findLunarEvents(from, to, ['sun_sign']);
  const sankrantis: Sankranti[] = Array.from(sun.jdUt, (jdUt, i) => ({ jdUt, signIndex: ((sun.index[i]! % 12) + 12) % 12 }));
  return {
    year,
    place,
    offsetMinutesAt,
    rising,
    days,
    firstDayIndex: YEAR_PAD_DAYS,
    lastDayIndex: YEAR_PAD_DAYS + yearDays - 1,
    tithis: spansOf(findLunarEvents(from, to, ['tithi']), 'tithi'),
    karanas: spansOf(findLunarEvents(from, to, ['karana']), 'karana'),
    nakshatras: spansOf(findLunarEvents(from, to, ['nakshatra']), 'nakshatra'),
    sankrantis,
    months: lunarMonthsBetween(days[0]!.startJdUt, days[days.length - 1]!.endJdUt),
  };
}

/** True when days[dayIndex] lies in the context's year. */
export function inYear(ctx: FestivalYearContext, dayIndex: number): boolean {
  return dayIndex >= ctx.firstDayIndex && dayIndex <= ctx.lastDayIndex;
}

/** The local day containing a moment (by its civil-day bounds), or undefined outside the padded range. */
export function dayAt(ctx: FestivalYearContext, jdUt: number): LocalDay | undefined {
  let lo = 0;
  let hi = ctx.days.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = ctx.days[mid]!;
    if (jdUt < d.startJdUt) hi = mid - 1;
    else if (jdUt >= d.endJdUt) lo = mid + 1;
    else return d;
  }
  return undefined;
}

/** The sunrise-to-sunrise day containing a moment: the local day whose sunrise is the last one at or before it. */
export function sunriseDayAt(ctx: FestivalYearContext, jdUt: number): LocalDay | undefined {
  const civil = dayAt(ctx, jdUt);
  if (civil === undefined) return undefined;
  return jdUt >= civil.sunriseJdUt ? civil : ctx.days[civil.index - 1];
}

export const tithiAt = (ctx: FestivalYearContext, jdUt: number): Span => spanAt(ctx.tithis, jdUt);
export const karanaAt = (ctx: FestivalYearContext, jdUt: number): Span => spanAt(ctx.karanas, jdUt);
export const nakshatraAt = (ctx: FestivalYearContext, jdUt: number): Span => spanAt(ctx.nakshatras, jdUt);

/** The lunar month containing a moment. */
export function monthAt(ctx: FestivalYearContext, jdUt: number): LunarMonth {
  const m = ctx.months.find((x) => jdUt >= x.startJdUt && jdUt < x.endJdUt);
  if (m === undefined) throw new Error(`Expected a lunar month of the context at ${jdUt} but received none`);
  return m;
}

/** The nija (not adhik) months named `amanta` in the context, in order. */
export function nijaMonths(ctx: FestivalYearContext, amanta: LunarMonthId): LunarMonth[] {
  return ctx.months.filter((m) => m.amanta === amanta && !m.adhik);
}

/** The months named `amanta` in the context, in order, the adhik one in place of the nija month it precedes. */
export function adhikFirstMonths(ctx: FestivalYearContext, amanta: LunarMonthId): LunarMonth[] {
  const named = ctx.months.filter((m) => m.amanta === amanta);
  return named.filter((m, i) => m.adhik || !(named[i - 1]?.adhik === true && named[i - 1]!.endJdUt === m.startJdUt));
}

/**
 * The spans of tithi number `tithiNumber` (1..30; 30 is Amavasya) in each
 * nija month named `amanta` (amanta reckoning: shukla 1..15, then krishna
 * 16..30 of the same month), in order; with `adhikFirst`, in the adhik month
 * where the month is doubled.
 */
export function nijaTithiSpans(ctx: FestivalYearContext, amanta: LunarMonthId, tithiNumber: number, adhikFirst = false): Span[] {
  const out: Span[] = [];
  for (const m of adhikFirst ? adhikFirstMonths(ctx, amanta) : nijaMonths(ctx, amanta)) {
    const s = ctx.tithis.find((t) => t.index === tithiNumber - 1 && t.startJdUt >= m.startJdUt && t.startJdUt < m.endJdUt);
    if (s !== undefined) out.push(s);
  }
  return out;
}

/** The karana index of Vishti (Bhadra): karanas 1..56 cycle the seven movable ones from Bava; Vishti is the seventh. */
export function isVishti(karanaIndex: number): boolean {
  return karanaIndex >= 1 && karanaIndex <= 56 && (karanaIndex - 1) % 7 === 6;
}

/** The Vishti (Bhadra) karanas overlapping [fromJdUt, toJdUt). */
export function bhadrasBetween(ctx: FestivalYearContext, fromJdUt: number, toJdUt: number): Span[] {
  return ctx.karanas.filter((k) => isVishti(k.index) && k.endJdUt > fromJdUt && k.startJdUt < toJdUt);
}

const moonriseCache = new WeakMap<FestivalYearContext, Map<number, number>>();

/**
 * Moonrise of a local day: the first after its sunrise and before the next
 * sunrise (by the context's moonrise convention, default the Moon's centre
 * on the true horizon, refracted), NaN when none. Computed on first use, per day.
 */
export function moonriseOf(ctx: FestivalYearContext, day: LocalDay): number {
  let cache = moonriseCache.get(ctx);
  if (cache === undefined) {
    cache = new Map();
    moonriseCache.set(ctx, cache);
  }
  const known = cache.get(day.index);
  if (known !== undefined) return known;
  const rise = moonDays(Float64Array.of(day.sunriseJdUt, day.nextSunriseJdUt), 1, ctx.place, ctx.rising.moonrise).moonriseJdUt[0]!;
  cache.set(day.index, rise);
  return rise;
}

/**
 * Records moonrises already found (moonDays over the same sunrises, so the
 * same values moonriseOf would find) for the days from day index `fromIndex`,
 * so that the festival rules reading them do not search again.
 */
export function seedMoonrises(ctx: FestivalYearContext, fromIndex: number, moonriseJdUt: Float64Array): void {
  let cache = moonriseCache.get(ctx);
  if (cache === undefined) {
    cache = new Map();
    moonriseCache.set(ctx, cache);
  }
  for (let i = 0; i < moonriseJdUt.length; i += 1) cache.set(fromIndex + i, moonriseJdUt[i]!);
}
