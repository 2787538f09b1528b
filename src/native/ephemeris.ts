/**
 * Typed batch wrappers over the addon: validation before the call, native
 * status codes turned into EphemerisError after it. Degrees and UT Julian days
 * throughout.
 */
import { binding, seriesPath, NativeFlag, NativeStatus, type NativeEvents, type NativeInitInfo } from './binding.ts';
import { COMPUTE_END_JD_UT, COMPUTE_FIRST_JD_UT } from '../core/defaults.ts';
import { errors } from '../core/errors.ts';
import { GRAHA_IDS, type GrahaName } from '../core/glossary.ts';

/** Row g of a positions batch is the graha GRAHA_IDS[g] (the glossary's graha order). */
export { GRAHA_IDS };
export type GrahaId = GrahaName;
export const GRAHA_COUNT = GRAHA_IDS.length;
/** Doubles per graha row in a positions batch. */
export const BODY_FIELDS = 4;

export type NodeKind = 'true' | 'mean';
/** Apparent positions (as seen: light-time, aberration, deflection) or true (geometric) ones. */
export const POSITIONS_KINDS = ['apparent', 'true'] as const;
export type PositionsKind = (typeof POSITIONS_KINDS)[number];

let initialised = false;
/**
 * Initialises the Swiss Ephemeris for this thread (idempotent); the first call
 * in the process loads the graha series (info.series says whether it did).
 */
export function initEphemeris(): NativeInitInfo {
  const info = binding.init(seriesPath);
  initialised = true;
  return info;
}
function ensureInit(): void {
  if (!initialised) initEphemeris();
}

export interface GrahaPosition {
  longitudeDeg: number;
  latitudeDeg: number;
  distanceAu: number;
  speedDegPerDay: number;
}

export interface PositionsBatch {
  /** Moments in the batch. */
  count: number;
  /** count * 9 * 4 doubles; see positionOf. */
  values: Float64Array;
  /** Lahiri ayanamsa at each moment, degrees (true, with nutation). */
  ayanamsaDeg: Float64Array;
}

export interface PositionOptions {
  /** Tropical longitudes instead of Lahiri sidereal. */
  tropical?: boolean;
  node?: NodeKind;
  /**
   * Compute with the Swiss Ephemeris even where the precomputed graha series
   * covers the moment (tests and benchmarks; results agree within the series'
   * tolerance, see docs/engine.md).
   */
  direct?: boolean;
  /**
   * Geometric positions (Swiss Ephemeris SEFLG_TRUEPOS: no light-time,
   * aberration or light deflection) instead of apparent ones; always
   * computed by the library (the graha series holds apparent positions).
   */
  truePositions?: boolean;
}

/**
 * Moments outside the computing range (1799-01-01 to 2401-01-01 UT, the dates
 * offered and a year's margin: src/core/defaults.ts) are refused; the request
 * checks keep every moment a request in range needs inside it.
 */
function checkMoments(name: string, values: Float64Array): void {
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i]!;
    if (!(v >= COMPUTE_FIRST_JD_UT && v <= COMPUTE_END_JD_UT))
      throw errors.ephemerisArgument(`${name}[${i}]`, 'a UT Julian day from 1799-01-01 to 2401-01-01', v);
  }
}

function checkStatus(message: string | null, status: Int32Array): void {
  if (message !== null) throw errors.ephemeris(message, status);
}

function positionFlags(options: PositionOptions): number {
  return (
    (options.tropical ? NativeFlag.tropical : 0) |
    (options.node === 'mean' ? NativeFlag.meanNode : 0) |
    (options.direct ? NativeFlag.direct : 0) |
    (options.truePositions ? NativeFlag.truePositions : 0)
  );
}

function ascendantFlags(options: AscendantOptions): number {
  return (options.tropical ? NativeFlag.tropical : 0) | (options.direct ? NativeFlag.direct : 0);
}

