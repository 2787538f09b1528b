/**
 * The eclipses seen at a place over a muhurat range, from the eclipse search
 * of src/domain/eclipses (visible part and sutak at the place) but run only
 * where an eclipse can be seen there. A range's new and full moons are
 * already known (the tithi spans); most are too far from a node for any
 * eclipse, and of the solar eclipses most pass outside the place. The
 * library's local solar search looks ahead to the next eclipse visible at
 * the place, often years away, so each one it is not asked about saves most
 * of a year's search. What is found is kept per place and syzygy (a bounded
 * cache): the next request for the place reads it.
 *
 * Two filters, both loose, so that they never drop an eclipse the search
 * would find (test/unit/muhurat/eclipses.test.ts compares them with the
 * full search over 2000-2040 at places on every continent):
 *  1. the Moon's ecliptic latitude at the syzygy, against the ecliptic
 *     limits (Meeus, Astronomical Algorithms, 2nd ed., ch. 54: a solar
 *     eclipse needs |gamma| < 1.5433 + u, an umbral lunar one
 *     |gamma| < 1.0128 - u; gamma in Earth radii is at most about |beta| / HP,
 *     HP the Moon's horizontal parallax, at most 1.025 deg);
 *  2. for a solar eclipse, the Sun and the Moon as seen from the place,
 *     sampled every 10 minutes over 6 hours either side of the new moon
 *     (every phase of an eclipse lies within them): the discs must come within
 *     SOLAR_SEPARATION_MARGIN_DEG of touching while the Sun is above
 *     SOLAR_ALTITUDE_FLOOR_DEG.
 */
import { grahaPositions, positionOf } from '../../native/ephemeris.ts';
import { eclipsesAt, type EclipseBody } from '../eclipses/index.ts';
import type { Place, Span } from '../panchang/index.ts';
import { meanObliquityDeg } from '../shadbala/index.ts';

/** An eclipse seen at the place: the part above the horizon (umbral phase for a lunar one; none penumbral) and its sutak. */
export interface SeenEclipse {
  kind: EclipseBody;
  startJdUt: number;
  endJdUt: number;
  /** When the sutak begins (it ends with the eclipse, endJdUt or later for an eclipse that sets under way). */
  sutakStartJdUt: number;
}

/** |beta| at a syzygy beyond which no eclipse (solar) or no umbral eclipse (lunar) occurs, with 0.1 deg to spare. */
export const ECLIPSE_LATITUDE_LIMITS_DEG = { solar: (1.5433 + 0.0047) * 1.025 + 0.1, lunar: 1.0128 * 1.025 + 0.1 } as const;
/** Sampling of the topocentric check: 10 minutes, 6 hours either side of the new moon. */
const SOLAR_STEP_DAYS = 10 / 1440;
const SOLAR_HALF_SPAN_STEPS = 36;
/** The discs may be this far apart at a sample and still count (their relative motion is under 0.6 deg/h). */
const SOLAR_SEPARATION_MARGIN_DEG = 0.25;
/** The Sun counts as up above this altitude (the upper limb rises at -0.83 deg with refraction). */
const SOLAR_ALTITUDE_FLOOR_DEG = -1.5;

const DEG = Math.PI / 180;
const KM_PER_AU = 149_597_870.7;
const EARTH_RADIUS_KM = 6378.14;
const MOON_RADIUS_KM = 1737.4;
const SUN_RADIUS_KM = 696_000;
/** Tithi indices whose start is the new moon (Shukla Pratipada) and the full moon (Krishna Pratipada). */
const NEW_MOON_TITHI = 0;
const FULL_MOON_TITHI = 15;

/** Unit vector (equatorial, of date) of an ecliptic direction. */
function equatorial(lonDeg: number, latDeg: number, obliquityDeg: number): [number, number, number] {
  const l = lonDeg * DEG;
  const b = latDeg * DEG;
  const e = obliquityDeg * DEG;
  const x = Math.cos(b) * Math.cos(l);
  const y = Math.cos(b) * Math.sin(l);
  const z = Math.sin(b);
  return [x, y * Math.cos(e) - z * Math.sin(e), y * Math.sin(e) + z * Math.cos(e)];
}

/** Greenwich mean sidereal time, degrees (IAU 1982, linear term; arcseconds do not matter here). */
function gmstDeg(jdUt: number): number {
  return 280.46061837 + 360.98564736629 * (jdUt - 2_451_545.0);
}

