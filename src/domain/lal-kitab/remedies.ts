/**
 * Which remedies a chart calls for, in the order to perform them. Lal Kitab
 * remedies are done one at a time; this service orders them:
 * 1. the debts, moderate before mild, in the book's order of debts (a debt's
 *    remedy is one collective act of the family on one day, and the book
 *    puts the debts before the remedies of single grahas);
 * 2. the debilitated (neech) grahas, in graha order (Sun .. Ketu), each
 *    remedy kept up for 43 days, the Lal Kitab span for a graha's remedy.
 * The words of each remedy are in ./sentences.ts.
 */
import type { GrahaName } from '../../core/glossary.ts';
import type { LalKitabChart } from './chart.ts';
import type { DebtResult } from './debts.ts';

/** Days a graha's remedy is kept up without a break (the Lal Kitab 43 days). */
export const PLANET_REMEDY_DAYS = 43;

export type RemedyFor = { kind: 'debt'; debt: DebtResult } | { kind: 'planet'; graha: GrahaName; house: number };

/** The remedies a chart's debts and debilitated grahas call for, in the order to perform them. */
export function remediesOf(debts: readonly DebtResult[], chart: LalKitabChart): RemedyFor[] {
  const present = debts.filter((d) => d.present);
  const byGrade = [...present.filter((d) => d.severity === 'moderate'), ...present.filter((d) => d.severity === 'mild')];
  const planets = chart.planets.filter((p) => p.nature === 'debilitated');
  return [
    ...byGrade.map((debt): RemedyFor => ({ kind: 'debt', debt })),
    ...planets.map((p): RemedyFor => ({ kind: 'planet', graha: p.id, house: p.house })),
  ];
}
