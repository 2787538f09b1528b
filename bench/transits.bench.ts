/**
 * Transits benchmarks, fixed inputs (years 2020..2029 in turn):
 *   1. in-process: a year of every transit event of the nine grahas
 *      (transitEvents), and the GET /v1/transits task (a year, first page of
 *      100, and a page from a cursor half a year in); the natal transits task;
 *   2. through HTTP, a real server (BENCH_HTTP=0 skips it; WORKERS sets its
 *      worker threads, default 2), 2 requests in flight: a year's first page.
 * Prints ops/s and p50/p99 per case. Run: npm run bench:transits
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { transitEvents } from '../src/domain/transits/index.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { transits, type TransitsTask } from '../src/operations/transits/events.ts';
import { transitsNatal } from '../src/operations/transits/natal.ts';
import { jdUtFromCalendar } from '../src/time/instant.ts';
import { printIndexed, type IndexedStats } from './lib/stats.ts';

const yearOf = (i: number) => 2020 + (i % 10);

function task(i: number, afterJdUt: number | null = null): TransitsTask {
  return { fromJdUt: jdUtFromCalendar(yearOf(i), 1, 1), toJdUt: jdUtFromCalendar(yearOf(i) + 1, 1, 1),
    planets: ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'],
    types: ['ingress', 'station_retrograde', 'station_direct', 'combustion_start', 'combustion_end'],
    node: 'true', timezone: 'Asia/Kolkata', afterJdUt, skip: 0, limit: 100, fingerprint: 'bench' };
}

async function measure(name: string, count: number, run: (i: number) => unknown): Promise<IndexedStats> {
  for (let i = 0; i < Math.min(count, 3); i += 1) await run(i);
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  const totalMs = performance.now() - start;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, ops: count, totalMs, p50Ms: at(0.5), p99Ms: at(0.99) };
}

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(`# Transits bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
    `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`);
  printIndexed(await measure('a year of all events, nine grahas (transitEvents)', 20, (i) => transitEvents(task(i))));
  printIndexed(await measure('GET /v1/transits task: a year, first page of 100', 20, (i) => transits.compute(task(i))));
  printIndexed(await measure('GET /v1/transits task: a page from a cursor at mid-year', 20,
    (i) => transits.compute(task(i, jdUtFromCalendar(yearOf(i), 7, 1)))));
  const natal = { birth: { jdUt: 2448026.875, latitudeDeg: 23.18, longitudeDeg: 75.78, timeAccuracy: 'exact' as const, utcOffsetMinutes: 330,
    timezoneName: 'Asia/Kolkata' }, options: { ayanamsa: 'lahiri', house_system: 'whole_sign', node: 'true', lang: 'en', view: 'full' } as const };
  printIndexed(await measure('POST /v1/transits/natal task', 3000, (i) => transitsNatal.compute({ ...natal, atJdUt: 2461000.5 + i })));
  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

async function httpBench(): Promise<void> {
  const { startServer } = await import('../src/http/server.ts');
  const { openStorage } = await import('../src/storage/lmdb.ts');
  const { KeyStore } = await import('../src/storage/keys.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-bench-'));
  const storage = openStorage(dataDir);
  const unlimited = { requestsPerSecond: 1_000_000, concurrentRequests: 1_000 };
  const threads = Number(process.env.WORKERS) || 2;
  const server = await startServer({ port: 0, host: '127.0.0.1', storage, threads, logSink: () => {}, planOverrides: { business: unlimited } });
  try {
    const { key } = await new KeyStore(storage).create({ kind: 'live', plan: 'business', origins: [] });
    const inFlight = 2;
    const count = 20;
    console.log(`# HTTP: ${threads} worker threads, ${inFlight} requests in flight, keep-alive fetch from the same process`);
    let n = 0;
    const once = async (): Promise<number> => {
      const year = yearOf(n++);
      const t0 = performance.now();
      const res = await fetch(`${server.url}/v1/transits?from=${year}-01-01&to=${year}-12-31&timezone=Asia/Kolkata&limit=100`,
        { headers: { authorization: `Bearer ${key}` } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`Expected 200 but received ${res.status}: ${body.slice(0, 200)}`);
      return performance.now() - t0;
    };
    for (let i = 0; i < 2; i += 1) await once();
    const times: number[] = [];
    let next = 0;
    const start = performance.now();
    await Promise.all(Array.from({ length: inFlight }, async () => {
      while (next < count) {
        next += 1;
        times.push(await once());
      }
    }));
    const totalMs = performance.now() - start;
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    printIndexed({ name: 'HTTP GET /v1/transits (a year, first page of 100)', ops: count, totalMs, p50Ms: at(0.5), p99Ms: at(0.99) });
  } finally {
    await server.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
