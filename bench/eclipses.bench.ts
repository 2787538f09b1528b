/**
 * Eclipse benchmarks: a year of eclipses at a place (issue 33 aims under
 * 20 ms), fixed inputs, after untimed warm-up runs, in one process:
 *   1. baselines: a year of tithi boundaries (findLunarEvents, 2026 each
 *      run, served from the warm graha series), the engine's familiar unit
 *      of a year's search; and the eclipse search alone (findEclipses, the
 *      native call, no positions or sutak);
 *   2. the domain (eclipsesAt: the native search, positions, sutak) for New
 *      Delhi, years 2020..2039 (one a run), and for 100 places in 2026;
 *   3. the rendered operation task (GET /v1/eclipses without HTTP);
 *   4. a year of the special yogas, Panchak and Bhadra spans at New Delhi
 *      (dayYogaSpans, all ids; issue 33 aims under 30 ms).
 * Prints ops/s and p50/p99 per case and each case's p50 as a multiple of the
 * baseline's. Run: npm run bench:eclipses
 */
import { availableParallelism, cpus } from 'node:os';
import { DAY_YOGA_IDS, dayYogaSpans } from '../src/domain/day-yogas/index.ts';
import { eclipsesAt } from '../src/domain/eclipses/index.ts';
import { findEclipses, findLunarEvents, initEphemeris } from '../src/native/ephemeris.ts';
import { eclipses } from '../src/operations/eclipses/eclipses.ts';
import { jdUtFromCalendar } from '../src/time/index.ts';
import { BENCH_PLACES, NEW_DELHI } from './lib/places.ts';
import { measureIndexed, printIndexed, type IndexedStats } from './lib/stats.ts';

const yearStart = (y: number) => jdUtFromCalendar(y, 1, 1);

function main(): void {
  const info = initEphemeris();
  console.log(
    `# Eclipses bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`,
  );
  const rows: IndexedStats[] = [];
  const run = (s: IndexedStats) => {
    printIndexed(s);
    rows.push(s);
  };
  run(measureIndexed('baseline: tithi boundaries of 2026 x 20', 20, () => findLunarEvents(yearStart(2026), yearStart(2027), ['tithi']), 3));
  run(
    measureIndexed(
      'native eclipse search alone, a year x 20 (2020..2039, New Delhi)',
      20,
      (i) =>
        findEclipses(yearStart(2020 + i), yearStart(2021 + i), NEW_DELHI.latitudeDeg, NEW_DELHI.longitudeDeg, { solar: true, lunar: true }),
      3,
    ),
  );
  run(
    measureIndexed(
      'eclipses domain, a year x 20 (2020..2039, New Delhi)',
      20,
      (i) => eclipsesAt(yearStart(2020 + i), yearStart(2021 + i), NEW_DELHI),
      3,
    ),
  );
  run(measureIndexed('eclipses domain, 2026 x 100 places', 100, (i) => eclipsesAt(yearStart(2026), yearStart(2027), BENCH_PLACES[i]!), 3));
  run(
    measureIndexed(
      'eclipses task (rendered data), a year x 20 (New Delhi)',
      20,
      (i) => eclipses.compute({ from: `${2020 + i}-01-01`, to: `${2020 + i}-12-31`, ...NEW_DELHI, kinds: ['solar', 'lunar'], lang: 'en' }),
      3,
    ),
  );
  const ist = () => 330;
  run(
    measureIndexed(
      'special yogas, Panchak, Bhadra: a year x 20 (2020..2039, New Delhi)',
      20,
      (i) => dayYogaSpans({ year: 2020 + i, month: 1, day: 1 }, 365, NEW_DELHI, ist, DAY_YOGA_IDS),
      3,
    ),
  );
  const base = rows[0]!.p50Ms;
  for (const r of rows.slice(1)) console.log(`${r.name}: p50 ${(r.p50Ms / base).toFixed(1)} x baseline`);
}

main();
