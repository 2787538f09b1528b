/** POST /v1/dasha/yogini: Yogini dasha, eight yoginis in a 36-year cycle, to depth 1..2, optionally within a window of local days (docs/dashas.md). */
import { Type } from '@sinclair/typebox';
import { label } from '../../core/glossary.ts';
import {
  DASHA_YEAR_DAYS,
  YOGINI_DEFAULT_DEPTH,
  YOGINI_IDS,
  YOGINI_LABELS,
  YOGINI_MAX_DEPTH,
  YOGINI_YEARS,
  yoginiOf,
  type DashaWindowOptions,
  type YoginiPeriod,
} from '../../domain/dashas/index.ts';
import { type BirthTask, chartAsGiven, resolveBirthRequest } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { Birth, DateTimeString, Options, PLACE_META } from '../schemas.ts';
import { dashaMeta, depthAndWindowFields, moonWarnings, renderer, windowOfDates, WindowData } from './present.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';

export const YoginiRequest = Type.Object(
  {
    birth: Birth,
    ...depthAndWindowFields(YOGINI_MAX_DEPTH, YOGINI_DEFAULT_DEPTH, '1 mahadashas only, 2 with their antardashas'),
    options: Type.Optional(Options),
  },
  { additionalProperties: false, title: 'YoginiRequest' },
);

const YoginiPeriodData = Type.Object({
  yogini: Type.String({ examples: ['mangala'] }),
  label: Type.String({ description: 'The yogini in options.lang' }),
  planet: Type.String(),
  start: DateTimeString,
  end: DateTimeString,
});
export const YoginiData = Type.Object({
  depth: Type.Integer({ minimum: 1, maximum: YOGINI_MAX_DEPTH }),
  year_days: Type.Number(),
  window: WindowData,
  balance: Type.Object({ yogini: Type.String(), years: Type.Number() }),
  periods: Type.Array(
    Type.Composite([
      YoginiPeriodData,
      Type.Object({
        years: Type.Integer({ minimum: 1, maximum: 8 }),
        sub: Type.Optional(Type.Array(YoginiPeriodData, { description: 'The eight antardashas (those in the window), at depth 2' })),
      }),
    ]),
  ),
});

export interface YoginiTask extends BirthTask, Pick<DashaWindowOptions, 'fromJdUt' | 'toJdUt'> {
  depth: number;
}

export const dashaYogini = defineOperation({
  id: 'dashaYogini',
  method: 'POST',
  path: '/v1/dasha/yogini',
  credits: 2,
  keys: SECRET,
  group: 'dasha',
  example: { birth: EXAMPLE_BIRTH },
  meta: ['ayanamsa', 'node', 'positions', ...PLACE_META],
  summary: 'Yogini dasha periods',
  description: 'Yogini dasha: eight yoginis in a 36-year cycle; depth 1 mahadashas, 2 (default) with antardashas; limited to from/to.',
  input: YoginiRequest,
  output: YoginiData,
  async prepare(input, ctx) {
    const request = await resolveBirthRequest(input, ctx);
    const window = windowOfDates(input, request.resolved.timezoneUsed.name);
    const task: YoginiTask = {
      birth: request.resolved.moment,
      options: request.options,
      depth: input.depth ?? YOGINI_DEFAULT_DEPTH,
      ...window,
    };
    return { task, meta: dashaMeta(request) };
  },
  compute(task: YoginiTask) {
    const r = yoginiOf(chartAsGiven(task.birth, task.options), {
      depth: task.depth,
      ...(task.fromJdUt === undefined ? {} : { fromJdUt: task.fromJdUt }),
      ...(task.toJdUt === undefined ? {} : { toJdUt: task.toJdUt }),
    });
    const at = renderer(task.birth);
    const lang = task.options.lang;
    const one = (p: YoginiPeriod) => ({
      yogini: p.yogini,
      label: label(YOGINI_LABELS[YOGINI_IDS.indexOf(p.yogini)]!, lang),
      planet: p.lord,
      start: at(p.startJdUt),
      end: at(p.endJdUt),
    });
    return {
      data: {
        depth: r.depth,
        year_days: DASHA_YEAR_DAYS,
        window: { from: at(r.fromJdUt), to: at(r.toJdUt) },
        balance: { yogini: r.birthYogini, years: r.balanceYears },
        periods: r.periods.map((p) => {
          const { yogini, label, planet, start, end } = one(p);
          const years = YOGINI_YEARS[YOGINI_IDS.indexOf(yogini)]!;
          return { yogini, label, planet, years, start, end, ...(p.sub === undefined ? {} : { sub: p.sub.map(one) }) };
        }),
      },
      warnings: moonWarnings(task.birth),
    };
  },
});
