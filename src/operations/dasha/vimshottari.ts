/** POST /v1/dasha/vimshottari: Vimshottari periods to depth 1..5, optionally within a window of local days (docs/dashas.md). */
import { Type, type TSchema } from '@sinclair/typebox';
import { errors } from '../../core/errors.ts';
import { grahaTerm, label } from '../../core/glossary.ts';
import {
  DASHA_YEAR_DAYS,
  VIMSHOTTARI_DEFAULT_DEPTH,
  VIMSHOTTARI_MAX_DEPTH,
  vimshottariOf,
  type DashaPeriod,
} from '../../domain/dashas/index.ts';
import { MS_PER_DAY } from '../../time/index.ts';
import { type BirthTask, chartAsGiven, resolveBirthRequest } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { Birth, DateTimeString, Options, PLACE_META } from '../schemas.ts';
import { dashaMeta, depthAndWindowFields, moonWarnings, renderer, windowOfDates, WindowData } from './present.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';

export const VimshottariRequest = Type.Object(
  {
    birth: Birth,
    ...depthAndWindowFields(
      VIMSHOTTARI_MAX_DEPTH,
      VIMSHOTTARI_DEFAULT_DEPTH,
      '1 maha, 2 antar, 3 pratyantar, 4 sookshma, 5 prana (needs from and to at most 31 days apart)',
    ),
    options: Type.Optional(Options),
  },
  { additionalProperties: false, title: 'VimshottariRequest' },
);

// A period and, nested, its sub-periods down to prana, written out level by level (no recursive $ref).
const periodFields = {
  planet: Type.String({ examples: ['jupiter'] }),
  label: Type.String({ description: 'The graha in options.lang', examples: ['Jupiter', 'गुरु'] }),
  start: DateTimeString,
  end: DateTimeString,
};
const withSub = <T extends TSchema>(next: T) =>
  Type.Object({ ...periodFields, sub: Type.Optional(Type.Array(next, { description: 'The next level, when depth goes further' })) });
const Period = withSub(withSub(withSub(withSub(Type.Object(periodFields)))));

export const VimshottariData = Type.Object({
  depth: Type.Integer({ minimum: 1, maximum: 5 }),
  year_days: Type.Number({ description: 'Days in a dasha year (mean sidereal year, 365.256363004)' }),
  window: WindowData,
  balance: Type.Object({
    planet: Type.String(),
    years: Type.Number({ description: 'Years of the birth mahadasha left at birth' }),
    end: DateTimeString,
  }),
  periods: Type.Array(Period),
});

export interface VimshottariTask extends BirthTask {
  depth: number;
  /** The window: local midnight starting `from`, local midnight ending `to`. */
  fromJdUt?: number;
  toJdUt?: number;
}

/** A period as answered (each level has the same fields). */
interface PeriodOut {
  planet: string;
  label: string;
  start: string;
  end: string;
  sub?: PeriodOut[];
}

export const dashaVimshottari = defineOperation({
  id: 'dashaVimshottari',
  method: 'POST',
  path: '/v1/dasha/vimshottari',
  credits: 2,
  keys: SECRET,
  group: 'dasha',
  example: { birth: EXAMPLE_BIRTH, depth: 2 },
  meta: ['ayanamsa', 'node', 'positions', ...PLACE_META],
  summary: 'Vimshottari dasha periods',
  description:
    "Vimshottari periods from the Moon's nakshatra, depth 1..5 (maha to prana), limited to from/to; year of 365.256363004 days (docs/dashas.md).",
  input: VimshottariRequest,
  output: VimshottariData,
  async prepare(input, ctx) {
    const request = await resolveBirthRequest(input, ctx);
    const depth = input.depth ?? VIMSHOTTARI_DEFAULT_DEPTH;
    const { from, to } = input;
    const window = windowOfDates(input, request.resolved.timezoneUsed.name);
    if (depth === 5 && from === undefined)
      throw errors.invalidParameterMessage('from', 'depth 5 (prana) needs from and to at most 31 days apart; from is missing');
    if (depth === 5 && to === undefined)
      throw errors.invalidParameterMessage('to', 'depth 5 (prana) needs from and to at most 31 days apart; to is missing');
    if (depth === 5 && (Date.parse(to!) - Date.parse(from!)) / MS_PER_DAY > 31)
      throw errors.invalidParameterMessage('to', 'depth 5 (prana) needs from and to at most 31 days apart');
    const task: VimshottariTask = { birth: request.resolved.moment, options: request.options, depth, ...window };
    return { task, meta: dashaMeta(request) };
  },
  compute(task: VimshottariTask) {
    const r = vimshottariOf(chartAsGiven(task.birth, task.options), {
      depth: task.depth,
      ...(task.fromJdUt === undefined ? {} : { fromJdUt: task.fromJdUt }),
      ...(task.toJdUt === undefined ? {} : { toJdUt: task.toJdUt }),
    });
    const at = renderer(task.birth);
    const lang = task.options.lang;
    const out = (ps: DashaPeriod[]): PeriodOut[] =>
      ps.map((p) => ({
        planet: p.lord,
        label: label(grahaTerm(p.lord), lang),
        start: at(p.startJdUt),
        end: at(p.endJdUt),
        ...(p.sub ? { sub: out(p.sub) } : {}),
      }));
    return {
      data: {
        depth: task.depth,
        year_days: DASHA_YEAR_DAYS,
        window: { from: at(r.fromJdUt), to: at(r.toJdUt) },
        balance: { planet: r.start.lord, years: r.start.balanceYears, end: at(task.birth.jdUt + r.start.balanceYears * DASHA_YEAR_DAYS) },
        periods: out(r.periods),
      },
      warnings: moonWarnings(task.birth),
    };
  },
});
