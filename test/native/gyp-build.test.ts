/**
 * The node-gyp build (binding.gyp, `npm run build:native:gyp`) against the
 * CMake build (the default): the same sources and definitions must give
 * bit-identical answers. Each build is loaded in its own child process
 * (VEDIC_ADDON) with the same graha series file, and answers a fixed set of
 * moments and places (test/native/gyp-positions.ts).
 *
 * The gyp build is not made here (about 40 s of CPU, minutes on a busy
 * machine): `npm run build:gyp` makes it under build/Release. Without it the
 * test is skipped, unless VEDIC_REQUIRE_GYP=1 (.ci/run, which builds it first)
 * makes that a failure.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const GYP_ADDON = join(ROOT, 'build/Release/vedic_ephemeris.node');
const CMAKE_ADDON = join(ROOT, 'native/build/Release/vedic_ephemeris.node');
const SERIES = join(ROOT, 'native/build/graha-series.bin');

function answers(addon: string): Record<string, string> {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'gyp-positions.ts')], {
    encoding: 'utf8',
    env: { ...process.env, VEDIC_ADDON: addon, VEDIC_GRAHA_SERIES: SERIES },
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as Record<string, string>;
}

const haveGyp = existsSync(GYP_ADDON);
if (!haveGyp && process.env.VEDIC_REQUIRE_GYP === '1') {
  test('the node-gyp build exists', () => assert.fail(`${GYP_ADDON} is missing: run npm run build:gyp`));
}

test(
  'the node-gyp and CMake builds give identical answers on a fixed set of positions',
  { skip: !haveGyp && 'no node-gyp build under build/Release' },
  () => {
    assert.ok(existsSync(CMAKE_ADDON) && existsSync(SERIES), 'the CMake build is missing');
    const gyp = answers(GYP_ADDON);
    const cmake = answers(CMAKE_ADDON);
    assert.deepEqual(Object.keys(gyp).sort(), [
      'ascendant',
      'eclipses',
      'grahas',
      'grahasDirect',
      'grahasTropicalMeanNode',
      'lunarEvents',
      'placidus',
      'sunriseSunset',
    ]);
    for (const [name, bytes] of Object.entries(cmake)) {
      assert.ok(bytes.length > 100, name);
      assert.equal(gyp[name], bytes, `${name} differs between the builds`);
    }
  },
);
