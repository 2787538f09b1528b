/** POST /v1/numerology/mobile: digit total, reduced number and verdict of a phone number (docs/numerology.md). */
import { Type } from '@sinclair/typebox';
import { DEFAULT_LANG } from '../../core/defaults.ts';
import { mobileNumber, mobileVerdictNote } from '../../domain/numerology/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { EXPECTED, literals } from '../schemas.ts';
import { Digit, LangOptions } from './schemas.ts';

export const NumerologyMobileRequest = Type.Object(
  {
    number: Type.String({
      pattern: '^\\+?[0-9 ]{6,20}$',
      [EXPECTED]: 'a phone number: 6 to 20 digits or spaces, with an optional leading +',
      examples: ['+91 98765 43210'],
    }),
    options: Type.Optional(LangOptions),
  },
  { additionalProperties: false, title: 'NumerologyMobileRequest' },
);
export const NumerologyMobileData = Type.Object({
  total: Type.Integer(),
  reduced: Digit,
  verdict: literals(['favourable', 'neutral', 'challenging'] as const),
  note: Type.String({ description: 'The verdict in a sentence, in `options.lang`' }),
});

export const numerologyMobile = defineOperation({
  id: 'numerologyMobile',
  method: 'POST',
  path: '/v1/numerology/mobile',
  credits: 1,
  keys: SECRET,
  group: 'numerology',
  example: { number: '+91 98765 43210' },
  summary: 'Mobile number',
  description: 'Digit total, reduced number and verdict of a phone number.',
  input: NumerologyMobileRequest,
  output: NumerologyMobileData,
  compute({ number, options }) {
    const m = mobileNumber(number);
    return {
      data: { total: m.total, reduced: m.reduced, verdict: m.verdict, note: mobileVerdictNote(m.verdict, options?.lang ?? DEFAULT_LANG) },
    };
  },
});
