/**
 * Chart assembly: a BirthMoment and the chart options become the sidereal
 * positions every kundli operation reads. One grahaPositionsFew call and (when
 * the time is known) one ascendantsFew call; with an approximate time both calls
 * carry the moments 15 minutes either side too, so the "would change" check
 * costs no extra native round trip. `skyAt` is the same chart's grahas at a
 * moment without a place (no lagna), for operations that need positions only.
 */
import { normalizeDeg } from '../../core/angles.ts';
import { DEFAULT_AYANAMSA, DEFAULT_NODE, DEFAULT_POSITIONS } from '../../core/defaults.ts';
import type { BirthMoment, TimeAccuracy } from '../../core/birth.ts';
import { GRAHAS, type GrahaName, nakshatraIndexOf, padaNumberOf, signIndexOf } from '../../core/glossary.ts';
import { MINUTE_DAYS } from '../../time/instant.ts';
import {
  ascendantsFew,
  BODY_FIELDS,
  grahaPositionsFew,
  GRAHA_COUNT,
  positionOf,
  type NodeKind,
  type PositionOptions,
  type PositionsKind,
} from '../../native/ephemeris.ts';
import { ayanamsaOffsetFromLahiriDeg, siderealFromLahiriDeg, type AyanamsaId } from '../ayanamsa/index.ts';

export interface ChartOptions {
  ayanamsa?: AyanamsaId;
  node?: NodeKind;
  /** Apparent (default) or true (geometric) positions of the grahas; the lagna and MC are the same in both. */
  positions?: PositionsKind;
}

/**
 * The engine's position options of a chart's options: the one place the
 * chart options reach the ephemeris. True positions are computed by the
 * Swiss Ephemeris itself (the graha series holds apparent ones).
 */
export function positionOptionsOf(options: ChartOptions): PositionOptions {
  const node = options.node ?? DEFAULT_NODE;
  return (options.positions ?? DEFAULT_POSITIONS) === 'true' ? { node, truePositions: true } : { node };
}

export interface ChartPoint {
  /** Sidereal longitude in the chosen ayanamsa, [0, 360). */
  longitudeDeg: number;
  signIndex: number;
  /** Degrees within the sign, [0, 30). */
  degreeInSignDeg: number;
  nakshatraIndex: number;
  padaNumber: number;
  /**
   * Only in a chart given as positions (given.ts): the point was given as a
   * sign, so its degree, nakshatra and pada are not known.
   */
  signOnly?: true;
}

export interface ChartGraha extends ChartPoint {
  id: GrahaName;
  latitudeDeg: number;
  speedDegPerDay: number;
  retrograde: boolean;
}

export interface Chart {
  jdUt: number;
  latitudeDeg: number;
  longitudeDeg: number;
  utcOffsetMinutes: number;
  timeAccuracy: TimeAccuracy;
  ayanamsa: AyanamsaId;
  node: NodeKind;
  /** The chosen ayanamsa at the moment, degrees. */
  ayanamsaDeg: number;
  /** Lahiri ayanamsa at the moment (tropical = Lahiri sidereal + this). */
  lahiriAyanamsaDeg: number;
  /** Sun .. Ketu in glossary order. */
  grahas: readonly ChartGraha[];
  /** Null when the birth time is unknown. */
  lagna: ChartPoint | null;
  /** Sidereal MC in the chosen ayanamsa; null when the time is unknown. */
  mcDeg: number | null;
  /** Only for an approximate time: what would change within 15 minutes either side. */
  approximate: { lagnaSignMayChange: boolean; moonNakshatraMayChange: boolean } | null;
}

/** Half-width of the window an approximate birth time is checked over. */
export const APPROXIMATE_WINDOW_MINUTES = 15;

