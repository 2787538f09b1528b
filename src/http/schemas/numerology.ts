/** Chaldean numerology request and response schemas (docs/numerology.md). */
import { Type, type Static } from '@sinclair/typebox';
import { DateString } from './common.ts';

const strict = { additionalProperties: false } as const;
const Name = Type.String({ minLength: 1, maxLength: 120, description: 'Read in Latin letters; diacritics are dropped; a name without any Latin letter is refused' });

export const NumerologyCoreRequest = Type.Object({ name: Name, date_of_birth: DateString }, { ...strict, title: 'NumerologyCoreRequest' });
export type NumerologyCoreRequest = Static<typeof NumerologyCoreRequest>;
export const NumerologyNameRequest = Type.Object({ name: Name }, { ...strict, title: 'NumerologyNameRequest' });
export const NumerologyMobileRequest = Type.Object({ number: Type.String({ pattern: '^\\+?[0-9 ]{6,20}$' }) }, { ...strict, title: 'NumerologyMobileRequest' });
export const NumerologyLoshuRequest = Type.Object({ date_of_birth: DateString }, { ...strict, title: 'NumerologyLoshuRequest' });
const Person = Type.Object({ name: Name, date_of_birth: DateString }, strict);
export const NumerologyCompatibilityRequest = Type.Object({ person_a: Person, person_b: Person }, { ...strict, title: 'NumerologyCompatibilityRequest' });

const Digit = Type.Integer({ minimum: 0, maximum: 9 });
export const NumerologyCoreData = Type.Object({
  life_path: Digit, destiny: Digit, destiny_compound: Type.Integer(), soul_urge: Digit, personality: Digit, birth_number: Digit,
  ruling_planet: Type.String(), lucky_numbers: Type.Array(Digit), system: Type.Literal('chaldean'),
});
export const NumerologyNameData = Type.Object({ number: Digit, compound: Type.Integer(), system: Type.Literal('chaldean') });
export const NumerologyMobileData = Type.Object({
  total: Type.Integer(), reduced: Digit,
  verdict: Type.Union([Type.Literal('favourable'), Type.Literal('neutral'), Type.Literal('challenging')]), note: Type.String(),
});
export const NumerologyLoshuData = Type.Object({
  grid: Type.Array(Type.Array(Type.Integer({ minimum: 0 }), { minItems: 3, maxItems: 3 }), { minItems: 3, maxItems: 3, description: 'Occurrences of each digit in the 4-9-2 / 3-5-7 / 8-1-6 places' }),
  layout: Type.Array(Type.Array(Digit)),
  missing: Type.Array(Digit), repeated: Type.Array(Digit),
});
const Numbers = Type.Object({ birth_number: Digit, destiny: Digit, life_path: Digit });
export const NumerologyCompatibilityData = Type.Object({
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  relation: Type.Union(['same', 'friendly', 'neutral', 'mixed', 'inimical'].map((s) => Type.Literal(s))),
  person_a: Numbers, person_b: Numbers,
});
