/**
 * Greenwich mean sidereal time: the one formula of the closed-form
 * reductions outside the native engine (the Sun's hour angle of the kala
 * balas, the eclipse screen). The engine's ascendants keep its own apparent
 * sidereal time.
 *
 * IAU 1982 (Meeus, "Astronomical Algorithms", 2nd ed., eq. 12.4), to its
 * linear term: theta0 = 280.46061837 + 360.98564736629 (JD - 2451545.0)
 * degrees. The dropped T^2 and T^3 terms stay under 0.4" in 1800-2400.
 */
const J2000_JD = 2_451_545;

/** The Earth's rotation against the mean equinox, degrees per UT day. */
export const SIDEREAL_RATE_DEG_PER_DAY = 360.98564736629;

/** Greenwich mean sidereal time, degrees (not reduced to 0..360), of a UT Julian day. */
export function greenwichMeanSiderealDeg(jdUt: number): number {
  return 280.46061837 + SIDEREAL_RATE_DEG_PER_DAY * (jdUt - J2000_JD);
}
