/**
 * POST /v1/kundli/shadbala: the six strengths of the seven grahas with their
 * parts (docs/kundli.md), in the API's shape: labels, rounding (two
 * decimals, the ratio three), the parts left out for an unknown time and the
 * warnings.
 */
import { Type, type Static } from '@sinclair/typebox';
import { grahaTerm, SEVEN_GRAHAS } from '../../core/glossary.ts';
import type { Warning } from '../../core/warnings.ts';
import type { Chart } from '../../domain/chart/index.ts';
import { MINIMUM_RUPAS, shadbalaParts, shadbalaTotals } from '../../domain/shadbala/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthRequest, CHART_META, PLACE_META } from '../schemas.ts';
import { chartOf, prepareBirthTask } from '../birth.ts';
import { compactObject, labelOf, presentationOf, timeWarnings, type Presentation } from '../shared/present.ts';
import { labelField, OMITTED_UNKNOWN } from './schemas.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';

const n = (d?: string) => Type.Number(d === undefined ? {} : { description: d });
const on = (d?: string) => Type.Optional(n(d));
export const ShadbalaData = Type.Object({
  unit: Type.Literal('shashtiamsa'),
  grahas: Type.Array(
    Type.Object({
      id: Type.String(),
      label: labelField(),
      sthana: Type.Object({
        uchcha: n(),
        saptavargaja: n(),
        ojhayugma: n(),
        kendradi: on(OMITTED_UNKNOWN),
        drekkana: n(),
        total: on(OMITTED_UNKNOWN),
      }),
      dig: on(OMITTED_UNKNOWN),
      kala: Type.Object({
        nathonnata: on(OMITTED_UNKNOWN),
        paksha: n(),
        tribhaga: on(OMITTED_UNKNOWN),
        abda: n(),
        masa: n(),
        vara: n(),
        hora: on(OMITTED_UNKNOWN),
        ayana: n(),
        yuddha: n(),
        total: on(OMITTED_UNKNOWN),
      }),
      cheshta: n(),
      naisargika: n(),
      drik: n(),
      total_shashtiamsas: on(),
      total_rupas: on(),
      minimum_rupas: n('BPHS minimum, rupas'),
      ratio: on('total_rupas / minimum_rupas'),
      strong: Type.Optional(Type.Boolean()),
      rank: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })),
    }),
    { minItems: 7, maxItems: 7 },
  ),
});
export type ShadbalaData = Static<typeof ShadbalaData>;

type GrahaShadbala = ShadbalaData['grahas'][number];

const r2 = (x: number): number => Math.round(x * 100) / 100;

function roundDeep<T>(o: T): T {
  if (typeof o === 'number') return r2(o) as T;
  if (o !== null && typeof o === 'object' && !Array.isArray(o)) {
    for (const k of Object.keys(o)) (o as Record<string, unknown>)[k] = roundDeep((o as Record<string, unknown>)[k]);
  }
  return o;
}

/** Fields left out when the time is unknown. */
export const SHADBALA_TIME_FIELDS = [
  'grahas[].sthana.kendradi',
  'grahas[].sthana.total',
  'grahas[].dig',
  'grahas[].kala.nathonnata',
  'grahas[].kala.tribhaga',
  'grahas[].kala.hora',
  'grahas[].kala.total',
  'grahas[].total_shashtiamsas',
  'grahas[].total_rupas',
  'grahas[].ratio',
  'grahas[].strong',
  'grahas[].rank',
];

/** The answer of POST /v1/kundli/shadbala for a chart. */
export function presentShadbala(chart: Chart, p: Presentation): { data: ShadbalaData; warnings: Warning[] } {
  const parts = shadbalaParts(chart);
  const known = chart.lagna !== null;
  const totals = known ? shadbalaTotals(parts) : null;
  const rows: GrahaShadbala[] = SEVEN_GRAHAS.map((id) => {
    const x = parts[id];
    const row: GrahaShadbala = {
      id,
      label: labelOf(grahaTerm(id), p),
      ...x,
      sthana: compactObject({ ...x.sthana }),
      kala: compactObject({ ...x.kala }),
      minimum_rupas: MINIMUM_RUPAS[id],
    };
    if (totals !== null) {
      const t = totals[id];
      row.total_shashtiamsas = t.shashtiamsas;
      row.total_rupas = t.rupas;
      row.ratio = t.ratio;
      row.strong = t.strong;
    }
    return compactObject(row);
  });
  if (totals !== null) for (const r of rows) r.rank = totals[r.id as (typeof SEVEN_GRAHAS)[number]].rank;
  for (const r of rows) {
    const ratio = r.ratio;
    roundDeep(r);
    if (ratio !== undefined) r.ratio = Math.round(ratio * 1000) / 1000;
  }
  return { data: { unit: 'shashtiamsa', grahas: rows }, warnings: timeWarnings(chart, SHADBALA_TIME_FIELDS, [], SHADBALA_TIME_FIELDS) };
}

export const kundliShadbala = defineOperation({
  id: 'kundliShadbala',
  method: 'POST',
  path: '/v1/kundli/shadbala',
  credits: 2,
  keys: SECRET,
  group: 'kundli',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Shadbala of the seven grahas',
  description: 'The six strengths of the seven grahas with their parts, in shashtiamsas and rupas.',
  input: BirthRequest,
  output: ShadbalaData,
  prepare: prepareBirthTask,
  compute: (task) => presentShadbala(chartOf(task), presentationOf(task.options)),
});
