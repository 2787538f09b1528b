/** GET /v1/panchang/hora: the 24 planetary hours of a local day (docs/panchang.md). */
import { Type, type Static } from '@sinclair/typebox';
import type { Lang } from '../../core/glossary.ts';
import { horasOf } from '../../domain/panchang/index.ts';
import { defineOperation, PUBLISHABLE } from '../define.ts';
import { DateString, DateTimeString, literals, PLACE_META } from '../schemas.ts';
import { grahaLabel, PlaceDayQuery, preparePlaceDay, sunDay, type PlaceDayTask } from './day.ts';
import { SpanFields, type LocalRenderer } from '../shared/local-render.ts';
import { EXAMPLE_DAY } from '../examples.ts';

export const HoraData = Type.Object(
  {
    date: DateString,
    sunrise: DateTimeString,
    sunset: DateTimeString,
    next_sunrise: DateTimeString,
    horas: Type.Array(
      Type.Object({
        number: Type.Integer({ minimum: 1, maximum: 24 }),
        lord: Type.String(),
        label: Type.String(),
        part: literals(['day', 'night'] as const),
        ...SpanFields,
      }),
      { minItems: 24, maxItems: 24 },
    ),
  },
  { title: 'Hora' },
);

export const panchangHora = defineOperation({
  id: 'panchangHora',
  method: 'GET',
  path: '/v1/panchang/hora',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'panchang',
  example: EXAMPLE_DAY,
  meta: ['sunrise', ...PLACE_META],
  summary: 'The 24 planetary hours of a day',
  description:
    'The 24 planetary hours from sunrise: day horas are twelfths of sunrise..sunset, night horas twelfths of ' +
    'sunset..next sunrise; the first belongs to the weekday lord, then the Chaldean order.',
  input: PlaceDayQuery,
  output: HoraData,
  prepare: preparePlaceDay,
  compute(task: PlaceDayTask) {
    const { frame, r } = sunDay(task);
    return {
      data: {
        date: task.date,
        sunrise: r.at(frame.sunriseJdUt),
        sunset: r.at(frame.sunsetJdUt),
        next_sunrise: r.at(frame.nextSunriseJdUt),
        horas: horaList(frame, task.lang, r),
      },
    };
  },
});

/** The `horas` of a day's frame in `lang`, rendered by `r` (the single-day answer and each day of a range). */
export function horaList(frame: Parameters<typeof horasOf>[0], lang: Lang, r: LocalRenderer): Static<typeof HoraData>['horas'] {
  return horasOf(frame).map((h) => ({
    number: h.number,
    lord: h.lord,
    label: grahaLabel(h.lord, lang),
    part: h.part,
    start: r.at(h.startJdUt),
    end: r.at(h.endJdUt),
  }));
}
