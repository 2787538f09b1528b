/**
 * The Ekadashi fasts of a year at a place: the day of each fast by the
 * sunrise rule (Smarta), the Vaishnava day by the arunodaya rule, and the
 * paran (the breaking of the fast) by two rules: the service's own, and the
 * window almanacs print. Pure: tithi spans and the days' sunrises and
 * sunsets in, UT Julian days and civil dates out (docs/panchang.md, GET
 * /v1/calendar/ekadashi, for the rules and their sources).
 */
import type { CivilDate, Span, SunDays } from '../panchang/index.ts';

/** Tithi index (0-based) of Shukla and Krishna Ekadashi: tithi numbers 11 and 26. */
export const SHUKLA_EKADASHI_INDEX = 10;
export const KRISHNA_EKADASHI_INDEX = 25;

/**
 * Arunodaya, the dawn that decides a Vaishnava fast: 4 ghatikas (96
 * minutes) before sunrise, as the Hari Bhakti Vilasa counts it and the
 * service's rule states it (Drik Panchang's Vaishnava dates fit a seasonal
 * dawn in one 2026 case: docs/panchang.md).
 */
export const ARUNODAYA_BEFORE_SUNRISE_DAYS = 96 / 1_440;

/** Hari Vasara is the first quarter of Dwadashi: no paran before it ends. */
export const HARI_VASARA_FRACTION = 1 / 4;

/**
 * The daytime in five equal parts (pratahkal, sangava, madhyahna,
 * aparahna, sayahna): the preferred paran lies in the first, or after the
 * third and within the fourth.
 */
export const DAYTIME_PARTS = 5;

export type EkadashiFlag = 'covers_neither_sunrise' | 'covers_both_sunrises' | 'dwadashi_ends_before_sunrise';

/** Which part of the paran day the preferred window was taken from. */
export type PreferredRule = 'pratahkal' | 'after_madhyahna' | 'dwadashi';

export interface Window {
  startJdUt: number;
  endJdUt: number;
}

export interface Paran extends Window {
  /** Index of the paran day in the year's days (the day after the fast). */
  dayIndex: number;
  /** Dwadashi had ended before the paran day's sunrise: the window is that day's pratahkal. */
  dwadashiEndsBeforeSunrise: boolean;
  /** The window almanacs print (Drik Panchang's rule). */
  preferred: Window & { rule: PreferredRule };
}

export type VaishnavaRule = 'dashami_at_arunodaya' | 'ekadashi_at_both_sunrises' | 'dwadashi_at_both_sunrises';

/** Why the almanac's Smarta day differs from the sunrise rule's: Dwadashi decides. */
export type AlmanacRule = 'sunrise' | 'dwadashi_ends_before_next_sunrise' | 'dwadashi_at_third_sunrise';

export interface Observance {
  /** The Ekadashi tithi. */
  tithi: Span;
  paksha: 'shukla' | 'krishna';
  /** Index of the fast day in the year's days; `date` is that day. */
  dayIndex: number;
  date: CivilDate;
  flags: EkadashiFlag[];
  paran: Paran;
  /** The Smarta day and paran almanacs print (Drik Panchang), which lets Dwadashi decide between two days. */
  almanac: { dayIndex: number; date: CivilDate; rule: AlmanacRule; paran: Paran };
  /** Present only where the Vaishnava rule moves the fast a day later than `date`. */
  vaishnava: { dayIndex: number; date: CivilDate; rule: VaishnavaRule; paran: Paran } | null;
}

/** The days the observances are read from: `sun` covers `dayCount` local days from `first`, with their dates. */
export interface ObservanceDays {
  sun: SunDays;
  dates: readonly CivilDate[];
}

