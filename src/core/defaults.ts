/**
 * The engine's defaults, in one place: the chart options a request may leave
 * out and the years the ephemeris is offered for. Every schema default,
 * option resolver, range check and native argument check reads them here.
 */

/** Lahiri (Swiss Ephemeris SE_SIDM_LAHIRI): the ayanamsa when a request names none. */
export const DEFAULT_AYANAMSA = 'lahiri' as const;
/** The true (osculating) node; Ketu is Rahu + 180 deg. */
export const DEFAULT_NODE = 'true' as const;
/** Whole-sign houses: house 1 is the sign of the sidereal ascendant (the only system offered). */
export const DEFAULT_HOUSE_SYSTEM = 'whole_sign' as const;
export const DEFAULT_LANG = 'en' as const;
export const DEFAULT_VIEW = 'full' as const;

/** The option values a request gets when it leaves them out. */
export const DEFAULT_OPTIONS = {
  ayanamsa: DEFAULT_AYANAMSA,
  house_system: DEFAULT_HOUSE_SYSTEM,
  node: DEFAULT_NODE,
  lang: DEFAULT_LANG,
  view: DEFAULT_VIEW,
} as const;

/**
 * Years offered: dates and moments from 1800-01-01T00:00Z up to, not
 * including, 2400-01-01T00:00Z. The Moshier ephemeris covers 3000 BCE to
 * 3000 CE; the graha series (docs/engine.md) is fitted over these years.
 */
export const FIRST_YEAR = 1800;
export const LAST_YEAR = 2399;
/** The same range as UT Julian days: 1800-01-01T00:00Z and 2400-01-01T00:00Z (tested against the calendar conversion). */
export const FIRST_JD_UT = 2_378_496.5;
export const END_JD_UT = 2_597_641.5;
/** The same range as Unix milliseconds. */
export const FIRST_MS = Date.UTC(FIRST_YEAR, 0, 1);
export const END_MS = Date.UTC(LAST_YEAR + 1, 0, 1);

/** Whether a Unix-ms moment lies in the years offered. */
export function inEphemerisYears(ms: number): boolean {
  return ms >= FIRST_MS && ms < END_MS;
}
