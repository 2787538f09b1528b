/**
 * What the worker pool runs: every operation that is not inline, by its id
 * (the answer's data serialised here, on the pool thread), and two engine
 * tasks the tests and benchmarks use. Inputs and outputs are structured-clone
 * friendly (plain objects, typed arrays).
 */
import { findLunarEvents, grahaPositions, type LunarEventKind, type PositionOptions } from '../native/ephemeris.ts';
import { OPERATIONS } from '../operations/index.ts';
import { envelopeOf, serialiseAnswer, type EnvelopedAnswer, type EnvelopeHead, type SerialisedAnswer } from '../operations/run.ts';
import { answerRequest } from './request-task.ts';
import { ENVELOPED_TASK, REQUEST_TASK } from './task-call.ts';

/** Every operation computed on the pool, by its id. */
const operationTasks: Readonly<Record<string, (task: unknown) => SerialisedAnswer | Promise<SerialisedAnswer>>> = Object.fromEntries(
  OPERATIONS.filter((op) => op.inline !== true).map((op) => [op.id, (task: unknown) => serialiseAnswer(op.compute(task))]),
);

/** An operation's answer written whole here, envelope and all (run.ts envelopeOf): the HTTP thread only writes it. */
function envelopedAnswer(input: { operation: string; task: unknown; head: EnvelopeHead }): EnvelopedAnswer | Promise<EnvelopedAnswer> {
  const compute = operationTasks[input.operation];
  if (compute === undefined) throw new Error(`Expected an operation computed on the pool but received ${JSON.stringify(input.operation)}`);
  const answer = compute(input.task);
  return answer instanceof Promise ? answer.then((a) => envelopeOf(a, input.head)) : envelopeOf(answer, input.head);
}

/** Engine tasks, not operations: batch positions and the lunar event search (thread tests, pool smoke checks). */
const engineTasks = {
  grahaPositions(input: { jdUt: Float64Array; options?: PositionOptions }) {
    return grahaPositions(input.jdUt, input.options);
  },
  lunarEvents(input: { startJdUt: number; endJdUt: number; kinds: LunarEventKind[] }) {
    return findLunarEvents(input.startJdUt, input.endJdUt, input.kinds);
  },
};

/** A task takes plain, structured-clone friendly input and returns the same. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TaskHandler = (input: any) => unknown;
export const handlers: Readonly<Record<string, TaskHandler>> = {
  ...engineTasks,
  ...operationTasks,
  [ENVELOPED_TASK]: envelopedAnswer,
  [REQUEST_TASK]: answerRequest,
};
export type { TaskName } from './task-call.ts';
