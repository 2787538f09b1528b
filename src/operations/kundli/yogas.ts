/** POST /v1/kundli/yogas: the yogas present, each with a strength and the rule that formed it (docs/kundli.md). */
import { Type, type Static } from '@sinclair/typebox';
import type { Warning } from '../../core/warnings.ts';
import type { Chart } from '../../domain/chart/index.ts';
import { findYogas, YOGA_RULES, yogaFormedText, yogaRuleText } from '../../domain/yogas/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { literals, CHART_META, PLACE_META } from '../schemas.ts';
import { BirthOrChartRequest, chartOfTask, prepareBirthOrChart } from '../chart-input.ts';
import { approximateWarnings, compactObject, labelOf, presentationOf, timeUnknownWarning, type Presentation } from '../shared/present.ts';
import { labelField } from './schemas.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';

const Yoga = Type.Object({
  id: Type.String({ examples: ['gaja_kesari'] }),
  family: Type.String(),
  label: labelField(),
  grahas: Type.Array(Type.String()),
  strength: Type.Object({ score: Type.Integer({ minimum: 0, maximum: 100 }), band: literals(['strong', 'moderate', 'weak'] as const) }),
  rule: labelField('The classical rule with its source, in `lang`; omitted with view=compact'),
  formed_by: labelField('How this chart meets the rule, in `lang`; omitted with view=compact'),
});
type Yoga = Static<typeof Yoga>;

export const YogasData = Type.Object({
  yogas: Type.Array(Yoga),
  checked: Type.Integer({ description: 'Number of rules evaluated' }),
  not_evaluated: Type.Optional(Type.Array(Type.String(), { description: 'Rules that need the lagna, when the time is unknown' })),
});
export type YogasData = Static<typeof YogasData>;

/** The rules a lagna sign change would affect, as warning fields. */
const LAGNA_FIELDS = YOGA_RULES.filter((r) => r.needsLagna).map((r) => `yogas[${r.id}]`);

/** The answer of POST /v1/kundli/yogas for a chart. */
export function presentYogas(chart: Chart, p: Presentation): { data: YogasData; warnings: Warning[] } {
  const r = findYogas(chart);
  const compact = p.view === 'compact';
  const yogas = r.found.map((y): Yoga =>
    compactObject({
      id: y.rule.id,
      family: y.rule.family,
      label: labelOf(y.rule.name, p),
      grahas: y.grahas,
      strength: { score: y.score, band: y.band },
      rule: compact ? undefined : yogaRuleText(y.rule.rule, p.lang),
      formed_by: compact ? undefined : yogaFormedText(y.formedBy, p.lang),
    }),
  );
  const skipped = r.notEvaluated.map((rule) => rule.id);
  const data: YogasData = { yogas, checked: r.checked };
  if (skipped.length > 0) data.not_evaluated = skipped;
  const warnings =
    skipped.length > 0 ? [timeUnknownWarning(skipped.map((id) => `yogas[${id}]`))] : approximateWarnings(chart, [], LAGNA_FIELDS);
  return { data, warnings };
}

export const kundliYogas = defineOperation({
  id: 'kundliYogas',
  method: 'POST',
  path: '/v1/kundli/yogas',
  credits: 2,
  keys: SECRET,
  group: 'kundli',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Yogas present',
  description: 'Yogas present, each with a strength and the rule that formed it.',
  input: BirthOrChartRequest,
  output: YogasData,
  prepare: prepareBirthOrChart,
  compute: (task) => presentYogas(chartOfTask(task), presentationOf(task.options)),
});
