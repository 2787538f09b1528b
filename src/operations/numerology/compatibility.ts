/** POST /v1/numerology/compatibility: score and relation of two people from their numbers (docs/numerology.md). */
import { Type } from '@sinclair/typebox';
import { numerologyCompatibility as compatibilityOf } from '../../domain/numerology/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { DateString, literals } from '../schemas.ts';
import { dateOf, Digit, Name } from './schemas.ts';

const Person = Type.Object({ name: Name, date_of_birth: DateString }, { additionalProperties: false });
export const NumerologyCompatibilityRequest = Type.Object(
  { person_a: Person, person_b: Person },
  { additionalProperties: false, title: 'NumerologyCompatibilityRequest' },
);

const Numbers = Type.Object({ birth_number: Digit, destiny: Digit, life_path: Digit });
export const NumerologyCompatibilityData = Type.Object({
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  relation: literals(['same', 'friendly', 'neutral', 'mixed', 'inimical'] as const),
  person_a: Numbers,
  person_b: Numbers,
});

export const numerologyCompatibility = defineOperation({
  id: 'numerologyCompatibility',
  method: 'POST',
  path: '/v1/numerology/compatibility',
  credits: 1,
  keys: SECRET,
  group: 'numerology',
  example: {
    person_a: { name: 'Amitabh Bachchan', date_of_birth: '1942-10-11' },
    person_b: { name: 'Jaya Bachchan', date_of_birth: '1948-04-09' },
  },
  summary: 'Numerology compatibility',
  description: 'Compatibility score 0..100 and relation of two people from their numbers.',
  input: NumerologyCompatibilityRequest,
  output: NumerologyCompatibilityData,
  compute({ person_a: a, person_b: b }) {
    const c = compatibilityOf(
      { name: a.name, dateOfBirth: dateOf(a.date_of_birth, 'person_a.date_of_birth') },
      { name: b.name, dateOfBirth: dateOf(b.date_of_birth, 'person_b.date_of_birth') },
    );
    const numbers = (x: typeof c.personA) => ({ birth_number: x.birthNumber, destiny: x.destiny, life_path: x.lifePath });
    return { data: { score: c.score, relation: c.relation, person_a: numbers(c.personA), person_b: numbers(c.personB) } };
  },
});
