/**
 * The festivals kept at nishita, the 8th muhurta of the night: Maha
 * Shivaratri and Krishna Janmashtami.
 */
import { midnightJdUt, nishita } from '../day-divisions.ts';
import { daysCovering, prevailingDay, sunriseDayOf, tithiOf } from '../prevailing.ts';
import type { FestivalFound, FestivalRule } from '../types.ts';
import { inYear, nakshatraAt, nijaTithiSpans, type FestivalYearContext, type LocalDay } from '../year-context.ts';
import { festivalRuleText } from '../sentences.ts';

const ROHINI = 3;

function nishitaFound(ctx: FestivalYearContext, day: LocalDay, span: FestivalFound['tithi'], flags: string[]): FestivalFound {
  const w = nishita(day);
  return {
    dayIndex: day.index,
    tithi: tithiOf(span),
    windows: [{ id: 'nishita', ...w }],
    moments: [{ id: 'midnight', atJdUt: midnightJdUt(day) }],
    flags,
  };
}

/**
 * Maha Shivaratri: amanta Magha krishna chaturdashi (purnimanta Phalguna), on
 * the night it prevails at nishita; on two nights, the first only when it
 * covers the first night's nishita whole and not the second's, else the
 * second (`whole_first_else_second`, prevailing.ts). Drik's Frisco calendar
 * keeps the second night in 2027 (partial, then whole), 2028 (whole on both)
 * and 2030 (partial on both); Dharma Sindhu agrees on the first case and on
 * "whole on the first night, partial on the second: the first", while its
 * "partial on both: the first" (Hemadri) is not what Drik does. On none, the
 * night it begins in, flagged `chaturdashi_misses_nishita` (as a New England
 * calendar keeps 2025; Dharma Sindhu and a 2015 blog take the second day:
 * test/unit/festivals/reference-differs.ts). Masik Shivaratri (vrats' rows.ts)
 * keeps the same two-night rule.
 */
export const mahaShivaratri: FestivalRule = {
  id: 'maha_shivaratri',
  rule: festivalRuleText({ id: 'maha_shivaratri' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'magha', 29)) {
      const chosen = prevailingDay(daysCovering(ctx, span, nishita), 'whole_first_else_second');
      const day = chosen?.day ?? sunriseDayOf(ctx, span.startJdUt);
      if (day === undefined || !inYear(ctx, day.index)) continue;
      return nishitaFound(ctx, day, span, chosen === undefined ? ['chaturdashi_misses_nishita'] : []);
    }
    return null;
  },
};

/**
 * Krishna Janmashtami: amanta Shravana krishna ashtami (purnimanta
 * Bhadrapada). Smarta date: the night ashtami holds at midnight, the middle
 * of nishita (an ashtami beginning in nishita's later half does not count:
 * Drik keeps Kolkata 2025 on the next night, test/reference/
 * drik-festivals-cities.ts); when it does on two nights or on none, the night
 * Rohini also holds at midnight decides, and failing that the second night
 * (Drik Panchang's Smarta rule, stated at midnight in vijayjoshiastro.com's
 * "Krishna Janmashtami Muhurat": "If Ashtami Titi is not prevalent at
 * midnight on these two days, fast on the second day").
 * Vaishnava date: the day whose sunrise ashtami covers (udaya ashtami; the
 * day after it begins when it covers no sunrise), reported only where it
 * differs from the Smarta date.
 */
export const krishnaJanmashtami: FestivalRule = {
  id: 'krishna_janmashtami',
  rule: festivalRuleText({ id: 'krishna_janmashtami' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'shravana', 23)) {
      const atMidnight = ctx.days.filter((d) => midnightJdUt(d) >= span.startJdUt && midnightJdUt(d) < span.endJdUt);
      const flags: string[] = [];
      let day: LocalDay | undefined;
      if (atMidnight.length === 1) {
        day = atMidnight[0]!;
      } else {
        const candidates =
          atMidnight.length > 0
            ? atMidnight
            : [sunriseDayOf(ctx, span.startJdUt)!, ctx.days[sunriseDayOf(ctx, span.startJdUt)!.index + 1]!];
        const rohini = candidates.filter((d) => nakshatraAt(ctx, midnightJdUt(d)).index === ROHINI);
        day = rohini.length === 1 ? rohini[0]! : candidates[candidates.length - 1]!;
        flags.push(atMidnight.length > 0 ? 'ashtami_at_both_nishitas' : 'ashtami_misses_nishita');
        if (rohini.length === 1) flags.push('rohini_decides');
      }
      if (day === undefined || !inYear(ctx, day.index)) continue;
      const found = nishitaFound(ctx, day, span, flags);
      const udaya = ctx.days.find((d) => d.sunriseJdUt >= span.startJdUt && d.sunriseJdUt < span.endJdUt);
      const vaishnava = udaya ?? ctx.days[sunriseDayOf(ctx, span.startJdUt)!.index + 1]!;
      if (vaishnava.index !== day.index) found.vaishnavaDayIndex = vaishnava.index;
      if (nakshatraAt(ctx, midnightJdUt(day)).index === ROHINI) found.flags.push('rohini_at_midnight');
      return found;
    }
    return null;
  },
};
