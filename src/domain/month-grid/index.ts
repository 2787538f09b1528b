/**
 * The month grid (docs/calendar.md, Month grid): one compact record per local
 * day of a year's context, what a calendar app draws in a cell. Everything is
 * read from one festival year context (sunrise, sunset, the tithi and
 * nakshatra spans, the lunar months, the sankrantis), one yoga span search,
 * one moonrise batch, the day-yoga spans near the grid's days and the eclipses of its days, so the
 * grid agrees with the calendar operations that read the same rules.
 */
import { DEFAULT_SUNRISE } from '../../core/defaults.ts';
import { dayYogaSpans, type DayYogaId } from '../day-yogas/index.ts';
import { eclipsesAt, type Eclipse, type EclipseBody } from '../eclipses/index.ts';
import {
  dayAt,
  festivalOccurrences,
  seedMoonrises,
  type FestivalRule,
  type FestivalYearContext,
  type LocalDay,
} from '../festivals/index.ts';
import { shakaSamvatOf, vikramSamvatOf, type LunarMonth } from '../lunar-month/index.ts';
import { findLimbSpans, moonDays, spanAt, type CivilDate, type Span } from '../panchang/index.ts';
import { sankrantisOfYear } from '../sankranti/index.ts';
import { vratsOfYear } from '../vrats/index.ts';

/** One local day of the grid; the lists hold what falls on that date. */
export interface GridDay {
  day: LocalDay;
  /** NaN when the Moon does not rise between this sunrise and the next. */
  moonriseJdUt: number;
  /** The tithi, nakshatra and yoga in force at sunrise (their spans, so their end times). */
  tithi: Span;
  nakshatra: Span;
  yoga: Span;
  /** The amanta month at sunrise, and the Vikram and Shaka years it belongs to. */
  month: LunarMonth;
  vikramSamvat: number;
  shakaSamvat: number;
  festivalIds: string[];
  vratIds: string[];
  /** The sign (0 = Mesha) of the sankranti kept on this day (dharma_sindhu), else null. */
  sankrantiSignIndex: number | null;
  /** Eclipses whose greatest eclipse falls in this local day. */
  eclipses: Eclipse[];
  /** Special-yoga ids (not Panchak or Bhadra) whose spans touch the local day. */
  yogaIds: DayYogaId[];
  /** A Panchak or Bhadra span touches the local day (midnight to midnight). */
  panchak: boolean;
  bhadra: boolean;
}

/** The day-yoga ids the grid lists (Panchak and Bhadra are flags of their own). */
const LISTED_YOGAS: readonly DayYogaId[] = ['ravi_yoga', 'guru_pushya', 'ravi_pushya', 'amrita_siddhi', 'sarvartha_siddhi', 'vinchudo'];
const ALL_SPANS: readonly DayYogaId[] = ['panchak', 'bhadra', ...LISTED_YOGAS];
const ECLIPSE_BODIES: readonly EclipseBody[] = ['solar', 'lunar'];

/**
 * The grid of `count` local days of the context from day index `fromIndex`
 * (inside the context's year). `festivals`: the festival rules served (the
 * festivals operation's list), found in the context's year.
 */
export function monthGrid(ctx: FestivalYearContext, fromIndex: number, count: number, festivals: readonly FestivalRule[]): GridDay[] {
  const days = ctx.days.slice(fromIndex, fromIndex + count);
  const first = days[0]!,
    last = days[days.length - 1]!;
  const inGrid = (d: LocalDay | undefined) => d !== undefined && d.index >= fromIndex && d.index < fromIndex + count;
  // Moonrise first, so the festival rules that read a day's moonrise (moonriseOf) find the grid's.
  const sunrises = new Float64Array(count + 1);
  for (let i = 0; i < count; i += 1) sunrises[i] = days[i]!.sunriseJdUt;
  sunrises[count] = last.nextSunriseJdUt;
  const moon = moonDays(sunrises, count, ctx.place, ctx.rising.moonrise);
  seedMoonrises(ctx, fromIndex, moon.moonriseJdUt);
  const lists = yearListsOf(ctx, festivals);
  // The eclipses of the grid's days (each found by its greatest eclipse, whatever the range searched).
  const eclipses = new Map<number, Eclipse[]>();
  for (const e of eclipsesAt(first.startJdUt, last.endJdUt, ctx.place, ECLIPSE_BODIES)) {
    const d = dayAt(ctx, e.greatestJdUt);
    if (inGrid(d)) eclipses.set(d!.index, [...(eclipses.get(d!.index) ?? []), e]);
  }
  const spans = gridDayYogaSpans(ctx, fromIndex, count);
  const yogas = findLimbSpans(first.sunriseJdUt, last.nextSunriseJdUt, ['yoga']).yoga;
  // The spans touching each grid day, by one pass over the (time-ordered) spans, each walking only the days it covers.
  const touchingByDay: DayYogaId[][] = days.map(() => []);
  for (const s of spans) {
    if (s.endJdUt <= first.startJdUt || s.startJdUt >= last.endJdUt) continue;
    const d0 = dayAt(ctx, Math.max(s.startJdUt, first.startJdUt));
    for (let k = d0 === undefined ? 0 : d0.index - fromIndex; k < count && days[k]!.startJdUt < s.endJdUt; k += 1) {
      if (days[k]!.endJdUt > s.startJdUt) touchingByDay[k]!.push(s.id);
    }
  }
  return days.map((day, i) => {
    const month = spanOfMonth(ctx.months, day.sunriseJdUt);
    const touching = touchingByDay[i]!;
    return {
      day,
      moonriseJdUt: moon.moonriseJdUt[i]!,
      tithi: spanAt(ctx.tithis, day.sunriseJdUt),
      nakshatra: spanAt(ctx.nakshatras, day.sunriseJdUt),
      yoga: spanAt(yogas, day.sunriseJdUt),
      month,
      vikramSamvat: vikramSamvatOf(month),
      shakaSamvat: shakaSamvatOf(month),
      festivalIds: lists.festivalIds.get(day.index) ?? [],
      vratIds: lists.vratIds.get(day.index) ?? [],
      sankrantiSignIndex: lists.sankrantis.get(day.index) ?? null,
      eclipses: eclipses.get(day.index) ?? [],
      yogaIds: LISTED_YOGAS.filter((id) => touching.includes(id)),
      panchak: touching.includes('panchak'),
      bhadra: touching.includes('bhadra'),
    };
  });
}

