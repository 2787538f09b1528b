/**
 * Kundli benchmarks (fixed inputs, one untimed warm-up pass per case):
 *   1. the seven kundli chart operations in-process (each operation's
 *      `compute`, src/operations/kundli: chart assembly with its one
 *      grahaPositions and one ascendants call, then the presentation),
 *      500 births each; then, to show where the time goes, the two native
 *      calls alone, sweph positions with and without speeds, and the Fastify
 *      baseline's sweph computation in-process;
 *   2. kundli requests per second through HTTP with autocannon on 127.0.0.1
 *      (bench/kundli-http.ts): our POST /v1/kundli (WORKERS pool threads,
 *      default 2) against a small Fastify + sweph server a user would write
 *      (bench/baselines/fastify-sweph-kundli.ts), one process and node:cluster
 *      2 workers. BENCH_HTTP=0 skips it.
 * Prints ops/s and p50/p99. Run: npm run bench:kundli
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import type { BirthMoment } from '../src/core/birth.ts';
import type { AnyOperation } from '../src/operations/define.ts';
import { kundliOperations } from '../src/operations/kundli/index.ts';
import { kundli } from '../src/operations/kundli/kundli.ts';
import { serialiseAnswer } from '../src/operations/run.ts';
import { resolveOptions } from '../src/operations/schemas.ts';
import { ascendants, grahaPositions, initEphemeris } from '../src/native/ephemeris.ts';
import sweph from 'sweph';
import { computeKundli, type BirthBody } from './baselines/fastify-sweph-kundli.ts';
import { KUNDLI_BODIES, runHttp } from './kundli-http.ts';
import { measureIndexed, printIndexed, recordRows, type IndexedStats } from './lib/stats.ts';
import { fixedBirths } from './lib/births.ts';

const N = Number(process.env.BENCH_BIRTHS) || 500;

const BIRTHS: BirthMoment[] = fixedBirths(N, { utcOffsetMinutes: 0, timezoneName: 'UTC' });
/** The defaults (Lahiri, true node, en, full). */
const OPTIONS = resolveOptions(undefined);
/** The seven operations computed from a birth's chart (planetsPositions takes a moment instead). */
const CHART_OPERATIONS: readonly AnyOperation[] = kundliOperations.filter((op) => op.id !== 'planetsPositions');

const measure = (name: string, run: (i: number) => unknown): IndexedStats => measureIndexed(name, N, run);
const print = (s: IndexedStats): void => printIndexed(s, 44);

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# Kundli bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  for (const op of CHART_OPERATIONS) {
    print(
      measure(`in-process ${op.id}`, (i) =>
        op.compute({
          birth: BIRTHS[i]!,
          options: OPTIONS,
          ...(op.id === 'kundliDivisional' ? { vargas: ['D1', 'D9', 'D10', 'D60'] } : {}),
        }),
      ),
    );
  }
  // Where the chart's time goes: the two native calls alone, and the baseline's computation.
  print(measure('in-process grahaPositions (1 moment, speeds)', (i) => grahaPositions(Float64Array.of(BIRTHS[i]!.jdUt), { node: 'true' })));
  print(
    measure('in-process ascendants (1 moment)', (i) =>
      ascendants(Float64Array.of(BIRTHS[i]!.jdUt), Float64Array.of(BIRTHS[i]!.latitudeDeg), Float64Array.of(BIRTHS[i]!.longitudeDeg)),
    ),
  );
  // The cost of speeds: the same library through sweph, 8 bodies and the ayanamsa per moment, with and without SEFLG_SPEED.
  const C = sweph.constants;
  sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  const bodies = [C.SE_SUN, C.SE_MOON, C.SE_MARS, C.SE_MERCURY, C.SE_JUPITER, C.SE_VENUS, C.SE_SATURN, C.SE_TRUE_NODE];
  for (const [label, flags] of [
    ['with', C.SEFLG_SPEED],
    ['without', 0],
  ] as const) {
    print(
      measure(`in-process sweph 8 calc_ut + ayanamsa, ${label} SEFLG_SPEED`, (i) => {
        for (const b of bodies) sweph.calc_ut(BIRTHS[i]!.jdUt, b, C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL | flags);
        return sweph.get_ayanamsa_ut(BIRTHS[i]!.jdUt);
      }),
    );
  }
  const parsed = KUNDLI_BODIES.map((b) => JSON.parse(b) as BirthBody);
  print(measure('in-process baseline sweph kundli (9 calc_ut + houses_ex)', (i) => computeKundli(parsed[i % parsed.length]!)));
  print(
    measure('in-process baseline: JSON.parse + compute + JSON.stringify', (i) =>
      JSON.stringify({ data: computeKundli(JSON.parse(KUNDLI_BODIES[i % KUNDLI_BODIES.length]!) as BirthBody) }),
    ),
  );
  print(
    measure('in-process ours: kundli compute + its JSON (as the pool thread)', (i) =>
      serialiseAnswer(kundli.compute({ birth: BIRTHS[i]!, options: OPTIONS })),
    ),
  );
  if (process.env.BENCH_HTTP === '0') return;
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const r = await runHttp();
  console.log('');
  console.log(
    `# HTTP: autocannon in the bench process, ${r.connections} connections, 100 bodies cycled per connection, ` +
      `${r.seconds} s per case after 1 s untimed, best of ${r.rounds} interleaved rounds; load average before the HTTP part ${load}`,
  );
  console.log(`# cross-check ours vs baseline: ${r.crossCheck}`);
  console.log('| case | requests/s | p50 | p99 | non-2xx/errors | server CPU per request | server cores busy |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of r.rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps).toLocaleString('en-US')} | ${row.p50} ms | ${row.p99} ms | ${row.bad} | ` +
        `${row.cpuUsPerRequest.toFixed(0)} µs | ${row.serverCores.toFixed(2)} |`,
    );
  }
  recordRows(
    'HTTP',
    r.rows.map((row) => ({
      name: row.name,
      opsPerSec: row.rps,
      unit: 'request',
      p50Ms: row.p50,
      p99Ms: row.p99,
      note: `${row.bad} non-2xx/errors, ${row.cpuUsPerRequest.toFixed(0)} µs server CPU a request, ${row.serverCores.toFixed(2)} cores`,
    })),
  );
  const [ours, one, two] = r.rows;
  if (ours && one && two) {
    console.log(
      `ours / Fastify (1 process): ${(ours.rps / one.rps).toFixed(2)}x; ours / Fastify (cluster 2): ${(ours.rps / two.rps).toFixed(2)}x; ` +
        `2x aim ${ours.rps >= 2 * one.rps ? 'met' : 'NOT met'} against 1 process, ${ours.rps >= 2 * two.rps ? 'met' : 'NOT met'} against the cluster`,
    );
  }
}

await main();
