/**
 * Special-yoga benchmarks (issue 33: a year of special-yoga spans for one
 * place under 30 ms), fixed inputs, in one process, each case after untimed
 * warm-up runs:
 *   1. baseline: a year of tithi boundaries (findLunarEvents, 2026 each run);
 *   2. dayYogaSpans, a year at New Delhi, all ids (years 2020..2039, one a
 *      run, so each run searches a year it has not searched before);
 *   3. the same, the same year (2026) each run;
 *   4. the ids added by the tithi-vara and Bhadra-part rules alone
 *      (siddha_yoga, dagdha_tithi, surya_dagdha_tithi, bhadra_mukha,
 *      bhadra_puchha), 2026;
 *   5. the rendered operation task (GET /v1/calendar/yogas without HTTP),
 *      a year, all ids.
 * Prints ops/s and p50/p99 per case and each p50 as a multiple of the
 * baseline's. Run: npm run bench:day-yogas
 */
import { availableParallelism, cpus } from 'node:os';
import { DAY_YOGA_IDS, dayYogaSpans, type DayYogaId } from '../src/domain/day-yogas/index.ts';
import { findLunarEvents, initEphemeris } from '../src/native/ephemeris.ts';
import { calendarYogas } from '../src/operations/calendar/yogas.ts';
import { jdUtFromCalendar } from '../src/time/index.ts';
import { NEW_DELHI } from './lib/places.ts';
import { measureIndexed, printIndexed, type IndexedStats } from './lib/stats.ts';

const NEW_IDS: readonly DayYogaId[] = ['siddha_yoga', 'dagdha_tithi', 'surya_dagdha_tithi', 'bhadra_mukha', 'bhadra_puchha'];

function main(): void {
  const info = initEphemeris();
  console.log(
    `# Day-yogas bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`,
  );
  const ist = () => 330;
  const year = (y: number, ids: readonly DayYogaId[]) => dayYogaSpans({ year: y, month: 1, day: 1 }, 365, NEW_DELHI, ist, ids);
  const rows: IndexedStats[] = [];
  const run = (s: IndexedStats) => {
    printIndexed(s);
    rows.push(s);
  };
  run(
    measureIndexed(
      'baseline: tithi boundaries of 2026 x 20',
      20,
      () => findLunarEvents(jdUtFromCalendar(2026, 1, 1), jdUtFromCalendar(2027, 1, 1), ['tithi']),
      3,
    ),
  );
  run(measureIndexed(`dayYogaSpans, all ${DAY_YOGA_IDS.length} ids, a year x 20 (2020..2039)`, 20, (i) => year(2020 + i, DAY_YOGA_IDS), 3));
  run(measureIndexed(`dayYogaSpans, all ${DAY_YOGA_IDS.length} ids, 2026 x 30`, 30, () => year(2026, DAY_YOGA_IDS), 3));
  run(measureIndexed('dayYogaSpans, the 5 tithi-vara and Bhadra-part ids, 2026 x 30', 30, () => year(2026, NEW_IDS), 3));
  const task = { from: '2026-01-01', to: '2026-12-31', ...NEW_DELHI, ids: [...DAY_YOGA_IDS], lang: 'en' as const };
  run(measureIndexed('calendarYogas task (rendered), all ids, 2026 x 20', 20, () => calendarYogas.compute(task), 3));
  const base = rows[0]!.p50Ms;
  for (const r of rows.slice(1)) console.log(`${r.name}: p50 ${(r.p50Ms / base).toFixed(1)} x baseline`);
}

main();
