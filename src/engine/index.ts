/**
 * The engine as a library: import this module from another Node program to
 * compute without HTTP. Everything here is synchronous and runs on the calling
 * thread; use src/workers/pool.ts to run it off the main thread.
 */
export * from '../native/ephemeris.ts';
export * from '../core/time.ts';
export * from '../core/angles.ts';
export { ApiError, EphemerisError } from '../core/errors.ts';
