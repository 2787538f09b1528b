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
import {
  altitudeDeg,
  EARTH_RADIUS_KM,
  equatorialUnit,
  fromPlace,
  KM_PER_AU,
  MOON_RADIUS_KM,
  norm,
  semidiameterDeg,
  separationDeg,
  SUN_RADIUS_KM,
  zenithUnit,
} from '../../core/topocentric.ts';
import { grahaPositions, positionOf } from '../../native/ephemeris.ts';
import type { Place } from './sutak.ts';

/** Sampling of the topocentric check: 10 minutes, 6 hours either side of the moment. */
const SOLAR_STEP_DAYS = 10 / 1440;
const SOLAR_HALF_SPAN_STEPS = 36;
/** The discs may be this far apart at a sample and still count (their relative motion is under 0.6 deg/h). */
const SOLAR_SEPARATION_MARGIN_DEG = 0.25;
/** The Sun counts as up above this altitude (the upper limb rises at -0.83 deg with refraction). */
const SOLAR_ALTITUDE_FLOOR_DEG = -1.5;

/** Whether the Sun and the Moon seen from the place come near touching with the Sun up, within 6 hours of nearJdUt (a new moon or a greatest eclipse). */
export function solarEclipsePossibleAt(place: Place, nearJdUt: number): boolean {
  const n = 2 * SOLAR_HALF_SPAN_STEPS + 1;
  const moments = Float64Array.from({ length: n }, (_, k) => nearJdUt + (k - SOLAR_HALF_SPAN_STEPS) * SOLAR_STEP_DAYS);
  const batch = grahaPositions(moments, { tropical: true });
  for (let k = 0; k < n; k += 1) {
    const t = moments[k]!;
    const sun = positionOf(batch, k, 0);
    const moon = positionOf(batch, k, 1);
    const zenith = zenithUnit(place.latitudeDeg, place.longitudeDeg, t);
    const s = equatorialUnit(sun.longitudeDeg, sun.latitudeDeg, t);
    if (altitudeDeg(s, zenith) < SOLAR_ALTITUDE_FLOOR_DEG) continue;
    const m = fromPlace(equatorialUnit(moon.longitudeDeg, moon.latitudeDeg, t), moon.distanceAu, zenith);
    const moonSdDeg = semidiameterDeg(MOON_RADIUS_KM, norm(m) * EARTH_RADIUS_KM);
    const sunSdDeg = semidiameterDeg(SUN_RADIUS_KM, sun.distanceAu * KM_PER_AU);
    if (separationDeg(m, s) < moonSdDeg + sunSdDeg + SOLAR_SEPARATION_MARGIN_DEG) return true;
  }
  return false;
}
