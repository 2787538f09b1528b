/**
 * One engine for the rashi (sign) dashas: each system gives the order of the
 * twelve signs, the years of each, whether a second cycle of 12 minus the
 * first-cycle years follows, and the order of a dasha's twelve antardashas
 * (each a twelfth of it). Dashas start at birth (no balance).
 *
 * - chara: Jaimini Chara dasha in K.N. Rao's scheme, with its antardashas
 *   (chara.ts).
 * - narayana: from the stronger of the lagna and the 7th (rashi-strength.ts),
 *   the direction again from its 9th sign; movable signs follow one after
 *   another, fixed signs every 6th sign, dual signs by trines (the 5th and
 *   9th) then the 10th; Saturn in the first sign makes the order zodiacal
 *   and consecutive, Ketu in it reverses the direction (P.V.R. Narasimha
 *   Rao, "Vedic Astrology: An Integrated Approach", 18.2; the progressions
 *   tabulated in PyJHora jhora/const.py). Years as Chara (chara.ts's
 *   charaYears), then a second cycle. Antardashas (narayanaAntardashaSigns):
 *   from the stronger of the sign holding the dasha sign's lord and the
 *   sign holding the lord of the 8th from the dasha sign, one after
 *   another, zodiacal from an odd sign and reverse from an even one; Saturn
 *   in that sign makes it zodiacal, Ketu in it reverses it (the rule of
 *   PyJHora 4.5.8, whose test expectations for its Jagannatha Hora chart it
 *   reproduces; the Scorpio and Aquarius lord as for the dasha's years).
 * - shoola: from the stronger of the lagna and the 7th, always zodiacal,
 *   9 years each, one cycle of 108 years (P.V.R. Narasimha Rao, ch. 23).
 *   Antardashas from the dasha sign itself, zodiacal for an odd sign and
 *   reverse for an even one (the order PyJHora's tests expect).
 * - sthira: from the sign holding Brahma (brahma.ts), always zodiacal,
 *   movable signs 7 years, fixed 8, dual 9, one cycle of 96 years
 *   (Jaimini Sutras 2.3.3-4); antardashas from the dasha sign itself,
 *   zodiacal.
 */
import { brahmaOf } from './brahma.ts';
import { charaAntardashaSigns, charaLord, charaYears, isSavyaSign } from './chara.ts';
import { grahaSign, modality, strongerSign, type RashiChart } from './rashi-strength.ts';
import { checkDepthAndWindow, expandInWindow, resolveWindow, type DashaWindowOptions } from './window.ts';
import { DASHA_YEAR_DAYS } from './year.ts';

export interface RashiDashaSystem {
  id: string;
  name: string;
  /** 1 when antardashas are not computed, else 2. */
  maxDepth: 1 | 2;
  /** The first cycle's signs in order, and its direction. */
  sequence(chart: RashiChart): { signs: number[]; direction: 'zodiacal' | 'reverse' };
  /** First-cycle years of a sign. */
  years(chart: RashiChart, signIndex: number): number;
  /** A second cycle of 12 minus the first-cycle years (0 skipped). */
  secondCycle: boolean;
  /** The twelve antardasha signs of a dasha sign, in order; null when not computed. */
  antardashas: ((chart: RashiChart, signIndex: number) => number[]) | null;
}

const step = (from: number, by: number): number => (((from + by) % 12) + 12) % 12;
/** +1 when the 9th sign from `signIndex` is savya (zodiacal order), else -1. */
const directionOf = (signIndex: number): 1 | -1 => (isSavyaSign(step(signIndex, 8)) ? 1 : -1);
const consecutive = (first: number, d: number): number[] => Array.from({ length: 12 }, (_, i) => step(first, d * i));

/** K.N. Rao's order: the chara.ts sequence from the lagna. */
const CHARA: RashiDashaSystem = {
  id: 'chara',
  name: 'Chara (K.N. Rao)',
  maxDepth: 2,
  secondCycle: true,
  sequence: (chart) => {
    const d = directionOf(chart.lagnaSignIndex);
    return { signs: consecutive(chart.lagnaSignIndex, d), direction: d === 1 ? 'zodiacal' : 'reverse' };
  },
  years: (chart, s) => charaYears(chart, s),
  antardashas: (_chart, s) => charaAntardashaSigns(s),
};

/** Narayana's order from its first sign (PVR 18.2). */
export function narayanaSequence(chart: RashiChart, first: number): { signs: number[]; direction: 'zodiacal' | 'reverse' } {
  const hasSaturn = grahaSign(chart, 'saturn') === first;
  const hasKetu = grahaSign(chart, 'ketu') === first;
  if (hasSaturn) return { signs: consecutive(first, 1), direction: 'zodiacal' };
  const d = hasKetu ? -directionOf(first) : directionOf(first);
  const direction = d === 1 ? 'zodiacal' : 'reverse';
  const kind = modality(first);
  if (kind === 0) return { signs: consecutive(first, d), direction };
  if (kind === 1) return { signs: consecutive(first, 5 * d), direction };
  const signs: number[] = [];
  for (let group = 0; group < 4; group += 1) {
    const head = step(first, 9 * d * group);
    for (let k = 0; k < 3; k += 1) signs.push(step(head, 4 * d * k));
  }
  return { signs, direction };
}

/**
 * The twelve antardasha signs of a Narayana dasha of `signIndex`, in order.
 * A Scorpio or Aquarius lord is the one its dasha years are counted to
 * (chara.ts's charaLord); with both lords in the sign, the sign itself.
 */
