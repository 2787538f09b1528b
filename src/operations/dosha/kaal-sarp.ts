/** POST /v1/dosha/kaal-sarp: Kaal Sarp dosha, none, partial or full (docs/doshas.md). */
import { Type } from '@sinclair/typebox';
import { timeUnknownWarning } from '../../core/warnings.ts';
import { kaalSarpOf } from '../../domain/doshas/index.ts';
import { type BirthTask, chartAsGiven, prepareBirthTask } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthRequest } from '../schemas.ts';
import { House } from './manglik.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';

export const KaalSarpData = Type.Object({
  present: Type.Boolean(), partial: Type.Boolean(),
  type: Type.Union([Type.String({ examples: ['anant'] }), Type.Null()]),
  arc: Type.Union([Type.Literal('rahu_to_ketu'), Type.Literal('ketu_to_rahu'), Type.Null()]),
  rahu_house: House,
});

const NO_TYPE = timeUnknownWarning(['type', 'rahu_house'], 'Birth time unknown: no lagna, so the type (named by Rahu\'s house) is left out');

export const doshaKaalSarp = defineOperation({
  id: 'doshaKaalSarp', method: 'POST', path: '/v1/dosha/kaal-sarp', credits: 1, keys: SECRET, group: 'dosha',
  example: { birth: EXAMPLE_BIRTH },
  summary: 'Kaal Sarp dosha', description: "Kaal Sarp dosha: none, partial or full, the type named by Rahu's house.",
  input: BirthRequest, output: KaalSarpData,
  prepare: prepareBirthTask,
  compute(task: BirthTask) {
    const r = kaalSarpOf(chartAsGiven(task.birth, task.options));
    return {
      data: { present: r.present, partial: r.partial, type: r.type, arc: r.arc, rahu_house: r.rahuHouse },
      warnings: task.birth.timeAccuracy === 'unknown' ? [NO_TYPE] : [],
    };
  },
});
