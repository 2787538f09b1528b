/**
 * Named computations the worker pool runs. Each operation group adds its
 * entry points here; HTTP handlers call them through runTask(name, input).
 * Inputs and outputs are structured-clone friendly (plain objects, typed arrays).
 */
import { findLunarEvents, grahaPositions, type LunarEventKind, type PositionOptions } from '../native/ephemeris.ts';
import { panchangTasks } from './tasks/panchang.ts';
import { dashaTasks } from './tasks/dashas.ts';
import { doshaTasks } from './tasks/doshas.ts';
import { matchingTasks } from './tasks/matching.ts';
import { OPERATIONS } from '../operations/index.ts';
import { serialiseAnswer, type SerialisedAnswer } from '../operations/run.ts';

/** Every operation computed on the pool, by its id: the answer's data serialised here, on the pool thread. */
export const operationTasks: Readonly<Record<string, (task: unknown) => SerialisedAnswer>> = Object.fromEntries(
  OPERATIONS.filter((op) => op.inline !== true).map((op) => [op.id, (task: unknown) => serialiseAnswer(op.compute(task))]));

const namedTasks = {
  /** Batch positions (used by tests and as the pool's smoke check). */
  grahaPositions(input: { jdUt: Float64Array; options?: PositionOptions }) {
    return grahaPositions(input.jdUt, input.options);
  },
  lunarEvents(input: { startJdUt: number; endJdUt: number; kinds: LunarEventKind[] }) {
    return findLunarEvents(input.startJdUt, input.endJdUt, input.kinds);
  },
  ...panchangTasks,
  ...dashaTasks, ...doshaTasks, ...matchingTasks,
} satisfies Record<string, (input: never) => unknown>;

/** A task takes plain, structured-clone friendly input and returns the same. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TaskHandler = (input: any) => unknown;
export const handlers: Readonly<Record<string, TaskHandler>> = { ...namedTasks, ...operationTasks };
export type TaskName = string;
