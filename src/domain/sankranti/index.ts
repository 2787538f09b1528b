/**
 * Sankrantis: the Sun's entries into the twelve sidereal signs (Lahiri) of a
 * year at a place, each with the day it is kept on, its punya kaal and maha
 * punya kaal, and the regional observances tied to it. Reads the festivals'
 * year context (its days and the Sun's sign ingresses), so one context serves
 * festivals, vrats and sankrantis. Other groups import only from here.
 */
import type { Bilingual, FestivalYearContext, LocalDay } from '../festivals/index.ts';
import { inYear } from '../festivals/index.ts';
import type { Window } from '../panchang/index.ts';
import { sankrantiDay, sankrantiWindows, type SankrantiDayRule } from '../festivals/index.ts';

export {
  MAKARA,
  nightMidpointJdUt,
  sankrantiDay,
  sankrantiPlace,
  PUNYA_GHATIS,
  SANKRANTI_DAY_RULES,
  sankrantiWindows,
  type SankrantiDayRule,
  type SankrantiPart,
  type SankrantiWindows,
} from '../festivals/index.ts';
export { karthigaiDeepam, masiMagam, onam, panguniUthiram, SOLAR_FESTIVAL_RULES, solarMonths, thaipusam } from './solar-festivals.ts';

/** The sankrantis by sign index (0 = Mesha): id and names. */
export const SANKRANTI_NAMES: readonly { id: string }[] = [
  { id: 'mesha' },
  { id: 'vrishabha' },
  { id: 'mithuna' },
  { id: 'karka' },
  { id: 'simha' },
  { id: 'kanya' },
  { id: 'tula' },
  { id: 'vrishchika' },
  { id: 'dhanu' },
  { id: 'makara' },
  { id: 'kumbha' },
  { id: 'meena' },
];

/** Region tags of the observances (the festivals' tags). */
export type SankrantiRegion = 'all_india' | 'north' | 'gujarat' | 'bengal' | 'odisha' | 'tamil' | 'kerala';

/** An observance kept on a sankranti's day by a region's rule, or a fixed number of days from it. */
export interface SankrantiObservanceRule {
  id: string;
  /** Sign index of the sankranti (0 = Mesha). */
  signIndex: number;
  dayRule: SankrantiDayRule;
  /** Days after (positive) or before (negative) that day. */
  offsetDays: number;
  regions: readonly SankrantiRegion[];
  rule: Bilingual;
}

const MESHA = 0;
const KANYA = 5;
const DHANU = 8;
const MAKARA_SIGN = 9;
const MEENA = 11;

/**
 * The observances tied to sankrantis, each on the day its region's calendar
 * gives the sankranti (src/domain/festivals/sankranti-day.ts), or a day from it.
 */
