/**
 * `npm run build:places`: builds the places index (GeoNames cities500 with admin1
 * names) into the LMDB store under DATA_DIR (default ./data). Skips the work when
 * the stored index comes from the same source files. `--force` rebuilds anyway.
 */
import { dataDirFromEnv, openStorage } from '../src/storage/lmdb.ts';
import { buildPlacesIndex, defaultPlacesSource } from '../src/storage/places.ts';

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
