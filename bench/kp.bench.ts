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
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { computeKpChart } from '../src/domain/kp/index.ts';
import { houseCuspsFew, initEphemeris } from '../src/native/ephemeris.ts';
import { kpChart } from '../src/operations/kp/chart.ts';
import { kpSignificatorsOperation } from '../src/operations/kp/significators.ts';
import { fixedBirths } from './lib/births.ts';
import { measureIndexed, printIndexed } from './lib/stats.ts';

const N = Number(process.env.BENCH_BIRTHS) || 2000;
const BIRTHS = fixedBirths(N, { utcOffsetMinutes: 330, timezoneName: 'Asia/Kolkata' });
const task = (i: number) => ({ birth: BIRTHS[i]!, node: 'mean' as const, latitudeParam: 'birth.place.latitude' });

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(`# KP bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
    `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  printIndexed(measureIndexed('in-process houseCuspsFew (Placidus, 1 moment)', N,
    (i) => houseCuspsFew([BIRTHS[i]!.jdUt], BIRTHS[i]!.latitudeDeg, BIRTHS[i]!.longitudeDeg)));
  printIndexed(measureIndexed('in-process computeKpChart (domain)', N,
    (i) => computeKpChart(BIRTHS[i]!.jdUt, BIRTHS[i]!.latitudeDeg, BIRTHS[i]!.longitudeDeg, task(i))));
  printIndexed(measureIndexed('in-process kpChart compute (data)', N, (i) => kpChart.compute(task(i))));
  printIndexed(measureIndexed('in-process kpSignificators compute (data)', N, (i) => kpSignificatorsOperation.compute(task(i))));
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
    const inFlight = 8;
    console.log(`# HTTP: ${threads} worker threads, ${inFlight} requests in flight, keep-alive fetch from the same process`);
    const bodies = Array.from({ length: 100 }, (_, i) => JSON.stringify({ birth: {
      date: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`, time: `1${i % 10}:${10 + (i % 50)}`,
      place: { latitude: -50 + ((i * 37) % 108), longitude: -170 + ((i * 53) % 340) }, timezone: '+05:30' } }));
    for (const path of ['/v1/kp/chart', '/v1/kp/significators']) {
      const url = `${server.url}${path}`;
      const once = async (i: number): Promise<number> => {
        const t0 = performance.now();
        const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: bodies[i % bodies.length]! });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`Expected 200 from ${path} but received ${res.status}: ${text.slice(0, 200)}`);
        return performance.now() - t0;
      };
      for (let i = 0; i < 50; i += 1) await once(i);
      const count = 2000;
      const times: number[] = [];
      let next = 0;
      const start = performance.now();
      await Promise.all(Array.from({ length: inFlight }, async () => {
        while (next < count) {
          next += 1;
          times.push(await once(next));
        }
      }));
      const totalMs = performance.now() - start;
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
      printIndexed({ name: `HTTP POST ${path}`, ops: count, totalMs, p50Ms: at(0.5), p99Ms: at(0.99) });
    }
  } finally {
    await server.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
