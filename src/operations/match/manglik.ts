/** POST /v1/match/manglik: the Manglik result of both persons and whether they match (docs/matching.md). */
import { Type } from '@sinclair/typebox';
import { manglikMatchOf } from '../../domain/matching/index.ts';
import { chartAsGiven } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { manglikData, ManglikData } from '../dosha/manglik.ts';
import { PersonPairRequest } from '../schemas.ts';
import { preparePair, timeUnknownWarnings, type PairTask } from './pair.ts';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER } from '../examples.ts';

export const ManglikMatchData = Type.Object({
  person_a: ManglikData, person_b: ManglikData, both_manglik: Type.Boolean(),
  compatible: Type.Boolean({ description: 'Both or neither Manglik' }),
});

export const matchManglik = defineOperation({
  id: 'matchManglik', method: 'POST', path: '/v1/match/manglik', credits: 2, keys: SECRET, group: 'match',
  example: { person_a: EXAMPLE_BIRTH, person_b: EXAMPLE_PARTNER },
  summary: 'Manglik match', description: 'The Manglik result of both persons and whether they match.',
  input: PersonPairRequest, output: ManglikMatchData,
  prepare: preparePair,
  compute(task: PairTask) {
    const r = manglikMatchOf(chartAsGiven(task.personA, task.options), chartAsGiven(task.personB, task.options));
    return {
      data: { person_a: manglikData(r.personA), person_b: manglikData(r.personB), both_manglik: r.bothManglik, compatible: r.compatible },
      warnings: timeUnknownWarnings(task, ['house_from_lagna']),
    };
  },
});
