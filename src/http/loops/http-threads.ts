/**
 * How many HTTP loops a server runs (HTTP_THREADS) and how the compute pool
 * is shared among them (docs/platform.md, HTTP threads).
 */
import { availableParallelism } from 'node:os';
import type { TransportName } from '../transport/types.ts';

/** The most HTTP loops the default gives (more can be asked for). */
export const MAX_DEFAULT_HTTP_THREADS = 8;

/**
 * Cores per HTTP loop in the default. On 16 cores one loop served 17-22k
 * kundli/s whatever its pool size, and four one-loop servers (two pool
 * threads each) 94k together (docs/platform.md, HTTP threads): one loop per
 * four cores. Under eight cores that is one loop, the single-thread server.
 */
export const CORES_PER_HTTP_THREAD = 4;

export function defaultHttpThreads(cores: number = availableParallelism()): number {
  return Math.max(1, Math.min(MAX_DEFAULT_HTTP_THREADS, Math.floor(cores / CORES_PER_HTTP_THREAD)));
}

/** HTTP_THREADS as a count; '' or absent is the default from the cores. */
export function httpThreadsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.HTTP_THREADS;
  if (value === undefined || value === '') return defaultHttpThreads();
  const n = Number(value);
  // A start-up setting, not a request: a plain error stops the server before it listens.
  if (!Number.isInteger(n) || n < 1 || n > 256)
    throw new Error(`Expected an integer from 1 to 256 for HTTP_THREADS but received ${JSON.stringify(value)}`);
  return n;
}

/** Each loop's share of the pool's `threads` (at least one). */
export function poolThreadsPerLoop(threads: number, loops: number): number {
  return Math.max(1, Math.ceil(threads / loops));
}

/**
 * Whether `transport` can share one port among loops here: uWS always
 * (uSockets sets SO_REUSEPORT on Linux); node:http with the `reusePort`
 * listen option, from Node 22.12 (and 23.1 on 23), on Linux.
 */
export function sharesPort(
  transport: TransportName,
  nodeVersion: string = process.versions.node,
  platform: string = process.platform,
): boolean {
  if (platform !== 'linux') return false;
  if (transport === 'uws') return true;
  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number);
  return major > 23 || (major === 23 && minor >= 1) || (major === 22 && minor >= 12);
}
