import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ascendants, ascendantsFew, grahaPositions, grahaPositionsFew, GRAHA_COUNT, BODY_FIELDS } from '../../../src/native/ephemeris.ts';
import { EphemerisError } from '../../../src/core/errors.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';

// The single-chart wrappers reuse this thread's arrays; they must give exactly what the batch wrappers give.
test('grahaPositionsFew and ascendantsFew equal the batch wrappers for 1, 2 and 3 moments', () => {
  for (let i = 0; i < 200; i += 1) {
    const n = 1 + (i % 3);
    const jd = Array.from({ length: n }, (_, k) => jdUtFromCalendar(1850, 1, 1) + i * 191.7 + k * 0.0104);
    const lat = -60 + ((i * 37) % 120);
    const lon = -180 + ((i * 53) % 360);
    const node = i % 2 === 0 ? 'true' : 'mean';
    const batch = grahaPositions(Float64Array.from(jd), { node });
    const few = grahaPositionsFew(jd, { node });
    assert.equal(few.count, n);
    assert.deepEqual(Array.from(few.values.subarray(0, n * GRAHA_COUNT * BODY_FIELDS)), Array.from(batch.values));
    assert.deepEqual(Array.from(few.ayanamsaDeg.subarray(0, n)), Array.from(batch.ayanamsaDeg));
    const asc = ascendants(Float64Array.from(jd), new Float64Array(n).fill(lat), new Float64Array(n).fill(lon));
    const out = ascendantsFew(jd, lat, lon);
    for (let k = 0; k < n; k += 1) {
      assert.equal(out[2 * k], asc.ascendantDeg[k]);
      assert.equal(out[2 * k + 1], asc.mcDeg[k]);
    }
  }
});

test('grahaPositionsFew and ascendantsFew validate as the batch wrappers do', () => {
  assert.throws(() => grahaPositionsFew([]), EphemerisError);
  assert.throws(() => grahaPositionsFew([2_451_545, 2_451_545, 2_451_545, 2_451_545]), EphemerisError);
  assert.throws(() => grahaPositionsFew([1e9]), /UT Julian day from 1799-01-01 to 2401-01-01 for jdUt\[0\]/);
  assert.throws(() => ascendantsFew([2_451_545], 91, 0), /latitude in \[-90, 90\]/);
  assert.throws(() => ascendantsFew([2_451_545], 0, -181), /longitude in \[-180, 180\]/);
});
