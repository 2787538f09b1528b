/**
 * The Tamil yoga of the day (Amirthathi yogam): Amrita, Siddha or Marana by
 * the weekday (the vara, sunrise to sunrise) and the Moon's nakshatra among
 * the 27, from the table printed in the Sringeri Tamil Panchangam 2024-25
 * (sringeri.net/wp-content/uploads/2024/04/2024_25_krodhi_tamil_panchanga_sringeri.pdf,
 * as the PyJHora project transcribes it: github.com/naturalstupid/PyJHora,
 * src/jhora/const.py, tamil_basic_yoga_sringeri_panchanga_list). Its one
 * Prabalarishta cell (Wednesday, Dhanishta) is given as Marana: PyJHora notes
 * that the Sringeri panchanga replaces Prabalarishta with Marana.
 *
 * A variant: Drik Panchang's day pages print the Tamil yoga by their
 * Anandadi yoga instead (24 of its 28 seen, four never), and agree with
 * this table on 60 of their 98 pieces (docs/panchang.md, "Tamil yoga";
 * test/unit/panchang/tamil-yoga.test.ts).
 */
import { appendSpan, spansWithin, type Span } from './tithi.ts';

/** By weekday (0 = Sunday), one letter per nakshatra (Ashwini first): A Amrita, S Siddha, M Marana. */
export const TAMIL_YOGA_TABLE: readonly string[] = [
  'SSSASSSSSMSAASSMMMASAAMSSAA',
  'SSMAASASSMSSSSAMSSSSMASSMSS',
  'SSSASMSSSSSASSSMSSASSSSMMAS',
  'MSASSSSSSSAAMSSSSSMAASMSASM',
  'ASMMMMAASASMSSASSSSSSSSMSSS',
  'ASSMSSSMMMSSASSSSMASSMSSSSA',
  'SSAASSSSMASMMMASSSSSSSSAMSM',
];

/** The order of TAMIL_YOGAS (core/glossary.ts) by the table's letter. */
const INDEX_OF_LETTER: Readonly<Record<string, number>> = { A: 0, S: 1, M: 2 };

/** The Tamil yoga (index into TAMIL_YOGAS: 0 amrita, 1 siddha, 2 marana) of a weekday and the Moon's nakshatra (0..26). */
export function tamilYogaOf(weekdayIndex: number, nakshatraIndex: number): number {
  return INDEX_OF_LETTER[TAMIL_YOGA_TABLE[weekdayIndex]![nakshatraIndex]!]!;
}

/**
 * The Tamil yoga spans of the vara from `startJdUt` (its sunrise) to
 * `endJdUt` (the next), clipped to it, in order, from the Moon's ascending
 * nakshatra spans among the 27; consecutive nakshatras of one yoga make one span.
 */
export function tamilYogaSpansOf(weekdayIndex: number, startJdUt: number, endJdUt: number, nakshatras: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const n of spansWithin(nakshatras, startJdUt, endJdUt)) appendSpan(out, tamilYogaOf(weekdayIndex, n.index), n.startJdUt, n.endJdUt);
  return out;
}
