/**
 * The range context: everything the muhurat rules read about a run of local
 * days at one place, computed once per request from the engine's batch
 * searches: one rise/set batch for every sunrise, one lunar-event search per
 * kind (tithi, karana, nakshatra, yoga, the Sun's and Moon's sidereal signs),
 * the lunar months, Jupiter's and Venus's combustion boundaries, and the
 * eclipses seen at the place with their sutak (eclipses.ts: the eclipse
 * search only at the syzygies where one can be seen). A muhurat day runs
 * from its sunrise to the next (the Hindu day), named by the civil date of its sunrise.
 */
import { errors } from '../../core/errors.ts';
import { findLunarEvents, grahaPositions, positionOf } from '../../native/ephemeris.ts';
import { lunarMonthsBetween, type LunarMonth } from '../lunar-month/index.ts';
import {
  addDays,
  isoDate,
  spansOf,
  sunDays,
  weekdayIndexOf,
  type CivilDate,
  type OffsetMinutesAt,
  type Place,
  type Span,
  type SunriseConvention,
} from '../panchang/index.ts';
import { eclipsesSeenAt, type SeenEclipse } from './eclipses.ts';
import { DEFAULT_ASTA_RULE } from '../../core/defaults.ts';
import { astaSpansByVisibility, type AstaRule } from '../asta/index.ts';
import { COMBUSTION_ORBS_DEG } from './rules.ts';
import type { Interval } from './intervals.ts';

/** One muhurat day: from its sunrise to the next sunrise. */
export interface MuhuratDayFrame {
  index: number;
  date: CivilDate;
  /** YYYY-MM-DD. */
  iso: string;
  /** 0 = Sunday: the weekday of the sunrise, which rules the whole day. */
  weekdayIndex: number;
  sunriseJdUt: number;
  sunsetJdUt: number;
  nextSunriseJdUt: number;
}

/** An eclipse seen at the place: the part of it above the horizon (umbral phase for a lunar one; none penumbral) and its sutak. */
export type Eclipse = SeenEclipse;

export interface MuhuratContext {
  place: Place;
  offsetMinutesAt: OffsetMinutesAt;
  days: MuhuratDayFrame[];
  /** From the first sunrise to the last day's next sunrise. */
  range: Interval;
  tithis: Span[];
  karanas: Span[];
  nakshatras: Span[];
  /** Spans of the Moon's nakshatra pada (index 0..107, 4 to a nakshatra). */
  padas: Span[];
  yogas: Span[];
  /** Spans of the Sun's and the Moon's sidereal sign (index 0 = Mesha). */
  sunSigns: Span[];
  moonSigns: Span[];
  months: LunarMonth[];
  /** Spans in which Jupiter and Venus are combust (asta), by the context's asta rule. */
  combust: Record<'jupiter' | 'venus', Interval[]>;
  /** Spans of Jupiter's sidereal sign (index 0 = Mesha), for guru bala. */
  jupiterSigns: Span[];
  eclipses: Eclipse[];
}

/** Days searched before and after the range: a lunar month, a Sun sign (at most 31.5 days) is whole. */
const PAD_DAYS = 32;

/** Spans from the ingress events of one kind (index = the division entered, of `count`). */
function ingressSpans(kind: 'sun_sign' | 'moon_sign' | 'pada', count: number, from: number, to: number): Span[] {
  const e = findLunarEvents(from, to, [kind]);
  const out: Span[] = [];
  for (let i = 0; i + 1 < e.jdUt.length; i += 1) {
    out.push({ index: ((e.index[i]! % count) + count) % count, startJdUt: e.jdUt[i]!, endJdUt: e.jdUt[i + 1]! });
  }
  return out;
}

/** Step of the elongation samples, days: the elongation of Jupiter or Venus changes under 1.3 deg a day. */
const COMBUSTION_STEP_DAYS = 1;

/**
 * Combust spans of Jupiter and Venus over [from, to]: their distance in
 * longitude from the Sun sampled daily in one batch (the engine's graha
 * series), each crossing of the orb placed by linear interpolation (within
 * minutes: the elongation is smooth and slow). Much faster than the engine's
 * event search, which refines every boundary from the ephemeris.
 */
