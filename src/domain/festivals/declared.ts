/**
 * Declared tithi rules and the one engine that reads them: the monthly vrats
 * (src/domain/vrats) and the ordinary festivals (rules/tithi-rows.ts) are
 * data rows naming a tithi, the kala at which it must prevail, the tie-break
 * on two days and the fallback on none, and the windows and moments to give.
 * For each span of the tithi the engine finds the day with the festivals' own
 * divisions and prevailing-day rules (day-divisions.ts, prevailing.ts).
 */
import type { LunarMonthId } from '../lunar-month/index.ts';
import { moonDays, spanAt, type Span, type Window } from '../panchang/index.ts';
import { aparahna, dayFifth, intersect, madhyahna, middayJdUt, midnightJdUt, nishita, pradosh, pratahkal } from './day-divisions.ts';
import { ghatasthapanaWindows, type GhatasthapanaLagna } from './ghatasthapana.ts';
import { daysCovering, prevailingDay, sunriseDayOf, type BothDays } from './prevailing.ts';
import type { FestivalMoment, FestivalWindow } from './types.ts';
import { moonriseOf, nijaTithiSpans, type FestivalYearContext, type LocalDay } from './year-context.ts';

/**
 * The kala a declared rule is decided at: the day's sunrise (udaya tithi),
 * its sunset (the first day whose sunset the span covers), its daytime,
 * purvahna (sunrise to midday), madhyahna, aparahna, sayahna (the last fifth
 * of the daytime), pradosh, nishita, the day's moonrise, or `crescent`: the first evening from the span's start (a
 * Pratipada's: the new Moon) on which the crescent can be seen (CRESCENT).
 */
export type DeclaredKala =
  'sunrise' | 'sunset' | 'daytime' | 'purvahna' | 'madhyahna' | 'aparahna' | 'sayahna' | 'pradosh' | 'nishita' | 'moonrise' | 'crescent';

/**
 * When the young Moon counts as seen (Chandra Darshan): at sunset it is at
 * least 10 degrees from the Sun (elongation, from the tithi spans: 12 degrees
 * a tithi) and it sets at least 36 minutes (a ghati and a half) after the Sun.
 * A fit to Drik Panchang's published New Delhi dates, all 37 of 2021, 2023 and
 * 2025 (test/unit/festivals/vrats.test.ts): neither the tithi at sunset nor either bound alone
 * gives them all (2023-05-20 is kept in Pratipada, 2025-11-21 not though in
 * Dwitiya, its Moon setting 28 minutes after the Sun).
 */
export const CRESCENT = { minElongationDeg: 10, minMoonsetLagDays: 36 / 1_440 } as const;
/**
 * Windows a rule can give: a division of its day (`pratahkal` the first fifth
 * of the daytime; `pratahkal_in_tithi`, given as `pratahkal`, its part within
 * the tithi: Drik Panchang's Hartalika Teej 2026 ends it at the tithi's end),
 * the part of its kala within the tithi (`puja`), the day's
 * sunrise to the tithi's end (`puja_to_tithi_end`, given as `puja`: Drik
 * Panchang's Anant Chaturdashi puja), or sunset to moonset (`moon_sighting`,
 * the young Moon's evening window of Chandra Darshan; none when the Moon sets
 * first), or `ghatasthapana` and `ghatasthapana_abhijit` (ghatasthapana.ts, in
 * the row's `ghatasthapanaLagna`).
 */
export type DeclaredWindow =
  | 'pratahkal'
  | 'pratahkal_in_tithi'
  | 'pradosh'
  | 'nishita'
  | 'madhyahna'
  | 'aparahna'
  | 'sayahna'
  | 'purvahna'
  | 'puja_in_tithi'
  | 'puja_to_tithi_end'
  | 'moon_sighting'
  | 'ghatasthapana';
export type DeclaredMoment = 'moonrise' | 'moonset' | 'midnight' | 'madhyahna_moment';

export interface DeclaredRule {
  /** Tithi numbers 1..30 (amanta: shukla 1..15, krishna 16..30). */
  tithis: readonly number[];
  /**
   * Nakshatra numbers 1..27 (1 = Ashwini) that keep the observance instead of
   * tithis, when given (Masik Karthigai: Krittika); the found `tithi` is then
   * the tithi at the day's sunrise and a `nakshatra` window gives the span.
   */
  nakshatras?: readonly number[];
  kala: DeclaredKala;
  /** The tie-break when the tithi prevails at the kala on two days (prevailing.ts); `first` for moonrise. */
  both: BothDays;
  windows: readonly DeclaredWindow[];
  moments: readonly DeclaredMoment[];
  /** Also give the day whose sunrise the tithi covers where it differs (the snan-daan day of Purnima and Amavasya). */
  udayaDay?: boolean;
  /** The dual lagna the `ghatasthapana` window is narrowed to (ghatasthapana.ts): 11, Meena, in Chaitra. */
  ghatasthapanaLagna?: GhatasthapanaLagna;
}

