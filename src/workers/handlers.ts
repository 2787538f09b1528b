/**
 * Named computations the worker pool runs. Each operation group adds its
 * entry points here; HTTP handlers call them through runTask(name, input).
 * Inputs and outputs are structured-clone friendly (plain objects, typed arrays).
 */
import { findLunarEvents, grahaPositions, type LunarEventKind, type PositionOptions } from '../native/ephemeris.ts';
import { planetPositions } from './tasks/planets.ts';
import { panchangTasks } from './tasks/panchang.ts';
import { dashaTasks } from './tasks/dashas.ts';
import { doshaTasks } from './tasks/doshas.ts';
import { matchingTasks } from './tasks/matching.ts';
import { numerologyTasks } from './tasks/numerology.ts';
import { kundliTasks } from './tasks/kundli.ts';

export const handlers = {
  /** Batch positions (used by tests and as the pool's smoke check). */
  grahaPositions(input: { jdUt: Float64Array; options?: PositionOptions }) {
    return grahaPositions(input.jdUt, input.options);
  },
  lunarEvents(input: { startJdUt: number; endJdUt: number; kinds: LunarEventKind[] }) {
    return findLunarEvents(input.startJdUt, input.endJdUt, input.kinds);
  },
  /** POST /v1/planets/positions. */
  planetPositions,
  ...panchangTasks,
  ...dashaTasks, ...doshaTasks, ...matchingTasks, ...numerologyTasks,
  ...kundliTasks,
} satisfies Record<string, (input: never) => unknown>;

export type Handlers = typeof handlers;
export type TaskName = keyof Handlers;
