/** POST /v1/dosha/manglik: Manglik dosha from the lagna, Moon and Venus (docs/doshas.md). */
import { Type, type Static } from '@sinclair/typebox';
import { timeUnknownWarning } from '../../core/warnings.ts';
import { manglikOf, type ManglikResult, type ManglikRuleSet } from '../../domain/doshas/index.ts';
import { BirthOrChartRequest, type BirthOrChartTask, chartOfTaskAsGiven, isGivenChartTask, prepareBirthOrChart } from '../chart-input.ts';
import type { PrepareContext } from '../context.ts';
import { defineOperation, SECRET, type Prepared } from '../define.ts';
import { ManglikRulesField, manglikRulesOf } from '../matching-conventions.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { CHART_META, PLACE_META } from '../schemas.ts';

/** A whole-sign house 1..12, or null when its reference is unknown. */
export const House = Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]);

/** A Manglik result as answered (also each person's in the Manglik match). */
export const ManglikData = Type.Object({
  manglik: Type.Boolean(),
  severity: Type.Union(['none', 'low', 'medium', 'high', 'cancelled'].map((s) => Type.Literal(s))),
  house_from_lagna: House,
  house_from_moon: House,
  house_from_venus: House,
  afflicted_from: Type.Array(Type.String({ examples: ['lagna'] })),
  cancellations: Type.Array(Type.String({ examples: ['jupiter_conjunct_or_aspecting_mars'] })),
});

/** The API shape of a Manglik result. */
export function manglikData(r: ManglikResult): Static<typeof ManglikData> {
  return {
    manglik: r.manglik,
    severity: r.severity,
    house_from_lagna: r.houseFromLagna,
    house_from_moon: r.houseFromMoon,
    house_from_venus: r.houseFromVenus,
    afflicted_from: r.afflictedFrom,
    cancellations: r.cancellations,
  };
}

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
