/**
 * Piscina worker entry: initialises the Swiss Ephemeris once for this thread
 * and dispatches tasks by name, one at a time or as a batch (task-batcher.ts).
 * An ApiError does not survive the thread boundary (structured clone keeps
 * only name and message), so it comes back as a tagged outcome that the main
 * thread throws again; any other error stays an error and becomes a 500.
 * Operation tasks answer with their data already serialised to JSON here
 * (src/workers/handlers.ts), so the main thread gets one string instead of
 * cloning a nested object and then stringifying it.
 */
import { ApiError } from '../core/errors.ts';
import { initEphemeris } from '../native/ephemeris.ts';
import { handlers } from './handlers.ts';
import type { TaskCall, TaskOutcome } from './task-call.ts';

initEphemeris();

function value(call: TaskCall): unknown {
  const handler = handlers[call.name] as ((input: unknown) => unknown) | undefined;
  if (handler === undefined) throw new Error(`Expected a known task name but received ${JSON.stringify(call.name)}`);
  return handler(call.input);
}

function apiErrorOutcome(error: ApiError): TaskOutcome {
  return { apiError: { code: error.code, message: error.message, param: error.param, details: error.details } };
}

/** One call; an error that is not an ApiError rejects the Piscina task. */
function runOne(call: TaskCall): TaskOutcome {
  try {
    return { value: value(call) };
  } catch (error) {
    if (error instanceof ApiError) return apiErrorOutcome(error);
    throw error;
  }
}

/**
 * Each call of a batch gets its own outcome: one failing call never fails the
 * others. A loop keeps the array packed: map() may make a holey one (created
 * at full length first), which structured clone writes as a sparse array,
 * index by index (seen as ReadSparseJSArray in profiles of the HTTP thread).
 */
function runBatch(calls: TaskCall[]): TaskOutcome[] {
  const outcomes: TaskOutcome[] = [];
  for (const call of calls) {
    try {
      outcomes.push({ value: value(call) });
    } catch (error) {
      if (error instanceof ApiError) outcomes.push(apiErrorOutcome(error));
      else {
        const e = error instanceof Error ? error : new Error(String(error));
        outcomes.push({ failure: { name: e.name, message: e.message, stack: e.stack ?? '', code: (e as { code?: unknown }).code } });
      }
    }
  }
  return outcomes;
}

export default function run(task: TaskCall | { batch: TaskCall[] }): TaskOutcome | TaskOutcome[] {
  return 'batch' in task ? runBatch(task.batch) : runOne(task);
}
