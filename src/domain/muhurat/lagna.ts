/**
 * Lagna shuddhi: the spans whose rising sign (lagna, from the panchang's
 * lagnaSpans over the open spans of a range) fails an activity's conditions
 * (rules.ts LAGNA_SHUDDHI); the grahas' signs from one position batch at the
 * middle of each piece (a piece has one lagna and one Moon sign).
 */
import { grahaPositions, positionOf } from '../../native/ephemeris.ts';
import type { Span } from '../panchang/index.ts';
import { GRAHA_ROW, type LagnaShuddhi } from './rules.ts';

/** 1..12: the whole-sign house of `signIndex` counted from the lagna. */
const houseFrom = (lagnaSign: number, signIndex: number) => ((signIndex - lagnaSign + 12) % 12) + 1;

/**
 * The lagna spans (in time order) that fail `shuddhi`, each cut at the Moon's sign changes
 * (`moonSigns`) so the Moon's house is the same throughout a piece; the other
 * grahas are read at the piece's middle (they change sign far more slowly
 * than a lagna lasts). Index: the rising sign.
 */
export function failingLagnaSpans(shuddhi: LagnaShuddhi, lagnas: readonly Span[], moonSigns: readonly Span[]): Span[] {
  const pieces: { lagna: Span; moonSign: number; startJdUt: number; endJdUt: number }[] = [];
  let m = 0;
  for (const l of lagnas) {
    while (m < moonSigns.length && moonSigns[m]!.endJdUt <= l.startJdUt) m += 1;
    for (let k = m; k < moonSigns.length && moonSigns[k]!.startJdUt < l.endJdUt; k += 1) {
      const s = moonSigns[k]!;
      pieces.push({ lagna: l, moonSign: s.index, startJdUt: Math.max(l.startJdUt, s.startJdUt), endJdUt: Math.min(l.endJdUt, s.endJdUt) });
    }
  }
  if (pieces.length === 0) return [];
  const batch = grahaPositions(Float64Array.from(pieces, (p) => (p.startJdUt + p.endJdUt) / 2));
  const failing: Span[] = [];
  pieces.forEach((p, i) => {
    const lagnaSign = p.lagna.index;
    const signOf = (row: number) => (row === GRAHA_ROW.moon ? p.moonSign : Math.floor(positionOf(batch, i, row).longitudeDeg / 30) % 12);
    const fails =
      (shuddhi.signs !== undefined && !shuddhi.signs.includes(lagnaSign)) ||
      shuddhi.occupants.some((g) => shuddhi.emptyHouses.includes(houseFrom(lagnaSign, signOf(g)))) ||
      shuddhi.moonBarredHouses.includes(houseFrom(lagnaSign, p.moonSign)) ||
      shuddhi.barredFromLagna.some((g) => houseFrom(lagnaSign, signOf(g)) === 1);
    if (fails) failing.push({ index: lagnaSign, startJdUt: p.startJdUt, endJdUt: p.endJdUt });
  });
  return failing;
}