/** The festivals, vrats and sankrantis of a context's year by day index (each list in the order found). */
interface YearLists {
  festivalIds: Map<number, string[]>;
  vratIds: Map<number, string[]>;
  sankrantis: Map<number, number>;
}

/** The lists of a context, by the festival rules served: computed once, so the months of one context share them. */
const yearLists = new WeakMap<FestivalYearContext, Map<readonly FestivalRule[], YearLists>>();

/** The festivals, vrats and sankrantis of the context's year (days in the year), by day index. */
function yearListsOf(ctx: FestivalYearContext, festivals: readonly FestivalRule[]): YearLists {
  let byRules = yearLists.get(ctx);
  if (byRules === undefined) yearLists.set(ctx, (byRules = new Map()));
  const known = byRules.get(festivals);
  if (known !== undefined) return known;
  const inYear = (d: LocalDay | undefined) => d !== undefined && d.index >= ctx.firstDayIndex && d.index <= ctx.lastDayIndex;
  const push = (map: Map<number, string[]>, index: number, id: string) => {
    const list = map.get(index);
    if (list === undefined) map.set(index, [id]);
    else list.push(id);
  };
  const festivalIds = new Map<number, string[]>();
  for (const rule of festivals) {
    // Every occurrence: a Vaikuntha Ekadashi can fall twice in a year.
    for (const found of festivalOccurrences(rule, ctx)) if (inYear(ctx.days[found.dayIndex])) push(festivalIds, found.dayIndex, rule.id);
  }
  const vratIds = new Map<number, string[]>();
  for (const v of vratsOfYear(ctx)) if (inYear(v.day)) push(vratIds, v.day.index, v.id);
  const sankrantis = new Map<number, number>();
  for (const s of sankrantisOfYear(ctx, [])) if (inYear(s.day)) sankrantis.set(s.day.index, s.signIndex);
  const lists = { festivalIds, vratIds, sankrantis };
  byRules.set(festivals, lists);
  return lists;
}

/**
 * Days searched for day-yoga spans either side of the grid's days, inside its
 * year: with the search's own padding (6 days) within the context's (31), and
 * far more than the longest run of merged spans (a Panchak, about 5 days), so
 * that a month's cells are those of the year grid.
 */
const YOGA_PAD_DAYS = 25;

/**
 * The day-yoga spans touching the grid's days, searched over its days and
 * YOGA_PAD_DAYS each side, not past the year's ends (the whole year, the year
 * grid's search). The context's sunrises are reused when they are the
 * default sunrise, which the spans' varas use.
 */
function gridDayYogaSpans(ctx: FestivalYearContext, fromIndex: number, count: number) {
  const from = Math.max(ctx.firstDayIndex, fromIndex - YOGA_PAD_DAYS);
  const to = Math.min(ctx.lastDayIndex, fromIndex + count - 1 + YOGA_PAD_DAYS);
  const origin = ctx.days[0]!.date;
  const originMs = Date.UTC(origin.year, origin.month - 1, origin.day);
  const sunriseOf = (date: CivilDate): number => {
    const k = (Date.UTC(date.year, date.month - 1, date.day) - originMs) / 86_400_000;
    // The day after the context's last: that day's next sunrise.
    const jdUt = k === ctx.days.length ? ctx.days[k - 1]?.nextSunriseJdUt : ctx.days[k]?.sunriseJdUt;
    if (jdUt === undefined) throw new Error(`Expected the year context to hold day ${k} but it holds ${ctx.days.length}`);
    return jdUt;
  };
  const shared = (ctx.rising.sunrise ?? DEFAULT_SUNRISE) === DEFAULT_SUNRISE ? sunriseOf : undefined;
  return dayYogaSpans(ctx.days[from]!.date, to - from + 1, ctx.place, ctx.offsetMinutesAt, ALL_SPANS, 'lat', shared);
}

/** The amanta month holding a moment (the context's months cover its days). */
function spanOfMonth(months: readonly LunarMonth[], jdUt: number): LunarMonth {
  const m = months.find((x) => jdUt >= x.startJdUt && jdUt < x.endJdUt);
  if (m === undefined) throw new Error(`Expected the year's lunar months to cover ${jdUt} but none does`);
  return m;
}
