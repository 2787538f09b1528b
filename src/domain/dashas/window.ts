/**
 * The depth and the window of a dasha answer, one rule for every dasha
 * system with sub-periods (Vimshottari, Yogini): which levels are expanded
 * and which periods are kept.
 *
 * - depth: 1 gives the mahadashas only; each further level adds the
 *   sub-periods of every period kept.
 * - window [fromJdUt, toJdUt): at every level a period is kept when it
 *   overlaps the window; periods are whole, never clipped. Without `from`
 *   the window starts with the birth mahadasha (before birth); without `to`
 *   it runs DEFAULT_WINDOW_YEARS from the later of the two starts.
 */
import { errors } from '../../core/errors.ts';
import { DASHA_YEAR_DAYS } from './year.ts';

/** Years of a window without `to`: a lifetime, the length of the Vimshottari cycle. */
export const DEFAULT_WINDOW_YEARS = 120;

export interface DashaWindowOptions {
  /** 1..the system's deepest level. */
  depth?: number;
  /** Keep only periods overlapping [fromJdUt, toJdUt), at every level. */
  fromJdUt?: number;
  toJdUt?: number;
}

/** A period of any system: its span and, when expanded, the next level. */
export interface WindowedPeriod<P> {
  startJdUt: number;
  endJdUt: number;
  sub?: P[];
}

/** Throws 400 on `depth` outside 1..maxDepth, or on `to` not after `from`. */
export function checkDepthAndWindow(depth: number, maxDepth: number, options: DashaWindowOptions): void {
  if (!Number.isInteger(depth) || depth < 1 || depth > maxDepth) {
    throw errors.invalidParameter('depth', `an integer from 1 to ${maxDepth}`, depth);
  }
  if (options.fromJdUt !== undefined && options.toJdUt !== undefined && !(options.toJdUt > options.fromJdUt)) {
    throw errors.invalidParameterMessage('to', 'Expected to to be after from');
  }
}

/** The window actually used, given where the birth mahadasha starts (UT Julian days). */
export function resolveWindow(firstStartJdUt: number, options: DashaWindowOptions): { fromJdUt: number; toJdUt: number } {
  const fromJdUt = options.fromJdUt ?? firstStartJdUt;
  const toJdUt = options.toJdUt ?? Math.max(firstStartJdUt, fromJdUt) + DEFAULT_WINDOW_YEARS * DASHA_YEAR_DAYS;
  return { fromJdUt, toJdUt };
}

/**
 * The periods of `top` overlapping the window, with `subPeriods` of each kept
 * period expanded (and filtered the same way) down to `depth` levels.
 */
export function expandInWindow<P extends WindowedPeriod<P>>(
  top: P[],
  depth: number,
  window: { fromJdUt: number; toJdUt: number },
  subPeriods: (parent: P) => P[],
): P[] {
  const overlaps = (p: P): boolean => p.endJdUt > window.fromJdUt && p.startJdUt < window.toJdUt;
  const expand = (periods: P[], level: number): P[] => {
    const kept = periods.filter(overlaps);
    if (level < depth) for (const p of kept) p.sub = expand(subPeriods(p), level + 1);
    return kept;
  };
  return expand(top, 1);
}
