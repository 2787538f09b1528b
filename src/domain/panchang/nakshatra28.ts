/**
 * Counting nakshatras among the 28 with Abhijit (the Aadal, Vidaal and
 * Anandadi yogas): Abhijit stands between Uttara Ashadha and Shravana
 * (Shravana .. Revati are 22..27 among the 28).
 *
 * Abhijit's arc is Uttara Ashadha's last quarter and the first fifteenth of
 * Shravana, 276 deg 40 min to 280 deg 53 min 20 s, and the Moon occupies
 * it: Drik Panchang's day pages turn the Anandadi yoga and the Aadal yoga at
 * Uttara Ashadha's last quarter (New York, 2026-10-18: Amrita to Mushala and
 * Aadal from 11:28 PM, where the page's third pada of Uttara Ashadha ends) and
 * keep Abhijit past the start of Shravana (Aadal, the 9th from the Sun in
 * Chitra, still runs at the next sunrise, 07:12 AM, though Shravana began at
 * 06:08 AM; Abhijit ends at 07:55 AM here, and no page checked shows where
 * it ends); test/unit/panchang/anandadi-drik.test.ts. The Sun is counted in
 * the 27 only (its Abhijit days, about 10 to 14 January, are on no page).
 */
import type { EventList, LunarEventKind } from '../../native/ephemeris.ts';
import { appendSpan, type Span } from './tithi.ts';

/** Uttara Ashadha (0-based among the 27): the nakshatra whose last quarter opens Abhijit. */
const UTTARA_ASHADHA = 20;
/** Shravana among the 27, whose first fifteenth closes Abhijit. */
const SHRAVANA = 21;
/** Abhijit among the 28. */
export const ABHIJIT_28 = 21;

/** Pada (0..107, 3 deg 20 min each) whose start opens Abhijit: Uttara Ashadha's 4th, 276 deg 40 min. */
const ABHIJIT_START_PADA = 83;
/** Shravana's first pada: Abhijit ends 53 min 20 s (4/15 of a pada) into it, at 280 deg 53 min 20 s. */
const SHRAVANA_FIRST_PADA = 84;
const ABHIJIT_END_PADA_FRACTION = 4 / 15;

/** The place of a nakshatra (0 = Ashwini .. 26 = Revati) among the 28 with Abhijit. */
export function nakshatra28Of(nakshatraIndex: number): number {
  return nakshatraIndex <= 20 ? nakshatraIndex : nakshatraIndex + 1;
}

/**
 * The Moon's stays in Abhijit from a lunar-event list holding the 'pada'
 * boundaries: from Uttara Ashadha's 4th pada to 4/15 of Shravana's 1st (the
 * Moon's speed over that pada taken as even: under 0.2 minute off). An end the
 * list does not reach is Infinity, a start it does not reach -Infinity.
 */
export function moonAbhijitArcs(events: EventList<LunarEventKind>): { startJdUt: number; endJdUt: number }[] {
  const arcs: { startJdUt: number; endJdUt: number }[] = [];
  let start = Number.NEGATIVE_INFINITY;
  let shravanaAt = Number.NaN;
  for (let i = 0; i < events.jdUt.length; i += 1) {
    if (events.kind[i] !== 'pada') continue;
    const pada = ((events.index[i]! % 108) + 108) % 108;
    const at = events.jdUt[i]!;
    if (pada === ABHIJIT_START_PADA) start = at;
    else if (pada === SHRAVANA_FIRST_PADA) shravanaAt = at;
    else if (pada === SHRAVANA_FIRST_PADA + 1 && !Number.isNaN(shravanaAt)) {
      arcs.push({ startJdUt: start, endJdUt: shravanaAt + (at - shravanaAt) * ABHIJIT_END_PADA_FRACTION });
      start = Number.NEGATIVE_INFINITY;
      shravanaAt = Number.NaN;
    }
  }
  if (start !== Number.NEGATIVE_INFINITY) arcs.push({ startJdUt: start, endJdUt: Number.POSITIVE_INFINITY });
  return arcs;
}

/**
 * The Moon's spans among the 28 (index 0..27, Abhijit 21) from its ascending
 * spans among the 27 and its Abhijit arcs: Uttara Ashadha ends and Shravana
 * begins at Abhijit's ends, covering the same time as the 27.
 */
export function moonNakshatra28Spans(nakshatras: readonly Span[], arcs: readonly { startJdUt: number; endJdUt: number }[]): Span[] {
  const out: Span[] = [];
  const push = (index: number, startJdUt: number, endJdUt: number) => appendSpan(out, index, startJdUt, endJdUt);
  for (const s of nakshatras) {
    const arc =
      s.index === UTTARA_ASHADHA || s.index === SHRAVANA ? arcs.find((a) => a.startJdUt < s.endJdUt && a.endJdUt > s.startJdUt) : undefined;
    if (arc === undefined) {
      push(nakshatra28Of(s.index), s.startJdUt, s.endJdUt);
      continue;
    }
    const inStart = Math.max(s.startJdUt, arc.startJdUt);
    const inEnd = Math.min(s.endJdUt, arc.endJdUt);
    push(nakshatra28Of(s.index), s.startJdUt, inStart);
    push(ABHIJIT_28, inStart, inEnd);
    push(nakshatra28Of(s.index), inEnd, s.endJdUt);
  }
  return out;
}
