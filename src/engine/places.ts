/**
 * The places index for an embedding program: the same LMDB store under a
 * data directory that `npm start` and `npm run build:places` use
 * (`api.lmdb`), opened, or built first when asked. The command-line form is
 * `npx vedic-astro-places [--force]` (src/cli/places.ts) with DATA_DIR.
 */
import { errors } from '../core/errors.ts';
import type { PlaceIndexReader } from '../domain/places/index.ts';
import { dataDirFromEnv, openStorage } from '../storage/lmdb.ts';
import { ensurePlacesIndex, LmdbPlaceIndex, type PlacesSource, type ProgressFn } from '../storage/places.ts';

export type { PlacesSource } from '../storage/places.ts';

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
