/**
 * The Sun by the low-precision solar theory of Meeus, Astronomical
 * Algorithms (2nd ed.), chapter 25: mean longitude, mean anomaly and the
 * equation of centre, about 0.01 deg in longitude. The one copy for the
 * closed-form screens that run before the engine (the polar-day check, the
 * regional calendars' sunrise screen, the sankranti moment's speed); the
 * engine's own positions decide every answer near a boundary.
 */
import { meanObliquityDeg } from './obliquity.ts';

const DEG = Math.PI / 180;
const J2000_JD = 2_451_545;
const DAYS_PER_JULIAN_CENTURY = 36_525;

export interface LowPrecisionSun {
  /** Geometric mean longitude L0, degrees (not reduced to 0-360). */
  meanLongitudeDeg: number;
  /** Mean anomaly M, radians. */
  meanAnomalyRad: number;
  /** True (geometric) longitude L0 + C, degrees. */
  trueLongitudeDeg: number;
  /** Declination from the true longitude and the mean obliquity, degrees. */
  declinationDeg: number;
}

/** The Sun at a UT Julian day (Meeus 25.2-25.4; ΔT ignored, under 0.001 deg). */
export function lowPrecisionSun(jdUt: number): LowPrecisionSun {
  const t = (jdUt - J2000_JD) / DAYS_PER_JULIAN_CENTURY;
  const meanLongitudeDeg = 280.46646 + 36_000.76983 * t;
  const meanAnomalyRad = (357.52911 + 35_999.05029 * t) * DEG;
  const centreDeg =
    (1.914602 - 0.004817 * t) * Math.sin(meanAnomalyRad) +
    0.019993 * Math.sin(2 * meanAnomalyRad) +
    0.000289 * Math.sin(3 * meanAnomalyRad);
  const trueLongitudeDeg = meanLongitudeDeg + centreDeg;
  const declinationDeg = Math.asin(Math.sin(meanObliquityDeg(jdUt) * DEG) * Math.sin(trueLongitudeDeg * DEG)) / DEG;
  return { meanLongitudeDeg, meanAnomalyRad, trueLongitudeDeg, declinationDeg };
}
