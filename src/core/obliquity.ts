/**
 * The mean obliquity of the ecliptic: the one formula of the closed-form
 * reductions outside the native engine (hour angles, declinations, the
 * predicted risings of lagna-rising). The engine's positions, ascendants and
 * sidereal times keep its own true obliquity.
 *
 * The IAU 1980 formula (SOFA iau_OBL80; Explanatory Supplement to the
 * Astronomical Almanac, 1992, expression 3.222-1;
 * http://www.iausofa.org/2009_0201_F/sofa/obl80.for):
 *   eps0 = 84381.448" - 46.8150" T - 0.00059" T^2 + 0.001813" T^3,
 * T in Julian centuries of 36525 days from J2000.0 (JD 2451545.0), here to
 * its linear term in degrees, rounded to 1e-7 deg (23.439291, 0.0130042 a
 * century), as the low-precision solar formulas write it. The dropped terms
 * and the rounding stay under 0.004" in 1900-2100 and 0.11" in 1800-2400
 * (test/unit/core/obliquity.test.ts), far below what these reductions need;
 * the full formula would move answers that interpolate between days (asta
 * by visibility) by up to 0.3 s in 2026 and 12 s in 2390 (measured
 * 2026-11-28), so the linear form is kept.
 */
const J2000_JD = 2_451_545;
const DAYS_PER_JULIAN_CENTURY = 36_525;

/**
 * Mean obliquity of the ecliptic of date, degrees (23.436 in 2026, falling
 * 0.013 a century). Read on the UT Julian day: TT would move it by under
 * 1e-8 deg.
 */
export function meanObliquityDeg(jdUt: number): number {
  const t = (jdUt - J2000_JD) / DAYS_PER_JULIAN_CENTURY;
  return 23.439291 - 0.0130042 * t;
}
