/**
 * Festivals kept on an Ekadashi fast day, as rows: the shukla Ekadashi of a
 * nija lunar month, or of a solar month (solar-month.ts), on the day the
 * Ekadashi rules of GET /v1/calendar/ekadashi give (src/domain/ekadashi: the
 * Smarta day Drik Panchang prints, and the Vaishnava day where it is later),
 * so a festival and the Ekadashi list never disagree. The north Indian ones
 * keep the Smarta day and give the Vaishnava day beside it; the south Indian
 * temple Ekadashis (Vaikuntha, Guruvayur) keep the Vaishnava day, where Drik
 * Panchang lists them.
 */
import { observanceOf, SHUKLA_EKADASHI_INDEX, type ObservanceDays } from '../../ekadashi/index.ts';
import { tithiOf } from '../prevailing.ts';
import type { Bilingual, FestivalFound, FestivalRule, FestivalTags } from '../types.ts';
import type { LunarMonthId } from '../../lunar-month/index.ts';
import type { SankrantiDayRule } from '../sankranti-day.ts';
import { inYear, nijaTithiSpans, type FestivalYearContext } from '../year-context.ts';
import { DHANU, solarMonthDays, VRISHCHIKA } from './solar-month.ts';

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

interface EkadashiRow {
  id: string;
  rule: Bilingual;
  tags: FestivalTags;
  verifiedYears: readonly number[];
  /** The shukla Ekadashi of this nija lunar month, or of the solar month of the Sun in `sign` begun by `rule`. */
  month: LunarMonthId | { sign: number; rule: SankrantiDayRule };
  keep: 'smarta' | 'vaishnava';
}

/**
 * The row as a festival rule: the first occurrence in the year (`find`) and
 * every occurrence (`findAll`); each flagged `twice_in_year` where a solar
 * month holds two in one Gregorian year.
 */
function ekadashiFestival(row: EkadashiRow): FestivalRule {
  const { month, keep } = row;
  const all = (ctx: FestivalYearContext): FestivalFound[] => {
    if (typeof month === 'string') {
      for (const span of nijaTithiSpans(ctx, month, SHUKLA_EKADASHI_INDEX + 1)) {
        const found = ekadashiFound(ctx, ctx.tithis.indexOf(span), keep);
        if (found !== null) return [found];
      }
      return [];
    }
    const inMonth = solarMonthDays(ctx, month.sign, month.rule);
    const found: FestivalFound[] = [];
    ctx.tithis.forEach((span, k) => {
      if (span.index !== SHUKLA_EKADASHI_INDEX || k + 1 >= ctx.tithis.length) return;
      const f = ekadashiFound(ctx, k, keep);
      if (f !== null && inMonth(f.dayIndex)) found.push(f);
    });
    if (found.length > 1) for (const f of found) f.flags.push('twice_in_year');
    return found;
  };
  return {
    id: row.id,
    rule: row.rule,
    tags: row.tags,
    verifiedYears: row.verifiedYears,
    find: (ctx) => all(ctx)[0] ?? null,
    findAll: all,
  };
}

const NORTH = { regions: ['all_india', 'north'], traditions: ['vaishnava', 'smarta'] } as const;
const SMARTA_DAY =
  'on the Ekadashi fast day (GET /v1/calendar/ekadashi: the day whose sunrise it covers, as Drik Panchang prints it), the ' +
  'Vaishnava day given where it is a day later';
const SMARTA_DAY_HI = 'एकादशी व्रत के दिन (जिस दिन के सूर्योदय पर हो, जैसा दृक पंचांग छापता है); वैष्णव तिथि एक दिन बाद हो तो वह भी';

