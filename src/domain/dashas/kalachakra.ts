/**
 * Kalachakra dasha (BPHS 46; P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach", ch. 24, whose Examples 95 and 97 and Exercise 34
 * the tests check): read from the Moon's nakshatra pada.
 *
 * - Each pada has nine signs in order; a sign's dasha lasts the years of
 *   its lord (Sun 5, Moon 21, Mars 7, Mercury 9, Jupiter 10, Venus 16,
 *   Saturn 4), and the nine add up to the pada's paramayus (83 to 100).
 * - The nakshatras fall in four groups: savya 1 and 2, apasavya 1 and 2 (in
 *   each run of six stars from Ashwini, the 1st and 3rd are savya 1, the
 *   2nd savya 2, the 4th apasavya 1, the 5th and 6th apasavya 2). The
 *   padas of a savya group followed by those of the other savya group form
 *   one wheel of 8 x 9 signs, the apasavya groups another; the jumps of
 *   the dasha (from Sc to Pi, from Sg to Ar and so on) are in the tables.
 * - The part of its pada the Moon has traversed, times the paramayus, is
 *   the time elapsed in the pada's nine dashas: the dasha running at birth
 *   started before birth. The dashas then follow the wheel.
 * - Antardashas: the nine signs of the wheel from the dasha's own place,
 *   each taking its years' share of the dasha (Rao, Example 97).
 */
import { normalizeDeg } from '../../core/angles.ts';
import { NAKSHATRA_SPAN_DEG, SIGN_LORDS, type GrahaName } from '../../core/glossary.ts';
import { checkDepthAndWindow, expandInWindow, resolveWindow, type DashaWindowOptions } from './window.ts';
import { DASHA_YEAR_DAYS } from './year.ts';

/** Years of a sign's Kalachakra dasha, by its lord (BPHS 46). */
const GRAHA_YEARS: Partial<Record<GrahaName, number>> = { sun: 5, moon: 21, mars: 7, mercury: 9, jupiter: 10, venus: 16, saturn: 4 };
export function kalachakraYears(signIndex: number): number {
  return GRAHA_YEARS[SIGN_LORDS[signIndex]!]!;
}

const SIGN_ABBREVIATIONS = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
const signs = (row: string): number[] => row.split(' ').map((a) => SIGN_ABBREVIATIONS.indexOf(a));

/** The nine signs of padas 1-4 of each group (BPHS 46's tables, as PyJHora jhora/const.py transcribes them). */
const GROUP_PADAS: Readonly<Record<'savya1' | 'savya2' | 'apasavya1' | 'apasavya2', number[][]>> = {
  savya1: ['Ar Ta Ge Cn Le Vi Li Sc Sg', 'Cp Aq Pi Sc Li Vi Cn Le Ge', 'Ta Ar Pi Aq Cp Sg Ar Ta Ge', 'Cn Le Vi Li Sc Sg Cp Aq Pi'].map(
    signs,
  ),
  savya2: ['Sc Li Vi Cn Le Ge Ta Ar Pi', 'Aq Cp Sg Ar Ta Ge Cn Le Vi', 'Li Sc Sg Cp Aq Pi Sc Li Vi', 'Cn Le Ge Ta Ar Pi Aq Cp Sg'].map(
    signs,
  ),
  apasavya1: ['Sg Cp Aq Pi Ar Ta Ge Le Cn', 'Vi Li Sc Pi Aq Cp Sg Sc Li', 'Vi Le Cn Ge Ta Ar Sg Cp Aq', 'Pi Ar Ta Ge Le Cn Vi Li Sc'].map(
    signs,
  ),
  apasavya2: ['Pi Aq Cp Sg Sc Li Vi Le Cn', 'Ge Ta Ar Sg Cp Aq Pi Ar Ta', 'Ge Le Cn Vi Li Sc Pi Aq Cp', 'Sg Sc Li Vi Le Cn Ge Ta Ar'].map(
    signs,
  ),
};

/** The two wheels, each 72 signs: one group's four padas, then the other's. */
const WHEELS = {
  savya: [...GROUP_PADAS.savya1, ...GROUP_PADAS.savya2].flat(),
  apasavya: [...GROUP_PADAS.apasavya1, ...GROUP_PADAS.apasavya2].flat(),
} as const;
export type KalachakraWheel = keyof typeof WHEELS;
const WHEEL_LENGTH = 72;
const PADA_SPAN_DEG = NAKSHATRA_SPAN_DEG / 4;

