/**
 * The places index as the server's pool threads read it, so that they can
 * answer whole requests, `prepare` included (src/workers/request-task.ts):
 * each thread imports this module (createPool's `placesModule`) and opens
 * the server's LMDB store itself, as the HTTP loops do
 * (loops/http-loop.worker.ts), with the same look-again-later rule while no
 * index is built (places-index.ts).
 */
import type { PlaceIndexReader } from '../domain/places/index.ts';
import { openStorage } from '../storage/lmdb.ts';
import { placesIndex, usePlacesStore } from './places-index.ts';

/** This thread's places index over the store in `dataDir` (undefined while none is built). */
export function openPlaces(dataDir: string): () => PlaceIndexReader | undefined {
  usePlacesStore(openStorage(dataDir).root);
  return placesIndex;
}

/** This module, for createPool (the same extension as this module: .ts under tsx, .js once compiled). */
export const POOL_PLACES_MODULE = import.meta.url;
