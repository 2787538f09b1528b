import { test } from 'node:test';
import assert from 'node:assert/strict';
import { roundFixed } from '../../../src/operations/shared/present.ts';
import { seededRandom } from '../../fixtures.ts';

function check(x: number, digits: number): void {
  const expected = Number(x.toFixed(digits));
  assert.ok(
    Object.is(roundFixed(x, digits), expected),
    `roundFixed(${x}, ${digits}) = ${roundFixed(x, digits)}, toFixed gives ${expected}`,
  );
}

test('roundFixed is Number(x.toFixed(digits)) bit for bit: longitudes, degrees, signed and large values', () => {
  const r = seededRandom(5);
  for (let i = 0; i < 300_000; i += 1) {
    const digits = i % 10;
    check(r() * 360, 6);
    check(r() * 30, digits);
    check((r() - 0.5) * 2000, digits);
    check((r() - 0.5) * 10 ** (1 + (i % 15)), digits);
  }
});

test('roundFixed at halves, near halves, zeros and non-finite values', () => {
  const r = seededRandom(11);
  for (let i = 0; i < 100_000; i += 1) {
    const digits = i % 10;
    // k + 0.5 units of the last digit, and a few doubles either side of it.
    const half = (Math.floor(r() * 1e6) + 0.5) / 10 ** digits;
    for (const x of [half, -half, half * (1 + Number.EPSILON), half * (1 - Number.EPSILON), half + 1e-12, half - 1e-12]) check(x, digits);
  }
  for (const x of [
    0,
    -0,
    1e-9,
    -1e-9,
    4e-7,
    -4e-7,
    5e-7,
    -5e-7,
    Number.NaN,
    Infinity,
    -Infinity,
    2 ** 31,
    1e21,
    -1e21,
    359.9999995,
    0.0000005,
  ]) {
    for (let digits = 0; digits <= 9; digits += 1) check(x, digits);
  }
  check(1.23456789, 12);
});
