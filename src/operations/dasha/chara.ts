/** POST /v1/dasha/chara: Jaimini Chara dasha (K.N. Rao) with the seven chara karakas (docs/dashas.md). */
import { Type } from '@sinclair/typebox';
import { errors } from '../../core/errors.ts';
import { label, SIGNS } from '../../core/glossary.ts';
import { charaOf, DASHA_YEAR_DAYS } from '../../domain/dashas/index.ts';
import { type BirthTask, chartAsGiven, resolveBirthRequest } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthRequest, DateTimeString, CHART_META, PLACE_META } from '../schemas.ts';
import { roundFixed } from '../shared/present.ts';
import { dashaMeta, renderer } from './present.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';

export const CharaData = Type.Object({
  scheme: Type.Literal('kn_rao'),
  year_days: Type.Number(),
  lagna_sign: Type.String(),
  direction: Type.Union([Type.Literal('zodiacal'), Type.Literal('reverse')]),
  karakas: Type.Array(
    Type.Object({
      karaka: Type.String({ examples: ['atmakaraka'] }),
      planet: Type.String(),
      degree_in_sign: Type.Number({ description: 'Degrees travelled in its sign, to 6 decimals as every kundli degree' }),
    }),
  ),
  periods: Type.Array(
    Type.Object({
      sign: Type.String(),
      sign_label: Type.String(),
      lord: Type.Union([Type.String(), Type.Null()]),
      years: Type.Integer(),
      cycle: Type.Integer({ minimum: 1, maximum: 2 }),
      start: DateTimeString,
      end: DateTimeString,
      antardashas: Type.Array(Type.Object({ sign: Type.String(), sign_label: Type.String(), start: DateTimeString, end: DateTimeString }), {
        minItems: 12,
        maxItems: 12,
        description: "Twelve, each a twelfth of the dasha, the dasha sign's own last (K.N. Rao)",
      }),
    }),
  ),
});

export const dashaChara = defineOperation({
  id: 'dashaChara',
  method: 'POST',
  path: '/v1/dasha/chara',
  credits: 2,
  keys: SECRET,
  group: 'dasha',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Jaimini Chara dasha and karakas',
  description: "Jaimini Chara dasha (K.N. Rao's scheme) with its antardashas and the seven chara karakas.",
  input: BirthRequest,
  output: CharaData,
  async prepare(input, ctx) {
    const request = await resolveBirthRequest(input, ctx);
    if (request.resolved.moment.timeAccuracy === 'unknown') {
      throw errors.invalidParameterMessage('birth.time_accuracy', 'Chara dasha starts from the lagna and needs a known birth time');
    }
    const task: BirthTask = { birth: request.resolved.moment, options: request.options };
    return { task, meta: { ...dashaMeta(request), house_system: request.options.house_system } };
  },
  compute(task: BirthTask) {
    const r = charaOf(chartAsGiven(task.birth, task.options));
    const at = renderer(task.birth);
    return {
      data: {
        scheme: 'kn_rao' as const,
        year_days: DASHA_YEAR_DAYS,
        lagna_sign: SIGNS[r.periods[0]!.signIndex]!.id,
        direction: r.direction,
        karakas: r.karakas.map((k) => ({ karaka: k.karaka, planet: k.graha, degree_in_sign: roundFixed(k.degreesInSign) })),
        periods: r.periods.map((p) => ({
          sign: SIGNS[p.signIndex]!.id,
          sign_label: label(SIGNS[p.signIndex]!, task.options.lang),
          lord: p.lord,
          years: p.years,
          cycle: p.cycle,
          start: at(p.startJdUt),
          end: at(p.endJdUt),
          antardashas: p.antardashas.map((a) => ({
            sign: SIGNS[a.signIndex]!.id,
            sign_label: label(SIGNS[a.signIndex]!, task.options.lang),
            start: at(a.startJdUt),
            end: at(a.endJdUt),
          })),
        })),
      },
    };
  },
});
