/**
 * Festivals of a solar month, found by their nakshatra in the month as the
 * region's calendar bounds it (src/domain/festivals/sankranti-day.ts): Onam, Thiruvonam of the
 * Malayalam month Chingam. They answer as festival rules
 * (src/domain/festivals/types.ts), so GET /v1/calendar/festivals lists them.
 */
import {
  inYear,
  nakshatraAt,
  occurrenceOf,
  tithiAt,
  type DeclaredRule,
  type FestivalRule,
  type FestivalYearContext,
  type LocalDay,
} from '../festivals/index.ts';
import { sankrantiDay, type SankrantiDayRule } from '../festivals/index.ts';

const SIMHA = 4;
const HASTA = 12;
const SHRAVANA = 21;

/**
 * The days of the solar month that begins with the sankranti into `signIndex`
 * (by `rule`) and ends the day before the next sign's, for each such month
 * whose first day falls in the context's days.
 */
export function solarMonths(ctx: FestivalYearContext, signIndex: number, rule: SankrantiDayRule): LocalDay[][] {
  const out: LocalDay[][] = [];
  for (const s of ctx.sankrantis) {
    if (s.signIndex !== signIndex) continue;
    const next = ctx.sankrantis.find((x) => x.jdUt > s.jdUt);
    const first = sankrantiDay(ctx, s.jdUt, signIndex, rule);
    const after = next && sankrantiDay(ctx, next.jdUt, next.signIndex, rule);
    if (first === undefined || after === undefined) continue;
    out.push(ctx.days.slice(first.index, after.index));
  }
  return out;
}

/** True when the nakshatra `index` covers the day's sunrise. */
const atSunrise = (ctx: FestivalYearContext, day: LocalDay, index: number): boolean => nakshatraAt(ctx, day.sunriseJdUt).index === index;

/**
 * Onam (Thiruvonam): the day of the Malayalam month Chingam (the Sun in
 * Simha, the month begun by the Kerala rule) whose sunrise Thiruvonam
 * (Shravana) covers, the ten-day festival beginning at Atham (Hasta) within
 * Chingam too; when Thiruvonam comes twice (2024: 19 August and 15
 * September), the one whose Atham falls in Chingam. Source: timeanddate.com's
 * Onam dates; the Malayalam calendar as Drik Panchang states it.
 */
export const onam: FestivalRule = {
  id: 'onam',
  rule: {
    en:
      'Thiruvonam (Shravana nakshatra) of the Malayalam month Chingam (the Sun in Simha, the month begun by the Kerala rule), on the ' +
      "day whose sunrise it covers, the festival's Atham (Hasta) ten days earlier within Chingam too; of two, the one whose Atham " +
      'is (timeanddate.com; Drik Panchang).',
    hi:
      'मलयालम मास चिंगम (सूर्य सिंह में, केरल नियम से आरम्भ) का तिरुवोणम (श्रवण नक्षत्र), जिस दिन के सूर्योदय पर हो, दस दिन पहले का अत्तम ' +
      '(हस्त) भी चिंगम में; दो हों तो वह जिसका अत्तम चिंगम में हो (दृक पंचांग)।',
  },
  tags: { regions: ['kerala'], traditions: ['vaishnava', 'smarta'] },
  // The years of timeanddate.com's dates the tests check (test/reference/drik-sankranti.ts, ONAM).
  verifiedYears: [2021, 2022, 2023, 2024, 2025, 2026, 2027],
  find(ctx) {
    for (const month of solarMonths(ctx, SIMHA, 'kerala')) {
      const first = month[0]!;
      const candidates = month.filter((d) => atSunrise(ctx, d, SHRAVANA));
      const day =
        candidates.find((d) => {
          const atham = [...ctx.days.slice(0, d.index)].reverse().find((x) => atSunrise(ctx, x, HASTA));
          return atham !== undefined && atham.index >= first.index;
        }) ?? candidates[candidates.length - 1];
      if (day === undefined || !inYear(ctx, day.index)) continue;
      const n = nakshatraAt(ctx, day.sunriseJdUt);
      return {
        dayIndex: day.index,
        tithi: tithiAt(ctx, day.sunriseJdUt),
        windows: [{ id: 'thiruvonam', startJdUt: n.startJdUt, endJdUt: n.endJdUt }],
        moments: [],
        flags: candidates.length > 1 ? ['thiruvonam_twice_in_chingam'] : [],
      };
    }
    return null;
  },
};

/** Tamil months by the sign the Sun is in (the month begun by the Tamil rule). */
const MAKARA_SIGN = 9;
const KUMBHA_SIGN = 10;
const MEENA_SIGN = 11;
const PUSHYA = 7;
const MAGHA_NAKSHATRA = 9;
const UTTARA_PHALGUNI = 11;

interface TamilNakshatraRow {
  id: string;
  signIndex: number;
  nakshatraIndex: number;
  rule: FestivalRule['rule'];
  verifiedYears: readonly number[];
}

/**
 * A Tamil festival: the day of the Tamil month (the Sun in `signIndex`, the
 * month begun by the Tamil rule) whose sunrise the nakshatra covers; when it
 * does on two days of the month, the later, the first falling in the month's
 * opening days, a fortnight before its full moon (2025: Thaipusam 11 February
 * not 15 January, Masi Magam 12 March not 13 February, Panguni Uthiram 11
 * April not 15 March). Window: the nakshatra's span.
 */
