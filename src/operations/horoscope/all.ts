/** GET /v1/horoscope: the twelve signs' horoscopes for one period (docs/horoscope.md). */
import { Type } from '@sinclair/typebox';
import { PERIODS } from '../../domain/horoscope/index.ts';
import { defineOperation, PUBLISHABLE } from '../define.ts';
import { DateString, literals } from '../schemas.ts';
import { Horoscope, HoroscopeQuery, horoscopeOf, prepareHoroscope, skyOf, type HoroscopeTask } from './shared.ts';

export const HoroscopeAllData = Type.Object(
  {
    period: literals(PERIODS),
    date: DateString,
    signs: Type.Array(Horoscope, { minItems: 12, maxItems: 12, description: 'Aries to Pisces' }),
  },
  { title: 'HoroscopeAll' },
);

export const horoscopeAll = defineOperation({
  id: 'horoscopeAll',
  method: 'GET',
  path: '/v1/horoscope',
  credits: 5,
  keys: PUBLISHABLE,
  group: 'horoscope',
  example: { period: 'weekly', date: '2026-11-08' },
  summary: "All twelve signs' horoscopes",
  description: 'The horoscopes of the twelve signs, Aries to Pisces, for one period, read from one sky.',
  input: HoroscopeQuery,
  output: HoroscopeAllData,
  prepare(input, ctx) {
    return { task: prepareHoroscope(input, ctx) };
  },
  compute(task: HoroscopeTask) {
    const sky = skyOf(task);
    return { data: { period: task.period, date: task.date, signs: Array.from({ length: 12 }, (_, i) => horoscopeOf(i, task, sky)) } };
  },
});
