/**
 * Small day rules shared by the festivals from Sharad Navratri to Dev
 * Deepawali: the day whose sunrise a tithi covers (udaya tithi), the evening
 * puja window of the moonrise vrats, and the ghati.
 */
import type { Span, Window } from '../../panchang/index.ts';
import type { SunSpan } from '../day-divisions.ts';
import type { FestivalYearContext, LocalDay } from '../year-context.ts';

/** One ghati: a sixtieth of a day, 24 minutes (in days). */
export const GHATI_DAYS = 24 / 1_440;

/** The local days whose sunrise the span covers, in order (none for a kshaya tithi, two for a vriddhi one). */
export function sunriseDaysOf(ctx: FestivalYearContext, span: Window): LocalDay[] {
  return ctx.days.filter((d) => d.sunriseJdUt >= span.startJdUt && d.sunriseJdUt < span.endJdUt);
}

/** The first local day whose sunrise the span covers (the udaya tithi's day), or undefined. */
export function udayaDayOf(ctx: FestivalYearContext, span: Span): LocalDay | undefined {
  return sunriseDaysOf(ctx, span)[0];
}

/** True when the moment lies in the window. */
export function within(window: Window, jdUt: number): boolean {
  return jdUt >= window.startJdUt && jdUt < window.endJdUt;
}

/**
 * The first tenth of the night (a muhurta and a half, from sunset): the
 * evening puja window Drik Panchang prints for Karwa Chauth and Ahoi Ashtami
 * (New Delhi 2025: 17:57-19:11 and 17:53-19:08, 2024: 17:46-19:02 for Karwa
 * Chauth; each a tenth of that night).
 */
export function firstTenthOfNight(day: SunSpan): Window {
  return { startJdUt: day.sunsetJdUt, endJdUt: day.sunsetJdUt + (day.nextSunriseJdUt - day.sunsetJdUt) / 10 };
}
