/**
 * Engine (native) benchmark: the cost of crossing into the addon, batch and
 * per-call positions, one moment per call for random births from the graha
 * series and forced direct, ascendants for random (moment, place) from the
 * series and forced direct, the series generator's build time, the `sweph` package's per-call binding, the plain C
 * loop over the same library, and one year of lunar events cold, warm and
 * through the Piscina pool. Fixed inputs, warm-up before every timed case.
 *
 *   npm run bench:native            (node --import tsx bench/native.bench.ts)
 *
 * Knobs (environment): BENCH_MOMENTS (batch size, 10000), BENCH_WARM_RUNS
 * (samples of the warm year search, 200), WORKERS (pool threads, nproc),
 * BENCH_SERIES_BUILD (0 skips timing a fresh build of the series file).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { binding } from '../src/native/binding.ts';
import { initEphemeris, grahaPositions, ascendants, findLunarEvents, type LunarEventKind } from '../src/native/ephemeris.ts';
import { createPool } from '../src/workers/pool.ts';
import { TaskBatcher } from '../src/workers/task-batcher.ts';
import { machine, nowMs, printTable, quantile, sample, type Row } from './lib/stats.ts';
import { seededRandom } from './lib/random.ts';

const MOMENTS = Number(process.env.BENCH_MOMENTS) || 10_000;
const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS) || 200;
const THREADS = Number(process.env.WORKERS) || availableParallelism();
// 2026-01-01T00:00Z: the same start the plain C program uses by default.
const START_JD = 2_461_041.5;
// Moments 0.37 day apart (as bench/plain-c/tithi_scan.c): every time of day
// and every phase of the Moon are visited.
const STEP_DAYS = 0.37;
const YEAR_KINDS: LunarEventKind[] = ['tithi', 'nakshatra', 'yoga', 'karana'];
// The engine's target (issue #2): a year of the four in at most 1 ms warm.
const TARGET_WARM_YEAR_MS = 1;

const moments = new Float64Array(MOMENTS).map((_, i) => START_JD + i * STEP_DAYS);
const rows: Row[] = [];
const info = initEphemeris();
const m = machine();
console.log(`Swiss Ephemeris ${info.sweVersion} (Moshier, Lahiri); ${m.cpu}, ${m.nproc} CPUs, node ${m.node}, ${m.date}`);
console.log(
  `graha series: ${info.series.loaded ? `loaded (${(info.series.bytes / 1e6).toFixed(1)} MB)` : `NOT loaded: ${info.series.error}`}`,
);

// 1. Crossing baseline: binding.noop() in batches of 10,000 calls; the
// percentiles are of the per-call mean of each batch.
{
  const perBatch = 10_000;
  const s = sample(
    () => {
      for (let i = 0; i < perBatch; i += 1) binding.noop();
    },
    200,
    20,
  ).map((ms) => ms / perBatch);
  rows.push({
    name: 'noop (crossing into C++)',
    opsPerSec: 1e3 / quantile(s, 0.5),
    unit: 'calls',
    p50Ms: quantile(s, 0.5),
    p99Ms: quantile(s, 0.99),
    note: 'p50/p99 of 10,000-call batch means',
  });
}

// 2. Batch positions: one addon call for MOMENTS moments (9 grahas + ayanamsa each).
let batchMomentsPerSec = 0;
{
  const s = sample(() => grahaPositions(moments), 3, 1);
  batchMomentsPerSec = MOMENTS / (quantile(s, 0.5) / 1e3);
  rows.push({
    name: `grahaPositions, batch of ${MOMENTS}`,
    opsPerSec: batchMomentsPerSec,
    unit: 'moments',
    p50Ms: quantile(s, 0.5),
    p99Ms: quantile(s, 0.99),
    note: 'p50/p99 of 3 whole-batch calls',
  });
}

// 3. One addon call per moment from JavaScript.
{
  const n = Math.min(MOMENTS, 3_000);
  const one = new Float64Array(1);
  let i = 0;
  const s = sample(
    () => {
      one[0] = moments[i++ % n]!;
      grahaPositions(one);
    },
    n,
    300,
  );
  rows.push({
    name: 'grahaPositions, 1 moment per call',
    opsPerSec: 1e3 / (s.reduce((a, b) => a + b, 0) / s.length),
    unit: 'moments',
    p50Ms: quantile(s, 0.5),
    p99Ms: quantile(s, 0.99),
  });
}

// 3b. One moment per call for 500 random births 1950-2030 (fixed seed), as a
// kundli asks: from the graha series, then forced direct (the library).
{
  const births = 500;
  const rand = seededRandom(19_502_030); // the same births on every run
  const from = 2_433_282.5; // 1950-01-01T00:00Z
  const to = 2_462_502.5; // 2030-01-01T00:00Z
  const birthMoments = Float64Array.from({ length: births }, () => from + (to - from) * rand());
  const one = new Float64Array(1);
  for (const direct of [false, true]) {
    let i = 0;
    const s = sample(
      () => {
        one[0] = birthMoments[i++ % births]!;
        grahaPositions(one, { direct });
      },
      births * 4,
      births,
    );
    rows.push({
      name: `grahaPositions, 1 random birth 1950-2030, ${direct ? 'direct' : 'series'}`,
      opsPerSec: 1e3 / (s.reduce((a, b) => a + b, 0) / s.length),
      unit: 'moments',
      p50Ms: quantile(s, 0.5),
      p99Ms: quantile(s, 0.99),
      note: `${births} births x 4 passes`,
    });
  }
}

// 3c. Ascendant and MC for random (moment 1950-2030, place within the polar
// circles), as a kundli asks: the series' sidereal time, obliquity and
// ayanamsa, then forced direct (swe_houses_ex). A batch of MOMENTS in one call
// gives the native cost per item; one per call adds the crossing from JS.
{
  const n = MOMENTS;
  const rand = seededRandom(20_261_122); // the same triples on every run
  const from = 2_433_282.5; // 1950-01-01T00:00Z
  const to = 2_462_502.5; // 2030-01-01T00:00Z
  const jd = Float64Array.from({ length: n }, () => from + (to - from) * rand());
  const lat = Float64Array.from({ length: n }, () => -66 + 132 * rand());
  const lon = Float64Array.from({ length: n }, () => -180 + 360 * rand());
  for (const direct of [false, true]) {
    const s = sample(() => ascendants(jd, lat, lon, { direct }), 5, 1);
    rows.push({
      name: `ascendants, batch of ${n} random, ${direct ? 'direct' : 'series'}`,
      opsPerSec: n / (quantile(s, 0.5) / 1e3),
      unit: 'charts',
      p50Ms: quantile(s, 0.5),
      p99Ms: quantile(s, 0.99),
      note: `${((quantile(s, 0.5) * 1e3) / n).toFixed(2)} us per item, p50 of 5 batches`,
    });
  }
  const oneJd = new Float64Array(1);
  const oneLat = new Float64Array(1);
  const oneLon = new Float64Array(1);
  const calls = Math.min(n, 3_000);
  for (const direct of [false, true]) {
    let i = 0;
    const s = sample(
      () => {
        const k = i++ % calls;
        oneJd[0] = jd[k]!;
        oneLat[0] = lat[k]!;
        oneLon[0] = lon[k]!;
        ascendants(oneJd, oneLat, oneLon, { direct });
      },
      calls * 4,
      calls,
    );
    rows.push({
      name: `ascendants, 1 random (moment, place) per call, ${direct ? 'direct' : 'series'}`,
      opsPerSec: 1e3 / (s.reduce((a, b) => a + b, 0) / s.length),
      unit: 'charts',
      p50Ms: quantile(s, 0.5),
      p99Ms: quantile(s, 0.99),
      note: `${calls} triples x 4 passes`,
    });
  }
}

// 3d. A fresh build of the series file by the generator (both cores).
if (process.env.BENCH_SERIES_BUILD !== '0') {
  const exe = fileURLToPath(new URL('../native/build/Release/build_graha_series', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'graha-series-bench-'));
  try {
    const t0 = nowMs();
    const run = spawnSync(exe, [join(dir, 'graha-series.bin')], { encoding: 'utf8' });
    const ms = nowMs() - t0;
    if (run.status !== 0) throw new Error(`Expected the series generator to succeed but it exited with ${run.status}: ${run.stderr}`);
    rows.push({
      name: 'graha series build (1800-2400)',
      opsPerSec: 1e3 / ms,
      unit: 'builds',
      p50Ms: ms,
      p99Ms: Number.NaN,
      note: run.stderr
        .trim()
        .split('\n')
        .pop()!
        .replace(/^graha series: /, '')
        .replace(/; segments:.*$/, ''),
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// 4. The `sweph` package (its own node-gyp binding of the same library): 7
// bodies + true node per moment, one calc_ut call each, as an app would.
{
  const require = createRequire(import.meta.url);
  const sweph = require('sweph') as {
    set_ephe_path(p: string | null): void;
    set_sid_mode(m: number, t0: number, a: number): void;
    calc_ut(jd: number, body: number, flags: number): { flag: number; error: string; data: number[] };
    constants: Record<string, number>;
  };
  const c = sweph.constants;
  const flags = c.SEFLG_MOSEPH! | c.SEFLG_SPEED! | c.SEFLG_SIDEREAL!;
  const bodies = [c.SE_SUN!, c.SE_MOON!, c.SE_MARS!, c.SE_MERCURY!, c.SE_JUPITER!, c.SE_VENUS!, c.SE_SATURN!, c.SE_TRUE_NODE!];
  sweph.set_sid_mode(c.SE_SIDM_LAHIRI!, 0, 0);
  const n = Math.min(MOMENTS, 3_000);
  let i = 0;
  let sink = 0;
  const s = sample(
    () => {
      const jd = moments[i++ % n]!;
      for (const b of bodies) sink += sweph.calc_ut(jd, b, flags).data[0]!;
    },
    n,
    300,
  );
  rows.push({
    name: 'sweph package, 8 calc_ut per moment',
    opsPerSec: 1e3 / (s.reduce((a, b) => a + b, 0) / s.length),
    unit: 'moments',
    p50Ms: quantile(s, 0.5),
    p99Ms: quantile(s, 0.99),
    note: sink === 0 ? '' : 'its own binding, same library',
  });
}

// 5. Plain C over the same sources (bench/plain-c/tithi_scan.c, built by CMake).
let plainTithiYearMs = Number.NaN;
{
  const exe = fileURLToPath(new URL('../native/build/Release/bench_plain_c', import.meta.url));
  if (existsSync(exe)) {
    const run = spawnSync(exe, [String(MOMENTS), String(START_JD)], { encoding: 'utf8' });
    const out = JSON.parse(run.stdout.trim()) as { momentsPerSecond: number; positionsMs: number; tithiYearMs: number; tithiCount: number };
    plainTithiYearMs = out.tithiYearMs;
    rows.push({
      name: `plain C, ${MOMENTS} moments x 8 bodies`,
      opsPerSec: out.momentsPerSecond,
      unit: 'moments',
      p50Ms: Number.NaN,
      p99Ms: Number.NaN,
      note: `one run, ${out.positionsMs.toFixed(0)} ms`,
    });
    rows.push({
      name: 'plain C, tithi year (secant on swe_calc_ut)',
      opsPerSec: 1e3 / out.tithiYearMs,
      unit: 'years',
      p50Ms: out.tithiYearMs,
      p99Ms: Number.NaN,
      note: `mean of 5 runs, ${out.tithiCount} tithis`,
    });
  } else {
    console.log(`(skipped plain C: ${exe} is missing; run npm run build:native)`);
  }
}

// 6. One year of tithi + nakshatra + yoga + karana: cold in a fresh thread,
// then warm (same year again) on this thread.
const coldInThread = (kinds: LunarEventKind[]) =>
  new Promise<{ initMs: number; coldMs: number; count: number }>((resolve, reject) => {
    // Node 20 does not run the main thread's tsx hooks in a plain Worker, so the
    // worker registers them itself before importing the TypeScript entry.
    const entry = new URL('./lib/lunar-year-worker.ts', import.meta.url).href;
    const tsxApi = import.meta.resolve('tsx/esm/api');
    const code = `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); })`;
    const w = new Worker(code, { eval: true, workerData: { start: START_JD, kinds } });
    w.once('message', (msg) => {
      resolve(msg);
      void w.terminate();
    });
    w.once('error', reject);
  });
let warmYearMs = Number.NaN;
let warmTithiMs = Number.NaN;
{
  const cold = await coldInThread(YEAR_KINDS);
  rows.push({
    name: 'year of 4 kinds, cold (fresh thread)',
    opsPerSec: 1e3 / cold.coldMs,
    unit: 'years',
    p50Ms: cold.coldMs,
    p99Ms: Number.NaN,
    note: `one run, ${cold.count} events, series fitted on the way`,
  });
  findLunarEvents(START_JD, START_JD + 365, YEAR_KINDS); // fills this thread's series cache
  const s = sample(() => findLunarEvents(START_JD, START_JD + 365, YEAR_KINDS), WARM_RUNS, 10);
  warmYearMs = quantile(s, 0.5);
  rows.push({
    name: 'year of 4 kinds, warm',
    opsPerSec: 1e3 / warmYearMs,
    unit: 'years',
    p50Ms: warmYearMs,
    p99Ms: quantile(s, 0.99),
    note: `target <= ${TARGET_WARM_YEAR_MS} ms: ${warmYearMs <= TARGET_WARM_YEAR_MS ? 'met' : 'NOT met'}`,
  });
  const coldTithi = await coldInThread(['tithi']);
  rows.push({
    name: 'tithi year, cold (fresh thread)',
    opsPerSec: 1e3 / coldTithi.coldMs,
    unit: 'years',
    p50Ms: coldTithi.coldMs,
    p99Ms: Number.NaN,
    note: `${coldTithi.count} tithis`,
  });
  const t = sample(() => findLunarEvents(START_JD, START_JD + 365, ['tithi']), WARM_RUNS, 10);
  warmTithiMs = quantile(t, 0.5);
  rows.push({
    name: 'tithi year, warm',
    opsPerSec: 1e3 / warmTithiMs,
    unit: 'years',
    p50Ms: warmTithiMs,
    p99Ms: quantile(t, 0.99),
    note: Number.isFinite(plainTithiYearMs) ? `plain C / warm = ${(plainTithiYearMs / warmTithiMs).toFixed(0)}x` : '',
  });
}

// 7. The same year through the Piscina pool as the server sends it (TaskBatcher; structured clone both ways).
{
  const pool = createPool({ threads: THREADS });
  const batcher = new TaskBatcher(pool, THREADS);
  const input = { startJdUt: START_JD, endJdUt: START_JD + 365, kinds: YEAR_KINDS };
  const year = () => batcher.run({ name: 'lunarEvents', input });
  // Warm every thread: enough concurrent tasks that each thread runs some.
  await Promise.all(Array.from({ length: THREADS * 4 }, () => year()));
  const lat: number[] = [];
  for (let i = 0; i < WARM_RUNS; i += 1) {
    const t0 = nowMs();
    await year();
    lat.push(nowMs() - t0);
  }
  rows.push({
    name: `pool (${THREADS} threads), one task at a time`,
    opsPerSec: 1e3 / quantile(lat, 0.5),
    unit: 'years',
    p50Ms: quantile(lat, 0.5),
    p99Ms: quantile(lat, 0.99),
    note: 'round trip incl. messaging',
  });
  const tasks = WARM_RUNS * 4;
  const t0 = nowMs();
  await Promise.all(Array.from({ length: tasks }, () => year()));
  const wall = nowMs() - t0;
  rows.push({
    name: `pool (${THREADS} threads), ${tasks} tasks at once`,
    opsPerSec: tasks / (wall / 1e3),
    unit: 'years',
    p50Ms: Number.NaN,
    p99Ms: Number.NaN,
    note: `throughput, ${wall.toFixed(0)} ms wall`,
  });
  await pool.destroy();
}

const md = printTable('\nEngine (native) benchmark', rows);
console.log(
  `\nwarm year of 4 kinds ${warmYearMs.toFixed(3)} ms (target <= ${TARGET_WARM_YEAR_MS} ms); ` +
    `warm tithi year ${warmTithiMs.toFixed(3)} ms vs plain C ${plainTithiYearMs.toFixed(1)} ms; batch ${Math.round(batchMomentsPerSec)} moments/s`,
);
console.log(`\nMarkdown (machine: ${m.cpu}, nproc ${m.nproc}, node ${m.node}, ${m.date}; command: npm run bench:native):\n\n${md}`);
