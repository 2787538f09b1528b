/** POST /v1/dosha/sade-sati: Sade Sati or dhaiya at a moment, with the end of the running span (docs/doshas.md). */
import { SKY_READING_AYANAMSA } from '../../core/defaults.ts';
import { Type } from '@sinclair/typebox';
import type { BirthMoment } from '../../core/birth.ts';
import type { Lang } from '../../core/glossary.ts';
import { SIGNS } from '../../core/glossary.ts';
import { timeUnknownWarning, type Warning } from '../../core/warnings.ts';
import { sadeSatiMeaningText, sadeSatiOf } from '../../domain/doshas/index.ts';
import { atJdUt, offsetMinutesAtZone, renderLocal } from '../../time/index.ts';
import { chartAsGiven, chartMeta, requireApparentPositions, resolveBirthRequest } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthAtRequest, DateTimeString, PLACE_META } from '../schemas.ts';
import { EXAMPLE_AT, EXAMPLE_BIRTH } from '../examples.ts';

export const SadeSatiData = Type.Object({
  at: DateTimeString,
  active: Type.Boolean(),
  sade_sati: Type.Boolean(),
  dhaiya: Type.Boolean(),
  phase: Type.Union([...['rising', 'peak', 'setting', 'kantaka', 'ashtama'].map((s) => Type.Literal(s)), Type.Null()]),
  end_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  end: Type.Union([DateTimeString, Type.Null()]),
  saturn_sign: Type.String(),
  moon_sign: Type.String(),
  saturn_house_from_moon: Type.Integer({ minimum: 1, maximum: 12 }),
  meaning: Type.Union([Type.String({ description: 'The traditional reading of the phase, in `lang`' }), Type.Null()]),
});

export interface SadeSatiTask {
  birth: BirthMoment;
  atJdUt: number;
  lang: Lang;
}

const MOON_AT_NOON = timeUnknownWarning([], 'Birth time unknown: the natal Moon sign is taken at local noon');
const END_AFTER_RANGE: Warning = {
  code: 'end_after_range',
  fields: ['end', 'end_date'],
  message: 'The span runs past 2399-12-31, the last date computed: end and end_date are null',
};

export const doshaSadeSati = defineOperation({
  id: 'doshaSadeSati',
  method: 'POST',
  path: '/v1/dosha/sade-sati',
  credits: 1,
  keys: SECRET,
  group: 'dosha',
  example: { birth: EXAMPLE_BIRTH, at: EXAMPLE_AT },
  meta: ['ayanamsa', 'house_system', 'node', ...PLACE_META],
  summary: 'Sade Sati',
  description: "Sade Sati or dhaiya at `at` (default now): phase, end date from Saturn's ingresses, Saturn and Moon signs.",
  input: BirthAtRequest,
  output: SadeSatiData,
  async prepare(input, ctx) {
    requireApparentPositions(input.options, "Sade Sati reads Saturn's transits and the natal Moon as the panchang does");
    const request = await resolveBirthRequest(input, ctx);
    const task: SadeSatiTask = { birth: request.resolved.moment, atJdUt: atJdUt(input.at, ctx.now()), lang: request.options.lang };
    return { task, meta: { ...chartMeta(request), ayanamsa: SKY_READING_AYANAMSA } };
  },
  compute(task: SadeSatiTask) {
    const r = sadeSatiOf(chartAsGiven(task.birth, { ayanamsa: SKY_READING_AYANAMSA }), task.atJdUt);
    const offset = offsetMinutesAtZone(task.birth.timezoneName);
    return {
      data: {
        at: renderLocal(task.atJdUt, offset, 'minute'),
        active: r.active,
        sade_sati: r.sadeSati,
        dhaiya: r.dhaiya,
        phase: r.phase,
        end_date: r.endJdUt === null ? null : renderLocal(r.endJdUt, offset, 'minute').slice(0, 10),
        end: r.endJdUt === null ? null : renderLocal(r.endJdUt, offset, 'minute'),
        saturn_sign: SIGNS[r.saturnSignIndex]!.id,
        moon_sign: SIGNS[r.moonSignIndex]!.id,
        saturn_house_from_moon: r.houseFromMoon,
        meaning: r.phase === null ? null : sadeSatiMeaningText(r.phase, task.lang),
      },
      warnings: [...(task.birth.timeAccuracy === 'unknown' ? [MOON_AT_NOON] : []), ...(r.endAfterRange ? [END_AFTER_RANGE] : [])],
    };
  },
});
