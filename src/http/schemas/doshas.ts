/** Dosha and matchmaking response schemas (docs/doshas.md, docs/matching.md). */
import { Type } from '@sinclair/typebox';
import { DateTimeString } from '../../operations/schemas.ts';

const House = Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]);

export const ManglikData = Type.Object({
  manglik: Type.Boolean(),
  severity: Type.Union(['none', 'low', 'medium', 'high', 'cancelled'].map((s) => Type.Literal(s))),
  house_from_lagna: House,
  house_from_moon: House,
  house_from_venus: House,
  afflicted_from: Type.Array(Type.String({ examples: ['lagna'] })),
  cancellations: Type.Array(Type.String({ examples: ['jupiter_conjunct_or_aspecting_mars'] })),
});

export const KaalSarpData = Type.Object({
  present: Type.Boolean(), partial: Type.Boolean(),
  type: Type.Union([Type.String({ examples: ['anant'] }), Type.Null()]),
  arc: Type.Union([Type.Literal('rahu_to_ketu'), Type.Literal('ketu_to_rahu'), Type.Null()]),
  rahu_house: House,
});

export const SadeSatiData = Type.Object({
  at: DateTimeString,
  active: Type.Boolean(), sade_sati: Type.Boolean(), dhaiya: Type.Boolean(),
  phase: Type.Union([...['rising', 'peak', 'setting', 'kantaka', 'ashtama'].map((s) => Type.Literal(s)), Type.Null()]),
  end_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  end: Type.Union([DateTimeString, Type.Null()]),
  saturn_sign: Type.String(), moon_sign: Type.String(),
  saturn_house_from_moon: Type.Integer({ minimum: 1, maximum: 12 }),
  meaning: Type.Union([Type.String(), Type.Null()]),
});

const Person = Type.Object({
  rashi: Type.String(), nakshatra: Type.String(), pada: Type.Integer({ minimum: 1, maximum: 4 }), gana: Type.String(), nadi: Type.String(),
  yoni: Type.String(), varna: Type.String(), vashya: Type.String(),
});
export const AshtakootData = Type.Object({
  total: Type.Number({ minimum: 0, maximum: 36 }),
  max: Type.Literal(36),
  verdict: Type.Union(['excellent', 'good', 'average', 'not_recommended'].map((s) => Type.Literal(s))),
  conclusion: Type.String(),
  kootas: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), note: Type.String(), score: Type.Number(), max: Type.Number() }),
    { minItems: 8, maxItems: 8 }),
  doshas: Type.Object({
    nadi: Type.Boolean(), bhakoot: Type.Boolean(),
    nadi_exception: Type.Union([Type.String(), Type.Null()]), bhakoot_exception: Type.Union([Type.String(), Type.Null()]),
  }),
  person_a: Person,
  person_b: Person,
});

export const ManglikMatchData = Type.Object({
  person_a: ManglikData, person_b: ManglikData, both_manglik: Type.Boolean(),
  compatible: Type.Boolean({ description: 'Both or neither Manglik' }),
});
