/**
 * Placidus house cusps from first principles, for tests: an implementation
 * independent of the Swiss Ephemeris' own (swehouse.c). Placidus divides each
 * point's diurnal and nocturnal semi-arcs in three: the cusp of house 11 is
 * the ecliptic point whose hour angle east of the meridian is one third of its
 * diurnal semi-arc, house 12 two thirds; houses 2 and 3 lie below the eastern
 * horizon at one and two thirds of the nocturnal semi-arc past it. Houses 5,
 * 6, 8 and 9 are opposite 11, 12, 2 and 3; 1 is the ascendant, 10 the MC.
 * (R. Holden, "The Elements of House Division", 1977, ch. Placidus; J. Meeus'
 * spherical relations for right ascension and declination of an ecliptic point.)
 */
import { norm360 } from '../fixtures.ts';

const RAD = Math.PI / 180;

/** Right ascension (deg) and declination (deg) of the ecliptic point at longitude lambdaDeg. */
function equatorialOf(lambdaDeg: number, epsDeg: number): { raDeg: number; decDeg: number } {
  const l = lambdaDeg * RAD;
  const e = epsDeg * RAD;
  return {
    raDeg: norm360(Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l)) / RAD),
    decDeg: Math.asin(Math.sin(e) * Math.sin(l)) / RAD,
  };
}

/** The ecliptic longitude (deg) whose right ascension is raDeg. */
function longitudeOfRa(raDeg: number, epsDeg: number): number {
  const a = raDeg * RAD;
  return norm360(Math.atan2(Math.sin(a), Math.cos(a) * Math.cos(epsDeg * RAD)) / RAD);
}

/** Ascendant: the ecliptic point on the eastern horizon. */
export function ascendantOf(ramcDeg: number, latDeg: number, epsDeg: number): number {
  const ramc = ramcDeg * RAD;
  const eps = epsDeg * RAD;
  const candidate = Math.atan2(-Math.cos(ramc), Math.sin(eps) * Math.tan(latDeg * RAD) + Math.cos(eps) * Math.sin(ramc)) / RAD;
  // Two roots 180 deg apart: keep the one whose hour angle has a negative sine (east).
  for (const lam of [candidate, candidate + 180]) {
    if (Math.sin((ramcDeg - equatorialOf(lam, epsDeg).raDeg) * RAD) < 0) return norm360(lam);
  }
  throw new Error('unreachable: one of two opposite points is east of the meridian');
}

/**
 * The cusp whose right ascension is RAMC + offset(DSA), DSA the diurnal
 * semi-arc of the cusp itself (deg): solved by fixed-point iteration, which
 * converges away from the polar circles.
 */
function semiArcCusp(ramcDeg: number, latDeg: number, epsDeg: number, offset: (dsaDeg: number) => number): number {
  let lambda = longitudeOfRa(ramcDeg + offset(90), epsDeg);
  for (let i = 0; i < 200; i += 1) {
    const { decDeg } = equatorialOf(lambda, epsDeg);
    const dsa = 90 + Math.asin(Math.tan(decDeg * RAD) * Math.tan(latDeg * RAD)) / RAD;
    const next = longitudeOfRa(ramcDeg + offset(dsa), epsDeg);
    const step = Math.abs(((next - lambda + 540) % 360) - 180);
    lambda = next;
    if (step < 1e-12) return lambda;
  }
  throw new Error(`Placidus iteration did not converge at latitude ${latDeg}`);
}

/**
 * The 12 tropical Placidus cusps (deg, house 1 first) for a local sidereal
 * time RAMC (deg), geographic latitude and true obliquity (deg).
 */
export function placidusCusps(ramcDeg: number, latDeg: number, epsDeg: number): number[] {
  const c11 = semiArcCusp(ramcDeg, latDeg, epsDeg, (dsa) => dsa / 3);
  const c12 = semiArcCusp(ramcDeg, latDeg, epsDeg, (dsa) => (2 * dsa) / 3);
  // Below the eastern horizon: the diurnal semi-arc, then thirds of the nocturnal one (180 - DSA).
  const c2 = semiArcCusp(ramcDeg, latDeg, epsDeg, (dsa) => dsa + (180 - dsa) / 3);
  const c3 = semiArcCusp(ramcDeg, latDeg, epsDeg, (dsa) => dsa + (2 * (180 - dsa)) / 3);
  const asc = ascendantOf(ramcDeg, latDeg, epsDeg);
  const mc = longitudeOfRa(ramcDeg, epsDeg);
  const opposite = (d: number) => norm360(d + 180);
  return [asc, c2, c3, opposite(mc), opposite(c11), opposite(c12), opposite(asc), opposite(c2), opposite(c3), mc, c11, c12];
}
