/** The festivals kept at madhyahna, the third fifth of the daytime: Rama Navami and Ganesh Chaturthi. */
import { madhyahna, middayJdUt } from '../day-divisions.ts';
import { daysCovering, prevailingDay, sunriseDayOf, tithiOf } from '../prevailing.ts';
import type { FestivalRule } from '../types.ts';
import { inYear, nijaTithiSpans, type FestivalYearContext } from '../year-context.ts';
import type { LunarMonthId } from '../../lunar-month/index.ts';

/**
 * The day the tithi prevails at madhyahna; on two days the first (both
 * festivals are purva-viddha: Drik Panchang keeps the first day); on none, the
 * day whose daytime the tithi covers, flagged `tithi_misses_madhyahna`.
 */
function atMadhyahna(ctx: FestivalYearContext, month: LunarMonthId, tithiNumber: number, flag: string) {
  for (const span of nijaTithiSpans(ctx, month, tithiNumber)) {
    const chosen = prevailingDay(daysCovering(ctx, span, madhyahna), 'first');
    const day = chosen?.day ?? sunriseDayOf(ctx, span.endJdUt);
    if (day === undefined || !inYear(ctx, day.index)) continue;
    return {
      dayIndex: day.index, tithi: tithiOf(span),
      windows: [{ id: 'madhyahna', ...madhyahna(day) }],
      moments: [{ id: 'madhyahna_moment', atJdUt: middayJdUt(day) }],
      flags: chosen === undefined ? [flag] : [],
    };
  }
  return null;
}

export const ramaNavami: FestivalRule = {
  id: 'rama_navami',
  name: { en: 'Rama Navami', hi: 'राम नवमी' },
  rule: {
    en: 'Chaitra shukla navami on the day it prevails at madhyahna, the third fifth of the daytime; on two days, the first (Drik Panchang).',
    hi: 'चैत्र शुक्ल नवमी, जिस दिन मध्याह्न (दिनमान का तीसरा पाँचवाँ भाग) में व्याप्त हो; दो दिन हो तो पहला दिन (दृक पंचांग)।',
  },
  find: (ctx) => atMadhyahna(ctx, 'chaitra', 9, 'navami_misses_madhyahna'),
};

export const ganeshChaturthi: FestivalRule = {
  id: 'ganesh_chaturthi',
  name: { en: 'Ganesh Chaturthi', hi: 'गणेश चतुर्थी' },
  rule: {
    en: 'Bhadrapada shukla chaturthi on the day it prevails at madhyahna, the third fifth of the daytime; on two days, the first '
      + '(Drik Panchang).',
    hi: 'भाद्रपद शुक्ल चतुर्थी, जिस दिन मध्याह्न (दिनमान का तीसरा पाँचवाँ भाग) में व्याप्त हो; दो दिन हो तो पहला दिन (दृक पंचांग)।',
  },
  find: (ctx) => atMadhyahna(ctx, 'bhadrapada', 4, 'chaturthi_misses_madhyahna'),
};
