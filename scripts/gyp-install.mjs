// After `node-gyp rebuild` (npm run build:native:gyp): puts the addon and the
// graha series generator where the CMake build puts them (native/build/Release),
// so the loader (src/native/binding.ts) and scripts/build-series.mjs find them.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../build/Release/', import.meta.url));
const to = fileURLToPath(new URL('../native/build/Release/', import.meta.url));
const exe = process.platform === 'win32' ? 'build_graha_series.exe' : 'build_graha_series';
mkdirSync(to, { recursive: true });
for (const name of ['vedic_ephemeris.node', exe]) {
  if (!existsSync(from + name)) {
    console.error(`node-gyp build: ${name} not found under build/Release; run node-gyp rebuild first`);
    process.exit(1);
  }
  copyFileSync(from + name, to + name);
}
