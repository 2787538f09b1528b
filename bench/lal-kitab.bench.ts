/**
 * Lal Kitab benchmarks (fixed births, untimed warm-up):
 *   1. in-process: the four operations' compute (chart; debts; remedies;
 *      varshphal by year of life), 2,000 births each;
 *   2. through HTTP, a real server: POST /v1/lal-kitab/chart and
 *      /v1/lal-kitab/varshphal (BENCH_HTTP=0 skips it; WORKERS sets its
 *      worker threads, default 2), 8 requests in flight.
 * Prints ops/s and p50/p99 per case. Run: npm run bench:lal-kitab
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { lalKitabChart } from '../src/operations/lal-kitab/chart.ts';
import { lalKitabDebts } from '../src/operations/lal-kitab/debts.ts';
import { lalKitabRemedies } from '../src/operations/lal-kitab/remedies.ts';
import { lalKitabVarshphal } from '../src/operations/lal-kitab/varshphal.ts';
import { resolveOptions } from '../src/operations/schemas.ts';
import { fixedBirths, HTTP_BIRTHS } from './lib/births.ts';
import { measureIndexed, printIndexed } from './lib/stats.ts';
import { measureHttp, withBenchServer } from './lib/http-bench.ts';

const N = Number(process.env.BENCH_BIRTHS) || 2000;
const BIRTHS = fixedBirths(N, { utcOffsetMinutes: 330, timezoneName: 'Asia/Kolkata' });
const OPTIONS = resolveOptions(undefined);
const task = (i: number) => ({ birth: BIRTHS[i]!, options: OPTIONS });

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# Lal Kitab bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  printIndexed(measureIndexed('in-process lalKitabChart compute (data)', N, (i) => lalKitabChart.compute(task(i))));
  printIndexed(measureIndexed('in-process lalKitabDebts compute (data)', N, (i) => lalKitabDebts.compute(task(i))));
  printIndexed(measureIndexed('in-process lalKitabRemedies compute (data)', N, (i) => lalKitabRemedies.compute(task(i))));
  printIndexed(
    measureIndexed('in-process lalKitabVarshphal compute (data)', N, (i) =>
      lalKitabVarshphal.compute({ ...task(i), year: 2026, yearOfLife: 1 + (i % 150) }),
    ),
  );
  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

/** 100 different births through HTTP (bench/lib/http-bench.ts), 8 requests in flight. */
async function httpBench(): Promise<void> {
  const inFlight = 8;
  await withBenchServer(inFlight, async (server) => {
    const births = HTTP_BIRTHS;
    const cases: [string, (i: number) => string][] = [
      ['/v1/lal-kitab/chart', (i) => JSON.stringify({ birth: births[i % 100] })],
      ['/v1/lal-kitab/varshphal', (i) => JSON.stringify({ birth: births[i % 100], year_of_life: 1 + (i % 120) })],
    ];
    for (const [path, body] of cases) {
      printIndexed(await measureHttp(server, { name: `HTTP POST ${path}`, path, body, count: 2000, warmup: 50, inFlight }));
    }
  });
}

await main();
