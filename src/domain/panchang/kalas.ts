/**
 * Rahu kaal, gulika kaal and yamaganda (one eighth of the daytime each, the
 * eighth set by the weekday) and abhijit muhurta (the midday muhurta).
 *
 * Eighth tables, 1-based, Sunday first. Sources: astromatics.in "Rahu Kaal"
 * (Sunday 8th, Monday 2nd, Tuesday 7th, Wednesday 5th, Thursday 6th, Friday
 * 4th, Saturday 3rd) and divineastro.in "Rahu Kalam - Actual Timing", whose
 * 6:00-18:00 table gives the same Rahu column plus Gulikai and Yamakandam;
 * Drik Panchang day pages for New Delhi agree (test/golden/panchang/panchang-golden.test.ts).
 */
import type { SunFrame } from '../../time/day-frame.ts';

export interface Window {
  startJdUt: number;
  endJdUt: number;
}

/** Eighth of the daytime (1..8) holding rahu kaal, by weekday (0 = Sunday). */
export const RAHU_KAAL_EIGHTH: readonly number[] = [8, 2, 7, 5, 6, 4, 3];
/** Eighth of the daytime holding gulika kaal, by weekday. */
export const GULIKA_KAAL_EIGHTH: readonly number[] = [7, 6, 5, 4, 3, 2, 1];
/** Eighth of the daytime holding yamaganda, by weekday. */
export const YAMAGANDA_EIGHTH: readonly number[] = [5, 4, 3, 2, 1, 7, 6];

/** The n-th (1..8) eighth of the daytime from sunrise to sunset. */
export function eighthOfDaytime(sunriseJdUt: number, sunsetJdUt: number, eighth: number): Window {
  const part = (sunsetJdUt - sunriseJdUt) / 8;
  return { startJdUt: sunriseJdUt + (eighth - 1) * part, endJdUt: sunriseJdUt + eighth * part };
}

/** Weekday on which abhijit muhurta is not observed: Wednesday (Muhurta Chintamani; Drik Panchang shows "None"). */
export const ABHIJIT_EXCLUDED_WEEKDAY = 3;

/**
 * Abhijit muhurta: the 8th of the 15 muhurtas of the daytime (the one
 * containing apparent noon), or null on Wednesday.
 */
export function abhijitMuhurta(sunriseJdUt: number, sunsetJdUt: number, weekdayIndex: number): Window | null {
  if (weekdayIndex === ABHIJIT_EXCLUDED_WEEKDAY) return null;
  const muhurta = (sunsetJdUt - sunriseJdUt) / 15;
  return { startJdUt: sunriseJdUt + 7 * muhurta, endJdUt: sunriseJdUt + 8 * muhurta };
}

export interface Kalas {
  rahuKaal: Window;
  gulikaKaal: Window;
  yamaganda: Window;
  abhijit: Window | null;
}

/** The four timed windows of one day's panchang. */
export function kalasOf(frame: Pick<SunFrame, 'sunriseJdUt' | 'sunsetJdUt' | 'weekdayIndex'>): Kalas {
  const { sunriseJdUt: rise, sunsetJdUt: set, weekdayIndex: w } = frame;
  return {
    rahuKaal: eighthOfDaytime(rise, set, RAHU_KAAL_EIGHTH[w]!),
    gulikaKaal: eighthOfDaytime(rise, set, GULIKA_KAAL_EIGHTH[w]!),
    yamaganda: eighthOfDaytime(rise, set, YAMAGANDA_EIGHTH[w]!),
    abhijit: abhijitMuhurta(rise, set, w),
  };
}
