/**
 * Festivals kept on an Ekadashi fast day: the day comes from the Ekadashi
 * rules of GET /v1/calendar/ekadashi (src/domain/ekadashi: the Smarta day
 * Drik Panchang prints, and the Vaishnava day where it is later), so a
 * festival and the Ekadashi list never disagree. Nirjala Ekadashi is the
 * Jyeshtha shukla one (the Smarta day, with the Vaishnava day); Vaikuntha
 * Ekadashi, a south Indian Vaishnava observance, the shukla one of the Tamil
 * solar month Margazhi (margazhi.ts) on its Vaishnava day.
 */
import { observanceOf, SHUKLA_EKADASHI_INDEX, type ObservanceDays } from '../../ekadashi/index.ts';
import { tithiOf } from '../prevailing.ts';
import type { FestivalFound, FestivalRule } from '../types.ts';
import { inYear, nijaTithiSpans, type FestivalYearContext } from '../year-context.ts';
import { margazhiDays } from './margazhi.ts';

const observanceDaysCache = new WeakMap<FestivalYearContext, ObservanceDays>();

/** The context's days as the Ekadashi rules read them (built once per context). */
function observanceDays(ctx: FestivalYearContext): ObservanceDays {
  let days = observanceDaysCache.get(ctx);
  if (days === undefined) {
    const n = ctx.days.length;
    const dayStartJdUt = new Float64Array(n + 1);
    const sunriseJdUt = new Float64Array(n + 1);
    const sunsetJdUt = new Float64Array(n + 1);
    ctx.days.forEach((d, i) => {
      dayStartJdUt[i] = d.startJdUt;
      sunriseJdUt[i] = d.sunriseJdUt;
      sunsetJdUt[i] = d.sunsetJdUt;
    });
    dayStartJdUt[n] = ctx.days[n - 1]!.endJdUt;
    sunriseJdUt[n] = ctx.days[n - 1]!.nextSunriseJdUt;
    sunsetJdUt[n] = Number.NaN;
    days = { sun: { dayStartJdUt, sunriseJdUt, sunsetJdUt }, dates: ctx.days.map((d) => d.date) };
    observanceDaysCache.set(ctx, days);
  }
  return days;
}

/**
 * The fast of the Ekadashi `ctx.tithis[k]`: Drik's Smarta day with the
 * Vaishnava day where later (`smarta`), or the Vaishnava day where there is
 * one (`vaishnava`: flagged vaishnava_day); null when the day is outside the year.
 */
function ekadashiFound(ctx: FestivalYearContext, k: number, keep: 'smarta' | 'vaishnava'): FestivalFound | null {
  const o = observanceOf(observanceDays(ctx), ctx.tithis, k);
  // The Vaishnava fast: its own later day, else the sunrise day (which Drik's Smarta day can precede).
  const vaishnavaDay = o.vaishnava?.dayIndex ?? o.dayIndex;
  const later = vaishnavaDay !== o.almanac.dayIndex ? vaishnavaDay : undefined;
  const dayIndex = keep === 'vaishnava' ? (later ?? o.almanac.dayIndex) : o.almanac.dayIndex;
  if (!inYear(ctx, dayIndex)) return null;
  const found: FestivalFound = { dayIndex, tithi: tithiOf(o.tithi), windows: [], moments: [], flags: [...o.flags] };
  if (keep === 'smarta' && later !== undefined) found.vaishnavaDayIndex = later;
  if (keep === 'vaishnava' && later !== undefined) found.flags.push('vaishnava_day');
  return found;
}

export const nirjalaEkadashi: FestivalRule = {
  id: 'nirjala_ekadashi',
  verifiedYears: [2026, 2027],
  name: { en: 'Nirjala Ekadashi', hi: 'निर्जला एकादशी' },
  rule: {
    en:
      'Jyeshtha shukla ekadashi, the waterless fast, on the Ekadashi fast day (GET /v1/calendar/ekadashi: the day whose sunrise ' +
      'it covers, as Drik Panchang prints it), the Vaishnava day given where it is a day later (Drik Panchang, "Nirjala Ekadashi").',
    hi: 'ज्येष्ठ शुक्ल एकादशी, निर्जल उपवास, एकादशी व्रत के दिन (जिस दिन के सूर्योदय पर हो, जैसा दृक पंचांग छापता है); वैष्णव तिथि एक दिन बाद हो तो वह भी (दृक पंचांग)।',
  },
  tags: { regions: ['all_india', 'north'], traditions: ['vaishnava', 'smarta'] },
  find(ctx) {
    for (const span of nijaTithiSpans(ctx, 'jyeshtha', SHUKLA_EKADASHI_INDEX + 1)) {
      const found = ekadashiFound(ctx, ctx.tithis.indexOf(span), 'smarta');
      if (found !== null) return found;
    }
    return null;
  },
};

export const vaikunthaEkadashi: FestivalRule = {
  id: 'vaikuntha_ekadashi',
  verifiedYears: [2025, 2026],
  name: { en: 'Vaikuntha Ekadashi', hi: 'वैकुण्ठ एकादशी' },
  rule: {
    en:
      'The shukla ekadashi of the Tamil solar month Margazhi (the Sun in Dhanu, the month begun by the Tamil rule), whichever ' +
      'lunar month it falls in, on its Vaishnava fast day where the Vaishnava rule moves the fast a day later (flagged ' +
      'vaishnava_day: Drik Panchang, New York 2026, 20 December, the Smarta Mokshada Ekadashi being the 19th), else the Smarta ' +
      'day; a year with two (2025: 10 January and December) gives the first and flags twice_in_year, a year with none (2024) ' +
      'gives none (Drik Panchang, "Vaikuntha Ekadashi").',
    hi: 'तमिल सौर मास मार्गली (सूर्य धनु में) की शुक्ल एकादशी, चान्द्र मास कोई भी हो, एकादशी व्रत के दिन (दृक पंचांग); वर्ष में दो हों तो पहली।',
  },
  tags: { regions: ['tamil', 'kerala', 'karnataka', 'andhra_telangana'], traditions: ['vaishnava'] },
  find(ctx) {
    const margazhi = margazhiDays(ctx);
    const found: FestivalFound[] = [];
    ctx.tithis.forEach((span, k) => {
      if (span.index !== SHUKLA_EKADASHI_INDEX || k + 1 >= ctx.tithis.length) return;
      const f = ekadashiFound(ctx, k, 'vaishnava');
      if (f !== null && margazhi(f.dayIndex)) found.push(f);
    });
    const first = found[0];
    if (first === undefined) return null;
    if (found.length > 1) first.flags.push('twice_in_year');
    return first;
  },
};
