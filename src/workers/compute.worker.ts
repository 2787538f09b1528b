/**
 * Piscina worker entry: initialises the Swiss Ephemeris once for this thread
 * (with the rise/set mode the pool was created with) and runs batches of named calls (task-batcher.ts, the one way in), each
 * call with its own outcome. An ApiError does not survive the thread
 * boundary (structured clone keeps only name and message), so it comes back
 * as a tagged outcome that the main thread throws again; any other error
 * comes back as a failure outcome that becomes a 500.
 * Operation tasks answer with their data already serialised to JSON here
 * (src/workers/handlers.ts), so the main thread gets one string instead of
 * cloning a nested object and then stringifying it. Image answers are bytes
 * whose ArrayBuffer is transferred to the main thread (Piscina's movable
 * result), not copied; a call whose handler is asynchronous (the PNG step)
 * makes its batch wait for it.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Piscina, workerData } from 'piscina';
import { ApiError } from '../core/errors.ts';
import { initEphemeris, setRiseSetMode } from '../native/ephemeris.ts';
import { transferablesOf } from '../operations/run.ts';
import type { PlaceIndexReader } from '../domain/places/index.ts';
import { handlers } from './handlers.ts';
import { usePoolPlaces } from './request-task.ts';
import type { WorkerSetup } from './pool.ts';
import type { TaskBatch, TaskCall, TaskOutcome } from './task-call.ts';

interface PlacesModule {
  openPlaces(dataDir: string): () => PlaceIndexReader | undefined;
}

/**
 * A module by its URL. Under tsx (tests, benches) a pool thread's ESM loader refuses a .ts file while tsx's
 * require hook, which loaded this one, takes it; compiled, the module is ESM JavaScript and is imported.
 */
function loadModule(url: string): Promise<unknown> {
  if (url.endsWith('.ts')) return Promise.resolve().then(() => createRequire(import.meta.url)(fileURLToPath(url)) as unknown);
  return import(url) as Promise<unknown>;
}

const setup = workerData as WorkerSetup;
initEphemeris();
setRiseSetMode(setup.riseSetMode);
const places = setup.places;
if (places !== undefined) {
  // The module is the caller's (the HTTP server's opens its LMDB store): imported by its URL, not by this layer.
  // Not awaited here (a top-level await would keep tsx's loader from this module): whole requests wait for it.
  usePoolPlaces(loadModule(places.module).then((m) => (m as PlacesModule).openPlaces(places.dataDir)));
}

function value(call: TaskCall): unknown {
  const handler = handlers[call.name] as ((input: unknown) => unknown) | undefined;
  if (handler === undefined) throw new Error(`Expected a known task name but received ${JSON.stringify(call.name)}`);
  return handler(call.input);
}

function apiErrorOutcome(error: ApiError): TaskOutcome {
  return { apiError: { code: error.code, message: error.message, param: error.param, details: error.details } };
}

function failureOutcome(error: unknown): TaskOutcome {
  if (error instanceof ApiError) return apiErrorOutcome(error);
  const e = error instanceof Error ? error : new Error(String(error));
  return { failure: { name: e.name, message: e.message, stack: e.stack ?? '', code: (e as { code?: unknown }).code } };
}

/** The outcomes, marked so that Piscina transfers the image buffers among them instead of copying them. */
function movable(outcomes: TaskOutcome[]): TaskOutcome[] {
  let buffers: ArrayBuffer[] | undefined;
  for (const o of outcomes) {
    if (!('value' in o)) continue;
    const t = transferablesOf(o.value);
    if (t.length > 0) (buffers ??= []).push(...t);
  }
  if (buffers === undefined) return outcomes;
  const marked = { [Piscina.transferableSymbol]: buffers, [Piscina.valueSymbol]: outcomes };
  return Piscina.move(marked as unknown as Parameters<typeof Piscina.move>[0]) as unknown as TaskOutcome[];
}

/**
 * Each call of a batch gets its own outcome: one failing call never fails the
 * others. A loop keeps the array packed: map() may make a holey one (created
 * at full length first), which structured clone writes as a sparse array,
 * index by index (seen as ReadSparseJSArray in profiles of the HTTP thread).
 */
function runBatch(calls: TaskCall[]): TaskOutcome[] | Promise<TaskOutcome[]> {
  const outcomes: TaskOutcome[] = [];
  let pending: Promise<void>[] | undefined;
  for (const call of calls) {
    try {
      const v = value(call);
      if (v instanceof Promise) {
        const i = outcomes.length;
        outcomes.push({ value: undefined });
        (pending ??= []).push(
          v.then(
            (x: unknown) => {
              outcomes[i] = { value: x };
            },
            (error: unknown) => {
              outcomes[i] = failureOutcome(error);
            },
          ),
        );
      } else {
        outcomes.push({ value: v });
      }
    } catch (error) {
      outcomes.push(failureOutcome(error));
    }
  }
  return pending === undefined ? outcomes : Promise.all(pending).then(() => outcomes);
}

export default function run(task: TaskBatch): TaskOutcome[] | Promise<TaskOutcome[]> {
  const result = runBatch(task.batch);
  return result instanceof Promise ? result.then(movable) : movable(result);
}
