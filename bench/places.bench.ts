/**
 * Places benchmark (`npm run bench:places`): index build time, then search,
 * free-text resolution and reverse latency over the full index, single thread,
 * in-process (no HTTP).
 *
 * Knobs (environment):
 * - BENCH_BUILD=0 skips the timed build and uses the index already under
 *   DATA_DIR (default ./data); otherwise a fresh index is built into a temporary
 *   directory (the same code `npm run build:places` runs) and timed.
 * - BENCH_ROUNDS (default 20): passes over the fixed query and point lists.
 * - BENCH_ZONES_ONLY=1 runs only the time-zone cases (no index needed).
 *
 * Type-ahead: every prefix (2 letters and more) of TYPED_NAMES, as a user types them; the issue asks p99 <= 5 ms.
 *
 * Fixed inputs: QUERIES below (full names, 2-5 letter prefixes, Devanagari,
 * "City, State"/"City, Country", with and without a country filter), and
 * 500 points from a fixed-seed generator (uniform on the sphere: mostly ocean)
 * plus 50 city centres. One untimed pass first warms the JIT and the page cache,
 * so the figures are for a warm cache.
 *
 * Time zones (first, no index needed): the UTC offset straight from ICU (the
 * formatToParts call used before the tz database tables) against
 * offsetSecondsAt from the compiled tables of the pinned tz database;
 * localToUtc for a birth; and 729 local times over 120 years (a depth-3
 * Vimshottari rendered in the place's clock), through ICU and through the
 * tables. Zones Asia/Kolkata (no change since 1945) and America/New_York (DST).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UNIX_EPOCH_JD, MS_PER_DAY } from '../src/time/instant.ts';
import { localToUtc, offsetSecondsAt } from '../src/time/zones.ts';
import { offsetMinutesAtZone, renderLocal } from '../src/time/local.ts';
import { nearestPlaces, resolveFreeText, searchPlaces } from '../src/domain/places/index.ts';
import { dataDirFromEnv, openStorage, type Storage } from '../src/storage/lmdb.ts';
import { LmdbPlaceIndex, buildPlacesIndex, defaultPlacesSource } from '../src/storage/places.ts';
import { machine, nowMs, printTable, quantile, type Row } from './lib/stats.ts';
import { seededRandom } from './lib/random.ts';

const QUERIES: [string, string | undefined][] = [
  ['Ujjain', undefined],
  ['Mumbai', undefined],
  ['Delhi', undefined],
  ['Springfield', undefined],
  ['London', undefined],
  ['Paris', undefined],
  ['New York City', undefined],
  ['San Francisco', undefined],
  ['Sao Paulo', undefined],
  ['München', undefined],
  ['Bengaluru', undefined],
  ['Varanasi', undefined],
  ['Kathmandu', undefined],
  ['ujj', undefined],
  ['sa', undefined],
  ['ba', undefined],
  ['new', undefined],
  ['chen', undefined],
  ['kol', undefined],
  ['spr', undefined],
  ['mun', undefined],
  ['lo', undefined],
  ['par', undefined],
  ['new yo', undefined],
  ['san fr', undefined],
  ['उज्जैन', undefined],
  ['दिल्ली', undefined],
  ['मुंबई', undefined],
  ['वाराणसी', undefined],
  ['Springfield, Illinois', undefined],
  ['Springfield, IL', undefined],
  ['Paris, FR', undefined],
  ['Paris, Texas', undefined],
  ['London, UK', undefined],
  ['Delhi, India', undefined],
  ['sa', 'IN'],
  ['ba', 'NP'],
  ['Springfield', 'US'],
  ['Delhi', 'IN'],
  ['par', 'FR'],
];

/** Names people type for a birth place, several of them shared by many places (resolution ranks and may pick one). */
const BIRTH_PLACE_QUERIES = [
  'New Delhi',
  'Delhi',
  'London',
  'Bombay',
  'Mumbai',
  'Ujjain, MP',
  'Mumbai, MH',
  'Springfield',
  'Springfield, Illinois',
  'Springfield, IL',
  'Paris',
  'Hyderabad',
  'Bangalore',
  'Calcutta',
  'Portland',
  'Birmingham',
  'San Jose',
  'Salem',
];

/** Names typed letter by letter (type-ahead): every prefix of 2 letters or more is one search, limit 10. */
const TYPED_NAMES = [
  'ujjain',
  'bangalore',
  'mumbai',
  'san francisco',
  'new york',
  'springfield',
  'hyderabad',
  'toronto',
  'leicester',
  'santa clara',
  'kolkata',
  'chennai',
  'delhi',
  'london',
  'paris',
  'sao paulo',
  'varanasi',
  'edison',
  'गुरुग्राम',
];
const TYPE_AHEAD = TYPED_NAMES.flatMap((w) => Array.from({ length: [...w].length - 1 }, (_, n) => [...w].slice(0, n + 2).join('')));
/** Misspelt names (no exact, prefix or word match): resolution falls back to edit-distance suggestions. */
const MISSPELT = ['Banglore', 'Torronto', 'Philadelpia', 'Leicestor', 'Nagpure', 'Chenai', 'Ahemdabad', 'Missisauga'];

