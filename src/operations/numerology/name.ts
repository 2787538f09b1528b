/** POST /v1/numerology/name: the Chaldean name number (docs/numerology.md). */
import { Type } from '@sinclair/typebox';
import { chaldeanName } from '../../domain/numerology/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { Digit, Name } from './schemas.ts';

export const NumerologyNameRequest = Type.Object({ name: Name }, { additionalProperties: false, title: 'NumerologyNameRequest' });
export const NumerologyNameData = Type.Object({ number: Digit, compound: Type.Integer(), system: Type.Literal('chaldean') });

export const numerologyName = defineOperation({
  id: 'numerologyName',
  method: 'POST',
  path: '/v1/numerology/name',
  credits: 1,
  keys: SECRET,
  group: 'numerology',
  example: { name: 'Sachin Tendulkar' },
  summary: 'Name number',
  description: 'Chaldean name number: compound and reduced.',
  input: NumerologyNameRequest,
  output: NumerologyNameData,
  compute({ name }) {
    const n = chaldeanName(name);
    return { data: { number: n.number, compound: n.compound, system: 'chaldean' as const } };
  },
});
