/**
 * KP horary (K.S. Krishnamurti, KP Reader VI): the querent's number 1..249
 * fixes the ascendant at the start of that sub division; the cusps are the
 * Placidus cusps of the sidereal time at which that ascendant rises at the
 * place, and the grahas stay at the moment of judgment. This is how the
 * readers erect the chart by hand (take the number's degree as the
 * ascendant, find in a table of houses the sidereal time that raises it at
 * the latitude, read the other cusps for that sidereal time) and how KP
 * software does it (the time on the day at which the ascendant reaches that
 * degree, then the cusps for that time).
 *
 * Here: the moment nearest the judgment (within half a sidereal day either
 * way) at which the KP-New ascendant equals the number's degree, then the
 * engine's Placidus cusps at that moment. The cusps depend only on the
 * sidereal time, the latitude, the obliquity and the ayanamsa; the last two
 * move by well under an arcsecond in half a day, so any rising of that
 * degree gives the same cusps to that precision.
 */
import { wrap180Deg } from '../../core/angles.ts';
import { ascendants, ascendantsFew, CUSP_COUNT, houseCuspsFew } from '../../native/ephemeris.ts';
import { kpNewFromLahiriDeg, noPlacidusCusps } from './chart.ts';
import { kpSubStart } from './subs.ts';

/** Samples of the ascendant over a day: 15 minutes apart, under one sign's rising time anywhere Placidus works. */
const SAMPLES_PER_DAY = 96;
/** The ascendant found to 1e-7 degree (0.00036"), far below an arcsecond. */
const ASCENDANT_TOLERANCE_DEG = 1e-7;
const MAX_REFINE_STEPS = 60;

function kpAscendantDeg(jdUt: number, latitudeDeg: number, longitudeDeg: number): number {
  return kpNewFromLahiriDeg(ascendantsFew([jdUt], latitudeDeg, longitudeDeg)[0]!);
}

/**
 * The UT Julian day nearest jdUt (within half a day) at which the KP-New
 * ascendant at the place equals ascendantDeg. Throws invalid_parameter on
 * latitudeParam where no such moment exists (inside the polar circles part
 * of the zodiac never rises).
 */
export function momentOfAscendant(
  ascendantDeg: number,
  jdUt: number,
  latitudeDeg: number,
  longitudeDeg: number,
  latitudeParam: string,
): number {
  const n = SAMPLES_PER_DAY + 1;
  const moments = Float64Array.from({ length: n }, (_, i) => jdUt - 0.5 + i / SAMPLES_PER_DAY);
  const asc = ascendants(moments, new Float64Array(n).fill(latitudeDeg), new Float64Array(n).fill(longitudeDeg)).ascendantDeg;
  const offsetOf = (lahiriDeg: number) => wrap180Deg(kpNewFromLahiriDeg(lahiriDeg) - ascendantDeg);
  let best: [number, number] | undefined;
  for (let i = 0; i + 1 < n; i += 1) {
    const a = offsetOf(asc[i]!),
      b = offsetOf(asc[i + 1]!);
    // The ascendant moves forward: a crossing goes from behind the target (a < 0) to at or past it (b >= 0).
    if (a < 0 && b >= 0 && b - a < 180) {
      const distance = Math.min(Math.abs(moments[i]! - jdUt), Math.abs(moments[i + 1]! - jdUt));
      if (best === undefined || distance < Math.abs((best[0] + best[1]) / 2 - jdUt)) best = [moments[i]!, moments[i + 1]!];
    }
  }
  if (best === undefined) throw noPlacidusCusps(latitudeParam, latitudeDeg);
  let [lo, hi] = best;
  for (let step = 0; step < MAX_REFINE_STEPS; step += 1) {
    const mid = (lo + hi) / 2;
    const d = wrap180Deg(kpAscendantDeg(mid, latitudeDeg, longitudeDeg) - ascendantDeg);
    if (Math.abs(d) < ASCENDANT_TOLERANCE_DEG) return mid;
    if (d < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export interface HoraryCusps {
  /** The moment whose sidereal time raises the number's ascendant, UT Julian day. */
  cuspMomentJdUt: number;
  /** KP-New Placidus cusps, house 1 first; house 1 is the number's start exactly. */
  cuspsDeg: number[];
}

/** The horary cusps of `number` (1..249) judged at jdUt at a place. */
export function horaryCusps(number: number, jdUt: number, latitudeDeg: number, longitudeDeg: number, latitudeParam: string): HoraryCusps {
  const ascendantDeg = kpSubStart(number);
  const cuspMomentJdUt = momentOfAscendant(ascendantDeg, jdUt, latitudeDeg, longitudeDeg, latitudeParam);
  const raw = houseCuspsFew([cuspMomentJdUt], latitudeDeg, longitudeDeg);
  if (Number.isNaN(raw[0]!)) throw noPlacidusCusps(latitudeParam, latitudeDeg);
  const cuspsDeg: number[] = new Array(CUSP_COUNT);
  for (let h = 0; h < CUSP_COUNT; h += 1) cuspsDeg[h] = kpNewFromLahiriDeg(raw[h]!);
  // The found moment puts cusp 1 within 1e-7 degree of the start; the start itself keeps its sub.
  cuspsDeg[0] = ascendantDeg;
  return { cuspMomentJdUt, cuspsDeg };
}
