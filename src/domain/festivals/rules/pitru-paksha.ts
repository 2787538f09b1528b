/**
 * The Pitru Paksha shraddhas: Purnima shraddha on Bhadrapada Purnima, then one
 * for each tithi of the amanta Bhadrapada krishna paksha (purnimanta Ashwin),
 * pratipada to amavasya (Sarva Pitru Amavasya), each on the day its tithi
 * prevails at aparahna, the fourth fifth of the daytime; when it does on two
 * days, the day it covers longer; on none (a tithi between two aparahnas),
 * the day it ends in, flagged `tithi_misses_aparahna`. Maha Bharani and
 * Magha shraddha: the day within the fortnight whose aparahna the Bharani
 * (or Magha) nakshatra covers longest. Windows: kutup (8th muhurta of the
 * day), rauhina (9th) and aparahna. Source: Drik Panchang, "Pitru Paksha"
 * and its shraddha pages (Kutup, Rauhina, Aparahna).
 */
import type { Span } from '../../panchang/index.ts';
import { aparahna, kutup, rauhina } from '../day-divisions.ts';
import { daysCovering, prevailingDay, sunriseDayOf, tithiOf } from '../prevailing.ts';
import type { FestivalFound, FestivalRule } from '../types.ts';
import { inYear, nijaTithiSpans, tithiAt, type FestivalYearContext, type LocalDay } from '../year-context.ts';
import { rowLabel } from '../../../i18n/catalogue.ts';
import { festivalRuleText } from '../sentences.ts';

function shraddhaWindows(day: LocalDay) {
  return [
    { id: 'kutup', ...kutup(day) },
    { id: 'rauhina', ...rauhina(day) },
    { id: 'aparahna', ...aparahna(day) },
  ];
}

function tithiShraddha(ctx: FestivalYearContext, tithiNumber: number): FestivalFound | null {
  for (const span of nijaTithiSpans(ctx, 'bhadrapada', tithiNumber)) {
    const chosen = prevailingDay(daysCovering(ctx, span, aparahna), 'longer');
    const day = chosen?.day ?? sunriseDayOf(ctx, span.endJdUt);
    if (day === undefined || !inYear(ctx, day.index)) continue;
    return {
      dayIndex: day.index,
      tithi: tithiOf(span),
      windows: shraddhaWindows(day),
      moments: [],
      flags: chosen === undefined ? ['tithi_misses_aparahna'] : [],
    };
  }
  return null;
}

const BHARANI = 1;
const MAGHA = 9;

function nakshatraShraddha(ctx: FestivalYearContext, nakshatraIndex: number): FestivalFound | null {
  for (const purnima of nijaTithiSpans(ctx, 'bhadrapada', 15)) {
    const amavasya = ctx.tithis.find((t) => t.index === 29 && t.startJdUt > purnima.startJdUt)!;
    const fortnight: Span = { index: 0, startJdUt: purnima.startJdUt, endJdUt: amavasya.endJdUt };
    const stars = ctx.nakshatras.filter(
      (n) => n.index === nakshatraIndex && n.endJdUt > fortnight.startJdUt && n.startJdUt < fortnight.endJdUt,
    );
    const covered = stars.flatMap((n) => daysCovering(ctx, n, aparahna));
    const chosen = prevailingDay(covered, 'longer');
    if (chosen === undefined || !inYear(ctx, chosen.day.index)) continue;
    return {
      dayIndex: chosen.day.index,
      tithi: tithiOf(tithiAt(ctx, chosen.day.sunriseJdUt)),
      windows: shraddhaWindows(chosen.day),
      moments: [],
      flags: [],
    };
  }
  return null;
}

/** The tithi shraddhas: id and tithi (amanta numbering); their names are the catalogues' `festival.<id>`. */
const TITHI_SHRADDHAS: [id: string, tithiNumber: number][] = [
  ['purnima_shraddha', 15],
  ['pratipada_shraddha', 16],
  ['dwitiya_shraddha', 17],
  ['tritiya_shraddha', 18],
  ['chaturthi_shraddha', 19],
  ['panchami_shraddha', 20],
  ['shashthi_shraddha', 21],
  ['saptami_shraddha', 22],
  ['ashtami_shraddha', 23],
  ['navami_shraddha', 24],
  ['dashami_shraddha', 25],
  ['ekadashi_shraddha', 26],
  ['dwadashi_shraddha', 27],
  ['trayodashi_shraddha', 28],
  ['chaturdashi_shraddha', 29],
  ['sarva_pitru_amavasya', 30],
];

export const PITRU_PAKSHA_RULES: FestivalRule[] = [
  ...TITHI_SHRADDHAS.map(([id, tithiNumber]): FestivalRule => ({
    id,
    rule: festivalRuleText({
      id: 'tithi_shraddha',
      params: { name: { en: rowLabel('festival', id, 'en'), hi: rowLabel('festival', id, 'hi') } },
    }),
    find: (ctx) => tithiShraddha(ctx, tithiNumber),
  })),
  {
    id: 'maha_bharani_shraddha',
    rule: festivalRuleText({ id: 'maha_bharani_shraddha' }),
    find: (ctx) => nakshatraShraddha(ctx, BHARANI),
  },
  {
    id: 'magha_shraddha',
    rule: festivalRuleText({ id: 'magha_shraddha' }),
    find: (ctx) => nakshatraShraddha(ctx, MAGHA),
  },
];
