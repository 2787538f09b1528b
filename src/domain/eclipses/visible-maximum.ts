/**
 * The greatest eclipse a place sees: the moment inside the visible window
 * (the part of sparsha..moksha above Drik Panchang's horizon, eclipses.ts)
 * where the eclipse is deepest, and the magnitude, obscuration and altitude
 * then. Where the eclipse's own maximum is below the horizon this is the
 * rising or setting that bounds the window: Drik's Vilnius page of 12 August
 * 2026 prints "Magnitude at Sunset 0.84" at its sunset, 20:58
 * (test/unit/eclipses/drik-abroad.test.ts). The Swiss Ephemeris's local search
 * moves such a maximum to its own sunset (the Sun's lower limb), 2 to 4 minutes
 * inside the window, and reads the magnitude there; this module reads it at the
 * window's edge through eclipseCircumstances.
 */
import { EclipseFlag, eclipseCircumstances, type RawEclipse } from '../../native/ephemeris.ts';
import type { Place } from './sutak.ts';

export interface VisibleMaximum {
  jdUt: number;
  /** Solar: NASA's magnitude; lunar: umbral. */
  magnitude: number;
  /** Solar: fraction of the Sun's disc covered; lunar NaN. */
  obscuration: number;
  /** Apparent altitude of the body's centre, degrees (about -0.8 for a Sun whose upper limb is on the horizon). */
  altitudeDeg: number;
}

/** Moments per round of the search for a hidden solar maximum, and the precision it stops at (1 second). */
const SEARCH_POINTS = 9;
const SEARCH_PRECISION_DAYS = 1 / 86_400;

function circumstancesAt(jdUt: number, body: 'sun' | 'moon', place: Place): VisibleMaximum {
  const c = eclipseCircumstances(Float64Array.of(jdUt), Float64Array.of(place.latitudeDeg), Float64Array.of(place.longitudeDeg), body);
  return { jdUt, magnitude: c.magnitude[0]!, obscuration: c.obscuration[0]!, altitudeDeg: c.altitudeDeg[0]! };
}

/**
 * The moment in [startJdUt, endJdUt] with the discs' centres nearest, as the
 * library defines the local greatest eclipse (not the greatest magnitude: while
 * total or annular NASA's magnitude is the ratio of the diameters, which grows
 * with the Moon's altitude). Between the contacts the distance falls to one
 * minimum and rises after it, so each round keeps the two grid steps around
 * the nearest of SEARCH_POINTS moments.
 */
function solarMaximumWithin(startJdUt: number, endJdUt: number, place: Place): number {
  const lat = new Float64Array(SEARCH_POINTS).fill(place.latitudeDeg);
  const lon = new Float64Array(SEARCH_POINTS).fill(place.longitudeDeg);
  let [lo, hi] = [startJdUt, endJdUt];
  for (;;) {
    const moments = Float64Array.from({ length: SEARCH_POINTS }, (_, k) => lo + ((hi - lo) * k) / (SEARCH_POINTS - 1));
    const { separationDeg } = eclipseCircumstances(moments, lat, lon, 'sun');
    let best = 0;
    for (let k = 1; k < SEARCH_POINTS; k += 1) if (separationDeg[k]! < separationDeg[best]!) best = k;
    if (hi - lo <= SEARCH_PRECISION_DAYS) return moments[best]!;
    [lo, hi] = [moments[Math.max(0, best - 1)]!, moments[Math.min(SEARCH_POINTS - 1, best + 1)]!];
  }
}

/**
 * The greatest eclipse seen inside [startJdUt, endJdUt] (the visible window).
 * Lunar: the greatest eclipse (the same everywhere), or the window's edge
 * nearest it (the umbral magnitude grows until then and shrinks after).
 * Solar: the library's local maximum where it is seen; where it is not, the
 * moment of the window with the discs nearest, searched.
 */
export function visibleMaximum(raw: RawEclipse, [startJdUt, endJdUt]: [number, number], place: Place): VisibleMaximum {
  if (raw.body === 'moon') return circumstancesAt(Math.min(endJdUt, Math.max(startJdUt, raw.greatestJdUt)), 'moon', place);
  const t = raw.localGreatestJdUt;
  const seen = (raw.localFlags & EclipseFlag.maxVisible) !== 0 && t >= startJdUt && t <= endJdUt;
  return circumstancesAt(seen ? t : solarMaximumWithin(startJdUt, endJdUt, place), 'sun', place);
}
