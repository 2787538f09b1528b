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
import { availableParallelism, cpus } from 'node:os';
import type { Period } from '../src/domain/horoscope/index.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { horoscopeAll } from '../src/operations/horoscope/all.ts';
import { horoscopeSign } from '../src/operations/horoscope/sign.ts';
import { addDays, isoDate } from '../src/time/index.ts';
import { measureIndexedAsync, printIndexed, type IndexedStats } from './lib/stats.ts';
import { measureHttp, withBenchServer } from './lib/http-bench.ts';

const dateOf = (i: number) => isoDate(addDays({ year: 2026, month: 1, day: 1 }, i));
const task = (i: number, period: Period) => ({ period, lang: 'en' as const, date: dateOf(i), timezone: 'Asia/Kolkata' });

const measure = (name: string, count: number, run: (i: number) => unknown): Promise<IndexedStats> =>
  measureIndexedAsync(name, count, run, Math.min(count, 3));

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# Horoscope bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`,
  );
  printIndexed(await measure('all twelve, daily (GET /v1/horoscope task)', 300, (i) => horoscopeAll.compute(task(i, 'daily'))));
  printIndexed(
    await measure('one sign, daily (GET /v1/horoscope/{sign} task)', 300, (i) =>
      horoscopeSign.compute({ ...task(i, 'daily'), signIndex: i % 12 }),
    ),
  );
  printIndexed(await measure('all twelve, weekly', 100, (i) => horoscopeAll.compute(task(i * 7, 'weekly'))));
  printIndexed(await measure('all twelve, monthly', 24, (i) => horoscopeAll.compute(task(i * 31, 'monthly'))));
  printIndexed(await measure('all twelve, yearly', 10, (i) => horoscopeAll.compute(task((i * 366) % 3660, 'yearly'))));
  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

/** Daily horoscopes through HTTP (bench/lib/http-bench.ts), 2 requests in flight. */
async function httpBench(): Promise<void> {
  const inFlight = 2;
  await withBenchServer(inFlight, async (server) => {
    printIndexed(
      await measureHttp(server, {
        name: 'HTTP GET /v1/horoscope (all twelve, daily)',
        count: 300,
        warmup: 3,
        inFlight,
        path: (i) => `/v1/horoscope?date=${dateOf(i)}`,
      }),
    );
    printIndexed(
      await measureHttp(server, {
        name: 'HTTP GET /v1/horoscope/{sign} (daily)',
        count: 600,
        warmup: 3,
        inFlight,
        path: (i) => `/v1/horoscope/${['aries', 'leo', 'pisces'][i % 3]}?date=${dateOf(i)}`,
      }),
    );
  });
}

await main();
