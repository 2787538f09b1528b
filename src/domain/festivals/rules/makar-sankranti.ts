/**
 * Makar Sankranti: the Sun's entry into sidereal Makara (Lahiri).
 *
 * Day: the local day whose daytime holds the sankranti; a sankranti after
 * sunset (or before sunrise) belongs to the next sunrise's day, as all its
 * observances are done by day. Punya kaal: from the sankranti (or that
 * sunrise) for 40 ghatis (16 hours) from the sankranti, within the daytime,
 * and never short of the first half of the daytime after a night sankranti
 * (as src/domain/sankranti/punya-kaal.ts draws it: Drik's 2019 text gives a
 * 20:05 moment 07:19-12:30, the half, where the 16 hours end at 12:05; its
 * 2024 page a 02:54 moment the whole daytime). Maha punya kaal: the
 * first 5 ghatis of it, a ghati here being a thirtieth of the daytime (so a
 * sixth of the daytime: Drik's 2025 New Delhi maha punya kaal is 09:03-10:48,
 * 105 minutes of a 631-minute day). Source: Drik Panchang, "Makar Sankranti"
 * (the 40-ghati punya kaal, the move to the next sunrise).
 */
import type { FestivalRule } from '../types.ts';
import { inYear, tithiAt, type FestivalYearContext } from '../year-context.ts';
import { festivalRuleText } from '../sentences.ts';
import { MAKARA, sankrantiDay } from '../sankranti-day.ts';

const GHATI_DAYS = 24 / 1_440;

export const makarSankranti: FestivalRule = {
  id: 'makar_sankranti',
  rule: festivalRuleText({ id: 'makar_sankranti' }),
  find(ctx: FestivalYearContext) {
    for (const s of ctx.sankrantis) {
      if (s.signIndex !== MAKARA) continue;
      // The shared day rule (sankranti-day.ts): for Makara, the day whose daytime holds the moment, else the next.
      const day = sankrantiDay(ctx, s.jdUt, MAKARA, 'dharma_sindhu');
      if (day === undefined || !inYear(ctx, day.index)) continue;
      const byDay = s.jdUt >= day.sunriseJdUt;
      const start = byDay ? s.jdUt : day.sunriseJdUt;
      const daytime = day.sunsetJdUt - day.sunriseJdUt;
      const span = Math.min(s.jdUt + 40 * GHATI_DAYS, day.sunsetJdUt);
      const end = byDay ? span : Math.max(day.sunriseJdUt + daytime / 2, span);
      const mahaEnd = Math.min(start + daytime / 6, end);
      return {
        dayIndex: day.index,
        tithi: tithiAt(ctx, day.sunriseJdUt),
        windows: [
          { id: 'punya_kaal', startJdUt: start, endJdUt: end },
          { id: 'maha_punya_kaal', startJdUt: start, endJdUt: mahaEnd },
        ],
        moments: [{ id: 'sankranti', atJdUt: s.jdUt }],
        flags: byDay ? [] : ['sankranti_after_sunset'],
      };
    }
    return null;
  },
};
