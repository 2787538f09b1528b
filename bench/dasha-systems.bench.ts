/**
 * Dasha systems and porutham benchmarks, fixed births (bench/lib/births.ts,
 * Asia/Kolkata rendering):
 *   1. in-process: the POST /v1/dasha/systems/{system} task for a nakshatra
 *      dasha at depths 2 and 3 (default window, 120 years), a tribhagi one,
 *      a rashi dasha (Narayana) and Chara with antardashas; the
 *      POST /v1/match/porutham task;
 *   2. through HTTP, a real server (BENCH_HTTP=0 skips it), 2 requests in
 *      flight: Ashtottari at depth 2, and porutham.
 * Prints ops/s and p50/p99 per case. Run: npm run bench:dasha-systems
 */
import { availableParallelism, cpus } from 'node:os';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { dashaSystem, type DashaSystemTask } from '../src/operations/dasha/systems.ts';
import { matchPorutham } from '../src/operations/match/porutham.ts';
import { resolveOptions } from '../src/operations/schemas.ts';
import { fixedBirths } from './lib/births.ts';
import { measureIndexed, printIndexed } from './lib/stats.ts';
import { measureHttp, withBenchServer } from './lib/http-bench.ts';

const OPTIONS = resolveOptions(undefined);
const BIRTHS = fixedBirths(400, { utcOffsetMinutes: 330, timezoneName: 'Asia/Kolkata' });
const birth = (i: number) => BIRTHS[i % BIRTHS.length]!;
const task = (i: number, system: string, extra: Partial<DashaSystemTask> = {}): DashaSystemTask => ({
  birth: birth(i),
  options: OPTIONS,
  system,
  depth: undefined,
  tribhagi: false,
  startingStar: 'moon',
  ...extra,
});

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# Dasha systems bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`,
  );
  printIndexed(measureIndexed('ashtottari, depth 2 (systems task)', 400, (i) => dashaSystem.compute(task(i, 'ashtottari')), 20));
  printIndexed(measureIndexed('ashtottari, depth 3', 100, (i) => dashaSystem.compute(task(i, 'ashtottari', { depth: 3 })), 5));
  printIndexed(
    measureIndexed(
      'vimshottari tribhagi, adhana, depth 2',
      400,
      (i) => dashaSystem.compute(task(i, 'vimshottari', { tribhagi: true, startingStar: 'adhana' })),
      20,
    ),
  );
  printIndexed(measureIndexed('narayana (rashi), depth 1', 400, (i) => dashaSystem.compute(task(i, 'narayana')), 20));
  printIndexed(measureIndexed('chara with antardashas, depth 2', 400, (i) => dashaSystem.compute(task(i, 'chara')), 20));
  printIndexed(
    measureIndexed(
      'porutham (POST /v1/match/porutham task)',
      400,
      (i) => matchPorutham.compute({ personA: birth(i), personB: birth(i + 7), options: OPTIONS }),
      20,
    ),
  );
  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

/** Through HTTP (bench/lib/http-bench.ts), 2 requests in flight. */
async function httpBench(): Promise<void> {
  const inFlight = 2;
  const body = (i: number) => ({
    date: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
    time: '06:30',
    place: { latitude: 13.08, longitude: 80.27 },
    timezone: 'Asia/Kolkata',
  });
  await withBenchServer(inFlight, async (server) => {
    printIndexed(
      await measureHttp(server, {
        name: 'HTTP POST /v1/dasha/systems/ashtottari (depth 2)',
        count: 300,
        warmup: 3,
        inFlight,
        path: '/v1/dasha/systems/ashtottari',
        body: (i) => JSON.stringify({ birth: body(i) }),
      }),
    );
    printIndexed(
      await measureHttp(server, {
        name: 'HTTP POST /v1/match/porutham',
        count: 300,
        warmup: 3,
        inFlight,
        path: '/v1/match/porutham',
        body: (i) => JSON.stringify({ person_a: body(i), person_b: body(i + 3) }),
      }),
    );
  });
}

await main();