/** Positions of the nine grahas at each moment (one native call). */
export function grahaPositions(jdUt: Float64Array, options: PositionOptions = {}): PositionsBatch {
  ensureInit();
  checkMoments('jdUt', jdUt);
  const n = jdUt.length;
  const values = new Float64Array(n * GRAHA_COUNT * BODY_FIELDS);
  const ayanamsaDeg = new Float64Array(n);
  const status = new Int32Array(n);
  const flags = positionFlags(options);
  checkStatus(binding.grahas(jdUt, flags, values, ayanamsaDeg, status), status);
  return { count: n, values, ayanamsaDeg };
}

/**
 * The true ayanamsa of a Swiss Ephemeris sidereal mode (SE_SIDM_*) minus the
 * true Lahiri ayanamsa at each moment, degrees (one native call): a Lahiri
 * sidereal longitude minus this is the longitude in that mode.
 */
export function ayanamsaOffsetsFromLahiri(jdUt: Float64Array, siderealMode: number): Float64Array {
  ensureInit();
  checkMoments('jdUt', jdUt);
  if (!Number.isInteger(siderealMode) || siderealMode < 0 || siderealMode > SIDEREAL_MODE_MAX) {
    throw errors.ephemerisArgument('siderealMode', `an integer 0 to ${SIDEREAL_MODE_MAX}`, siderealMode);
  }
  const out = new Float64Array(jdUt.length);
  const status = new Int32Array(jdUt.length);
  checkStatus(binding.ayanamsaOffsets(jdUt, siderealMode, out, status), status);
  return out;
}

/** The last predefined Swiss Ephemeris sidereal mode of the pinned version (2.10.03 swephexp.h: SE_SIDM_LAHIRI_ICRC). */
export const SIDEREAL_MODE_MAX = 46;

const oneMoment = new Float64Array(1);
/** ayanamsaOffsetsFromLahiri at one moment, degrees. */
export function ayanamsaOffsetFromLahiriAt(jdUt: number, siderealMode: number): number {
  oneMoment[0] = jdUt;
  return ayanamsaOffsetsFromLahiri(oneMoment, siderealMode)[0]!;
}

/** One graha's row of a batch. */
export function positionOf(batch: PositionsBatch, momentIndex: number, grahaIndex: number): GrahaPosition {
  const o = (momentIndex * GRAHA_COUNT + grahaIndex) * BODY_FIELDS;
  const v = batch.values;
  return { longitudeDeg: v[o]!, latitudeDeg: v[o + 1]!, distanceAu: v[o + 2]!, speedDegPerDay: v[o + 3]! };
}

/**
 * The most moments the single-chart calls below take: a birth and, for an
 * approximate time, the moments either side of it (src/domain/chart/chart.ts).
 */
export const FEW_MOMENTS_MAX = 3;

/**
 * Arrays this thread reuses for every grahaPositionsFew / ascendantsFew call.
 * A fresh small typed array lives on the V8 heap and the addon's first read of
 * it moves its contents to a new off-heap buffer, so the batch wrappers pay an
 * allocation and that move per array per call (about 3 of a chart's 8 µs in
 * these two calls); these arrays are moved once. Indexed by moment count, since
 * the addon takes the count from the length of its input.
 */
const fewJdUt = [1, 2, 3].map((n) => new Float64Array(n));
const fewLatitudeDeg = [1, 2, 3].map((n) => new Float64Array(n));
const fewLongitudeDeg = [1, 2, 3].map((n) => new Float64Array(n));
const fewValues = new Float64Array(FEW_MOMENTS_MAX * GRAHA_COUNT * BODY_FIELDS);
const fewAyanamsaDeg = new Float64Array(FEW_MOMENTS_MAX);
const fewAscendant = new Float64Array(FEW_MOMENTS_MAX * 2);
const fewStatus = new Int32Array(FEW_MOMENTS_MAX);
const fewPositions: PositionsBatch = { count: 0, values: fewValues, ayanamsaDeg: fewAyanamsaDeg };

