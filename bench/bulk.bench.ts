/**
 * Bulk panchang (issue 21): a year of daily panchang for many places.
 * In-process: one place's year as the range and batch operations compute it
 * on a pool thread (one panchangDays call, each day rendered and serialised).
 * Through HTTP: a year for BULK_PLACES places (default 1,000), as POST
 * /v1/panchang/batch requests of 100 places streamed as NDJSON, and as GET
 * /v1/panchang/range requests (JSON, one place each). The places are the
 * bench's 100 (bench/lib/places.ts) shifted by a tenth of a degree per round,
 * so no two requests are the same. Run: npm run bench:bulk.
 */
import { initEphemeris } from '../src/native/ephemeris.ts';
import { panchangRange, type PlaceRangeTask } from '../src/operations/panchang/range.ts';
import { measureHttp, withBenchServer } from './lib/http-bench.ts';
import { BENCH_PLACES } from './lib/places.ts';
import { machine, measureIndexed, printIndexed } from './lib/stats.ts';

const PLACES_TOTAL = Number(process.env.BULK_PLACES) || 1_000;
const FROM = '2026-01-01',
  TO = '2026-12-31',
  DAYS = 365;
const BATCH_SIZE = 100;

/** The i-th bench place: BENCH_PLACES[i % 100] moved 0.1 degree north per hundred. */
function placeOf(i: number): { lat: number; lon: number } {
  const p = BENCH_PLACES[i % BENCH_PLACES.length]!;
  return { lat: Math.round((p.latitudeDeg + 0.1 * Math.floor(i / BENCH_PLACES.length)) * 1e4) / 1e4, lon: p.longitudeDeg };
}

const m = machine();
console.log(`# bulk panchang: ${m.cpu} x${m.nproc}, node ${m.node}, ${m.date}`);

initEphemeris();
const inProcess = measureIndexed(
  `in-process: one place, ${DAYS} days (JSON of the days)`,
  20,
  (i) => {
    const p = BENCH_PLACES[i]!;
    const part: PlaceRangeTask = {
      latitudeDeg: p.latitudeDeg,
      longitudeDeg: p.longitudeDeg,
      timezone: p.timezone,
      from: FROM,
      count: DAYS,
      lang: 'en',
      latitudeParam: 'lat',
      include: [],
    };
    return panchangRange.compute(part);
  },
  3,
);
printIndexed(inProcess);

await withBenchServer(2, async (server) => {
  const batches = Math.ceil(PLACES_TOTAL / BATCH_SIZE);
  const ndjson = await measureHttp(server, {
    name: `HTTP batch NDJSON: ${PLACES_TOTAL} places x ${DAYS} days (${batches} requests of ${BATCH_SIZE})`,
    path: '/v1/panchang/batch',
    accept: 'application/x-ndjson',
    count: batches,
    warmup: 1,
    inFlight: 2,
    body: (i) => JSON.stringify({ from: FROM, to: TO, places: Array.from({ length: BATCH_SIZE }, (_, k) => placeOf(i * BATCH_SIZE + k)) }),
  });
  printIndexed(ndjson);
  console.log(`  -> a year for ${PLACES_TOTAL} places in ${(ndjson.totalMs / 1000).toFixed(1)} s`);
  const ranges = await measureHttp(server, {
    name: `HTTP range JSON: ${PLACES_TOTAL} places x ${DAYS} days (one request a place)`,
    path: (i) => {
      const p = placeOf(i);
      return `/v1/panchang/range?from=${FROM}&to=${TO}&lat=${p.lat}&lon=${p.lon}`;
    },
    count: PLACES_TOTAL,
    warmup: 2,
    inFlight: 4,
  });
  printIndexed(ranges);
  console.log(`  -> a year for ${PLACES_TOTAL} places in ${(ranges.totalMs / 1000).toFixed(1)} s`);
});
