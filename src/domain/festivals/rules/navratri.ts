/**
 * The Ashwin shukla festivals of Navratri: Sharad Navratri (Ghatasthapana),
 * Sandhi Puja and Vijayadashami (Dussehra).
 */
import { aparahna, dayMuhurta, intersect } from '../day-divisions.ts';
import { ghatasthapanaWindows } from '../ghatasthapana.ts';
import { KANYA_SIGN_INDEX } from '../lagna.ts';
import { daysCovering, sunriseDayOf, tithiOf } from '../prevailing.ts';
import type { FestivalRule } from '../types.ts';
import { inYear, nijaTithiSpans, sunriseDayAt, type LocalDay } from '../year-context.ts';
import { GHATI_DAYS, udayaDayOf } from './tithi-days.ts';
import { festivalRuleText } from '../sentences.ts';

/** Shravana, the 22nd nakshatra (index 21). */
const SHRAVANA_INDEX = 21;

/**
 * Sharad Navratri begins with Ghatasthapana on Ashwin shukla pratipada, on
 * the first day whose sunrise pratipada covers; when it covers none (a
 * kshaya pratipada), the day it begins, flagged `pratipada_covers_no_sunrise`.
 * Windows: Ghatasthapana in the Kanya lagna (ghatasthapana.ts: New Delhi
 * 2025: 06:09-08:06, the end of Kanya; 2021: 06:17-07:07, 50 minutes; 2026:
 * Kanya 06:19-06:52 only, and Drik prints the whole first third, 06:19-10:12)
 * and its Abhijit alternative.
 */
export const sharadNavratri: FestivalRule = {
  id: 'sharad_navratri',
  rule: festivalRuleText({ id: 'sharad_navratri' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'ashwin', 1)) {
      const udaya = udayaDayOf(ctx, span);
      const day = udaya ?? sunriseDayOf(ctx, span.startJdUt);
      if (day === undefined || !inYear(ctx, day.index)) continue;
      const { windows, flags } = ghatasthapanaWindows(ctx, day, span, KANYA_SIGN_INDEX);
      if (udaya === undefined) flags.unshift('pratipada_covers_no_sunrise');
      return { dayIndex: day.index, tithi: tithiOf(span), windows, moments: [], flags };
    }
    return null;
  },
};

/**
 * Sandhi Puja: the junction of Ashwin shukla ashtami and navami, from the
 * last 24 minutes (one ghati) of ashtami to the first 24 of navami (Drik
 * Panchang, "Sandhi Puja"). Its day is the sunrise-to-sunrise day holding the
 * junction (Durga Ashtami's day when ashtami covers that sunrise); the tithi is
 * the ashtami it closes.
 */
export const sandhiPuja: FestivalRule = {
  id: 'sandhi_puja',
  rule: festivalRuleText({ id: 'sandhi_puja' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'ashwin', 8)) {
      const junction = span.endJdUt;
      const day = sunriseDayAt(ctx, junction);
      if (day === undefined || !inYear(ctx, day.index)) continue;
      return {
        dayIndex: day.index,
        tithi: tithiOf(span),
        windows: [{ id: 'sandhi_puja', startJdUt: junction - GHATI_DAYS, endJdUt: junction + GHATI_DAYS }],
        moments: [{ id: 'sandhi', atJdUt: junction }],
        flags: [],
      };
    }
    return null;
  },
};

/**
 * Vijayadashami: Ashwin shukla dashami at aparahna (the fourth fifth of the
 * daytime), with Drik Panchang's rules ("Dussehra"; Dharma Sindhu):
 * - at aparahna on one day: that day; on both: the first; on neither: the
 *   day dashami begins (`dashami_misses_aparahna`);
 * - when dashami touches the daytime of two days and Shravana nakshatra
 *   prevails at the aparahna of only one of them, that day
 *   (`shravana_at_aparahna`), except that a dashami at the first day's
 *   aparahna lasting under three muhurtas after the second sunrise keeps the
 *   first day. (New Delhi 2022: dashami 14:20 on 10-04 to 12:00 on 10-05,
 *   Shravana at the second aparahna: 10-05. 2023: dashami from 17:45 on
 *   10-23, after sunset, so Shravana at that day's aparahna does not count:
 *   10-24, where The Hindu, 2023-10-22, reports the Drik-reckoning date.)
 * Windows: `vijay_muhurat`, the 11th of the 15 muhurtas of the daytime, and
 * `aparahna`.
 */
export const vijayadashami: FestivalRule = {
  id: 'vijayadashami',
  rule: festivalRuleText({ id: 'vijayadashami' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'ashwin', 10)) {
      const begins = sunriseDayOf(ctx, span.startJdUt);
      if (begins === undefined) continue;
      // The days whose daytime dashami touches: Shravana counts only where dashami is on both.
      const [first, second] = daysCovering(ctx, span, (d) => ({ startJdUt: d.sunriseJdUt, endJdUt: d.sunsetJdUt })).map((c) => c.day);
      const covered = daysCovering(ctx, span, aparahna);
      const flags: string[] = [];
      let day: LocalDay = covered[0]?.day ?? begins;
      if (covered.length === 0) flags.push('dashami_misses_aparahna');
      if (first !== undefined && second !== undefined) {
        const shravanaAt = (d: LocalDay) => ctx.nakshatras.some((n) => n.index === SHRAVANA_INDEX && intersect(n, aparahna(d)) !== null);
        const s1 = shravanaAt(first);
        const s2 = shravanaAt(second);
        const threeMuhurtas = (3 * (second.sunsetJdUt - second.sunriseJdUt)) / 15;
        const firstHoldsAparahna = covered.some((c) => c.day.index === first.index);
        if (s1 && !s2 && day.index !== first.index) {
          day = first;
          flags.push('shravana_at_aparahna');
        } else if (s2 && !s1 && day.index !== second.index && !(firstHoldsAparahna && span.endJdUt - second.sunriseJdUt < threeMuhurtas)) {
          day = second;
          flags.push('shravana_at_aparahna');
        }
      }
      if (!inYear(ctx, day.index)) continue;
      return {
        dayIndex: day.index,
        tithi: tithiOf(span),
        windows: [
          { id: 'vijay_muhurat', ...dayMuhurta(day, 11) },
          { id: 'aparahna', ...aparahna(day) },
        ],
        moments: [],
        flags,
      };
    }
    return null;
  },
};