function fewMoments(jdUt: ArrayLike<number>): Float64Array {
  const n = jdUt.length;
  if (!(n >= 1 && n <= FEW_MOMENTS_MAX)) throw errors.ephemerisArgument('jdUt.length', `1 to ${FEW_MOMENTS_MAX} moments`, n);
  const moments = fewJdUt[n - 1]!;
  for (let i = 0; i < n; i += 1) moments[i] = jdUt[i]!;
  checkMoments('jdUt', moments);
  return moments;
}

/** As checkStatus, with a copy of the status: the scratch array is overwritten by the next call. */
function checkFewStatus(message: string | null, n: number): void {
  if (message !== null) throw errors.ephemeris(message, fewStatus.slice(0, n));
}

/**
 * grahaPositions for 1 to FEW_MOMENTS_MAX moments (one chart), without
 * allocating: the batch returned, arrays included, is this thread's scratch
 * and the next grahaPositionsFew call overwrites it, so read it (positionOf)
 * before that. Its arrays may be longer than `count` moments.
 */
export function grahaPositionsFew(jdUt: ArrayLike<number>, options: PositionOptions = {}): PositionsBatch {
  ensureInit();
  const moments = fewMoments(jdUt);
  const flags = positionFlags(options);
  checkFewStatus(binding.grahas(moments, flags, fewValues, fewAyanamsaDeg, fewStatus), moments.length);
  fewPositions.count = moments.length;
  return fewPositions;
}

/**
 * Fills this thread's place scratch for `n` moments at one place (checked);
 * the few-moments calls pass fewLatitudeDeg[n - 1] and fewLongitudeDeg[n - 1].
 * Returns nothing, so the hot path allocates nothing.
 */
function fillFewPlace(n: number, latitudeDeg: number, longitudeDeg: number): void {
  const lat = fewLatitudeDeg[n - 1]!;
  const lon = fewLongitudeDeg[n - 1]!;
  lat.fill(latitudeDeg);
  lon.fill(longitudeDeg);
  checkPlaces(n, lat, lon);
}

/**
 * Ascendant and MC (as ascendants) for 1 to FEW_MOMENTS_MAX moments at one
 * place, without allocating: `out` gets the ascendant of moment i at [2i]
 * and its MC at [2i + 1]. `out` is this thread's scratch, overwritten by the
 * next ascendantsFew call: read it before that.
 */
export function ascendantsFew(
  jdUt: ArrayLike<number>,
  latitudeDeg: number,
  longitudeDeg: number,
  options: AscendantOptions = {},
): Float64Array {
  ensureInit();
  const moments = fewMoments(jdUt);
  const n = moments.length;
  fillFewPlace(n, latitudeDeg, longitudeDeg);
  checkFewStatus(
    binding.ascendant(moments, fewLatitudeDeg[n - 1]!, fewLongitudeDeg[n - 1]!, ascendantFlags(options), fewAscendant, fewStatus),
    n,
  );
  return fewAscendant;
}

export interface AscendantBatch {
  ascendantDeg: Float64Array;
  mcDeg: Float64Array;
}

export interface AscendantOptions {
  /** Tropical longitudes instead of Lahiri sidereal. */
  tropical?: boolean;
  /**
   * Compute with swe_houses_ex even where the graha series covers the moment
   * (tests and benchmarks; results agree within the series' tolerance, see
   * docs/engine.md).
   */
  direct?: boolean;
}

/**
 * Sidereal (or tropical) ascendant and MC for each (moment, place), ecliptic
 * longitudes in degrees [0, 360). Inside the graha series' range the sidereal
 * time, obliquity and ayanamsa come from the series.
 */
