/**
 * Asta (heliacal setting) and udaya (heliacal rising) of the five tara
 * grahas at a place, by visibility: a graha is seen on a day when, at its
 * setting after the Sun (evening) or its rising before it (morning), the Sun
 * is at least its arcus visionis below the horizon (Ptolemy, Almagest
 * XIII.7-9: the "arc of vision" measured on the Sun's vertical). Asta is the
 * last day it is seen, udaya the first day it is seen again. Unlike a fixed
 * orb of longitude this follows the angle of the ecliptic to the horizon:
 * Saturn in Pisces sets (2026-03-13) twelve days before its conjunction of
 * 2026-03-25 in the steep evening ecliptic of March and rises (2026-04-21,
 * Drik Panchang 04-22) four weeks after it in the low morning one.
 *
 * Method: at each local mean noon, the hour angles of the graha's rising and
 * setting (its right ascension and declination from the engine's tropical
 * positions and the mean obliquity, refraction 34') and the Sun's altitude
 * at those two moments; a day is seen when either depression reaches its arc,
 * and each change between seen and hidden is placed by linear interpolation
 * between the days (within a day: the depressions change under a degree a day).
 */
import type { GrahaName } from '../../core/glossary.ts';
import { meanObliquityDeg } from '../../core/obliquity.ts';
import { grahaPositions, positionOf } from '../../native/ephemeris.ts';

