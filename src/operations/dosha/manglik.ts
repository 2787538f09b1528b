/** POST /v1/dosha/manglik: Manglik dosha from the lagna, Moon and Venus (docs/doshas.md). */
import { Type, type Static } from '@sinclair/typebox';
import { timeUnknownWarning } from '../../core/warnings.ts';
import { manglikOf, type ManglikRuleSet } from '../../domain/doshas/index.ts';
import { BirthOrChartRequest, type BirthOrChartTask, chartOfTaskAsGiven, isGivenChartTask, prepareBirthOrChart } from '../chart-input.ts';
import type { PrepareContext } from '../context.ts';
import { defineOperation, SECRET, type Prepared } from '../define.ts';
import { ManglikRulesField, manglikRulesOf } from '../matching-conventions.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { ManglikData, manglikData } from '../shared/manglik.ts';
import { CHART_META, PLACE_META } from '../schemas.ts';

const NO_LAGNA = timeUnknownWarning(
  ['house_from_lagna'],
  'Birth time unknown: no lagna, so Mars is read from the Moon and Venus only (Moon at local noon)',
);

/** `birth` or `chart` (exactly one), `options` and the rule set. */
export const ManglikRequest = Type.Object(
  { ...BirthOrChartRequest.properties, ...ManglikRulesField },
  { additionalProperties: false, title: 'ManglikRequest', description: 'Exactly one of `birth` or `chart`' },
);
export type ManglikRequest = Static<typeof ManglikRequest>;

export type ManglikTask = BirthOrChartTask & { rules: ManglikRuleSet };

async function prepareManglik(input: ManglikRequest, ctx: PrepareContext): Promise<Prepared<ManglikTask>> {
  const prepared = await prepareBirthOrChart(input, ctx);
  const { rules, meta } = manglikRulesOf(input);
  return { task: { ...prepared.task, rules }, meta: { ...prepared.meta, ...meta } };
}

export const doshaManglik = defineOperation({
  id: 'doshaManglik',
  method: 'POST',
  path: '/v1/dosha/manglik',
  credits: 1,
  keys: SECRET,
  group: 'dosha',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, 'manglik_rules', ...PLACE_META],
  summary: 'Manglik dosha',
  description:
    'Mars in houses 1, 2, 4, 7, 8, 12 from the lagna, Moon and Venus, with severity and named cancellations; ' +
    "`manglik_rules: raman` reads B.V. Raman's houses and exceptions instead.",
  input: ManglikRequest,
  output: ManglikData,
  prepare: prepareManglik,
  compute(task: ManglikTask) {
    const chart = chartOfTaskAsGiven(task);
    const noLagna = !isGivenChartTask(task) && task.birth.timeAccuracy === 'unknown';
    return { data: manglikData(manglikOf(chart, task.rules)), warnings: noLagna ? [NO_LAGNA] : [] };
  },
});
