/**
 * Monthly vrats: declared rows (rows.ts) read by one engine (engine.ts) over
 * the festivals' year context. Other groups import only from here.
 */
import type { FestivalYearContext } from '../festivals/index.ts';
import { findVrats, type VratFound } from './engine.ts';
import { VRAT_ROWS, type VratKind } from './rows.ts';

export { findVrats, type VratFound } from './engine.ts';
export { VRAT_KINDS, VRAT_ROWS, type VratKind, type VratRow } from './rows.ts';

/** Every vrat of the requested kinds (all when undefined) kept on a day of the context's year, in date order. */
export function vratsOfYear(ctx: FestivalYearContext, kinds?: readonly VratKind[]): VratFound[] {
  const rows = kinds === undefined ? VRAT_ROWS : VRAT_ROWS.filter((r) => kinds.includes(r.id));
  return rows.flatMap((row) => findVrats(ctx, row)).sort((a, b) => a.day.index - b.day.index || a.tithi.startJdUt - b.tithi.startJdUt);
}
