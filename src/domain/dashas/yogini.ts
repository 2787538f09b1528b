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
import { NAKSHATRA_SPAN_DEG, nakshatraIndexOf, type GrahaName } from '../../core/glossary.ts';
import { DASHA_YEAR_DAYS } from './year.ts';

export const YOGINI_IDS = ['mangala', 'pingala', 'dhanya', 'bhramari', 'bhadrika', 'ulka', 'siddha', 'sankata'] as const;
export type YoginiId = (typeof YOGINI_IDS)[number];
/** Years of each yogini, in YOGINI_IDS order (1..8). */
export const YOGINI_YEARS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];
/** The graha associated with each yogini, in YOGINI_IDS order. */
export const YOGINI_LORDS: readonly GrahaName[] = ['moon', 'sun', 'jupiter', 'mars', 'mercury', 'saturn', 'venus', 'rahu'];
export const YOGINI_LABELS: readonly { en: string; hi: string }[] = [
  { en: 'Mangala', hi: 'मंगला' }, { en: 'Pingala', hi: 'पिंगला' }, { en: 'Dhanya', hi: 'धान्या' },
  { en: 'Bhramari', hi: 'भ्रामरी' }, { en: 'Bhadrika', hi: 'भद्रिका' }, { en: 'Ulka', hi: 'उल्का' },
  { en: 'Siddha', hi: 'सिद्धा' }, { en: 'Sankata', hi: 'संकटा' },
];
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

export interface YoginiResult {
  /** Birth yogini index and the balance (years left at birth). */
  birthYogini: YoginiId;
  balanceYears: number;
  periods: YoginiPeriod[];
}

/**
 * Yogini mahadashas (with antardashas) covering `cycles` 36-year cycles
 * (default 4, i.e. 144 years) from the start of the birth mahadasha (which
 * is before birth).
 */
export function yoginiDasha(birthJdUt: number, moonLongitudeDeg: number, options: { cycles?: number; antardashas?: boolean } = {}): YoginiResult {
  const cycles = options.cycles ?? 4;
  const nak = nakshatraIndexOf(moonLongitudeDeg);
  const elapsed = (moonLongitudeDeg - nak * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  const first = yoginiIndexOfNakshatra(nak);
  const firstStart = birthJdUt - elapsed * YOGINI_YEARS[first]! * DASHA_YEAR_DAYS;
  const periods: YoginiPeriod[] = [];
  let cumulativeYears = 0;
  let start = firstStart;
  for (let i = 0; i < cycles * 8; i += 1) {
    const idx = (first + i) % 8;
    cumulativeYears += YOGINI_YEARS[idx]!;
    const end = firstStart + cumulativeYears * DASHA_YEAR_DAYS;
    const maha = period(idx, start, end);
    if (options.antardashas !== false) maha.sub = yoginiAntardashas(idx, start, end);
    periods.push(maha);
    start = end;
  }
  return { birthYogini: YOGINI_IDS[first]!, balanceYears: (1 - elapsed) * YOGINI_YEARS[first]!, periods };
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