export function ascendants(
  jdUt: Float64Array,
  latitudeDeg: Float64Array,
  longitudeDeg: Float64Array,
  options: AscendantOptions = {},
): AscendantBatch {
  ensureInit();
  checkMoments('jdUt', jdUt);
  checkPlaces(jdUt.length, latitudeDeg, longitudeDeg);
  const n = jdUt.length;
  const out = new Float64Array(n * 2);
  const status = new Int32Array(n);
  const flags = ascendantFlags(options);
  checkStatus(binding.ascendant(jdUt, latitudeDeg, longitudeDeg, flags, out, status), status);
  const ascendantDeg = new Float64Array(n);
  const mcDeg = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    ascendantDeg[i] = out[2 * i]!;
    mcDeg[i] = out[2 * i + 1]!;
  }
  return { ascendantDeg, mcDeg };
}

/** House systems the engine computes cusps for, by their Swiss Ephemeris letters. */
const HOUSE_SYSTEM_LETTERS = { placidus: 'P' } as const;
export type CuspHouseSystem = keyof typeof HOUSE_SYSTEM_LETTERS;
/** Doubles per moment in a cusps batch: houses 1 to 12. */
export const CUSP_COUNT = 12;

export interface HouseCuspOptions extends AscendantOptions {
  system?: CuspHouseSystem;
}

const fewCusps = new Float64Array(FEW_MOMENTS_MAX * CUSP_COUNT);

/**
 * House cusps for each (moment, place): cuspsDeg[12i + h] is the cusp of house
 * h + 1 of item i, an ecliptic longitude in degrees [0, 360), Lahiri sidereal
 * (the tropical cusps minus the true Lahiri ayanamsa, as the Swiss Ephemeris
 * does for sidereal houses) or tropical. Default system: Placidus. NaN where
 * the system has no solution at that latitude (Placidus inside the polar
 * circles, |latitude| >= 90 deg - obliquity, and just outside them where its
 * iteration fails): the caller reports that for its latitude input; the
 * library's Porphyry substitute is never returned.
 */
export function houseCusps(
  jdUt: Float64Array,
  latitudeDeg: Float64Array,
  longitudeDeg: Float64Array,
  options: HouseCuspOptions = {},
): Float64Array {
  ensureInit();
  checkMoments('jdUt', jdUt);
  checkPlaces(jdUt.length, latitudeDeg, longitudeDeg);
  const out = new Float64Array(jdUt.length * CUSP_COUNT);
  const status = new Int32Array(jdUt.length);
  checkStatus(binding.houseCusps(jdUt, latitudeDeg, longitudeDeg, ascendantFlags(options), houseSystemCode(options), out, status), status);
  return out;
}

/**
 * houseCusps for 1 to FEW_MOMENTS_MAX moments at one place, without
 * allocating: the result is this thread's scratch (cusps of moment i at
 * [12i, 12i + 12)), overwritten by the next houseCuspsFew call.
 */
export function houseCuspsFew(
  jdUt: ArrayLike<number>,
  latitudeDeg: number,
  longitudeDeg: number,
  options: HouseCuspOptions = {},
): Float64Array {
  ensureInit();
  const moments = fewMoments(jdUt);
  const n = moments.length;
  fillFewPlace(n, latitudeDeg, longitudeDeg);
  checkFewStatus(
    binding.houseCusps(
      moments,
      fewLatitudeDeg[n - 1]!,
      fewLongitudeDeg[n - 1]!,
      ascendantFlags(options),
      houseSystemCode(options),
      fewCusps,
      fewStatus,
    ),
    n,
  );
  return fewCusps;
}

function houseSystemCode(options: HouseCuspOptions): number {
  const letter = HOUSE_SYSTEM_LETTERS[options.system ?? 'placidus'];
  if (letter === undefined) throw errors.ephemerisArgument('system', 'placidus', options.system);
  return letter.charCodeAt(0);
}

function checkPlaces(n: number, latitudeDeg: Float64Array, longitudeDeg: Float64Array): void {
  if (latitudeDeg.length !== n || longitudeDeg.length !== n) {
    throw errors.ephemerisArgument('latitudeDeg/longitudeDeg', `arrays of length ${n}`, latitudeDeg.length);
  }
  for (let i = 0; i < n; i += 1) {
    if (!(Math.abs(latitudeDeg[i]!) <= 90)) throw errors.ephemerisArgument(`latitudeDeg[${i}]`, 'a latitude in [-90, 90]', latitudeDeg[i]);
    if (!(Math.abs(longitudeDeg[i]!) <= 180))
      throw errors.ephemerisArgument(`longitudeDeg[${i}]`, 'a longitude in [-180, 180]', longitudeDeg[i]);
  }
}

