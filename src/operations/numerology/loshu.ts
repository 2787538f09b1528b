/** POST /v1/numerology/loshu: the Lo Shu grid of a date of birth (docs/numerology.md). */
import { Type } from '@sinclair/typebox';
import { LO_SHU_LAYOUT, loShuGrid } from '../../domain/numerology/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { DateString } from '../schemas.ts';
import { dateOf, Digit } from './schemas.ts';

export const NumerologyLoshuRequest = Type.Object(
  { date_of_birth: DateString },
  { additionalProperties: false, title: 'NumerologyLoshuRequest' },
);
export const NumerologyLoshuData = Type.Object({
  grid: Type.Array(Type.Array(Type.Integer({ minimum: 0 }), { minItems: 3, maxItems: 3 }), {
    minItems: 3,
    maxItems: 3,
    description: 'Occurrences of each digit in the 4-9-2 / 3-5-7 / 8-1-6 places',
  }),
  layout: Type.Array(Type.Array(Digit)),
  missing: Type.Array(Digit),
  repeated: Type.Array(Digit),
});

export const numerologyLoshu = defineOperation({
  id: 'numerologyLoshu',
  method: 'POST',
  path: '/v1/numerology/loshu',
  credits: 1,
  keys: SECRET,
  group: 'numerology',
  example: { date_of_birth: '1973-04-24' },
  summary: 'Lo Shu grid',
  description: 'Lo Shu grid (4-9-2 / 3-5-7 / 8-1-6) of a date of birth with missing and repeated numbers.',
  input: NumerologyLoshuRequest,
  output: NumerologyLoshuData,
  compute({ date_of_birth: dateOfBirth }) {
    const g = loShuGrid(dateOf(dateOfBirth, 'date_of_birth'));
    return { data: { grid: g.grid, layout: LO_SHU_LAYOUT as number[][], missing: g.missing, repeated: g.repeated } };
  },
});
