/**
 * Cheshta bala, motional strength (BPHS 27.19-21): the Sun's is its ayana
 * bala, the Moon's its paksha bala, the others' from the cheshta kendra of
 * the mean and true graha.
 */
import { arcDeg, normalizeDeg, wrap180Deg } from '../../core/angles.ts';
import type { SevenGraha } from '../../core/glossary.ts';

/**
 * Mean tropical longitudes at a moment, degrees (J2000 mean elements of
 * J.L. Simon et al. 1994 as printed in Meeus, "Astronomical Algorithms"
 * ch. 31): the mean Sun and the heliocentric mean longitude of each graha.
 * src/native/ephemeris.ts gives true positions only, hence these
 * polynomials for the madhya and seeghrocha.
 */
export function meanLongitudesDeg(jdUt: number): Record<'sun' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn', number> {
  const t = (jdUt - 2_451_545.0) / 36_525;
  return {
    sun: normalizeDeg(280.46646 + 36_000.76983 * t),
    mercury: normalizeDeg(252.250906 + 149_472.6746358 * t),
    venus: normalizeDeg(181.979801 + 58_517.815676 * t),
    mars: normalizeDeg(355.433275 + 19_140.2993313 * t),
    jupiter: normalizeDeg(34.351484 + 3_034.9056746 * t),
    saturn: normalizeDeg(50.077471 + 1_222.1137943 * t),
  };
}

/** Midpoint of two longitudes along the shorter arc, [0, 360). */
function midpointDeg(a: number, b: number): number {
  return normalizeDeg(a + wrap180Deg(b - a) / 2);
}

/**
 * Cheshta bala of Mars, Mercury, Jupiter, Venus, Saturn (BPHS 27.19-21, as
 * Raman computes it): cheshta kendra = seeghrocha - (madhya + sphuta) / 2,
 * folded to [0, 180], divided by 3. For Mars, Jupiter, Saturn the madhya is
 * the graha's mean longitude and the seeghrocha the mean Sun; for Mercury and
 * Venus the madhya is the mean Sun and the seeghrocha the graha's
 * heliocentric mean longitude. `trueTropicalDeg` is the graha's tropical
 * longitude.
 */
export function cheshtaKendraBala(id: 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn', trueTropicalDeg: number, jdUt: number): number {
  const m = meanLongitudesDeg(jdUt);
  const inferior = id === 'mercury' || id === 'venus';
  const madhya = inferior ? m.sun : m[id];
  const seeghrocha = inferior ? m[id] : m.sun;
  return arcDeg(seeghrocha, midpointDeg(madhya, trueTropicalDeg)) / 3;
}

/**
 * Cheshta bala of any of the seven, shashtiamsas: the Sun's is its ayana
 * bala before doubling (`sunAyanaBase`), the Moon's half its (doubled) paksha
 * bala (`moonPaksha`), as Raman takes them; the others from the cheshta kendra.
 */
export function cheshtaBala(id: SevenGraha, sunAyanaBase: number, moonPaksha: number, trueTropicalDeg: number, jdUt: number): number {
  if (id === 'sun') return sunAyanaBase;
  if (id === 'moon') return moonPaksha / 2;
  return cheshtaKendraBala(id, trueTropicalDeg, jdUt);
}
