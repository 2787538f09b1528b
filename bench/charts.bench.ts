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
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { computeChart } from '../src/domain/chart/index.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { chartText } from '../src/operations/charts/font.ts';
import { chartsPng } from '../src/operations/charts/png.ts';
import { chartsSvg } from '../src/operations/charts/svg.ts';
import type { ChartImageTask } from '../src/operations/charts/chart-image.ts';
import { drawChartSvg, type ChartStyle } from '../src/render/index.ts';
import { printIndexed, type IndexedStats } from './lib/stats.ts';

const STYLES: ChartStyle[] = ['north', 'south', 'east'];
const OPTIONS = { ayanamsa: 'lahiri', house_system: 'whole_sign', node: 'true', lang: 'en', view: 'full' } as const;
/** Ujjain 1990-05-15 14:30 IST and five more moments (UT Julian days). */
const MOMENTS = [2448026.875, 2437699.0, 2460615.25, 2451545.0, 2444239.5, 2455197.75];

function task(i: number, sizePx = 600): ChartImageTask {
  return {
    birth: { jdUt: MOMENTS[i % MOMENTS.length]!, latitudeDeg: 23.18, longitudeDeg: 75.78, timeAccuracy: 'exact', utcOffsetMinutes: 330,
      timezoneName: 'Asia/Kolkata' },
    options: OPTIONS, varga: i % 2 === 0 ? 'D1' : 'D9', style: STYLES[i % 3]!, theme: 'light',
    title: 'D1 Rashi · 1990-05-15 14:30 · Ujjain', sizePx,
  };
}

async function measure(name: string, count: number, run: (i: number) => unknown): Promise<IndexedStats> {
  for (let i = 0; i < Math.min(count, 30); i += 1) await run(i);
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  const totalMs = performance.now() - start;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, ops: count, totalMs, p50Ms: at(0.5), p99Ms: at(0.99) };
}

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(`# Charts bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
    `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`);
  const text = await chartText();
  const charts = MOMENTS.map((_, i) => computeChart(task(i).birth));
  printIndexed(await measure('drawing alone (SVG text), D1/D9 x 3 styles', 3000, (i) => {
    const t = task(i);
    return drawChartSvg(charts[i % charts.length]!, t.varga, { style: t.style, theme: t.theme, lang: 'en', title: t.title, sizePx: 600 }, text);
  }));
  printIndexed(await measure('SVG task (chart + drawing + bytes)', 3000, (i) => chartsSvg.compute(task(i))));
  printIndexed(await measure('PNG task, 600 px', 200, (i) => chartsPng.compute(task(i))));
  printIndexed(await measure('PNG task, 1200 px', 50, (i) => chartsPng.compute(task(i, 1200))));
  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

async function httpBench(): Promise<void> {
  const { startServer } = await import('../src/http/server.ts');
  const { openStorage } = await import('../src/storage/lmdb.ts');
  const { KeyStore } = await import('../src/storage/keys.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-bench-'));
  const storage = openStorage(dataDir);
  const unlimited = { requestsPerSecond: 1_000_000, concurrentRequests: 1_000 };
  const threads = Number(process.env.WORKERS) || 2;
  const server = await startServer({ port: 0, host: '127.0.0.1', storage, threads, logSink: () => {}, planOverrides: { business: unlimited } });
  try {
    const { key } = await new KeyStore(storage).create({ kind: 'live', plan: 'business', origins: [] });
    const inFlight = 4;
    console.log(`# HTTP: ${threads} worker threads, ${inFlight} requests in flight, keep-alive fetch from the same process`);
    const birth = { date: '1990-05-15', time: '14:30', place: { latitude: 23.18, longitude: 75.78 }, timezone: 'Asia/Kolkata' };
    for (const [path, count] of [['/v1/charts/D9.svg', 400], ['/v1/charts/D9.png', 200]] as const) {
      let n = 0;
      const once = async (): Promise<number> => {
        const t0 = performance.now();
        const res = await fetch(server.url + path, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ birth, style: STYLES[n++ % 3] }) });
        const body = await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`Expected 200 from ${path} but received ${res.status}: ${new TextDecoder().decode(body).slice(0, 200)}`);
        return performance.now() - t0;
      };
      for (let i = 0; i < 8; i += 1) await once();
      const times: number[] = [];
      let next = 0;
      const start = performance.now();
      await Promise.all(Array.from({ length: inFlight }, async () => {
        while (next < count) {
          next += 1;
          times.push(await once());
        }
      }));
      const totalMs = performance.now() - start;
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
      printIndexed({ name: `HTTP POST ${path}${path.endsWith('.png') ? ' (600 px)' : ''}`, ops: count, totalMs, p50Ms: at(0.5), p99Ms: at(0.99) });
    }
  } finally {
    await server.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