/** Whether the Sun and the Moon seen from the place come near touching with the Sun up, within 6 hours of newMoonJdUt. */
export function solarEclipsePossibleAt(place: Place, newMoonJdUt: number): boolean {
  const n = 2 * SOLAR_HALF_SPAN_STEPS + 1;
  const moments = Float64Array.from({ length: n }, (_, k) => newMoonJdUt + (k - SOLAR_HALF_SPAN_STEPS) * SOLAR_STEP_DAYS);
  const batch = grahaPositions(moments, { tropical: true });
  const phi = place.latitudeDeg * DEG;
  for (let k = 0; k < n; k += 1) {
    const t = moments[k]!;
    const eps = meanObliquityDeg(t);
    const sun = positionOf(batch, k, 0);
    const moon = positionOf(batch, k, 1);
    const theta = (gmstDeg(t) + place.longitudeDeg) * DEG;
    const o = [Math.cos(phi) * Math.cos(theta), Math.cos(phi) * Math.sin(theta), Math.sin(phi)];
    const s = equatorial(sun.longitudeDeg, sun.latitudeDeg, eps);
    const sunAltitudeDeg = Math.asin(s[0] * o[0]! + s[1] * o[1]! + s[2] * o[2]!) / DEG;
    if (sunAltitudeDeg < SOLAR_ALTITUDE_FLOOR_DEG) continue;
    const moonRadii = (moon.distanceAu * KM_PER_AU) / EARTH_RADIUS_KM;
    const m = equatorial(moon.longitudeDeg, moon.latitudeDeg, eps).map((c, i) => c * moonRadii - o[i]!);
    const topoRadii = Math.hypot(m[0]!, m[1]!, m[2]!);
    const cosSep = (m[0]! * s[0] + m[1]! * s[1] + m[2]! * s[2]) / topoRadii;
    const separationDeg = Math.acos(Math.min(1, Math.max(-1, cosSep))) / DEG;
    const moonSdDeg = Math.asin(MOON_RADIUS_KM / (topoRadii * EARTH_RADIUS_KM)) / DEG;
    const sunSdDeg = Math.asin(SUN_RADIUS_KM / (sun.distanceAu * KM_PER_AU)) / DEG;
    if (separationDeg < moonSdDeg + sunSdDeg + SOLAR_SEPARATION_MARGIN_DEG) return true;
  }
  return false;
}

/** Eclipses seen per place and syzygy: the same place asks again for the same eclipses (a year's pages, other activities). */
const SEEN_CACHE_LIMIT = 4096;
const seenCache = new Map<string, SeenEclipse[]>();

/** The eclipse of the syzygy at syzygyJdUt seen at the place (none or one), cached. */
function seenNear(place: Place, body: EclipseBody, syzygyJdUt: number): SeenEclipse[] {
  const key = `${place.latitudeDeg},${place.longitudeDeg},${syzygyJdUt}`;
  const hit = seenCache.get(key);
  if (hit !== undefined) return hit;
  const seen: SeenEclipse[] = [];
  if (body === 'lunar' || solarEclipsePossibleAt(place, syzygyJdUt)) {
    for (const e of eclipsesAt(syzygyJdUt - 1, syzygyJdUt + 1, place, [body])) {
      if (e.local === null || e.sutak === null) continue;
      seen.push({ kind: e.body, startJdUt: e.local.visibleStartJdUt, endJdUt: e.local.visibleEndJdUt, sutakStartJdUt: e.sutak.startJdUt });
    }
  }
  if (seenCache.size >= SEEN_CACHE_LIMIT) seenCache.clear();
  seenCache.set(key, seen);
  return seen;
}

/**
 * The eclipses seen at the place whose visible part or sutak touches
 * [from, to), from the syzygies that begin the range's tithi spans.
 */
export function eclipsesSeenAt(place: Place, tithis: readonly Span[], from: number, to: number): SeenEclipse[] {
  // A sutak begins at most 4 prahars (under a day) before the eclipse; an eclipse lasts hours.
  const syzygies = tithis.filter(
    (t) => (t.index === NEW_MOON_TITHI || t.index === FULL_MOON_TITHI) && t.startJdUt > from - 1 && t.startJdUt < to + 1,
  );
  if (syzygies.length === 0) return [];
  const batch = grahaPositions(
    Float64Array.from(syzygies, (t) => t.startJdUt),
    { tropical: true },
  );
  const out: SeenEclipse[] = [];
  syzygies.forEach((t, i) => {
    const body: EclipseBody = t.index === NEW_MOON_TITHI ? 'solar' : 'lunar';
    if (Math.abs(positionOf(batch, i, 1).latitudeDeg) > ECLIPSE_LATITUDE_LIMITS_DEG[body]) return;
    for (const seen of seenNear(place, body, t.startJdUt)) if (seen.endJdUt > from && seen.sutakStartJdUt < to) out.push(seen);
  });
  return out;
}
