/**
 * Panchaka Rahita muhurta: the panchang day (sunrise to the next sunrise)
 * cut wherever the tithi, the nakshatra or the rising sign (Udaya lagna)
 * changes, each piece judged by the remainder of tithi + vara + nakshatra +
 * lagna divided by 9. The verse (quoted with its Telugu gloss by
 * teluguone.com's astrology pages and jyotishyakaradeepika.com, 2019):
 * "tithi-vāroḍubhir yuktaṁ tatkālodaya-miśritam / navabhis tu hared bhāgaṁ
 * śeṣaṁ pañcakam īritam / eko mṛtyur dvayaṁ vahniś catvāro rāja-pañcakam /
 * ṣaṭ coro vasu rogaḥ syāt": remainder 1 Mrityu, 2 Agni, 4 Raja, 6 Chora,
 * 8 Roga panchaka; 0, 3, 5, 7 free of panchaka (good). Drik Panchang's
 * Panchaka Rahita page names the same five. Counting: the tithi from Shukla
 * Pratipada (1..30: Krishna Pratipada 16, Amavasya 30), as
 * astro.pavanaddepalli.com's "Validating Muhartham" states it ("for krishna
 * paksha add 15") and as Drik Panchang's page prints it (Vellore, the
 * Amavasya night of 2026-03-18: Good, where counting Amavasya 15 gives Roga;
 * test/unit/panchang/gowri-panchaka-drik.test.ts). The Telugu gloss counts
 * the tithi from its paksha's pratipada ("pakshadi"), which moves every
 * Krishna piece by 15, that is 6 of the 9. The vara from Sunday (1..7), the
 * nakshatra from Ashwini (1..27), the lagna from Mesha (1..12). Some Tamil
 * almanacs (ahobilam.com's panchangam notes) add a dhruva number for five
 * lagnas; that variant is not applied.
 */
import { firstSpanEndingAfter, type Span } from './tithi.ts';

/** The kind of each remainder 0..8 (core/glossary.ts PANCHAKA_RAHITA ids). */
export const PANCHAKA_OF_REMAINDER = ['good', 'mrityu', 'agni', 'good', 'raja', 'good', 'chora', 'good', 'roga'] as const;
export type PanchakaKind = (typeof PANCHAKA_OF_REMAINDER)[number];

export interface PanchakaSpan extends Span {
  /** index: the remainder 0..8. */
  tithiIndex: number;
  nakshatraIndex: number;
  lagnaIndex: number;
}

/** The remainder 0..8 of tithi (0..29) + vara (0 = Sunday) + nakshatra (0..26) + lagna (0..11), each counted from 1. */
export function panchakaRemainder(tithiIndex: number, weekdayIndex: number, nakshatraIndex: number, lagnaIndex: number): number {
  return (tithiIndex + 1 + weekdayIndex + 1 + nakshatraIndex + 1 + lagnaIndex + 1) % 9;
}

/**
 * The pieces of [startJdUt, endJdUt) (the vara: one weekday throughout) in
 * order, from the ascending tithi, nakshatra and lagna spans covering it.
 */
export function panchakaRahitaSpans(
  weekdayIndex: number,
  startJdUt: number,
  endJdUt: number,
  tithis: readonly Span[],
  nakshatras: readonly Span[],
  lagnas: readonly Span[],
): PanchakaSpan[] {
  const out: PanchakaSpan[] = [];
  let t = firstSpanEndingAfter(tithis, startJdUt);
  let n = firstSpanEndingAfter(nakshatras, startJdUt);
  let l = firstSpanEndingAfter(lagnas, startJdUt);
  let at = startJdUt;
  while (at < endJdUt && t < tithis.length && n < nakshatras.length && l < lagnas.length) {
    const ts = tithis[t]!,
      ns = nakshatras[n]!,
      ls = lagnas[l]!;
    const end = Math.min(endJdUt, ts.endJdUt, ns.endJdUt, ls.endJdUt);
    out.push({
      index: panchakaRemainder(ts.index, weekdayIndex, ns.index, ls.index),
      tithiIndex: ts.index,
      nakshatraIndex: ns.index,
      lagnaIndex: ls.index,
      startJdUt: at,
      endJdUt: end,
    });
    at = end;
    if (ts.endJdUt <= at) t += 1;
    if (ns.endJdUt <= at) n += 1;
    if (ls.endJdUt <= at) l += 1;
  }
  return out;
}
