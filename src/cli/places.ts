#!/usr/bin/env node
/**
 * `npx vedic-astro-places [--force]` (or `npm run build:places` in a clone):
 * builds the places index into the LMDB store under DATA_DIR (default
 * ./data), the store `npm start`, createApiHandler({ dataDir }) and
 * openPlacesIndex({ dataDir }) read. Skips the work when the index there
 * comes from the same source files; `--force` rebuilds. About a minute.
 */
import { dataDirFromEnv, openStorage } from '../storage/lmdb.ts';
import { buildPlacesIndex, defaultPlacesSource } from '../storage/places.ts';

const dataDir = dataDirFromEnv();
const storage = openStorage(dataDir);
try {
  const t0 = performance.now();
  const { built, meta } = await buildPlacesIndex(storage.root, defaultPlacesSource(), (m) => console.log(m), {
    force: process.argv.includes('--force'),
  });
  console.log(
    built
      ? `places index: built ${meta.count} places into ${dataDir} in ${((performance.now() - t0) / 1000).toFixed(1)} s`
      : `places index: ${dataDir} already holds the index of these sources (built ${meta.builtAt}); nothing to do`,
  );
} finally {
  await storage.close();
}
