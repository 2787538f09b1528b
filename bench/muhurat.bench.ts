/**
 * Muhurat benchmarks: a year of marriage search (2026), fixed inputs, warm
 * caches after untimed runs:
 *   1. for one place (New Delhi), in-process: the domain (muhuratDays) and the
 *      rendered operation task (every day of the year on one page);
 *   2. for 100 places, in-process (the domain);
 *   2b. the personal search (tara bala and chandra bala added) for one fixed
 *      birth at New Delhi, in-process (the rendered operation task, natal Moon included);
 *   2c. a couple's (bride and groom: guru and surya bala too), and a year of mundan (the domain);
 *   2d. a year of each activity (the domain);
 *   3. for one place through HTTP, a real server, 100 days a page
 *      (BENCH_HTTP=0 skips it; WORKERS sets its worker threads, default 2).
 * Prints ops/s and p50/p99 per case. Run: npm run bench:muhurat
 */
import { availableParallelism, cpus } from 'node:os';
import { MUHURAT_ACTIVITY_IDS, muhuratDays } from '../src/domain/muhurat/index.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { muhuratPersonal } from '../src/operations/muhurat/personal.ts';
import { muhuratSearch } from '../src/operations/muhurat/search.ts';
import { fixedBirths } from './lib/births.ts';
import { offsetMinutesAtZone } from '../src/time/local.ts';
import { BENCH_PLACES, NEW_DELHI } from './lib/places.ts';
import { measureIndexed, printIndexed, type IndexedStats } from './lib/stats.ts';
import { measureHttp, withBenchServer } from './lib/http-bench.ts';

const YEAR = 2026;
const FIRST = { year: YEAR, month: 1, day: 1 };

const measure = (name: string, count: number, run: (i: number) => unknown, warmup = Math.min(count, 3)): IndexedStats =>
  measureIndexed(name, count, run, warmup);

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# Muhurat bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`,
  );
  const ist = offsetMinutesAtZone(NEW_DELHI.timezone);
  printIndexed(
    measure(`marriage domain, year ${YEAR} x 20 (New Delhi)`, 20, () =>
      muhuratDays({ activity: 'marriage', first: FIRST, dayCount: 365, place: NEW_DELHI, offsetMinutesAt: ist }),
    ),
  );
  printIndexed(
    measure(`marriage task (rendered data, 365 days a page), year ${YEAR} x 20 (New Delhi)`, 20, () =>
      muhuratSearch.compute({
        activity: 'marriage',
        from: `${YEAR}-01-01`,
        dayCount: 365,
        offset: 0,
        limit: 365,
        fingerprint: 'x',
        ...NEW_DELHI,
        lang: 'en',
      }),
    ),
  );
  printIndexed(
    measure(`marriage domain, year ${YEAR} x 100 places`, 100, (i) =>
      muhuratDays({
        activity: 'marriage',
        first: FIRST,
        dayCount: 365,
        place: BENCH_PLACES[i]!,
        offsetMinutesAt: offsetMinutesAtZone(BENCH_PLACES[i]!.timezone),
      }),
    ),
  );
  const [birth] = fixedBirths(1, { utcOffsetMinutes: 330, timezoneName: 'Asia/Kolkata' });
  printIndexed(
    measure(`personal marriage task (rendered data, 365 days a page), year ${YEAR} x 20 (New Delhi, one birth)`, 20, () =>
      muhuratPersonal.compute({
        birth: birth!,
        activity: 'marriage',
        from: `${YEAR}-01-01`,
        dayCount: 365,
        offset: 0,
        limit: 365,
        fingerprint: 'x',
        ...NEW_DELHI,
        lang: 'en',
      }),
    ),
  );
  const [bride, groom] = fixedBirths(2, { utcOffsetMinutes: 330, timezoneName: 'Asia/Kolkata' });
  printIndexed(
    measure(`couple's marriage task (bride and groom, rendered data, 365 days a page), year ${YEAR} x 20 (New Delhi)`, 20, () =>
      muhuratPersonal.compute({
        people: [
          { birth: bride!, role: 'bride' },
          { birth: groom!, role: 'groom' },
        ],
        activity: 'marriage',
        from: `${YEAR}-01-01`,
        dayCount: 365,
        offset: 0,
        limit: 365,
        fingerprint: 'x',
        ...NEW_DELHI,
        lang: 'en',
      }),
    ),
  );
  printIndexed(
    measure(`mundan domain, year ${YEAR} x 20 (New Delhi)`, 20, () =>
      muhuratDays({ activity: 'mundan', first: FIRST, dayCount: 365, place: NEW_DELHI, offsetMinutesAt: ist }),
    ),
  );
  // Each of the activities, a year at New Delhi (the aim: under 40 ms each, in-process).
  for (const activity of MUHURAT_ACTIVITY_IDS) {
    printIndexed(
      measure(`${activity} domain, year ${YEAR} x 10 (New Delhi)`, 10, () =>
        muhuratDays({ activity, first: FIRST, dayCount: 365, place: NEW_DELHI, offsetMinutesAt: ist }),
      ),
    );
  }
  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

/** One place through HTTP (bench/lib/http-bench.ts), 4 requests in flight. */
async function httpBench(): Promise<void> {
  const inFlight = 4;
  await withBenchServer(inFlight, async (server) => {
    const path = `/v1/muhurat/search?activity=marriage&from=${YEAR}-01-01&to=${YEAR}-12-31&limit=100&lat=${NEW_DELHI.latitudeDeg}&lon=${NEW_DELHI.longitudeDeg}`;
    printIndexed(
      await measureHttp(server, {
        name: `HTTP GET /v1/muhurat/search marriage, year ${YEAR}, 100 days a page (New Delhi)`,
        path,
        count: 40,
        warmup: 4,
        inFlight,
      }),
    );
  });
}

await main();
