/**
 * Property: a batch call gives the same result as one call per moment
 * (as Skyfield tests scalar against vector time), for positions, ascendants
 * and rise/set, in every option combination.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { grahaPositions, ascendants, riseSet } from '../../src/native/ephemeris.ts';
import { JD_1900, JD_2100 } from '../fixtures.ts';

const bytes = (a: Float64Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
const moment = fc.double({ min: JD_1900, max: JD_2100, noNaN: true });

test('grahaPositions of an array equals one call per moment, bit for bit', () => {
  fc.assert(
    fc.property(fc.array(moment, { minLength: 1, maxLength: 40 }), fc.boolean(), fc.constantFrom('true', 'mean'), (jds, tropical, node) => {
      const options = { tropical, node: node as 'true' | 'mean' };
      const batch = grahaPositions(Float64Array.from(jds), options);
      jds.forEach((jd, i) => {
        const one = grahaPositions(Float64Array.of(jd), options);
        assert.ok(bytes(one.values).equals(bytes(batch.values.subarray(i * 36, (i + 1) * 36))), `moment ${i} (${jd})`);
        assert.equal(one.ayanamsaDeg[0], batch.ayanamsaDeg[i]);
      });
    }),
    { numRuns: 60, seed: 20_261_121 },
  );
});

test('ascendants and rise/set of an array equal one call per (moment, place)', () => {
  const place = fc.record({
    jd: moment,
    lat: fc.double({ min: -66, max: 66, noNaN: true }),
    lon: fc.double({ min: -180, max: 180, noNaN: true }),
  });
  fc.assert(
    fc.property(fc.array(place, { minLength: 1, maxLength: 20 }), fc.boolean(), (ps, tropical) => {
      const jd = Float64Array.from(ps.map((p) => p.jd));
      const lat = Float64Array.from(ps.map((p) => p.lat));
      const lon = Float64Array.from(ps.map((p) => p.lon));
      const asc = ascendants(jd, lat, lon, { tropical });
      const rs = riseSet(jd, lat, lon, { body: tropical ? 'moon' : 'sun' });
      ps.forEach((p, i) => {
        const a = ascendants(Float64Array.of(p.jd), Float64Array.of(p.lat), Float64Array.of(p.lon), { tropical });
        assert.equal(a.ascendantDeg[0], asc.ascendantDeg[i]);
        assert.equal(a.mcDeg[0], asc.mcDeg[i]);
        const r = riseSet(Float64Array.of(p.jd), Float64Array.of(p.lat), Float64Array.of(p.lon), { body: tropical ? 'moon' : 'sun' });
        assert.ok(Object.is(r.riseJdUt[0], rs.riseJdUt[i]) && Object.is(r.setJdUt[0], rs.setJdUt[i]), `rise/set ${i}`);
      });
    }),
    { numRuns: 30, seed: 1_121 },
  );
});
