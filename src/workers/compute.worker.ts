/**
 * Piscina worker entry: initialises the Swiss Ephemeris once for this thread
 * and dispatches tasks by name. An ApiError does not survive the thread
 * boundary (structured clone keeps only name and message), so it comes back
 * as a tagged value that runTask (pool.ts) throws again; any other error
 * stays an error and becomes a 500.
 */
import { ApiError } from '../core/errors.ts';
import { initEphemeris } from '../native/ephemeris.ts';
import { handlers, type TaskName } from './handlers.ts';
import type { TaskOutcome } from './pool.ts';

initEphemeris();

export default function run(task: { name: TaskName; input: unknown }): TaskOutcome {
  const handler = handlers[task.name] as ((input: unknown) => unknown) | undefined;
  if (handler === undefined) throw new Error(`Expected a known task name but received ${JSON.stringify(task.name)}`);
  try {
    return { value: handler(task.input) };
  } catch (error) {
    if (error instanceof ApiError) {
      return { apiError: { code: error.code, message: error.message, param: error.param, details: error.details } };
    }
    throw error;
  }
}
