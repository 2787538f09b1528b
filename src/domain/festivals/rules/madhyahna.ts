/** The festivals kept at madhyahna, the third fifth of the daytime: Rama Navami and Ganesh Chaturthi. */
import { intersect, madhyahna, middayJdUt } from '../day-divisions.ts';
import { daysCovering, prevailingDay, sunriseDayOf, tithiOf } from '../prevailing.ts';
import type { FestivalRule } from '../types.ts';
import { inYear, nijaTithiSpans, type FestivalYearContext } from '../year-context.ts';
import type { LunarMonthId } from '../../lunar-month/index.ts';
import { festivalRuleText } from '../sentences.ts';

/**
 * The day the tithi prevails at madhyahna; on two days the one whose
 * madhyahna it covers more of, the first when equal; on none, the day whose daytime the tithi
 * covers, flagged `tithi_misses_madhyahna`.
 *
 * On two days Drik Panchang keeps the day the tithi covers all of madhyahna
 * over one it only touches: Ganesh Chaturthi 2023 in New Delhi (from 12:39,
 * about 50 minutes, on 09-18; all of it on 09-19: Drik 09-19) and 2025 in
 * Mumbai and Ahmedabad (2 and 4 minutes on 08-26; Drik 08-27). The
 * Dharmasindhu and Nirnaya Sindhu prefer the first day (purva-viddha,
 * joined with the tritiya) whenever the tithi reaches its madhyahna at all,
 * which would give 09-18 and 08-26; no published case separates "longer"
 * from "the whole of it" (both partial, the second's share larger), so the
 * larger share decides, and equal shares (both whole) keep the first.
 *
 * `withPuja` adds the `puja` window, madhyahna within the tithi: Drik's
 * "Madhyahna Ganesha Puja Muhurat" ends with the chaturthi (2027: 12:25 in
 * Mumbai, Pune, Bengaluru, Hyderabad and Chennai alike, madhyahna running on).
 */
function atMadhyahna(ctx: FestivalYearContext, month: LunarMonthId, tithiNumber: number, flag: string, withPuja = false) {
  for (const span of nijaTithiSpans(ctx, month, tithiNumber)) {
    const chosen = prevailingDay(daysCovering(ctx, span, madhyahna), 'larger_share');
    const day = chosen?.day ?? sunriseDayOf(ctx, span.endJdUt);
    if (day === undefined || !inYear(ctx, day.index)) continue;
    const puja = withPuja ? intersect(madhyahna(day), span) : null;
    return {
      dayIndex: day.index,
      tithi: tithiOf(span),
      windows: [{ id: 'madhyahna', ...madhyahna(day) }, ...(puja ? [{ id: 'puja', ...puja }] : [])],
      moments: [{ id: 'madhyahna_moment', atJdUt: middayJdUt(day) }],
      flags: chosen === undefined ? [flag] : [],
    };
  }
  return null;
}

export const ramaNavami: FestivalRule = {
  id: 'rama_navami',
  rule: festivalRuleText({ id: 'rama_navami' }),
  find: (ctx) => atMadhyahna(ctx, 'chaitra', 9, 'navami_misses_madhyahna'),
};

export const ganeshChaturthi: FestivalRule = {
  id: 'ganesh_chaturthi',
  rule: festivalRuleText({ id: 'ganesh_chaturthi' }),
  find: (ctx) => atMadhyahna(ctx, 'bhadrapada', 4, 'chaturthi_misses_madhyahna', true),
};
