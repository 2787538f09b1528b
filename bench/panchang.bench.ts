/**
 * Panchang benchmarks (fixed inputs, warm caches after one untimed run):
 *   1. a full year (365 days) of daily panchang for one place, in-process,
 *      as 365 single-day calls (what 365 API requests do) and as one batch call;
 *   2. 62-day tithi calendars for 100 places, in-process;
 *   3. the same through HTTP when the panchang routes and server exist
 *      (BENCH_HTTP=0 skips it).
 * Every case runs twice in one process: with rise and set from the
 * graha series (the default) and in `direct` mode (swe_rise_trans for every
 * rise and set, the engine before it; through HTTP a server whose pool is
 * created with riseSetMode 'direct'); BENCH_MODES=series or =direct runs
 * one. Prints ops/s and p50/p99 per operation. Run: npm run bench:panchang
 */
import { availableParallelism, cpus } from 'node:os';
import { addDays, isoDate, panchangDays, panchangOf, tithiCalendar } from '../src/domain/panchang/index.ts';
import { offsetMinutesAtZone } from '../src/time/local.ts';
import { calendarTithis } from '../src/operations/calendar/tithis.ts';
import { panchangChoghadiya } from '../src/operations/panchang/choghadiya.ts';
import { panchangHora } from '../src/operations/panchang/hora.ts';
import { panchang } from '../src/operations/panchang/panchang.ts';
import { initEphemeris, setRiseSetMode } from '../src/native/ephemeris.ts';
import { measureIndexed, printIndexed, type IndexedStats } from './lib/stats.ts';
import { BENCH_PLACES } from './lib/places.ts';

// Five untimed calls warm the series cache and the JIT.
const measure = (name: string, count: number, run: (i: number) => unknown): IndexedStats =>
  measureIndexed(name, count, run, Math.min(count, 5));
const print = (s: IndexedStats): void => printIndexed(s);

const PLACES = BENCH_PLACES;

const delhi = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const ist = offsetMinutesAtZone('Asia/Kolkata');
const first = { year: 2026, month: 1, day: 1 };

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# Panchang bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`,
  );

  const modes = (process.env.BENCH_MODES ?? 'series,direct').split(',');
  for (const mode of modes) {
    setRiseSetMode(mode === 'direct' ? 'direct' : 'series');
    console.log(`## rise and set: ${mode === 'direct' ? 'direct (swe_rise_trans)' : 'from the graha series'}`);
    inProcess(`[${mode}]`);
  }
  setRiseSetMode('series');

  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

/** The in-process cases; `tag` names the rise/set mode in every row. */
function inProcess(tag: string): void {
  print(measure(`panchang domain, 1 day x 365 (New Delhi, 2026) ${tag}`, 365, (i) => panchangOf(addDays(first, i), delhi, ist)));
  print(measure(`panchang domain, 365 days in one batch call ${tag}`, 20, () => panchangDays(first, 365, delhi, ist)));
  // Direct mode takes ~1 s a place-year: its first 10 places give the rate.
  const placeYears = tag.includes('direct') ? 10 : 100;
  print(
    measure(`panchang domain, 365 days x ${placeYears} places, one batch each ${tag}`, placeYears, (i) => {
      const p = PLACES[i]!;
      return panchangDays(first, 365, p, offsetMinutesAtZone(p.timezone));
    }),
  );
  print(
    measure(`panchang task (rendered data), 1 day x 365 ${tag}`, 365, (i) =>
      panchang.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang: 'en' }),
    ),
  );
  // Tamil against English on caches as warm (the row above warmed them): the labels from the Tamil
  // catalogue, the aim under 5% more than English (issue 36).
  for (const lang of ['ta', 'en'] as const) {
    print(
      measure(`panchang task (rendered data), 1 day x 365, lang ${lang}, warm ${tag}`, 365, (i) =>
        panchang.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang }),
      ),
    );
  }
  // Issue 36: the same day with the regional solar dates (regional=true) and Hindi, then Tamil labels
  // (catalogued festival and span names too), against English without them measured after, on caches as warm.
  for (const lang of ['hi', 'ta'] as const) {
    print(
      measure(`panchang task (rendered data), regional=true, lang=${lang}, 1 day x 365 ${tag}`, 365, (i) =>
        panchang.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang, regional: true }),
      ),
    );
  }
  print(
    measure(`panchang task (rendered data), 1 day x 365, lang en, warm again ${tag}`, 365, (i) =>
      panchang.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang: 'en' }),
    ),
  );
  print(
    measure(`tithi calendar domain, 62 days x 100 places ${tag}`, 100, (i) => {
      const p = PLACES[i]!;
      return tithiCalendar(first, 62, p, offsetMinutesAtZone(p.timezone));
    }),
  );
  print(
    measure(`tithi calendar task (rendered data), 62 days x 100 places ${tag}`, 100, (i) => {
      const p = PLACES[i]!;
      return calendarTithis.compute({ from: '2026-01-01', to: '2026-03-03', ...p, lang: 'en' });
    }),
  );
  print(
    measure(`choghadiya task, 1 day x 365 ${tag}`, 365, (i) =>
      panchangChoghadiya.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang: 'en' }),
    ),
  );
  print(
    measure(`hora task, 1 day x 365 ${tag}`, 365, (i) =>
      panchangHora.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang: 'en' }),
    ),
  );
}

/** Through HTTP: only when the server and the panchang routes exist in this tree. */
async function httpBench(): Promise<void> {
  let http: typeof import('./panchang-http.ts');
  try {
    http = await import('./panchang-http.ts');
  } catch (e) {
    console.log(`# HTTP part skipped: ${(e as Error).message.split('\n')[0]}`);
    return;
  }
  // A fresh server per mode: its pool's threads take the mode when they start.
  for (const mode of (process.env.BENCH_MODES ?? 'series,direct').split(',')) {
    await http.run(PLACES, mode === 'direct' ? 'direct' : 'series', (s) => print({ ...s, name: `${s.name} [${mode}]` }));
  }
}

await main();
