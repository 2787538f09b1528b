/**
 * Chart input benchmarks (fixed births, untimed warm-up): the yogas and
 * divisional operations given a `chart` (the births' own longitudes) against
 * the same operations given the births.
 *   1. in-process: parseChartInput alone, and each operation's compute with a
 *      given chart and with a birth (the chart from the ephemeris), 2,000
 *      births each;
 *   2. through HTTP, a real server: POST /v1/kundli/yogas with `chart` and
 *      with `birth` (BENCH_HTTP=0 skips it; WORKERS sets its worker threads,
 *      default 2), 8 requests in flight.
 * Prints ops/s and p50/p99 per case. Run: npm run bench:chart-input
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { DEFAULT_OPTIONS } from '../src/core/defaults.ts';
import { computeChart } from '../src/domain/chart/index.ts';
import { VARGA_IDS } from '../src/domain/vargas/index.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { parseChartInput, type ChartInput } from '../src/operations/chart-input.ts';
import { kundliDivisional } from '../src/operations/kundli/divisional.ts';
import { kundliYogas } from '../src/operations/kundli/yogas.ts';
import type { ResolvedOptions } from '../src/operations/schemas.ts';
import { fixedBirths } from './lib/births.ts';
import { measureHttp, withBenchServer } from './lib/http-bench.ts';
import { measureIndexed, printIndexed } from './lib/stats.ts';

const N = Number(process.env.BENCH_BIRTHS) || 2000;
const BIRTHS = fixedBirths(N, { utcOffsetMinutes: 330, timezoneName: 'Asia/Kolkata' });
const OPTIONS = { ...DEFAULT_OPTIONS } as ResolvedOptions;

/** A birth's chart as the `chart` field takes it. */
function chartInputOf(i: number): ChartInput {
  const c = computeChart(BIRTHS[i]!);
  const input: Record<string, { longitude: number }> = { lagna: { longitude: c.lagna!.longitudeDeg } };
  for (const g of c.grahas) input[g.id] = { longitude: g.longitudeDeg };
  return input as unknown as ChartInput;
}

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# Chart input bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const inputs = BIRTHS.map((_, i) => chartInputOf(i));
  const given = inputs.map((c) => parseChartInput(c));
  printIndexed(measureIndexed('in-process parseChartInput', N, (i) => parseChartInput(inputs[i]!)));
  printIndexed(
    measureIndexed('in-process kundliYogas compute, chart', N, (i) => kundliYogas.compute({ given: given[i]!, options: OPTIONS })),
  );
  printIndexed(
    measureIndexed('in-process kundliYogas compute, birth', N, (i) => kundliYogas.compute({ birth: BIRTHS[i]!, options: OPTIONS })),
  );
  const vargas = [...VARGA_IDS];
  printIndexed(
    measureIndexed(`in-process kundliDivisional compute (${vargas.length} vargas), chart`, N, (i) =>
      kundliDivisional.compute({ given: given[i]!, options: OPTIONS, vargas, methods: {} }),
    ),
  );
  printIndexed(
    measureIndexed(`in-process kundliDivisional compute (${vargas.length} vargas), birth`, N, (i) =>
      kundliDivisional.compute({ birth: BIRTHS[i]!, options: OPTIONS, vargas, methods: {} }),
    ),
  );
  if (process.env.BENCH_HTTP !== '0') await httpBench(inputs.slice(0, 100));
}

/** 100 different charts, and the births they come from, through HTTP (bench/lib/http-bench.ts), 8 requests in flight. */
async function httpBench(charts: readonly ChartInput[]): Promise<void> {
  const inFlight = 8;
  await withBenchServer(inFlight, async (server) => {
    const chartBodies = charts.map((chart) => JSON.stringify({ chart }));
    const birthBodies = Array.from({ length: 100 }, (_, i) =>
      JSON.stringify({
        birth: {
          date: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
          time: `1${i % 10}:${10 + (i % 50)}`,
          place: { latitude: -50 + ((i * 37) % 108), longitude: -170 + ((i * 53) % 340) },
          timezone: '+05:30',
        },
      }),
    );
    printIndexed(
      await measureHttp(server, {
        name: 'HTTP POST /v1/kundli/yogas, chart',
        path: '/v1/kundli/yogas',
        body: (i) => chartBodies[i % chartBodies.length]!,
        count: 2000,
        warmup: 50,
        inFlight,
      }),
    );
    printIndexed(
      await measureHttp(server, {
        name: 'HTTP POST /v1/kundli/yogas, birth',
        path: '/v1/kundli/yogas',
        body: (i) => birthBodies[i % birthBodies.length]!,
        count: 2000,
        warmup: 50,
        inFlight,
      }),
    );
  });
}

await main();
