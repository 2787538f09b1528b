/**
 * The step the seven chart operations of the group share: on the HTTP
 * thread, the Birth resolved and the options' defaults filled in (the task,
 * and the chart meta); on the pool thread, the task's chart.
 */
import { computeChart, type Chart } from '../../domain/chart/index.ts';
import { chartMeta, resolveBirthRequest, type BirthTask } from '../birth.ts';
import type { PrepareContext } from '../context.ts';
import type { Prepared } from '../define.ts';
import type { Birth, Options } from '../schemas.ts';

/** Resolves `birth` and the options of a BirthRequest-like body into the task; meta: ayanamsa, house system, node, zone. */
export async function prepareBirthTask(input: { birth: Birth; options?: Options | undefined }, ctx: PrepareContext):
  Promise<Prepared<BirthTask>> {
  const request = await resolveBirthRequest(input, ctx);
  return { task: { birth: request.resolved.moment, options: request.options }, meta: chartMeta(request) };
}

/** The chart of a task's birth, in its ayanamsa and node. */
export function chartOf(task: BirthTask): Chart {
  return computeChart(task.birth, { ayanamsa: task.options.ayanamsa, node: task.options.node });
}
