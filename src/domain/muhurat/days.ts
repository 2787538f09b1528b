/**
 * Muhurat days: each local day of a range scored for an activity. Every rule
 * closes spans of time (src/domain/muhurat/rules.ts); a day's windows are
 * what is left of its sunrise-to-sunrise span, and a day with no window of
 * at least MIN_WINDOW_DAYS is rejected. The score weighs how much of the
 * day each panchang rule leaves open, and the day's weekday, month and
 * paksha (docs/panchang.md, "Score and band").
 */
import { LUNAR_MONTHS } from '../../core/glossary.ts';
import type { AstaRule } from '../asta/index.ts';
import type { LunarMonth } from '../lunar-month/index.ts';
import {
  lagnaSpans,
  localClockJdUt,
  spanAt,
  type CivilDate,
  type OffsetMinutesAt,
  type Place,
  type Span,
  type SunriseConvention,
} from '../panchang/index.ts';
import { muhuratContext, type MuhuratContext, type MuhuratDayFrame } from './context.ts';
import { clipTo, lengthDays, subtractFrom, unionOf, type Interval } from './intervals.ts';
import { failingLagnaSpans } from './lagna.ts';
import {
  ACTIVITY_RULES,
  ASHUBHA_YOGA_INDICES,
  BAND_FLOORS,
  BHADRA_BHULOKA_MOON_SIGNS,
  CAUTION_PENALTY,
  FULL_WINDOW_HOURS,
  GANDANTA_PADAS,
  isVishtiKarana,
  KHARMAS_SIGNS,
  MIN_WINDOW_DAYS,
  PANCHAKA_SIGNS,
  SCORE_WEIGHTS,
  VAIDHRITI_YOGA_INDEX,
  VYATIPATA_YOGA_INDEX,
  type ActivityRules,
  type DoshaId,
  type MuhuratBand,
} from './rules.ts';
import type { MuhuratActivityId } from './activities.ts';

/** A closed span; `index` names what closes it where that helps (a nakshatra, a tithi, a sign). */
export interface ClosedSpan extends Interval {
  index?: number;
}

/**
 * A rule: an id and the spans it closes over the context's range. The
 * built-in rules are the activity's; a caller adds its own (tara bala,
 * chandra bala) through `extraRules`, and they are reported the same way.
 */
export interface MuhuratRule {
  id: string;
  /** The person the rule checks (0-based, the request's order), for a personal rule. */
  person?: number;
  closed(ctx: MuhuratContext): ClosedSpan[];
}

/**
 * Why a day is what it is: `rejects` when the rule alone closes the whole
 * day, `limits` when it closes part of it, `cautions` for a caution
 * (closes nothing, lowers the score), `favours` for what the windows
 * hold (their nakshatras and tithis) and a favoured weekday or month.
 */
export interface MuhuratReason {
  rule: string;
  effect: 'rejects' | 'limits' | 'cautions' | 'favours';
  /** Fraction of the day (sunrise to sunrise) the rule closes (for a caution: covers); 0 for `favours`. */
  closedFraction: number;
  /** The indices involved, ascending: nakshatraIndex, tithi number 1..30, weekdayIndex, sign, month (LUNAR_MONTH_IDS index). */
  indices: number[];
  /** Whose check it is (0-based), for a personal rule. */
  person?: number;
}

export interface MuhuratDay {
  date: CivilDate;
  iso: string;
  sunriseJdUt: number;
  nextSunriseJdUt: number;
  /** 0..100 (rules.ts SCORE_WEIGHTS). */
  score: number;
  band: MuhuratBand;
  rejected: boolean;
  reasons: MuhuratReason[];
  /** The spans of the day every rule leaves open (each at least MIN_WINDOW_DAYS); empty when rejected. */
  windows: Interval[];
  /** For each window, what bounds it: the rules whose closed spans end at its start and begin at its end ('sunrise' at the day's edges). */
  bounds: WindowBounds[];
}

/** A rule at a window's edge: its id and, for a personal rule of several people, whose. */
export interface EdgeRule {
  rule: string;
  person?: number;
}

/** What bounds a window: the rules closing the time just before its start and just after its end. */
export interface WindowBounds {
  start: EdgeRule[];
  end: EdgeRule[];
}

