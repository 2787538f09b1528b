// Prints the folder (relative to the repository root) of the Swiss Ephemeris C sources shipped by the pinned
// `sweph` package, after checking every file listed in
// vendor/swisseph/SHA256SUMS (the list vendor/swisseph/CMakeLists.txt checks
// for the CMake build). binding.gyp runs it, so a node-gyp build fails, as the
// CMake one does, when the sources are not the pinned ones.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Resolved from the repository (or installed package) root: sweph's main file sits at its root.
const dir = join(dirname(createRequire(join(root, 'package.json')).resolve('sweph')), 'swisseph');
for (const line of readFileSync(join(root, 'vendor/swisseph/SHA256SUMS'), 'utf8').split('\n')) {
  const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
  if (m === null) continue;
  const actual = createHash('sha256')
    .update(readFileSync(join(dir, m[2])))
    .digest('hex');
  if (actual !== m[1]) {
    console.error(`Checksum mismatch for Swiss Ephemeris source ${m[2]}: the sweph package is not the pinned version`);
    process.exit(1);
  }
}
// Relative to the root, where binding.gyp is: gyp makes no object paths for absolute sources.
process.stdout.write(relative(root, dir).split('\\').join('/'));
