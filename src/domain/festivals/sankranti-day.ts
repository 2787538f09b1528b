/**
 * Which local day a sankranti (the Sun's entry into a sidereal sign) is kept
 * on: the one place for the rule, by tradition. Makar Sankranti
 * (rules/makar-sankranti.ts), the sankrantis and their observances
 * (src/domain/sankranti) and the regional calendars build on it (a solar
 * month begins on its sankranti's day by that region's rule).
 *
 * - `dharma_sindhu` (Drik Panchang's sankranti pages; Dharma Sindhu,
 *   Sankranti Nirnaya), placed by Drik's moment (drikSankrantiJdUt, as the
 *   regional rules: Drik's Vrishabha 2025 at 00:20 falls after the middle of
 *   the night, ours at 00:12 before it): a moment in the daytime keeps its own day; a moment
 *   at night keeps the day before it when it falls before the middle of the
 *   night (the midpoint of sunset and the next sunrise), the next day when
 *   after; Makara at any time of the night keeps the next day (its punya kaal
 *   follows the moment, Drik's "Makar Sankranti" page), Karka the day before
 *   (its punya kaal precedes the moment: Drik's New Delhi month calendar keeps
 *   Karka 2023, at about 05:0x before the sunrise of 17 July, on the 16th).
 * - `tamil`, `kerala`, `bengal`, `odisha`: the first day of the solar month
 *   the sankranti begins in that region's calendar (monthStartOffsetDays
 *   below, at Drik Panchang's moment): before sunset; before three fifths
 *   of the daytime; the next day (the tithi rule just after midnight);
 *   before 22:20 on the clock.
 * - `sunrise_day`: the sunrise-to-sunrise day holding the moment, a night
 *   moment keeping the day before it (timeanddate.com's Baisakhi: 13 April
 *   2025 for a Mesha sankranti at about 03:30 on the 14th in New Delhi; Drik
 *   Panchang keeps Baisakhi on the 14th, by `dharma_sindhu`, and no
 *   observance here follows this rule).
 */
import { lowPrecisionSun } from '../../core/low-precision-sun.ts';
import { dayAt, tithiAt, type FestivalYearContext, type LocalDay } from './year-context.ts';

export const SANKRANTI_DAY_RULES = ['dharma_sindhu', 'odisha', 'tamil', 'kerala', 'bengal', 'sunrise_day'] as const;
export type SankrantiDayRule = (typeof SANKRANTI_DAY_RULES)[number];

/** Sign indices of Makara and Karka (0 = Mesha). */
export const MAKARA = 9;
const KARKA = 3;

/** Where a moment falls in its sunrise-to-sunrise day. */
export type SankrantiPart = 'day' | 'night_before_midnight' | 'night_after_midnight';

/** The midpoint of the night that follows the day's sunset. */
export function nightMidpointJdUt(day: LocalDay): number {
  return (day.sunsetJdUt + day.nextSunriseJdUt) / 2;
}

/** The sunrise-to-sunrise day holding the moment, and where in it the moment falls. */
export function sankrantiPlace(ctx: FestivalYearContext, jdUt: number): { day: LocalDay; part: SankrantiPart } | undefined {
  const day = ctx.days.find((d) => jdUt >= d.sunriseJdUt && jdUt < d.nextSunriseJdUt);
  if (day === undefined) return undefined;
  if (jdUt < day.sunsetJdUt) return { day, part: 'day' };
  return { day, part: jdUt < nightMidpointJdUt(day) ? 'night_before_midnight' : 'night_after_midnight' };
}

/** The regional calendars' rules by the festivals' rule names. */
const REGIONAL_RULE_OF: Partial<Record<SankrantiDayRule, RegionalCalendarRule>> = {
  tamil: 'tamil',
  kerala: 'kerala',
  bengal: 'bengal',
  odisha: 'odisha',
};

/**
 * The local day on which a sankranti into `signIndex` at `jdUt` is kept by
 * `rule`, or undefined outside the context's days. The regional rules are the
 * regional calendars' (monthStartOffsetDays, at Drik's moment): the day is the
 * first of the solar month the sankranti begins.
 */