/** Edges closer than this (days, about 0.1 s) are the same moment. */
const EDGE_EPSILON_DAYS = 1e-6;

/** The rules whose closed spans end at `jdUt` (side 'start') or begin there (side 'end'), or sunrise at the day's edge. */
function edgeRules(
  jdUt: number,
  side: 'start' | 'end',
  dayEdge: number,
  closers: readonly { id: string; person?: number | undefined; merged: Interval[] }[],
): EdgeRule[] {
  if (Math.abs(jdUt - dayEdge) < EDGE_EPSILON_DAYS) return [{ rule: 'sunrise' }];
  const out: EdgeRule[] = [];
  for (const c of closers) {
    const touches = c.merged.some((i) => Math.abs((side === 'start' ? i.endJdUt : i.startJdUt) - jdUt) < EDGE_EPSILON_DAYS);
    if (touches) out.push(c.person === undefined ? { rule: c.id } : { rule: c.id, person: c.person });
  }
  return out;
}

export interface MuhuratDaysInput {
  activity: MuhuratActivityId;
  first: CivilDate;
  dayCount: number;
  place: Place;
  offsetMinutesAt: OffsetMinutesAt;
  extraRules?: readonly MuhuratRule[];
  /** The parameter a polar refusal names (default `lat`). */
  latitudeParam?: string;
  /** Where sunrise and sunset are taken (default DEFAULT_SUNRISE). */
  sunrise?: SunriseConvention | undefined;
  /** How Guru and Shukra asta are found (default DEFAULT_ASTA_RULE). */
  astaRule?: AstaRule | undefined;
  /**
   * The place's zone (what `offsetMinutesAt` reads), given so that the
   * activities of one place and range judged one after the other on a thread
   * share one context (a bulk request's activities, the pages of a search);
   * absent: the context is built afresh.
   */
  zoneKey?: string;
}

/** Contexts kept per thread for `zoneKey` callers: the last few place-ranges, each about 0.5 MB for a year. */
const RECENT_CONTEXT_COUNT = 4;
const recentContexts: { key: string; ctx: MuhuratContext }[] = [];

/** The context of the input's days, reused when one of the last RECENT_CONTEXT_COUNT built on this thread had the same key. */
function contextOf(input: MuhuratDaysInput): MuhuratContext {
  const build = () =>
    muhuratContext(input.first, input.dayCount, input.place, input.offsetMinutesAt, input.latitudeParam, input.sunrise, input.astaRule);
  if (input.zoneKey === undefined) return build();
  const { year, month, day } = input.first;
  const key = [
    input.zoneKey,
    input.place.latitudeDeg,
    input.place.longitudeDeg,
    year,
    month,
    day,
    input.dayCount,
    input.sunrise ?? '',
    input.astaRule ?? '',
  ].join('|');
  const found = recentContexts.find((c) => c.key === key);
  if (found !== undefined) return found.ctx;
  const ctx = build();
  recentContexts.unshift({ key, ctx });
  recentContexts.length = Math.min(recentContexts.length, RECENT_CONTEXT_COUNT);
  return ctx;
}

/** A lunar month id's 0-based index (Chaitra 0), the glossary's order. */
const MONTH_INDEX: Readonly<Record<string, number>> = Object.fromEntries(LUNAR_MONTHS.map((m, i) => [m.id, i]));

function monthSpans(ctx: MuhuratContext, keep: (m: LunarMonth) => boolean): ClosedSpan[] {
  return ctx.months.filter(keep).map((m) => ({ startJdUt: m.startJdUt, endJdUt: m.endJdUt, index: MONTH_INDEX[m.amanta]! }));
}

/** The tithi span of 0-based index `tithiIndex` beginning within month m. */
function tithiIn(ctx: MuhuratContext, m: LunarMonth, tithiIndex: number) {
  return ctx.tithis.find((t) => t.index === tithiIndex && t.startJdUt >= m.startJdUt - 1e-6 && t.startJdUt < m.endJdUt);
}

/** Shukla Ekadashi is tithi index 10 (number 11), Ashtami 7, Purnima 14. */
const SHUKLA_EKADASHI = 10;
const SHUKLA_ASHTAMI = 7;
const PURNIMA = 14;