/** One occurrence of a declared rule: its day, the tithi span, windows, moments and named fallbacks. */
export interface DeclaredFound {
  day: LocalDay;
  tithi: Span;
  windows: FestivalWindow[];
  moments: FestivalMoment[];
  udayaDay?: LocalDay;
  flags: string[];
}

/** Sayahna (sayankal): the last fifth of the daytime, ending at sunset. */
const sayahna = (d: LocalDay): Window => dayFifth(d, 5);

/** Sunrise to midday: the first half of the daytime. */
const purvahna = (d: LocalDay): Window => ({ startJdUt: d.sunriseJdUt, endJdUt: middayJdUt(d) });

const DIVISIONS: Record<Exclude<DeclaredKala, 'sunrise' | 'sunset' | 'moonrise' | 'crescent'>, (day: LocalDay) => Window> = {
  daytime: (d) => ({ startJdUt: d.sunriseJdUt, endJdUt: d.sunsetJdUt }),
  purvahna,
  madhyahna,
  aparahna,
  sayahna,
  pradosh,
  nishita,
};

const WINDOW_OF: Record<
  Exclude<DeclaredWindow, 'pratahkal_in_tithi' | 'puja_in_tithi' | 'puja_to_tithi_end' | 'moon_sighting' | 'ghatasthapana'>,
  (day: LocalDay) => Window
> = {
  pratahkal,
  pradosh,
  nishita,
  madhyahna,
  aparahna,
  sayahna,
  purvahna,
};

/** The Moon's first setting after the day's sunrise and before the next sunrise, NaN when none. */
function moonsetOf(ctx: FestivalYearContext, day: LocalDay): number {
  return moonDays(Float64Array.of(day.sunriseJdUt, day.nextSunriseJdUt), 1, ctx.place, ctx.rising.moonrise).moonsetJdUt[0]!;
}

/** The first day whose sunrise the span covers, else the day it begins (a kshaya tithi). */
function udayaOrBeginDay(ctx: FestivalYearContext, span: Span): { day: LocalDay | undefined; kshaya: boolean } {
  const udaya = ctx.days.find((d) => d.sunriseJdUt >= span.startJdUt && d.sunriseJdUt < span.endJdUt);
  return udaya === undefined ? { day: sunriseDayOf(ctx, span.startJdUt), kshaya: true } : { day: udaya, kshaya: false };
}

/** The Moon's elongation from the Sun at a moment, degrees 0..360, read linearly within its tithi. */
function elongationDegAt(ctx: FestivalYearContext, jdUt: number): number {
  const t = spanAt(ctx.tithis, jdUt);
  return 12 * (t.index + (jdUt - t.startJdUt) / (t.endJdUt - t.startJdUt));
}

/** The first day, from the one the span begins on, whose evening shows the crescent (CRESCENT), within four days. */
function crescentDay(ctx: FestivalYearContext, span: Span): LocalDay | undefined {
  const start = sunriseDayOf(ctx, span.startJdUt);
  if (start === undefined) return undefined;
  for (let i = start.index; i < Math.min(start.index + 4, ctx.days.length); i += 1) {
    const day = ctx.days[i]!;
    if (day.sunsetJdUt < span.startJdUt) continue;
    const elongation = elongationDegAt(ctx, day.sunsetJdUt);
    if (elongation < CRESCENT.minElongationDeg || elongation > 180) continue;
    if (moonsetOf(ctx, day) - day.sunsetJdUt >= CRESCENT.minMoonsetLagDays) return day;
  }
  return undefined;
}

