/**
 * The punya kaal and maha punya kaal of a sankranti, as Drik Panchang prints
 * them on its sankranti pages: the one rule for the sankrantis operation
 * (src/domain/sankranti) and the Makar Sankranti festival
 * (rules/makar-sankranti.ts).
 *
 * The span of each sign (Dharma Sindhu, Sankranti Nirnaya, as Drik's
 * "Sankranti" page tables it): 16 ghatis before the moment for Vrishabha,
 * Simha, Vrishchika and Kumbha (the Vishnupadi sankrantis); 16 after for
 * Mithuna, Kanya, Dhanu and Meena (Shadashiti-mukha); 30 before for Karka;
 * 40 after for Makara; before and after for the equinoctial Mesha and Tula
 * (10 ghatis each way: Drik's 2019 Mesha Sankranti, 10:25-18:25 around 14:25).
 *
 * - A moment in the daytime: the span, counted in ghatis of that daytime (a
 *   thirtieth of sunrise to sunset: Drik's Kanya Sankranti 2022 in New Delhi,
 *   07:36-14:09, is 16 of them), cut to the daytime; maha punya kaal: the 5
 *   such ghatis (a sixth of the daytime) next to the moment on the punya
 *   side (Makara 2025: 09:03-10:48; Kanya 2022: 07:36-09:39), 1 each way for
 *   Mesha and Tula (2019: 14:01-14:49).
 * - A moment at night, kept on the day before it (dharma_sindhu): the second
 *   half of that daytime, maha punya kaal its last sixth (Mesha 2024 at 21:15:
 *   12:22-18:46 and 16:38-18:46).
 * - A moment at night, kept on the next day: the first half of that
 *   daytime, maha punya kaal its first sixth (Vrishabha 2025 at 00:20: 6 h
 *   47 min; Kanya 2017 at 00:44 in Ujjain: 06:17-12:21 and 06:17-08:18).
 * - In both night cases the span itself, counted from the moment in ghatis of
 *   24 minutes (Drik's Makar Sankranti page: 40 ghatis, 16 hours), widens
 *   that half where it reaches further into the daytime, cut at sunrise or
 *   sunset: Makara 2024 at 02:54 gets the whole daytime, 07:15-17:46, as
 *   Drik prints it (and Drik's 2013 text for a 07:03 moment, before sunrise:
 *   "from this moment to sunset"), while Makara 2019 at 20:05 still gets the
 *   first half, 07:19-12:30 (the 16 hours end at 12:05).
 */
import type { Window } from '../panchang/index.ts';
import { drikSankrantiJdUt, sankrantiDay, sankrantiPlace } from './sankranti-day.ts';
import type { FestivalYearContext, LocalDay } from './year-context.ts';

/** Ghatis of punya kaal before and after the moment, by sign index (0 = Mesha). */
export const PUNYA_GHATIS: readonly { before: number; after: number }[] = [
  { before: 10, after: 10 }, // Mesha
  { before: 16, after: 0 }, // Vrishabha
  { before: 0, after: 16 }, // Mithuna
  { before: 30, after: 0 }, // Karka
  { before: 16, after: 0 }, // Simha
  { before: 0, after: 16 }, // Kanya
  { before: 10, after: 10 }, // Tula
  { before: 16, after: 0 }, // Vrishchika
  { before: 0, after: 16 }, // Dhanu
  { before: 0, after: 40 }, // Makara
  { before: 16, after: 0 }, // Kumbha
  { before: 0, after: 16 }, // Meena
];

/** Ghatis of the daytime in the maha punya kaal next to a daytime moment on one side, and on each side for Mesha and Tula. */
const MAHA_GHATIS_ONE_SIDE = 5;
const MAHA_GHATIS_EACH_SIDE = 1;
/** A ghati of the whole day (24 minutes, in days), in which a night moment's span is counted. */
const GHATI_OF_DAY = 1 / 60;

export interface SankrantiWindows {
  /** The day the sankranti is kept on (dharma_sindhu). */
  day: LocalDay;
  punyaKaal: Window;
  mahaPunyaKaal: Window;
  /** Where the moment fell: in that day's daytime, or in a night, kept on the day before or after it. */
  placement: 'day' | 'night_kept_before' | 'night_kept_after';
}

function clip(w: Window, day: LocalDay): Window {
  return { startJdUt: Math.max(w.startJdUt, day.sunriseJdUt), endJdUt: Math.min(w.endJdUt, day.sunsetJdUt) };
}

/** The day (dharma_sindhu) and windows of a sankranti into `signIndex` at `jdUt`, or undefined outside the context's days. */
export function sankrantiWindows(ctx: FestivalYearContext, jdUt: number, signIndex: number): SankrantiWindows | undefined {
  // Day or night by Drik's moment, as the day rule places it (sankranti-day.ts); the spans count from ours.
  const at = sankrantiPlace(ctx, drikSankrantiJdUt(jdUt));
  const day = sankrantiDay(ctx, jdUt, signIndex, 'dharma_sindhu');
  if (at === undefined || day === undefined) return undefined;
  const daytime = day.sunsetJdUt - day.sunriseJdUt;
  const ghati = daytime / 30;
  const { before, after } = PUNYA_GHATIS[signIndex]!;
  if (at.part === 'day') {
    const punyaKaal = clip({ startJdUt: jdUt - before * ghati, endJdUt: jdUt + after * ghati }, day);
    const maha =
      before > 0 && after > 0
        ? { startJdUt: jdUt - MAHA_GHATIS_EACH_SIDE * ghati, endJdUt: jdUt + MAHA_GHATIS_EACH_SIDE * ghati }
        : after > 0
          ? { startJdUt: jdUt, endJdUt: jdUt + MAHA_GHATIS_ONE_SIDE * ghati }
          : { startJdUt: jdUt - MAHA_GHATIS_ONE_SIDE * ghati, endJdUt: jdUt };
    return { day, punyaKaal, mahaPunyaKaal: clip(maha, day), placement: 'day' };
  }
  if (day.index === at.day.index) {
    const spanStart = Math.max(day.sunriseJdUt, jdUt - before * GHATI_OF_DAY);
    return {
      day,
      punyaKaal: { startJdUt: Math.min(day.sunsetJdUt - daytime / 2, spanStart), endJdUt: day.sunsetJdUt },
      mahaPunyaKaal: { startJdUt: day.sunsetJdUt - daytime / 6, endJdUt: day.sunsetJdUt },
      placement: 'night_kept_before',
    };
  }
  return {
    day,
    punyaKaal: {
      startJdUt: day.sunriseJdUt,
      endJdUt: Math.max(day.sunriseJdUt + daytime / 2, Math.min(day.sunsetJdUt, jdUt + after * GHATI_OF_DAY)),
    },
    mahaPunyaKaal: { startJdUt: day.sunriseJdUt, endJdUt: day.sunriseJdUt + daytime / 6 },
    placement: 'night_kept_after',
  };
}