const ROWS: readonly EkadashiRow[] = [
  {
    id: 'amalaki_ekadashi',
    month: 'phalguna',
    keep: 'smarta',
    tags: NORTH,
    verifiedYears: [2024, 2026, 2027],
    rule: {
      en: `Phalguna shukla ekadashi, the amla tree worshipped, Rangbhari Ekadashi in Kashi, ${SMARTA_DAY} (Drik Panchang, "Amalaki Ekadashi").`,
      hi: `फाल्गुन शुक्ल एकादशी, आँवले की पूजा, काशी में रंगभरी एकादशी, ${SMARTA_DAY_HI} (दृक पंचांग)।`,
    },
  },
  {
    id: 'nirjala_ekadashi',
    month: 'jyeshtha',
    keep: 'smarta',
    tags: NORTH,
    verifiedYears: [2024, 2026, 2027],
    rule: {
      en: `Jyeshtha shukla ekadashi, the waterless fast, ${SMARTA_DAY} (Drik Panchang, "Nirjala Ekadashi").`,
      hi: `ज्येष्ठ शुक्ल एकादशी, निर्जल उपवास, ${SMARTA_DAY_HI} (दृक पंचांग)।`,
    },
  },
  {
    id: 'devshayani_ekadashi',
    month: 'ashadha',
    keep: 'smarta',
    tags: { regions: ['all_india', 'maharashtra'], traditions: ['vaishnava', 'smarta'] },
    verifiedYears: [2023, 2024, 2025, 2026, 2027],
    rule: {
      en: `Ashadha shukla ekadashi, Vishnu's sleep and Chaturmas begin, the Pandharpur wari's day, ${SMARTA_DAY} (Drik Panchang, "Devshayani Ekadashi").`,
      hi: `आषाढ़ शुक्ल एकादशी, विष्णु शयन और चातुर्मास का आरम्भ, पंढरपुर वारी, ${SMARTA_DAY_HI} (दृक पंचांग)।`,
    },
  },
  {
    id: 'parsva_ekadashi',
    month: 'bhadrapada',
    keep: 'smarta',
    tags: NORTH,
    verifiedYears: [2023, 2024, 2025, 2026, 2027],
    rule: {
      en: `Bhadrapada shukla ekadashi, when the sleeping Vishnu turns on his side, ${SMARTA_DAY} (Drik Panchang, "Parsva Ekadashi").`,
      hi: `भाद्रपद शुक्ल एकादशी, शयन में विष्णु करवट बदलते हैं, ${SMARTA_DAY_HI} (दृक पंचांग)।`,
    },
  },
  {
    id: 'devutthana_ekadashi',
    month: 'kartika',
    keep: 'smarta',
    tags: NORTH,
    verifiedYears: [2024, 2025, 2026, 2027],
    rule: {
      en: `Kartika shukla ekadashi, Vishnu's waking and Chaturmas's end, ${SMARTA_DAY} (Drik Panchang, "Devutthana Ekadashi").`,
      hi: `कार्तिक शुक्ल एकादशी, विष्णु का जागरण और चातुर्मास का अन्त, ${SMARTA_DAY_HI} (दृक पंचांग)।`,
    },
  },
  {
    id: 'guruvayur_ekadashi',
    month: { sign: VRISHCHIKA, rule: 'kerala' },
    keep: 'vaishnava',
    tags: { regions: ['kerala'], traditions: ['vaishnava'] },
    verifiedYears: [2024, 2025, 2026, 2027],
    rule: {
      en:
        'The shukla ekadashi of the Malayalam month Vrischikam (the Sun in Vrishchika, the month begun by the Kerala rule), on its ' +
        'Vaishnava fast day where later than the Smarta day (flag vaishnava_day: Drik Panchang, New Delhi 2026, 21 November, the ' +
        'Smarta Devutthana Ekadashi being the 20th), else the Smarta day (Drik Panchang, "Guruvayur Ekadashi").',
      hi: 'मलयालम मास वृश्चिकम (सूर्य वृश्चिक में) की शुक्ल एकादशी; वैष्णव व्रत बाद में हो तो उस दिन, अन्यथा स्मार्त दिन (दृक पंचांग)।',
    },
  },
  {
    id: 'vaikuntha_ekadashi',
    month: { sign: DHANU, rule: 'tamil' },
    keep: 'vaishnava',
    tags: { regions: ['tamil', 'kerala', 'karnataka', 'andhra_telangana'], traditions: ['vaishnava'] },
    verifiedYears: [2023, 2025, 2026],
    rule: {
      en:
        'The shukla ekadashi of the Tamil solar month Margazhi (the Sun in Dhanu, the month begun by the Tamil rule), whichever ' +
        'lunar month it falls in, on its Vaishnava fast day where the Vaishnava rule moves the fast a day later (flagged ' +
        'vaishnava_day: Drik Panchang, New York 2026, 20 December, the Smarta Mokshada Ekadashi being the 19th), else the Smarta ' +
        'day; a year with two (2025: 10 January and 30 December) gives both, each flagged twice_in_year, a year with none ' +
        '(2024, 2027) gives none (Drik Panchang, "Vaikuntha Ekadashi").',
      hi:
        'तमिल सौर मास मार्गली (सूर्य धनु में) की शुक्ल एकादशी, चान्द्र मास कोई भी हो; वैष्णव व्रत एक दिन बाद हो तो उस दिन, अन्यथा स्मार्त दिन ' +
        '(दृक पंचांग); वर्ष में दो हों तो दोनों।',
    },
  },
  {
    id: 'gita_jayanti',
    month: 'margashirsha',
    keep: 'smarta',
    tags: { regions: ['all_india'], traditions: ['vaishnava'] },
    verifiedYears: [2024, 2025, 2026],
    rule: {
      en:
        `Margashirsha shukla ekadashi (Mokshada Ekadashi), the day the Gita was spoken, ${SMARTA_DAY} (Drik Panchang, ` +
        '"Gita Jayanti": 22 December 2023, its Smarta Mokshada Ekadashi, where the ekadashi holds the next sunrise by two minutes).',
      hi: `मार्गशीर्ष शुक्ल एकादशी (मोक्षदा एकादशी), गीता उपदेश का दिन, ${SMARTA_DAY_HI} (दृक पंचांग)।`,
    },
  },
];

export const EKADASHI_FESTIVAL_RULES: readonly FestivalRule[] = ROWS.map(ekadashiFestival);
