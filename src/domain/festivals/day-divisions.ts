/**
 * The standard divisions of a sunrise-to-sunrise day that festival rules are
 * stated in, each as a fraction of that day's own daytime (sunrise to sunset)
 * or night (sunset to next sunrise), so they stretch with the season.
 *
 * - The daytime in five equal parts: pratahkal, sangava, madhyahna,
 *   aparahna, sayahna (Drik Panchang, "Hindu Day Divisions"; its Ganesh
 *   Chaturthi "Madhyahna Puja Muhurat" and Pitru Paksha "Aparahna Kaal" are
 *   the third and fourth fifths).
 * - The daytime and the night in fifteen muhurtas each: kutup is the 8th and
 *   rauhina the 9th muhurta of the day (Drik Panchang shraddha pages);
 *   pradosh is the first three muhurtas of the night (a fifth of it); nishita
 *   is the 8th muhurta of the night (Drik Panchang "Nishita Kaal").
 * - Midday and midnight: the midpoints of the daytime and the night (Drik's
 *   "Madhyahna moment" and "Madhya Ratri moment").
 */
import type { Window } from '../panchang/index.ts';

/** The sunrise, sunset and next sunrise a division is taken from (UT Julian days). */
export interface SunSpan {
  sunriseJdUt: number;
  sunsetJdUt: number;
  nextSunriseJdUt: number;
}

function part(startJdUt: number, endJdUt: number, parts: number, n: number): Window {
  const size = (endJdUt - startJdUt) / parts;
  return { startJdUt: startJdUt + (n - 1) * size, endJdUt: startJdUt + n * size };
}

/** The n-th (1..5) fifth of the daytime. */
export function dayFifth(day: SunSpan, n: number): Window {
  return part(day.sunriseJdUt, day.sunsetJdUt, 5, n);
}

/** The n-th (1..15) muhurta of the daytime. */
export function dayMuhurta(day: SunSpan, n: number): Window {
  return part(day.sunriseJdUt, day.sunsetJdUt, 15, n);
}

/** The n-th (1..15) muhurta of the night. */
export function nightMuhurta(day: SunSpan, n: number): Window {
  return part(day.sunsetJdUt, day.nextSunriseJdUt, 15, n);
}

/** First fifth of the daytime. */
export const pratahkal = (day: SunSpan): Window => dayFifth(day, 1);
/** Third fifth of the daytime. */
export const madhyahna = (day: SunSpan): Window => dayFifth(day, 3);
/** Fourth fifth of the daytime. */
export const aparahna = (day: SunSpan): Window => dayFifth(day, 4);
/** Kutup muhurta: the 8th muhurta of the daytime. */
export const kutup = (day: SunSpan): Window => dayMuhurta(day, 8);
/** Rauhina muhurta: the 9th muhurta of the daytime. */
export const rauhina = (day: SunSpan): Window => dayMuhurta(day, 9);
/** Pradosh: the first three muhurtas (a fifth) of the night. */
export const pradosh = (day: SunSpan): Window => part(day.sunsetJdUt, day.nextSunriseJdUt, 5, 1);
/** Nishita: the 8th muhurta of the night. */
export const nishita = (day: SunSpan): Window => nightMuhurta(day, 8);
/** Midpoint of the daytime. */
export const middayJdUt = (day: SunSpan): number => (day.sunriseJdUt + day.sunsetJdUt) / 2;
/** Midpoint of the night. */
export const midnightJdUt = (day: SunSpan): number => (day.sunsetJdUt + day.nextSunriseJdUt) / 2;

/** Length of the overlap of two windows (0 when disjoint), in days. */
export function overlapDays(a: Window, b: Window): number {
  return Math.max(0, Math.min(a.endJdUt, b.endJdUt) - Math.max(a.startJdUt, b.startJdUt));
}

/** The intersection of two windows, or null when they do not overlap. */
export function intersect(a: Window, b: Window): Window | null {
  const startJdUt = Math.max(a.startJdUt, b.startJdUt);
  const endJdUt = Math.min(a.endJdUt, b.endJdUt);
  return endJdUt > startJdUt ? { startJdUt, endJdUt } : null;
}