/** Chaturmas: nija Ashadha from Shukla Ekadashi, Shravana to Ashwin (adhik too), adhik Kartika, nija Kartika to the end of Shukla Ekadashi. */
function chaturmasSpans(ctx: MuhuratContext): ClosedSpan[] {
  const out: ClosedSpan[] = [];
  for (const m of ctx.months) {
    if (m.amanta === 'shravana' || m.amanta === 'bhadrapada' || m.amanta === 'ashwin' || (m.amanta === 'kartika' && m.adhik)) {
      out.push({ startJdUt: m.startJdUt, endJdUt: m.endJdUt });
    } else if (m.amanta === 'ashadha' && !m.adhik) {
      const t = tithiIn(ctx, m, SHUKLA_EKADASHI);
      if (t !== undefined) out.push({ startJdUt: t.startJdUt, endJdUt: m.endJdUt });
    } else if (m.amanta === 'kartika') {
      const t = tithiIn(ctx, m, SHUKLA_EKADASHI);
      if (t !== undefined) out.push({ startJdUt: m.startJdUt, endJdUt: t.endJdUt });
    }
  }
  return out;
}

/** Holashtak: nija Phalguna from the start of Shukla Ashtami to the end of Purnima (Holika Dahan). */
function holashtakSpans(ctx: MuhuratContext): ClosedSpan[] {
  const out: ClosedSpan[] = [];
  for (const m of ctx.months) {
    if (m.amanta !== 'phalguna' || m.adhik) continue;
    const a = tithiIn(ctx, m, SHUKLA_ASHTAMI);
    const p = tithiIn(ctx, m, PURNIMA);
    if (a !== undefined && p !== undefined) out.push({ startJdUt: a.startJdUt, endJdUt: p.endJdUt });
  }
  return out;
}

/** Krishna Pratipada is tithi index 15 (number 16). */
const KRISHNA_PRATIPADA = 15;

/**
 * Pitru Paksha: nija Bhadrapada (amanta) from the start of Krishna
 * Pratipada to its end at Sarva Pitru Amavasya. Its Purnima stays open, as
 * Drik Panchang's vehicle lists keep it (the festivals' shraddha rules,
 * src/domain/festivals/rules/pitru-paksha.ts, count the Purnima shraddha too).
 */
function pitruPakshaSpans(ctx: MuhuratContext): ClosedSpan[] {
  const out: ClosedSpan[] = [];
  for (const m of ctx.months) {
    if (m.amanta !== 'bhadrapada' || m.adhik) continue;
    const t = tithiIn(ctx, m, KRISHNA_PRATIPADA);
    if (t !== undefined) out.push({ startJdUt: t.startJdUt, endJdUt: m.endJdUt });
  }
  return out;
}

/** Each day (sunrise to sunrise) in which an eclipse seen at the place, or its sutak, falls. */
function eclipseSpans(ctx: MuhuratContext): ClosedSpan[] {
  const out: ClosedSpan[] = [];
  for (const e of ctx.eclipses) {
    for (const d of ctx.days) {
      if (e.sutakStartJdUt < d.nextSunriseJdUt && e.endJdUt > d.sunriseJdUt)
        out.push({ startJdUt: d.sunriseJdUt, endJdUt: d.nextSunriseJdUt });
    }
  }
  return out;
}

const withIndex = (
  spans: readonly { index: number; startJdUt: number; endJdUt: number }[],
  bad: (index: number) => boolean,
): ClosedSpan[] => spans.filter((s) => bad(s.index)).map((s) => ({ startJdUt: s.startJdUt, endJdUt: s.endJdUt, index: s.index }));

/** Bhadra on earth: the Vishti karana while the Moon is in one of BHADRA_BHULOKA_MOON_SIGNS (index: the Moon's sign). */
function bhadraOnEarth(ctx: MuhuratContext): ClosedSpan[] {
  const vishti = unionOf(ctx.karanas.filter((k) => isVishtiKarana(k.index)));
  const out: ClosedSpan[] = [];
  for (const m of ctx.moonSigns) {
    if (!BHADRA_BHULOKA_MOON_SIGNS.includes(m.index)) continue;
    for (const v of clipTo(vishti, m.startJdUt, m.endJdUt)) out.push({ ...v, index: m.index });
  }
  return out;
}

