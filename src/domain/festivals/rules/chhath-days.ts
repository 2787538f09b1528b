/**
 * The four days of Chhath Puja around its Sandhya Arghya (the chhath_puja
 * row of tithi-rows.ts, the evening offering on Kartika shukla shashthi):
 * Nahay Khay two days before, Kharna (Lohanda) the day before, and Usha
 * Arghya, the offering to the rising Sun, the morning after (Drik Panchang,
 * "Chhath Puja": 2025 on 25, 26, 27 and 28 October). Each gives the
 * moment of its day's offering where there is one.
 */
import { tithiAt, type FestivalYearContext } from '../year-context.ts';
import { tithiOf } from '../prevailing.ts';
import type { Bilingual, FestivalFound, FestivalRule } from '../types.ts';
import { TITHI_ROW_RULES } from './tithi-rows.ts';

const sandhyaArghya = TITHI_ROW_RULES.find((r) => r.id === 'chhath_puja')!;

const TAGS = { regions: ['north'], traditions: ['smarta'] } as const;

function chhathDay(id: string, rule: Bilingual, offsetDays: number, moment?: 'sunrise' | 'sunset'): FestivalRule {
  return {
    id,
    rule,
    tags: TAGS,
    verifiedYears: [2023, 2024, 2025, 2026],
    find(ctx: FestivalYearContext): FestivalFound | null {
      const sandhya = sandhyaArghya.find(ctx);
      if (sandhya === null) return null;
      const day = ctx.days[sandhya.dayIndex + offsetDays];
      if (day === undefined || day.index < ctx.firstDayIndex || day.index > ctx.lastDayIndex) return null;
      const moments = moment === undefined ? [] : [{ id: moment, atJdUt: moment === 'sunrise' ? day.sunriseJdUt : day.sunsetJdUt }];
      return { dayIndex: day.index, tithi: tithiOf(tithiAt(ctx, day.sunriseJdUt)), windows: [], moments, flags: [] };
    },
  };
}

export const CHHATH_DAY_RULES: readonly FestivalRule[] = [
  chhathDay(
    'chhath_nahay_khay',
    {
      en: 'The first day of Chhath, two days before the Sandhya Arghya (usually Kartika shukla chaturthi): the ritual bath and one meal (Drik Panchang, "Chhath Puja").',
      hi: 'छठ का पहला दिन, संध्या अर्घ्य से दो दिन पहले (प्रायः कार्तिक शुक्ल चतुर्थी): स्नान और एक भोजन (दृक पंचांग)।',
    },
    -2,
  ),
  chhathDay(
    'chhath_kharna',
    {
      en: 'The second day of Chhath, the day before the Sandhya Arghya (usually Kartika shukla panchami): the fast broken after sunset (Drik Panchang, "Chhath Puja").',
      hi: 'छठ का दूसरा दिन, संध्या अर्घ्य से एक दिन पहले (प्रायः कार्तिक शुक्ल पंचमी): सूर्यास्त के बाद व्रत खुलता है (दृक पंचांग)।',
    },
    -1,
    'sunset',
  ),
  chhathDay(
    'chhath_usha_arghya',
    {
      en: 'The last day of Chhath, the morning after the Sandhya Arghya: the offering to the rising Sun at sunrise, and the fast broken (Drik Panchang, "Chhath Puja").',
      hi: 'छठ का अन्तिम दिन, संध्या अर्घ्य के अगले दिन प्रातः: उगते सूर्य को अर्घ्य (सूर्योदय पर), और पारण (दृक पंचांग)।',
    },
    1,
    'sunrise',
  ),
];
