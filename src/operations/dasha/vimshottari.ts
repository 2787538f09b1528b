/** POST /v1/dasha/vimshottari: Vimshottari periods to depth 1..5, optionally within a window of local days (docs/dashas.md). */
import { Type, type TSchema } from '@sinclair/typebox';
import { checkOfferedDate } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import { DASHA_YEAR_DAYS, vimshottariOf, type DashaPeriod } from '../../domain/dashas/index.ts';
import { MS_PER_DAY, zoneMidnightJdUt } from '../../time/index.ts';
import { type BirthTask, chartAsGiven, resolveBirthRequest } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { Birth, DateString, DateTimeString, Options } from '../schemas.ts';
import { dashaMeta, moonWarnings, renderer } from './present.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';

export const VimshottariRequest = Type.Object({
  birth: Birth,
  depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, default: 2,
    description: '1 maha, 2 antar, 3 pratyantar, 4 sookshma, 5 prana (needs from and to at most 31 days apart)' })),
  from: Type.Optional(Type.String({ ...DateString, description: 'First local day (birth time zone) of the window; periods overlapping the window are kept at every level' })),
  to: Type.Optional(Type.String({ ...DateString, description: 'Last local day of the window (inclusive)' })),
  options: Type.Optional(Options),
}, { additionalProperties: false, title: 'VimshottariRequest' });

// A period and, nested, its sub-periods down to prana, written out level by level (no recursive $ref).
const periodFields = { planet: Type.String({ examples: ['jupiter'] }), start: DateTimeString, end: DateTimeString };
const withSub = <T extends TSchema>(next: T) =>
  Type.Object({ ...periodFields, sub: Type.Optional(Type.Array(next, { description: 'The next level, when depth goes further' })) });
const Period = withSub(withSub(withSub(withSub(Type.Object(periodFields)))));

export const VimshottariData = Type.Object({
  depth: Type.Integer({ minimum: 1, maximum: 5 }),
  year_days: Type.Number({ description: 'Days in a dasha year (mean sidereal year, 365.256363004)' }),
  window: Type.Object({ from: DateTimeString, to: DateTimeString }),
  balance: Type.Object({ planet: Type.String(), years: Type.Number({ description: 'Years of the birth mahadasha left at birth' }), end: DateTimeString }),
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
  start: string;
  end: string;
  sub?: PeriodOut[];
}

export const dashaVimshottari = defineOperation({
  id: 'dashaVimshottari', method: 'POST', path: '/v1/dasha/vimshottari', credits: 2, keys: SECRET, group: 'dasha',
  example: { birth: EXAMPLE_BIRTH, depth: 2 },
  summary: 'Vimshottari dasha periods',
  description: "Vimshottari periods from the Moon's nakshatra, depth 1..5 (maha to prana), limited to from/to; year of 365.256363004 days (docs/dashas.md).",
  input: VimshottariRequest, output: VimshottariData,
  async prepare(input, ctx) {
    const request = await resolveBirthRequest(input, ctx);
    const depth = input.depth ?? 2;
    const { from, to } = input;
    if (from !== undefined) checkOfferedDate('from', from);
    if (to !== undefined) checkOfferedDate('to', to);
    if (from !== undefined && to !== undefined && Date.parse(to) < Date.parse(from)) throw errors.invalidParameterMessage('to', 'Expected to on or after from');
    if (depth === 5 && from === undefined) throw errors.invalidParameterMessage('from', 'depth 5 (prana) needs from and to at most 31 days apart; from is missing');
    if (depth === 5 && to === undefined) throw errors.invalidParameterMessage('to', 'depth 5 (prana) needs from and to at most 31 days apart; to is missing');
    if (depth === 5 && (Date.parse(to!) - Date.parse(from!)) / MS_PER_DAY > 31) throw errors.invalidParameterMessage('to', 'depth 5 (prana) needs from and to at most 31 days apart');
    const zone = request.resolved.timezoneUsed.name;
    const task: VimshottariTask = {
      birth: request.resolved.moment, options: request.options, depth,
      ...(from === undefined ? {} : { fromJdUt: zoneMidnightJdUt(from, zone) }),
      ...(to === undefined ? {} : { toJdUt: zoneMidnightJdUt(to, zone, 1) }),
    };
    return { task, meta: dashaMeta(request) };
  },
  compute(task: VimshottariTask) {
    const r = vimshottariOf(chartAsGiven(task.birth, task.options), {
      depth: task.depth,
      ...(task.fromJdUt === undefined ? {} : { fromJdUt: task.fromJdUt }),
      ...(task.toJdUt === undefined ? {} : { toJdUt: task.toJdUt }),
    });
    const at = renderer(task.birth);
    const out = (ps: DashaPeriod[]): PeriodOut[] => ps.map((p) => ({
      planet: p.lord, start: at(p.startJdUt), end: at(p.endJdUt), ...(p.sub ? { sub: out(p.sub) } : {}),
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
