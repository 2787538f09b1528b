/**
 * Yogini dasha: eight yoginis ruling 1 to 8 years (a 36-year cycle). The
 * birth yogini is found from the Moon's nakshatra number N (Ashwini = 1):
 * (N + 3) mod 8, where 1 = Mangala ... 7 = Siddha and 0 = Sankata; the
 * unelapsed part of the nakshatra gives the balance, as in Vimshottari.
 * Antardashas start with the mahadasha's own yogini and run in order, each
 * lasting maha years x antar years / 36.
 * Source: B.V. Raman, "Studies in Jaimini Astrology" / Mansagari; the same
 * rule in PyJHora jhora/horoscope/dhasa/graha/yogini.py and in Jagannatha
 * Hora's Yogini dasa.
 */
import { NAKSHATRA_SPAN_DEG, nakshatraIndexOf, termOf, type GrahaName, type Term } from '../../core/glossary.ts';
import { checkDepthAndWindow, expandInWindow, resolveWindow, type DashaWindowOptions } from './window.ts';
import { DASHA_YEAR_DAYS } from './year.ts';

export const YOGINI_IDS = ['mangala', 'pingala', 'dhanya', 'bhramari', 'bhadrika', 'ulka', 'siddha', 'sankata'] as const;
export type YoginiId = (typeof YOGINI_IDS)[number];
/** Years of each yogini, in YOGINI_IDS order (1..8). */
export const YOGINI_YEARS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];
/** The graha associated with each yogini, in YOGINI_IDS order. */
export const YOGINI_LORDS: readonly GrahaName[] = ['moon', 'sun', 'jupiter', 'mars', 'mercury', 'saturn', 'venus', 'rahu'];
export const YOGINI_LABELS: readonly Term[] = YOGINI_IDS.map((id) => termOf('yogini', id));
export const YOGINI_CYCLE_YEARS = 36;

export interface YoginiPeriod {
  yogini: YoginiId;
  lord: GrahaName;
  startJdUt: number;
  endJdUt: number;
  sub?: YoginiPeriod[];
}

/** Index 0..7 into YOGINI_IDS of the yogini ruling nakshatraIndex 0..26. */
export function yoginiIndexOfNakshatra(nakshatraIndex: number): number {
  const r = (nakshatraIndex + 1 + 3) % 8; // 1 = Mangala ... 0 = Sankata
  return (r + 7) % 8;
}

function period(index: number, startJdUt: number, endJdUt: number): YoginiPeriod {
  return { yogini: YOGINI_IDS[index]!, lord: YOGINI_LORDS[index]!, startJdUt, endJdUt };
}

/** Levels offered: 1 mahadashas, 2 with antardashas. */
export const YOGINI_MAX_DEPTH = 2;
/**
 * With antardashas, as Vimshottari's default (depth 2) and as the answer has always been;
 * `depth: 1` gives the mahadashas alone (about 27 for a lifetime, under 4 KB).
 */
export const YOGINI_DEFAULT_DEPTH = 2;

export interface YoginiStart {
  /** Index 0..7 into YOGINI_IDS of the mahadasha running at birth. */
  index: number;
  /** Start of the birth mahadasha (before birth). */
  startJdUt: number;
  /** Years of the birth mahadasha left at birth. */
  balanceYears: number;
}

/** Where the cycle stands at birth, from the Moon's sidereal longitude (degrees, [0, 360)). */
export function yoginiStart(birthJdUt: number, moonLongitudeDeg: number): YoginiStart {
  const nak = nakshatraIndexOf(moonLongitudeDeg);
  const elapsed = (moonLongitudeDeg - nak * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  const index = yoginiIndexOfNakshatra(nak);
  const years = YOGINI_YEARS[index]!;
  return { index, startJdUt: birthJdUt - elapsed * years * DASHA_YEAR_DAYS, balanceYears: (1 - elapsed) * years };
}

export interface YoginiResult {
  /** Birth yogini index and the balance (years left at birth). */
  birthYogini: YoginiId;
  balanceYears: number;
  depth: number;
  /** The window actually used. */
  fromJdUt: number;
  toJdUt: number;
  periods: YoginiPeriod[];
}

/** Mahadashas from the birth mahadasha onwards, cycle after cycle, until one starts at or after untilJdUt. */
function mahadashas(start: YoginiStart, untilJdUt: number): YoginiPeriod[] {
  const out: YoginiPeriod[] = [];
  let cumulativeYears = 0;
  let t = start.startJdUt;
  // Boundaries from cumulative years since the first start, so rounding never drifts.
  for (let i = 0; t < untilJdUt; i += 1) {
    const idx = (start.index + i) % 8;
    cumulativeYears += YOGINI_YEARS[idx]!;
    const end = start.startJdUt + cumulativeYears * DASHA_YEAR_DAYS;
    out.push(period(idx, t, end));
    t = end;
  }
  return out;
}

/**
 * Yogini periods to `depth` levels (1 mahadashas, 2 with antardashas;
 * default YOGINI_DEFAULT_DEPTH) within the window, by the rules every dasha
 * with sub-periods shares (window.ts): without one, 120 years from the
 * start of the birth mahadasha.
 */
export function yoginiDasha(birthJdUt: number, moonLongitudeDeg: number, options: DashaWindowOptions = {}): YoginiResult {
  const depth = options.depth ?? YOGINI_DEFAULT_DEPTH;
  checkDepthAndWindow(depth, YOGINI_MAX_DEPTH, options);
  const start = yoginiStart(birthJdUt, moonLongitudeDeg);
  const window = resolveWindow(start.startJdUt, options);
  const periods = expandInWindow(mahadashas(start, window.toJdUt), depth, window, (maha) =>
    yoginiAntardashas(YOGINI_IDS.indexOf(maha.yogini), maha.startJdUt, maha.endJdUt),
  );
  return { birthYogini: YOGINI_IDS[start.index]!, balanceYears: start.balanceYears, depth, ...window, periods };
}

/** The eight antardashas of a mahadasha; they tile it exactly. */
export function yoginiAntardashas(mahaIndex: number, startJdUt: number, endJdUt: number): YoginiPeriod[] {
  const span = endJdUt - startJdUt;
  const out: YoginiPeriod[] = [];
  let cumulativeYears = 0;
  let t = startJdUt;
  for (let j = 0; j < 8; j += 1) {
    const idx = (mahaIndex + j) % 8;
    cumulativeYears += YOGINI_YEARS[idx]!;
    const end = j === 7 ? endJdUt : startJdUt + (span * cumulativeYears) / YOGINI_CYCLE_YEARS;
    out.push(period(idx, t, end));
    t = end;
  }
  return out;
}