export const SANKRANTI_OBSERVANCES: readonly SankrantiObservanceRule[] = [
  {
    id: 'lohri',
    signIndex: MAKARA_SIGN,
    dayRule: 'dharma_sindhu',
    offsetDays: -1,
    regions: ['north'],
    rule: {
      en: 'The eve of Makar Sankranti: the day before the day Makar Sankranti is kept (Drik Panchang, "Lohri").',
      hi: 'मकर संक्रांति की पूर्व संध्या: जिस दिन मकर संक्रांति मनाई जाए उससे पहला दिन (दृक पंचांग)।',
    },
  },
  {
    id: 'uttarayan',
    signIndex: MAKARA_SIGN,
    dayRule: 'dharma_sindhu',
    offsetDays: 0,
    regions: ['gujarat'],
    rule: {
      en: 'The day Makar Sankranti is kept (Drik Panchang).',
      hi: 'जिस दिन मकर संक्रांति मनाई जाए (दृक पंचांग)।',
    },
  },
  {
    id: 'bhogi',
    signIndex: MAKARA_SIGN,
    dayRule: 'tamil',
    offsetDays: -1,
    regions: ['tamil'],
    rule: {
      en: 'The day before Thai Pongal (Drik Panchang, "Bhogi Pandigai").',
      hi: 'थाई पोंगल से पहला दिन (दृक पंचांग)।',
    },
  },
  {
    id: 'thai_pongal',
    signIndex: MAKARA_SIGN,
    dayRule: 'tamil',
    offsetDays: 0,
    regions: ['tamil'],
    rule: {
      en: 'The first day of the Tamil month Thai: the day of the Makara sankranti, or the next day when it falls after sunset (the Tamil rule) (Drik Panchang).',
      hi: 'तमिल मास थै का पहला दिन: मकर संक्रांति का दिन, या सूर्यास्त के बाद हो तो अगला दिन (तमिल नियम) (दृक पंचांग)।',
    },
  },
  {
    id: 'mattu_pongal',
    signIndex: MAKARA_SIGN,
    dayRule: 'tamil',
    offsetDays: 1,
    regions: ['tamil'],
    rule: {
      en: 'The day after Thai Pongal (Drik Panchang, "Mattu Pongal").',
      hi: 'थाई पोंगल के अगले दिन (दृक पंचांग)।',
    },
  },
  {
    id: 'baisakhi',
    signIndex: MESHA,
    dayRule: 'dharma_sindhu',
    offsetDays: 0,
    regions: ['north'],
    rule: {
      en: 'The first day of Vaisakh: the day Mesha Sankranti is kept, so a sankranti in the small hours keeps that morning\'s day (Drik Panchang, "Baisakhi": 14 April 2021 at 02:48 AM, 14 April 2025 at 03:30 AM).',
      hi: 'वैशाख का पहला दिन: जिस दिन मेष संक्रांति मनाई जाए, अतः भोर से पहले की संक्रांति उसी सुबह वाले दिन (दृक पंचांग: 14 अप्रैल 2021, 14 अप्रैल 2025)।',
    },
  },
  {
    id: 'puthandu',
    signIndex: MESHA,
    dayRule: 'tamil',
    offsetDays: 0,
    regions: ['tamil'],
    rule: {
      en: 'The Tamil New Year, the first day of Chithirai: the day of the Mesha sankranti, or the next day when it falls after sunset (Drik Panchang).',
      hi: 'तमिल नव वर्ष, चित्तिरै का पहला दिन: मेष संक्रांति का दिन, या सूर्यास्त के बाद हो तो अगला दिन (दृक पंचांग)।',
    },
  },
  {
    id: 'vishu',
    signIndex: MESHA,
    dayRule: 'kerala',
    offsetDays: 0,
    regions: ['kerala'],
    rule: {
      en: 'The first day of Medam: the day of the Mesha sankranti when it falls within the first three fifths of the daytime, else the next day (the Malayalam rule) (Drik Panchang).',
      hi: 'मेडम मास का पहला दिन: मेष संक्रांति दिनमान के पहले तीन पाँचवें भागों में हो तो उसी दिन, अन्यथा अगले दिन (मलयालम नियम) (दृक पंचांग)।',
    },
  },
  {
    id: 'pohela_boishakh',
    signIndex: MESHA,
    dayRule: 'bengal',
    offsetDays: 0,
    regions: ['bengal'],
    rule: {
      en: 'The Bengali New Year, the first day of Boishakh: the day after the Mesha sankranti when it falls before midnight, two days after when after (the Bengali rule) (Drik Panchang).',
      hi: 'बांग्ला नव वर्ष, बैशाख का पहला दिन: मेष संक्रांति अर्धरात्रि से पहले हो तो अगले दिन, बाद में हो तो उसके अगले दिन (बांग्ला नियम) (दृक पंचांग)।',
    },
  },
  {
    id: 'pana_sankranti',
    signIndex: MESHA,
    dayRule: 'odisha',
    offsetDays: 0,
    regions: ['odisha'],
    rule: {
      en: 'The Odia New Year (Maha Vishuba Sankranti): the day of the Mesha sankranti when it falls before midnight, else the next day (the Odia rule) (Drik Panchang).',
      hi: 'ओड़िआ नव वर्ष (महा विषुव संक्रांति): मेष संक्रांति अर्धरात्रि से पहले हो तो उसी दिन, अन्यथा अगले दिन (ओड़िआ नियम) (दृक पंचांग)।',
    },
  },
  {
    id: 'vishwakarma_puja',
    signIndex: KANYA,
    dayRule: 'dharma_sindhu',
    offsetDays: 0,
    regions: ['all_india', 'bengal', 'odisha'],
    rule: {
      en: 'The day Kanya Sankranti is kept (Drik Panchang, "Vishwakarma Puja").',
      hi: 'जिस दिन कन्या संक्रांति मनाई जाए (दृक पंचांग)।',
    },
  },
  {
    id: 'kharmas_start',
    signIndex: DHANU,
    dayRule: 'dharma_sindhu',
    offsetDays: 0,
    regions: ['north'],
    rule: {
      en: 'Kharmas, the month without weddings, runs from the Dhanu sankranti to the Makara sankranti; kept from the day Dhanu Sankranti is kept (Drik Panchang).',
      hi: 'खरमास (विवाह वर्जित) धनु संक्रांति से मकर संक्रांति तक; जिस दिन धनु संक्रांति मनाई जाए उस दिन से (दृक पंचांग)।',
    },
  },
  {
    id: 'chaitra_kharmas_start',
    signIndex: MEENA,
    dayRule: 'dharma_sindhu',
    offsetDays: 0,
    regions: ['north'],
    rule: {
      en: 'The second kharmas runs from the Meena sankranti to the Mesha sankranti; kept from the day Meena Sankranti is kept (Drik Panchang).',
      hi: 'दूसरा खरमास मीन संक्रांति से मेष संक्रांति तक; जिस दिन मीन संक्रांति मनाई जाए उस दिन से (दृक पंचांग)।',
    },
  },
];

