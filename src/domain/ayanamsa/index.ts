/**
 * The ayanamsas the API offers. Lahiri is Swiss Ephemeris SE_SIDM_LAHIRI
 * (computed in the addon); four choices are Lahiri plus a fixed offset, so
 * Lahiri results never move (the API contract, Versioning item 3;
 * docs/platform.md, Astronomy conventions); the computed choices are the
 * Swiss Ephemeris's own sidereal modes, applied as Lahiri plus the difference
 * of the two true ayanamsas at each moment. This is the one place those
 * offsets and modes live.
 */
import { normalizeDeg } from '../../core/angles.ts';
import { ayanamsaOffsetFromLahiriAt } from '../../native/ephemeris.ts';

/** Lahiri and the ayanamsas defined as a fixed offset from it. */
export const FIXED_AYANAMSA_IDS = ['lahiri', 'raman', 'krishnamurti', 'yukteshwar', 'fagan_bradley'] as const;
export type FixedAyanamsaId = (typeof FIXED_AYANAMSA_IDS)[number];

/**
 * Ayanamsas computed by the Swiss Ephemeris, id -> sidereal mode number
 * (SE_SIDM_* in swephexp.h of the pinned Swiss Ephemeris 2.10.03; their
 * definitions in the Swiss Ephemeris documentation, section 2.7 "Sidereal
 * ephemerides"). The `true_*` and galactic ones place a star (Spica for
 * Chitra, zeta Piscium for Revati, delta Cancri for Pushya, lambda Scorpii for
 * Mula) or the galactic centre or equator at a fixed sidereal longitude at
 * every moment; the others are an ayanamsa at an epoch carried by precession.
 * The Swiss Ephemeris's own Fagan-Bradley, Raman, Krishnamurti and Yukteshwar
 * are offered as `*_se`, beside the fixed offsets of the same names.
 * Left out: J2000, J1900, B1950 and Mardyks' galactic alignment (modes 18,
 * 19, 20, 34), whose zodiac is the ecliptic of their epoch rather than of
 * date, so that no ayanamsa turns a tropical longitude into theirs.
 */
export const COMPUTED_AYANAMSA_MODES = {
  fagan_bradley_se: 0,
  deluce: 2,
  raman_se: 3,
  ushashashi: 4,
  krishnamurti_se: 5,
  djwhal_khul: 6,
  yukteshwar_se: 7,
  jn_bhasin: 8,
  babylonian_kugler_1: 9,
  babylonian_kugler_2: 10,
  babylonian_kugler_3: 11,
  babylonian_huber: 12,
  babylonian_eta_piscium: 13,
  aldebaran_15_taurus: 14,
  hipparchos: 15,
  sassanian: 16,
  galactic_centre: 17,
  surya_siddhanta: 21,
  surya_siddhanta_mean_sun: 22,
  aryabhata: 23,
  aryabhata_mean_sun: 24,
  surya_siddhanta_revati: 25,
  surya_siddhanta_chitra: 26,
  true_chitra: 27,
  true_revati: 28,
  true_pushya: 29,
  galactic_centre_gil_brand: 30,
  galactic_equator_iau1958: 31,
  galactic_equator_true: 32,
  galactic_equator_mula: 33,
  true_mula: 35,
  galactic_centre_mula_wilhelm: 36,
  aryabhata_522: 37,
  babylonian_britton: 38,
  true_sheoran: 39,
  galactic_centre_cochrane: 40,
  galactic_equator_fiorenza: 41,
  valens_moon: 42,
  lahiri_1940: 43,
  lahiri_vp285: 44,
  krishnamurti_vp291: 45,
  lahiri_icrc: 46,
} as const;
export type ComputedAyanamsaId = keyof typeof COMPUTED_AYANAMSA_MODES;
const COMPUTED_AYANAMSA_IDS = Object.keys(COMPUTED_AYANAMSA_MODES) as ComputedAyanamsaId[];

/** Every id `options.ayanamsa` accepts: the fixed ones first (Lahiri the default), then the computed ones. */
export const AYANAMSA_IDS: readonly (FixedAyanamsaId | ComputedAyanamsaId)[] = [...FIXED_AYANAMSA_IDS, ...COMPUTED_AYANAMSA_IDS];
export type AyanamsaId = FixedAyanamsaId | ComputedAyanamsaId;

function dms(sign: 1 | -1, deg: number, arcmin: number, arcsec: number): number {
  return sign * (deg + arcmin / 60 + arcsec / 3600);
}

/**
 * Ayanamsa minus Lahiri ayanamsa, degrees (the API contract, Versioning 3):
 * fagan_bradley +52'59", krishnamurti -5'49", yukteshwar -1 deg 22'43",
 * raman -1 deg 26'47".
 */
export const AYANAMSA_OFFSET_FROM_LAHIRI_DEG: Readonly<Record<FixedAyanamsaId, number>> = {
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

export function isComputedAyanamsaId(id: AyanamsaId): id is ComputedAyanamsaId {
  return Object.hasOwn(COMPUTED_AYANAMSA_MODES, id);
}

/**
 * The chosen ayanamsa minus the Lahiri ayanamsa at a moment, degrees: a
 * constant for the fixed choices, one native call for a computed one.
 */
export function ayanamsaOffsetFromLahiriDeg(id: AyanamsaId, jdUt: number): number {
  return isComputedAyanamsaId(id) ? ayanamsaOffsetFromLahiriAt(jdUt, COMPUTED_AYANAMSA_MODES[id]) : AYANAMSA_OFFSET_FROM_LAHIRI_DEG[id];
}

/**
 * Re-expresses a Lahiri sidereal longitude in an ayanamsa `offsetDeg` ahead
 * of Lahiri (ayanamsaOffsetFromLahiriDeg), range [0, 360). A larger
 * ayanamsa gives a smaller sidereal longitude (sidereal = tropical - ayanamsa).
 */
export function siderealFromLahiriDeg(lahiriLongitudeDeg: number, offsetDeg: number): number {
  return offsetDeg === 0 ? lahiriLongitudeDeg : normalizeDeg(lahiriLongitudeDeg - offsetDeg);
}
