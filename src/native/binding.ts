/**
 * The only loader of the native addon and its typed interface. Units and
 * layouts are stated here once; src/native/ephemeris.ts wraps them.
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface NativeEvents {
  /** UT Julian days, ascending. */
  jdUt: Float64Array;
  /** Event kind (bit position of the kind mask). */
  kind: Int32Array;
  /** Index beginning at the moment (see native/ephem/events.h). */
  index: Int32Array;
  /** The index the moment ends (see native/ephem/events.h). */
  before: Int32Array;
  /** null on success, else the reason nothing was searched. */
  error: string | null;
}

/** The graha series file as the process loaded it (native/ephem/graha_series.h). */
export interface NativeSeriesInfo {
  loaded: boolean;
  path: string;
  /** Covered range (UT Julian days), null when not loaded. */
  startJdUt: number | null;
  endJdUt: number | null;
  bytes: number;
  /** Why the series is not used (missing, invalid), null when loaded. */
  error: string | null;
}

export interface NativeInitInfo {
  sweVersion: string;
  threadLocalState: boolean;
  series: NativeSeriesInfo;
}

export interface NativeBinding {
  /**
   * Per-thread setup; call once in each thread before anything else. The
   * first call in the process loads the graha series file at seriesPath
   * (later paths are ignored); without a valid file every position is computed
   * directly.
   */
  init(seriesPath?: string): NativeInitInfo;
  version(): string;
  /** Does nothing: measures the cost of crossing into C++. */
  noop(): void;
  /**
   * Nine grahas for n moments. out: n*9*4 doubles (longitude deg, latitude deg,
   * distance AU, longitude speed deg/day) in graha order sun, moon, mars,
   * mercury, jupiter, venus, saturn, rahu, ketu. ayanamsa: n Lahiri values
   * (deg, with nutation). status: n codes. Returns null or the first error.
   * Sidereal and tropical rows come from the graha series inside its range
   * unless flags has NativeFlag.direct.
   */
  grahas(jdUt: Float64Array, flags: number, out: Float64Array, ayanamsaDeg: Float64Array, status: Int32Array): string | null;
  /**
   * out: n values, the true ayanamsa of Swiss Ephemeris sidereal mode
   * siderealMode (SE_SIDM_*, 0..46) minus the true Lahiri ayanamsa, degrees,
   * both computed by the library at each moment. status: n codes.
   */
  ayanamsaOffsets(jdUt: Float64Array, siderealMode: number, out: Float64Array, status: Int32Array): string | null;
  /**
   * out: n*2 (ascendant, MC) ecliptic longitudes in degrees. Sidereal time,
   * obliquity and ayanamsa come from the graha series inside its range unless
   * flags has NativeFlag.direct.
   */
  ascendant(
    jdUt: Float64Array,
    latitudeDeg: Float64Array,
    longitudeDeg: Float64Array,
    flags: number,
    out: Float64Array,
    status: Int32Array,
  ): string | null;
  /**
   * out: n*12 house cusps (house 1 to 12) as ecliptic longitudes in degrees,
   * Lahiri sidereal unless flags has NativeFlag.tropical; houseSystem is the
   * Swiss Ephemeris letter's character code ('P'). Where the system has no
   * solution at the latitude, status has NativeStatus.noSolution and the cusps
   * are NaN (not counted as a failure). Time inputs as ascendant.
   */
  houseCusps(
    jdUt: Float64Array,
    latitudeDeg: Float64Array,
    longitudeDeg: Float64Array,
    flags: number,
    houseSystem: number,
    out: Float64Array,
    status: Int32Array,
  ): string | null;
  /** out: n*2 (rise, set) UT Julian days within [dayStart, dayStart + 1), NaN when none. */
  riseSet(
    dayStartUt: Float64Array,
    latitudeDeg: Float64Array,
    longitudeDeg: Float64Array,
    flags: number,
    out: Float64Array,
    status: Int32Array,
  ): string | null;
  lunarEvents(startUt: number, endUt: number, kindMask: number): NativeEvents;
  grahaEvents(
    graha: number,
    startUt: number,
    endUt: number,
    kindMask: number,
    flags: number,
    orbDirectDeg: number,
    orbRetroDeg: number,
  ): NativeEvents;
  /** out: n*2 (Sun, Moon) Lahiri longitudes from the cached Chebyshev series. */
  seriesLongitudes(jdUt: Float64Array, out: Float64Array): string | null;
  /**
   * Solar (bodyMask bit 0) and lunar (bit 1) eclipses whose greatest eclipse
   * is in [startUt, endUt), with their circumstances at the place: values holds
   * ECLIPSE_FIELDS doubles per eclipse (layout in native/ephem/eclipses.h and
   * src/native/ephemeris.ts's findEclipses).
   */
  eclipses(
    startUt: number,
    endUt: number,
    latitudeDeg: number,
    longitudeDeg: number,
    altitudeM: number,
    bodyMask: number,
  ): { values: Float64Array; error: string | null };
  /**
   * The eclipse seen from each (moment, place) whether or not the body is up:
   * out n*4 (magnitude: solar NASA's, lunar umbral; obscuration: solar, NaN for
   * lunar; apparent altitude of the body's centre, deg; solar, the distance
   * between the discs' centres, deg, NaN for lunar). flags: NativeFlag.moon
   * for a lunar eclipse. status: n codes (native/ephem/eclipses.h).
   */
  eclipseCircumstances(
    jdUt: Float64Array,
    latitudeDeg: Float64Array,
    longitudeDeg: Float64Array,
    flags: number,
    out: Float64Array,
    status: Int32Array,
  ): string | null;
}

/** Flag bits; must match native/napi/exports.cc. */
export const NativeFlag = {
  tropical: 1,
  meanNode: 2,
  moon: 4,
  discCentre: 8,
  noRefraction: 16,
  /** grahas, ascendant, houseCusps, riseSet: compute with the library even where the graha series covers the moment. */
  direct: 32,
  /** grahas: geometric positions (SEFLG_TRUEPOS), computed with the library. */
  truePositions: 64,
} as const;

/** Per-item status bits; must match native/ephem/bodies.h. */
export const NativeStatus = {
  ok: 0,
  sweError: 1,
  noRise: 2,
  noSet: 4,
  badInput: 8,
  /** houseCusps: the house system has no solution at that latitude. */
  noSolution: 16,
} as const;

function findAddon(): string {
  // VEDIC_ADDON names another build of the addon (test/native/gyp-build.test.ts loads node-gyp's in a child process).
  if (process.env.VEDIC_ADDON !== undefined) return process.env.VEDIC_ADDON;
  // Works from src/native (tsx) and from dist/src/native (compiled).
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'native', 'build', 'Release', 'vedic_ephemeris.node');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Expected the native addon at native/build/Release/vedic_ephemeris.node but it is missing: run npm ci');
}

const addonPath = findAddon();

/**
 * The graha series file, built at install next to the addon
 * (native/build/graha-series.bin). VEDIC_GRAHA_SERIES overrides it, so that
 * tests can load a missing or damaged copy in a child process.
 */
export const seriesPath = process.env.VEDIC_GRAHA_SERIES ?? join(dirname(dirname(addonPath)), 'graha-series.bin');

const require = createRequire(import.meta.url);
export const binding = require(addonPath) as NativeBinding;
