/**
 * A cheap, loose test of whether a solar eclipse near a moment may be seen
 * at a place, so that the library's local solar search (which runs on to the
 * next eclipse seen at the place, often years away) runs only where it can
 * find this one. Loose: it never says no to an eclipse the search would find
 * (test/unit/eclipses/visibility.test.ts and test/unit/muhurat/eclipses.test.ts
 * compare it with the full search at places on every continent and near the
 * poles). The Sun and the Moon as seen from the place, sampled every 10
 * minutes over 6 hours either side of the moment (every phase of an eclipse
 * lies within 4 hours of its greatest eclipse and of the new moon): the discs
 * must come within SOLAR_SEPARATION_MARGIN_DEG of touching while the Sun is
 * above SOLAR_ALTITUDE_FLOOR_DEG.
 */
import { meanObliquityDeg } from '../../core/obliquity.ts';
import { greenwichMeanSiderealDeg } from '../../core/sidereal-time.ts';
import { grahaPositions, positionOf } from '../../native/ephemeris.ts';
import type { Place } from './sutak.ts';

/** Sampling of the topocentric check: 10 minutes, 6 hours either side of the moment. */
const SOLAR_STEP_DAYS = 10 / 1440;
const SOLAR_HALF_SPAN_STEPS = 36;
/** The discs may be this far apart at a sample and still count (their relative motion is under 0.6 deg/h). */
const SOLAR_SEPARATION_MARGIN_DEG = 0.25;
/** The Sun counts as up above this altitude (the upper limb rises at -0.83 deg with refraction). */
const SOLAR_ALTITUDE_FLOOR_DEG = -1.5;

const DEG = Math.PI / 180;
const KM_PER_AU = 149_597_870.7;
const EARTH_RADIUS_KM = 6378.14;
const MOON_RADIUS_KM = 1737.4;
const SUN_RADIUS_KM = 696_000;

/** Unit vector (equatorial, of date) of an ecliptic direction. */
function equatorial(lonDeg: number, latDeg: number, obliquityDeg: number): [number, number, number] {
  const l = lonDeg * DEG;
  const b = latDeg * DEG;
  const e = obliquityDeg * DEG;
  const x = Math.cos(b) * Math.cos(l);
  const y = Math.cos(b) * Math.sin(l);
  const z = Math.sin(b);
  return [x, y * Math.cos(e) - z * Math.sin(e), y * Math.sin(e) + z * Math.cos(e)];
}

/** Whether the Sun and the Moon seen from the place come near touching with the Sun up, within 6 hours of nearJdUt (a new moon or a greatest eclipse). */
export function solarEclipsePossibleAt(place: Place, nearJdUt: number): boolean {
  const n = 2 * SOLAR_HALF_SPAN_STEPS + 1;
  const moments = Float64Array.from({ length: n }, (_, k) => nearJdUt + (k - SOLAR_HALF_SPAN_STEPS) * SOLAR_STEP_DAYS);
  const batch = grahaPositions(moments, { tropical: true });
  const phi = place.latitudeDeg * DEG;
  for (let k = 0; k < n; k += 1) {
    const t = moments[k]!;
    const eps = meanObliquityDeg(t);
    const sun = positionOf(batch, k, 0);
    const moon = positionOf(batch, k, 1);
    const theta = (greenwichMeanSiderealDeg(t) + place.longitudeDeg) * DEG;
    const o = [Math.cos(phi) * Math.cos(theta), Math.cos(phi) * Math.sin(theta), Math.sin(phi)];
    const s = equatorial(sun.longitudeDeg, sun.latitudeDeg, eps);
    const sunAltitudeDeg = Math.asin(s[0] * o[0]! + s[1] * o[1]! + s[2] * o[2]!) / DEG;
    if (sunAltitudeDeg < SOLAR_ALTITUDE_FLOOR_DEG) continue;
    const moonRadii = (moon.distanceAu * KM_PER_AU) / EARTH_RADIUS_KM;
    const m = equatorial(moon.longitudeDeg, moon.latitudeDeg, eps).map((c, i) => c * moonRadii - o[i]!);
    const topoRadii = Math.hypot(m[0]!, m[1]!, m[2]!);
    const cosSep = (m[0]! * s[0] + m[1]! * s[1] + m[2]! * s[2]) / topoRadii;
    const separationDeg = Math.acos(Math.min(1, Math.max(-1, cosSep))) / DEG;
    const moonSdDeg = Math.asin(MOON_RADIUS_KM / (topoRadii * EARTH_RADIUS_KM)) / DEG;
    const sunSdDeg = Math.asin(SUN_RADIUS_KM / (sun.distanceAu * KM_PER_AU)) / DEG;
    if (separationDeg < moonSdDeg + sunSdDeg + SOLAR_SEPARATION_MARGIN_DEG) return true;
  }
  return false;
}
