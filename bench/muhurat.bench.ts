/**
 * Muhurat benchmarks: a year of marriage search (2026), fixed inputs, warm
 * caches after untimed runs:
 *   1. for one place (New Delhi), in-process: the domain (muhuratDays) and the
 *      rendered operation task (every day of the year on one page);
 *   2. for 100 places, in-process (the domain);
 *   2b. the personal search (tara bala and chandra bala added) for one fixed
 *      birth at New Delhi, in-process (the rendered operation task, natal Moon included);
 *   3. for one place through HTTP, a real server, 100 days a page
 *      (BENCH_HTTP=0 skips it; WORKERS sets its worker threads, default 2).
 * Prints ops/s and p50/p99 per case. Run: npm run bench:muhurat
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { muhuratDays } from '../src/domain/muhurat/index.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { muhuratPersonal } from '../src/operations/muhurat/personal.ts';
import { muhuratSearch } from '../src/operations/muhurat/search.ts';
import { fixedBirths } from './lib/births.ts';
import { offsetMinutesAtZone } from '../src/time/local.ts';
import { BENCH_PLACES, NEW_DELHI } from './lib/places.ts';
import { measureIndexed, printIndexed, type IndexedStats } from './lib/stats.ts';

const YEAR = 2026;
const FIRST = { year: YEAR, month: 1, day: 1 };

const measure = (name: string, count: number, run: (i: number) => unknown, warmup = Math.min(count, 3)): IndexedStats =>
  measureIndexed(name, count, run, warmup);

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(`# Muhurat bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
    `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`);
  const ist = offsetMinutesAtZone(NEW_DELHI.timezone);
  printIndexed(measure(`marriage domain, year ${YEAR} x 20 (New Delhi)`, 20,
    () => muhuratDays({ activity: 'marriage', first: FIRST, dayCount: 365, place: NEW_DELHI, offsetMinutesAt: ist })));
  printIndexed(measure(`marriage task (rendered data, 365 days a page), year ${YEAR} x 20 (New Delhi)`, 20,
    () => muhuratSearch.compute({ activity: 'marriage', from: `${YEAR}-01-01`, dayCount: 365, offset: 0, limit: 365, fingerprint: 'x',
      ...NEW_DELHI, lang: 'en' })));
  printIndexed(measure(`marriage domain, year ${YEAR} x 100 places`, 100,
    (i) => muhuratDays({ activity: 'marriage', first: FIRST, dayCount: 365, place: BENCH_PLACES[i]!,
      offsetMinutesAt: offsetMinutesAtZone(BENCH_PLACES[i]!.timezone) })));
  const [birth] = fixedBirths(1, { utcOffsetMinutes: 330, timezoneName: 'Asia/Kolkata' });
  printIndexed(measure(`personal marriage task (rendered data, 365 days a page), year ${YEAR} x 20 (New Delhi, one birth)`, 20,
    () => muhuratPersonal.compute({ birth: birth!, activity: 'marriage', from: `${YEAR}-01-01`, dayCount: 365, offset: 0, limit: 365,
      fingerprint: 'x', ...NEW_DELHI, lang: 'en' })));
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
    const inFlight = 4;
    console.log(`# HTTP: ${threads} worker threads, ${inFlight} requests in flight, keep-alive fetch from the same process`);
    for (const path of ['/v1/muhurat/search']) {
      const url = `${server.url}${path}?activity=marriage&from=${YEAR}-01-01&to=${YEAR}-12-31&limit=100&lat=${NEW_DELHI.latitudeDeg}&lon=${NEW_DELHI.longitudeDeg}`;
      const once = async (): Promise<number> => {
        const t0 = performance.now();
        const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`Expected 200 from ${url} but received ${res.status}: ${body.slice(0, 200)}`);
        return performance.now() - t0;
      };
      for (let i = 0; i < 4; i += 1) await once();
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
      printIndexed({ name: `HTTP GET ${path} marriage, year ${YEAR}, 100 days a page (New Delhi)`, ops: count, totalMs, p50Ms: at(0.5), p99Ms: at(0.99) });
    }
  } finally {
    await server.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
