/**
 * The solar return (varsha pravesha): the moment the Sun comes back to its
 * natal sidereal longitude, searched on the Lahiri longitude. For Lahiri and
 * its fixed offsets the return is the same moment; for a computed ayanamsa
 * the caller takes the target again at the return (varshaphal.ts). The Sun
 * is apparent or true as the natal chart's (its target came from that chart).
 */
import { wrap180Deg } from '../../core/angles.ts';
import { DEFAULT_POSITIONS } from '../../core/defaults.ts';
import { grahaPositionsFew, type PositionsKind } from '../../native/ephemeris.ts';
import { positionOptionsOf } from '../chart/index.ts';
import { DASHA_YEAR_DAYS } from '../dashas/index.ts';

/** Newton stops once a step is under this (about 0.9 ms). */
const STEP_TOLERANCE_DAYS = 1e-8;
const MAX_ITERATIONS = 12;
const moment = [0];

function sunLahiriAt(jdUt: number, positions: PositionsKind): { longitudeDeg: number; speedDegPerDay: number } {
  moment[0] = jdUt;
  const v = grahaPositionsFew(moment, positionOptionsOf({ positions })).values;
  return { longitudeDeg: v[0]!, speedDegPerDay: v[3]! };
}

/**
 * The UT Julian day, near `guessJdUt` (within a few days), when the Sun's
 * Lahiri longitude equals `sunLahiriDeg`. The Sun moves 0.95 to 1.02 deg a
 * day and never turns back, so Newton's method from a guess within a few
 * days converges in three or four steps.
 */
export function searchSunLongitude(sunLahiriDeg: number, guessJdUt: number, positions: PositionsKind = DEFAULT_POSITIONS): number {
  let jdUt = guessJdUt;
  for (let i = 0; i < MAX_ITERATIONS; i += 1) {
    const sun = sunLahiriAt(jdUt, positions);
    const stepDays = wrap180Deg(sun.longitudeDeg - sunLahiriDeg) / sun.speedDegPerDay;
    jdUt -= stepDays;
    if (Math.abs(stepDays) < STEP_TOLERANCE_DAYS) return jdUt;
  }
  throw new Error(`Expected the solar return search to converge near JD ${guessJdUt} but it did not`);
}

/**
 * The `completedYears`-th solar return after a birth (0: the birth itself):
 * searched from the birth plus that many mean sidereal years.
 */
export function solarReturnJdUt(
  birthJdUt: number,
  natalSunLahiriDeg: number,
  completedYears: number,
  positions: PositionsKind = DEFAULT_POSITIONS,
): number {
  if (completedYears === 0) return birthJdUt;
  return searchSunLongitude(natalSunLahiriDeg, birthJdUt + completedYears * DASHA_YEAR_DAYS, positions);
}
