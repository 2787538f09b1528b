/**
 * The HTTP server's pool thread: the compute worker (src/workers/compute.worker.ts),
 * with the server's places index opened here too, read-only, so that the
 * thread can answer whole requests, `prepare` included
 * (src/workers/request-task.ts). LMDB is opened by each thread that reads it
 * (as the HTTP loops do, loops/http-loop.worker.ts).
 */
import { workerData } from 'piscina';
import { openStorage } from '../storage/lmdb.ts';
import type { WorkerSetup } from '../workers/pool.ts';
import { usePoolPlaces } from '../workers/request-task.ts';
import { placesIndex, usePlacesStore } from './places-index.ts';

export { default } from '../workers/compute.worker.ts';

const dataDir = (workerData as WorkerSetup).placesDataDir;
if (dataDir !== undefined) {
  usePlacesStore(openStorage(dataDir).root);
  usePoolPlaces(placesIndex);
}
