/**
 * The ayanamsas the API offers. Lahiri is Swiss Ephemeris SE_SIDM_LAHIRI
 * (computed in the addon); every other choice is Lahiri plus a fixed offset,
 * so Lahiri results never move (the API contract, Versioning item 3; docs/platform.md,
 * Astronomy conventions). This is the one place those offsets live.
 */
import { normalizeDeg } from '../../core/angles.ts';

export const AYANAMSA_IDS = ['lahiri', 'raman', 'krishnamurti', 'yukteshwar', 'fagan_bradley'] as const;
export type AyanamsaId = (typeof AYANAMSA_IDS)[number];

function dms(sign: 1 | -1, deg: number, arcmin: number, arcsec: number): number {
  return sign * (deg + arcmin / 60 + arcsec / 3600);
}

/**
 * Ayanamsa minus Lahiri ayanamsa, degrees (the API contract, Versioning 3):
 * fagan_bradley +52'59", krishnamurti -5'49", yukteshwar -1 deg 22'43",
 * raman -1 deg 26'47".
 */
export const AYANAMSA_OFFSET_FROM_LAHIRI_DEG: Readonly<Record<AyanamsaId, number>> = {
  lahiri: 0,
  fagan_bradley: dms(1, 0, 52, 59),
  krishnamurti: dms(-1, 0, 5, 49),
  yukteshwar: dms(-1, 1, 22, 43),
  raman: dms(-1, 1, 26, 47),
};

/** KP-New ayanamsa minus Lahiri (the API contract, Versioning 3): -5'24". */
export const KP_NEW_OFFSET_FROM_LAHIRI_DEG = dms(-1, 0, 5, 24);

export function isAyanamsaId(value: unknown): value is AyanamsaId {
  return typeof value === 'string' && (AYANAMSA_IDS as readonly string[]).includes(value);
}

/** The chosen ayanamsa in degrees, from the Lahiri ayanamsa at the same moment. */
export function ayanamsaDegFromLahiri(lahiriAyanamsaDeg: number, id: AyanamsaId): number {
  return lahiriAyanamsaDeg + AYANAMSA_OFFSET_FROM_LAHIRI_DEG[id];
}

/**
 * Re-expresses a Lahiri sidereal longitude in the chosen ayanamsa, range
 * [0, 360). A larger ayanamsa gives a smaller sidereal longitude
 * (sidereal = tropical - ayanamsa).
 */
export function siderealFromLahiriDeg(lahiriLongitudeDeg: number, id: AyanamsaId): number {
  const offset = AYANAMSA_OFFSET_FROM_LAHIRI_DEG[id];
  return offset === 0 ? lahiriLongitudeDeg : normalizeDeg(lahiriLongitudeDeg - offset);
}
