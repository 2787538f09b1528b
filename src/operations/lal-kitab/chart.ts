/** POST /v1/lal-kitab/chart: the Lal Kitab chart, planet states and sleeping houses (docs/lal-kitab.md). */
import { Type, type Static } from '@sinclair/typebox';
import { SIGNS, type Lang } from '../../core/glossary.ts';
import { STATE_LABELS, type LalKitabChart } from '../../domain/lal-kitab/index.ts';
import type { BirthTask } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { BirthRequest, literals, CHART_META, PLACE_META } from '../schemas.ts';
import { lalKitabReadingOf, prepareLalKitabBirth } from './shared.ts';

/** A Lal Kitab house, 1..12 (house 1 is Aries). */
export const HouseNumber = Type.Integer({ minimum: 1, maximum: 12 });

/** The twelve houses with their grahas (shared with the annual chart). */
export const LalKitabHouses = Type.Array(
  Type.Object({
    house: HouseNumber,
    sign: Type.String({ description: 'The sign Lal Kitab fixes to the house: house 1 is aries, house 2 taurus, ...', examples: ['aries'] }),
    planets: Type.Array(Type.String({ examples: ['sun'] }), { description: 'Graha ids in the house' }),
  }),
  { minItems: 12, maxItems: 12 },
);

export const LalKitabChartData = Type.Object({
  houses: LalKitabHouses,
  planets: Type.Array(
    Type.Object({
      id: Type.String({ examples: ['jupiter'] }),
      house: HouseNumber,
      state: literals(['jaagta', 'soya'] as const),
      state_label: Type.String({ description: 'The state in `lang`', examples: ['Awake (jaagta)'] }),
      state_reason: literals(['pakka_ghar', 'own_house', 'combust', 'first_houses_empty', 'later_houses_empty', 'awake'] as const),
      nature: Type.Union([literals(['exalted', 'debilitated'] as const), Type.Null()]),
      pakka_ghar: Type.Boolean(),
    }),
    { minItems: 9, maxItems: 9 },
  ),
  sleeping_houses: Type.Array(HouseNumber),
});

/** The houses of a Lal Kitab reading as answered. */
export function housesData(houses: LalKitabChart['houses']): Static<typeof LalKitabHouses> {
  return houses.map((planets, i) => ({ house: i + 1, sign: SIGNS[i]!.id, planets: [...planets] }));
}

/** The API shape of a Lal Kitab chart. */
export function lalKitabChartData(chart: LalKitabChart, lang: Lang): Static<typeof LalKitabChartData> {
  const word = lang === 'en' ? 0 : 1;
  return {
    houses: housesData(chart.houses),
    planets: chart.planets.map((p) => ({
      id: p.id,
      house: p.house,
      state: p.state,
      state_label: STATE_LABELS[p.state][word],
      state_reason: p.stateReason,
      nature: p.nature,
      pakka_ghar: p.pakkaGhar,
    })),
    sleeping_houses: [...chart.sleepingHouses],
  };
}

export const lalKitabChart = defineOperation({
  id: 'lalKitabChart',
  method: 'POST',
  path: '/v1/lal-kitab/chart',
  credits: 2,
  keys: SECRET,
  group: 'lal_kitab',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Lal Kitab chart',
  description:
    'House 1 is Aries whatever the lagna; each graha in its house from the lagna, awake or asleep, exalted or debilitated, in its pakka ghar or not; the sleeping houses.',
  input: BirthRequest,
  output: LalKitabChartData,
  prepare: prepareLalKitabBirth,
  compute(task: BirthTask) {
    const { chart, warnings } = lalKitabReadingOf(task, ['houses', 'planets', 'sleeping_houses']);
    return { data: lalKitabChartData(chart, task.options.lang), warnings };
  },
});