const CITY_POINTS: [number, number][] = [
  [23.18, 75.78],
  [28.61, 77.21],
  [19.07, 72.88],
  [13.08, 80.27],
  [22.57, 88.36],
  [12.97, 77.59],
  [51.51, -0.13],
  [48.85, 2.35],
  [40.71, -74.01],
  [34.05, -118.24],
  [-23.55, -46.63],
  [35.68, 139.69],
  [-33.87, 151.21],
  [55.76, 37.62],
  [30.04, 31.24],
  [-1.29, 36.82],
  [6.52, 3.38],
  [39.9, 116.41],
  [1.35, 103.82],
  [25.2, 55.27],
  [41.01, 28.98],
  [52.52, 13.4],
  [59.33, 18.07],
  [64.15, -21.94],
  [61.22, -149.9],
  [-34.6, -58.38],
  [4.71, -74.07],
  [19.43, -99.13],
  [43.65, -79.38],
  [49.28, -123.12],
  [21.31, -157.86],
  [-36.85, 174.76],
  [-17.71, 178.07],
  [27.72, 85.32],
  [33.69, 73.06],
  [23.81, 90.41],
  [6.93, 79.85],
  [3.14, 101.69],
  [14.6, 120.98],
  [37.57, 126.98],
  [31.23, 121.47],
  [22.32, 114.17],
  [-6.21, 106.85],
  [13.75, 100.5],
  [21.03, 105.85],
  [35.69, 51.39],
  [33.89, 35.5],
  [31.77, 35.21],
  [24.71, 46.68],
  [9.03, 38.74],
];

function points(): [number, number][] {
  const next = seededRandom(20261121);
  const out: [number, number][] = [...CITY_POINTS];
  for (let i = 0; i < 500; i++) {
    const lat = (Math.asin(2 * next() - 1) * 180) / Math.PI;
    const lon = next() * 360 - 180;
    out.push([lat, lon]);
  }
  return out;
}

function time(label: string, unit: string, items: number, rounds: number, fn: (i: number) => void): Row {
  for (let i = 0; i < items; i++) fn(i); // warm-up pass
  const samples: number[] = [];
  const t0 = nowMs();
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < items; i++) {
      const t = nowMs();
      fn(i);
      samples.push(nowMs() - t);
    }
  }
  const total = nowMs() - t0;
  return { name: label, opsPerSec: (samples.length / total) * 1000, unit, p50Ms: quantile(samples, 0.5), p99Ms: quantile(samples, 0.99) };
}

const rounds = Number(process.env.BENCH_ROUNDS) || 20;
const rows: Row[] = [];

