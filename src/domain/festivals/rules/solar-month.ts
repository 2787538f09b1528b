/**
 * The days of a solar month (the Sun in one sign, the month begun on its
 * sankranti's day by a region's rule, sankranti-day.ts), for the festivals
 * found in a solar month by a tithi rather than in a lunar month: Tamil
 * Hanumath Jayanthi (Margazhi Amavasya) here; Vaikuntha and Guruvayur
 * Ekadashi in ekadashi-days.ts.
 */
import { sankrantiDay, type SankrantiDayRule } from '../sankranti-day.ts';
import { sunriseDaysOf } from './tithi-days.ts';
import { sunriseDayOf, tithiOf } from '../prevailing.ts';
import type { FestivalFound, FestivalRule } from '../types.ts';
import { inYear, type FestivalYearContext } from '../year-context.ts';

/** Sign indexes (0 = Mesha): Vrishchika (the Malayalam Vrischikam), Dhanu (the Tamil Margazhi). */
export const VRISHCHIKA = 7;
export const DHANU = 8;
const AMAVASYA_INDEX = 29;

/**
 * A test of whether a day index of the context lies in a month of the Sun in
 * `signIndex` (its sankranti's day by `rule` to the day before the next sign's).
 */
export function solarMonthDays(ctx: FestivalYearContext, signIndex: number, rule: SankrantiDayRule): (dayIndex: number) => boolean {
  const ranges: [number, number][] = [];
  for (const s of ctx.sankrantis) {
    if (s.signIndex !== signIndex) continue;
    const next = ctx.sankrantis.find((x) => x.jdUt > s.jdUt);
    const first = sankrantiDay(ctx, s.jdUt, signIndex, rule);
    const after = next && sankrantiDay(ctx, next.jdUt, next.signIndex, rule);
    // A month cut by the padded days' ends runs to the end it has.
    ranges.push([first?.index ?? 0, after?.index ?? ctx.days.length]);
  }
  return (dayIndex) => ranges.some(([from, to]) => dayIndex >= from && dayIndex < to);
}

export const hanumanJayantiTamil: FestivalRule = {
  id: 'hanuman_jayanti_tamil',
  verifiedYears: [2021, 2024, 2025],
  rule: {
    en:
      'The Amavasya of the Tamil solar month Margazhi (Hanuman was born on Margazhi Amavasya in Moolam nakshatra; where Moolam ' +
      'falls on another day the Amavasya decides) on the day whose sunrise it covers, else the day it begins; a year with two ' +
      '(2024: 11 January and 30 December) gives both, each flagged twice_in_year (Drik Panchang, "Hanumath Jayanthi", as India ' +
      'Today quoted it for 2021).',
    hi:
      'तमिल सौर मास मार्गली की अमावस्या (हनुमान का जन्म मार्गली अमावस्या, मूल नक्षत्र में; मूल अन्य दिन हो तो अमावस्या निर्णायक), जिस दिन के सूर्योदय पर हो, ' +
      'अन्यथा जिस दिन आरम्भ हो; वर्ष में दो हों तो दोनों (दृक पंचांग)।',
  },
  tags: { regions: ['tamil'], traditions: ['vaishnava', 'smarta'] },
  find: (ctx) => margazhiAmavasyas(ctx)[0] ?? null,
  findAll: (ctx) => margazhiAmavasyas(ctx),
};

/** Every Margazhi Amavasya of the context's year, each flagged twice_in_year where the year holds two. */
function margazhiAmavasyas(ctx: FestivalYearContext): FestivalFound[] {
  const margazhi = solarMonthDays(ctx, DHANU, 'tamil');
  const found: FestivalFound[] = [];
  for (const span of ctx.tithis) {
    if (span.index !== AMAVASYA_INDEX) continue;
    const udaya = sunriseDaysOf(ctx, span)[0];
    const day = udaya ?? sunriseDayOf(ctx, span.startJdUt);
    if (day === undefined || !inYear(ctx, day.index) || !margazhi(day.index)) continue;
    found.push({ dayIndex: day.index, tithi: tithiOf(span), windows: [], moments: [], flags: udaya ? [] : ['tithi_covers_no_sunrise'] });
  }
  if (found.length > 1) for (const f of found) f.flags.push('twice_in_year');
  return found;
}
