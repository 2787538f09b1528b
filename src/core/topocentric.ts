/**
 * The Sun and the Moon as seen from a place on a spherical Earth: the one
 * closed-form reduction of the engine's geocentric ecliptic positions to the
 * place's horizon (the eclipse screen; test/unit/festivals/crescent-criteria.test.ts
 * weighs a crescent criterion with it). The
 * observer stands one Earth radius from the centre along its local vertical;
 * the Earth's flattening moves a low Moon's altitude by under 0.005 deg.
 */
import { meanObliquityDeg } from './obliquity.ts';
import { greenwichMeanSiderealDeg } from './sidereal-time.ts';

export const KM_PER_AU = 149_597_870.7;
export const EARTH_RADIUS_KM = 6378.14;
export const MOON_RADIUS_KM = 1737.4;
export const SUN_RADIUS_KM = 696_000;

const DEG = Math.PI / 180;

export type Vector3 = readonly [number, number, number];

/** Unit vector, equatorial of date, of an ecliptic direction of date (mean obliquity of jdUt). */
export function equatorialUnit(lonDeg: number, latDeg: number, jdUt: number): Vector3 {
  const l = lonDeg * DEG;
  const b = latDeg * DEG;
  const e = meanObliquityDeg(jdUt) * DEG;
  const x = Math.cos(b) * Math.cos(l);
  const y = Math.cos(b) * Math.sin(l);
  const z = Math.sin(b);
  return [x, y * Math.cos(e) - z * Math.sin(e), y * Math.sin(e) + z * Math.cos(e)];
}

/** The place's zenith as a unit vector, equatorial of date, at a UT Julian day (mean sidereal time). */
export function zenithUnit(latitudeDeg: number, longitudeDeg: number, jdUt: number): Vector3 {
  const phi = latitudeDeg * DEG;
  const theta = (greenwichMeanSiderealDeg(jdUt) + longitudeDeg) * DEG;
  return [Math.cos(phi) * Math.cos(theta), Math.cos(phi) * Math.sin(theta), Math.sin(phi)];
}

/** A body's position from the place, in Earth radii, given its geocentric unit direction and distance (AU). */
export function fromPlace(direction: Vector3, distanceAu: number, zenith: Vector3): Vector3 {
  const radii = (distanceAu * KM_PER_AU) / EARTH_RADIUS_KM;
  return [direction[0] * radii - zenith[0], direction[1] * radii - zenith[1], direction[2] * radii - zenith[2]];
}

const dot = (a: Vector3, b: Vector3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const norm = (a: Vector3): number => Math.hypot(a[0], a[1], a[2]);

/** Angle between two directions, degrees. */
export function separationDeg(a: Vector3, b: Vector3): number {
  return Math.acos(Math.min(1, Math.max(-1, dot(a, b) / (norm(a) * norm(b))))) / DEG;
}

/** Altitude of a direction above the place's horizon, degrees, without refraction. */
export function altitudeDeg(direction: Vector3, zenith: Vector3): number {
  return Math.asin(Math.min(1, Math.max(-1, dot(direction, zenith) / norm(direction)))) / DEG;
}

/** Apparent semidiameter, degrees, of a body of a radius at a distance, both in km. */
export function semidiameterDeg(radiusKm: number, distanceKm: number): number {
  return Math.asin(radiusKm / distanceKm) / DEG;
}