export interface RiseSetOptions {
  body?: 'sun' | 'moon';
  /** Default: upper limb. */
  discCentre?: boolean;
  /** Default: standard refraction (1013.25 hPa, 15 C). */
  refraction?: boolean;
  /**
   * swe_rise_trans for every item, even where the graha series serves (the
   * reference the series method is tested and benchmarked against).
   */
  direct?: boolean;
}

/**
 * How riseSet calls that do not say `direct` find rise and set: 'series'
 * (the graha series where it serves; the server's only mode) or 'direct'
 * (swe_rise_trans for every item, the engine before the series method).
 */
export type RiseSetMode = 'series' | 'direct';

let defaultRiseSetMode: RiseSetMode = 'series';

/**
 * Sets this thread's default RiseSetMode. Only the benchmarks call it, to
 * measure both modes in one run: in their own thread, and in a pool's
 * threads through createPool's `riseSetMode` (src/workers/pool.ts).
 */
export function setRiseSetMode(mode: RiseSetMode): void {
  defaultRiseSetMode = mode;
}

export interface RiseSetBatch {
  /** UT Julian day of rising within the day, NaN when the body does not rise that day. */
  riseJdUt: Float64Array;
  /** UT Julian day of setting within the day, NaN when it does not set that day. */
  setJdUt: Float64Array;
}

/**
 * Rising and setting for each (day, place): dayStartUt[i] is the start of a
 * local civil day as a UT Julian day; events are searched in [start, start+1).
 */
export function riseSet(
  dayStartUt: Float64Array,
  latitudeDeg: Float64Array,
  longitudeDeg: Float64Array,
  options: RiseSetOptions = {},
): RiseSetBatch {
  ensureInit();
  checkMoments('dayStartUt', dayStartUt);
  checkPlaces(dayStartUt.length, latitudeDeg, longitudeDeg);
  const n = dayStartUt.length;
  const out = new Float64Array(n * 2);
  const status = new Int32Array(n);
  const flags =
    (options.body === 'moon' ? NativeFlag.moon : 0) |
    (options.discCentre ? NativeFlag.discCentre : 0) |
    (options.refraction === false ? NativeFlag.noRefraction : 0) |
    ((options.direct ?? defaultRiseSetMode === 'direct') ? NativeFlag.direct : 0);
  checkStatus(binding.riseSet(dayStartUt, latitudeDeg, longitudeDeg, flags, out, status), status);
  const riseJdUt = new Float64Array(n);
  const setJdUt = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    riseJdUt[i] = status[i]! & NativeStatus.noRise ? Number.NaN : out[2 * i]!;
    setJdUt[i] = status[i]! & NativeStatus.noSet ? Number.NaN : out[2 * i + 1]!;
  }
  return { riseJdUt, setJdUt };
}

export const LUNAR_EVENT_KINDS = ['tithi', 'karana', 'nakshatra', 'pada', 'yoga', 'sun_sign', 'moon_sign'] as const;
export type LunarEventKind = (typeof LUNAR_EVENT_KINDS)[number];
export const GRAHA_EVENT_KINDS = ['ingress', 'station', 'combustion'] as const;
export type GrahaEventKind = (typeof GRAHA_EVENT_KINDS)[number];

export interface EventList<K extends string> {
  /** UT Julian days, ascending. */
  jdUt: Float64Array;
  kind: K[];
  /**
   * 0-based index that begins at the moment (tithiIndex 0..29, karanaIndex
   * 0..59, nakshatraIndex 0..26, padaIndex 0..107, yogaIndex 0..26, sign 0..11);
   * stations: 1 retrograde begins, 0 direct begins; combustion: 1 enters, 0 leaves.
   */
  index: Int32Array;
  /** The index that ends at the moment, from the same bracketing as `index`. */
  before: Int32Array;
}

