/**
 * The few natal facts the dasha, dosha and matching groups need: the nine
 * sidereal graha longitudes and speeds, the sidereal lagna (null when the
 * birth time is unknown) and whole-sign houses counted from the lagna sign.
 * An adapter over the kundli chart (src/domain/kundli/chart.ts), the one place
 * positions and the lagna are computed.
 */
import type { BirthMoment } from '../../core/birth.ts';
import { signIndexOf } from '../../core/glossary.ts';
import type { NodeKind } from '../../native/ephemeris.ts';
import type { AyanamsaId } from '../ayanamsa/index.ts';
import { computeChart, houseFrom as houseCountedFrom } from '../chart/chart.ts';

export interface NatalOptions {
  /** Default lahiri. */
  ayanamsa?: AyanamsaId;
  /** Default true (true node; Ketu = Rahu + 180 deg). */
  node?: NodeKind;
}

export interface Natal {
  jdUt: number;
  /** Sidereal longitudes in the chosen ayanamsa, degrees [0, 360), in GRAHA_IDS order (sun .. ketu). */
  longitudesDeg: Float64Array;
  /** Longitude speeds, degrees per day (negative while retrograde). */
  speedsDegPerDay: Float64Array;
  /** Sidereal lagna, degrees [0, 360); null when the birth time is unknown. */
  lagnaDeg: number | null;
  /** Sign index 0..11 of the lagna; null when the birth time is unknown. */
  lagnaSignIndex: number | null;
}

/** Graha indices in GRAHA_IDS order. */
export const SUN = 0, MOON = 1, MARS = 2, MERCURY = 3, JUPITER = 4, VENUS = 5, SATURN = 6, RAHU = 7, KETU = 8;

export function natalAt(birth: BirthMoment, options: NatalOptions = {}): Natal {
  // An approximate time is read as given: these groups do not report the
  // +-15 minute check the kundli operations make.
  const timeAccuracy = birth.timeAccuracy === 'approximate' ? 'exact' : birth.timeAccuracy;
  const chart = computeChart({ ...birth, timeAccuracy }, { ayanamsa: options.ayanamsa ?? 'lahiri', node: options.node ?? 'true' });
  const lagnaDeg = chart.lagna?.longitudeDeg ?? null;
  return {
    jdUt: birth.jdUt,
    longitudesDeg: Float64Array.from(chart.grahas, (g) => g.longitudeDeg),
    speedsDegPerDay: Float64Array.from(chart.grahas, (g) => g.speedDegPerDay),
    lagnaDeg,
    lagnaSignIndex: lagnaDeg === null ? null : signIndexOf(lagnaDeg),
  };
}

/** Whole-sign house number 1..12 of a sign counted from a reference sign (the reference sign is house 1). */
export function houseFrom(signIndex: number, referenceSignIndex: number): number {
  return houseCountedFrom(referenceSignIndex, signIndex);
}

/** Sign index 0..11 of graha g in a natal chart. */
export function signOf(natal: Natal, graha: number): number {
  return signIndexOf(natal.longitudesDeg[graha]!);
}
