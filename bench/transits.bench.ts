/**
 * Transits benchmarks, fixed inputs (years 2020..2029 in turn):
 *   1. in-process: a year of every transit event of the nine grahas
 *      (transitEvents), and the GET /v1/transits task (a year, first page of
 *      100, and a page from a cursor half a year in); the natal transits task;
 *   2. through HTTP, a real server (BENCH_HTTP=0 skips it; WORKERS sets its
 *      worker threads, default 2), 2 requests in flight: a year's first page.
 * Prints ops/s and p50/p99 per case. Run: npm run bench:transits
 */
import { availableParallelism, cpus } from 'node:os';
import { transitEvents } from '../src/domain/transits/index.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { transits, type TransitsTask } from '../src/operations/transits/events.ts';
import { transitsNatal } from '../src/operations/transits/natal.ts';
import { jdUtFromCalendar } from '../src/time/instant.ts';
import { measureIndexedAsync, printIndexed, type IndexedStats } from './lib/stats.ts';
import { measureHttp, withBenchServer } from './lib/http-bench.ts';

const yearOf = (i: number) => 2020 + (i % 10);

function task(i: number, afterJdUt: number | null = null): TransitsTask {
  return {
    fromJdUt: jdUtFromCalendar(yearOf(i), 1, 1),
    toJdUt: jdUtFromCalendar(yearOf(i) + 1, 1, 1),
    planets: ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'],
    types: ['ingress', 'station_retrograde', 'station_direct', 'combustion_start', 'combustion_end'],
    node: 'true',
    timezone: 'Asia/Kolkata',
    afterJdUt,
    skip: 0,
    limit: 100,
    fingerprint: 'bench',
  };
}

const measure = (name: string, count: number, run: (i: number) => unknown): Promise<IndexedStats> =>
  measureIndexedAsync(name, count, run, Math.min(count, 3));

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# Transits bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`,
  );
  printIndexed(await measure('a year of all events, nine grahas (transitEvents)', 20, (i) => transitEvents(task(i))));
  printIndexed(await measure('GET /v1/transits task: a year, first page of 100', 20, (i) => transits.compute(task(i))));
  printIndexed(
    await measure('GET /v1/transits task: a page from a cursor at mid-year', 20, (i) =>
      transits.compute(task(i, jdUtFromCalendar(yearOf(i), 7, 1))),
    ),
  );
  const natal = {
    birth: {
      jdUt: 2448026.875,
      latitudeDeg: 23.18,
      longitudeDeg: 75.78,
      timeAccuracy: 'exact' as const,
      utcOffsetMinutes: 330,
      timezoneName: 'Asia/Kolkata',
    },
    options: { ayanamsa: 'lahiri', house_system: 'whole_sign', node: 'true', lang: 'en', view: 'full', positions: 'apparent' } as const,
  };
  printIndexed(await measure('POST /v1/transits/natal task', 3000, (i) => transitsNatal.compute({ ...natal, atJdUt: 2461000.5 + i })));
  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

/** A year's first page of 100 events through HTTP (bench/lib/http-bench.ts), 2 requests in flight. */
async function httpBench(): Promise<void> {
  const inFlight = 2;
  await withBenchServer(inFlight, async (server) => {
    const path = (i: number) => {
      const year = yearOf(i);
      return `/v1/transits?from=${year}-01-01&to=${year}-12-31&timezone=Asia/Kolkata&limit=100`;
    };
    printIndexed(
      await measureHttp(server, { name: 'HTTP GET /v1/transits (a year, first page of 100)', path, count: 20, warmup: 2, inFlight }),
    );
  });
}

await main();
