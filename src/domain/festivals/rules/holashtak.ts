/**
 * Holashtak: the eight days before Holi, from Phalguna shukla ashtami to
 * Holika Dahan, when auspicious ceremonies are not begun. A span: the found
 * day is its first, and the `holashtak` window runs from that day's sunrise
 * to the sunrise after Holika Dahan's day (purnima-bhadra.ts decides that day).
 */
import { sunriseDaysOf } from './tithi-days.ts';
import { holikaDahan } from './purnima-bhadra.ts';
import { sunriseDayOf, tithiOf } from '../prevailing.ts';
import type { FestivalRule } from '../types.ts';
import { inYear, nijaTithiSpans } from '../year-context.ts';

const ASHTAMI = 8;

export const holashtak: FestivalRule = {
  id: 'holashtak',
  verifiedYears: [2021, 2023, 2024, 2025],
  rule: {
    en:
      'From Phalguna shukla ashtami, on the day whose sunrise it covers (else the day it begins), to Holika Dahan; the ' +
      '`holashtak` window spans the days, no auspicious ceremony being begun in them (Drik Panchang, "Holashtak"; 2025: 7 to 13 ' +
      'March).',
    hi: 'फाल्गुन शुक्ल अष्टमी (जिस दिन के सूर्योदय पर हो, अन्यथा जिस दिन आरम्भ हो) से होलिका दहन तक; इन दिनों शुभ कार्य आरम्भ नहीं होते (दृक पंचांग)।',
  },
  tags: { regions: ['north'], traditions: ['smarta'] },
  find(ctx) {
    const dahan = holikaDahan.find(ctx);
    if (dahan === null) return null;
    const end = ctx.days[dahan.dayIndex]!;
    // The ashtami of the same Phalguna: the last before Holika Dahan's Purnima.
    const ashtami = nijaTithiSpans(ctx, 'phalguna', ASHTAMI)
      .filter((s) => s.endJdUt <= dahan.tithi.startJdUt)
      .at(-1);
    if (ashtami === undefined) return null;
    const udaya = sunriseDaysOf(ctx, ashtami)[0];
    const first = udaya ?? sunriseDayOf(ctx, ashtami.startJdUt);
    if (first === undefined || !inYear(ctx, first.index)) return null;
    return {
      dayIndex: first.index,
      tithi: tithiOf(ashtami),
      windows: [{ id: 'holashtak', startJdUt: first.sunriseJdUt, endJdUt: end.nextSunriseJdUt }],
      moments: [],
      flags: udaya === undefined ? ['tithi_covers_no_sunrise'] : [],
    };
  },
};