export function pointOf(longitudeDeg: number): ChartPoint {
  const signIndex = signIndexOf(longitudeDeg);
  return {
    longitudeDeg,
    signIndex,
    degreeInSignDeg: longitudeDeg - signIndex * 30,
    nakshatraIndex: nakshatraIndexOf(longitudeDeg),
    padaNumber: padaNumberOf(longitudeDeg),
  };
}

/** One chart's moments: the birth, and for an approximate time 15 minutes either side. Reused, read at once. */
const exactMoments = [0];
const approximateMoments = [0, 0, 0];

/** The nine grahas of the first moment of a positions batch, in an ayanamsa offsetDeg ahead of Lahiri. */
function grahasOf(values: Float64Array, offsetDeg: number): ChartGraha[] {
  const grahas: ChartGraha[] = [];
  for (let g = 0; g < GRAHA_COUNT; g += 1) {
    const o = g * BODY_FIELDS;
    const longitudeDeg = siderealFromLahiriDeg(values[o]!, offsetDeg);
    const speedDegPerDay = values[o + 3]!;
    const signIndex = signIndexOf(longitudeDeg);
    grahas.push({
      id: GRAHAS[g]!.id,
      longitudeDeg,
      signIndex,
      degreeInSignDeg: longitudeDeg - signIndex * 30,
      nakshatraIndex: nakshatraIndexOf(longitudeDeg),
      padaNumber: padaNumberOf(longitudeDeg),
      latitudeDeg: values[o + 1]!,
      speedDegPerDay,
      retrograde: speedDegPerDay < 0,
    });
  }
  return grahas;
}

/** The part of a chart that needs no place: the nine grahas and the ayanamsa at a moment. */
export type Sky = Pick<Chart, 'jdUt' | 'ayanamsa' | 'node' | 'ayanamsaDeg' | 'lahiriAyanamsaDeg' | 'grahas'>;

/** The nine grahas at a moment (UT Julian day) in the chosen ayanamsa and node, as computeChart has them; one native call. */
export function skyAt(jdUt: number, options: ChartOptions = {}): Sky {
  const ayanamsa = options.ayanamsa ?? DEFAULT_AYANAMSA;
  const node = options.node ?? DEFAULT_NODE;
  exactMoments[0] = jdUt;
  const batch = grahaPositionsFew(exactMoments, positionOptionsOf(options));
  const lahiriAyanamsaDeg = batch.ayanamsaDeg[0]!;
  const offsetDeg = ayanamsaOffsetFromLahiriDeg(ayanamsa, jdUt);
  const grahas = grahasOf(batch.values, offsetDeg);
  return { jdUt, ayanamsa, node, ayanamsaDeg: lahiriAyanamsaDeg + offsetDeg, lahiriAyanamsaDeg, grahas };
}