export function sankrantiDay(ctx: FestivalYearContext, jdUt: number, signIndex: number, rule: SankrantiDayRule): LocalDay | undefined {
  const regional = REGIONAL_RULE_OF[rule];
  if (regional !== undefined) {
    const drik = drikSankrantiJdUt(jdUt);
    const civil = dayAt(ctx, drik);
    if (civil === undefined) return undefined;
    const tithiRunsPast = (): boolean => {
      const previous = ctx.days[civil.index - 1];
      return previous !== undefined && tithiAt(ctx, previous.sunriseJdUt).endJdUt > drik;
    };
    return ctx.days[civil.index + monthStartOffsetDays(regional, drik, signIndex, civil, ctx.offsetMinutesAt, tithiRunsPast)];
  }
  const at = sankrantiPlace(ctx, drikSankrantiJdUt(jdUt));
  if (at === undefined) return undefined;
  const next = ctx.days[at.day.index + 1];
  switch (rule) {
    case 'dharma_sindhu':
      if (at.part === 'day') return at.day;
      // Makara's punya kaal follows the moment and Karka's precedes it (30 ghatis before), so their nights are not split.
      if (signIndex === MAKARA) return next;
      if (signIndex === KARKA) return at.day;
      return at.part === 'night_after_midnight' ? next : at.day;
    default:
      return at.day;
  }
}

/**
 * Drik Panchang's sankranti moment from ours. Ours is the Sun's apparent
 * longitude less the true (nutated) Lahiri ayanamsa of the Swiss Ephemeris;
 * Drik's moments (test/reference/drik-sankranti.ts: 29 moments 2022-2026)
 * come later by (20.6" - dpsi) of the Sun's motion, dpsi the nutation in
 * longitude: a constant 20.6" +/- 1.5" once dpsi is added back (the constant
 * of aberration is 20.5"), 4 to 14 minutes in those years and up to 16
 * minutes either side of it over 1900-2100 as dpsi swings by 17". The
 * regional month starts follow Drik's moments, so the rules below read this one.
 */
export const DRIK_SANKRANTI_LAG_ARCSEC = 20.6;

/** Nutation in longitude, arcseconds: the four largest terms of IAU 1980 (Meeus, Astronomical Algorithms, ch. 22; within 0.5"). */
export function nutationInLongitudeArcsec(jdUt: number): number {
  const t = (jdUt - 2_451_545) / 36_525;
  const rad = Math.PI / 180;
  const node = (125.04452 - 1934.136261 * t) * rad;
  const sunMean = (280.4665 + 36_000.7698 * t) * rad;
  const moonMean = (218.3165 + 481_267.8813 * t) * rad;
  return -17.2 * Math.sin(node) - 1.32 * Math.sin(2 * sunMean) - 0.23 * Math.sin(2 * moonMean) + 0.21 * Math.sin(2 * node);
}

/** The Sun's motion in longitude, degrees a day: 0.9856 with the equation of centre's swing (e = 0.0167), within 0.001. */
function sunSpeedDegPerDay(jdUt: number): number {
  return 0.985_6 + 0.032_95 * Math.cos(lowPrecisionSun(jdUt).meanAnomalyRad);
}

/** Drik Panchang's moment of a sankranti we find at `jdUt` (UT Julian days). */
export function drikSankrantiJdUt(jdUt: number): number {
  return jdUt + (DRIK_SANKRANTI_LAG_ARCSEC - nutationInLongitudeArcsec(jdUt)) / 3600 / sunSpeedDegPerDay(jdUt);
}

/**
 * The regional solar calendars' rules, on the civil (midnight-to-midnight)
 * day holding the sankranti at Drik's moment (drikSankrantiJdUt): how many
 * days after that day its month's first day falls. The regional calendars
 * (src/domain/regional-calendars) read them; each was checked against Drik
 * Panchang's month starts (New Delhi, 2024-2027) and the sankrantis nearest
 * each critical time 1900-2050 (test/reference/drik-solar-months.ts).
 */
export const REGIONAL_CALENDAR_RULES = ['tamil', 'kerala', 'bengal', 'odisha'] as const;
export type RegionalCalendarRule = (typeof REGIONAL_CALENDAR_RULES)[number];

