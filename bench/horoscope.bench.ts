/**
 * Horoscope benchmarks, fixed inputs (days from 2026-01-01 on, one per
 * iteration, Asia/Kolkata):
 *   1. in-process: the GET /v1/horoscope task (all twelve signs, one sky)
 *      for each period, and one sign's daily task;
 *   2. through HTTP, a real server (BENCH_HTTP=0 skips it; WORKERS sets its
 *      worker threads, default 2), 2 requests in flight: all twelve daily
 *      horoscopes, and one sign's daily horoscope.
 * Prints ops/s and p50/p99 per case. Run: npm run bench:horoscope
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Period } from '../src/domain/horoscope/index.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { horoscopeAll } from '../src/operations/horoscope/all.ts';
import { horoscopeSign } from '../src/operations/horoscope/sign.ts';
import { addDays, isoDate } from '../src/time/index.ts';
import { printIndexed, type IndexedStats } from './lib/stats.ts';

const dateOf = (i: number) => isoDate(addDays({ year: 2026, month: 1, day: 1 }, i));
const task = (i: number, period: Period) => ({ period, lang: 'en' as const, date: dateOf(i), timezone: 'Asia/Kolkata' });

async function measure(name: string, count: number, run: (i: number) => unknown): Promise<IndexedStats> {
  for (let i = 0; i < Math.min(count, 3); i += 1) await run(count + i);
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
  console.log(`# Horoscope bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
    `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`);
  printIndexed(await measure('all twelve, daily (GET /v1/horoscope task)', 300, (i) => horoscopeAll.compute(task(i, 'daily'))));
  printIndexed(await measure('one sign, daily (GET /v1/horoscope/{sign} task)', 300, (i) => horoscopeSign.compute({ ...task(i, 'daily'), signIndex: i % 12 })));
  printIndexed(await measure('all twelve, weekly', 100, (i) => horoscopeAll.compute(task(i * 7, 'weekly'))));
  printIndexed(await measure('all twelve, monthly', 24, (i) => horoscopeAll.compute(task(i * 31, 'monthly'))));
  printIndexed(await measure('all twelve, yearly', 10, (i) => horoscopeAll.compute(task(i * 366 % 3660, 'yearly'))));
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
    console.log(`# HTTP: ${threads} worker threads, ${inFlight} requests in flight, keep-alive fetch from the same process`);
    for (const [name, count, path] of [
      ['HTTP GET /v1/horoscope (all twelve, daily)', 300, (i: number) => `/v1/horoscope?date=${dateOf(i)}`],
      ['HTTP GET /v1/horoscope/{sign} (daily)', 600, (i: number) => `/v1/horoscope/${['aries', 'leo', 'pisces'][i % 3]}?date=${dateOf(i)}`],
    ] as const) {
      let n = 0;
      const once = async (): Promise<number> => {
        const t0 = performance.now();
        const res = await fetch(server.url + path(n++), { headers: { authorization: `Bearer ${key}` } });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`Expected 200 but received ${res.status}: ${body.slice(0, 200)}`);
        return performance.now() - t0;
      };
      for (let i = 0; i < 3; i += 1) await once();
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
      printIndexed({ name, ops: count, totalMs, p50Ms: at(0.5), p99Ms: at(0.99) });
    }
  } finally {
    await server.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
