/**
 * The places index the HTTP layer reads (search, place, reverse routes and the
 * Birth resolver). A server may set it explicitly (tests set a fixture index);
 * otherwise it is opened on first use from the LMDB store under DATA_DIR (lmdb-js
 * shares one environment per path within a process, so this is the same
 * environment the server's storage uses). Build it with `npm run build:places`
 * or ensurePlacesIndex() at start.
 */
import type { RootDatabase } from 'lmdb';
import type { PlaceIndexReader } from '../domain/places/index.ts';
import { dataDirFromEnv, openStorage } from '../storage/lmdb.ts';
import { LmdbPlaceIndex } from '../storage/places.ts';

let current: PlaceIndexReader | undefined;
let root: RootDatabase | undefined;

export function setPlacesIndex(reader: PlaceIndexReader | undefined): void {
  current = reader;
}

/** The index, or undefined while none is built under DATA_DIR. */
export function placesIndex(): PlaceIndexReader | undefined {
  if (current !== undefined) return current;
  root ??= openStorage(dataDirFromEnv()).root;
  current = LmdbPlaceIndex.open(root);
  return current;
}
