/** Local date-times of an answer: UT Julian days, windows and spans in the place's own clock (ISO 8601 with the offset in force). */
import type { Span, Window } from '../../domain/panchang/index.ts';
import { renderLocal, type OffsetMinutesAt, type Precision } from '../../time/index.ts';
import { DateTimeString } from '../schemas.ts';

export type LocalRenderer = ReturnType<typeof localRenderer>;

/** Renders UT Julian days, windows and spans as ISO 8601 date-times in the place's clock. */
export function localRenderer(offset: OffsetMinutesAt, precision: Precision = 'second') {
  const at = (jdUt: number) => renderLocal(jdUt, offset, precision);
  const maybe = (jdUt: number) => (Number.isNaN(jdUt) ? null : at(jdUt));
  const window = (w: Window | null) => (w === null ? null : { start: at(w.startJdUt), end: at(w.endJdUt) });
  const span = (s: Span) => ({ start: at(s.startJdUt), end: at(s.endJdUt) });
  return { at, maybe, window, span };
}

/** `start` and `end` of a span, in the place's clock. */
export const SpanFields = { start: DateTimeString, end: DateTimeString };
