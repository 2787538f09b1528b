/** GET /v1/kp/ruling-planets: the seven KP ruling planets at a moment and place (docs/kp.md). */
import { Type, type Static } from '@sinclair/typebox';
import { GRAHA_IDS } from '../../core/glossary.ts';
import { distinctRulers, RULING_ROLES, rulingPlanetsAt, type RulingPlanets } from '../../domain/kp/index.ts';
import { defineOperation, PUBLISHABLE } from '../define.ts';
import { EXAMPLE_DAY } from '../examples.ts';
import { DateTimeString, literals, PLACE_META } from '../schemas.ts';
import { KpMomentFields, KpPointSchema, presentPoint, renderMoment, resolveKpMoment, type KpMomentTask } from './query-moment.ts';

export const KpRulingPlanetsQuery = Type.Object(KpMomentFields, {
  additionalProperties: false,
  title: 'KpRulingPlanetsQuery',
  description: 'One of lat and lon, place_id or place; date and time together, or neither for now',
});

const GrahaId = literals(GRAHA_IDS);

export const KpRulingPlanetsFields = {
  moment: Type.String({ ...DateTimeString, description: "The moment, in the place's clock" }),
  ayanamsa: Type.Object({ id: Type.Literal('kp_new'), degrees: Type.Number({ description: 'KP-New ayanamsa at the moment, degrees' }) }),
  day: Type.Object({
    lord: GrahaId,
    sunrise: Type.String({ ...DateTimeString, description: 'The sunrise that began the weekday (sunrise to sunrise)' }),
  }),
  lagna: Type.Object({ ...KpPointSchema.properties }, { description: 'The ascendant and its lords' }),
  moon: Type.Object({ ...KpPointSchema.properties }, { description: 'The Moon and its lords' }),
  ruling_planets: Type.Array(Type.Object({ role: literals(RULING_ROLES), planet: GrahaId }), {
    minItems: 7,
    maxItems: 7,
    description: 'The seven in order: day lord, lagna sign, star and sub lords, Moon sign, star and sub lords',
  }),
  planets: Type.Array(GrahaId, {
    minItems: 1,
    maxItems: 7,
    description: 'The distinct ruling planets, in order of first appearance above',
  }),
};
export const KpRulingPlanetsData = Type.Object(KpRulingPlanetsFields, { title: 'KpRulingPlanets' });

export function presentRuling(task: KpMomentTask, rp: RulingPlanets): Static<typeof KpRulingPlanetsData> {
  return {
    moment: renderMoment(task),
    ayanamsa: { id: 'kp_new', degrees: rp.ayanamsaDeg },
    day: { lord: rp.dayLord, sunrise: renderMoment(task, rp.sunriseJdUt) },
    lagna: presentPoint(rp.lagna),
    moon: presentPoint(rp.moon),
    ruling_planets: rp.byRole.map((r) => ({ role: r.role, planet: r.graha })),
    planets: distinctRulers(rp),
  };
}

export const kpRulingPlanets = defineOperation({
  id: 'kpRulingPlanets',
  method: 'GET',
  path: '/v1/kp/ruling-planets',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'kp',
  example: { date: EXAMPLE_DAY.date, time: '10:30', place_id: EXAMPLE_DAY.place_id },
  meta: ['ayanamsa', ...PLACE_META],
  summary: 'KP ruling planets',
  description:
    'The seven KP ruling planets at a moment and place (KP-New ayanamsa): the weekday lord (sunrise to sunrise), ' +
    'the sign, star and sub lords of the ascendant and of the Moon.',
  input: KpRulingPlanetsQuery,
  output: KpRulingPlanetsData,
  prepare(query, ctx) {
    return { task: resolveKpMoment(query, ctx), meta: { ayanamsa: 'kp_new' } };
  },
  compute(task: KpMomentTask) {
    return { data: presentRuling(task, rulingPlanetsAt(task.jdUt, task.latitudeDeg, task.longitudeDeg, task.utcOffsetMinutes)) };
  },
});
