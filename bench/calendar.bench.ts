/**
 * Calendar benchmarks (fixed inputs, warm caches after untimed runs):
 *   1. a year of Ekadashis (2026) for one place (New Delhi), in-process, the
 *      domain alone and the rendered task;
 *   2. a year of Ekadashis for 100 places, in-process (the rendered task);
 *   3. the same year for one place through HTTP, a real server
 *      (BENCH_HTTP=0 skips it; WORKERS sets its worker threads, default 2).
 * Prints ops/s and p50/p99 per case. Run: npm run bench:calendar
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ekadashiObservances } from '../src/domain/ekadashi/index.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { calendarEkadashi } from '../src/operations/calendar/ekadashi.ts';
import { offsetMinutesAtZone } from '../src/time/local.ts';
import { measureIndexed, printIndexed, type IndexedStats } from './lib/stats.ts';

// 100 fixed places: ten cities in zones with and without daylight saving,
// each with ten points spread over about +-2 degrees around it (as the
// panchang bench).
const CITIES = [
  { latitudeDeg: 28.61, longitudeDeg: 77.21, timezone: 'Asia/Kolkata' },
  { latitudeDeg: 51.5, longitudeDeg: -0.13, timezone: 'Europe/London' },
  { latitudeDeg: 40.71, longitudeDeg: -74.01, timezone: 'America/New_York' },
  { latitudeDeg: -33.87, longitudeDeg: 151.21, timezone: 'Australia/Sydney' },
  { latitudeDeg: -23.55, longitudeDeg: -46.63, timezone: 'America/Sao_Paulo' },
  { latitudeDeg: -26.2, longitudeDeg: 28.05, timezone: 'Africa/Johannesburg' },
  { latitudeDeg: 35.68, longitudeDeg: 139.69, timezone: 'Asia/Tokyo' },
  { latitudeDeg: 52.52, longitudeDeg: 13.4, timezone: 'Europe/Berlin' },
  { latitudeDeg: 34.05, longitudeDeg: -118.24, timezone: 'America/Los_Angeles' },
  { latitudeDeg: 1.35, longitudeDeg: 103.82, timezone: 'Asia/Singapore' },
];
const PLACES = Array.from({ length: 100 }, (_, i) => {
  const c = CITIES[i % 10]!;
  const k = Math.floor(i / 10);
  return { latitudeDeg: c.latitudeDeg + (k % 5) - 2, longitudeDeg: c.longitudeDeg + (k >> 1) - 2, timezone: c.timezone };
});
const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' };
const YEAR = 2026;

const measure = (name: string, count: number, run: (i: number) => unknown, warmup = Math.min(count, 3)): IndexedStats =>
  measureIndexed(name, count, run, warmup);

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(`# Calendar bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
    `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`);
  const ist = offsetMinutesAtZone(DELHI.timezone);
  printIndexed(measure(`ekadashi domain, year ${YEAR} x 20 (New Delhi)`, 20, () => ekadashiObservances(YEAR, DELHI, ist)));
  printIndexed(measure(`ekadashi task (rendered data), year ${YEAR} x 20 (New Delhi)`, 20,
    () => calendarEkadashi.compute({ year: YEAR, ...DELHI, lang: 'en' })));
  printIndexed(measure(`ekadashi task (rendered data), year ${YEAR} x 100 places`, 100,
    (i) => calendarEkadashi.compute({ year: YEAR, ...PLACES[i]!, lang: 'en' })));
  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

/** One place through HTTP: a real server, a live key with the rate limits lifted, 4 requests in flight. */
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
    const url = `${server.url}/v1/calendar/ekadashi?year=${YEAR}&lat=${DELHI.latitudeDeg}&lon=${DELHI.longitudeDeg}`;
    const once = async (): Promise<number> => {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`Expected 200 from ${url} but received ${res.status}: ${body.slice(0, 200)}`);
      return performance.now() - t0;
    };
    for (let i = 0; i < 4; i += 1) await once();
    const inFlight = 4;
    const count = 40;
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
    console.log(`# HTTP: ${threads} worker threads, ${inFlight} requests in flight, keep-alive fetch from the same process`);
    printIndexed({ name: `HTTP GET /v1/calendar/ekadashi, year ${YEAR} (New Delhi)`, ops: count, totalMs, p50Ms: at(0.5), p99Ms: at(0.99) });
  } finally {
    await server.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