/** Longest range one search may cover (days), as the addon enforces. */
export const MAX_SEARCH_DAYS = 366 * 40;

function checkRange(startJdUt: number, endJdUt: number): void {
  checkMoments('range', Float64Array.of(startJdUt, endJdUt));
  if (!(endJdUt >= startJdUt) || endJdUt - startJdUt > MAX_SEARCH_DAYS) {
    throw errors.ephemerisArgument('endJdUt', `a moment after startJdUt within ${MAX_SEARCH_DAYS} days`, endJdUt);
  }
}

function toEventList<K extends string>(events: NativeEvents, names: readonly K[]): EventList<K> {
  if (events.error !== null) throw errors.ephemeris(events.error);
  const kind: K[] = new Array(events.kind.length);
  for (let i = 0; i < kind.length; i += 1) kind[i] = names[events.kind[i]!]!;
  return { jdUt: events.jdUt, kind, index: events.index, before: events.before };
}

/**
 * Every tithi, karana, nakshatra, pada, yoga and Sun/Moon sign boundary of the
 * requested kinds in (startJdUt, endJdUt], in one native call, each to better
 * than a millisecond (Lahiri sidereal, Moshier ephemeris).
 */
export function findLunarEvents(startJdUt: number, endJdUt: number, kinds: readonly LunarEventKind[]): EventList<LunarEventKind> {
  ensureInit();
  checkRange(startJdUt, endJdUt);
  let mask = 0;
  for (const k of kinds) mask |= 1 << LUNAR_EVENT_KINDS.indexOf(k);
  return toEventList(binding.lunarEvents(startJdUt, endJdUt, mask), LUNAR_EVENT_KINDS);
}

export interface GrahaEventOptions {
  node?: NodeKind;
  /** Combustion orb while moving forward, degrees of longitude from the Sun. */
  orbDirectDeg?: number;
  /** Combustion orb while retrograde (defaults to orbDirectDeg). */
  orbRetroDeg?: number;
}

/** Sign ingresses, stations and combustion boundaries of one graha in (start, end]. */
export function findGrahaEvents(
  graha: GrahaId,
  startJdUt: number,
  endJdUt: number,
  kinds: readonly GrahaEventKind[],
  options: GrahaEventOptions = {},
): EventList<GrahaEventKind> {
  ensureInit();
  checkRange(startJdUt, endJdUt);
  const g = GRAHA_IDS.indexOf(graha);
  if (g < 0) throw errors.ephemerisArgument('graha', 'a graha id', graha);
  let mask = 0;
  for (const k of kinds) mask |= 1 << GRAHA_EVENT_KINDS.indexOf(k);
  const orbD = options.orbDirectDeg ?? 0;
  const orbR = options.orbRetroDeg ?? orbD;
  const flags = options.node === 'mean' ? NativeFlag.meanNode : 0;
  return toEventList(binding.grahaEvents(g, startJdUt, endJdUt, mask, flags, orbD, orbR), GRAHA_EVENT_KINDS);
}

/** Sun and Moon Lahiri longitudes from the cached Chebyshev series (tests, benchmarks). */
export function seriesLongitudes(jdUt: Float64Array): { sunDeg: Float64Array; moonDeg: Float64Array } {
  ensureInit();
  checkMoments('jdUt', jdUt);
  const out = new Float64Array(jdUt.length * 2);
  const message = binding.seriesLongitudes(jdUt, out);
  if (message !== null) throw errors.ephemeris(message);
  const sunDeg = new Float64Array(jdUt.length);
  const moonDeg = new Float64Array(jdUt.length);
  for (let i = 0; i < jdUt.length; i += 1) {
    sunDeg[i] = out[2 * i]!;
    moonDeg[i] = out[2 * i + 1]!;
  }
  return { sunDeg, moonDeg };
}

