/**
 * POST /v1/planets/positions: sidereal positions of the nine grahas at a
 * birth (`birth`) or at any moment (`at`), in the chosen ayanamsa.
 */
import { Type, type Static } from '@sinclair/typebox';
import { checkOfferedDate } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import { GRAHAS, NAKSHATRAS, SIGNS, label, nakshatraLord, type Lang } from '../../core/glossary.ts';
import { timeUnknownWarning } from '../../core/warnings.ts';
import { pointOf, skyAt } from '../../domain/chart/index.ts';
import type { AyanamsaId } from '../../domain/ayanamsa/index.ts';
import type { PositionsKind } from '../../native/ephemeris.ts';
import { jdUtFromDate, parseDateTime, renderLocal } from '../../time/index.ts';
import { positionsMeta } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { Birth, Options, PlaceInput, resolveOptions, PLACE_META } from '../schemas.ts';
import { LocalDateTime } from './schemas.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';

export const PlanetsPositionsRequest = Type.Object(
  {
    birth: Type.Optional(Birth),
    at: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'The moment (instead of `birth`), ISO 8601 with offset',
        examples: ['2026-11-21T06:00:00Z'],
      }),
    ),
    place: Type.Optional(PlaceInput),
    options: Type.Optional(Options),
  },
  {
    additionalProperties: false,
    title: 'PlanetsPositionsRequest',
    description: 'Exactly one of `birth` or `at`. With `at`, `place` is optional: positions are geocentric, so it does not change them.',
  },
);
export type PlanetsPositionsRequest = Static<typeof PlanetsPositionsRequest>;

const PlanetPosition = Type.Object({
  id: Type.String({ examples: ['sun'] }),
  label: Type.Optional(Type.String({ description: 'Omitted with view=compact' })),
  longitude: Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'Sidereal longitude, degrees' }),
  latitude: Type.Number({ description: 'Ecliptic latitude, degrees' }),
  speed: Type.Number({ description: 'Degrees of longitude a day (negative: retrograde)' }),
  retrograde: Type.Boolean(),
  sign: Type.String({ examples: ['aries'] }),
  sign_label: Type.Optional(Type.String()),
  degree_in_sign: Type.Number({ minimum: 0, exclusiveMaximum: 30 }),
  nakshatra: Type.String({ examples: ['ashwini'] }),
  nakshatra_label: Type.Optional(Type.String()),
  nakshatra_lord: Type.String(),
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
});
type PlanetPosition = Static<typeof PlanetPosition>;

export const PlanetsPositionsData = Type.Object({
  at: LocalDateTime('The moment, with the offset in force (birth; seconds in it for local mean time) or as sent (at)'),
  ayanamsa: Type.Object({ id: Type.String(), degrees: Type.Number() }),
  node: Type.Union([Type.Literal('true'), Type.Literal('mean')]),
  planets: Type.Array(PlanetPosition, { minItems: 9, maxItems: 9 }),
});
export type PlanetsPositionsData = Static<typeof PlanetsPositionsData>;

export interface PlanetsPositionsTask {
  jdUt: number;
  /** The moment as the answer shows it (local date-time with offset). */
  at: string;
  ayanamsa: AyanamsaId;
  node: 'true' | 'mean';
  positions: PositionsKind;
  lang: Lang;
  view: 'full' | 'compact';
  /** A birth with an unknown time and none given: the positions are local noon's. */
  noonForUnknownTime: boolean;
}

