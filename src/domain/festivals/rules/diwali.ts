/**
 * The five days of Diwali, from amanta Ashwin krishna trayodashi to Kartika
 * shukla dwitiya (purnimanta Kartika krishna trayodashi to shukla dwitiya):
 * Dhanteras, Narak Chaturdashi and Kali Chaudas, Diwali (Lakshmi Puja),
 * Govardhan Puja and Bhai Dooj.
 */
import type { Span, Window } from '../../panchang/index.ts';
import { aparahna, dayFifth, intersect, midnightJdUt, nishita, pradosh, pratahkal } from '../day-divisions.ts';
import { lagnaSpansOverlapping, SIMHA_SIGN_INDEX, VRISHABHA_SIGN_INDEX } from '../lagna.ts';
import { daysCovering, prevailingDay, sunriseDayOf, tithiOf } from '../prevailing.ts';
import type { FestivalFound, FestivalRule, FestivalWindow } from '../types.ts';
import { inYear, moonriseOf, nijaTithiSpans, type FestivalYearContext, type LocalDay } from '../year-context.ts';
import { GHATI_DAYS, sunriseDaysOf, udayaDayOf, within } from './tithi-days.ts';
import { festivalRuleText } from '../sentences.ts';

/** Arunodaya: four ghatis (96 minutes) before sunrise. */
const ARUNODAYA_DAYS = 4 * GHATI_DAYS;

/**
 * The puja of an evening kept in pradosh and the Vrishabha lagna (Dhanteras,
 * Lakshmi Puja): pradosh within the tithi and the Vrishabha lagna; where they
 * do not overlap, pradosh within the tithi (`puja_outside_vrishabha`).
 * Returns the puja, pradosh and vrishabha windows.
 */
function pradoshVrishabha(ctx: FestivalYearContext, day: LocalDay, span: Span, pujaId: string, flags: string[]): FestivalWindow[] {
  const evening = pradosh(day);
  const inTithi = intersect(evening, span);
  const vrishabha = lagnaSpansOverlapping(ctx, evening, VRISHABHA_SIGN_INDEX)[0];
  const windows: FestivalWindow[] = [];
  const puja = inTithi !== null && vrishabha !== undefined ? intersect(inTithi, vrishabha) : null;
  if (puja !== null) {
    windows.push({ id: pujaId, ...puja });
  } else if (inTithi !== null) {
    windows.push({ id: pujaId, ...inTithi });
    flags.push('puja_outside_vrishabha');
  }
  windows.push({ id: 'pradosh', ...evening });
  if (vrishabha !== undefined) windows.push({ id: 'vrishabha', ...vrishabha });
  return windows;
}

/**
 * Dhanteras (Dhantrayodashi): Kartika krishna trayodashi (purnimanta; amanta
 * Ashwin) on the first day it prevails in pradosh (the first fifth of the
 * night); else the day whose sunrise it covers (`trayodashi_misses_pradosh`).
 * Puja: pradosh within trayodashi and the Vrishabha lagna (Drik Panchang,
 * "Dhanteras Puja Muhurat": New Delhi 2025, pradosh 17:48-20:20, Vrishabha
 * 19:15-21:11, puja 19:17-20:20).
 */
export const dhanteras: FestivalRule = {
  id: 'dhanteras',
  rule: festivalRuleText({ id: 'dhanteras' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'ashwin', 28)) {
      const flags: string[] = [];
      let day = daysCovering(ctx, span, pradosh)[0]?.day;
      if (day === undefined) {
        flags.push('trayodashi_misses_pradosh');
        day = udayaDayOf(ctx, span) ?? sunriseDayOf(ctx, span.startJdUt);
      }
      if (day === undefined || !inYear(ctx, day.index)) continue;
      const windows = pradoshVrishabha(ctx, day, span, 'puja', flags);
      return { dayIndex: day.index, tithi: tithiOf(span), windows, moments: [], flags };
    }
    return null;
  },
};

/**
 * Narak Chaturdashi: Kartika krishna chaturdashi (purnimanta; amanta
 * Ashwin). Drik Panchang, "Narak Chaturdashi": Abhyang Snan is taken at
 * moonrise before sunrise while chaturdashi prevails. So: the first day
 * whose pre-dawn moonrise (the Moon's rising in the night before its sunrise)
 * chaturdashi covers, window `abhyang_snan` from that moonrise to sunrise;
 * else the first day whose arunodaya (4 ghatis before sunrise) it covers,
 * from arunodaya to sunrise (`chaturdashi_misses_moonrise`); else the day after
 * it begins (`chaturdashi_misses_dawn`).
 */
