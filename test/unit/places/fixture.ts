/**
 * The places index for tests: the real one when `npm run build:places` has
 * built it under DATA_DIR (default ./data), else a small index built into a
 * temporary LMDB store from a subset of the same GeoNames file (well-known
 * names, their namesakes, and every place near Ujjain and London).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataDirFromEnv, openStorage, type Storage } from '../../../src/storage/lmdb.ts';
import { LmdbPlaceIndex, buildPlacesIndex, defaultPlacesSource } from '../../../src/storage/places.ts';

/** ASCII names whose every namesake goes into the fixture. */
const FIXTURE_NAMES = new Set([
  'Ujjain',
  'Springfield',
  'Delhi',
  'New Delhi',
  'Paris',
  'Mumbai',
  'Chennai',
  'Kolkata',
  'London',
  'Munich',
  'New York City',
  'Sao Paulo',
  'Bengaluru',
  'Varanasi',
  'Indore',
  'Salem',
  'Satna',
  'Longyearbyen',
  'Qaanaaq',
  'Hanga Roa',
  'Adamstown',
  'Suva',
  'Apia',
  'Ujjayini',
  'Bombay',
  'Calcutta',
  'Surat',
  'Jalalpore',
  'Hyderabad',
  'Aurangabad',
  'Portland',
  'Birmingham',
  'Vadodara',
  'Baroda',
  'Kolkata',
  'Dili',
  'Madras',
  'Salem',
  'Jerusalem',
  'Dehra Dun',
  'Srinagar',
  'Sydney',
]);
/** Boxes (lat min, lat max, lon min, lon max) kept whole, for reverse lookups. */
const FIXTURE_BOXES: [number, number, number, number][] = [
  [22.5, 24, 75, 76.5],
  [51.2, 51.8, -0.6, 0.4],
  [-19, -13, 177, 180],
  [-19, -13, -180, -170],
];

export interface TestPlaces {
  index: LmdbPlaceIndex;
  /** True when this is the full index built under DATA_DIR. */
  real: boolean;
  storage: Storage;
  close(): Promise<void>;
}

export async function openTestPlaces(): Promise<TestPlaces> {
  const realDir = dataDirFromEnv();
  // Only look when a store exists there: opening would create an empty one.
  if (existsSync(join(realDir, 'api.lmdb'))) {
    const storage = openStorage(realDir);
    const index = LmdbPlaceIndex.open(storage.root);
    if (index !== undefined && index.count > 150_000) return { index, real: true, storage, close: () => storage.close() };
    await storage.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'places-fixture-'));
  const source = defaultPlacesSource();
  const lines = readFileSync(source.citiesPath, 'utf8')
    .split('\n')
    .filter((line) => {
      const f = line.split('\t');
      if (f.length < 18) return false;
      if (FIXTURE_NAMES.has(f[2]!)) return true;
      const lat = Number(f[4]),
        lon = Number(f[5]);
      return FIXTURE_BOXES.some(([a, b, c, d]) => lat >= a && lat <= b && lon >= c && lon <= d);
    });
  const citiesPath = join(dir, 'cities500-fixture.txt');
  writeFileSync(citiesPath, lines.join('\n'));
  const storage = openStorage(join(dir, 'data'));
  await buildPlacesIndex(storage.root, { citiesPath, admin1Path: source.admin1Path });
  const index = LmdbPlaceIndex.open(storage.root)!;
  return {
    index,
    real: false,
    storage,
    async close() {
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
