/**
 * The places index the HTTP layer reads (search, place, reverse routes and the
 * Birth resolver). Tests may set a fixture index explicitly; otherwise it is
 * read from the server's own LMDB store, which startServer hands over with
 * usePlacesStore. Build it with `npm run build:places` (run by npm ci) or
 * ensurePlacesIndex() at start.
 *
 * openPlacesIndex is the same index for an embedding program's
 * createEngine({ places }) (exported from `vedic-astro-api/http`, the
 * package's entry that opens stores); the command-line form is
 * `npx vedic-astro-places [--force]` (src/cli/places.ts) with DATA_DIR.
 */
import type { RootDatabase } from 'lmdb';
import { errors } from '../core/errors.ts';
import type { PlaceIndexReader } from '../domain/places/index.ts';
import { dataDirFromEnv, openStorage } from '../storage/lmdb.ts';
import { ensurePlacesIndex, LmdbPlaceIndex, type PlacesSource, type ProgressFn } from '../storage/places.ts';

export type { PlacesSource } from '../storage/places.ts';

// While no index is built, look again at most this often rather than on every request.
const RETRY_MS = 5_000;

let explicit: PlaceIndexReader | undefined;
let store: RootDatabase | undefined;
let opened: PlaceIndexReader | undefined;
let lastAttemptMs = Number.NEGATIVE_INFINITY;

/** Sets (or clears) an index that takes precedence over the store (tests). */
export function setPlacesIndex(reader: PlaceIndexReader | undefined): void {
  explicit = reader;
}

/** Whether a fixture index is set (setPlacesIndex): the pool's threads, which read the store, do not see it. */
export function placesIndexIsExplicit(): boolean {
  return explicit !== undefined;
}

/** The LMDB store the index lives in: the server's own. */
export function usePlacesStore(root: RootDatabase | undefined): void {
  store = root;
  opened = undefined;
  lastAttemptMs = Number.NEGATIVE_INFINITY;
}

/** The index, or undefined while none is built in the store. */
export function placesIndex(): PlaceIndexReader | undefined {
  if (explicit !== undefined) return explicit;
  if (opened !== undefined || store === undefined) return opened;
  const now = Date.now();
  if (now - lastAttemptMs < RETRY_MS) return undefined;
  lastAttemptMs = now;
  opened = LmdbPlaceIndex.open(store);
  return opened;
}

export interface OpenPlacesOptions {
  /** The data directory holding `api.lmdb`. Default: DATA_DIR, else ./data. */
  dataDir?: string;
  /** Build the index first when it is missing or from older sources (about a minute). Default false. */
  build?: boolean;
  /** Build progress lines (build: true only). */
  onProgress?: ProgressFn;
  /**
   * The GeoNames files to build from (build: true only). Default: the
   * package's cities500.txt and admin1 names. Another dump of the same
   * format (cities1000.txt, a country's file) builds an index of its places.
   */
  source?: PlacesSource;
}

export interface OpenedPlaces {
  /** The index, for createEngine({ places }). */
  places: PlaceIndexReader;
  /** Closes the store. */
  close(): Promise<void>;
}

/**
 * Opens the places index under `dataDir`, building it first with `build:
 * true`. Rejects with a 503 service_unavailable ApiError naming the fix
 * when no index is built there and `build` is not set.
 */
export async function openPlacesIndex(options: OpenPlacesOptions = {}): Promise<OpenedPlaces> {
  const dataDir = options.dataDir ?? dataDirFromEnv();
  const storage = openStorage(dataDir);
  try {
    if (options.build) await ensurePlacesIndex(dataDir, options.onProgress, storage.root, options.source);
    const places = LmdbPlaceIndex.open(storage.root);
    if (places === undefined) throw errors.placesIndexMissing();
    return { places, close: () => storage.close() };
  } catch (error) {
    await storage.close();
    throw error;
  }
}
