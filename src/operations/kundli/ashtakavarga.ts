/** POST /v1/kundli/ashtakavarga: Bhinna Ashtakavarga of the seven grahas and the lagna, and Sarva (docs/kundli.md). */
import { Type, type Static } from '@sinclair/typebox';
import { SIGNS } from '../../core/glossary.ts';
import type { Warning } from '../../core/warnings.ts';
import { chartAshtakavarga, CONTRIBUTORS } from '../../domain/ashtakavarga/index.ts';
import type { Chart } from '../../domain/chart/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthOrChartRequest, chartOfTask, prepareBirthOrChart } from '../chart-input.ts';
import { approximateWarnings, timeUnknownWarning } from '../shared/present.ts';
import { OMITTED_UNKNOWN } from './schemas.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { CHART_META, PLACE_META } from '../schemas.ts';

const Row = Type.Object({ of: Type.String(), bindus: Type.Array(Type.Integer(), { minItems: 12, maxItems: 12 }), total: Type.Integer() });
export const AshtakavargaData = Type.Object({
  signs: Type.Optional(Type.Array(Type.String(), { description: `Sign order of every bindus array; ${OMITTED_UNKNOWN}` })),
  bhinna: Type.Optional(Type.Array(Row, { description: `Sun..Saturn and lagna; ${OMITTED_UNKNOWN}` })),
  sarva: Type.Optional(
    Type.Object({ bindus: Type.Array(Type.Integer()), total: Type.Integer(), by_house: Type.Optional(Type.Array(Type.Integer())) }),
  ),
});
export type AshtakavargaData = Static<typeof AshtakavargaData>;

const sum = (a: readonly number[]): number => a.reduce((x, y) => x + y, 0);

/** The answer of POST /v1/kundli/ashtakavarga for a chart (ids and numbers only: nothing depends on `lang` or `view`). */
export function presentAshtakavarga(chart: Chart): { data: AshtakavargaData; warnings: Warning[] } {
  const t = chartAshtakavarga(chart);
  if (t === null) return { data: {}, warnings: [timeUnknownWarning(['signs', 'bhinna', 'sarva'])] };
  return {
    data: {
      signs: SIGNS.map((s) => s.id),
      bhinna: CONTRIBUTORS.map((c) => ({ of: c, bindus: t.bhinna[c], total: sum(t.bhinna[c]) })),
      sarva: { bindus: t.sarva, total: sum(t.sarva), by_house: t.sarvaByHouse },
    },
    warnings: approximateWarnings(chart, [], ['bhinna', 'sarva']),
  };
}

export const kundliAshtakavarga = defineOperation({
  id: 'kundliAshtakavarga',
  method: 'POST',
  path: '/v1/kundli/ashtakavarga',
  credits: 2,
  keys: SECRET,
  group: 'kundli',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Bhinna and Sarva Ashtakavarga',
  description: 'Bhinna Ashtakavarga of the seven grahas and the lagna, and Sarva.',
  input: BirthOrChartRequest,
  output: AshtakavargaData,
  prepare: prepareBirthOrChart,
  compute: (task) => presentAshtakavarga(chartOfTask(task)),
});
