/**
 * The places index the HTTP layer reads (search, place, reverse routes and the
 * Birth resolver). The server sets it at start from its LMDB environment
 * (undefined when the index is not built yet); tests may set a fixture index.
 */
import type { PlaceIndexReader } from '../domain/places/index.ts';

let current: PlaceIndexReader | undefined;

export function setPlacesIndex(reader: PlaceIndexReader | undefined): void {
  current = reader;
}

export function placesIndex(): PlaceIndexReader | undefined {
  return current;
}
