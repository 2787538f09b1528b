/**
 * The KP chart: 12 Placidus cusps and the nine grahas on the KP-New
 * ayanamsa, each with its sign, nakshatra, star, sub and sub-sub lords
 * (subs.ts), and each graha's house by the cusps.
 *
 * KP-New = Lahiri - 5'24" (src/domain/ayanamsa): both the grahas' and the
 * cusps' Lahiri longitudes move by the same 5'24". The cusps are the
 * library's Placidus cusps (tropical, then minus the true ayanamsa).
 */
import { normalizeDeg } from '../../core/angles.ts';
import { DEFAULT_POSITIONS } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import { GRAHA_IDS, type GrahaName } from '../../core/glossary.ts';
import { CUSP_COUNT, grahaPositionsFew, houseCuspsFew, positionOf, type NodeKind, type PositionsKind } from '../../native/ephemeris.ts';
import { KP_NEW_OFFSET_FROM_LAHIRI_DEG } from '../ayanamsa/index.ts';
import { positionOptionsOf } from '../chart/index.ts';
import { kpLordsOf, type KpLords } from './subs.ts';

export interface KpPoint {
  /** KP-New sidereal longitude, degrees [0, 360). */
  longitudeDeg: number;
  lords: KpLords;
}

export interface KpGraha extends KpPoint {
  id: GrahaName;
  /** House 1..12 by the Placidus cusps. */
  house: number;
  retrograde: boolean;
}

export interface KpChart {
  /** KP-New ayanamsa at the moment, degrees (true, with nutation). */
  ayanamsaDeg: number;
  /** House 1 first. */
  cusps: KpPoint[];
  /** GRAHA_IDS order. */
  grahas: KpGraha[];
}

export interface KpChartOptions {
  node: NodeKind;
  /** Apparent (default) or true (geometric) positions of the grahas. */
  positions?: PositionsKind;
  /** The request field the latitude came from, for the error where Placidus has no cusps. */
  latitudeParam: string;
}

/** A Lahiri sidereal longitude on the KP-New ayanamsa (a smaller ayanamsa, so a larger longitude). */
export function kpNewFromLahiriDeg(lahiriLongitudeDeg: number): number {
  return normalizeDeg(lahiriLongitudeDeg - KP_NEW_OFFSET_FROM_LAHIRI_DEG);
}

/** The KP-New ayanamsa from the Lahiri ayanamsa at the same moment, degrees. */
export function kpNewAyanamsaDeg(lahiriAyanamsaDeg: number): number {
  return lahiriAyanamsaDeg + KP_NEW_OFFSET_FROM_LAHIRI_DEG;
}

/**
 * The house (1..12) holding a longitude: the house whose cusp it follows most
 * closely, going forward through the zodiac (house h runs from cusp h up to,
 * not including, cusp h + 1).
 */
export function houseByCusps(cuspsDeg: readonly number[], longitudeDeg: number): number {
  for (let h = 0; h < CUSP_COUNT; h += 1) {
    const start = cuspsDeg[h]!;
    const span = normalizeDeg(cuspsDeg[(h + 1) % CUSP_COUNT]! - start);
    if (normalizeDeg(longitudeDeg - start) < span) return h + 1;
  }
  throw new Error('unreachable: the 12 houses cover the zodiac');
}

/** The invalid_parameter error, naming the latitude field, where Placidus has no cusps (inside the polar circles). */
export function noPlacidusCusps(latitudeParam: string, latitudeDeg: number): Error {
  return errors.invalidParameterMessage(
    latitudeParam,
    `Expected a latitude where Placidus house cusps exist (KP uses them) for ${latitudeParam} but received ${latitudeDeg}: ` +
      'inside the polar circles (|latitude| of about 66.5 degrees or more) the Placidus semi-arcs do not divide',
  );
}

/**
 * The 12 KP-New Placidus cusps (house 1 first) for a moment and place. Inside
 * the polar circles Placidus has no cusps: an invalid_parameter error names
 * the latitude.
 */
export function kpCuspsDeg(jdUt: number, latitudeDeg: number, longitudeDeg: number, latitudeParam: string): number[] {
  const raw = houseCuspsFew([jdUt], latitudeDeg, longitudeDeg);
  if (Number.isNaN(raw[0]!)) throw noPlacidusCusps(latitudeParam, latitudeDeg);
  const cusps: number[] = new Array(CUSP_COUNT);
  for (let h = 0; h < CUSP_COUNT; h += 1) cusps[h] = kpNewFromLahiriDeg(raw[h]!);
  return cusps;
}

/** The KP chart at a moment and place. */
export function computeKpChart(jdUt: number, latitudeDeg: number, longitudeDeg: number, options: KpChartOptions): KpChart {
  const cuspsDeg = kpCuspsDeg(jdUt, latitudeDeg, longitudeDeg, options.latitudeParam);
  return kpChartFromCusps(jdUt, cuspsDeg, options.node, options.positions);
}

/** The KP chart of the grahas at a moment, housed by given KP-New cusps (house 1 first). */
export function kpChartFromCusps(
  jdUt: number,
  cuspsDeg: readonly number[],
  node: NodeKind,
  positionsKind: PositionsKind = DEFAULT_POSITIONS,
): KpChart {
  const positions = grahaPositionsFew([jdUt], positionOptionsOf({ node, positions: positionsKind }));
  const ayanamsaDeg = kpNewAyanamsaDeg(positions.ayanamsaDeg[0]!);
  const grahas: KpGraha[] = GRAHA_IDS.map((id, g) => {
    const p = positionOf(positions, 0, g);
    const longitudeDeg = kpNewFromLahiriDeg(p.longitudeDeg);
    return {
      id,
      longitudeDeg,
      lords: kpLordsOf(longitudeDeg),
      house: houseByCusps(cuspsDeg, longitudeDeg),
      retrograde: p.speedDegPerDay < 0,
    };
  });
  const cusps = cuspsDeg.map((longitudeDeg) => ({ longitudeDeg, lords: kpLordsOf(longitudeDeg) }));
  return { ayanamsaDeg, cusps, grahas };
}