/** The spans each dosha closes (for every activity; ACTIVITY_RULES says which apply). */
export const DOSHA_RULES: Readonly<Record<DoshaId, (ctx: MuhuratContext) => ClosedSpan[]>> = {
  adhik_masa: (ctx) => monthSpans(ctx, (m) => m.adhik),
  kharmas: (ctx) => withIndex(ctx.sunSigns, (s) => KHARMAS_SIGNS.includes(s)),
  guru_asta: (ctx) => ctx.combust.jupiter,
  shukra_asta: (ctx) => ctx.combust.venus,
  chaturmas: chaturmasSpans,
  holashtak: holashtakSpans,
  bhadra: (ctx) => ctx.karanas.filter((k) => isVishtiKarana(k.index)),
  bhadra_bhuloka: bhadraOnEarth,
  panchaka: (ctx) => withIndex(ctx.moonSigns, (s) => PANCHAKA_SIGNS.includes(s)),
  eclipse: eclipseSpans,
  vyatipata_vaidhriti: (ctx) => withIndex(ctx.yogas, (y) => y === VYATIPATA_YOGA_INDEX || y === VAIDHRITI_YOGA_INDEX),
  ashubha_yoga: (ctx) => withIndex(ctx.yogas, (y) => ASHUBHA_YOGA_INDICES.includes(y)),
  gandanta: (ctx) => withIndex(ctx.padas, (p) => GANDANTA_PADAS.includes(p)),
  pitru_paksha: pitruPakshaSpans,
};

/** The rules of an activity, in the order its reasons are listed: its own panchang rules, then its doshas. */
export function activityRules(activity: ActivityRules): MuhuratRule[] {
  const rules: MuhuratRule[] = [
    { id: 'nakshatra', closed: (ctx) => withIndex(ctx.nakshatras, (n) => !activity.nakshatras.includes(n)) },
    {
      id: 'tithi',
      closed: (ctx) =>
        ctx.tithis
          .filter((t) => !activity.tithis.includes(t.index + 1))
          .map((t) => ({ startJdUt: t.startJdUt, endJdUt: t.endJdUt, index: t.index + 1 })),
    },
  ];
  if (activity.forbiddenWeekdays.length > 0) {
    rules.push({
      id: 'weekday',
      closed: (ctx) =>
        ctx.days
          .filter((d) => activity.forbiddenWeekdays.includes(d.weekdayIndex))
          .map((d) => ({ startJdUt: d.sunriseJdUt, endJdUt: d.nextSunriseJdUt, index: d.weekdayIndex })),
    });
  }
  if (activity.forbiddenMonths.length > 0) {
    rules.push({ id: 'lunar_month', closed: (ctx) => monthSpans(ctx, (m) => activity.forbiddenMonths.includes(m.amanta)) });
  }
  const sunSigns = activity.sunSigns;
  if (sunSigns !== undefined) {
    // The Kharmas signs are the kharmas rule's: not reported twice.
    rules.push({ id: 'solar_month', closed: (ctx) => withIndex(ctx.sunSigns, (s) => !sunSigns.includes(s) && !KHARMAS_SIGNS.includes(s)) });
  }
  for (const id of activity.doshas) rules.push({ id, closed: DOSHA_RULES[id] });
  return rules;
}

/** The cautions of an activity: rules whose spans are reported and lower the score but close nothing. */
export function activityCautions(activity: ActivityRules): MuhuratRule[] {
  return activity.cautions.map((id) => ({ id, closed: DOSHA_RULES[id] }));
}

interface PreparedRule {
  id: string;
  person?: number | undefined;
  spans: ClosedSpan[];
  merged: Interval[];
}

/** The distinct indices of the closed spans overlapping [from, to), ascending. */
function indicesIn(spans: readonly ClosedSpan[], from: number, to: number): number[] {
  const set = new Set<number>();
  for (const s of spans) if (s.index !== undefined && s.endJdUt > from && s.startJdUt < to) set.add(s.index);
  return [...set].sort((a, b) => a - b);
}

/** Index values of spans (index-bearing) overlapping the windows, ascending. */
function indicesOverWindows(
  spans: readonly { index: number; startJdUt: number; endJdUt: number }[],
  windows: readonly Interval[],
  map: (index: number) => number,
): number[] {
  const set = new Set<number>();
  for (const w of windows) {
    for (const s of spans) if (s.endJdUt > w.startJdUt && s.startJdUt < w.endJdUt) set.add(map(s.index));
  }
  return [...set].sort((a, b) => a - b);
}

