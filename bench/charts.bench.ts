/**
 * Chart image benchmarks, fixed inputs (the bench births' charts, D1 and D9,
 * the three styles in turn), warm caches (the font loaded and the labels
 * shaped by untimed runs first):
 *   1. in-process: the drawing alone (chart computed beforehand), the SVG
 *      operation task (chart, drawing, UTF-8 bytes) and the PNG task at 600 px
 *      (the same plus sharp's rasterising and PNG encoding);
 *   2. through HTTP, a real server (BENCH_HTTP=0 skips it; WORKERS sets its
 *      worker threads, default 2), 4 requests in flight.
 * Prints ops/s and p50/p99 per case. Run: npm run bench:charts
 */
import { availableParallelism, cpus } from 'node:os';
import { computeChart } from '../src/domain/chart/index.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { chartText } from '../src/operations/charts/font.ts';
import { chartsPng } from '../src/operations/charts/png.ts';
import { chartsSvg } from '../src/operations/charts/svg.ts';
import type { ChartImageTask } from '../src/operations/charts/chart-image.ts';
import { drawChartSvg, type ChartStyle } from '../src/render/index.ts';
import { measureIndexedAsync, printIndexed, type IndexedStats } from './lib/stats.ts';
import { measureHttp, withBenchServer } from './lib/http-bench.ts';

const STYLES: ChartStyle[] = ['north', 'south', 'east'];
const OPTIONS = { ayanamsa: 'lahiri', house_system: 'whole_sign', node: 'true', lang: 'en', view: 'full', positions: 'apparent' } as const;
/** Ujjain 1990-05-15 14:30 IST and five more moments (UT Julian days). */
const MOMENTS = [2448026.875, 2437699.0, 2460615.25, 2451545.0, 2444239.5, 2455197.75];

function task(i: number, sizePx = 600): ChartImageTask {
  return {
    birth: {
      jdUt: MOMENTS[i % MOMENTS.length]!,
      latitudeDeg: 23.18,
      longitudeDeg: 75.78,
      timeAccuracy: 'exact',
      utcOffsetMinutes: 330,
      timezoneName: 'Asia/Kolkata',
    },
    options: OPTIONS,
    varga: i % 2 === 0 ? 'D1' : 'D9',
    style: STYLES[i % 3]!,
    theme: 'light',
    title: 'D1 Rashi · 1990-05-15 14:30 · Ujjain',
    sizePx,
  };
}

const measure = (name: string, count: number, run: (i: number) => unknown): Promise<IndexedStats> =>
  measureIndexedAsync(name, count, run, Math.min(count, 30));

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# Charts bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`,
  );
  const text = await chartText();
  const charts = MOMENTS.map((_, i) => computeChart(task(i).birth));
  printIndexed(
    await measure('drawing alone (SVG text), D1/D9 x 3 styles', 3000, (i) => {
      const t = task(i);
      return drawChartSvg(
        charts[i % charts.length]!,
        t.varga,
        { style: t.style, theme: t.theme, lang: 'en', title: t.title, sizePx: 600 },
        text,
      );
    }),
  );
  printIndexed(await measure('SVG task (chart + drawing + bytes)', 3000, (i) => chartsSvg.compute(task(i))));
  printIndexed(await measure('PNG task, 600 px', 200, (i) => chartsPng.compute(task(i))));
  printIndexed(await measure('PNG task, 1200 px', 50, (i) => chartsPng.compute(task(i, 1200))));
  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

/** One birth in the three styles through HTTP (bench/lib/http-bench.ts), 4 requests in flight. */
async function httpBench(): Promise<void> {
  const inFlight = 4;
  await withBenchServer(inFlight, async (server) => {
    const birth = { date: '1990-05-15', time: '14:30', place: { latitude: 23.18, longitude: 75.78 }, timezone: 'Asia/Kolkata' };
    for (const [path, count] of [
      ['/v1/charts/D9.svg', 400],
      ['/v1/charts/D9.png', 200],
    ] as const) {
      printIndexed(
        await measureHttp(server, {
          name: `HTTP POST ${path}${path.endsWith('.png') ? ' (600 px)' : ''}`,
          path,
          body: (i) => JSON.stringify({ birth, style: STYLES[i % 3] }),
          count,
          warmup: 8,
          inFlight,
        }),
      );
    }
  });
}

await main();
