/**
 * Calendar benchmarks: a year of Ekadashis, festivals, sankrantis and vrats (2026),
 * the three almanac operations together (issue 32: at most 60 ms a year for one place),
 * fixed inputs, warm caches after untimed runs:
 *   1. for one place (New Delhi), in-process: the domain alone (Ekadashis;
 *      the festivals' year context) and the rendered operation task;
 *   2. for 100 places, in-process (the rendered task);
 *   3. for one place through HTTP, a real server
 *      (BENCH_HTTP=0 skips it; WORKERS sets its worker threads, default 2).
 * The in-process cases run with rise and set from the graha series and in
 * `direct` mode (swe_rise_trans), in one process; BENCH_MODES=series or
 * =direct runs one. Prints ops/s and p50/p99 per case. Run: npm run bench:calendar
 */
import { availableParallelism, cpus } from 'node:os';
import { ekadashiObservances } from '../src/domain/ekadashi/index.ts';
import { festivalYearContext } from '../src/domain/festivals/index.ts';
import { initEphemeris, setRiseSetMode } from '../src/native/ephemeris.ts';
import { calendarEkadashi } from '../src/operations/calendar/ekadashi.ts';
import { calendarFestivals } from '../src/operations/calendar/festivals.ts';
import { calendarSankrantis } from '../src/operations/calendar/sankrantis.ts';
import { calendarVrats } from '../src/operations/calendar/vrats.ts';
import { offsetMinutesAtZone } from '../src/time/local.ts';
import { BENCH_PLACES, NEW_DELHI } from './lib/places.ts';
import { measureIndexed, printIndexed, type IndexedStats } from './lib/stats.ts';
import { measureHttp, withBenchServer } from './lib/http-bench.ts';

const YEAR = 2026;

const measure = (name: string, count: number, run: (i: number) => unknown, warmup = Math.min(count, 3)): IndexedStats =>
  measureIndexed(name, count, run, warmup);

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# Calendar bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`,
  );
  for (const mode of (process.env.BENCH_MODES ?? 'series,direct').split(',')) {
    setRiseSetMode(mode === 'direct' ? 'direct' : 'series');
    inProcess(` [${mode}]`);
  }
  setRiseSetMode('series');
  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

/** The in-process cases; `tag` names the rise/set mode in every row. */
function inProcess(tag: string): void {
  const ist = offsetMinutesAtZone(NEW_DELHI.timezone);
  printIndexed(measure(`ekadashi domain, year ${YEAR} x 20 (New Delhi)` + tag, 20, () => ekadashiObservances(YEAR, NEW_DELHI, ist)));
  printIndexed(
    measure(`ekadashi task (rendered data), year ${YEAR} x 20 (New Delhi)` + tag, 20, () =>
      calendarEkadashi.compute({ year: YEAR, ...NEW_DELHI, lang: 'en' }),
    ),
  );
  printIndexed(
    measure(`ekadashi task (rendered data), year ${YEAR} x 100 places` + tag, 100, (i) =>
      calendarEkadashi.compute({ year: YEAR, ...BENCH_PLACES[i]!, lang: 'en' }),
    ),
  );
  printIndexed(measure(`festivals year context, year ${YEAR} x 20 (New Delhi)` + tag, 20, () => festivalYearContext(YEAR, NEW_DELHI, ist)));
  printIndexed(
    measure(`festivals task (rendered data), year ${YEAR} x 20 (New Delhi)` + tag, 20, () =>
      calendarFestivals.compute({ year: YEAR, ...NEW_DELHI, lang: 'en', ids: undefined }),
    ),
  );
  printIndexed(
    measure(`festivals task (rendered data), year ${YEAR} x 100 places` + tag, 100, (i) =>
      calendarFestivals.compute({ year: YEAR, ...BENCH_PLACES[i]!, lang: 'en', ids: undefined }),
    ),
  );
  printIndexed(
    measure(`sankrantis task (rendered data), year ${YEAR} x 20 (New Delhi)` + tag, 20, () =>
      calendarSankrantis.compute({ year: YEAR, ...NEW_DELHI, lang: 'en', observances: undefined }),
    ),
  );
  printIndexed(
    measure(`vrats task (rendered data), year ${YEAR} x 20 (New Delhi)` + tag, 20, () =>
      calendarVrats.compute({ year: YEAR, ...NEW_DELHI, lang: 'en', kinds: undefined }),
    ),
  );
  // Issue 32's measure: all vrats, sankrantis and festivals of a year for one place (three requests), at most 60 ms.
  const almanacYear = (place: (typeof BENCH_PLACES)[number]) => {
    calendarFestivals.compute({ year: YEAR, ...place, lang: 'en', ids: undefined });
    calendarSankrantis.compute({ year: YEAR, ...place, lang: 'en', observances: undefined });
    return calendarVrats.compute({ year: YEAR, ...place, lang: 'en', kinds: undefined });
  };
  printIndexed(measure(`festivals + sankrantis + vrats tasks, year ${YEAR} x 20 (New Delhi)` + tag, 20, () => almanacYear(NEW_DELHI)));
  printIndexed(measure(`festivals + sankrantis + vrats tasks, year ${YEAR} x 100 places` + tag, 100, (i) => almanacYear(BENCH_PLACES[i]!)));
  // The year's whole calendar for one place as four requests: Ekadashis, festivals, sankrantis and vrats.
  printIndexed(
    measure(`ekadashi + festivals + sankrantis + vrats tasks, year ${YEAR} x 20 (New Delhi)` + tag, 20, () => {
      calendarEkadashi.compute({ year: YEAR, ...NEW_DELHI, lang: 'en' });
      calendarFestivals.compute({ year: YEAR, ...NEW_DELHI, lang: 'en', ids: undefined });
      calendarSankrantis.compute({ year: YEAR, ...NEW_DELHI, lang: 'en', observances: undefined });
      return calendarVrats.compute({ year: YEAR, ...NEW_DELHI, lang: 'en', kinds: undefined });
    }),
  );
}

/** One place through HTTP (bench/lib/http-bench.ts), 4 requests in flight. */
async function httpBench(): Promise<void> {
  const inFlight = 4;
  await withBenchServer(inFlight, async (server) => {
    for (const path of ['/v1/calendar/ekadashi', '/v1/calendar/festivals', '/v1/calendar/sankrantis', '/v1/calendar/vrats']) {
      const query = `?year=${YEAR}&lat=${NEW_DELHI.latitudeDeg}&lon=${NEW_DELHI.longitudeDeg}`;
      printIndexed(
        await measureHttp(server, {
          name: `HTTP GET ${path}, year ${YEAR} (New Delhi)`,
          path: path + query,
          count: 40,
          warmup: 4,
          inFlight,
        }),
      );
    }
  });
}

await main();
