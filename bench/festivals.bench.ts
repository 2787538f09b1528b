/**
 * Festival benchmarks (fixed inputs, warm caches after five untimed runs):
 *   1. a year of festivals for New Delhi, in-process: the year context alone,
 *      and the whole operation task (context, every rule, rendering);
 *   2. a year of festivals for 100 places, in-process (operation task).
 * Prints ops/s and p50/p99. Run: npm run bench:festivals
 */
import { availableParallelism, cpus } from 'node:os';
import { festivalYearContext } from '../src/domain/festivals/index.ts';
import { offsetMinutesAtZone } from '../src/time/local.ts';
import { calendarFestivals } from '../src/operations/calendar/festivals.ts';
import { initEphemeris } from '../src/native/ephemeris.ts';
import { measureIndexed, printIndexed } from './lib/stats.ts';

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
const delhi = { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' };

const info = initEphemeris();
console.log(`# Festivals bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, `
  + `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`);
const ist = offsetMinutesAtZone('Asia/Kolkata');
printIndexed(measureIndexed('year context, New Delhi 2026', 20, () => festivalYearContext(2026, delhi, ist), 5));
printIndexed(measureIndexed('festivals task, New Delhi, one year (2026)', 20,
  () => calendarFestivals.compute({ year: 2026, ...delhi, lang: 'en', ids: undefined }), 5));
printIndexed(measureIndexed('festivals task, 100 places x one year (2026)', 100,
  (i) => calendarFestivals.compute({ year: 2026, ...PLACES[i]!, lang: 'en', ids: undefined }), 5));