/** A day's band from its score, Avoid when rejected. */
export function bandOf(score: number, rejected: boolean): MuhuratBand {
  if (rejected) return 'Avoid';
  if (score >= BAND_FLOORS.Excellent) return 'Excellent';
  if (score >= BAND_FLOORS.Good) return 'Good';
  return 'Fair';
}

/**
 * The lagna of the spans the other rules leave open: every rising sign
 * (`spans`, for the reasons) and the spans whose lagna fails the activity's
 * shuddhi (`merged`, closed). Computed only over the open spans, so the
 * ascendant is sampled where it can matter.
 */
interface PreparedLagna {
  spans: Span[];
  failing: Span[];
  merged: Interval[];
}

function prepareLagna(ctx: MuhuratContext, activity: ActivityRules, rules: readonly PreparedRule[]): PreparedLagna | undefined {
  if (activity.lagna === undefined) return undefined;
  const closed = unionOf(rules.flatMap((r) => r.merged));
  const open = subtractFrom(ctx.range.startJdUt, ctx.range.endJdUt, closed).filter((w) => w.endJdUt - w.startJdUt >= MIN_WINDOW_DAYS);
  const spans = lagnaSpans(ctx.place, open);
  const failing = failingLagnaSpans(activity.lagna, spans, ctx.moonSigns);
  return { spans, failing, merged: unionOf(failing) };
}

