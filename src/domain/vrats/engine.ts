/**
 * The one engine that reads the vrat rows (rows.ts): for every span of a
 * row's tithi in the year context, the day the tithi prevails at the row's
 * kala (the festivals' daysCovering and prevailingDay), the tie-break and
 * the fallback, then the windows and moments the row asks for.
 */
import {
  aparahna,
  daysCovering,
  intersect,
  madhyahna,
  middayJdUt,
  midnightJdUt,
  moonriseOf,
  nishita,
  pradosh,
  prevailingDay,
  sunriseDayOf,
  type FestivalMoment,
  type FestivalWindow,
  type FestivalYearContext,
  type LocalDay,
} from '../festivals/index.ts';
import { moonDays, weekdayIndexOf, type Span, type Window } from '../panchang/index.ts';
import type { VratKala, VratRow, VratWindow } from './rows.ts';

export interface VratFound {
  row: VratRow;
  /** The weekday name where one applies (soma_pradosh, angaraki_sankashti), else the row's id. */
  id: string;
  day: LocalDay;
  tithi: Span;
  windows: FestivalWindow[];
  moments: FestivalMoment[];
  /** The day whose sunrise the tithi covers, where the row lists it and it differs from `day`. */
  udayaDay?: LocalDay;
  flags: string[];
}

const DIVISIONS: Record<Exclude<VratKala, 'sunrise' | 'moonrise'>, (day: LocalDay) => Window> = {
  daytime: (d) => ({ startJdUt: d.sunriseJdUt, endJdUt: d.sunsetJdUt }),
  madhyahna,
  aparahna,
  pradosh,
  nishita,
};

const WINDOW_OF: Record<Exclude<VratWindow, 'puja_in_tithi'>, (day: LocalDay) => Window> = { pradosh, nishita, madhyahna, aparahna };

/** The first day whose sunrise the span covers, else the day it begins (a kshaya tithi). */
function udayaOrBeginDay(ctx: FestivalYearContext, span: Span): { day: LocalDay | undefined; kshaya: boolean } {
  const udaya = ctx.days.find((d) => d.sunriseJdUt >= span.startJdUt && d.sunriseJdUt < span.endJdUt);
  return udaya === undefined ? { day: sunriseDayOf(ctx, span.startJdUt), kshaya: true } : { day: udaya, kshaya: false };
}

/** The day a row keeps for one span of its tithi, with the fallback named in flags. */
function dayFor(ctx: FestivalYearContext, row: VratRow, span: Span): { day: LocalDay | undefined; flags: string[] } {
  if (row.kala === 'sunrise') {
    const { day, kshaya } = udayaOrBeginDay(ctx, span);
    return { day, flags: kshaya ? ['tithi_covers_no_sunrise'] : [] };
  }
  if (row.kala === 'moonrise') {
    const covered = ctx.days.filter((d) => {
      if (d.nextSunriseJdUt <= span.startJdUt || d.sunriseJdUt >= span.endJdUt) return false;
      const rise = moonriseOf(ctx, d);
      return rise >= span.startJdUt && rise < span.endJdUt;
    });
    const chosen = row.both === 'second' ? (covered[1] ?? covered[0]) : covered[0];
    if (chosen !== undefined) return { day: chosen, flags: covered.length > 1 ? ['tithi_at_both_moonrises'] : [] };
  } else {
    const covered = daysCovering(ctx, span, DIVISIONS[row.kala]);
    const chosen = prevailingDay(covered, row.both);
    if (chosen !== undefined) return { day: chosen.day, flags: covered.length > 1 ? [`tithi_at_both_${row.kala}`] : [] };
  }
  return { day: udayaOrBeginDay(ctx, span).day, flags: [`tithi_misses_${row.kala}`] };
}

/** Every occurrence of a row whose day falls in the context's year, in order. */
export function findVrats(ctx: FestivalYearContext, row: VratRow): VratFound[] {
  const out: VratFound[] = [];
  const tithiIndexes = new Set(row.tithis.map((t) => t - 1));
  for (const span of ctx.tithis) {
    if (!tithiIndexes.has(span.index)) continue;
    const { day, flags } = dayFor(ctx, row, span);
    if (day === undefined || day.index < ctx.firstDayIndex || day.index > ctx.lastDayIndex) continue;
    const windows: FestivalWindow[] = [];
    for (const w of row.windows) {
      if (w === 'puja_in_tithi') {
        const kala = row.kala === 'sunrise' || row.kala === 'moonrise' || row.kala === 'daytime' ? undefined : DIVISIONS[row.kala](day);
        const within = kala && intersect(kala, span);
        if (within) windows.push({ id: 'puja', ...within });
      } else {
        windows.push({ id: w, ...WINDOW_OF[w](day) });
      }
    }
    const moments: FestivalMoment[] = [];
    for (const m of row.moments) {
      if (m === 'moonrise') {
        const rise = moonriseOf(ctx, day);
        if (!Number.isNaN(rise)) moments.push({ id: 'moonrise', atJdUt: rise });
      } else if (m === 'moonset') {
        const set = moonDays(Float64Array.of(day.sunriseJdUt, day.nextSunriseJdUt), 1, ctx.place, ctx.rising.moonrise).moonsetJdUt[0]!;
        if (!Number.isNaN(set)) moments.push({ id: 'moonset', atJdUt: set });
      } else if (m === 'midnight') {
        moments.push({ id: 'midnight', atJdUt: midnightJdUt(day) });
      } else {
        moments.push({ id: 'madhyahna_moment', atJdUt: middayJdUt(day) });
      }
    }
    const named = row.weekdayNames?.[weekdayIndexOf(day.date)];
    const found: VratFound = { row, id: named?.id ?? row.id, day, tithi: { ...span }, windows, moments, flags };
    if (row.udayaDay !== undefined) {
      const udaya = udayaOrBeginDay(ctx, span).day;
      if (udaya !== undefined && udaya.index !== day.index) found.udayaDay = udaya;
    }
    out.push(found);
  }
  return out;
}