export const SANKRANTI_OBSERVANCE_IDS: readonly string[] = SANKRANTI_OBSERVANCES.map((o) => o.id);

export interface SankrantiObservance {
  rule: SankrantiObservanceRule;
  day: LocalDay;
}

export interface SankrantiFound {
  signIndex: number;
  /** The Sun's entry into the sign. */
  atJdUt: number;
  /** The day it is kept on (dharma_sindhu) and its windows. */
  day: LocalDay;
  punyaKaal: Window;
  mahaPunyaKaal: Window;
  placement: 'day' | 'night_kept_before' | 'night_kept_after';
  observances: SankrantiObservance[];
}

/**
 * The sankrantis kept (dharma_sindhu) on a day of the context's year, in
 * order, each with the observances tied to it (all, or those in `observanceIds`).
 */
export function sankrantisOfYear(ctx: FestivalYearContext, observanceIds?: readonly string[]): SankrantiFound[] {
  const rules = observanceIds === undefined ? SANKRANTI_OBSERVANCES : SANKRANTI_OBSERVANCES.filter((o) => observanceIds.includes(o.id));
  const out: SankrantiFound[] = [];
  for (const s of ctx.sankrantis) {
    const w = sankrantiWindows(ctx, s.jdUt, s.signIndex);
    if (w === undefined || !inYear(ctx, w.day.index)) continue;
    const observances: SankrantiObservance[] = [];
    for (const rule of rules) {
      if (rule.signIndex !== s.signIndex) continue;
      const base = sankrantiDay(ctx, s.jdUt, s.signIndex, rule.dayRule);
      const day = base && ctx.days[base.index + rule.offsetDays];
      if (day !== undefined) observances.push({ rule, day });
    }
    out.push({ signIndex: s.signIndex, atJdUt: s.jdUt, ...w, observances });
  }
  return out;
}
