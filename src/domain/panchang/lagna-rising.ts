/**
 * The sign boundaries of the rising sign (lagna) by their rising times: a
 * closed form predicts when each boundary rises, and the engine's own
 * ascendant corrects it (Newton) and certifies it, about two evaluations a
 * boundary instead of a search's hundred a day. Outside the latitudes where
 * every point of the ecliptic rises once a sidereal day, or when a check
 * fails, it answers null and lagna-spans.ts searches instead.
 *
 * The closed form: the sidereal boundary L is on the eastern horizon when the
 * tropical point lambda = L + ayanamsa rises, i.e. when the local sidereal
 * time (ARMC) equals its oblique ascension minus 90 deg:
 *   ARMC = alpha - 90 deg - asin(tan(phi) tan(delta)),
 * alpha and delta the right ascension and declination of lambda (ecliptic
 * latitude 0) under the true obliquity. ARMC turns at the sidereal rate, so the
 * moment follows from the ARMC at the interval's start, which is read off the
 * engine's MC there (tan(MC) = tan(ARMC) / cos(obliquity)).
 */
import { normalizeDeg, wrap180Deg } from '../../core/angles.ts';
import { meanObliquityDeg } from '../../core/obliquity.ts';
import { SIDEREAL_RATE_DEG_PER_DAY } from '../../core/sidereal-time.ts';
import { ascendants } from '../../native/ephemeris.ts';
import type { Place } from '../../time/day-frame.ts';
import type { Window } from './kalas.ts';

const DEG = Math.PI / 180;
const J2000_JD = 2_451_545;
const DAYS_PER_CENTURY = 36_525;

/**
 * Latitudes (absolute, deg) up to which the closed form is used: every point
 * of the ecliptic rises once a sidereal day below 90 deg - obliquity (66.53
 * deg in 1800, more since); a margin is kept below that circle, where a sign
 * rises in minutes and the ascendant's rate changes fastest (at 66.4 deg the
 * predictions were still within 0.35 s, certified in two rounds). Above: the
 * search.
 */
export const RISING_MAX_LATITUDE_DEG = 66;

/** Rounds of correction at most before giving the interval list to the search (two suffice from a guess within a second or two). */
const MAX_ROUNDS = 6;
/** A predicted rising this long after an interval's end (days, one minute) is still corrected: the prediction is off by about a second. */
const PREDICTION_MARGIN_DAYS = 1 / 1_440;
/**
 * Where the correction aims, past the boundary (days, 0.1 ms: two steps of a
 * Julian day near 2.4e6, so the rounded moment stays past it). Close, so an
 * answer rounded to the second is the boundary's own except within 0.1 ms of
 * a half second.
 */
const AIM_PAST_DAYS = 0.0001 / 86_400;
/** Slack when unwrapping one boundary's ARMC past the previous one (deg): the prediction is off by arcseconds. */
const UNWRAP_SLACK_DEG = 1;

/**
 * Lahiri ayanamsa (true, with nutation), deg: a fit to the engine's over
 * 1800-2400 (worst 0.6"), only for the predictions, which the engine corrects.
 */
export function approximateLahiriDeg(jdUt: number): number {
  const t = (jdUt - J2000_JD) / DAYS_PER_CENTURY;
  const nodeRad = (125.04452 - 1_934.136261 * t) * DEG;
  const sunRad = (280.4665 + 36_000.7698 * t) * DEG;
  return 23.85709276 + 1.396888353 * t + 3.066836e-4 * t * t - 4.784044e-3 * Math.sin(nodeRad) - 3.667928e-4 * Math.sin(2 * sunRad);
}

/** True obliquity of the ecliptic, deg (the mean obliquity and nutation's two largest terms; a few tenths of an arcsecond, for the predictions). */
export function approximateObliquityDeg(jdUt: number): number {
  const t = (jdUt - J2000_JD) / DAYS_PER_CENTURY;
  const nodeRad = (125.04452 - 1_934.136261 * t) * DEG;
  const sunRad = (280.4665 + 36_000.7698 * t) * DEG;
  return meanObliquityDeg(jdUt) + (9.2 * Math.cos(nodeRad) + 0.57 * Math.cos(2 * sunRad)) / 3_600;
}

/** The ARMC (deg, [0, 360)) at which the ecliptic point of tropical longitude lambda rises, and its rate d ARMC / d lambda. */
export function risingArmcDeg(lambdaDeg: number, obliquityDeg: number, latitudeDeg: number): { armcDeg: number; armcPerLambda: number } {
  const lam = lambdaDeg * DEG;
  const eps = obliquityDeg * DEG;
  const sinDec = Math.sin(lam) * Math.sin(eps);
  const cos2Dec = 1 - sinDec * sinDec;
  const tanDec = sinDec / Math.sqrt(cos2Dec);
  const tanLat = Math.tan(latitudeDeg * DEG);
  const alpha = Math.atan2(Math.sin(lam) * Math.cos(eps), Math.cos(lam));
  const x = tanLat * tanDec;
  const dAlpha = Math.cos(eps) / cos2Dec;
  const dDec = (Math.cos(lam) * Math.sin(eps)) / Math.sqrt(cos2Dec);
  const dAsin = tanLat / cos2Dec / Math.sqrt(1 - x * x);
  return { armcDeg: normalizeDeg((alpha - Math.asin(x)) / DEG - 90), armcPerLambda: dAlpha - dAsin * dDec };
}

/** Right ascension (deg) of an ecliptic point of latitude 0: the ARMC of the MC. */
function rightAscensionDeg(lambdaDeg: number, obliquityDeg: number): number {
  return normalizeDeg(Math.atan2(Math.sin(lambdaDeg * DEG) * Math.cos(obliquityDeg * DEG), Math.cos(lambdaDeg * DEG)) / DEG);
}

