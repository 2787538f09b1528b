/**
 * Makar Sankranti: the Sun's entry into sidereal Makara (Lahiri).
 *
 * Day: the local day whose daytime holds the sankranti; a sankranti after
 * sunset (or before sunrise) belongs to the next sunrise's day, as all its
 * observances are done by day (sankranti-day.ts, `dharma_sindhu`). Punya
 * kaal and maha punya kaal: the sankrantis' own rule (sankranti-windows.ts),
 * so the festival and GET /v1/calendar/sankrantis give the same windows:
 * from the sankranti (or that sunrise) for 40 ghatis within the daytime,
 * never short of the first half of the daytime after a night sankranti; the
 * maha punya kaal the first sixth of the daytime from there (Drik's 2025 New
 * Delhi maha punya kaal is 09:03-10:48, 105 minutes of a 631-minute day).
 * Source: Drik Panchang, "Makar Sankranti" (the 40-ghati punya kaal, the move
 * to the next sunrise).
 */
import type { FestivalRule } from '../types.ts';
import { inYear, tithiAt, type FestivalYearContext } from '../year-context.ts';
import { festivalRuleText } from '../sentences.ts';
import { MAKARA } from '../sankranti-day.ts';
import { sankrantiWindows } from '../sankranti-windows.ts';

export const makarSankranti: FestivalRule = {
  id: 'makar_sankranti',
  rule: festivalRuleText({ id: 'makar_sankranti' }),
  find(ctx: FestivalYearContext) {
    for (const s of ctx.sankrantis) {
      if (s.signIndex !== MAKARA) continue;
      const w = sankrantiWindows(ctx, s.jdUt, MAKARA);
      if (w === undefined || !inYear(ctx, w.day.index)) continue;
      return {
        dayIndex: w.day.index,
        tithi: tithiAt(ctx, w.day.sunriseJdUt),
        windows: [
          { id: 'punya_kaal', ...w.punyaKaal },
          { id: 'maha_punya_kaal', ...w.mahaPunyaKaal },
        ],
        moments: [{ id: 'sankranti', atJdUt: s.jdUt }],
        flags: w.placement === 'day' ? [] : ['sankranti_after_sunset'],
      };
    }
    return null;
  },
};