export function sweVersion(): string {
  return binding.version();
}

/** Doubles per eclipse record; must match native/ephem/eclipses.h. */
const ECLIPSE_FIELDS = 26;
/** Longest range one eclipse search may cover (days), as the addon enforces. */
export const MAX_ECLIPSE_SEARCH_DAYS = 366 * 210;

/** Swiss Ephemeris eclipse type and visibility bits (swephexp.h SE_ECL_*). */
export const EclipseFlag = {
  central: 1,
  noncentral: 2,
  total: 4,
  annular: 8,
  partial: 16,
  hybrid: 32,
  penumbral: 64,
  visible: 128,
  maxVisible: 256,
  firstContactVisible: 512,
  secondContactVisible: 1024,
  thirdContactVisible: 2048,
  fourthContactVisible: 4096,
  penumbralBeginVisible: 8192,
  penumbralEndVisible: 16384,
} as const;

/** Six contact moments (UT Julian days, NaN where the eclipse has none), in time order. */
export interface EclipseContacts {
  /** Solar: eclipse begins (on Earth / at the place: C1); lunar: penumbral begins (P1). */
  outerBeginJdUt: number;
  /** Lunar: umbral (partial) phase begins (U1); solar: NaN. */
  innerBeginJdUt: number;
  /** Solar: central phase begins (on Earth) / C2 at the place; lunar: totality begins (U2). */
  totalBeginJdUt: number;
  /** Solar: central phase ends / C3; lunar: totality ends (U3). */
  totalEndJdUt: number;
  /** Lunar: umbral phase ends (U4); solar: NaN. */
  innerEndJdUt: number;
  /** Solar: eclipse ends (on Earth / C4); lunar: penumbral ends (P4). */
  outerEndJdUt: number;
}

export interface RawEclipse {
  body: 'sun' | 'moon';
  /** EclipseFlag type bits of the global search. */
  typeFlags: number;
  greatestJdUt: number;
  global: EclipseContacts;
  /** Solar: NASA's magnitude at greatest eclipse; lunar: umbral magnitude. */
  magnitude: number;
  /** Lunar penumbral magnitude; NaN for solar. */
  penumbralMagnitude: number;
  sarosSeries: number;
  sarosMember: number;
  /** EclipseFlag visibility bits at the place; 0 when not visible there. */
  localFlags: number;
  /** At the place (NaN when not visible). */
  localGreatestJdUt: number;
  local: EclipseContacts;
  /** Rising / setting of the eclipsed body during the eclipse (NaN if none). */
  riseJdUt: number;
  setJdUt: number;
  localMagnitude: number;
  /** Solar: fraction of the Sun's disc covered at local greatest eclipse; lunar NaN. */
  localObscuration: number;
  /** Apparent altitude of the body at local greatest eclipse, degrees. */
  localAltitudeDeg: number;
}

function contactsAt(v: Float64Array, o: number): EclipseContacts {
  return {
    outerBeginJdUt: v[o]!,
    innerBeginJdUt: v[o + 1]!,
    totalBeginJdUt: v[o + 2]!,
    totalEndJdUt: v[o + 3]!,
    innerEndJdUt: v[o + 4]!,
    outerEndJdUt: v[o + 5]!,
  };
}

/**
 * Every solar and/or lunar eclipse whose greatest eclipse falls in
 * [startJdUt, endJdUt), sorted by it, with its circumstances at the place
 * (Swiss Ephemeris eclipse searches, Moshier ephemeris; one native call).
 * solarLocal false skips the local solar search (the library's runs on to the
 * next eclipse seen at the place, often years away): localFlags is NaN.
 */
