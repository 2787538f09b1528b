/**
 * Shared units and helpers of the engine tests (not a test file itself).
 * Time conversions are written out here, independently of src/core/time.ts,
 * so that a wrong conversion in the engine cannot hide a wrong expectation.
 */

/** One arcsecond in degrees. */
export const ARCSEC = 1 / 3600;
/** One arcminute in degrees. */
export const ARCMIN = 1 / 60;
/** One second in days. */
export const SECOND = 1 / 86_400;
/** One minute in days. */
export const MINUTE = 1 / 1_440;

/** UT Julian day of a UTC instant (JD 2440587.5 is 1970-01-01T00:00Z). */
export function jdOf(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Expected an ISO date but received ${iso}`);
  return ms / 86_400_000 + 2_440_587.5;
}

/** ISO string (UTC, to the second) of a UT Julian day, for messages. */
export function isoOf(jd: number): string {
  if (!Number.isFinite(jd)) return String(jd);
  return new Date(Math.round((jd - 2_440_587.5) * 86_400) * 1000).toISOString().replace('.000Z', 'Z');
}

/** Signed difference a - b of two angles in degrees, in [-180, 180). */
export function angleDiff(a: number, b: number): number {
  return a - b - 360 * Math.floor((a - b + 180) / 360);
}

/** Angle in [0, 360). */
export function norm360(deg: number): number {
  return deg - 360 * Math.floor(deg / 360);
}

/**
 * Deterministic pseudo-random numbers in [0, 1) (mulberry32), so that every
 * run checks the same moments and a failure can be reproduced.
 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** 1900-01-01T00:00Z and 2100-01-01T00:00Z as UT Julian days. */
export const JD_1900 = 2_415_020.5;
export const JD_2100 = 2_488_069.5;

/** n moments drawn uniformly from [from, to) with the given seed. */
export function randomMoments(n: number, seed: number, from = JD_1900, to = JD_2100): Float64Array {
  const next = prng(seed);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 1) out[i] = from + (to - from) * next();
  return out;
}
