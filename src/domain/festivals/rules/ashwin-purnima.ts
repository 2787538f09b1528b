/** Ashwin Purnima: Sharad Purnima (at nishita) and Valmiki Jayanti (at sunrise). */
import { nishita } from '../day-divisions.ts';
import { daysCovering, sunriseDayOf, tithiOf } from '../prevailing.ts';
import type { FestivalRule } from '../types.ts';
import { inYear, moonriseOf, nijaTithiSpans } from '../year-context.ts';
import { udayaDayOf } from './tithi-days.ts';
import { festivalRuleText } from '../sentences.ts';

/**
 * Sharad Purnima (Kojagara): Ashwin Purnima on the first night it prevails
 * at nishita (the 8th of the 15 muhurtas of the night), when Kojagara Puja is
 * done; when it prevails at no nishita, the day it begins
 * (`purnima_misses_nishita`). Drik Panchang's dates follow this rather than
 * Purnima at moonrise: New Delhi 2020, Purnima 17:46 on 10-30 to 20:19 on
 * 10-31, Sharad Purnima 10-30 though the Moon rose before Purnima began;
 * 2024, 10-16; 2025, 10-06. Window: `nishita`; moment: that day's
 * `moonrise`, which Drik prints.
 */
export const sharadPurnima: FestivalRule = {
  id: 'sharad_purnima',
  rule: festivalRuleText({ id: 'sharad_purnima' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'ashwin', 15)) {
      const covered = daysCovering(ctx, span, nishita)[0]?.day;
      const day = covered ?? sunriseDayOf(ctx, span.startJdUt);
      if (day === undefined || !inYear(ctx, day.index)) continue;
      const moonrise = moonriseOf(ctx, day);
      return {
        dayIndex: day.index,
        tithi: tithiOf(span),
        windows: [{ id: 'nishita', ...nishita(day) }],
        moments: Number.isNaN(moonrise) ? [] : [{ id: 'moonrise', atJdUt: moonrise }],
        flags: covered === undefined ? ['purnima_misses_nishita'] : [],
      };
    }
    return null;
  },
};

/**
 * Valmiki Jayanti: Ashwin Purnima on the day whose sunrise it covers (udaya
 * tithi, as Drik Panchang lists it: New Delhi 2025, 10-07, the day after
 * Sharad Purnima); when it covers no sunrise, the day it begins
 * (`purnima_covers_no_sunrise`).
 */
export const valmikiJayanti: FestivalRule = {
  id: 'valmiki_jayanti',
  rule: festivalRuleText({ id: 'valmiki_jayanti' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'ashwin', 15)) {
      const udaya = udayaDayOf(ctx, span);
      const day = udaya ?? sunriseDayOf(ctx, span.startJdUt);
      if (day === undefined || !inYear(ctx, day.index)) continue;
      return {
        dayIndex: day.index,
        tithi: tithiOf(span),
        windows: [],
        moments: [],
        flags: udaya === undefined ? ['purnima_covers_no_sunrise'] : [],
      };
    }
    return null;
  },
};
