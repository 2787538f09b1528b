/**
 * The benches' HTTP harness: a real server on 127.0.0.1 over a fresh LMDB
 * store, a live business key with the rate limits lifted, and a measure of
 * one request shape with a fixed number of requests in flight (keep-alive
 * `fetch` from the same process, so client and server share the cores).
 * WORKERS sets the server's worker threads (default 2).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { IndexedStats } from './stats.ts';

export interface BenchServer {
  url: string;
  key: string;
  threads: number;
  close(): Promise<void>;
}

export async function startBenchServer(): Promise<BenchServer> {
  const { startServer } = await import('../../src/http/server.ts');
  const { openStorage } = await import('../../src/storage/lmdb.ts');
  const { KeyStore } = await import('../../src/storage/keys.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-bench-'));
  const storage = openStorage(dataDir);
  const unlimited = { requestsPerSecond: 1_000_000, concurrentRequests: 1_000 };
  const threads = Number(process.env.WORKERS) || 2;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    storage,
    threads,
    logSink: () => {},
    planOverrides: { business: unlimited },
  });
  const { key } = await new KeyStore(storage).create({ kind: 'live', plan: 'business', origins: [] });
  return {
    url: server.url,
    key,
    threads,
    async close() {
      await server.close();
      await storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `measure` against a fresh bench server, after a header line naming the
 * worker threads and the requests in flight; closes the server afterwards.
 */
export async function withBenchServer(inFlight: number, measure: (server: BenchServer) => Promise<void>): Promise<void> {
  const server = await startBenchServer();
  try {
    console.log(`# HTTP: ${server.threads} worker threads, ${inFlight} requests in flight, keep-alive fetch from the same process`);
    await measure(server);
  } finally {
    await server.close();
  }
}

export interface HttpCase {
  name: string;
  /** Path and query, or the i-th request's. */
  path: string | ((i: number) => string);
  /** A POST body for the i-th request (JSON text); GET without one. */
  body?: (i: number) => string;
  /** An Accept header (e.g. application/x-ndjson); none by default. */
  accept?: string;
  count: number;
  warmup: number;
  inFlight: number;
}

/** Runs `count` requests (after `warmup` untimed ones), `inFlight` at a time; every answer must be 200. */
export async function measureHttp(server: BenchServer, c: HttpCase): Promise<IndexedStats> {
  const pathOf = typeof c.path === 'string' ? () => c.path as string : c.path;
  const once = async (i: number): Promise<number> => {
    const t0 = performance.now();
    const accept: Record<string, string> = c.accept === undefined ? {} : { accept: c.accept };
    const res = await fetch(
      server.url + pathOf(i),
      c.body === undefined
        ? { headers: { authorization: `Bearer ${server.key}`, ...accept } }
        : {
            method: 'POST',
            headers: { authorization: `Bearer ${server.key}`, 'content-type': 'application/json', ...accept },
            body: c.body(i),
          },
    );
    const bytes = await res.arrayBuffer();
    if (res.status !== 200) {
      throw new Error(`Expected 200 from ${pathOf(i)} but received ${res.status}: ${new TextDecoder().decode(bytes).slice(0, 200)}`);
    }
    return performance.now() - t0;
  };
  for (let i = 0; i < c.warmup; i += 1) await once(i);
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: c.inFlight }, async () => {
      while (next < c.count) {
        const i = next;
        next += 1;
        times.push(await once(i));
      }
    }),
  );
  const totalMs = performance.now() - start;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name: c.name, ops: c.count, totalMs, p50Ms: at(0.5), p99Ms: at(0.99) };
}
