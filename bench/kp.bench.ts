/**
 * KP benchmarks (fixed births, untimed warm-up):
 *   1. in-process: the engine's Placidus cusps alone (houseCuspsFew), the
 *      KP chart domain (cusps, grahas, lords, houses), and the two operations'
 *      compute (chart; significators), 2,000 births each;
 *   2. through HTTP, a real server: POST /v1/kp/chart and
 *      /v1/kp/significators (BENCH_HTTP=0 skips it; WORKERS sets its worker
 *      threads, default 2), 8 requests in flight.
 * Prints ops/s and p50/p99 per case. Run: npm run bench:kp
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { computeKpChart } from '../src/domain/kp/index.ts';
import { houseCuspsFew, initEphemeris } from '../src/native/ephemeris.ts';
import { kpChart } from '../src/operations/kp/chart.ts';
import { kpSignificatorsOperation } from '../src/operations/kp/significators.ts';
import { fixedBirths, HTTP_BIRTHS } from './lib/births.ts';
import { measureIndexed, printIndexed } from './lib/stats.ts';
import { measureHttp, withBenchServer } from './lib/http-bench.ts';

const N = Number(process.env.BENCH_BIRTHS) || 2000;
const BIRTHS = fixedBirths(N, { utcOffsetMinutes: 330, timezoneName: 'Asia/Kolkata' });
const task = (i: number) => ({
  birth: BIRTHS[i]!,
  node: 'mean' as const,
  positions: 'apparent' as const,
  latitudeParam: 'birth.place.latitude',
});

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# KP bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  printIndexed(
    measureIndexed('in-process houseCuspsFew (Placidus, 1 moment)', N, (i) =>
      houseCuspsFew([BIRTHS[i]!.jdUt], BIRTHS[i]!.latitudeDeg, BIRTHS[i]!.longitudeDeg),
    ),
  );
  printIndexed(
    measureIndexed('in-process computeKpChart (domain)', N, (i) =>
      computeKpChart(BIRTHS[i]!.jdUt, BIRTHS[i]!.latitudeDeg, BIRTHS[i]!.longitudeDeg, task(i)),
    ),
  );
  printIndexed(measureIndexed('in-process kpChart compute (data)', N, (i) => kpChart.compute(task(i))));
  printIndexed(measureIndexed('in-process kpSignificators compute (data)', N, (i) => kpSignificatorsOperation.compute(task(i))));
  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

/** 100 different births through HTTP (bench/lib/http-bench.ts), 8 requests in flight. */
async function httpBench(): Promise<void> {
  const inFlight = 8;
  await withBenchServer(inFlight, async (server) => {
    const bodies = HTTP_BIRTHS.map((birth) => JSON.stringify({ birth }));
    for (const path of ['/v1/kp/chart', '/v1/kp/significators']) {
      printIndexed(
        await measureHttp(server, {
          name: `HTTP POST ${path}`,
          path,
          body: (i) => bodies[i % bodies.length]!,
          count: 2000,
          warmup: 50,
          inFlight,
        }),
      );
    }
  });
}

await main();