export function findEclipses(
  startJdUt: number,
  endJdUt: number,
  latitudeDeg: number,
  longitudeDeg: number,
  bodies: {
    solar: boolean;
    lunar: boolean;
    /** false: solar eclipses without their local circumstances (localFlags NaN) */ solarLocal?: boolean;
  },
  altitudeM = 0,
): RawEclipse[] {
  ensureInit();
  checkMoments('range', Float64Array.of(startJdUt, endJdUt));
  if (!(endJdUt >= startJdUt) || endJdUt - startJdUt > MAX_ECLIPSE_SEARCH_DAYS) {
    throw errors.ephemerisArgument('endJdUt', `a moment after startJdUt within ${MAX_ECLIPSE_SEARCH_DAYS} days`, endJdUt);
  }
  checkPlaces(1, Float64Array.of(latitudeDeg), Float64Array.of(longitudeDeg));
  const mask = (bodies.solar ? 1 : 0) | (bodies.lunar ? 2 : 0) | (bodies.solarLocal === false ? 4 : 0);
  const { values: v, error } = binding.eclipses(startJdUt, endJdUt, latitudeDeg, longitudeDeg, altitudeM, mask);
  if (error !== null) throw errors.ephemeris(error);
  const out: RawEclipse[] = [];
  for (let o = 0; o < v.length; o += ECLIPSE_FIELDS) {
    out.push({
      body: v[o] === 0 ? 'sun' : 'moon',
      typeFlags: v[o + 1]!,
      greatestJdUt: v[o + 2]!,
      global: contactsAt(v, o + 3),
      magnitude: v[o + 9]!,
      penumbralMagnitude: v[o + 10]!,
      sarosSeries: v[o + 11]!,
      sarosMember: v[o + 12]!,
      localFlags: v[o + 13]!,
      localGreatestJdUt: v[o + 14]!,
      local: contactsAt(v, o + 15),
      riseJdUt: v[o + 21]!,
      setJdUt: v[o + 22]!,
      localMagnitude: v[o + 23]!,
      localObscuration: v[o + 24]!,
      localAltitudeDeg: v[o + 25]!,
    });
  }
  return out;
}

/** Doubles per moment of eclipseCircumstances; must match native/ephem/eclipses.h. */
const CIRCUMSTANCE_FIELDS = 4;

export interface EclipseCircumstances {
  /** Solar: NASA's magnitude (ratio of diameters while total or annular); lunar: umbral (0 in the penumbra). */
  magnitude: Float64Array;
  /** Solar: fraction of the Sun's disc covered (0 when the discs do not touch); lunar: NaN. */
  obscuration: Float64Array;
  /** Apparent altitude of the body's centre, degrees (refracted only above the true horizon, as swe_azalt does). */
  altitudeDeg: Float64Array;
  /** Solar: distance between the centres of the Sun and the Moon seen from the place, degrees (least at greatest eclipse); lunar: NaN. */
  separationDeg: Float64Array;
}

/**
 * A solar eclipse (body 'sun') or a lunar one ('moon') as seen from each
 * (moment, place), also where the body is below the horizon: the moment a Sun
 * setting eclipsed is last seen (its upper limb) has its centre below the
 * horizon, where the library's swe_sol_eclipse_how answers zero.
 */
export function eclipseCircumstances(
  jdUt: Float64Array,
  latitudeDeg: Float64Array,
  longitudeDeg: Float64Array,
  body: 'sun' | 'moon',
): EclipseCircumstances {
  ensureInit();
  checkMoments('jdUt', jdUt);
  checkPlaces(jdUt.length, latitudeDeg, longitudeDeg);
  const n = jdUt.length;
  const out = new Float64Array(n * CIRCUMSTANCE_FIELDS);
  const status = new Int32Array(n);
  const flags = body === 'moon' ? NativeFlag.moon : 0;
  checkStatus(binding.eclipseCircumstances(jdUt, latitudeDeg, longitudeDeg, flags, out, status), status);
  const column = (k: number) => Float64Array.from({ length: n }, (_, i) => out[i * CIRCUMSTANCE_FIELDS + k]!);
  return { magnitude: column(0), obscuration: column(1), altitudeDeg: column(2), separationDeg: column(3) };
}
