/** GET /v1/horoscope/{sign}: one sign's horoscope for a day, week, month or year (docs/horoscope.md). */
import { Type } from '@sinclair/typebox';
import { defineOperation, PUBLISHABLE } from '../define.ts';
import { literals } from '../schemas.ts';
import { Horoscope, HoroscopeFields, horoscopeOf, prepareHoroscope, SIGN_IDS, type HoroscopeTask } from './shared.ts';

export const HoroscopeSignQuery = Type.Object(HoroscopeFields, { additionalProperties: false, title: 'HoroscopeSignQuery' });
export const HoroscopeSignParams = Type.Object({ sign: literals(SIGN_IDS) }, { additionalProperties: false });

export const horoscopeSign = defineOperation({
  id: 'horoscopeSign',
  method: 'GET',
  path: '/v1/horoscope/{sign}',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'horoscope',
  example: { sign: 'leo', period: 'daily', date: '2026-11-08' },
  summary: "One sign's horoscope",
  description:
    'The horoscope of one sign (as the Moon sign) for the day, week, month or year holding date: transits counted ' +
    'from the sign, four scores by one formula, a reading whose every sentence names a transit of the period.',
  input: HoroscopeSignQuery,
  params: HoroscopeSignParams,
  output: Horoscope,
  prepare(input, ctx) {
    return { task: { ...prepareHoroscope(input, ctx), signIndex: SIGN_IDS.indexOf(input.sign) } };
  },
  compute(task: HoroscopeTask & { signIndex: number }) {
    return { data: horoscopeOf(task.signIndex, task) };
  },
});
