import { test } from 'node:test';
import assert from 'node:assert/strict';
import { binding } from '../../src/native/binding.ts';
import { grahaPositions, initEphemeris, findLunarEvents, riseSet } from '../../src/native/ephemeris.ts';
import { EphemerisError } from '../../src/core/errors.ts';

test('the addon compiles the pinned Swiss Ephemeris 2.10.03 with thread-local state on Linux', () => {
  const info = initEphemeris();
  assert.equal(info.sweVersion, '2.10.03');
  if (process.platform === 'linux') assert.equal(info.threadLocalState, true);
});

test('a batch rejects wrongly sized output arrays with a TypeError naming the argument', () => {
  const jd = new Float64Array([2451545]);
  assert.throws(() => binding.grahas(jd, 0, new Float64Array(3), new Float64Array(1), new Int32Array(1)), /argument 2/);
  assert.throws(() => binding.grahas(jd, 0, new Float64Array(36), new Float64Array(1), new Float64Array(1) as never), /Int32Array/);
});

test('moments outside the computing range 1799-01-01..2401-01-01 UT and non-finite moments are refused before the native call', () => {
  assert.throws(() => grahaPositions(new Float64Array([Number.NaN])), EphemerisError);
  assert.throws(() => grahaPositions(new Float64Array([1e9])), /UT Julian day/);
  // 1799-01-01T00:00Z and 2401-01-01T00:00Z (JD by the Meeus ch. 7 algorithm) are the last moments taken.
  assert.equal(grahaPositions(Float64Array.of(2_378_131.5, 2_598_007.5)).count, 2);
  assert.throws(() => grahaPositions(Float64Array.of(2_378_131.5 - 1e-6)), /UT Julian day from 1799-01-01 to 2401-01-01/);
  assert.throws(() => grahaPositions(Float64Array.of(2_598_007.5 + 1e-6)), /UT Julian day from 1799-01-01 to 2401-01-01/);
});

test('Ketu is exactly opposite Rahu and shares its latitude mirrored', () => {
  const batch = grahaPositions(new Float64Array([2451545, 2460000.25]));
  for (let m = 0; m < 2; m += 1) {
    const rahu = batch.values.subarray((m * 9 + 7) * 4, (m * 9 + 8) * 4);
    const ketu = batch.values.subarray((m * 9 + 8) * 4, (m * 9 + 9) * 4);
    assert.ok(Math.abs(((ketu[0]! - rahu[0]! + 360) % 360) - 180) < 1e-9);
    assert.equal(ketu[1], -rahu[1]!);
  }
});

test('a search range longer than 40 years is an error, not a hang', () => {
  assert.throws(() => findLunarEvents(2451545, 2451545 + 366 * 41, ['tithi']), EphemerisError);
});

test('rise/set refuses a latitude beyond 90 degrees', () => {
  assert.throws(() => riseSet(new Float64Array([2451545]), new Float64Array([91]), new Float64Array([0])), /latitude/);
});
