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
   * The threads' entry module (a URL), when not compute.worker itself: one that exports its `run` as default
   * and sets up more first (the HTTP server's, src/http/pool-worker.ts, opens the places index for whole requests).
   */
  workerFile?: string;
  /** The data directory whose places index the threads read (the HTTP server's `workerFile` opens it). */
  placesDataDir?: string;
}

/** What each pool thread is started with (Piscina's workerData). */
export interface WorkerSetup {
  riseSetMode: RiseSetMode;
  placesDataDir?: string;
}

export function createPool(options: PoolOptions = {}): Piscina {
  const threads = options.threads ?? (Number(process.env.WORKERS) || availableParallelism());
  const setup: WorkerSetup = { riseSetMode: options.riseSetMode ?? 'series' };
  if (options.placesDataDir !== undefined) setup.placesDataDir = options.placesDataDir;
  // recordTiming off: no run-time and wait-time histograms updated on every task (nothing reads them).
  return new Piscina({
    workerData: setup,
    filename: options.workerFile ?? workerFile,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    recordTiming: false,
  });
}
