/** POST /v1/horoscope/personal: the horoscope of the person's own Moon sign (docs/horoscope.md). */
import { Type } from '@sinclair/typebox';
import type { BirthMoment } from '../../core/birth.ts';
import { grahaOf } from '../../domain/chart/index.ts';
import { chartAsGiven, chartMeta, resolveBirthRequest } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { Birth, Options, type ResolvedOptions, CHART_META, PLACE_META } from '../schemas.ts';
import { Horoscope, HoroscopeFields, horoscopeOf, prepareHoroscope, type HoroscopeTask } from './shared.ts';

export const HoroscopePersonalRequest = Type.Object(
  { birth: Birth, ...HoroscopeFields, options: Type.Optional(Options) },
  { additionalProperties: false, title: 'HoroscopePersonalRequest' },
);

export const horoscopePersonal = defineOperation({
  id: 'horoscopePersonal',
  method: 'POST',
  path: '/v1/horoscope/personal',
  credits: 2,
  keys: SECRET,
  group: 'horoscope',
  example: { birth: EXAMPLE_BIRTH, period: 'daily', date: '2026-11-08' },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Personal horoscope',
  description: "The horoscope of the person's natal Moon sign (in the chosen ayanamsa and node), read exactly as that sign's horoscope.",
  input: HoroscopePersonalRequest,
  output: Horoscope,
  async prepare(input, ctx) {
    const horoscope = prepareHoroscope(input, ctx);
    const request = await resolveBirthRequest(input, ctx);
    return { task: { ...horoscope, birth: request.resolved.moment, options: request.options }, meta: chartMeta(request) };
  },
  compute(task: HoroscopeTask & { birth: BirthMoment; options: ResolvedOptions }) {
    const moon = grahaOf(chartAsGiven(task.birth, task.options), 'moon');
    return { data: horoscopeOf(moon.signIndex, task) };
  },
});
