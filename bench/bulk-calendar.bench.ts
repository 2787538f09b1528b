/**
 * Bulk calendars and the month grid (issue 35), each against the single
 * calls in the same run:
 * - in-process: the month grid of one place-year (GET /v1/calendar/month's
 *   compute), and the festivals, vrats and Ekadashis of the same place-years;
 * - HTTP (2 worker threads): festivals + vrats + Ekadashis of 2026 for
 *   BULK_PLACES places (default 1,000), one NDJSON bulk request per
 *   operation, against single GETs for SAMPLE places (default 40) scaled up;
 *   the muhurat search for MUHURAT_PLACES places (default 100) x every
 *   activity x 2026, one bulk request, against the single search's pages for
 *   a sample of units scaled up;
 * - memory: the server's heap and RSS (same process as the client) while a
 *   reader takes the festivals of BULK_PLACES places at 256 KiB every 100 ms.
 * Run: node --import tsx bench/bulk-calendar.bench.ts (IN_PROCESS_ONLY=1: the
 * in-process cases only, without the HTTP and memory ones).
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { MUHURAT_ACTIVITY_IDS } from '../src/domain/muhurat/index.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { calendarEkadashi } from '../src/operations/calendar/ekadashi.ts';
import { calendarFestivals } from '../src/operations/calendar/festivals.ts';
import { calendarMonth } from '../src/operations/calendar/month.ts';
import { calendarVrats } from '../src/operations/calendar/vrats.ts';
import { withBenchServer, type BenchServer } from './lib/http-bench.ts';
import { BENCH_PLACES } from './lib/places.ts';
import { machine, measureIndexed, printIndexed } from './lib/stats.ts';

const PLACES_TOTAL = Number(process.env.BULK_PLACES) || 1_000;
const SAMPLE = Number(process.env.SAMPLE) || 40;
const MUHURAT_PLACES = Number(process.env.MUHURAT_PLACES) || 100;
const YEAR = 2026;

/** The i-th bench place: BENCH_PLACES[i % 100] moved 0.1 degree north per hundred. */
function placeOf(i: number): { lat: number; lon: number } {
  const p = BENCH_PLACES[i % BENCH_PLACES.length]!;
  return { lat: Math.round((p.latitudeDeg + 0.1 * Math.floor(i / BENCH_PLACES.length)) * 1e4) / 1e4, lon: p.longitudeDeg };
}

const m = machine();
console.log(`# bulk calendars: ${m.cpu} x${m.nproc}, node ${m.node}, ${m.date}`);

initEphemeris();
const taskOf = (i: number) => {
  const p = BENCH_PLACES[i]!;
  return { year: YEAR, latitudeDeg: p.latitudeDeg, longitudeDeg: p.longitudeDeg, timezone: p.timezone, lang: 'en' as const };
};
const rising = { sunrise: 'upper_limb' as const, moonrise: 'centre' as const };
// Each grid call at a place-year not served before (a thread keeps its last 8 contexts): the next bench place each call.
let nextPlace = 0;
const freshTask = () => taskOf(nextPlace++ % BENCH_PLACES.length);
for (const s of [
  measureIndexed('month grid, one place-year (in-process)', 20, () => calendarMonth.compute({ ...freshTask(), rising }), 2),
  measureIndexed('month grid, one month (in-process)', 20, () => calendarMonth.compute({ ...freshTask(), month: 11, rising }), 2),
  measureIndexed(
    'month grid, the 12 months of one place-year in turn (in-process)',
    10,
    () => {
      const task = freshTask();
      for (let month = 1; month <= 12; month += 1) calendarMonth.compute({ ...task, month, rising });
    },
    1,
  ),
  measureIndexed(
    'festivals, one place-year (in-process)',
    20,
    (i) => calendarFestivals.compute({ ...taskOf(i), ids: undefined, rising: {} }),
    2,
  ),
  measureIndexed('vrats, one place-year (in-process)', 20, (i) => calendarVrats.compute({ ...taskOf(i), kinds: undefined, rising: {} }), 2),
  measureIndexed('ekadashi, one place-year (in-process)', 20, (i) => calendarEkadashi.compute(taskOf(i)), 2),
])
  printIndexed(s);

/** POSTs `body` as NDJSON and reads it all; the lines and the wall time. */
async function bulk(server: BenchServer, path: string, body: unknown): Promise<{ ms: number; lines: number; bytes: number }> {
  const t0 = performance.now();
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.key}`, 'content-type': 'application/json', accept: 'application/x-ndjson' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`Expected 200 from ${path} but received ${res.status}: ${text.slice(0, 200)}`);
  const lines = text.trimEnd().split('\n');
  if (lines.some((l) => l.includes('"error":'))) throw new Error(`Expected no error lines from ${path}`);
  return { ms: performance.now() - t0, lines: lines.length - 1, bytes: text.length };
}

/** `count` GETs, `inFlight` at a time; the wall time. */
async function singles(server: BenchServer, paths: string[], inFlight: number): Promise<number> {
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${server.key}` } });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`Expected 200 from ${path} but received ${res.status}: ${body.slice(0, 200)}`);
      }
    }),
  );
  return performance.now() - t0;
}

