/**
 * The few natal facts the dasha, dosha and matching groups need: the nine
 * sidereal graha longitudes (one grahaPositions call), the sidereal lagna
 * (one ascendants call, skipped when the birth time is unknown) and
 * whole-sign houses counted from the lagna sign.
 *
 * Local helper, kept small on purpose: when src/domain/kundli/ publishes its
 * chart, these callers should take lagna and houses from there instead
 * (consolidation noted in docs/doshas.md).
 */
import type { BirthMoment } from '../../core/birth.ts';
import { normalizeDeg } from '../../core/angles.ts';
import { signIndexOf } from '../../core/glossary.ts';
import { ascendants, grahaPositions, positionOf, GRAHA_COUNT, type NodeKind } from '../../native/ephemeris.ts';
import { siderealFromLahiriDeg, type AyanamsaId } from '../ayanamsa/index.ts';

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
  const ayanamsa = options.ayanamsa ?? 'lahiri';
  const jd = Float64Array.of(birth.jdUt);
  const batch = grahaPositions(jd, { node: options.node ?? 'true' });
  const longitudesDeg = new Float64Array(GRAHA_COUNT);
  const speedsDegPerDay = new Float64Array(GRAHA_COUNT);
  for (let g = 0; g < GRAHA_COUNT; g += 1) {
    const p = positionOf(batch, 0, g);
    longitudesDeg[g] = siderealFromLahiriDeg(p.longitudeDeg, ayanamsa);
    speedsDegPerDay[g] = p.speedDegPerDay;
  }
  let lagnaDeg: number | null = null;
  if (birth.timeAccuracy !== 'unknown') {
    const asc = ascendants(jd, Float64Array.of(birth.latitudeDeg), Float64Array.of(birth.longitudeDeg));
    lagnaDeg = normalizeDeg(siderealFromLahiriDeg(asc.ascendantDeg[0]!, ayanamsa));
  }
  return {
    jdUt: birth.jdUt,
    longitudesDeg,
    speedsDegPerDay,
    lagnaDeg,
    lagnaSignIndex: lagnaDeg === null ? null : signIndexOf(lagnaDeg),
  };
}

/** Whole-sign house number 1..12 of a sign counted from a reference sign (the reference sign is house 1). */
export function houseFrom(signIndex: number, referenceSignIndex: number): number {
  return ((signIndex - referenceSignIndex + 12) % 12) + 1;
}

/** Sign index 0..11 of graha g in a natal chart. */
export function signOf(natal: Natal, graha: number): number {
  return signIndexOf(natal.longitudesDeg[graha]!);
}
