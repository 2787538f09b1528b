/** POST /v1/kp/significators: the four KP levels per planet and the significators of the usual matters (docs/kp.md). */
import { Type, type Static } from '@sinclair/typebox';
import { kpMatterSignificators, kpSignificators, type KpChart } from '../../domain/kp/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthRequest, CHART_META, PLACE_META } from '../schemas.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { kpChartOf, kpTimeWarnings, prepareKpBirth } from './birth.ts';

const Houses = (description: string) => Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description });

const KpPlanetSignificators = Type.Object({
  id: Type.String({ examples: ['venus'] }),
  a: Houses("Level A: houses occupied by the planet's star lord"),
  b: Houses('Level B: the house the planet occupies'),
  c: Houses("Level C: houses owned by the planet's star lord"),
  d: Houses('Level D: houses the planet owns'),
  houses: Houses('A, B, C and D together, ascending'),
  sub_lord_houses: Houses("The houses the planet's sub lord signifies (its A, B, C and D)"),
});

const KpGroup = Type.Object({
  id: Type.String({ examples: ['marriage'] }),
  houses: Houses('The houses of the matter'),
  strong: Type.Array(Type.String(), { description: 'Significators of the matter whose sub lord also signifies one of its houses' }),
  partial: Type.Array(Type.Object({ planet: Type.String(), houses: Houses("The matter's houses it signifies") }), {
    description: 'The other significators of the matter (their sub lord signifies none of its houses)',
  }),
});

export const KpSignificatorsData = Type.Object({
  planets: Type.Array(KpPlanetSignificators, { minItems: 9, maxItems: 9 }),
  groups: Type.Array(KpGroup),
});
export type KpSignificatorsData = Static<typeof KpSignificatorsData>;

/** The data of POST /v1/kp/significators for a KP chart. */
export function presentKpSignificators(chart: KpChart): KpSignificatorsData {
  const planets = kpSignificators(chart);
  return {
    planets: planets.map((p) => ({ id: p.id, a: p.a, b: p.b, c: p.c, d: p.d, houses: p.houses, sub_lord_houses: p.subLordHouses })),
    groups: kpMatterSignificators(planets).map((g) => ({ id: g.id, houses: [...g.houses], strong: g.strong, partial: g.partial })),
  };
}

export const kpSignificatorsOperation = defineOperation({
  id: 'kpSignificators',
  method: 'POST',
  path: '/v1/kp/significators',
  credits: 2,
  keys: SECRET,
  group: 'kp',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'KP significators',
  description:
    'The houses each planet signifies at the four KP levels (A: in the star of an occupant, B: occupant, C: in the ' +
    "star of the lord, D: lord), its sub lord's houses, and the strong and partial significators of the usual matters.",
  input: BirthRequest,
  output: KpSignificatorsData,
  prepare: prepareKpBirth,
  compute: (task) => ({ data: presentKpSignificators(kpChartOf(task)), warnings: kpTimeWarnings(task, ['planets', 'groups']) }),
});
