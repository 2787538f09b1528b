import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ashtakoot, KOOTA_MAX, moonProfile } from '../../src/domain/matching/index.ts';

const lon = fc.double({ min: 0, max: 359.999999, noNaN: true });

test('every koota score lies in [0, its maximum]; the total is their sum and at most 36', () => {
  fc.assert(
    fc.property(lon, lon, (a, b) => {
      const r = ashtakoot(moonProfile(a), moonProfile(b));
      assert.equal(r.kootas.length, 8);
      let sum = 0;
      for (const k of r.kootas) {
        assert.equal(k.max, KOOTA_MAX[k.name]);
        assert.ok(k.score >= 0 && k.score <= k.max, `${k.name} ${k.score}`);
        // Scores move in half points at most.
        assert.equal(k.score * 2, Math.round(k.score * 2));
        sum += k.score;
      }
      assert.equal(r.total, sum);
      assert.ok(r.total >= 0 && r.total <= 36);
    }),
    { numRuns: 2000 },
  );
});

test('the symmetric kootas do not depend on who is groom', () => {
  fc.assert(
    fc.property(lon, lon, (a, b) => {
      const ab = ashtakoot(moonProfile(a), moonProfile(b));
      const ba = ashtakoot(moonProfile(b), moonProfile(a));
      for (const name of ['tara_dina', 'yoni', 'graha_maitri', 'bhakoot', 'nadi']) {
        assert.equal(ab.kootas.find((k) => k.name === name)!.score, ba.kootas.find((k) => k.name === name)!.score, name);
      }
    }),
    { numRuns: 500 },
  );
});