function tamilNakshatraRule(row: TamilNakshatraRow): FestivalRule {
  return {
    id: row.id,
    rule: row.rule,
    tags: { regions: ['tamil', 'kerala'], traditions: ['kaumara', 'shaiva', 'smarta'] },
    verifiedYears: row.verifiedYears,
    find(ctx) {
      for (const month of solarMonths(ctx, row.signIndex, 'tamil')) {
        const candidates = month.filter((d) => atSunrise(ctx, d, row.nakshatraIndex));
        const day = candidates[candidates.length - 1];
        if (day === undefined || !inYear(ctx, day.index)) continue;
        const n = nakshatraAt(ctx, day.sunriseJdUt);
        return {
          dayIndex: day.index,
          tithi: tithiAt(ctx, day.sunriseJdUt),
          windows: [{ id: 'nakshatra', startJdUt: n.startJdUt, endJdUt: n.endJdUt }],
          moments: [],
          flags: candidates.length > 1 ? ['nakshatra_twice_in_month'] : [],
        };
      }
      return null;
    },
  };
}

const SOURCE_EN = 'the Tamil solar calendar as Drik Panchang states it; the dates newspapers quote from it';
const SOURCE_HI = 'दृक पंचांग';

export const thaipusam = tamilNakshatraRule({
  id: 'thaipusam',
  signIndex: MAKARA_SIGN,
  nakshatraIndex: PUSHYA,
  verifiedYears: [2025],
  rule: {
    en: `Pusam (Pushya) of the Tamil month Thai (the Sun in Makara), on the day whose sunrise it covers; of two, the later (${SOURCE_EN}).`,
    hi: `तमिल मास थै (सूर्य मकर में) का पूसम (पुष्य) नक्षत्र, जिस दिन के सूर्योदय पर हो; दो हों तो बाद वाला (${SOURCE_HI})।`,
  },
});

export const masiMagam = tamilNakshatraRule({
  id: 'masi_magam',
  signIndex: KUMBHA_SIGN,
  nakshatraIndex: MAGHA_NAKSHATRA,
  verifiedYears: [2021, 2024],
  rule: {
    en: `Magam (Magha) of the Tamil month Masi (the Sun in Kumbha), on the day whose sunrise it covers; of two, the later (${SOURCE_EN}).`,
    hi: `तमिल मास मासी (सूर्य कुम्भ में) का मघा नक्षत्र, जिस दिन के सूर्योदय पर हो; दो हों तो बाद वाला (${SOURCE_HI})।`,
  },
});

export const panguniUthiram = tamilNakshatraRule({
  id: 'panguni_uthiram',
  signIndex: MEENA_SIGN,
  nakshatraIndex: UTTARA_PHALGUNI,
  verifiedYears: [2025],
  rule: {
    en: `Uthiram (Uttara Phalguni) of the Tamil month Panguni (the Sun in Meena), on the day whose sunrise it covers; of two, the later (${SOURCE_EN}).`,
    hi: `तमिल मास पंगुनी (सूर्य मीन में) का उत्तरा फाल्गुनी नक्षत्र, जिस दिन के सूर्योदय पर हो; दो हों तो बाद वाला (${SOURCE_HI})।`,
  },
});

const VRISHCHIKA_SIGN = 7;
const KRITTIKA = 2;
/** Masik Karthigai's declared rule (src/domain/vrats/rows.ts): Krittika at sunset, else at sunrise. */
const KRITTIKA_AT_SUNSET: DeclaredRule = {
  tithis: [],
  nakshatras: [KRITTIKA + 1],
  kala: 'sunset',
  both: 'first',
  windows: [],
  moments: [],
};

/**
 * Karthigai Deepam: the Masik Karthigai (Krittika at sunset, else at
 * sunrise) of the Tamil month Karthigai (the Sun in Vrishchika, the month
 * begun by the Tamil rule); of two, the later.
 */
export const karthigaiDeepam: FestivalRule = {
  id: 'karthigai_deepam',
  rule: {
    en:
      'The Masik Karthigai of the Tamil month Karthigai (the Sun in Vrishchika): the day whose sunset Krittika covers, else the ' +
      "day whose sunrise it covers; of two in the month, the later (Drik Panchang; templesinindiainfo.com's lists).",
    hi: 'तमिल मास कार्तिगै (सूर्य वृश्चिक में) का मासिक कार्तिगै: जिस दिन के सूर्यास्त पर कृत्तिका हो, अन्यथा जिसके सूर्योदय पर; दो हों तो बाद वाला (दृक पंचांग)।',
  },
  tags: { regions: ['tamil', 'kerala'], traditions: ['shaiva', 'kaumara'] },
  verifiedYears: [2020, 2021, 2025, 2030],
  find(ctx) {
    for (const month of solarMonths(ctx, VRISHCHIKA_SIGN, 'tamil')) {
      const first = month[0]!.index;
      const last = month[month.length - 1]!.index;
      const found = ctx.nakshatras
        .filter((n) => n.index === KRITTIKA && n.endJdUt > month[0]!.startJdUt - 1 && n.startJdUt < month[month.length - 1]!.endJdUt + 1)
        .map((n) => occurrenceOf(ctx, KRITTIKA_AT_SUNSET, n))
        .filter((o) => o !== undefined && o.day.index >= first && o.day.index <= last);
      const pick = found[found.length - 1];
      if (pick === undefined || !inYear(ctx, pick.day.index)) continue;
      return {
        dayIndex: pick.day.index,
        tithi: pick.tithi,
        windows: pick.windows,
        moments: [],
        flags: [...pick.flags, ...(found.length > 1 ? ['nakshatra_twice_in_month'] : [])],
      };
    }
    return null;
  },
};

/** The solar-month festivals, in calendar order. */
export const SOLAR_FESTIVAL_RULES: readonly FestivalRule[] = [thaipusam, masiMagam, panguniUthiram, onam, karthigaiDeepam];
