/** A sankranti (the Sun's entry into a sidereal sign) to the local day a region keeps it on, in a year. */
import { inYear, sankrantiDay, type FestivalYearContext, type LocalDay, type SankrantiDayRule } from '../festivals/index.ts';

export interface SankrantiDateFound {
  /** The Sun's entry into the sign (UT Julian day). */
  atJdUt: number;
  day: LocalDay;
}

/** The sankrantis into sign `signIndex` (0 = Mesha) kept on a day of the context's year by `rule`. */
export function findSankrantiDate(ctx: FestivalYearContext, signIndex: number, rule: SankrantiDayRule): SankrantiDateFound[] {
  const out: SankrantiDateFound[] = [];
  for (const s of ctx.sankrantis) {
    if (s.signIndex !== signIndex) continue;
    const day = sankrantiDay(ctx, s.jdUt, signIndex, rule);
    if (day !== undefined && inYear(ctx, day.index)) out.push({ atJdUt: s.jdUt, day });
  }
  return out;
}
