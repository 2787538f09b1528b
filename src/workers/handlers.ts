/**
 * What the worker pool runs: every operation that is not inline, by its id
 * (the answer's data serialised here, on the pool thread), and two engine
 * tasks the tests and benchmarks use. Inputs and outputs are structured-clone
 * friendly (plain objects, typed arrays).
 */
import { findLunarEvents, grahaPositions, type LunarEventKind, type PositionOptions } from '../native/ephemeris.ts';
import { OPERATIONS } from '../operations/index.ts';
import { serialiseAnswer, type SerialisedAnswer } from '../operations/run.ts';

/** Every operation computed on the pool, by its id. */
const operationTasks: Readonly<Record<string, (task: unknown) => SerialisedAnswer | Promise<SerialisedAnswer>>> = Object.fromEntries(
  OPERATIONS.filter((op) => op.inline !== true).map((op) => [op.id, (task: unknown) => serialiseAnswer(op.compute(task))]),
);

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
export const handlers: Readonly<Record<string, TaskHandler>> = { ...engineTasks, ...operationTasks };
export type { TaskName } from './task-call.ts';
