/**
 * One engine for the nakshatra dashas (the systems are tables in
 * nakshatra-systems.ts). The lord of the starting star's nakshatra rules
 * the dasha running at birth; the part of the nakshatra (or of the lord's
 * run of nakshatras, for a 'group' system) already traversed is the elapsed
 * part of it, so the first period starts before birth. The lords then
 * follow the cycle, repeating until the window's end. Each level divides
 * its parent in proportion to the lords' years over the cycle's total,
 * starting with the parent's own lord (BPHS 46; the rule of Vimshottari and
 * Yogini, which this engine reproduces exactly: test/unit/dashas).
 *
 * Variants (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach",
 * 16.5; Jagannatha Hora's dasa options):
 * - tribhagi: every period a third as long, the cycle run three times; the
 *   balance is a third too.
 * - starting star: the Moon's nakshatra (default), or the 4th (Kshema),
 *   5th (Utpanna) or 8th (Adhana) from it, at the same point within it.
 */
import { normalizeDeg } from '../../core/angles.ts';
import { NAKSHATRA_SPAN_DEG, nakshatraIndexOf } from '../../core/glossary.ts';
import type { NakshatraDashaSystem } from './nakshatra-systems.ts';
import { checkDepthAndWindow, expandInWindow, resolveWindow, type DashaWindowOptions } from './window.ts';
import { DASHA_YEAR_DAYS } from './year.ts';

/** The starting stars offered: the nth nakshatra from the Moon's, counting it as the 1st. */
export const STARTING_STARS = { moon: 1, kshema: 4, utpanna: 5, adhana: 8 } as const;
export type StartingStar = keyof typeof STARTING_STARS;
export const STARTING_STAR_IDS = Object.keys(STARTING_STARS) as StartingStar[];

export const NAKSHATRA_DASHA_LEVELS = ['maha', 'antar', 'pratyantar'] as const;
export const NAKSHATRA_DASHA_MAX_DEPTH = 3;
export const NAKSHATRA_DASHA_DEFAULT_DEPTH = 2;
const TRIBHAGI_FACTOR = 3;

export interface NakshatraDashaOptions extends DashaWindowOptions {
  tribhagi?: boolean;
  startingStar?: StartingStar;
}

export interface NakshatraPeriod {
  /** Index into the system's lords. */
  lordIndex: number;
  /** Nominal length in years (a sub-period: its parent's years x lord years / the cycle's total). */
  years: number;
  startJdUt: number;
  endJdUt: number;
  sub?: NakshatraPeriod[];
}

export interface NakshatraDashaStart {
  /** Index into the system's lords of the dasha running at birth. */
  lordIndex: number;
  /** Nakshatra 0..26 of the starting star. */
  nakshatraIndex: number;
  /** Fraction of the nakshatra (or of the lord's run, 'group' balance) traversed, [0, 1). */
  elapsedFraction: number;
  startJdUt: number;
  /** Years of the birth dasha left at birth. */
  balanceYears: number;
}

export interface NakshatraDashaResult {
  depth: number;
  tribhagi: boolean;
  startingStar: StartingStar;
  start: NakshatraDashaStart;
  fromJdUt: number;
  toJdUt: number;
  periods: NakshatraPeriod[];
}

/** Years of a lord's mahadasha under the variant. */
function lordYears(system: NakshatraDashaSystem, lordIndex: number, tribhagi: boolean): number {
  const years = system.lords[lordIndex]!.years;
  return tribhagi ? years / TRIBHAGI_FACTOR : years;
}

