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
 *  2. for a solar eclipse, solarEclipsePossibleAt (src/domain/eclipses/
 *     visibility.ts): the discs seen from the place come near touching
 *     with the Sun up, within 6 hours of the new moon.
 */
import { grahaPositions, positionOf } from '../../native/ephemeris.ts';
import { eclipsesAt, solarEclipsePossibleAt, type EclipseBody } from '../eclipses/index.ts';
import type { Place, Span } from '../panchang/index.ts';

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
/** Tithi indices whose start is the new moon (Shukla Pratipada) and the full moon (Krishna Pratipada). */
const NEW_MOON_TITHI = 0;
const FULL_MOON_TITHI = 15;

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