/** The wheel of a nakshatra (0..26) and where its padas start in it (0 or 36). */
export function kalachakraGroup(nakshatraIndex: number): { wheel: KalachakraWheel; padaOffset: 0 | 36 } {
  const place = nakshatraIndex % 6;
  if (place < 3) return { wheel: 'savya', padaOffset: place === 1 ? 36 : 0 };
  return { wheel: 'apasavya', padaOffset: place === 3 ? 0 : 36 };
}

export const KALACHAKRA_ID = 'kalachakra';
export const KALACHAKRA_MAX_DEPTH = 2;

export interface KalachakraPeriod {
  signIndex: number;
  /** Full length in years (an antardasha: its share of the dasha). */
  years: number;
  /** Place 0..71 in the wheel (antardashas run from it). */
  wheelIndex: number;
  startJdUt: number;
  endJdUt: number;
  sub?: KalachakraPeriod[];
}

export interface KalachakraResult {
  wheel: KalachakraWheel;
  nakshatraIndex: number;
  /** Pada 1..4 of the Moon. */
  padaNumber: number;
  /** Sum of the years of the Moon's pada's nine signs. */
  paramayusYears: number;
  /** The dasha running at birth and its years left. */
  balance: { signIndex: number; years: number };
  depth: number;
  fromJdUt: number;
  toJdUt: number;
  periods: KalachakraPeriod[];
}

function antardashas(wheel: KalachakraWheel, dasha: KalachakraPeriod): KalachakraPeriod[] {
  const places = Array.from({ length: 9 }, (_, k) => (dasha.wheelIndex + k) % WHEEL_LENGTH);
  const total = places.reduce((sum, w) => sum + kalachakraYears(WHEELS[wheel][w]!), 0);
  const span = dasha.endJdUt - dasha.startJdUt;
  let elapsedYears = 0;
  return places.map((w, k) => {
    const signIndex = WHEELS[wheel][w]!;
    const years = kalachakraYears(signIndex);
    const startJdUt = dasha.startJdUt + (span * elapsedYears) / total;
    elapsedYears += years;
    const endJdUt = k === 8 ? dasha.endJdUt : dasha.startJdUt + (span * elapsedYears) / total;
    return { signIndex, years: (dasha.years * years) / total, wheelIndex: w, startJdUt, endJdUt };
  });
}

/** Kalachakra dasha from the Moon's sidereal longitude (degrees) at birth (UT Julian day). */
export function kalachakraDasha(birthJdUt: number, moonLongitudeDeg: number, options: DashaWindowOptions = {}): KalachakraResult {
  const depth = options.depth ?? KALACHAKRA_MAX_DEPTH;
  checkDepthAndWindow(depth, KALACHAKRA_MAX_DEPTH, options);
  const lonDeg = normalizeDeg(moonLongitudeDeg);
  const padaCount = Math.min(107, Math.floor(lonDeg / PADA_SPAN_DEG));
  const nakshatraIndex = Math.floor(padaCount / 4);
  const pada = padaCount % 4;
  const { wheel, padaOffset } = kalachakraGroup(nakshatraIndex);
  const first = padaOffset + pada * 9;
  const padaSigns = WHEELS[wheel].slice(first, first + 9);
  const paramayusYears = padaSigns.reduce((sum, s) => sum + kalachakraYears(s), 0);
  const elapsedYears = ((lonDeg - padaCount * PADA_SPAN_DEG) / PADA_SPAN_DEG) * paramayusYears;
  // The running dasha: the first whose end (cumulative years) passes the elapsed time.
  let k = 0;
  let cumulativeYears = kalachakraYears(padaSigns[0]!);
  while (cumulativeYears <= elapsedYears && k < 8) cumulativeYears += kalachakraYears(padaSigns[++k]!);
  const runningYears = kalachakraYears(padaSigns[k]!);
  const balanceYears = cumulativeYears - elapsedYears;
  const firstStartJdUt = birthJdUt - (runningYears - balanceYears) * DASHA_YEAR_DAYS;
  const window = resolveWindow(firstStartJdUt, options);
  const periods: KalachakraPeriod[] = [];
  let startJdUt = firstStartJdUt;
  for (let w = first + k; startJdUt < window.toJdUt; w = (w + 1) % WHEEL_LENGTH) {
    const signIndex = WHEELS[wheel][w]!;
    const years = kalachakraYears(signIndex);
    const endJdUt = startJdUt + years * DASHA_YEAR_DAYS;
    periods.push({ signIndex, years, wheelIndex: w, startJdUt, endJdUt });
    startJdUt = endJdUt;
  }
  return {
    wheel,
    nakshatraIndex,
    padaNumber: pada + 1,
    paramayusYears,
    balance: { signIndex: padaSigns[k]!, years: balanceYears },
    depth,
    ...window,
    periods: expandInWindow(periods, depth, window, (p) => antardashas(wheel, p)),
  };
}
