/**
 * Which local day a sankranti (the Sun's entry into a sidereal sign) is kept
 * on: the one place for the rule, by tradition. Makar Sankranti
 * (rules/makar-sankranti.ts), the sankrantis and their observances
 * (src/domain/sankranti) and the regional calendars build on it (a solar
 * month begins on its sankranti's day by that region's rule).
 *
 * - `dharma_sindhu` (Drik Panchang's sankranti pages; Dharma Sindhu,
 *   Sankranti Nirnaya): a moment in the daytime keeps its own day; a moment
 *   at night keeps the day before it when it falls before the middle of the
 *   night (the midpoint of sunset and the next sunrise), the next day when
 *   after; Makara at any time of the night keeps the next day (its punya kaal
 *   follows the moment, Drik's "Makar Sankranti" page).
 * - `odisha`: the same split at the middle of the night for every sign (the
 *   Odia solar calendar: the month begins on the sankranti's day if before
 *   Hindu midnight, else the next day).
 * - `tamil`: the day whose sunset first follows the moment (the Tamil
 *   calendar: the month begins on the same day if the sankranti falls
 *   between sunrise and sunset, else on the next day).
 * - `kerala`: the day whose madhyahna (the third fifth of the daytime) ends
 *   first after the moment (the Malayalam calendar: the same day if within
 *   the first three fifths of the daytime, else the next day).
 * - `bengal`: the day after the `odisha` day (the Bengali calendar: the month
 *   begins on the day after a sankranti between sunrise and midnight, and a
 *   day later after midnight).
 * - `sunrise_day`: the sunrise-to-sunrise day holding the moment, a night
 *   moment keeping the day before it (Baisakhi: timeanddate.com's 13 April
 *   2025 for a Mesha sankranti at about 03:30 on the 14th in New Delhi).
 *
 * The regional rules are those Drik Panchang states on its "Mesha Sankranti"
 * page (as quoted on templesinindiainfo.com, "2019 Mesha Sankranti").
 */
import type { FestivalYearContext, LocalDay } from './year-context.ts';

export const SANKRANTI_DAY_RULES = ['dharma_sindhu', 'odisha', 'tamil', 'kerala', 'bengal', 'sunrise_day'] as const;
export type SankrantiDayRule = (typeof SANKRANTI_DAY_RULES)[number];

/** Sign index of Makara (0 = Mesha). */
export const MAKARA = 9;

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

/** The local day on which a sankranti into `signIndex` at `jdUt` is kept by `rule`, or undefined outside the context's days. */
export function sankrantiDay(ctx: FestivalYearContext, jdUt: number, signIndex: number, rule: SankrantiDayRule): LocalDay | undefined {
  const at = sankrantiPlace(ctx, jdUt);
  if (at === undefined) return undefined;
  const next = ctx.days[at.day.index + 1];
  switch (rule) {
    case 'dharma_sindhu':
      if (at.part === 'day') return at.day;
      if (signIndex === MAKARA || at.part === 'night_after_midnight') return next;
      return at.day;
    case 'odisha':
      return at.part === 'night_after_midnight' ? next : at.day;
    case 'tamil':
      return at.part === 'day' ? at.day : next;
    case 'kerala': {
      const madhyahnaEnd = at.day.sunriseJdUt + ((at.day.sunsetJdUt - at.day.sunriseJdUt) * 3) / 5;
      return jdUt < madhyahnaEnd ? at.day : next;
    }
    case 'sunrise_day':
      return at.day;
    case 'bengal': {
      const odisha = at.part === 'night_after_midnight' ? next : at.day;
      return odisha === undefined ? undefined : ctx.days[odisha.index + 1];
    }
  }
}
