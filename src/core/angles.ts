/** Angle helpers; every angle is in degrees. */

export const ARCSEC_DEG = 1 / 3600;
export const ARCMIN_DEG = 1 / 60;

/** Normalises to [0, 360). */
export function normalizeDeg(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r;
}

/** Normalises to [-180, 180). */
export function wrap180Deg(deg: number): number {
  return normalizeDeg(deg + 180) - 180;
}

/** Arc between two longitudes along the shorter way, [0, 180]. */
export function arcDeg(aDeg: number, bDeg: number): number {
  return Math.abs(wrap180Deg(aDeg - bDeg));
}