/** Index of the local day containing jdUt (dayStartJdUt[i] <= jdUt < dayStartJdUt[i + 1]); -1 before the first. */
function dayIndexAt(dayStartJdUt: Float64Array, jdUt: number): number {
  let lo = 0;
  let hi = dayStartJdUt.length - 1;
  if (jdUt < dayStartJdUt[0]!) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (dayStartJdUt[mid]! <= jdUt) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The fast day of an Ekadashi by the sunrise rule: the local day whose
 * sunrise the tithi covers; of two, the first; of none, the day it begins.
 */
function smartaDay(days: ObservanceDays, ekadashi: Span): { dayIndex: number; flags: EkadashiFlag[] } {
  const start = dayIndexAt(days.sun.dayStartJdUt, ekadashi.startJdUt);
  const covered: number[] = [];
  for (let i = start; i <= start + 2 && i < days.dates.length; i += 1) {
    const rise = days.sun.sunriseJdUt[i]!;
    if (rise >= ekadashi.startJdUt && rise < ekadashi.endJdUt) covered.push(i);
  }
  if (covered.length === 0) return { dayIndex: start, flags: ['covers_neither_sunrise'] };
  if (covered.length >= 2) return { dayIndex: covered[0]!, flags: ['covers_both_sunrises'] };
  return { dayIndex: covered[0]!, flags: [] };
}

/**
 * Drik Panchang's printed paran on the paran day (and, when Hari Vasara
 * outlasts that day's aparahna while Dwadashi runs on, the next morning):
 * 1. Dwadashi over before sunrise: sunrise to the end of pratahkal;
 * 2. Hari Vasara over within pratahkal: from the later of sunrise and its
 *    end to the earlier of the end of pratahkal and the end of Dwadashi;
 * 3. else after madhyahna: from the later of the end of madhyahna and of
 *    Hari Vasara to the earlier of the end of aparahna and of Dwadashi;
 * 4. else (Dwadashi ends before madhyahna does) the service's window.
 */
function preferredParan(
  days: ObservanceDays,
  dayIndex: number,
  dwadashi: Span,
  hariVasaraEndJdUt: number,
  service: Window,
): Window & { rule: PreferredRule } {
  const { sunriseJdUt, sunsetJdUt } = days.sun;
  for (let d = dayIndex; d <= dayIndex + 1 && d < days.dates.length; d += 1) {
    const rise = sunriseJdUt[d]!;
    const part = (sunsetJdUt[d]! - rise) / DAYTIME_PARTS;
    const pratahkalEnd = rise + part;
    if (dwadashi.endJdUt <= rise) {
      if (d === dayIndex) return { startJdUt: rise, endJdUt: pratahkalEnd, rule: 'pratahkal' };
      break;
    }
    const start = Math.max(rise, hariVasaraEndJdUt);
    if (start < pratahkalEnd) return { startJdUt: start, endJdUt: Math.min(pratahkalEnd, dwadashi.endJdUt), rule: 'pratahkal' };
    const afterMadhyahna = Math.max(start, rise + 3 * part);
    const aparahnaEnd = Math.min(dwadashi.endJdUt, rise + 4 * part);
    if (afterMadhyahna < aparahnaEnd) return { startJdUt: afterMadhyahna, endJdUt: aparahnaEnd, rule: 'after_madhyahna' };
  }
  return { ...service, rule: 'dwadashi' };
}

/**
 * The paran of a fast that ends with the night before day `dayIndex`: from
 * the later of that day's sunrise and the end of Hari Vasara to the end of
 * Dwadashi. Where Dwadashi has ended before that sunrise, the fast is broken
 * in the day's pratahkal (the first fifth of its daytime).
 */
export function paranOn(days: ObservanceDays, dayIndex: number, dwadashi: Span): Paran {
  const rise = days.sun.sunriseJdUt[dayIndex]!;
  const hariVasaraEndJdUt = dwadashi.startJdUt + (dwadashi.endJdUt - dwadashi.startJdUt) * HARI_VASARA_FRACTION;
  const dwadashiEndsBeforeSunrise = dwadashi.endJdUt <= rise;
  const service: Window = dwadashiEndsBeforeSunrise
    ? { startJdUt: rise, endJdUt: rise + (days.sun.sunsetJdUt[dayIndex]! - rise) / DAYTIME_PARTS }
    : { startJdUt: Math.max(rise, hariVasaraEndJdUt), endJdUt: dwadashi.endJdUt };
  return {
    ...service,
    dayIndex,
    dwadashiEndsBeforeSunrise,
    preferred: preferredParan(days, dayIndex, dwadashi, hariVasaraEndJdUt, service),
  };
}

/** Whether a tithi span is in force at day i's sunrise. */
function atSunrise(days: ObservanceDays, span: Span, dayIndex: number): boolean {
  const rise = days.sun.sunriseJdUt[dayIndex]!;
  return rise >= span.startJdUt && rise < span.endJdUt;
}

/**
 * The Smarta day as Drik Panchang keeps it: the sunrise rule's day, unless
 * Dwadashi decides (the paran must fall within Dwadashi where it can):
 * an Ekadashi at one sunrise whose Dwadashi ends before the next sunrise
 * is kept the day before (the day it begins), so that the paran falls
 * in Dwadashi; an Ekadashi at two sunrises whose Dwadashi reaches the third
 * is kept on the second day.
 */
function almanacDay(
  days: ObservanceDays,
  dwadashi: Span,
  dayIndex: number,
  flags: readonly EkadashiFlag[],
): { dayIndex: number; rule: AlmanacRule } {
  if (flags.includes('covers_both_sunrises') && atSunrise(days, dwadashi, dayIndex + 2)) {
    return { dayIndex: dayIndex + 1, rule: 'dwadashi_at_third_sunrise' };
  }
  if (
    !flags.includes('covers_neither_sunrise') &&
    !flags.includes('covers_both_sunrises') &&
    dwadashi.endJdUt <= days.sun.sunriseJdUt[dayIndex + 1]!
  ) {
    return { dayIndex: dayIndex - 1, rule: 'dwadashi_ends_before_next_sunrise' };
  }
  return { dayIndex, rule: 'sunrise' };
}

/**
 * The Vaishnava day (Hari Bhakti Vilasa's rules as ISKCON and Drik Panchang
 * apply them), one day after the Smarta day when: Dashami is in force at
 * arunodaya of the Smarta day (the Ekadashi is viddha); or Ekadashi is
 * still in force at the next sunrise (unmilani); or Dwadashi is in force at
 * the next two sunrises (vyanjuli: the fast is kept on the first Dwadashi
 * day). Else null: the fast is the Smarta day's.
 */
function vaishnavaRule(
  days: ObservanceDays,
  ekadashi: Span,
  dwadashi: Span,
  dayIndex: number,
  flags: readonly EkadashiFlag[],
): VaishnavaRule | null {
  const arunodaya = days.sun.sunriseJdUt[dayIndex]! - ARUNODAYA_BEFORE_SUNRISE_DAYS;
  if (arunodaya < ekadashi.startJdUt) return 'dashami_at_arunodaya';
  if (flags.includes('covers_both_sunrises')) return 'ekadashi_at_both_sunrises';
  if (atSunrise(days, dwadashi, dayIndex + 1) && atSunrise(days, dwadashi, dayIndex + 2)) return 'dwadashi_at_both_sunrises';
  return null;
}

/**
 * The observance of the Ekadashi `tithiSpans[k]` (its Dwadashi is the span
 * after it). The days must reach three days past the fast day (the
 * Vaishnava paran's day and the morning after) and one day before it.
 */
export function observanceOf(days: ObservanceDays, tithiSpans: readonly Span[], k: number): Observance {
  const ekadashi = tithiSpans[k]!;
  const dwadashi = tithiSpans[k + 1]!;
  const { dayIndex, flags } = smartaDay(days, ekadashi);
  const paran = paranOn(days, dayIndex + 1, dwadashi);
  if (paran.dwadashiEndsBeforeSunrise) flags.push('dwadashi_ends_before_sunrise');
  const almanac = almanacDay(days, dwadashi, dayIndex, flags);
  const rule = vaishnavaRule(days, ekadashi, dwadashi, dayIndex, flags);
  const vaishnava =
    rule === null
      ? null
      : {
          dayIndex: dayIndex + 1,
          date: days.dates[dayIndex + 1]!,
          rule,
          paran: paranOn(days, dayIndex + 2, dwadashi),
        };
  return {
    tithi: ekadashi,
    paksha: ekadashi.index === SHUKLA_EKADASHI_INDEX ? 'shukla' : 'krishna',
    dayIndex,
    date: days.dates[dayIndex]!,
    flags,
    paran,
    almanac: { ...almanac, date: days.dates[almanac.dayIndex]!, paran: paranOn(days, almanac.dayIndex + 1, dwadashi) },
    vaishnava,
  };
}
