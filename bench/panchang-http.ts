/**
 * The HTTP half of bench/panchang.bench.ts: a real server on 127.0.0.1:0
 * (temporary DATA_DIR, WORKERS threads, default 2, in the rise/set mode
 * asked for), a live business key with
 * the rate limits lifted, and requests sent 8 at a time from this process.
 */
import type { IndexedStats } from './lib/stats.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../src/http/server.ts';
import type { RiseSetMode } from '../src/native/ephemeris.ts';
import { openStorage } from '../src/storage/lmdb.ts';
import { KeyStore } from '../src/storage/keys.ts';
import { createPool } from '../src/workers/pool.ts';

type Stats = IndexedStats;
const CONCURRENCY = 8;

async function measure(name: string, urls: string[], key: string): Promise<Stats> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const t0 = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`Expected 200 from ${url} but received ${res.status}: ${body.slice(0, 200)}`);
      times.push(performance.now() - t0);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const totalMs = performance.now() - start;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return { name, ops: urls.length, totalMs, p50Ms: at(0.5), p99Ms: at(0.99) };
}

export async function run(
  places: { latitudeDeg: number; longitudeDeg: number }[],
  riseSetMode: RiseSetMode,
  print: (s: Stats) => void,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-bench-'));
  const storage = openStorage(dataDir);
  const unlimited = { requestsPerSecond: 1_000_000, concurrentRequests: 1_000 };
  const threads = Number(process.env.WORKERS) || 2;
  const pool = createPool({ threads, riseSetMode });
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    storage,
    pool,
    logSink: () => {},
    planOverrides: { business: unlimited },
  });
  try {
    const { key } = await new KeyStore(storage).create({ kind: 'live', plan: 'business', origins: [] });
    const days = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    const base = `${server.url}/v1`;
    await measure(
      'warm-up',
      days.slice(0, 16).map((d) => `${base}/panchang?date=${d}&lat=28.6139&lon=77.209`),
      key,
    );
    console.log(`# HTTP: ${threads} worker threads, ${CONCURRENCY} requests in flight, keep-alive fetch from the same process`);
    print(
      await measure(
        'HTTP GET /v1/panchang, 365 days (New Delhi)',
        days.map((d) => `${base}/panchang?date=${d}&lat=28.6139&lon=77.209`),
        key,
      ),
    );
    print(
      await measure(
        'HTTP GET /v1/calendar/tithis, 62 days x 100 places',
        places.map((p) => `${base}/calendar/tithis?from=2026-01-01&to=2026-03-03&lat=${p.latitudeDeg}&lon=${p.longitudeDeg}`),
        key,
      ),
    );
  } finally {
    await server.close();
    await pool.destroy();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
