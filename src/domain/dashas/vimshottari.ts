/**
 * Vimshottari dasha (Brihat Parashara Hora Shastra, ch. 46): a 120-year cycle
 * of nine lords in nakshatra-lord order, starting from the lord of the Moon's
 * nakshatra with the unelapsed fraction of that nakshatra as the balance.
 * Each level divides its parent in the same proportions (lord years / 120),
 * starting from the parent's own lord.
 *
 * Times are UT Julian days; a year is DASHA_YEAR_DAYS (year.ts).
 */
import { errors } from '../../core/errors.ts';
import { NAKSHATRA_SPAN_DEG, nakshatraIndexOf, VIMSHOTTARI_LORDS, type GrahaName } from '../../core/glossary.ts';
import { checkDepthAndWindow, expandInWindow, resolveWindow, type DashaWindowOptions } from './window.ts';
import { DASHA_YEAR_DAYS } from './year.ts';

/** Mahadasha years of each lord (BPHS 46.12-14). */
export const VIMSHOTTARI_YEARS: Readonly<Record<GrahaName, number>> = {
  ketu: 7,
  venus: 20,
  sun: 6,
  moon: 10,
  mars: 7,
  rahu: 18,
  jupiter: 16,
  saturn: 19,
  mercury: 17,
};
export const VIMSHOTTARI_TOTAL_YEARS = 120;

/** Names of the levels, 1-based depth = index + 1. */
export const VIMSHOTTARI_LEVELS = ['maha', 'antar', 'pratyantar', 'sookshma', 'prana'] as const;
export const VIMSHOTTARI_MAX_DEPTH = 5;
/** Maha and antar: nine mahadashas with their antardashas. */
export const VIMSHOTTARI_DEFAULT_DEPTH = 2;
/**
 * Depth 5 (prana) needs `from` and `to` dates at most 31 days apart
 * (the API contract, Dasha). The window runs from the start of the `from` day to the
 * end of the `to` day, so it may be up to 32 days long.
 */
export const PRANA_DATES_MAX_APART_DAYS = 31;
export const PRANA_WINDOW_MAX_DAYS = PRANA_DATES_MAX_APART_DAYS + 1;

export interface DashaPeriod {
  lord: GrahaName;
  startJdUt: number;
  endJdUt: number;
  /** The next level, present when the requested depth goes further. */
  sub?: DashaPeriod[];
}

export interface VimshottariStart {
  /** Lord of the mahadasha running at birth. */
  lord: GrahaName;
  /** Moon's nakshatra, 0..26. */
  nakshatraIndex: number;
  /** Fraction of the nakshatra the Moon has traversed, [0, 1). */
  elapsedFraction: number;
  /** Start of the birth mahadasha (before birth). */
  startJdUt: number;
  /** Years of the birth mahadasha left at birth (the balance). */
  balanceYears: number;
}

