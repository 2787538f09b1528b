/**
 * The worked Tajaka examples of P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach" (Sagar Publications, 2000), ch. 27-30, with the
 * birth data and results as PyJHora's tests quote them
 * (github.com/naturalstupid/PyJHora, src/jhora/tests/pvr_tests.py, V4.8.5:
 * chapter_27_tests, saham_tests, harsha_bala_tests, lord_of_the_year_test,
 * mudda_varsha_vimsottari_tests).
 */
import type { BirthMoment } from '../../../src/core/birth.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';

/** Local IST clock to a UT Julian day. */
export function istJdUt(y: number, m: number, d: number, h: number, min: number, s = 0): number {
  return jdUtFromCalendar(y, m, d, h + min / 60 + s / 3600 - 5.5);
}

function ist(jdUt: number, latitudeDeg: number, longitudeDeg: number): BirthMoment {
  return { jdUt, latitudeDeg, longitudeDeg, timeAccuracy: 'exact', utcOffsetMinutes: 330, timezoneName: '+05:30' };
}

/** Example 118 / Exercise 47 / Chart 66: born 1967-03-08 17:40 IST at 26N18, 73E04 (Jodhpur). */
export const CHART_66_BIRTH = ist(istJdUt(1967, 3, 8, 17, 40), 26 + 18 / 60, 73 + 4 / 60);
/** Example 122 / Chart 67: born 1972-06-01 04:16 IST at 16N15, 81E12. */
export const CHART_67_BIRTH = ist(istJdUt(1972, 6, 1, 4, 16), 16 + 15 / 60, 81 + 12 / 60);
