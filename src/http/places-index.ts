/**
 * The places index the HTTP layer reads (search, place, reverse routes and the
 * Birth resolver). Tests may set a fixture index explicitly; otherwise it is
 * read from the server's own LMDB store, which startServer hands over with
 * usePlacesStore. Build it with `npm run build:places` (run by npm ci) or
 * ensurePlacesIndex() at start.
 */
import type { RootDatabase } from 'lmdb';
import type { PlaceIndexReader } from '../domain/places/index.ts';
import { LmdbPlaceIndex } from '../storage/places.ts';

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
