/** Kartika shukla after Bhai Dooj: Akshaya Navami, Kartik Purnima and Dev Deepawali. */
import { intersect, middayJdUt, pradosh } from '../day-divisions.ts';
import { daysCovering, sunriseDayOf, tithiOf } from '../prevailing.ts';
import type { FestivalRule } from '../types.ts';
import { inYear, moonriseOf, nijaTithiSpans } from '../year-context.ts';
import { udayaDayOf } from './tithi-days.ts';
import { festivalRuleText } from '../sentences.ts';

/**
 * Akshaya Navami: Kartika shukla navami on the first day whose sunrise it
 * covers; else the day it begins (`navami_covers_no_sunrise`). Window:
 * `purvahna`, sunrise to midday within navami (Drik Panchang, "Akshaya
 * Navami Purvahna Time": New Delhi 2025, 06:32-10:03, navami ending 10:03;
 * 2024, 06:40-12:05, to midday).
 */
export const akshayaNavami: FestivalRule = {
  id: 'akshaya_navami',
  rule: festivalRuleText({ id: 'akshaya_navami' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'kartika', 9)) {
      const udaya = udayaDayOf(ctx, span);
      const day = udaya ?? sunriseDayOf(ctx, span.startJdUt);
      if (day === undefined || !inYear(ctx, day.index)) continue;
      const purvahna = intersect({ startJdUt: day.sunriseJdUt, endJdUt: middayJdUt(day) }, span);
      return {
        dayIndex: day.index,
        tithi: tithiOf(span),
        windows: purvahna === null ? [] : [{ id: 'purvahna', ...purvahna }],
        moments: [],
        flags: udaya === undefined ? ['navami_covers_no_sunrise'] : [],
      };
    }
    return null;
  },
};

/**
 * Kartik Purnima: Kartika Purnima on the first day whose sunrise it covers
 * (the day of the holy bath); else the day it begins
 * (`purnima_covers_no_sunrise`). Moment: that day's `moonrise`.
 */
export const kartikPurnima: FestivalRule = {
  id: 'kartik_purnima',
  rule: festivalRuleText({ id: 'kartik_purnima' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'kartika', 15)) {
      const udaya = udayaDayOf(ctx, span);
      const day = udaya ?? sunriseDayOf(ctx, span.startJdUt);
      if (day === undefined || !inYear(ctx, day.index)) continue;
      const moonrise = moonriseOf(ctx, day);
      return {
        dayIndex: day.index,
        tithi: tithiOf(span),
        windows: [],
        moments: Number.isNaN(moonrise) ? [] : [{ id: 'moonrise', atJdUt: moonrise }],
        flags: udaya === undefined ? ['purnima_covers_no_sunrise'] : [],
      };
    }
    return null;
  },
};

/**
 * Dev Deepawali: Kartika Purnima on the first day it prevails in pradosh (the
 * first fifth of the night), when the lamps are lit; else the day whose
 * sunrise it covers (`purnima_misses_pradosh`). Window: `pradosh` (Drik
 * Panchang, "Dev Deepawali": "Pradoshkal Dev Deepawali Muhurat").
 */
export const devDeepawali: FestivalRule = {
  id: 'dev_deepawali',
  rule: festivalRuleText({ id: 'dev_deepawali' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'kartika', 15)) {
      const covered = daysCovering(ctx, span, pradosh)[0]?.day;
      const day = covered ?? udayaDayOf(ctx, span) ?? sunriseDayOf(ctx, span.startJdUt);
      if (day === undefined || !inYear(ctx, day.index)) continue;
      return {
        dayIndex: day.index,
        tithi: tithiOf(span),
        windows: [{ id: 'pradosh', ...pradosh(day) }],
        moments: [],
        flags: covered === undefined ? ['purnima_misses_pradosh'] : [],
      };
    }
    return null;
  },
};
