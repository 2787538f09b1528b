/**
 * The sky independent of the engine, for the muhurat tests: astronomy-engine's
 * Moon and sidereal time, the Lahiri ayanamsa as the Indian Astronomical
 * Ephemeris defines it (23 deg 15' 00" on 1956-03-21, carried by the IAU 1976
 * general precession in longitude), within a few arcseconds of the engine's.
 */
import * as Astronomy from 'astronomy-engine';

export const JD_UNIX_EPOCH = 2440587.5;
const dateOf = (jdUt: number) => new Date((jdUt - JD_UNIX_EPOCH) * 86_400_000);
export const norm360 = (x: number) => ((x % 360) + 360) % 360;

export function lahiriDeg(jdUt: number): number {
  const t = (jdUt - 2435553.5) / 36_525;
  return 23.25 + (5029.0966 * t + 1.11113 * t * t) / 3600;
}

/** The Moon's sidereal nakshatra (0 = Ashwini). */
export function independentNakshatra(jdUt: number): number {
  const moon = Astronomy.Ecliptic(Astronomy.GeoVector(Astronomy.Body.Moon, dateOf(jdUt), true));
  return Math.floor(norm360(moon.elon - lahiriDeg(jdUt)) / (360 / 27));
}

/** Sidereal ascendant from astronomy-engine's apparent sidereal time and true obliquity (the textbook formula). */
export function independentAscendantDeg(jdUt: number, latitudeDeg: number, longitudeDeg: number): number {
  const date = dateOf(jdUt);
  const ramc = (Astronomy.SiderealTime(date) * 15 + longitudeDeg) * (Math.PI / 180);
  const eps = Astronomy.e_tilt(Astronomy.MakeTime(date)).tobl * (Math.PI / 180);
  const phi = latitudeDeg * (Math.PI / 180);
  const tropical = Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) * (180 / Math.PI);
  return norm360(tropical - lahiriDeg(jdUt));
}