/** Sidereal chart of a birth (positions in the chosen ayanamsa, true node by default). */
export function computeChart(birth: BirthMoment, options: ChartOptions = {}): Chart {
  const ayanamsa = options.ayanamsa ?? DEFAULT_AYANAMSA;
  const node = options.node ?? DEFAULT_NODE;
  const approximate = birth.timeAccuracy === 'approximate';
  const known = birth.timeAccuracy !== 'unknown';
  const delta = APPROXIMATE_WINDOW_MINUTES * MINUTE_DAYS;
  const moments = approximate ? approximateMoments : exactMoments;
  moments[0] = birth.jdUt;
  if (approximate) {
    moments[1] = birth.jdUt - delta;
    moments[2] = birth.jdUt + delta;
  }
  // The thread's scratch batch (no allocation): everything needed is read from it before the next call.
  const batch = grahaPositionsFew(moments, positionOptionsOf(options));
  const lahiriAyanamsaDeg = batch.ayanamsaDeg[0]!;
  // A computed ayanamsa's offset from Lahiri drifts by well under 0.01" in
  // the 15 minutes either side of an approximate time: one value serves all.
  const offsetDeg = ayanamsaOffsetFromLahiriDeg(ayanamsa, birth.jdUt);
  const grahas = grahasOf(batch.values, offsetDeg);
  let moonNak: number[] = [];
  if (approximate) {
    moonNak = [0, 1, 2].map((i) => nakshatraIndexOf(siderealFromLahiriDeg(positionOf(batch, i, 1).longitudeDeg, offsetDeg)));
  }
  let lagna: ChartPoint | null = null;
  let mcDeg: number | null = null;
  let approx: Chart['approximate'] = null;
  if (known) {
    const asc = ascendantsFew(moments, birth.latitudeDeg, birth.longitudeDeg);
    lagna = pointOf(siderealFromLahiriDeg(asc[0]!, offsetDeg));
    mcDeg = siderealFromLahiriDeg(asc[1]!, offsetDeg);
    if (approximate) {
      // The ascendant and the Moon both advance monotonically over half an
      // hour (outside polar latitudes), so comparing the window's ends with
      // the given moment finds any change inside it.
      const lagnaSigns = [0, 1, 2].map((i) => signIndexOf(siderealFromLahiriDeg(asc[2 * i]!, offsetDeg)));
      approx = {
        lagnaSignMayChange: lagnaSigns[1] !== lagnaSigns[0] || lagnaSigns[2] !== lagnaSigns[0],
        moonNakshatraMayChange: moonNak[1] !== moonNak[0] || moonNak[2] !== moonNak[0],
      };
    }
  }
  return {
    jdUt: birth.jdUt,
    latitudeDeg: birth.latitudeDeg,
    longitudeDeg: birth.longitudeDeg,
    utcOffsetMinutes: birth.utcOffsetMinutes,
    timeAccuracy: birth.timeAccuracy,
    ayanamsa,
    node,
    ayanamsaDeg: lahiriAyanamsaDeg + offsetDeg,
    lahiriAyanamsaDeg,
    grahas,
    lagna,
    mcDeg,
    approximate: approx,
  };
}

export function grahaOf(chart: Chart, id: GrahaName): ChartGraha {
  return chart.grahas[GRAHAS.findIndex((g) => g.id === id)]!;
}

/** House 1..12 of a sign counted from another sign (whole signs). */
export function houseFrom(fromSignIndex: number, signIndex: number): number {
  return ((signIndex - fromSignIndex + 12) % 12) + 1;
}

/** Sign index of the house-th sign from a sign. */
export function signOfHouse(fromSignIndex: number, house: number): number {
  return (fromSignIndex + house - 1) % 12;
}

/**
 * A chart from given sidereal longitudes (degrees), for worked textbook
 * examples and tests: no ephemeris call. Speeds default to 1 deg/day
 * (direct), nodes to -0.05.
 */
export function chartFromLongitudes(
  longitudes: Readonly<Record<GrahaName, number>>,
  lagnaDeg: number | null,
  speeds: Partial<Record<GrahaName, number>> = {},
): Chart {
  const grahas = GRAHAS.map((t): ChartGraha => {
    const speed = speeds[t.id] ?? (t.id === 'rahu' || t.id === 'ketu' ? -0.05 : 1);
    return { id: t.id, ...pointOf(longitudes[t.id]), latitudeDeg: 0, speedDegPerDay: speed, retrograde: speed < 0 };
  });
  return {
    jdUt: 2_451_545,
    latitudeDeg: 0,
    longitudeDeg: 0,
    utcOffsetMinutes: 0,
    timeAccuracy: lagnaDeg === null ? 'unknown' : 'exact',
    ayanamsa: DEFAULT_AYANAMSA,
    node: DEFAULT_NODE,
    ayanamsaDeg: 23.85,
    lahiriAyanamsaDeg: 23.85,
    grahas,
    lagna: lagnaDeg === null ? null : pointOf(lagnaDeg),
    mcDeg: lagnaDeg === null ? null : normalizeDeg(lagnaDeg + 270),
    approximate: null,
  };
}