if (process.env.IN_PROCESS_ONLY === '1') process.exit(0);

await withBenchServer(4, async (server) => {
  const places = Array.from({ length: PLACES_TOTAL }, (_, i) => placeOf(i));
  const calendarOps = ['festivals', 'vrats', 'ekadashi'];
  // Warm-up: one small bulk request per operation.
  for (const op of calendarOps) await bulk(server, `/v1/calendar/${op}/batch`, { places: places.slice(0, 4), from_year: YEAR });
  let bulkMs = 0;
  for (const op of calendarOps) {
    const r = await bulk(server, `/v1/calendar/${op}/batch`, { places, from_year: YEAR });
    bulkMs += r.ms;
    console.log(
      `HTTP bulk ${op}: ${PLACES_TOTAL} place-years in ${(r.ms / 1000).toFixed(1)} s (${r.lines} lines, ${(r.bytes / 1e6).toFixed(1)} MB)`,
    );
  }
  const samplePaths = calendarOps.flatMap((op) =>
    places.slice(0, SAMPLE).map((p) => `/v1/calendar/${op}?year=${YEAR}&lat=${p.lat + 0.01}&lon=${p.lon}`),
  );
  const singleMs = (await singles(server, samplePaths, 4)) * (PLACES_TOTAL / SAMPLE);
  console.log(
    `festivals + vrats + Ekadashi, ${PLACES_TOTAL} places x ${YEAR}: bulk ${(bulkMs / 1000).toFixed(1)} s; single GETs (4 in flight, ` +
      `${SAMPLE} places measured, scaled) ${(singleMs / 1000).toFixed(1)} s; bulk / single ${(bulkMs / singleMs).toFixed(2)}`,
  );

  const activities = [...MUHURAT_ACTIVITY_IDS];
  const muhuratPlaces = places.slice(0, MUHURAT_PLACES);
  const mb = await bulk(server, '/v1/muhurat/search/batch', { places: muhuratPlaces, from_year: YEAR, activities });
  const units = MUHURAT_PLACES * activities.length;
  console.log(
    `HTTP bulk muhurat: ${MUHURAT_PLACES} places x ${activities.length} activities x ${YEAR} (${units} units) in ${(mb.ms / 1000).toFixed(1)} s`,
  );
  const sampleUnits = Math.min(units, SAMPLE);
  // A single search's year is 4 pages of 100 days, each page its own call following next_cursor.
  const t1 = performance.now();
  let nextUnit = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (nextUnit < sampleUnits) {
        const u = nextUnit++;
        const p = muhuratPlaces[u % MUHURAT_PLACES]!;
        let cursor: string | null = null;
        do {
          const q = `activity=${activities[u % activities.length]}&from=${YEAR}-01-01&to=${YEAR}-12-31&lat=${p.lat + 0.01}&lon=${p.lon}&limit=100`;
          const res = await fetch(`${server.url}/v1/muhurat/search?${q}${cursor === null ? '' : `&cursor=${cursor}`}`, {
            headers: { authorization: `Bearer ${server.key}` },
          });
          const page = (await res.json()) as { data: { next_cursor: string | null } };
          if (res.status !== 200) throw new Error(`Expected 200 from the muhurat search but received ${res.status}`);
          cursor = page.data.next_cursor;
        } while (cursor !== null);
      }
    }),
  );
  const muhuratSingleMs = (performance.now() - t1) * (units / sampleUnits);
  console.log(
    `muhurat single searches (every page a unit, 4 units in flight, ${sampleUnits} units measured, scaled): ${(muhuratSingleMs / 1000).toFixed(1)} s; ` +
      `bulk / single ${(mb.ms / muhuratSingleMs).toFixed(2)}`,
  );

  // A slow reader: 256 KiB every 100 ms of the festivals of every place.
  global.gc?.();
  const base = process.memoryUsage();
  let peakHeap = base.heapUsed,
    peakRss = base.rss;
  const sampler = setInterval(() => {
    const u = process.memoryUsage();
    peakHeap = Math.max(peakHeap, u.heapUsed);
    peakRss = Math.max(peakRss, u.rss);
  }, 50);
  const url = new URL(`${server.url}/v1/calendar/festivals/batch`);
  const t0 = performance.now();
  const read = await new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${server.key}`, 'content-type': 'application/json', accept: 'application/x-ndjson' },
      },
      (res) => {
        let bytes = 0;
        res.pause();
        const tick = setInterval(() => {
          let chunk: Buffer | null;
          let taken = 0;
          while (taken < 262_144 && (chunk = res.read() as Buffer | null) !== null) taken += chunk.length;
          bytes += taken;
        }, 100);
        res.on('end', () => {
          clearInterval(tick);
          resolve(bytes);
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ places, from_year: YEAR }));
  });
  clearInterval(sampler);
  console.log(
    `slow reader (256 KiB / 100 ms): ${(read / 1e6).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(0)} s; heap ` +
      `${(base.heapUsed / 1e6).toFixed(0)} MB before, peak ${(peakHeap / 1e6).toFixed(0)} MB; RSS ${(base.rss / 1e6).toFixed(0)} MB before, ` +
      `peak ${(peakRss / 1e6).toFixed(0)} MB`,
  );
});
