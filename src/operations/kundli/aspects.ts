/** POST /v1/kundli/aspects: graha drishti of the nine grahas (docs/kundli.md). */
import { Type, type Static } from '@sinclair/typebox';
import { GRAHAS, proseLang, SIGNS } from '../../core/glossary.ts';
import type { Warning } from '../../core/warnings.ts';
import { grahaDrishti, NODE_ASPECT_RULE } from '../../domain/aspects/index.ts';
import type { Chart } from '../../domain/chart/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthOrChartRequest, chartOfTask, prepareBirthOrChart } from '../chart-input.ts';
import { compactObject, labelOf, presentationOf, timeWarnings, type Presentation } from '../shared/present.ts';
import { labelField, OMITTED_UNKNOWN } from './schemas.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { CHART_META, PLACE_META } from '../schemas.ts';

const GrahaAspect = Type.Object({
  id: Type.String(),
  label: labelField(),
  sign: Type.String(),
  houses_from_graha: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), {
    description: 'Houses aspected, counted from the graha (its own sign is 1)',
  }),
  signs: Type.Array(Type.String()),
  houses_from_lagna: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: OMITTED_UNKNOWN })),
  grahas: Type.Array(Type.String(), { description: 'Grahas in the aspected signs' }),
});
type GrahaAspect = Static<typeof GrahaAspect>;

export const AspectsData = Type.Object({
  rule: Type.Optional(Type.String({ description: 'The rule used for Rahu and Ketu, in `lang`; omitted with view=compact' })),
  aspects: Type.Array(GrahaAspect),
  aspected_by: Type.Record(Type.String(), Type.Array(Type.String())),
});
export type AspectsData = Static<typeof AspectsData>;

const LAGNA_FIELDS = ['aspects[].houses_from_lagna'];

/** The answer of POST /v1/kundli/aspects for a chart. */
export function presentAspects(chart: Chart, p: Presentation): { data: AspectsData; warnings: Warning[] } {
  const d = grahaDrishti(chart);
  const aspects = d.aspects.map((a, i): GrahaAspect =>
    compactObject({
      id: a.id,
      label: labelOf(GRAHAS[i]!, p),
      sign: SIGNS[a.signIndex]!.id,
      houses_from_graha: a.housesFromGraha,
      signs: a.signIndices.map((s) => SIGNS[s]!.id),
      houses_from_lagna: a.housesFromLagna ?? undefined,
      grahas: a.grahas,
    }),
  );
  const data: AspectsData = compactObject({
    rule: p.view === 'compact' ? undefined : NODE_ASPECT_RULE[proseLang(p.lang)],
    aspects,
    aspected_by: d.aspectedBy,
  });
  return { data, warnings: timeWarnings(chart, LAGNA_FIELDS, [], LAGNA_FIELDS) };
}

export const kundliAspects = defineOperation({
  id: 'kundliAspects',
  method: 'POST',
  path: '/v1/kundli/aspects',
  credits: 1,
  keys: SECRET,
  group: 'kundli',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Graha drishti',
  description: 'Graha drishti counted from the aspecting graha; Rahu and Ketu aspect the 5th, 7th and 9th.',
  input: BirthOrChartRequest,
  output: AspectsData,
  prepare: prepareBirthOrChart,
  compute: (task) => presentAspects(chartOfTask(task), presentationOf(task.options)),
});
