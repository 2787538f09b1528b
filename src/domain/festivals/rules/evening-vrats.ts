/**
 * The evening vrats of the dark half of purnimanta Kartika (amanta Ashwin
 * krishna): Karwa Chauth, broken at moonrise, and Ahoi Ashtami, broken at
 * the sighting of the stars. Both print an evening puja window of the first
 * tenth of the night (firstTenthOfNight).
 */
import { daysCovering, sunriseDayOf, tithiOf } from '../prevailing.ts';
import type { FestivalMoment, FestivalRule } from '../types.ts';
import { inYear, moonriseOf, nijaTithiSpans } from '../year-context.ts';
import { firstTenthOfNight, GHATI_DAYS, udayaDayOf, within } from './tithi-days.ts';
import { festivalRuleText } from '../sentences.ts';

/**
 * Karwa Chauth: Kartika krishna chaturthi (purnimanta; amanta Ashwin), on the
 * first day whose moonrise it covers (Sankashti Chaturthi's rule, Drik
 * Panchang); when it covers no moonrise, the day whose sunrise it covers,
 * flagged `chaturthi_misses_moonrise` (New Delhi 2025: chaturthi from 22:54
 * on 10-09 to 19:38 on 10-10, moonrise 20:13; Drik keeps 10-10). Windows:
 * `puja` (the first tenth of the night) and `upavasa` (sunrise to
 * moonrise); moment: `moonrise`.
 */
export const karwaChauth: FestivalRule = {
  id: 'karwa_chauth',
  rule: festivalRuleText({ id: 'karwa_chauth' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'ashwin', 19)) {
      const flags: string[] = [];
      let day = ctx.days.find(
        (d) => d.nextSunriseJdUt > span.startJdUt && d.sunriseJdUt < span.endJdUt && within(span, moonriseOf(ctx, d)),
      );
      if (day === undefined) {
        flags.push('chaturthi_misses_moonrise');
        day = udayaDayOf(ctx, span) ?? sunriseDayOf(ctx, span.startJdUt);
      }
      if (day === undefined || !inYear(ctx, day.index)) continue;
      const moonrise = moonriseOf(ctx, day);
      const windows = [{ id: 'puja', ...firstTenthOfNight(day) }];
      const moments: FestivalMoment[] = [];
      if (!Number.isNaN(moonrise)) {
        windows.push({ id: 'upavasa', startJdUt: day.sunriseJdUt, endJdUt: moonrise });
        moments.push({ id: 'moonrise', atJdUt: moonrise });
      }
      return { dayIndex: day.index, tithi: tithiOf(span), windows, moments, flags };
    }
    return null;
  },
};

/**
 * Ahoi Ashtami: Kartika krishna ashtami (purnimanta; amanta Ashwin), on the
 * first day whose evening puja window (the first tenth of the night) it
 * covers, as the vrat is broken at the sight of the stars; else the day whose
 * sunrise it covers (`ashtami_misses_evening`). Window: `puja`; moments:
 * `sanjh_star_sighting`, one ghati (24 minutes) after sunset (New Delhi 2025:
 * sunset 17:53, stars 18:17), and `moonrise` of that night (Drik prints it,
 * late, for those who break the fast at moonrise).
 */
export const ahoiAshtami: FestivalRule = {
  id: 'ahoi_ashtami',
  rule: festivalRuleText({ id: 'ahoi_ashtami' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'ashwin', 23)) {
      const flags: string[] = [];
      let day = daysCovering(ctx, span, firstTenthOfNight)[0]?.day;
      if (day === undefined) {
        flags.push('ashtami_misses_evening');
        day = udayaDayOf(ctx, span) ?? sunriseDayOf(ctx, span.startJdUt);
      }
      if (day === undefined || !inYear(ctx, day.index)) continue;
      const moonrise = moonriseOf(ctx, day);
      const moments: FestivalMoment[] = [{ id: 'sanjh_star_sighting', atJdUt: day.sunsetJdUt + GHATI_DAYS }];
      if (!Number.isNaN(moonrise)) moments.push({ id: 'moonrise', atJdUt: moonrise });
      return { dayIndex: day.index, tithi: tithiOf(span), windows: [{ id: 'puja', ...firstTenthOfNight(day) }], moments, flags };
    }
    return null;
  },
};
