/** POST /v1/match/manglik: the Manglik result of both persons and whether they match (docs/matching.md). */
import { Type, type Static } from '@sinclair/typebox';
import type { ManglikRuleSet } from '../../domain/doshas/index.ts';
import { manglikMatchOf } from '../../domain/matching/index.ts';
import { chartAsGiven } from '../birth.ts';
import type { PrepareContext } from '../context.ts';
import { defineOperation, SECRET, type Prepared } from '../define.ts';
import { manglikData, ManglikData } from '../shared/manglik.ts';
import { PersonPairRequest } from '../schemas.ts';
import { preparePair, timeUnknownWarnings, type PairTask } from './pair.ts';
import { ManglikRulesField, manglikRulesOf } from '../matching-conventions.ts';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER } from '../examples.ts';

export const ManglikMatchData = Type.Object({
  person_a: ManglikData,
  person_b: ManglikData,
  both_manglik: Type.Boolean(),
  compatible: Type.Boolean({ description: 'Both or neither Manglik' }),
});

/** The pair and the Manglik rule set. */
export const ManglikMatchRequest = Type.Object(
  { ...PersonPairRequest.properties, ...ManglikRulesField },
  { additionalProperties: false, title: 'ManglikMatchRequest' },
);
export type ManglikMatchRequest = Static<typeof ManglikMatchRequest>;

export interface ManglikMatchTask extends PairTask {
  rules: ManglikRuleSet;
}

async function prepareManglikMatch(input: ManglikMatchRequest, ctx: PrepareContext): Promise<Prepared<ManglikMatchTask>> {
  const pair = await preparePair(input, ctx);
  const { rules, meta } = manglikRulesOf(input);
  return { task: { ...pair.task, rules }, meta: { ...pair.meta, ...meta } };
}

export const matchManglik = defineOperation({
  id: 'matchManglik',
  method: 'POST',
  path: '/v1/match/manglik',
  credits: 2,
  keys: SECRET,
  group: 'match',
  example: { person_a: EXAMPLE_BIRTH, person_b: EXAMPLE_PARTNER },
  meta: ['ayanamsa', 'node', 'positions', 'manglik_rules', 'persons_used'],
  summary: 'Manglik match',
  description: 'The Manglik result of both persons and whether they match; `manglik_rules` chooses the rule set.',
  input: ManglikMatchRequest,
  output: ManglikMatchData,
  prepare: prepareManglikMatch,
  compute(task: ManglikMatchTask) {
    const r = manglikMatchOf(chartAsGiven(task.personA, task.options), chartAsGiven(task.personB, task.options), task.rules);
    return {
      data: { person_a: manglikData(r.personA), person_b: manglikData(r.personB), both_manglik: r.bothManglik, compatible: r.compatible },
      warnings: timeUnknownWarnings(task, ['house_from_lagna']),
    };
  },
});