export type AstaGraha = 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';
export const ASTA_GRAHAS: readonly AstaGraha[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/**
 * Arcus visionis, degrees of the Sun's depression: in the evening (the graha
 * setting after the Sun) and in the morning (rising before it). Mars and
 * Mercury: Ptolemy's (Almagest XIII.7: Saturn 11, Jupiter 10, Mars 11.5,
 * Venus 5, Mercury 10), and Jupiter's morning 10: Drik Panchang's Jupiter
 * risings of 2024 and 2026 (06-06, 08-12) fall on it, where 9 saw Jupiter two
 * days early. Jupiter's evening 9 and Venus 6 (Ptolemy's less one degree and
 * plus one) and Saturn's morning 13 are fitted to the almanacs' dates of
 * 2023-2026 (test/unit/asta/visibility.test.ts): the almanacs see Saturn
 * rise later than Ptolemy's arc would (ABP Live 2025-04-08, Drik Panchang
 * 2026-04-22) while they set it on the arc's day (2025-02-28, 2026-03-13).
 */
export const ARCUS_VISIONIS_DEG: ArcusVisionis = {
  mars: { evening: 11.5, morning: 11.5 },
  mercury: { evening: 10, morning: 10 },
  jupiter: { evening: 9, morning: 10 },
  venus: { evening: 6, morning: 6 },
  saturn: { evening: 11, morning: 13 },
};

/** Arcs of vision per graha, degrees of the Sun's depression in the evening and the morning. */
export type ArcusVisionis = Readonly<Record<AstaGraha, { evening: number; morning: number }>>;

export interface AstaPlace {
  latitudeDeg: number;
  longitudeDeg: number;
}

/** A span in which the graha is hidden: starts at its asta, ends at its udaya (UT Julian days; infinite where the range cuts it). */
export interface AstaSpan {
  astaJdUt: number;
  udayaJdUt: number;
}

/** Graha indices in the position batch (GRAHA_IDS order). */
const BATCH_INDEX: Readonly<Record<AstaGraha | 'sun', number>> = { sun: 0, mars: 2, mercury: 3, jupiter: 4, venus: 5, saturn: 6 };

/** Altitude of a graha (a point) at rising and setting: refraction 34'. */
const PLANET_HORIZON_DEG = -0.5667;
/** Beyond this elongation a graha is never hidden by the Sun (the widest arc, 11.5 deg, with a wide margin for the ecliptic's slant). */
const ALWAYS_VISIBLE_ELONGATION_DEG = 45;

const RAD = Math.PI / 180;

/** Right ascension and declination, degrees, of a tropical ecliptic point. */
function equatorial(lonDeg: number, latDeg: number, epsDeg: number): { raDeg: number; decDeg: number } {
  const l = lonDeg * RAD;
  const b = latDeg * RAD;
  const e = epsDeg * RAD;
  const ra = Math.atan2(Math.sin(l) * Math.cos(e) - Math.tan(b) * Math.sin(e), Math.cos(l));
  const dec = Math.asin(Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(l));
  return { raDeg: ra / RAD, decDeg: dec / RAD };
}

/** Half the diurnal arc, degrees: the hour angle of setting; NaN when the body never rises or never sets. */
function semiDiurnalDeg(decDeg: number, latitudeDeg: number, horizonDeg: number): number {
  const phi = latitudeDeg * RAD;
  const d = decDeg * RAD;
  const c = (Math.sin(horizonDeg * RAD) - Math.sin(phi) * Math.sin(d)) / (Math.cos(phi) * Math.cos(d));
  return c < -1 || c > 1 ? Number.NaN : Math.acos(c) / RAD;
}

/** x reduced to (-180, 180]. */
function wrap180(x: number): number {
  return x - 360 * Math.ceil((x - 180) / 360);
}

/**
 * The visibility margin of the graha at each sample, degrees: the Sun's
 * larger depression at the graha's setting and rising less the arcus
 * visionis; positive when seen.
 */
function marginsDeg(graha: AstaGraha, moments: Float64Array, place: AstaPlace, arcs: ArcusVisionis): Float64Array {
  const batch = grahaPositions(moments, { tropical: true });
  const out = new Float64Array(moments.length);
  for (let i = 0; i < moments.length; i += 1) {
    const sun = positionOf(batch, i, BATCH_INDEX.sun);
    const p = positionOf(batch, i, BATCH_INDEX[graha]);
    if (Math.abs(wrap180(p.longitudeDeg - sun.longitudeDeg)) > ALWAYS_VISIBLE_ELONGATION_DEG) {
      out[i] = Number.POSITIVE_INFINITY;
      continue;
    }
    const eps = meanObliquityDeg(moments[i]!);
    const s = equatorial(sun.longitudeDeg, sun.latitudeDeg, eps);
    const g = equatorial(p.longitudeDeg, p.latitudeDeg, eps);
    const hg = semiDiurnalDeg(g.decDeg, place.latitudeDeg, PLANET_HORIZON_DEG);
    const arc = arcs[graha];
    const phi = place.latitudeDeg * RAD;
    const sunAltitudeDeg = (hourAngleDeg: number): number =>
      Math.asin(Math.sin(phi) * Math.sin(s.decDeg * RAD) + Math.cos(phi) * Math.cos(s.decDeg * RAD) * Math.cos(hourAngleDeg * RAD)) / RAD;
    if (Number.isNaN(hg)) {
      // Polar latitudes. A graha that never rises is never seen; one that never sets is seen when the
      // Sun is below the arc at the graha's lower or upper transit.
      if (place.latitudeDeg * g.decDeg < 0) {
        out[i] = -1;
        continue;
      }
      out[i] =
        Math.max(-sunAltitudeDeg(wrap180(180 + g.raDeg - s.raDeg)), -sunAltitudeDeg(wrap180(g.raDeg - s.raDeg))) -
        Math.max(arc.evening, arc.morning);
      continue;
    }
    // The Sun's hour angle is the graha's plus the difference of right ascensions: at the graha's setting (+hg) and rising (-hg).
    const dra = wrap180(g.raDeg - s.raDeg);
    out[i] = Math.max(-sunAltitudeDeg(hg + dra) - arc.evening, -sunAltitudeDeg(-hg + dra) - arc.morning);
  }
  return out;
}

/** Samples a day apart at local mean noon, enough for changes that keep a sign for weeks. */
const STEP_DAYS = 1;

/**
 * The spans of (fromJdUt, toJdUt) in which the graha is hidden at the place
 * (its asta to its udaya), in time order. A span the range cuts has an
 * infinite end. `arcs` replaces the arcs of vision (tests weigh other arcs
 * against the almanacs with it); the API always uses ARCUS_VISIONIS_DEG.
 */
export function astaSpansByVisibility(
  graha: AstaGraha,
  fromJdUt: number,
  toJdUt: number,
  place: AstaPlace,
  arcs: ArcusVisionis = ARCUS_VISIONIS_DEG,
): AstaSpan[] {
  // Samples at local mean noon: the midpoint between the evening and the morning intervals it stands for.
  // (JD 0h UT ends in .5; local mean noon is 12 h less the longitude's hours after it.)
  const first = Math.floor(fromJdUt - 0.5) - place.longitudeDeg / 360 - 1;
  const n = Math.ceil((toJdUt - first) / STEP_DAYS) + 2;
  const moments = Float64Array.from({ length: n }, (_, i) => first + i * STEP_DAYS);
  const margin = marginsDeg(graha, moments, place, arcs);
  const spans: AstaSpan[] = [];
  let start = margin[0]! < 0 ? Number.NEGATIVE_INFINITY : Number.NaN;
  for (let i = 1; i < n; i += 1) {
    const a = margin[i - 1]!;
    const b = margin[i]!;
    if (a < 0 === b < 0) continue;
    const frac = Number.isFinite(a) && Number.isFinite(b) ? a / (a - b) : 0.5;
    const crossing = moments[i - 1]! + frac * STEP_DAYS;
    if (b < 0) start = crossing;
    else {
      spans.push({ astaJdUt: start, udayaJdUt: crossing });
      start = Number.NaN;
    }
  }
  if (!Number.isNaN(start)) spans.push({ astaJdUt: start, udayaJdUt: Number.POSITIVE_INFINITY });
  return spans.filter((s) => s.udayaJdUt > fromJdUt && s.astaJdUt < toJdUt);
}

export function isAstaGraha(g: GrahaName): g is AstaGraha {
  return (ASTA_GRAHAS as readonly string[]).includes(g);
}
