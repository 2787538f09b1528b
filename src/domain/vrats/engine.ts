/** The vrats of a year: each row's occurrences from the declared-rule engine, named by weekday where the row says. */
import { occurrencesInYear, type DeclaredFound, type FestivalYearContext } from '../festivals/index.ts';
import { weekdayIndexOf } from '../panchang/index.ts';
import type { VratRow } from './rows.ts';

export interface VratFound extends DeclaredFound {
  row: VratRow;
  /** The weekday name where one applies (soma_pradosh, angaraki_sankashti), else the row's id. */
  id: string;
}

/** Every occurrence of a row whose day falls in the context's year, in order. */
export function findVrats(ctx: FestivalYearContext, row: VratRow): VratFound[] {
  return occurrencesInYear(ctx, row).map((found) => ({
    ...found,
    row,
    id: row.weekdayNames?.[weekdayIndexOf(found.day.date)]?.id ?? row.id,
  }));
}