export const narakChaturdashi: FestivalRule = {
  id: 'narak_chaturdashi',
  rule: festivalRuleText({ id: 'narak_chaturdashi' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'ashwin', 29)) {
      const candidates = ctx.days.filter((d) => d.index > 0 && d.sunriseJdUt > span.startJdUt && d.sunriseJdUt - 1 < span.endJdUt);
      const flags: string[] = [];
      let day: LocalDay | undefined;
      let snan: Window | undefined;
      let moonrise = Number.NaN;
      for (const d of candidates) {
        const rise = moonriseOf(ctx, ctx.days[d.index - 1]!);
        if (rise < d.sunriseJdUt && within(span, rise)) {
          day = d;
          moonrise = rise;
          snan = { startJdUt: rise, endJdUt: d.sunriseJdUt };
          break;
        }
      }
      if (day === undefined) {
        flags.push('chaturdashi_misses_moonrise');
        day = candidates.find((d) => within(span, d.sunriseJdUt - ARUNODAYA_DAYS));
        if (day !== undefined) snan = { startJdUt: day.sunriseJdUt - ARUNODAYA_DAYS, endJdUt: day.sunriseJdUt };
      }
      if (day === undefined) {
        flags.push('chaturdashi_misses_dawn');
        const begins = sunriseDayOf(ctx, span.startJdUt);
        day = begins === undefined ? undefined : ctx.days[begins.index + 1];
      }
      if (day === undefined || !inYear(ctx, day.index)) continue;
      return {
        dayIndex: day.index,
        tithi: tithiOf(span),
        windows: snan === undefined ? [] : [{ id: 'abhyang_snan', ...snan }],
        moments: Number.isNaN(moonrise) ? [] : [{ id: 'moonrise', atJdUt: moonrise }],
        flags,
      };
    }
    return null;
  },
};

/**
 * Kali Chaudas: the same chaturdashi on the first night it prevails at
 * nishita (the 8th of the 15 muhurtas of the night), as Drik Panchang times
 * its Kali Chaudas muhurat (New Delhi 2025: 10-19, 23:41-00:31); on none, the
 * night it begins (`chaturdashi_misses_nishita`).
 */
export const kaliChaudas: FestivalRule = {
  id: 'kali_chaudas',
  rule: festivalRuleText({ id: 'kali_chaudas' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'ashwin', 29)) {
      const covered = daysCovering(ctx, span, nishita)[0]?.day;
      const day = covered ?? sunriseDayOf(ctx, span.startJdUt);
      if (day === undefined || !inYear(ctx, day.index)) continue;
      return {
        dayIndex: day.index,
        tithi: tithiOf(span),
        windows: [{ id: 'nishita', ...nishita(day) }],
        moments: [{ id: 'midnight', atJdUt: midnightJdUt(day) }],
        flags: covered === undefined ? ['chaturdashi_misses_nishita'] : [],
      };
    }
    return null;
  },
};

/**
 * Diwali (Lakshmi Puja): Kartika Amavasya (purnimanta; the amavasya ending
 * amanta Ashwin) in pradosh, by Drik Panchang's rules ("Diwali Puja",
 * "Lakshmi Puja"; Dharma Sindhu):
 * - in pradosh on one day: that day;
 * - on two days (`amavasya_in_both_pradosh`): the second when amavasya lasts
 *   at least one ghati (24 minutes) into its pradosh ("no puja muhurat is as
 *   good as pradosh even if it is available for one ghati"), else the first
 *   (New Delhi 2025: amavasya ends 17:54 on 10-21, 9 minutes after sunset:
 *   10-20; 2024: it ends 18:16 on 11-01, 40 minutes after sunset: 11-01);
 * - on none (`amavasya_misses_pradosh`): the day whose sunrise it covers.
 * Windows: `lakshmi_puja`, the pradosh within amavasya and the Vrishabha
 * lagna (else within amavasya: `puja_outside_vrishabha`); `pradosh`;
 * `vrishabha`; `mahanishita` (nishita) and `simha` (the Simha lagna after
 * midnight), the night's alternative fixed-lagna times Drik prints.
 */