/** Where the cycle stands at birth, from the Moon's sidereal longitude (degrees, [0, 360)). */
export function nakshatraDashaStart(
  system: NakshatraDashaSystem,
  birthJdUt: number,
  moonLongitudeDeg: number,
  startingStar: StartingStar = 'moon',
  tribhagi = false,
): NakshatraDashaStart {
  const longitudeDeg = normalizeDeg(moonLongitudeDeg + (STARTING_STARS[startingStar] - 1) * NAKSHATRA_SPAN_DEG);
  const nakshatraIndex = nakshatraIndexOf(longitudeDeg);
  const lordIndex = system.starLords[nakshatraIndex]!;
  let elapsedFraction = (longitudeDeg - nakshatraIndex * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  if (system.balance === 'group') {
    let before = 0;
    while (before < 26 && system.starLords[(nakshatraIndex - before - 1 + 27) % 27] === lordIndex) before += 1;
    let after = 0;
    while (after < 26 && system.starLords[(nakshatraIndex + after + 1) % 27] === lordIndex) after += 1;
    elapsedFraction = (before + elapsedFraction) / (before + 1 + after);
  }
  const years = lordYears(system, lordIndex, tribhagi);
  return {
    lordIndex,
    nakshatraIndex,
    elapsedFraction,
    startJdUt: birthJdUt - elapsedFraction * years * DASHA_YEAR_DAYS,
    balanceYears: (1 - elapsedFraction) * years,
  };
}

/** Mahadashas from the birth dasha onwards, cycle after cycle, until one starts at or after untilJdUt. */
function mahadashas(system: NakshatraDashaSystem, start: NakshatraDashaStart, tribhagi: boolean, untilJdUt: number): NakshatraPeriod[] {
  const out: NakshatraPeriod[] = [];
  const n = system.lords.length;
  let cumulativeYears = 0;
  let t = start.startJdUt;
  // Boundaries from cumulative years since the first start, so rounding never drifts.
  for (let i = 0; t < untilJdUt; i += 1) {
    const lordIndex = (start.lordIndex + i) % n;
    const years = lordYears(system, lordIndex, tribhagi);
    cumulativeYears += years;
    const end = start.startJdUt + cumulativeYears * DASHA_YEAR_DAYS;
    out.push({ lordIndex, years, startJdUt: t, endJdUt: end });
    t = end;
  }
  return out;
}

/** The sub-periods of a period: every lord once from the parent's own, in proportion to its years; they tile the parent. */
export function nakshatraSubPeriods(system: NakshatraDashaSystem, parent: NakshatraPeriod): NakshatraPeriod[] {
  const n = system.lords.length;
  const totalYears = system.lords.reduce((sum, l) => sum + l.years, 0);
  const span = parent.endJdUt - parent.startJdUt;
  const out: NakshatraPeriod[] = [];
  let cumulativeYears = 0;
  let t = parent.startJdUt;
  for (let j = 0; j < n; j += 1) {
    const lordIndex = (parent.lordIndex + j) % n;
    const lordYearsInCycle = system.lords[lordIndex]!.years;
    cumulativeYears += lordYearsInCycle;
    const end = j === n - 1 ? parent.endJdUt : parent.startJdUt + (span * cumulativeYears) / totalYears;
    out.push({ lordIndex, years: (parent.years * lordYearsInCycle) / totalYears, startJdUt: t, endJdUt: end });
    t = end;
  }
  return out;
}

/** A system's periods to `depth` levels (1..3, default 2) within the window (window.ts). */
export function nakshatraDasha(
  system: NakshatraDashaSystem,
  birthJdUt: number,
  moonLongitudeDeg: number,
  options: NakshatraDashaOptions = {},
): NakshatraDashaResult {
  const depth = options.depth ?? NAKSHATRA_DASHA_DEFAULT_DEPTH;
  checkDepthAndWindow(depth, NAKSHATRA_DASHA_MAX_DEPTH, options);
  const tribhagi = options.tribhagi ?? false;
  const startingStar = options.startingStar ?? 'moon';
  const start = nakshatraDashaStart(system, birthJdUt, moonLongitudeDeg, startingStar, tribhagi);
  const window = resolveWindow(start.startJdUt, options);
  const periods = expandInWindow(mahadashas(system, start, tribhagi, window.toJdUt), depth, window, (p) => nakshatraSubPeriods(system, p));
  return { depth, tribhagi, startingStar, start, ...window, periods };
}
