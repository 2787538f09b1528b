/** GET /v1/panchang/choghadiya: the 16 choghadiyas of a local day (docs/panchang.md). */
import { Type, type Static } from '@sinclair/typebox';
import { label, type Lang } from '../../core/glossary.ts';
import { choghadiyasOf } from '../../domain/panchang/index.ts';
import { defineOperation, PUBLISHABLE } from '../define.ts';
import { DateString, literals, PLACE_META } from '../schemas.ts';
import { PlaceDayQuery, preparePlaceDay, sunDay, type PlaceDayTask } from './day.ts';
import { SpanFields, type LocalRenderer } from '../shared/local-render.ts';
import { EXAMPLE_DAY } from '../examples.ts';

export const ChoghadiyaData = Type.Object(
  {
    date: DateString,
    periods: Type.Array(
      Type.Object({
        name: Type.String(),
        label: Type.String(),
        quality: literals(['excellent', 'good', 'neutral', 'caution', 'avoid'] as const),
        part: literals(['day', 'night'] as const),
        ...SpanFields,
      }),
      { minItems: 16, maxItems: 16 },
    ),
  },
  { title: 'Choghadiya' },
);

export const panchangChoghadiya = defineOperation({
  id: 'panchangChoghadiya',
  method: 'GET',
  path: '/v1/panchang/choghadiya',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'panchang',
  example: EXAMPLE_DAY,
  meta: ['sunrise', ...PLACE_META],
  summary: 'Choghadiya periods',
  description:
    'The 16 choghadiyas: 8 from sunrise to sunset and 8 from sunset to the next sunrise, in the standard weekday ' +
    'sequences, with quality excellent (Amrit), good (Shubh, Labh), neutral (Char), caution (Udveg) or avoid (Kaal, Rog).',
  input: PlaceDayQuery,
  output: ChoghadiyaData,
  prepare: preparePlaceDay,
  compute(task: PlaceDayTask) {
    const { frame, r } = sunDay(task);
    return { data: { date: task.date, periods: choghadiyaPeriods(frame, task.lang, r) } };
  },
});

/** The `periods` of a day's frame in `lang`, rendered by `r` (the single-day answer and each day of a range). */
export function choghadiyaPeriods(
  frame: Parameters<typeof choghadiyasOf>[0],
  lang: Lang,
  r: LocalRenderer,
): Static<typeof ChoghadiyaData>['periods'] {
  return choghadiyasOf(frame).map((p) => ({
    name: p.term.id,
    label: label(p.term, lang),
    quality: p.term.quality,
    part: p.part,
    start: r.at(p.startJdUt),
    end: r.at(p.endJdUt),
  }));
}
