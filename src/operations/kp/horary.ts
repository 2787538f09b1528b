/**
 * GET /v1/kp/horary: the KP horary chart of a number 1..249 at a moment and
 * place (docs/kp.md): the number's sub fixes the ascendant, the cusps are the
 * Placidus cusps that raise it there, the grahas stay at the moment; with the
 * chart's significators and the ruling planets of the moment.
 */
import { Type, type Static } from '@sinclair/typebox';
import { GRAHA_IDS, NAKSHATRAS, SIGN_LORDS, SIGNS } from '../../core/glossary.ts';
import { horaryCusps, KP_SUB_COUNT, KP_SUBS, kpChartFromCusps, rulingPlanetsAt } from '../../domain/kp/index.ts';
import { defineOperation, PUBLISHABLE } from '../define.ts';
import { EXAMPLE_DAY } from '../examples.ts';
import { placeParamOf } from '../shared/place-day.ts';
import { roundFixed } from '../shared/present.ts';
import { DateTimeString, literals, PLACE_META } from '../schemas.ts';
import { KP_AYANAMSA_ID, KP_DEFAULT_NODE, KP_HOUSE_SYSTEM } from './birth.ts';
import { KpChartData, presentKpChart } from './chart.ts';
import { KpMomentFields, renderMoment, resolveKpMoment, type KpMomentTask } from './query-moment.ts';
import { KpRulingPlanetsData, presentRuling } from './ruling-planets.ts';
import { KpSignificatorsData, presentKpSignificators } from './significators.ts';

const ARCSEC_PER_DEG = 3600;

export const KpHoraryQuery = Type.Object(
  {
    number: Type.Integer({
      minimum: 1,
      maximum: KP_SUB_COUNT,
      description: "The querent's number: a KP sub division, 1 from 0° Aries",
      examples: [145],
    }),
    ...KpMomentFields,
  },
  {
    additionalProperties: false,
    title: 'KpHoraryQuery',
    description: 'number; one of lat and lon, place_id or place; date and time together, or neither for now',
  },
);

const GrahaId = literals(GRAHA_IDS);
const Degrees = (description: string) => Type.Number({ minimum: 0, maximum: 360, description });

export const KpHoraryData = Type.Object(
  {
    number: Type.Integer({ minimum: 1, maximum: KP_SUB_COUNT }),
    sub: Type.Object(
      {
        start: Degrees('KP-New sidereal longitude where the sub begins: the horary ascendant, degrees'),
        end: Degrees('Where the sub ends (exclusive), degrees'),
        sign: Type.String({ examples: ['libra'] }),
        nakshatra: Type.String({ examples: ['vishakha'] }),
        sign_lord: GrahaId,
        star_lord: GrahaId,
        sub_lord: GrahaId,
      },
      { description: "The number's sub division" },
    ),
    moment: Type.String({ ...DateTimeString, description: "The moment of judgment, in the place's clock" }),
    cusp_moment: Type.String({
      ...DateTimeString,
      description: "The moment nearest the judgment whose sidereal time raises the number's degree: the cusps are its Placidus cusps",
    }),
    ...KpChartData.properties,
    significators: KpSignificatorsData,
    ruling: KpRulingPlanetsData,
  },
  { title: 'KpHorary' },
);
export type KpHoraryData = Static<typeof KpHoraryData>;

export interface KpHoraryTask extends KpMomentTask {
  number: number;
  /** The request field the latitude came from, for the error where Placidus has no cusps. */
  latitudeParam: string;
}

/** The data of GET /v1/kp/horary. */
export function presentKpHorary(task: KpHoraryTask): KpHoraryData {
  const cusps = horaryCusps(task.number, task.jdUt, task.latitudeDeg, task.longitudeDeg, task.latitudeParam);
  const chart = kpChartFromCusps(task.jdUt, cusps.cuspsDeg, KP_DEFAULT_NODE);
  const sub = KP_SUBS[task.number - 1]!;
  return {
    number: task.number,
    sub: {
      start: roundFixed(sub.startArcsec / ARCSEC_PER_DEG),
      end: roundFixed(sub.endArcsec / ARCSEC_PER_DEG),
      sign: SIGNS[sub.signIndex]!.id,
      nakshatra: NAKSHATRAS[sub.nakshatraIndex]!.id,
      sign_lord: SIGN_LORDS[sub.signIndex]!,
      star_lord: sub.starLord,
      sub_lord: sub.subLord,
    },
    moment: renderMoment(task),
    cusp_moment: renderMoment(task, cusps.cuspMomentJdUt),
    ...presentKpChart(chart),
    significators: presentKpSignificators(chart),
    ruling: presentRuling(task, rulingPlanetsAt(task.jdUt, task.latitudeDeg, task.longitudeDeg, task.utcOffsetMinutes)),
  };
}

export const kpHorary = defineOperation({
  id: 'kpHorary',
  method: 'GET',
  path: '/v1/kp/horary',
  credits: 2,
  keys: PUBLISHABLE,
  group: 'kp',
  example: { number: 145, date: EXAMPLE_DAY.date, time: '10:30', place_id: EXAMPLE_DAY.place_id },
  meta: ['ayanamsa', 'house_system', 'node', ...PLACE_META],
  summary: 'KP horary',
  description:
    "KP horary chart for a number 1 to 249 (KP-New ayanamsa): the number's sub fixes the ascendant, the cusps are " +
    'the Placidus cusps that raise it at the place, the grahas are those of the moment with their lords and houses; with the ' +
    'significators (four levels and matters) and the ruling planets of the moment.',
  input: KpHoraryQuery,
  output: KpHoraryData,
  prepare(query, ctx) {
    const moment = resolveKpMoment(query, ctx);
    return {
      task: { ...moment, number: query.number, latitudeParam: placeParamOf(query) },
      meta: { ayanamsa: KP_AYANAMSA_ID, house_system: KP_HOUSE_SYSTEM, node: KP_DEFAULT_NODE },
    };
  },
  compute: (task: KpHoraryTask) => ({ data: presentKpHorary(task) }),
});