function combustSpans(from: number, to: number): { combust: Record<'jupiter' | 'venus', Interval[]>; jupiterSigns: Span[] } {
  const n = Math.ceil((to - from) / COMBUSTION_STEP_DAYS) + 1;
  const moments = Float64Array.from({ length: n }, (_, i) => from + i * COMBUSTION_STEP_DAYS);
  const batch = grahaPositions(moments);
  // Jupiter's sign from the same samples: it moves under 0.25 deg a day, a crossing placed by interpolation within minutes.
  const jupiterSigns: Span[] = [];
  let signStart = from;
  let sign = Math.floor(positionOf(batch, 0, JUPITER_INDEX).longitudeDeg / 30);
  for (let i = 1; i < n; i += 1) {
    const a = positionOf(batch, i - 1, JUPITER_INDEX).longitudeDeg;
    const b = positionOf(batch, i, JUPITER_INDEX).longitudeDeg;
    const next = Math.floor(b / 30);
    if (next === sign) continue;
    // The boundary crossed: the next sign's start going direct, this sign's start going retrograde (mod 360).
    const boundary = (((b - a + 540) % 360) - 180 > 0 ? next : sign) * 30;
    const unwrap = (x: number) => ((x - boundary + 540) % 360) - 180;
    const crossing = moments[i - 1]! + (unwrap(a) / (unwrap(a) - unwrap(b))) * COMBUSTION_STEP_DAYS;
    jupiterSigns.push({ index: sign, startJdUt: signStart, endJdUt: crossing });
    signStart = crossing;
    sign = next;
  }
  jupiterSigns.push({ index: sign, startJdUt: signStart, endJdUt: moments[n - 1]! });
  const spansOfGraha = (grahaIndex: number, orb: { direct: number; retro: number }): Interval[] => {
    const excess = new Float64Array(n);
    for (let i = 0; i < n; i += 1) {
      const p = positionOf(batch, i, grahaIndex);
      let e = Math.abs(p.longitudeDeg - positionOf(batch, i, 0).longitudeDeg) % 360;
      if (e > 180) e = 360 - e;
      excess[i] = e - (p.speedDegPerDay < 0 ? orb.retro : orb.direct);
    }
    const out: Interval[] = [];
    let startJdUt = excess[0]! < 0 ? Number.NEGATIVE_INFINITY : Number.NaN;
    for (let i = 1; i < n; i += 1) {
      const a = excess[i - 1]!;
      const b = excess[i]!;
      if (a < 0 === b < 0) continue;
      const crossing = moments[i - 1]! + (a / (a - b)) * COMBUSTION_STEP_DAYS;
      if (b < 0) startJdUt = crossing;
      else {
        out.push({ startJdUt, endJdUt: crossing });
        startJdUt = Number.NaN;
      }
    }
    if (!Number.isNaN(startJdUt)) out.push({ startJdUt, endJdUt: Number.POSITIVE_INFINITY });
    return out;
  };
  return {
    combust: {
      jupiter: spansOfGraha(JUPITER_INDEX, COMBUSTION_ORBS_DEG.jupiter),
      venus: spansOfGraha(VENUS_INDEX, COMBUSTION_ORBS_DEG.venus),
    },
    jupiterSigns,
  };
}

/** Guru or Shukra asta by visibility at the place: from the graha's heliacal setting to its rising. */
function hiddenSpans(graha: 'jupiter' | 'venus', from: number, to: number, place: Place): Interval[] {
  return astaSpansByVisibility(graha, from, to, place).map((s) => ({ startJdUt: s.astaJdUt, endJdUt: s.udayaJdUt }));
}

/** Graha indices of the position batch (GRAHA_IDS order). */
const JUPITER_INDEX = 4;
const VENUS_INDEX = 5;

/**
 * The context of `dayCount` muhurat days from `first` at `place`. Throws
 * invalid_parameter on `latitudeParam` when the Sun does not rise and set on one of them.
 * Sunrise and sunset by `sunrise` (default DEFAULT_SUNRISE); Guru and Shukra asta by `astaRule`.
 */
export function muhuratContext(
  first: CivilDate,
  dayCount: number,
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  latitudeParam = 'lat',
  sunrise?: SunriseConvention,
  astaRule: AstaRule = DEFAULT_ASTA_RULE,
): MuhuratContext {
  // One more day, for the last day's next sunrise.
  const sun = sunDays(first, dayCount + 1, place, offsetMinutesAt, sunrise);
  const days: MuhuratDayFrame[] = [];
  for (let i = 0; i < dayCount; i += 1) {
    const date = addDays(first, i);
    const sunriseJdUt = sun.sunriseJdUt[i]!;
    const sunsetJdUt = sun.sunsetJdUt[i]!;
    const nextSunriseJdUt = sun.sunriseJdUt[i + 1]!;
    if (Number.isNaN(sunriseJdUt) || !(sunsetJdUt > sunriseJdUt && sunsetJdUt - sunriseJdUt < 1)) {
      throw errors.polarDay(latitudeParam, isoDate(date));
    }
    if (Number.isNaN(nextSunriseJdUt)) throw errors.polarDay(latitudeParam, isoDate(addDays(date, 1)));
    days.push({ index: i, date, iso: isoDate(date), weekdayIndex: weekdayIndexOf(date), sunriseJdUt, sunsetJdUt, nextSunriseJdUt });
  }
  const range = { startJdUt: days[0]!.sunriseJdUt, endJdUt: days[days.length - 1]!.nextSunriseJdUt };
  const from = range.startJdUt - PAD_DAYS;
  const to = range.endJdUt + PAD_DAYS;
  // One search per kind: the engine answers several single-kind searches far
  // faster than one search for all kinds (src/domain/lunar-month/months.ts).
  const tithis = spansOf(findLunarEvents(from, to, ['tithi']), 'tithi');
  const byOrbs = combustSpans(from, to);
  const { jupiterSigns } = byOrbs;
  const combust =
    astaRule === 'orbs'
      ? byOrbs.combust
      : { jupiter: hiddenSpans('jupiter', from, to, place), venus: hiddenSpans('venus', from, to, place) };
  return {
    place,
    offsetMinutesAt,
    days,
    range,
    tithis,
    karanas: spansOf(findLunarEvents(from, to, ['karana']), 'karana'),
    nakshatras: spansOf(findLunarEvents(from, to, ['nakshatra']), 'nakshatra'),
    padas: ingressSpans('pada', 108, from, to),
    yogas: spansOf(findLunarEvents(from, to, ['yoga']), 'yoga'),
    sunSigns: ingressSpans('sun_sign', 12, from, to),
    moonSigns: ingressSpans('moon_sign', 12, from, to),
    months: lunarMonthsBetween(range.startJdUt, range.endJdUt),
    combust,
    jupiterSigns,
    eclipses: eclipsesSeenAt(place, tithis, range.startJdUt, range.endJdUt),
  };
}
