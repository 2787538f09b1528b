/** POST /v1/numerology/core: Chaldean core numbers of a name and date of birth (docs/numerology.md). */
import { Type } from '@sinclair/typebox';
import { coreNumbers } from '../../domain/numerology/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { DateString } from '../schemas.ts';
import { dateOf, Digit, Name } from './schemas.ts';

export const NumerologyCoreRequest = Type.Object(
  { name: Name, date_of_birth: DateString },
  { additionalProperties: false, title: 'NumerologyCoreRequest' },
);

export const NumerologyCoreData = Type.Object({
  life_path: Digit,
  destiny: Digit,
  destiny_compound: Type.Integer(),
  soul_urge: Digit,
  personality: Digit,
  birth_number: Digit,
  ruling_planet: Type.String(),
  lucky_numbers: Type.Array(Digit),
  system: Type.Literal('chaldean'),
});

export const numerologyCore = defineOperation({
  id: 'numerologyCore',
  method: 'POST',
  path: '/v1/numerology/core',
  credits: 1,
  keys: SECRET,
  group: 'numerology',
  example: { name: 'Sachin Tendulkar', date_of_birth: '1973-04-24' },
  summary: 'Core numbers',
  description: 'Chaldean core numbers: life path, destiny, soul urge, personality, birth number, ruling planet, lucky numbers.',
  input: NumerologyCoreRequest,
  output: NumerologyCoreData,
  compute({ name, date_of_birth: dateOfBirth }) {
    const c = coreNumbers(name, dateOf(dateOfBirth, 'date_of_birth'));
    return {
      data: {
        life_path: c.lifePath,
        destiny: c.destiny,
        destiny_compound: c.destinyCompound,
        soul_urge: c.soulUrge,
        personality: c.personality,
        birth_number: c.birthNumber,
        ruling_planet: c.rulingPlanet,
        lucky_numbers: c.luckyNumbers,
        system: 'chaldean' as const,
      },
    };
  },
});