function evaluateDay(
  ctx: MuhuratContext,
  activity: ActivityRules,
  rules: readonly PreparedRule[],
  cautions: readonly PreparedRule[],
  lagna: PreparedLagna | undefined,
  day: MuhuratDayFrame,
): MuhuratDay {
  const from = day.sunriseJdUt;
  const to = day.nextSunriseJdUt;
  const length = to - from;
  const reasons: MuhuratReason[] = [];
  const closedParts: Interval[] = [];
  const openFraction: Record<string, number> = {};
  for (const rule of rules) {
    const closed = clipTo(rule.merged, from, to);
    const closedDays = lengthDays(closed);
    openFraction[rule.id] = 1 - closedDays / length;
    if (closed.length === 0) continue;
    closedParts.push(...closed);
    const whole = closedDays >= length - 1e-9;
    reasons.push({
      rule: rule.id,
      effect: whole ? 'rejects' : 'limits',
      closedFraction: Math.min(1, closedDays / length),
      indices: indicesIn(rule.spans, from, to),
      ...(rule.person === undefined ? {} : { person: rule.person }),
    });
  }
  let cautionCount = 0;
  for (const rule of cautions) {
    const covered = lengthDays(clipTo(rule.merged, from, to));
    if (covered === 0) continue;
    cautionCount += 1;
    reasons.push({
      rule: rule.id,
      effect: 'cautions',
      closedFraction: Math.min(1, covered / length),
      indices: indicesIn(rule.spans, from, to),
    });
  }
  const openOf = (closed: Interval[]) => subtractFrom(from, to, unionOf(closed)).filter((w) => w.endJdUt - w.startJdUt >= MIN_WINDOW_DAYS);
  let windows = openOf(closedParts);
  if (lagna !== undefined && windows.length > 0) {
    // Lagna shuddhi narrows what the other rules leave: it rejects the day when it closes every window they left.
    const closed = clipTo(lagna.merged, from, to);
    if (closed.length > 0) {
      const before = windows;
      windows = openOf([...closedParts, ...closed]);
      const closedHere = lengthDays(closed);
      if (lengthDays(windows) < lengthDays(before) - 1e-9) {
        reasons.push({
          rule: 'lagna',
          effect: windows.length === 0 ? 'rejects' : 'limits',
          closedFraction: Math.min(1, closedHere / length),
          indices: indicesIn(lagna.failing, from, to),
        });
      }
    }
  }
  // A window must begin before `latestJdUt` (one begun before it runs on); the rule named when any goes.
  const keepBegunBefore = (latestJdUt: number, rule: 'daylight' | 'night'): void => {
    const kept = windows.filter((w) => w.startJdUt < latestJdUt);
    if (kept.length === windows.length) return;
    reasons.push({
      rule,
      effect: kept.length === 0 ? 'rejects' : 'limits',
      closedFraction: Math.min(1, (lengthDays(windows) - lengthDays(kept)) / length),
      indices: [],
    });
    windows = kept;
  };
  // Begun by daylight: the windows that begin after sunset go.
  if (activity.daylight === true && windows.length > 0) keepBegunBefore(day.sunsetJdUt, 'daylight');
  // Not begun after the activity's hour of the night (the local clock on the day's civil date).
  if (activity.latestStartHour !== undefined && windows.length > 0)
    keepBegunBefore(localClockJdUt(day.date, activity.latestStartHour, ctx.offsetMinutesAt), 'night');
  const rejected = windows.length === 0;
  const closers = lagna === undefined ? rules : [...rules, { id: 'lagna', merged: lagna.merged }];
  const bounds = windows.map((w) => ({
    start: edgeRules(w.startJdUt, 'start', from, closers),
    end: edgeRules(w.endJdUt, 'end', to, closers),
  }));
  const month = ctx.months.find((m) => from >= m.startJdUt && from < m.endJdUt);
  const monthFavoured = month !== undefined && !month.adhik && activity.favouredMonths.includes(month.amanta);
  const monthForbidden = month === undefined || month.adhik || activity.forbiddenMonths.includes(month.amanta);
  const weekdayFavoured = activity.favouredWeekdays.includes(day.weekdayIndex);
  if (!rejected) {
    reasons.push({
      rule: 'nakshatra',
      effect: 'favours',
      closedFraction: 0,
      indices: indicesOverWindows(ctx.nakshatras, windows, (i) => i),
    });
    reasons.push({ rule: 'tithi', effect: 'favours', closedFraction: 0, indices: indicesOverWindows(ctx.tithis, windows, (i) => i + 1) });
    if (lagna !== undefined)
      reasons.push({ rule: 'lagna', effect: 'favours', closedFraction: 0, indices: indicesOverWindows(lagna.spans, windows, (i) => i) });
    if (weekdayFavoured) reasons.push({ rule: 'weekday', effect: 'favours', closedFraction: 0, indices: [day.weekdayIndex] });
    if (monthFavoured) reasons.push({ rule: 'lunar_month', effect: 'favours', closedFraction: 0, indices: [MONTH_INDEX[month.amanta]!] });
  }
  const w = SCORE_WEIGHTS;
  const shukla = spanAt(ctx.tithis, from).index < 15;
  const windowHours = lengthDays(windows) * 24;
  const weekdayQ = activity.forbiddenWeekdays.includes(day.weekdayIndex) ? 0 : weekdayFavoured ? 1 : 0.5;
  const monthQ = monthForbidden ? 0 : monthFavoured ? 1 : 0.5;
  const raw =
    w.nakshatra * openFraction.nakshatra! +
    w.tithi * openFraction.tithi! +
    w.weekday * weekdayQ +
    w.month * monthQ +
    w.paksha * (shukla ? 1 : 0) +
    w.window * Math.min(1, windowHours / FULL_WINDOW_HOURS);
  const score = Math.max(0, Math.round(raw) - CAUTION_PENALTY * cautionCount);
  return {
    date: day.date,
    iso: day.iso,
    sunriseJdUt: from,
    nextSunriseJdUt: to,
    score,
    band: bandOf(score, rejected),
    rejected,
    reasons,
    windows,
    bounds,
  };
}

/** Every day of the range scored for the activity, with the context they were read from. */
export function muhuratDaysWithContext(input: MuhuratDaysInput): { days: MuhuratDay[]; context: MuhuratContext } {
  const activity = ACTIVITY_RULES[input.activity];
  const ctx = contextOf(input);
  const prepare = (r: MuhuratRule): PreparedRule => {
    const spans = r.closed(ctx);
    return { id: r.id, person: r.person, spans, merged: unionOf(spans) };
  };
  const rules = [...activityRules(activity), ...(input.extraRules ?? [])].map(prepare);
  const cautions = activityCautions(activity).map(prepare);
  const lagna = prepareLagna(ctx, activity, rules);
  return { days: ctx.days.map((d) => evaluateDay(ctx, activity, rules, cautions, lagna, d)), context: ctx };
}

/** Every day of the range scored for the activity. */
export function muhuratDays(input: MuhuratDaysInput): MuhuratDay[] {
  return muhuratDaysWithContext(input).days;
}