/** Where the cycle stands at birth, from the Moon's sidereal longitude (degrees, [0, 360)). */
export function vimshottariStart(birthJdUt: number, moonLongitudeDeg: number): VimshottariStart {
  const nakshatraIndex = nakshatraIndexOf(moonLongitudeDeg);
  const elapsedFraction = (moonLongitudeDeg - nakshatraIndex * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  const lord = VIMSHOTTARI_LORDS[nakshatraIndex % 9]!;
  const years = VIMSHOTTARI_YEARS[lord];
  return {
    lord,
    nakshatraIndex,
    elapsedFraction,
    startJdUt: birthJdUt - elapsedFraction * years * DASHA_YEAR_DAYS,
    balanceYears: (1 - elapsedFraction) * years,
  };
}

function nextLord(lord: GrahaName): GrahaName {
  return VIMSHOTTARI_LORDS[(VIMSHOTTARI_LORDS.indexOf(lord) + 1) % 9]!;
}

/**
 * The nine sub-periods of a period, starting with the period's own lord, in
 * proportion lord years / 120. Boundaries come from cumulative sums so the
 * last child ends exactly at the parent's end (the children tile the parent).
 */
export function subPeriods(parent: { lord: GrahaName; startJdUt: number; endJdUt: number }): DashaPeriod[] {
  const span = parent.endJdUt - parent.startJdUt;
  const out: DashaPeriod[] = [];
  let lord = parent.lord;
  let cumulativeYears = 0;
  let start = parent.startJdUt;
  for (let i = 0; i < 9; i += 1) {
    cumulativeYears += VIMSHOTTARI_YEARS[lord];
    const end = i === 8 ? parent.endJdUt : parent.startJdUt + (span * cumulativeYears) / VIMSHOTTARI_TOTAL_YEARS;
    out.push({ lord, startJdUt: start, endJdUt: end });
    start = end;
    lord = nextLord(lord);
  }
  return out;
}

/** Mahadashas from the birth mahadasha onwards, cycle after cycle, until one starts at or after untilJdUt. */
function mahadashas(start: VimshottariStart, untilJdUt: number): DashaPeriod[] {
  const out: DashaPeriod[] = [];
  let lord = start.lord;
  let t = start.startJdUt;
  let cumulativeYears = 0;
  // Boundaries from cumulative years since the first start, so rounding never drifts.
  while (t < untilJdUt) {
    cumulativeYears += VIMSHOTTARI_YEARS[lord];
    const end = start.startJdUt + cumulativeYears * DASHA_YEAR_DAYS;
    out.push({ lord, startJdUt: t, endJdUt: end });
    t = end;
    lord = nextLord(lord);
  }
  return out;
}

/** Depth 1..5 (default 2) and the window (window.ts). */
export type VimshottariOptions = DashaWindowOptions;

export interface VimshottariResult {
  start: VimshottariStart;
  depth: number;
  /** The window actually used. */
  fromJdUt: number;
  toJdUt: number;
  periods: DashaPeriod[];
}

/**
 * Vimshottari periods to the requested depth, within the window (window.ts):
 * without one, the first 120-year cycle from the start of the birth
 * mahadasha. Depth 5 requires both bounds at most PRANA_WINDOW_MAX_DAYS apart.
 */
export function vimshottariDasha(birthJdUt: number, moonLongitudeDeg: number, options: VimshottariOptions = {}): VimshottariResult {
  const depth = options.depth ?? VIMSHOTTARI_DEFAULT_DEPTH;
  checkDepthAndWindow(depth, VIMSHOTTARI_MAX_DEPTH, options);
  if (depth === 5) {
    if (options.fromJdUt === undefined)
      throw errors.invalidParameterMessage('from', 'depth 5 (prana) needs from and to at most 31 days apart; from is missing');
    if (options.toJdUt === undefined)
      throw errors.invalidParameterMessage('to', 'depth 5 (prana) needs from and to at most 31 days apart; to is missing');
    // A daylight-saving change inside a window of local days can add an hour.
    if (options.toJdUt - options.fromJdUt > PRANA_WINDOW_MAX_DAYS + 1 / 24) {
      throw errors.invalidParameterMessage('to', `depth 5 (prana) needs from and to at most ${PRANA_DATES_MAX_APART_DAYS} days apart`);
    }
  }
  const start = vimshottariStart(birthJdUt, moonLongitudeDeg);
  const window = resolveWindow(start.startJdUt, options);
  return { start, depth, ...window, periods: expandInWindow(mahadashas(start, window.toJdUt), depth, window, subPeriods) };
}

export interface RunningPeriod {
  level: (typeof VIMSHOTTARI_LEVELS)[number];
  lord: GrahaName;
  startJdUt: number;
  endJdUt: number;
}

/**
 * The periods running at atJdUt, from maha down to `depth` levels (default 4:
 * maha, antar, pratyantar, sookshma). atJdUt before the birth mahadasha
 * started is refused.
 */
export function runningVimshottari(birthJdUt: number, moonLongitudeDeg: number, atJdUt: number, depth = 4): RunningPeriod[] {
  const start = vimshottariStart(birthJdUt, moonLongitudeDeg);
  if (atJdUt < birthJdUt) throw errors.invalidParameterMessage('at', 'Expected at to be on or after the birth moment');
  const find = (periods: DashaPeriod[]): DashaPeriod => {
    for (const p of periods) if (atJdUt >= p.startJdUt && atJdUt < p.endJdUt) return p;
    return periods[periods.length - 1]!;
  };
  const out: RunningPeriod[] = [];
  let current = find(mahadashas(start, atJdUt + 1));
  out.push({ level: 'maha', lord: current.lord, startJdUt: current.startJdUt, endJdUt: current.endJdUt });
  for (let level = 1; level < depth; level += 1) {
    current = find(subPeriods(current));
    out.push({ level: VIMSHOTTARI_LEVELS[level]!, lord: current.lord, startJdUt: current.startJdUt, endJdUt: current.endJdUt });
  }
  return out;
}