/** Minutes a UT Julian day holds. */
const DAY_MINUTES = 1_440;
/** Malayalam: the end of the third fifth of the daytime (madhyahna). */
export const KERALA_DAYTIME_FRACTION = 3 / 5;
/**
 * Drik's Malayalam cutoff lies 1.0 to 1.5 minutes before three fifths of the
 * daytime at its moments: month starts on the day for sankrantis up to 1.5
 * minutes before it (15 May 2035), on the next day from 1.0 minute before
 * it (12 February 1973) (within our sunrise's and the lag's minute).
 */
export const KERALA_MARGIN_MINUTES = 1.2;
/**
 * Odia: 22:20 on the place's clock (IST in Odisha). Drik begins the month on
 * the day for sankrantis up to 22:19:46 IST (13 April 1915), on the next day
 * from 22:20:32 (15 December 1907), at its moments; neither midnight nor the
 * night's midpoint separates its month starts (the Karka sankranti at 23:45
 * on 16 July 2026 begins Shravana on the 17th).
 */
export const ODIA_CRITICAL_CLOCK_HOURS = 22 + 20 / 60;
/** Bengali: within one ghati (24 minutes) after midnight the sunrise tithi decides. */
export const BENGAL_MIDNIGHT_ZONE_MINUTES = 24;
/** The Bengali near-midnight sankranti of Karka always counts as before midnight (Makara: always after). */

/** The civil day holding a sankranti, with its sunrise and sunset (UT Julian days). */
export interface SankrantiCivilDay {
  /** Local midnight starting the day. */
  startJdUt: number;
  sunriseJdUt: number;
  sunsetJdUt: number;
}

/**
 * Days from the sankranti's civil day to the first day of its month by the
 * region's rule. `tithiRunsPast` answers, only for a Bengali sankranti just
 * after midnight, whether the tithi current at the previous sunrise is still
 * current at the sankranti (then it counts as before midnight).
 *
 * - tamil: before sunset, the same day, else the next (Reingold and
 *   Dershowitz, Calendrical Calculations, ch. 20, the Tamil rule; Sewell and
 *   Dikshit, The Indian Calendar, art. 28).
 * - kerala: before the end of the madhyahna (3/5 of the daytime), the same
 *   day, else the next (Calendrical Calculations, the Malayali rule).
 * - odisha: before 22:20 on the clock, the same day, else the next (Drik
 *   Panchang's Odia calendar; Sewell and Dikshit's Orissa rule counts the
 *   whole civil day).
 * - bengal: the next day (before midnight, the month begins on the next day;
 *   after it, on the day after that, which is the next civil day), except a
 *   sankranti in the first ghati after midnight that the tithi current at
 *   the previous sunrise outlasts: it counts as before midnight, the same
 *   day (Sewell and Dikshit, art. 28, the Bengal rule; Karka always, Makara
 *   never).
 */
export function monthStartOffsetDays(
  rule: RegionalCalendarRule,
  jdUt: number,
  signIndex: number,
  day: SankrantiCivilDay,
  offsetMinutesAt: (jdUt: number) => number,
  tithiRunsPast: () => boolean,
): number {
  switch (rule) {
    case 'tamil':
      return jdUt < day.sunsetJdUt ? 0 : 1;
    case 'kerala': {
      const end = day.sunriseJdUt + (day.sunsetJdUt - day.sunriseJdUt) * KERALA_DAYTIME_FRACTION;
      return jdUt < end - KERALA_MARGIN_MINUTES / DAY_MINUTES ? 0 : 1;
    }
    case 'odisha': {
      // A Julian day starts at noon: the clock's day starts half a day later.
      const localJd = jdUt + offsetMinutesAt(jdUt) / DAY_MINUTES + 0.5;
      return (localJd - Math.floor(localJd)) * 24 < ODIA_CRITICAL_CLOCK_HOURS ? 0 : 1;
    }
    case 'bengal': {
      if (jdUt >= day.startJdUt + BENGAL_MIDNIGHT_ZONE_MINUTES / DAY_MINUTES) return 1;
      if (signIndex === KARKA) return 0;
      if (signIndex === MAKARA) return 1;
      return tithiRunsPast() ? 0 : 1;
    }
  }
}
