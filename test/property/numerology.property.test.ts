import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { chaldeanName, loShuGrid, numerologyCompatibility, reduceNumber } from '../../src/domain/numerology/index.ts';

const date = fc.record({
  year: fc.integer({ min: 1800, max: 2400 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
});

test('Lo Shu counts equal the non-zero digits of the date', () => {
  fc.assert(
    fc.property(date, (d) => {
      const g = loShuGrid(d);
      const digits = `${String(d.day).padStart(2, '0')}${String(d.month).padStart(2, '0')}${d.year}`.replace(/0/g, '');
      const total = g.grid.flat().reduce((s, c) => s + c, 0);
      assert.equal(total, digits.length);
      for (let n = 1; n <= 9; n += 1) assert.equal(g.counts[n - 1], [...digits].filter((c) => Number(c) === n).length);
      assert.equal(g.missing.length + g.counts.filter((c) => c > 0).length, 9);
    }),
  );
});

test('a reduced number is the digital root', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1e9 }), (n) => {
      const r = reduceNumber(n);
      assert.ok(r >= 1 && r <= 9);
      assert.equal(r, 1 + ((n - 1) % 9));
    }),
  );
});

test('name numbers: reduced value matches the compound, compatibility stays in 0..100', () => {
  const name = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}$/);
  fc.assert(
    fc.property(name, name, date, date, (a, b, da, db) => {
      const n = chaldeanName(a);
      assert.equal(n.number, reduceNumber(n.compound));
      const c = numerologyCompatibility({ name: a, dateOfBirth: da }, { name: b, dateOfBirth: db });
      assert.ok(Number.isInteger(c.score) && c.score >= 0 && c.score <= 100);
    }),
  );
});
