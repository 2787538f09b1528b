/**
 * POST /v1/kundli/shadbala: the six strengths of the seven grahas with their
 * parts (docs/kundli.md). The domain's `shadbala(chart, presentation)` still
 * gives the answer in the API's shape (labels, rounding, warnings); its
 * presentation moves here once src/domain/shadbala returns plain parts.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Warning } from '../../core/warnings.ts';
import type { Chart } from '../../domain/chart/index.ts';
import { shadbala } from '../../domain/shadbala/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthRequest } from '../schemas.ts';
import { chartOf, prepareBirthTask } from './birth-chart.ts';
import { presentationOf, type Presentation } from './present.ts';
import { labelField, OMITTED_UNKNOWN } from './schemas.ts';

const n = (d?: string) => Type.Number(d === undefined ? {} : { description: d });
const on = (d?: string) => Type.Optional(n(d));
export const ShadbalaData = Type.Object({
  unit: Type.Literal('shashtiamsa'),
  grahas: Type.Array(Type.Object({
    id: Type.String(), label: labelField(),
    sthana: Type.Object({ uchcha: n(), saptavargaja: n(), ojhayugma: n(), kendradi: on(OMITTED_UNKNOWN), drekkana: n(), total: on(OMITTED_UNKNOWN) }),
    dig: on(OMITTED_UNKNOWN),
    kala: Type.Object({ nathonnata: on(OMITTED_UNKNOWN), paksha: n(), tribhaga: on(OMITTED_UNKNOWN), abda: n(), masa: n(), vara: n(),
      hora: on(OMITTED_UNKNOWN), ayana: n(), yuddha: n(), total: on(OMITTED_UNKNOWN) }),
    cheshta: n(), naisargika: n(), drik: n(),
    total_shashtiamsas: on(), total_rupas: on(), minimum_rupas: n('BPHS minimum, rupas'),
    ratio: on('total_rupas / minimum_rupas'), strong: Type.Optional(Type.Boolean()), rank: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })),
  }), { minItems: 7, maxItems: 7 }),
});
export type ShadbalaData = Static<typeof ShadbalaData>;

/** The answer of POST /v1/kundli/shadbala for a chart. */
export function presentShadbala(chart: Chart, p: Presentation): { data: ShadbalaData; warnings: Warning[] } {
  return shadbala(chart, p);
}

export const kundliShadbala = defineOperation({
  id: 'kundliShadbala', method: 'POST', path: '/v1/kundli/shadbala', credits: 2, keys: SECRET, group: 'kundli',
  summary: 'Shadbala of the seven grahas', description: 'The six strengths of the seven grahas with their parts, in shashtiamsas and rupas.',
  input: BirthRequest, output: ShadbalaData,
  prepare: prepareBirthTask,
  compute: (task) => presentShadbala(chartOf(task), presentationOf(task.options)),
});
