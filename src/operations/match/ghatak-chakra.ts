/** POST /v1/match/ghatak-chakra: each person's Ghatak Chakra from the Moon sign (docs/matching.md). */
import { Type } from '@sinclair/typebox';
import { ghatakChakraIds, ghatakChakraOf, TITHI_GROUPS, type GhatakChakra } from '../../domain/matching/index.ts';
import { chartAsGiven } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { literals, PersonPairRequest } from '../schemas.ts';
import { preparePair, timeUnknownWarnings, type PairTask } from './pair.ts';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER } from '../examples.ts';

const Ghatak = Type.Object({
  rashi: Type.String({ description: 'The Moon sign read (janma rashi)', examples: ['capricorn'] }),
  tithi_group: literals(TITHI_GROUPS),
  tithi_numbers: Type.Array(Type.Integer({ minimum: 1, maximum: 15 }), {
    minItems: 3,
    maxItems: 3,
    description: 'The tithis of the group in either paksha (15: purnima or amavasya)',
  }),
  vara: Type.String({ description: 'The ghata weekday', examples: ['tuesday'] }),
  nakshatra: Type.String({ description: 'The ghata nakshatra', examples: ['rohini'] }),
  moon_rashi: Type.String({ description: 'The ghata Moon: the sign whose transit by the Moon is inauspicious', examples: ['leo'] }),
  moon_house: Type.Integer({ minimum: 1, maximum: 12, description: 'moon_rashi counted from rashi (1 = the same sign)' }),
});

export const GhatakChakraData = Type.Object({ person_a: Ghatak, person_b: Ghatak });

function ghatak(g: GhatakChakra) {
  const ids = ghatakChakraIds(g);
  return {
    rashi: ids.rashi,
    tithi_group: ids.tithiGroup,
    tithi_numbers: ids.tithiNumbers,
    vara: ids.vara,
    nakshatra: ids.nakshatra,
    moon_rashi: ids.moonRashi,
    moon_house: ids.moonHouse,
  };
}

export const matchGhatakChakra = defineOperation({
  id: 'matchGhatakChakra',
  method: 'POST',
  path: '/v1/match/ghatak-chakra',
  credits: 1,
  keys: SECRET,
  group: 'match',
  example: { person_a: EXAMPLE_BIRTH, person_b: EXAMPLE_PARTNER },
  meta: ['ayanamsa', 'node', 'positions', 'persons_used'],
  summary: 'Ghatak Chakra',
  description:
    "Each person's Ghatak Chakra from the Moon sign: the tithi group, weekday, nakshatra and transit Moon sign held " +
    'inauspicious for them (month, prahar and lagna not computed).',
  input: PersonPairRequest,
  output: GhatakChakraData,
  prepare: preparePair,
  compute(task: PairTask) {
    const r = ghatakChakraOf(chartAsGiven(task.personA, task.options), chartAsGiven(task.personB, task.options));
    return {
      data: { person_a: ghatak(r.personA), person_b: ghatak(r.personB) },
      warnings: timeUnknownWarnings(task, []),
    };
  },
});
