/**
 * The Hindu date of a moment (a birth, a death): the tithi and the amanta
 * month it falls in, the nakshatra, and the sign the Sun is in, read from the
 * year context of the moment's own year and place. What the anniversaries
 * search for in later years.
 */
import { monthAt, nakshatraAt, tithiAt, type FestivalYearContext } from '../festivals/index.ts';
import type { LunarMonth } from '../lunar-month/index.ts';

export interface MomentDate {
  /** 0..29, amanta (shukla 0..14, krishna 15..29). */
  tithiIndex: number;
  month: LunarMonth;
  /** 0 = Ashwini. */
  nakshatraIndex: number;
  /** The sign the Sun is in, 0 = Mesha. */
  sunSignIndex: number;
}

/** The Hindu date at jdUt; the context must cover it (the moment's year at its place). */
export function hinduDateAt(ctx: FestivalYearContext, jdUt: number): MomentDate {
  const entered = ctx.sankrantis.filter((s) => s.jdUt <= jdUt);
  const last = entered[entered.length - 1];
  if (last === undefined) throw new RangeError(`Expected a moment inside the context's range but received ${jdUt}`);
  return {
    tithiIndex: tithiAt(ctx, jdUt).index,
    month: monthAt(ctx, jdUt),
    nakshatraIndex: nakshatraAt(ctx, jdUt).index,
    sunSignIndex: last.signIndex,
  };
}
