/**
 * The thirty muhurtas of the panchang day by name: 15 of equal length from
 * sunrise to sunset (Rudra .. Bhaga) and 15 from sunset to the next sunrise
 * (Girisha .. Samudram; core/glossary.ts MUHURTA_NAMES). The names as the
 * "Muhurta" table of Wikipedia gives them (from the Muhurta Chintamani
 * tradition; some lists name the 8th of the day Abhijit and the 9th Brahma).
 * The 8th of the day is Abhijit muhurta, the 11th Vijaya, the 8th of the
 * night Nishita (windows.ts, kalas.ts): Drik Panchang's day pages give those
 * (test/unit/panchang/day-muhurtas.test.ts).
 */
import type { Window } from './kalas.ts';

/** Muhurtas in a day or in a night. */
const MUHURTAS = 15;

export interface NamedMuhurta extends Window {
  /** 0..29: 0..14 the day's from sunrise, 15..29 the night's from sunset (the MUHURTA_NAMES index). */
  index: number;
}

/** The day's muhurtas, then the night's (none where the next sunrise is unknown), in order. */
export function dayMuhurtasOf(frame: { sunriseJdUt: number; sunsetJdUt: number; nextSunriseJdUt: number }): NamedMuhurta[] {
  const out: NamedMuhurta[] = [];
  const day = (frame.sunsetJdUt - frame.sunriseJdUt) / MUHURTAS;
  for (let k = 0; k < MUHURTAS; k += 1)
    out.push({ index: k, startJdUt: frame.sunriseJdUt + k * day, endJdUt: frame.sunriseJdUt + (k + 1) * day });
  if (Number.isNaN(frame.nextSunriseJdUt)) return out;
  const night = (frame.nextSunriseJdUt - frame.sunsetJdUt) / MUHURTAS;
  for (let k = 0; k < MUHURTAS; k += 1)
    out.push({ index: MUHURTAS + k, startJdUt: frame.sunsetJdUt + k * night, endJdUt: frame.sunsetJdUt + (k + 1) * night });
  return out;
}