export function diwaliOf(ctx: FestivalYearContext): FestivalFound | null {
  for (const span of nijaTithiSpans(ctx, 'ashwin', 30)) {
    const covered = daysCovering(ctx, span, pradosh);
    const flags: string[] = [];
    let day: LocalDay | undefined;
    if (covered.length === 0) {
      flags.push('amavasya_misses_pradosh');
      day = udayaDayOf(ctx, span) ?? sunriseDayOf(ctx, span.startJdUt);
    } else if (covered.length === 1) {
      day = covered[0]!.day;
    } else {
      flags.push('amavasya_in_both_pradosh');
      day = covered[1]!.overlapDays >= GHATI_DAYS ? covered[1]!.day : covered[0]!.day;
    }
    if (day === undefined || !inYear(ctx, day.index)) continue;
    const windows = pradoshVrishabha(ctx, day, span, 'lakshmi_puja', flags);
    windows.push({ id: 'mahanishita', ...nishita(day) });
    const afterMidnight = { startJdUt: midnightJdUt(day), endJdUt: day.nextSunriseJdUt };
    const simha = lagnaSpansOverlapping(ctx, afterMidnight, SIMHA_SIGN_INDEX)[0];
    if (simha !== undefined) windows.push({ id: 'simha', ...simha });
    return { dayIndex: day.index, tithi: tithiOf(span), windows, moments: [], flags };
  }
  return null;
}

export const diwali: FestivalRule = {
  id: 'diwali',
  rule: festivalRuleText({ id: 'diwali' }),
  find: diwaliOf,
};

/**
 * Govardhan Puja (Annakut): Kartika shukla pratipada on the first day whose
 * pratahkal (the first fifth of the daytime, three muhurtas) it covers
 * whole; otherwise (a pratipada ending within the first three muhurtas after
 * sunrise, or covering no sunrise) the day it begins
 * (`pratipada_short_at_sunrise`), as Drik Panchang keeps 2020-11-15 in New
 * Delhi (pratipada 10:37 on 11-15 to 07:06 on 11-16). Windows: `pratahkal`
 * and `sayankal`, the first and last fifths of the daytime, each given when
 * pratipada touches it (Drik Panchang, "Govardhan Puja": New Delhi 2025,
 * 06:26-08:42 and 15:29-17:44).
 */
export const govardhanPuja: FestivalRule = {
  id: 'govardhan_puja',
  rule: festivalRuleText({ id: 'govardhan_puja' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'kartika', 1)) {
      const whole = sunriseDaysOf(ctx, span).find((d) => pratahkal(d).endJdUt <= span.endJdUt);
      const day = whole ?? sunriseDayOf(ctx, span.startJdUt);
      if (day === undefined || !inYear(ctx, day.index)) continue;
      const windows: FestivalWindow[] = [];
      for (const [id, w] of [
        ['pratahkal', pratahkal(day)],
        ['sayankal', dayFifth(day, 5)],
      ] as const) {
        if (intersect(w, span) !== null) windows.push({ id, ...w });
      }
      return {
        dayIndex: day.index,
        tithi: tithiOf(span),
        windows,
        moments: [],
        flags: whole === undefined ? ['pratipada_short_at_sunrise'] : [],
      };
    }
    return null;
  },
};

/**
 * Bhai Dooj (Yama Dwitiya): Kartika shukla dwitiya on the day it prevails at
 * aparahna (the fourth fifth of the daytime); on two days, the day it
 * covers more of (bhuyo-vyapini, Nirnaya Sindhu: New Delhi 2026, 80 minutes
 * on 11-10 and the whole aparahna on 11-11, gives 11-11 as published
 * panchangs do; the first day on a tie, as Drik's 2023 date 11-14 with 43
 * against 37 minutes); on none, the day whose sunrise it covers
 * (`dwitiya_misses_aparahna`). Window: `aparahna` (Drik Panchang, "Bhai
 * Dooj": New Delhi 2025, 13:13-15:28).
 */
export const bhaiDooj: FestivalRule = {
  id: 'bhai_dooj',
  rule: festivalRuleText({ id: 'bhai_dooj' }),
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'kartika', 2)) {
      const covered = prevailingDay(daysCovering(ctx, span, aparahna), 'longer')?.day;
      const day = covered ?? udayaDayOf(ctx, span) ?? sunriseDayOf(ctx, span.startJdUt);
      if (day === undefined || !inYear(ctx, day.index)) continue;
      return {
        dayIndex: day.index,
        tithi: tithiOf(span),
        windows: [{ id: 'aparahna', ...aparahna(day) }],
        moments: [],
        flags: covered === undefined ? ['dwitiya_misses_aparahna'] : [],
      };
    }
    return null;
  },
};
