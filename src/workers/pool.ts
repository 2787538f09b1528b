/**
 * The one Piscina pool. Computation never runs on the HTTP thread; calls
 * reach it in batches through TaskBatcher (task-batcher.ts).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { RiseSetMode } from '../native/ephemeris.ts';

// The worker file has the same extension as this module: .ts under tsx in
// tests, .js once compiled.
const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const workerFile = new URL(`./compute.worker${extension}`, import.meta.url).href;

export interface PoolOptions {
  threads?: number;
  /** The threads' rise/set mode (default 'series'; benchmarks compare 'direct'). */
  riseSetMode?: RiseSetMode;
  /**
   * The places index the threads read, so that they can answer whole requests (request-task.ts): a module (URL)
   * whose `openPlaces(dataDir)` opens it in the thread (the HTTP server's is src/http/pool-places.ts), and the data
   * directory it is in. Without them the threads answer no whole requests.
   */
  places?: PoolPlaces;
}

/** Where a pool thread finds the places index: `openPlaces(dataDir)` of the module at `module`. */
export interface PoolPlaces {
  module: string;
  dataDir: string;
}

/** What each pool thread is started with (Piscina's workerData). */
export interface WorkerSetup {
  riseSetMode: RiseSetMode;
  places?: PoolPlaces;
}

export function createPool(options: PoolOptions = {}): Piscina {
  const threads = options.threads ?? (Number(process.env.WORKERS) || availableParallelism());
  const setup: WorkerSetup = { riseSetMode: options.riseSetMode ?? 'series' };
  if (options.places !== undefined) setup.places = options.places;
  // recordTiming off: no run-time and wait-time histograms updated on every task (nothing reads them).
  return new Piscina({
    workerData: setup,
    filename: workerFile,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    recordTiming: false,
  });
}
