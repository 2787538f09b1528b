/** POST /v1/dasha/yogini: Yogini dasha, eight yoginis in a 36-year cycle, with antardashas (docs/dashas.md). */
import { Type } from '@sinclair/typebox';
import { DASHA_YEAR_DAYS, YOGINI_IDS, YOGINI_LABELS, YOGINI_YEARS, yoginiOf, type YoginiPeriod } from '../../domain/dashas/index.ts';
import { type BirthTask, birthTaskPrepare, chartAsGiven } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthRequest, DateTimeString } from '../schemas.ts';
import { dashaMeta, moonWarnings, renderer } from './present.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';

const YoginiPeriodData = Type.Object({
  yogini: Type.String({ examples: ['mangala'] }), label: Type.String(), planet: Type.String(), start: DateTimeString, end: DateTimeString,
});
export const YoginiData = Type.Object({
  year_days: Type.Number(),
  balance: Type.Object({ yogini: Type.String(), years: Type.Number() }),
  periods: Type.Array(Type.Composite([YoginiPeriodData, Type.Object({ years: Type.Integer({ minimum: 1, maximum: 8 }), sub: Type.Array(YoginiPeriodData) })])),
});

export const dashaYogini = defineOperation({
  id: 'dashaYogini', method: 'POST', path: '/v1/dasha/yogini', credits: 2, keys: SECRET, group: 'dasha',
  example: { birth: EXAMPLE_BIRTH },
  summary: 'Yogini dasha periods', description: 'Yogini dasha: eight yoginis in a 36-year cycle, with antardashas.',
  input: BirthRequest, output: YoginiData,
  prepare: birthTaskPrepare(dashaMeta),
  compute(task: BirthTask) {
    const r = yoginiOf(chartAsGiven(task.birth, task.options));
    const at = renderer(task.birth);
    const one = (p: YoginiPeriod) => {
      const i = YOGINI_IDS.indexOf(p.yogini);
      return { yogini: p.yogini, label: YOGINI_LABELS[i]![task.options.lang], planet: p.lord, years: YOGINI_YEARS[i]!, start: at(p.startJdUt), end: at(p.endJdUt) };
    };
    return {
      data: {
        year_days: DASHA_YEAR_DAYS,
        balance: { yogini: r.birthYogini, years: r.balanceYears },
        periods: r.periods.map((p) => ({ ...one(p), sub: p.sub!.map((s) => { const { years: _years, ...rest } = one(s); return rest; }) })),
      },
      warnings: moonWarnings(task.birth),
    };
  },
});