/** Rounds to 1e-6 degree (0.0036 arcsec), far below the ephemeris' own precision. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The `data` of POST /v1/planets/positions at the task's moment. */
export function presentPlanetsPositions(task: PlanetsPositionsTask): PlanetsPositionsData {
  const sky = skyAt(task.jdUt, { ayanamsa: task.ayanamsa, node: task.node, positions: task.positions });
  const full = task.view === 'full';
  const planets: PlanetPosition[] = [];
  for (let g = 0; g < sky.grahas.length; g += 1) {
    const p = sky.grahas[g]!;
    // Rounded first, so the sign, nakshatra and degree always agree with the longitude shown.
    let longitudeDeg = round6(p.longitudeDeg);
    if (longitudeDeg >= 360) longitudeDeg -= 360;
    const point = pointOf(longitudeDeg);
    const graha = GRAHAS[g]!;
    const sign = SIGNS[point.signIndex]!;
    const nakshatra = NAKSHATRAS[point.nakshatraIndex]!;
    planets.push({
      id: graha.id,
      ...(full ? { label: label(graha, task.lang) } : {}),
      longitude: longitudeDeg,
      latitude: round6(p.latitudeDeg),
      speed: round6(p.speedDegPerDay),
      retrograde: p.speedDegPerDay < 0,
      sign: sign.id,
      ...(full ? { sign_label: label(sign, task.lang) } : {}),
      degree_in_sign: round6(point.degreeInSignDeg),
      nakshatra: nakshatra.id,
      ...(full ? { nakshatra_label: label(nakshatra, task.lang) } : {}),
      nakshatra_lord: nakshatraLord(point.nakshatraIndex),
      pada: point.padaNumber,
    });
  }
  return { at: task.at, ayanamsa: { id: task.ayanamsa, degrees: round6(sky.ayanamsaDeg) }, node: task.node, planets };
}

export const planetsPositions = defineOperation({
  id: 'planetsPositions',
  method: 'POST',
  path: '/v1/planets/positions',
  credits: 1,
  keys: SECRET,
  group: 'kundli',
  example: { birth: EXAMPLE_BIRTH },
  meta: ['ayanamsa', 'node', 'positions', ...PLACE_META],
  summary: 'Sidereal positions of the nine grahas',
  description:
    'Sidereal longitude, sign, degree in sign, nakshatra, pada, speed and retrograde flag of the nine grahas ' +
    'at a birth (`birth`) or at any moment (`at`), in the chosen ayanamsa (Lahiri by default).',
  input: PlanetsPositionsRequest,
  output: PlanetsPositionsData,
  async prepare(input, ctx) {
    const options = resolveOptions(input.options);
    if (input.birth !== undefined && input.at !== undefined)
      throw errors.invalidParameterMessage('at', 'Expected either birth or at but received both');
    if (input.birth === undefined && input.at === undefined)
      throw errors.invalidParameterMessage('birth', 'Expected birth or at (one is required) but received neither');
    if (input.birth !== undefined && input.place !== undefined)
      throw errors.invalidParameterMessage('place', 'Unexpected field place; with birth, the place goes in birth.place');
    const resolved = input.birth === undefined ? undefined : await ctx.resolveBirth(input.birth);
    if (input.at !== undefined) checkOfferedDate('at', input.at);
    const atMs = input.at === undefined ? undefined : Date.parse(input.at);
    const jdUt = resolved?.moment.jdUt ?? jdUtFromDate(new Date(atMs!));
    // `at` is rendered back in the offset it was written with.
    const atOffsetMinutes = (parseDateTime(input.at ?? '')?.offsetSeconds ?? 0) / 60;
    const at = resolved?.localDateTime ?? renderLocal(jdUt, () => atOffsetMinutes);
    const task: PlanetsPositionsTask = {
      jdUt,
      at,
      ayanamsa: options.ayanamsa,
      node: options.node,
      positions: options.positions,
      lang: options.lang,
      view: options.view,
      noonForUnknownTime: resolved?.moment.timeAccuracy === 'unknown' && input.birth?.time === undefined,
    };
    return { task, meta: { ayanamsa: options.ayanamsa, node: options.node, ...positionsMeta(options.positions) } };
  },
  compute: (task) => ({
    data: presentPlanetsPositions(task),
    warnings: task.noonForUnknownTime
      ? [timeUnknownWarning([], 'Birth time unknown: positions are for local noon (the Moon may be off by up to about 7 degrees)')]
      : [],
  }),
});
