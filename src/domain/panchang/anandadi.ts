/**
 * The Anandadi yogas of the day: the 28 yogas (Ananda, Kaladanda, ...,
 * Vardhamana; core/glossary.ts ANANDADI_YOGAS) by the Moon's nakshatra counted
 * from the weekday's first nakshatra among the 28 with Abhijit (Abhijit
 * counted between Uttara Ashadha and Shravana, never occupied, as for Aadal
 * and Vidaal): Sunday from Ashwini, Monday Mrigashira, Tuesday Ashlesha,
 * Wednesday Hasta, Thursday Anuradha, Friday Uttara Ashadha, Saturday
 * Shatabhisha (Muhurta Chintamani, shubhashubha prakarana: "dasrad arke,
 * mrigad indau, sarpad bhaume, karad budhe, maitrad gurau, vaishvad shukre,
 * varunad mande"). The weekday is the vara, sunrise to sunrise. Drik
 * Panchang's day pages print the same (test/unit/panchang/anandadi.test.ts),
 * except that they put the Moon in Abhijit from Uttara Ashadha's last
 * quarter (test/unit/panchang/drik-day-windows.test.ts).
 */
import { nakshatra28Of } from './nakshatra28.ts';
import type { Span } from './tithi.ts';

/** The first nakshatra (0 = Ashwini) of the Anandadi count, by weekday (0 = Sunday). */
export const ANANDADI_FIRST_NAKSHATRA: readonly number[] = [0, 4, 8, 12, 16, 20, 23];

/** The Anandadi yoga (0 = Ananda .. 27 = Vardhamana) of a weekday and the Moon's nakshatra. */
export function anandadiYogaOf(weekdayIndex: number, nakshatraIndex: number): number {
  return (nakshatra28Of(nakshatraIndex) - nakshatra28Of(ANANDADI_FIRST_NAKSHATRA[weekdayIndex]!) + 28) % 28;
}

/**
 * The Anandadi yoga spans of the vara from `startJdUt` (its sunrise) to
 * `endJdUt` (the next), clipped to it, in order (index: the yoga 0..27),
 * from the ascending nakshatra spans covering it.
 */
export function anandadiSpansOf(weekdayIndex: number, startJdUt: number, endJdUt: number, nakshatras: readonly Span[]): Span[] {
  const out: Span[] = [];
  // The first span ending after the start (a year's panchang asks this of ~400 spans 365 times).
  let lo = 0;
  let hi = nakshatras.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (nakshatras[mid]!.endJdUt <= startJdUt) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < nakshatras.length; k += 1) {
    const n = nakshatras[k]!;
    if (n.startJdUt >= endJdUt) break;
    out.push({
      index: anandadiYogaOf(weekdayIndex, n.index),
      startJdUt: Math.max(startJdUt, n.startJdUt),
      endJdUt: Math.min(endJdUt, n.endJdUt),
    });
  }
  return out;
}
