// Runs the graha series generator built by CMake (native/tools/build_graha_series.cc)
// into native/build/graha-series.bin; it skips the work when a valid file exists.
// A script rather than a bare path in package.json so the executable's name
// (".exe" on Windows) and its folder are found on every platform.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const build = fileURLToPath(new URL('../native/build/', import.meta.url));
const name = process.platform === 'win32' ? 'build_graha_series.exe' : 'build_graha_series';
const exe = [`${build}Release/${name}`, `${build}${name}`].find((p) => existsSync(p));
if (exe === undefined) {
  console.error(`graha series: ${name} not found under native/build; run npm run build:native first`);
  process.exit(1);
}
const run = spawnSync(exe, [`${build}graha-series.bin`], { stdio: 'inherit' });
process.exit(run.status ?? 1);
