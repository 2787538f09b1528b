/** POST /v1/dosha/kaal-sarp: Kaal Sarp dosha, none, partial or full (docs/doshas.md). */
import { Type } from '@sinclair/typebox';
import { grahaTerm } from '../../core/glossary.ts';
import { timeUnknownWarning } from '../../core/warnings.ts';
import { kaalSarpOf, kaalSarpUndecidedBySigns } from '../../domain/doshas/index.ts';
import {
  BirthOrChartRequest,
  type BirthOrChartTask,
  chartOfTaskAsGiven,
  isGivenChartTask,
  prepareBirthOrChart,
  requireDegrees,
} from '../chart-input.ts';
import { defineOperation, SECRET } from '../define.ts';
import { House } from '../shared/manglik.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { CHART_META, PLACE_META } from '../schemas.ts';

export const KaalSarpData = Type.Object({
  present: Type.Boolean(),
  partial: Type.Boolean(),
  type: Type.Union([Type.String({ examples: ['anant'] }), Type.Null()]),
  arc: Type.Union([Type.Literal('rahu_to_ketu'), Type.Literal('ketu_to_rahu'), Type.Null()]),
  rahu_house: House,
});

const NO_TYPE = timeUnknownWarning(['type', 'rahu_house'], "Birth time unknown: no lagna, so the type (named by Rahu's house) is left out");

export const doshaKaalSarp = defineOperation({
  id: 'doshaKaalSarp',
  method: 'POST',
  path: '/v1/dosha/kaal-sarp',
  credits: 1,
  keys: SECRET,
  group: 'dosha',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Kaal Sarp dosha',
  description: "Kaal Sarp dosha: none, partial or full, the type named by Rahu's house.",
  input: BirthOrChartRequest,
  output: KaalSarpData,
  async prepare(input, ctx) {
    const prepared = await prepareBirthOrChart(input, ctx);
    if (isGivenChartTask(prepared.task)) {
      // Signs decide the dosha unless a graha shares a sign with a node: then its side of the axis needs both degrees.
      const undecided = kaalSarpUndecidedBySigns(prepared.task.given);
      if (undecided.length > 0) {
        const graha = undecided[0]!;
        requireDegrees(
          prepared.task.given,
          [graha, 'rahu'],
          `${grahaTerm(graha).en} shares a sign with a node, so its side of the Rahu-Ketu axis needs its degree and Rahu's`,
        );
      }
    }
    return prepared;
  },
  compute(task: BirthOrChartTask) {
    const r = kaalSarpOf(chartOfTaskAsGiven(task));
    return {
      data: { present: r.present, partial: r.partial, type: r.type, arc: r.arc, rahu_house: r.rahuHouse },
      warnings: !isGivenChartTask(task) && task.birth.timeAccuracy === 'unknown' ? [NO_TYPE] : [],
    };
  },
});