/** The sidereal ascendant and MC at each moment at one place (one engine call). */
function engineAt(moments: Float64Array, place: Place): { ascendantDeg: Float64Array; mcDeg: Float64Array } {
  const lat = new Float64Array(moments.length).fill(place.latitudeDeg);
  const lon = new Float64Array(moments.length).fill(place.longitudeDeg);
  return ascendants(moments, lat, lon);
}

/** One boundary being corrected. */
interface Rising {
  /** The sidereal boundary, deg (a multiple of 30 in [0, 360)). */
  targetDeg: number;
  /** The moment to evaluate next (UT JD); once certified, the answer. */
  jdUt: number;
  /** The ascendant's rate there, deg per day (from the closed form). */
  rateDegPerDay: number;
  done: boolean;
}

/** Per interval: the sign rising at its start and each change of sign in order, with the sign it changes to. */
export interface IntervalCrossings {
  signIndex: number;
  changes: { jdUt: number; signIndex: number }[];
}

/**
 * Each interval's rising sign at its start and its sign changes, each the
 * first moment found in the new sign within `toleranceDays` after the true
 * boundary (certified by the engine's ascendant: in the new sign, and by less
 * than the ascendant's rate times half the tolerance). Null where the closed
 * form does not hold (latitude) or a check fails: the caller searches.
 */
export function risingCrossings(place: Place, intervals: readonly Window[], toleranceDays: number): IntervalCrossings[] | null {
  if (Math.abs(place.latitudeDeg) > RISING_MAX_LATITUDE_DEG) return null;
  // The engine at every interval's start and end (an end that is the next start read once).
  const slotOf = new Map<number, number>();
  for (const w of intervals) for (const t of [w.startJdUt, w.endJdUt]) if (!slotOf.has(t)) slotOf.set(t, slotOf.size);
  const edges = engineAt(Float64Array.from(slotOf.keys()), place);
  const ascAt = (t: number) => edges.ascendantDeg[slotOf.get(t)!]!;

  const risings: Rising[] = [];
  const perInterval = intervals.map((w) => {
    const startAscDeg = ascAt(w.startJdUt);
    const ayanamsaDeg = approximateLahiriDeg(w.startJdUt);
    const obliquityDeg = approximateObliquityDeg(w.startJdUt);
    const startArmcDeg = rightAscensionDeg(edges.mcDeg[slotOf.get(w.startJdUt)!]! + ayanamsaDeg, obliquityDeg);
    const own: Rising[] = [];
    let armcDeg = startArmcDeg;
    const maxCount = Math.ceil((w.endJdUt - w.startJdUt) * 14) + 14;
    for (let k = 1; k <= maxCount; k += 1) {
      const targetDeg = normalizeDeg((Math.floor(startAscDeg / 30) + k) * 30);
      const r = risingArmcDeg(targetDeg + ayanamsaDeg, obliquityDeg, place.latitudeDeg);
      // The first ARMC after the previous boundary's (the boundaries rise in order).
      armcDeg += normalizeDeg(r.armcDeg - armcDeg + UNWRAP_SLACK_DEG) - UNWRAP_SLACK_DEG;
      const jdUt = w.startJdUt + (armcDeg - startArmcDeg) / SIDEREAL_RATE_DEG_PER_DAY;
      if (jdUt > w.endJdUt + PREDICTION_MARGIN_DAYS) break;
      own.push({ targetDeg, jdUt, rateDegPerDay: SIDEREAL_RATE_DEG_PER_DAY / r.armcPerLambda, done: false });
    }
    risings.push(...own);
    return { startSignIndex: Math.floor(startAscDeg / 30) % 12, endSignIndex: Math.floor(ascAt(w.endJdUt) / 30) % 12, own };
  });

  let open = risings.filter((r) => r.rateDegPerDay > 0 && Number.isFinite(r.rateDegPerDay));
  if (open.length !== risings.length) return null;
  for (let round = 0; round < MAX_ROUNDS && open.length > 0; round += 1) {
    const asc = engineAt(
      Float64Array.from(open, (r) => r.jdUt),
      place,
    ).ascendantDeg;
    open.forEach((r, i) => {
      const gapDeg = wrap180Deg(asc[i]! - r.targetDeg);
      // In the new sign, and the boundary less than half the tolerance back at this rate: the answer.
      if (gapDeg >= 0 && gapDeg <= (r.rateDegPerDay * toleranceDays) / 2) r.done = true;
      // Else Newton (good to microseconds from a guess within a second), aimed just past the boundary.
      else r.jdUt += -gapDeg / r.rateDegPerDay + AIM_PAST_DAYS;
    });
    open = open.filter((r) => !r.done);
  }
  if (open.length > 0) return null;

  const out: IntervalCrossings[] = [];
  for (const [wi, w] of intervals.entries()) {
    const { startSignIndex, endSignIndex, own } = perInterval[wi]!;
    const crossingsJdUt = own.map((r) => r.jdUt).filter((t) => t <= w.endJdUt);
    // Strictly after the start and in order, and as many as take the start's sign to the end's.
    if (crossingsJdUt.some((t, i) => t <= (i === 0 ? w.startJdUt : crossingsJdUt[i - 1]!))) return null;
    if ((startSignIndex + crossingsJdUt.length) % 12 !== endSignIndex) return null;
    out.push({
      signIndex: startSignIndex,
      changes: crossingsJdUt.map((jdUt, i) => ({ jdUt, signIndex: (startSignIndex + i + 1) % 12 })),
    });
  }
  return out;
}
