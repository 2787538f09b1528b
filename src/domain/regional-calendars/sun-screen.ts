/**
 * Approximate sunrise and sunset (NOAA's low-precision solar position,
 * standard altitude -0.833 deg; Meeus, Astronomical Algorithms, ch. 15 and
 * 25), within two minutes at latitudes up to 60 deg. The regional rules read
 * them only to tell a sankranti far from its critical time from one near it;
 * near it (SCREEN_MARGIN_MINUTES) the engine's rise and set decide.
 */
import { lowPrecisionSun } from '../../core/low-precision-sun.ts';
import { meanObliquityDeg } from '../../core/obliquity.ts';

export const SCREEN_MARGIN_MINUTES = 20;
/** Beyond this latitude the screen is not trusted. */
export const SCREEN_MAX_LATITUDE_DEG = 60;

const RAD = Math.PI / 180;

/** Sunrise and sunset (UT Julian days) of the civil day starting at `dayStartJdUt`, or NaN where the Sun stays up or down. */
export function approximateSunTimes(
  dayStartJdUt: number,
  latitudeDeg: number,
  longitudeDeg: number,
): { sunriseJdUt: number; sunsetJdUt: number } {
  // Solar position near the middle of the civil day.
  const noon = dayStartJdUt + 0.5;
  const sun = lowPrecisionSun(noon);
  const meanLongitude = sun.meanLongitudeDeg % 360;
  const meanAnomaly = sun.meanAnomalyRad;
  const obliquity = meanObliquityDeg(noon) * RAD;
  const declination = sun.declinationDeg * RAD;
  const y = Math.tan(obliquity / 2) ** 2;
  const l0 = meanLongitude * RAD;
  const e = 0.016708634;
  // Equation of time, minutes.
  const eqTime =
    (4 / RAD) *
    (y * Math.sin(2 * l0) -
      2 * e * Math.sin(meanAnomaly) +
      4 * e * y * Math.sin(meanAnomaly) * Math.cos(2 * l0) -
      0.5 * y * y * Math.sin(4 * l0) -
      1.25 * e * e * Math.sin(2 * meanAnomaly));
  // The transit nearest the middle of the civil day: 720 - 4 lon - eqTime minutes after 0h UT.
  const transitOfUtDate = Math.floor(noon - 0.5) + 0.5 + (720 - 4 * longitudeDeg - eqTime) / 1_440;
  const transit = transitOfUtDate + Math.round(noon - transitOfUtDate);
  const cosH =
    (Math.sin(-0.833 * RAD) - Math.sin(latitudeDeg * RAD) * Math.sin(declination)) / (Math.cos(latitudeDeg * RAD) * Math.cos(declination));
  if (cosH <= -1 || cosH >= 1) return { sunriseJdUt: Number.NaN, sunsetJdUt: Number.NaN };
  const halfDay = Math.acos(cosH) / RAD / 360;
  return { sunriseJdUt: transit - halfDay, sunsetJdUt: transit + halfDay };
}
