/** POST /v1/dasha/vimshottari/current: the Vimshottari periods running at a moment (docs/dashas.md). */
import { Type } from '@sinclair/typebox';
import { grahaTerm, label } from '../../core/glossary.ts';
import { runningVimshottariOf } from '../../domain/dashas/index.ts';
import { atJdUt } from '../../time/index.ts';
import { type BirthTask, chartAsGiven, resolveBirthRequest } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { BirthAtRequest, DateTimeString, literals, PLACE_META } from '../schemas.ts';
import { dashaMeta, moonWarnings, renderer } from './present.ts';
import { EXAMPLE_AT, EXAMPLE_BIRTH } from '../examples.ts';

/** The levels answered: runningVimshottariOf goes four levels deep. */
const RUNNING_LEVELS = ['maha', 'antar', 'pratyantar', 'sookshma'] as const;

export const VimshottariCurrentData = Type.Object({
  at: DateTimeString,
  periods: Type.Array(
    Type.Object({
      level: literals(RUNNING_LEVELS),
      planet: Type.String(),
      label: Type.String(),
      start: DateTimeString,
      end: DateTimeString,
    }),
    { minItems: 4, maxItems: 4 },
  ),
});

export interface VimshottariCurrentTask extends BirthTask {
  atJdUt: number;
}

export const dashaVimshottariCurrent = defineOperation({
  id: 'dashaVimshottariCurrent',
  method: 'POST',
  path: '/v1/dasha/vimshottari/current',
  credits: 2,
  keys: SECRET,
  group: 'dasha',
  example: { birth: EXAMPLE_BIRTH, at: EXAMPLE_AT },
  meta: ['ayanamsa', 'node', 'positions', ...PLACE_META],
  summary: 'Running Vimshottari periods',
  description: 'The maha, antar, pratyantar and sookshma Vimshottari periods running at `at` (default now).',
  input: BirthAtRequest,
  output: VimshottariCurrentData,
  async prepare(input, ctx) {
    const request = await resolveBirthRequest(input, ctx);
    const task: VimshottariCurrentTask = { birth: request.resolved.moment, options: request.options, atJdUt: atJdUt(input.at, ctx.now()) };
    return { task, meta: dashaMeta(request) };
  },
  compute(task: VimshottariCurrentTask) {
    const at = renderer(task.birth);
    const running = runningVimshottariOf(chartAsGiven(task.birth, task.options), task.atJdUt);
    return {
      data: {
        at: at(task.atJdUt),
        periods: running.map((p) => ({
          level: p.level as (typeof RUNNING_LEVELS)[number],
          planet: p.lord,
          label: label(grahaTerm(p.lord), task.options.lang),
          start: at(p.startJdUt),
          end: at(p.endJdUt),
        })),
      },
      warnings: moonWarnings(task.birth),
    };
  },
});
