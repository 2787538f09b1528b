/**
 * POST /v1/planets/positions: `birth`, or an `at` date-time (with an optional
 * place), plus `options`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Birth, Options, PlaceInput } from '../../operations/schemas.ts';

export const PlanetsPositionsRequest = Type.Object({
  birth: Type.Optional(Birth),
  at: Type.Optional(Type.String({ format: 'date-time', description: 'The moment (instead of `birth`), ISO 8601 with offset',
    examples: ['2026-11-21T06:00:00Z'] })),
  place: Type.Optional(PlaceInput),
  options: Type.Optional(Options),
}, { additionalProperties: false, title: 'PlanetsPositionsRequest', description: 'Exactly one of `birth` or `at`. With `at`, `place` is optional: positions are geocentric, so it does not change them.' });
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

export const PlanetsPositionsData = Type.Object({
  at: Type.String({ format: 'date-time', description: 'The moment, with the offset in force (birth) or as sent (at)' }),
  ayanamsa: Type.Object({ id: Type.String(), degrees: Type.Number() }),
  node: Type.Union([Type.Literal('true'), Type.Literal('mean')]),
  planets: Type.Array(PlanetPosition, { minItems: 9, maxItems: 9 }),
});