// The lookup before the transition tables: one formatToParts call per offset.
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function offsetSecondsByParts(zone: string, utcMs: number): number {
  let f = partsFormatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset', year: 'numeric' });
    partsFormatters.set(zone, f);
  }
  const m = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/.exec(
    f.formatToParts(new Date(utcMs)).find((p) => p.type === 'timeZoneName')?.value ?? '',
  );
  if (m === null || m[1] === undefined) return 0;
  const seconds = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}
{
  const zoneRounds = Math.max(2, Math.round(rounds / 4));
  const tzRng = seededRandom(20260308);
  const births = Array.from({ length: 1000 }, () => Date.UTC(1900, 0, 1) + Math.floor(tzRng() * 130 * 365.25 * MS_PER_DAY));
  // 729 period starts from a 1990 birth, 120 years evenly (real periods vary in length, not in count).
  const birthJd = Date.UTC(1990, 5, 1) / MS_PER_DAY + UNIX_EPOCH_JD;
  const periodJds = Array.from({ length: 729 }, (_, k) => birthJd + (k * 120 * 365.25) / 729);
  for (const zone of ['Asia/Kolkata', 'America/New_York']) {
    const batch = (fn: (ms: number) => number) => (i: number) => {
      for (let k = 0; k < 100; k++) fn(births[(i * 100 + k) % births.length]!);
    };
    rows.push(
      time(
        `${zone}: UTC offset, ICU formatToParts (before)`,
        '100 lookups',
        10,
        zoneRounds,
        batch((ms) => offsetSecondsByParts(zone, ms)),
      ),
    );
    for (let r = 0; r < 10; r++) for (const ms of births) offsetSecondsAt(zone, ms); // compile the zone
    rows.push(
      time(
        `${zone}: UTC offset, tz database tables`,
        '100 lookups',
        10,
        zoneRounds * 10,
        batch((ms) => offsetSecondsAt(zone, ms)),
      ),
    );
    const locals = births.map((ms) => {
      const d = new Date(ms);
      return {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
        hour: d.getUTCHours(),
        minute: d.getUTCMinutes(),
        second: 0,
      };
    });
    for (let r = 0; r < 10; r++) for (const l of locals) localToUtc(zone, l);
    rows.push(
      time(`${zone}: local time -> UTC (a birth), tables`, 'birth', locals.length, zoneRounds, (i) => localToUtc(zone, locals[i]!)),
    );
    const byParts = (jdUt: number) => offsetSecondsByParts(zone, Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY)) / 60;
    rows.push(
      time(`${zone}: 729 local times over 120 years, ICU (before)`, '729 times', 1, zoneRounds * 5, () => {
        for (const jd of periodJds) renderLocal(jd, byParts, 'minute');
      }),
    );
    const offset = offsetMinutesAtZone(zone);
    for (let r = 0; r < 10; r++) for (const jd of periodJds) offset(jd);
    rows.push(
      time(`${zone}: 729 local times over 120 years, tables`, '729 times', 1, zoneRounds * 5, () => {
        for (const jd of periodJds) renderLocal(jd, offset, 'minute');
      }),
    );
  }
}
if (process.env.BENCH_ZONES_ONLY === '1') {
  console.log(`\n${printTable('time zones', rows)}`);
  process.exit(0);
}
let storage: Storage;
let tmp: string | undefined;
let buildNote = 'skipped (BENCH_BUILD=0)';
if (process.env.BENCH_BUILD === '0') {
  storage = openStorage(dataDirFromEnv());
} else {
  tmp = mkdtempSync(join(tmpdir(), 'places-bench-'));
  storage = openStorage(tmp);
  const t0 = nowMs();
  const { meta } = await buildPlacesIndex(storage.root, defaultPlacesSource(), (m) => console.error(m), { force: true });
  const ms = nowMs() - t0;
  buildNote = `${meta.count} places in ${(ms / 1000).toFixed(1)} s`;
  rows.push({
    name: 'index build (parse, lists, LMDB write)',
    opsPerSec: 1000 / ms,
    unit: 'build',
    p50Ms: ms,
    p99Ms: Number.NaN,
    note: `${meta.count} places`,
  });
}
const index = LmdbPlaceIndex.open(storage.root);
if (index === undefined) {
  console.error('No places index under DATA_DIR: run npm run build:places, or drop BENCH_BUILD=0');
  process.exit(1);
}

const plain = QUERIES.filter(([, cc]) => cc === undefined).map(([q]) => q);
const filtered = QUERIES.filter(([, cc]) => cc !== undefined) as [string, string][];
rows.push(time('search, limit 20', 'query', plain.length, rounds, (i) => searchPlaces(index, plain[i]!, { limit: 20 })));
rows.push(time('search, limit 100', 'query', plain.length, rounds, (i) => searchPlaces(index, plain[i]!, { limit: 100 })));
rows.push(
  time('search with country filter, limit 20', 'query', filtered.length, rounds, (i) =>
    searchPlaces(index, filtered[i]![0], { limit: 20, countryCode: filtered[i]![1] }),
  ),
);
rows.push(time('free-text resolution (Birth place query)', 'query', plain.length, rounds, (i) => resolveFreeText(index, plain[i]!)));
rows.push(
  time('free-text resolution, birth-place names', 'query', BIRTH_PLACE_QUERIES.length, rounds, (i) =>
    resolveFreeText(index, BIRTH_PLACE_QUERIES[i]!),
  ),
);
rows.push(
  time('type-ahead: every prefix as typed, limit 10', 'query', TYPE_AHEAD.length, rounds, (i) =>
    searchPlaces(index, TYPE_AHEAD[i]!, { limit: 10 }),
  ),
);
rows.push(
  time('free-text resolution, misspelt (suggestions)', 'query', MISSPELT.length, rounds, (i) => resolveFreeText(index, MISSPELT[i]!)),
);
const pts = points();
rows.push(
  time('reverse, 5 nearest (50 cities + 500 random points)', 'point', pts.length, rounds, (i) =>
    nearestPlaces(index, pts[i]![0], pts[i]![1], 5),
  ),
);
rows.push(
  time('reverse, 5 nearest (50 cities only)', 'point', CITY_POINTS.length, rounds, (i) =>
    nearestPlaces(index, CITY_POINTS[i]![0], CITY_POINTS[i]![1], 5),
  ),
);

const m = machine();
console.log(`\n${m.cpu}, ${m.nproc} cores, Node ${m.node}, ${m.date}; index ${index.count} places; build: ${buildNote}`);
const md = printTable('places', rows);
console.log(`\n${md}`);
await storage.close();
if (tmp) rmSync(tmp, { recursive: true, force: true });
