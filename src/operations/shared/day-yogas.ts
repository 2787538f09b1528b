/**
 * The special yogas and adverse spans as answers give them: the span object
 * of GET /v1/calendar/yogas and of the panchang day's `special_yogas`, its
 * labels, and the spans touching each day of a run of panchang days.
 */
import { Type } from '@sinclair/typebox';
import { ApiError } from '../../core/errors.ts';
import type { Lang } from '../../core/glossary.ts';
import { DAY_YOGA_IDS, dayYogaSpans, type DayYogaSpan } from '../../domain/day-yogas/index.ts';
import type { CivilDate, OffsetMinutesAt, Place, PanchangDay } from '../../domain/panchang/index.ts';
import { rowLabel } from '../../i18n/catalogue.ts';
import { DateTimeString, literals } from '../schemas.ts';
import type { LocalRenderer } from './local-render.ts';

/**
 * More than the longest span (a Panchak, under 2.6 days; the weekday yogas
 * joined across varas and Ravi Yoga across nakshatras, a few days).
 */
const LONGEST_SPAN_DAYS = 10;

export const DayYogaSpanData = Type.Object({
  id: literals(DAY_YOGA_IDS),
  label: Type.String({ description: 'Name in lang', examples: ['Guru Pushya Yoga'] }),
  start: DateTimeString,
  end: DateTimeString,
  kind: Type.Union([literals(['roga', 'raja', 'agni', 'chora', 'mrityu'] as const), Type.Null()], {
    description: 'Panchak: its kind by the weekday it begins on (null on a Wednesday or Thursday, and for other spans)',
  }),
  abode: Type.Union([literals(['svarga', 'patala', 'bhuloka'] as const), Type.Null()], {
    description: "Bhadra: where it dwells by the Moon's sign, bhuloka (on earth) the harmful one (null for other spans)",
  }),
});

/** One span as answers give it, its times rendered by `r`. */
export function dayYogaSpanData(s: DayYogaSpan, lang: Lang, r: LocalRenderer) {
  return {
    id: s.id,
    label: rowLabel('day_yoga', s.id, lang),
    start: r.at(s.startJdUt),
    end: r.at(s.endJdUt),
    kind: s.panchakKind ?? null,
    abode: s.bhadraAbode ?? null,
  };
}

/**
 * For each panchang day of a run from `first` (consecutive days), every
 * special yoga and adverse span touching it (sunrise to the next sunrise),
 * whole, in order; null for every day where the spans need a sunrise that
 * does not happen (a day within a few days of a polar day or night).
 */
export function daySpansOf(
  first: CivilDate,
  days: readonly PanchangDay[],
  place: Place,
  offset: OffsetMinutesAt,
): (DayYogaSpan[] | null)[] {
  let spans: DayYogaSpan[];
  try {
    spans = dayYogaSpans(first, days.length, place, offset, DAY_YOGA_IDS);
  } catch (e) {
    if (e instanceof ApiError) return days.map(() => null);
    throw e;
  }
  let from = 0;
  return days.map((day) => {
    const end = Number.isNaN(day.nextSunriseJdUt) ? day.sunriseJdUt + 1 : day.nextSunriseJdUt;
    // Spans are in order of start, none longer than LONGEST_SPAN_DAYS: skip those begun too early to reach this day.
    while (from < spans.length && spans[from]!.startJdUt < day.sunriseJdUt - LONGEST_SPAN_DAYS) from += 1;
    const out: DayYogaSpan[] = [];
    for (let k = from; k < spans.length && spans[k]!.startJdUt < end; k += 1) if (spans[k]!.endJdUt > day.sunriseJdUt) out.push(spans[k]!);
    return out;
  });
}
