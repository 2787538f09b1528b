/**
 * The Purnima festivals kept clear of Bhadra (the Vishti karana, which
 * fills the first half of Purnima): Holika Dahan, Holi and Raksha Bandhan.
 *
 * Bhadra punchha and mukha of a Purnima Bhadra are the day yogas' table's
 * (src/domain/day-yogas/bhadra-parts.ts): for shukla Purnima punchha is the
 * last 3 ghatis of the Bhadra's third quarter (0.65 to 0.75 of it), mukha the
 * first 5 ghatis of its fourth (0.75 to 0.75 + 1/6); Drik Panchang's Holika Dahan 2025 (Bhadra 10:35-23:26, punchha
 * 18:57-20:14, mukha 20:14-22:22) and Raksha Bandhan 2023 times follow it.
 */
import type { Span, Window } from '../../panchang/index.ts';
import { aparahna, dayMuhurta, intersect, midnightJdUt, pradosh } from '../day-divisions.ts';
import { subtract, sunriseDayOf, tithiOf } from '../prevailing.ts';
import type { FestivalFound, FestivalRule, FestivalWindow } from '../types.ts';
import { bhadrasBetween, inYear, nijaTithiSpans, type FestivalYearContext, type LocalDay } from '../year-context.ts';
import type { LunarMonthId } from '../../lunar-month/index.ts';
import { festivalRuleText } from '../sentences.ts';
import { bhadraPartsOf } from '../../day-yogas/index.ts';

const PURNIMA = 15;
/** The karana index (0..59) of the Vishti in Purnima's first half. */
const PURNIMA_VISHTI_KARANA = 28;

/** Punchha and mukha of a Bhadra (Vishti) in the first half of Purnima. */
export function bhadraPartsOfPurnima(bhadra: Window): { punchha: Window; mukha: Window } {
  const { puchha, mukha } = bhadraPartsOf(PURNIMA_VISHTI_KARANA, bhadra.startJdUt, bhadra.endJdUt);
  return { punchha: puchha, mukha };
}

interface PurnimaFrame {
  span: Span;
  bhadras: Span[];
  /** The day Purnima begins in (sunrise to sunrise) and the next. */
  first: LocalDay;
  second: LocalDay;
  bhadraWindows: FestivalWindow[];
}

function purnimasOf(ctx: FestivalYearContext, month: LunarMonthId): PurnimaFrame[] {
  return nijaTithiSpans(ctx, month, PURNIMA).flatMap((span) => {
    const first = sunriseDayOf(ctx, span.startJdUt);
    const second = first === undefined ? undefined : ctx.days[first.index + 1];
    if (first === undefined || second === undefined) return [];
    const bhadras = bhadrasBetween(ctx, span.startJdUt, span.endJdUt);
    const bhadraWindows: FestivalWindow[] = bhadras.flatMap((b) => {
      const { punchha, mukha } = bhadraPartsOfPurnima(b);
      return [
        { id: 'bhadra', startJdUt: b.startJdUt, endJdUt: b.endJdUt },
        { id: 'bhadra_punchha', ...punchha },
        { id: 'bhadra_mukha', ...mukha },
      ];
    });
    return [{ span, bhadras, first, second, bhadraWindows }];
  });
}

/** The parts of a window within Purnima and outside Bhadra, in order. */
function freeOf(p: PurnimaFrame, window: Window): Window[] {
  const within = intersect(window, p.span);
  return within === null ? [] : subtract(within, p.bhadras);
}

/** Three muhurtas of a day (6 ghatis): the least Purnima must last after sunrise to keep the day (Nirnaya Sindhu). */
const threeMuhurtas = (day: LocalDay) => 3 * (dayMuhurta(day, 1).endJdUt - day.sunriseJdUt);

/**
 * Three and a half yamas (prahars, each a quarter of the daytime): the least
 * Purnima must last past the next sunrise for Holika Dahan to move to that
 * evening ("sardha-triyama-vyapini", as the shastra rule is quoted in
 * janaagaj.in, 2023-03, "Holi aakhir kab hai"). timeanddate.com's Holi dates
 * 2001-2035 follow it; three muhurtas would move 2003, 2012, 2013, 2022 and
 * 2027 a day late (test/unit/festivals/reference-jan-jun.test.ts).
 */
const threeAndHalfYamas = (day: LocalDay) => 0.875 * (day.sunsetJdUt - day.sunriseJdUt);

/**
 * Holika Dahan, in this order (Drik Panchang, "Holika Dahan"): (1) the first
 * pradosh (first fifth of the night) that Purnima covers free of Bhadra; (2)
 * when Bhadra covers that pradosh but ends before midnight, from the end of
 * Bhadra to midnight (`after_bhadra`); (3) when Purnima lasts three and a half
 * yamas past the next sunrise, that evening's pradosh (`pradosh_after_purnima`);
 * (4) Bhadra punchha (`bhadra_punchha`); (5) the pradosh in Bhadra
 * (`pradosh_in_bhadra`).
 */
