/**
 * The Anandadi yogas of the day: the 28 yogas (Ananda, Kaladanda, ...,
 * Vardhamana; core/glossary.ts ANANDADI_YOGAS) by the Moon's nakshatra counted
 * from the weekday's first nakshatra among the 28 with Abhijit, the Moon in
 * Abhijit over its own arc (nakshatra28.ts): Sunday from Ashwini, Monday
 * Mrigashira, Tuesday Ashlesha, Wednesday Hasta, Thursday Anuradha, Friday
 * Uttara Ashadha, Saturday Shatabhisha (Muhurta Chintamani, shubhashubha
 * prakarana: "dasrad arke, mrigad indau, sarpad bhaume, karad budhe, maitrad
 * gurau, vaishvad shukre, varunad mande"). The weekday is the vara, sunrise
 * to sunrise. Drik Panchang's day pages print the same
 * (test/unit/panchang/anandadi-drik.test.ts).
 */
import { nakshatra28Of } from './nakshatra28.ts';
import { spansWithin, type Span } from './tithi.ts';

/** The first nakshatra (0 = Ashwini) of the Anandadi count, by weekday (0 = Sunday). */
export const ANANDADI_FIRST_NAKSHATRA: readonly number[] = [0, 4, 8, 12, 16, 20, 23];

/** The Anandadi yoga (0 = Ananda .. 27 = Vardhamana) of a weekday and the Moon's place among the 28 (Abhijit 21). */
export function anandadiYogaOfNakshatra28(weekdayIndex: number, nakshatra28Index: number): number {
  return (nakshatra28Index - nakshatra28Of(ANANDADI_FIRST_NAKSHATRA[weekdayIndex]!) + 28) % 28;
}

/** The Anandadi yoga of a weekday and the Moon's nakshatra among the 27 (outside Abhijit's arc). */
export function anandadiYogaOf(weekdayIndex: number, nakshatraIndex: number): number {
  return anandadiYogaOfNakshatra28(weekdayIndex, nakshatra28Of(nakshatraIndex));
}

/**
 * The Anandadi yoga spans of the vara from `startJdUt` (its sunrise) to
 * `endJdUt` (the next), clipped to it, in order (index: the yoga 0..27),
 * from the Moon's ascending spans among the 28 covering it.
 */
export function anandadiSpansOf(weekdayIndex: number, startJdUt: number, endJdUt: number, nakshatras28: readonly Span[]): Span[] {
  return spansWithin(nakshatras28, startJdUt, endJdUt).map((n) => ({
    index: anandadiYogaOfNakshatra28(weekdayIndex, n.index),
    startJdUt: n.startJdUt,
    endJdUt: n.endJdUt,
  }));
}