/** The day a row keeps for one span of its tithi, with the fallback named in flags. */
function dayFor(ctx: FestivalYearContext, row: DeclaredRule, span: Span): { day: LocalDay | undefined; flags: string[] } {
  if (row.kala === 'sunrise') {
    const { day, kshaya } = udayaOrBeginDay(ctx, span);
    return { day, flags: kshaya ? ['tithi_covers_no_sunrise'] : [] };
  }
  if (row.kala === 'crescent') {
    const seen = crescentDay(ctx, span);
    if (seen !== undefined) return { day: seen, flags: [] };
  } else if (row.kala === 'sunset') {
    const first = ctx.days.find((d) => d.sunsetJdUt >= span.startJdUt && d.sunsetJdUt < span.endJdUt);
    if (first !== undefined) return { day: first, flags: [] };
  } else if (row.kala === 'moonrise') {
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
  return { day: udayaOrBeginDay(ctx, span).day, flags: [`${row.nakshatras === undefined ? 'tithi' : 'nakshatra'}_misses_${row.kala}`] };
}

/** The occurrence of a rule for one span of its tithi (its day may fall outside the year), or undefined when no day is found. */
export function occurrenceOf(ctx: FestivalYearContext, row: DeclaredRule, span: Span): DeclaredFound | undefined {
  const { day, flags } = dayFor(ctx, row, span);
  if (day === undefined) return undefined;
  const windows: FestivalWindow[] = [];
  for (const w of row.windows) {
    if (w === 'puja_in_tithi') {
      const kala =
        row.kala === 'sunrise' || row.kala === 'sunset' || row.kala === 'moonrise' || row.kala === 'daytime' || row.kala === 'crescent'
          ? undefined
          : DIVISIONS[row.kala](day);
      const within = kala && intersect(kala, span);
      if (within) windows.push({ id: 'puja', ...within });
    } else if (w === 'pratahkal_in_tithi') {
      const within = intersect(pratahkal(day), span);
      if (within) windows.push({ id: 'pratahkal', ...within });
    } else if (w === 'puja_to_tithi_end') {
      // From sunrise (the udaya day's tithi is under way) to the tithi's end, at most to the next sunrise.
      const end = Math.min(span.endJdUt, day.nextSunriseJdUt);
      if (end > day.sunriseJdUt) windows.push({ id: 'puja', startJdUt: day.sunriseJdUt, endJdUt: end });
    } else if (w === 'ghatasthapana') {
      if (row.ghatasthapanaLagna === undefined) throw new Error("a ghatasthapana window needs the row's ghatasthapanaLagna");
      const g = ghatasthapanaWindows(ctx, day, span, row.ghatasthapanaLagna);
      windows.push(...g.windows);
      flags.push(...g.flags);
    } else if (w === 'moon_sighting') {
      const set = moonsetOf(ctx, day);
      if (set > day.sunsetJdUt) windows.push({ id: 'moon_sighting', startJdUt: day.sunsetJdUt, endJdUt: set });
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
      const set = moonsetOf(ctx, day);
      if (!Number.isNaN(set)) moments.push({ id: 'moonset', atJdUt: set });
    } else if (m === 'midnight') {
      moments.push({ id: 'midnight', atJdUt: midnightJdUt(day) });
    } else {
      moments.push({ id: 'madhyahna_moment', atJdUt: middayJdUt(day) });
    }
  }
  if (row.nakshatras !== undefined) windows.push({ id: 'nakshatra', startJdUt: span.startJdUt, endJdUt: span.endJdUt });
  const tithi = row.nakshatras === undefined ? { ...span } : { ...spanAt(ctx.tithis, day.sunriseJdUt) };
  const found: DeclaredFound = { day, tithi, windows, moments, flags };
  if (row.udayaDay === true) {
    const udaya = udayaOrBeginDay(ctx, span).day;
    if (udaya !== undefined && udaya.index !== day.index) found.udayaDay = udaya;
  }
  return found;
}

/** Every occurrence of a rule (its tithis, or nakshatras, in every month, adhik months too) whose day falls in the context's year, in order. */
export function occurrencesInYear(ctx: FestivalYearContext, row: DeclaredRule): DeclaredFound[] {
  const byNakshatra = row.nakshatras !== undefined;
  const indexes = new Set((row.nakshatras ?? row.tithis).map((n) => n - 1));
  const out: DeclaredFound[] = [];
  for (const span of byNakshatra ? ctx.nakshatras : ctx.tithis) {
    if (!indexes.has(span.index)) continue;
    const found = occurrenceOf(ctx, row, span);
    if (found !== undefined && found.day.index >= ctx.firstDayIndex && found.day.index <= ctx.lastDayIndex) out.push(found);
  }
  return out;
}

/**
 * The first occurrence in the context's year of a rule's first tithi in the
 * nija month `month` (with `adhikFirst`, the adhik month where it is doubled), or null.
 */
export function occurrenceInMonth(
  ctx: FestivalYearContext,
  row: DeclaredRule,
  month: LunarMonthId,
  adhikFirst = false,
): DeclaredFound | null {
  for (const span of nijaTithiSpans(ctx, month, row.tithis[0]!, adhikFirst)) {
    const found = occurrenceOf(ctx, row, span);
    if (found !== undefined && found.day.index >= ctx.firstDayIndex && found.day.index <= ctx.lastDayIndex) return found;
  }
  return null;
}