function holikaDahanOf(ctx: FestivalYearContext): FestivalFound | null {
  for (const p of purnimasOf(ctx, 'phalguna')) {
    let day: LocalDay | undefined;
    let window: Window | undefined;
    let flag: string | undefined;
    for (const d of [p.first, p.second]) {
      const free = freeOf(p, pradosh(d));
      if (free.length > 0) {
        day = d;
        window = free[0]!;
        break;
      }
    }
    const endOfBhadra = p.bhadras.length > 0 ? p.bhadras[p.bhadras.length - 1]!.endJdUt : Number.NaN;
    if (day === undefined && endOfBhadra < midnightJdUt(p.first) && endOfBhadra < p.span.endJdUt) {
      day = p.first;
      window = { startJdUt: endOfBhadra, endJdUt: Math.min(midnightJdUt(p.first), p.span.endJdUt) };
      flag = 'after_bhadra';
    }
    if (day === undefined && p.span.endJdUt - p.second.sunriseJdUt >= threeAndHalfYamas(p.second)) {
      day = p.second;
      window = pradosh(p.second);
      flag = 'pradosh_after_purnima';
    }
    const punchha = p.bhadras.length > 0 ? bhadraPartsOfPurnima(p.bhadras[0]!).punchha : undefined;
    if (
      day === undefined &&
      punchha !== undefined &&
      punchha.startJdUt >= p.first.sunsetJdUt &&
      punchha.endJdUt <= p.first.nextSunriseJdUt
    ) {
      day = p.first;
      window = punchha;
      flag = 'bhadra_punchha';
    }
    if (day === undefined) {
      day = p.first;
      window = pradosh(p.first);
      flag = 'pradosh_in_bhadra';
    }
    if (!inYear(ctx, day.index)) continue;
    return {
      dayIndex: day.index,
      tithi: tithiOf(p.span),
      windows: [{ id: 'holika_dahan', ...window! }, ...p.bhadraWindows],
      moments: [],
      flags: flag === undefined ? [] : [flag],
    };
  }
  return null;
}

export const holikaDahan: FestivalRule = {
  id: 'holika_dahan',
  rule: festivalRuleText({ id: 'holika_dahan' }),
  find: holikaDahanOf,
};

export const holi: FestivalRule = {
  id: 'holi',
  rule: festivalRuleText({ id: 'holi' }),
  find(ctx) {
    const dahan = holikaDahanOf(ctx);
    if (dahan === null) return null;
    const day = ctx.days[dahan.dayIndex + 1]!;
    if (!inYear(ctx, day.index)) return null;
    const pratipada = ctx.tithis.find((t) => t.startJdUt >= dahan.tithi.endJdUt - 1e-9)!;
    return { dayIndex: day.index, tithi: tithiOf(pratipada), windows: [], moments: [], flags: [] };
  },
};

/**
 * Raksha Bandhan (Drik Panchang, "Raksha Bandhan"; Nirnaya Sindhu): on the
 * second day when Purnima lasts three muhurtas past its sunrise; else on the
 * day Purnima begins, in aparahna free of Bhadra, else in pradosh free of
 * Bhadra (`pradosh`), else after Bhadra ends (`after_bhadra`). The `rakhi`
 * window is Purnima free of Bhadra from that day's sunrise to the end of its
 * pradosh (after Bhadra to the end of Purnima in the last case).
 */
export const rakshaBandhan: FestivalRule = {
  id: 'raksha_bandhan',
  rule: festivalRuleText({ id: 'raksha_bandhan' }),
  find(ctx) {
    for (const p of purnimasOf(ctx, 'shravana')) {
      let day: LocalDay;
      let rakhi: Window[];
      const flags: string[] = [];
      const daylong = (d: LocalDay) => freeOf(p, { startJdUt: d.sunriseJdUt, endJdUt: pradosh(d).endJdUt });
      if (p.span.endJdUt - p.second.sunriseJdUt >= threeMuhurtas(p.second)) {
        day = p.second;
        rakhi = daylong(day);
      } else {
        day = p.first;
        rakhi = daylong(day);
        if (freeOf(p, aparahna(day)).length === 0) {
          if (freeOf(p, pradosh(day)).length > 0) {
            flags.push('pradosh');
          } else {
            flags.push('after_bhadra');
            const end = p.bhadras.length > 0 ? p.bhadras[p.bhadras.length - 1]!.endJdUt : p.span.startJdUt;
            rakhi = end < p.span.endJdUt ? [{ startJdUt: end, endJdUt: p.span.endJdUt }] : [];
          }
        }
      }
      if (!inYear(ctx, day.index)) continue;
      const windows: FestivalWindow[] = rakhi.map((w) => ({ id: 'rakhi', ...w }));
      for (const [id, w] of [
        ['aparahna', aparahna(day)],
        ['pradosh', pradosh(day)],
      ] as const) {
        if (freeOf(p, w).length > 0) windows.push({ id, ...w });
      }
      return { dayIndex: day.index, tithi: tithiOf(p.span), windows: [...windows, ...p.bhadraWindows], moments: [], flags };
    }
    return null;
  },
};
