/**
 * Varshaphal benchmarks (fixed births, untimed warm-up):
 *   1. in-process: the solar return search alone, the annual chart domain
 *      (computeVarshaphal: two returns, natal and annual charts, day frame,
 *      strengths, year lord, mudda dasha, sahams, yogas) and the operation's
 *      compute (with the presentation), 2,000 births each, 30 years on;
 *   2. through HTTP, a real server: POST /v1/varshaphal (BENCH_HTTP=0 skips
 *      it; WORKERS sets its worker threads, default 2), 8 requests in flight.
 * Prints ops/s and p50/p99 per case. Run: npm run bench:varshaphal
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { DEFAULT_OPTIONS } from '../src/core/defaults.ts';
import { computeVarshaphal, solarReturnJdUt } from '../src/domain/varshaphal/index.ts';
import { initEphemeris, grahaPositionsFew } from '../src/native/ephemeris.ts';
import { varshaphal } from '../src/operations/annual/varshaphal.ts';
import { fixedBirths, HTTP_BIRTHS } from './lib/births.ts';
import { measureIndexed, printIndexed } from './lib/stats.ts';
import { measureHttp, withBenchServer } from './lib/http-bench.ts';

const N = Number(process.env.BENCH_BIRTHS) || 2000;
const YEARS = 30;
const BIRTHS = fixedBirths(N, { utcOffsetMinutes: 330, timezoneName: 'Asia/Kolkata' });
const OPTIONS = { ...DEFAULT_OPTIONS } as Parameters<typeof varshaphal.compute>[0]['options'];

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# Varshaphal bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const natalSunDeg = BIRTHS.map((b) => grahaPositionsFew([b.jdUt]).values[0]!);
  printIndexed(
    measureIndexed('in-process solarReturnJdUt (Newton on the series)', N, (i) => solarReturnJdUt(BIRTHS[i]!.jdUt, natalSunDeg[i]!, YEARS)),
  );
  printIndexed(measureIndexed('in-process computeVarshaphal (domain)', N, (i) => computeVarshaphal(BIRTHS[i]!, YEARS)));
  printIndexed(
    measureIndexed('in-process varshaphal compute (data)', N, (i) =>
      varshaphal.compute({ birth: BIRTHS[i]!, options: OPTIONS, year: 1980 + YEARS, completedYears: YEARS }),
    ),
  );
  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

/** 100 different births through HTTP (bench/lib/http-bench.ts), 8 requests in flight. */
async function httpBench(): Promise<void> {
  const inFlight = 8;
  await withBenchServer(inFlight, async (server) => {
    const bodies = HTTP_BIRTHS.map((birth) => JSON.stringify({ birth, year: 2026 }));
    printIndexed(
      await measureHttp(server, {
        name: 'HTTP POST /v1/varshaphal',
        path: '/v1/varshaphal',
        body: (i) => bodies[i % bodies.length]!,
        count: 2000,
        warmup: 50,
        inFlight,
      }),
    );
  });
}

await main();
