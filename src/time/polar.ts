/**
 * Days on which the Sun certainly does not both rise and set at a latitude,
 * found in closed form before any rise/set search. A search on such a day
 * finds nothing only after scanning the whole day, so a year at a polar
 * latitude cost about a second of CPU before its refusal (issue 28, D3);
 * this check lets sunDays stop at the first such day.
 *
 * The Sun's declination at local noon comes from the low-precision solar
 * theory of Meeus, Astronomical Algorithms (2nd ed.), chapter 25 (about
 * 0.01 deg). Its centre culminates at 90 - |lat - dec| and reaches its
 * lowest at |lat + dec| - 90 (deg). Every sunrise convention puts the
 * horizon between -0.84 deg (upper limb with refraction) and 0 (centre,
 * no refraction); a day counts as certainly polar only when the Sun stays
 * POLAR_MARGIN_DEG beyond that band, which covers the theory's error, the
 * declination's change within the day (under 0.4 deg) and refraction's
 * spread, so the exact search would find no rise or no set on it too.
 */
import { lowPrecisionSun } from '../core/low-precision-sun.ts';

/** The lowest horizon altitude of the sunrise conventions (upper limb, standard refraction), deg. */
const LOWEST_HORIZON_DEG = -0.84;
/** The highest (centre, no refraction), deg. */
const HIGHEST_HORIZON_DEG = 0;
const POLAR_MARGIN_DEG = 1.5;

/** The Sun's apparent declination in degrees at a UT Julian day (Meeus ch. 25, low precision). */
export function sunDeclinationDeg(jdUt: number): number {
  return lowPrecisionSun(jdUt).declinationDeg;
}

/**
 * The first of `count` local days (day i starts at dayStartJdUt[i]) on which
 * the Sun certainly stays below or above every sunrise convention's horizon
 * at `latitudeDeg` all day, or -1 when there is none.
 */
export function firstCertainlyPolarDay(dayStartJdUt: Float64Array, count: number, latitudeDeg: number): number {
  // Outside the polar circles (with the margin) no day can qualify: skip the loop.
  if (Math.abs(latitudeDeg) < 90 - 23.5 - POLAR_MARGIN_DEG) return -1;
  for (let i = 0; i < count; i += 1) {
    const decDeg = sunDeclinationDeg(dayStartJdUt[i]! + 0.5);
    const highestDeg = 90 - Math.abs(latitudeDeg - decDeg);
    const lowestDeg = Math.abs(latitudeDeg + decDeg) - 90;
    if (highestDeg < LOWEST_HORIZON_DEG - POLAR_MARGIN_DEG || lowestDeg > HIGHEST_HORIZON_DEG + POLAR_MARGIN_DEG) return i;
  }
  return -1;
}
