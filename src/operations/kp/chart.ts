/** POST /v1/kp/chart: Placidus cusps and the nine grahas with their KP lords on the KP-New ayanamsa (docs/kp.md). */
import { Type, type Static } from '@sinclair/typebox';
import { NAKSHATRAS, SIGNS, type GrahaName } from '../../core/glossary.ts';
import type { KpChart, KpPoint } from '../../domain/kp/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthRequest, CHART_META, PLACE_META } from '../schemas.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { roundFixed } from '../shared/present.ts';
import { KP_AYANAMSA_ID, kpChartOf, kpTimeWarnings, prepareKpBirth } from './birth.ts';

const Lord = (description: string) => Type.String({ description, examples: ['venus'] });
const pointFields = {
  longitude: Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'KP-New sidereal longitude, degrees' }),
  sign: Type.String({ examples: ['capricorn'] }),
  nakshatra: Type.String({ examples: ['shravana'] }),
  star_lord: Lord('Lord of the nakshatra'),
  sub_lord: Lord('Lord of the KP sub (the nakshatra divided in Vimshottari proportions)'),
  sub_sub_lord: Lord('Lord of the sub divided again in the same proportions'),
};

const KpCusp = Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), ...pointFields });
const KpPlanet = Type.Object({
  id: Type.String({ examples: ['sun'] }),
  ...pointFields,
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'Placidus house: the one whose cusp it follows' }),
});

export const KpAyanamsa = Type.Object({
  id: Type.Literal(KP_AYANAMSA_ID),
  degrees: Type.Union([Type.Number(), Type.Null()], { description: 'KP-New ayanamsa at the moment (Lahiri - 5\'24"), degrees' }),
});

export const KpChartData = Type.Object({
  ayanamsa: KpAyanamsa,
  cusps: Type.Array(KpCusp, { minItems: 12, maxItems: 12 }),
  planets: Type.Array(KpPlanet, { minItems: 9, maxItems: 9 }),
});
export type KpChartData = Static<typeof KpChartData>;

function pointOf(p: KpPoint): {
  longitude: number;
  sign: string;
  nakshatra: string;
  star_lord: GrahaName;
  sub_lord: GrahaName;
  sub_sub_lord: GrahaName;
} {
  return {
    longitude: roundFixed(p.longitudeDeg),
    sign: SIGNS[p.lords.signIndex]!.id,
    nakshatra: NAKSHATRAS[p.lords.nakshatraIndex]!.id,
    star_lord: p.lords.starLord,
    sub_lord: p.lords.subLord,
    sub_sub_lord: p.lords.subSubLord,
  };
}

/** The data of POST /v1/kp/chart for a KP chart. */
export function presentKpChart(chart: KpChart): KpChartData {
  return {
    ayanamsa: { id: KP_AYANAMSA_ID, degrees: roundFixed(chart.ayanamsaDeg) },
    cusps: chart.cusps.map((c, h) => ({ house: h + 1, ...pointOf(c) })),
    planets: chart.grahas.map((g) => ({ id: g.id, ...pointOf(g), house: g.house })),
  };
}

export const kpChart = defineOperation({
  id: 'kpChart',
  method: 'POST',
  path: '/v1/kp/chart',
  credits: 2,
  keys: SECRET,
  group: 'kp',
  example: { birth: EXAMPLE_BIRTH },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'KP chart',
  description:
    'Krishnamurti Paddhati chart: the 12 Placidus cusps and the nine grahas on the KP-New ayanamsa, each with its ' +
    "sign, nakshatra, star, sub and sub-sub lords, and each graha's house by the cusps.",
  input: BirthRequest,
  output: KpChartData,
  prepare: prepareKpBirth,
  compute: (task) => ({ data: presentKpChart(kpChartOf(task)), warnings: kpTimeWarnings(task, ['cusps', 'planets[].house']) }),
});
