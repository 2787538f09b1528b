/**
 * How a Hindu date becomes a local day. A tithi (or nakshatra) lasts about a
 * day and can begin at any hour, so "the day of Kartika shukla ekadashi" needs
 * a rule: the udaya rule takes the day whose sunrise it covers (the panchang's
 * own day); a kala rule takes the day whose madhyahna, aparahna, pradosh or
 * nishita it covers (Dharma Sindhu's karmakala: shraddha at aparahna, a
 * Jayanti at its hour). These are the rules the festivals already follow
 * (src/domain/festivals): one place for the day divisions and the tie-break.
 */
import {
  aparahna,
  daysCovering,
  madhyahna,
  nishita,
  pradosh,
  prevailingDay,
  sunriseDayOf,
  type FestivalYearContext,
  type LocalDay,
} from '../festivals/index.ts';
import type { Span, Window } from '../panchang/index.ts';

/** The rules a search may name: `udaya` (sunrise, the default) or a kala of the day. */
export const HINDU_DATE_RULES = ['udaya', 'purvahna', 'madhyahna', 'aparahna', 'pradosh', 'nishita'] as const;
export type HinduDateRule = (typeof HINDU_DATE_RULES)[number];

/** Sunrise to midday: the first half of the daytime. */
const purvahna = (d: LocalDay): Window => ({ startJdUt: d.sunriseJdUt, endJdUt: (d.sunriseJdUt + d.sunsetJdUt) / 2 });

/** The division of a day each kala rule reads (src/domain/festivals/day-divisions.ts). */
export const KALA_DIVISIONS: Record<Exclude<HinduDateRule, 'udaya'>, (day: LocalDay) => Window> = {
  purvahna,
  madhyahna,
  aparahna,
  pradosh,
  nishita,
};

/** A span's day by a rule, with the fallbacks it took named in flags. */
export interface RuledDay {
  day: LocalDay;
  flags: string[];
}

/**
 * The day of one span (tithi or nakshatra; `what` names it in flags) by `rule`:
 * - udaya: the first day whose sunrise the span covers (`<what>_at_both_sunrises`
 *   when it covers two); none (a kshaya span): the day it begins in,
 *   `<what>_covers_no_sunrise`;
 * - a kala: the day whose division the span covers; on two days the larger
 *   share of the division (the first when equal), `<what>_at_both_<kala>`;
 *   on none, the day it ends in, `<what>_misses_<kala>` (the rule of the
 *   festivals' Rama Navami and the Pitru Paksha shraddhas).
 * Undefined when the day falls outside the context's days.
 */
export function dayOfSpan(ctx: FestivalYearContext, span: Span, rule: HinduDateRule, what: 'tithi' | 'nakshatra'): RuledDay | undefined {
  if (rule === 'udaya') {
    const covered = ctx.days.filter((d) => d.sunriseJdUt >= span.startJdUt && d.sunriseJdUt < span.endJdUt);
    if (covered.length > 0) return { day: covered[0]!, flags: covered.length > 1 ? [`${what}_at_both_sunrises`] : [] };
    const begun = sunriseDayOf(ctx, span.startJdUt);
    return begun && { day: begun, flags: [`${what}_covers_no_sunrise`] };
  }
  const covered = daysCovering(ctx, span, KALA_DIVISIONS[rule]);
  const chosen = prevailingDay(covered, 'larger_share');
  if (chosen !== undefined) return { day: chosen.day, flags: covered.length > 1 ? [`${what}_at_both_${rule}`] : [] };
  const ended = sunriseDayOf(ctx, span.endJdUt);
  return ended && { day: ended, flags: [`${what}_misses_${rule}`] };
}