export function narayanaAntardashaSigns(chart: RashiChart, signIndex: number): number[] {
  const lordSign = (s: number): number => {
    const lord = charaLord(chart, s);
    return lord === null ? s : grahaSign(chart, lord);
  };
  const first = strongerSign(chart, lordSign(signIndex), lordSign(step(signIndex, 7))).signIndex;
  let d: 1 | -1 = first % 2 === 0 || grahaSign(chart, 'saturn') === first ? 1 : -1;
  if (grahaSign(chart, 'ketu') === first) d = d === 1 ? -1 : 1;
  return consecutive(first, d);
}

const firstOfNarayanaOrShoola = (chart: RashiChart): number =>
  strongerSign(chart, chart.lagnaSignIndex, step(chart.lagnaSignIndex, 6)).signIndex;

const NARAYANA: RashiDashaSystem = {
  id: 'narayana',
  name: 'Narayana',
  maxDepth: 2,
  secondCycle: true,
  sequence: (chart) => narayanaSequence(chart, firstOfNarayanaOrShoola(chart)),
  years: (chart, s) => charaYears(chart, s),
  antardashas: narayanaAntardashaSigns,
};

const SHOOLA_YEARS = 9;
const SHOOLA: RashiDashaSystem = {
  id: 'shoola',
  name: 'Shoola',
  maxDepth: 2,
  secondCycle: false,
  sequence: (chart) => ({ signs: consecutive(firstOfNarayanaOrShoola(chart), 1), direction: 'zodiacal' }),
  years: () => SHOOLA_YEARS,
  antardashas: (_chart, s) => consecutive(s, s % 2 === 0 ? 1 : -1),
};

/** Sthira years by modality: movable, fixed, dual (Jaimini Sutras 2.3.3). */
const STHIRA_YEARS = [7, 8, 9] as const;
const STHIRA: RashiDashaSystem = {
  id: 'sthira',
  name: 'Sthira',
  maxDepth: 2,
  secondCycle: false,
  sequence: (chart) => ({ signs: consecutive(brahmaOf(chart).signIndex, 1), direction: 'zodiacal' }),
  years: (_chart, s) => STHIRA_YEARS[modality(s)],
  antardashas: (_chart, s) => consecutive(s, 1),
};

export const RASHI_DASHA_SYSTEMS: readonly RashiDashaSystem[] = [NARAYANA, SHOOLA, STHIRA, CHARA];
export const RASHI_DASHA_IDS = RASHI_DASHA_SYSTEMS.map((s) => s.id);

export function rashiDashaSystem(id: string): RashiDashaSystem | undefined {
  return RASHI_DASHA_SYSTEMS.find((s) => s.id === id);
}

export interface RashiPeriod {
  signIndex: number;
  /** Length in years (an antardasha: a twelfth of its dasha's). */
  years: number;
  /** 1 or 2 (mahadashas); an antardasha carries its dasha's cycle. */
  cycle: number;
  startJdUt: number;
  endJdUt: number;
  sub?: RashiPeriod[];
}

export interface RashiDashaResult {
  direction: 'zodiacal' | 'reverse';
  depth: number;
  fromJdUt: number;
  toJdUt: number;
  periods: RashiPeriod[];
}

/** Every mahadasha of the system's cycle(s), from birth. */
export function rashiMahadashas(
  system: RashiDashaSystem,
  birthJdUt: number,
  chart: RashiChart,
): { direction: RashiDashaResult['direction']; periods: RashiPeriod[] } {
  const { signs, direction } = system.sequence(chart);
  const first = signs.map((s) => system.years(chart, s));
  const periods: RashiPeriod[] = [];
  let cumulativeYears = 0;
  for (const cycle of system.secondCycle ? [1, 2] : [1]) {
    signs.forEach((signIndex, i) => {
      const years = cycle === 1 ? first[i]! : 12 - first[i]!;
      if (years <= 0) return;
      const startJdUt = birthJdUt + cumulativeYears * DASHA_YEAR_DAYS;
      cumulativeYears += years;
      periods.push({ signIndex, years, cycle, startJdUt, endJdUt: birthJdUt + cumulativeYears * DASHA_YEAR_DAYS });
    });
  }
  return { direction, periods };
}

function antardashasOf(system: RashiDashaSystem, chart: RashiChart, maha: RashiPeriod): RashiPeriod[] {
  const signs = system.antardashas!(chart, maha.signIndex);
  const span = maha.endJdUt - maha.startJdUt;
  return signs.map((signIndex, i) => ({
    signIndex,
    years: maha.years / 12,
    cycle: maha.cycle,
    startJdUt: maha.startJdUt + (span * i) / 12,
    endJdUt: i === 11 ? maha.endJdUt : maha.startJdUt + (span * (i + 1)) / 12,
  }));
}

/** A rashi dasha to `depth` (1, or 2 with antardashas where computed; default the system's deepest) within the window. */
export function rashiDasha(
  system: RashiDashaSystem,
  birthJdUt: number,
  chart: RashiChart,
  options: DashaWindowOptions = {},
): RashiDashaResult {
  const depth = options.depth ?? system.maxDepth;
  checkDepthAndWindow(depth, system.maxDepth, options);
  const window = resolveWindow(birthJdUt, options);
  const { direction, periods } = rashiMahadashas(system, birthJdUt, chart);
  return { direction, depth, ...window, periods: expandInWindow(periods, depth, window, (p) => antardashasOf(system, chart, p)) };
}
