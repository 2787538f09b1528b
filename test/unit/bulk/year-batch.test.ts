/**
 * The bulk forms' request shape (src/operations/shared/year-batch.ts): the
 * limits named before any work, the cursor bound to its request whatever the
 * key order, and the charged share of a reservation (src/platform/ledger.ts).
 * Reference: the limits stated in docs/bulk.md.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unitsCharged } from '../../../src/platform/ledger.ts';
import { bulkShape, MAX_BATCH_UNITS, MAX_BATCH_YEARS } from '../../../src/operations/shared/year-batch.ts';
import { expectApiError } from '../../fixtures.ts';

const places = (n: number) => Array.from({ length: n }, (_, i) => ({ lat: i / 10, lon: 77 }));

test('units are places x years x activities; to_year defaults to from_year', () => {
  assert.deepEqual(
    { ...bulkShape({ places: places(3), from_year: 2026 }, 'op'), fingerprint: undefined },
    { years: 1, keys: [undefined], units: 3, first: 0, fingerprint: undefined },
  );
  const s = bulkShape({ places: places(2), from_year: 2026, to_year: 2028, activities: ['marriage', 'travel'] }, 'op');
  assert.equal(s.years, 3);
  assert.equal(s.units, 2 * 3 * 2);
});

test(`over ${MAX_BATCH_YEARS} years, to_year before from_year, over ${MAX_BATCH_UNITS} units: 400 naming the field and the limit`, async () => {
  await expectApiError(() => bulkShape({ places: places(1), from_year: 2000, to_year: 2000 + MAX_BATCH_YEARS }, 'op'), {
    code: 'invalid_parameter',
    param: 'to_year',
    message: new RegExp(`at most ${MAX_BATCH_YEARS} years`),
  });
  await expectApiError(() => bulkShape({ places: places(1), from_year: 2000, to_year: 1999 }, 'op'), {
    code: 'invalid_parameter',
    param: 'to_year',
  });
  await expectApiError(() => bulkShape({ places: places(1_000), from_year: 2000, to_year: 2009, activities: ['a', 'b'] }, 'op'), {
    code: 'invalid_parameter',
    param: 'activities',
    message: new RegExp(`at most ${MAX_BATCH_UNITS} units`),
  });
  // Exactly the limit is allowed.
  assert.equal(bulkShape({ places: places(1_000), from_year: 2000, to_year: 2009 }, 'op').units, MAX_BATCH_UNITS);
});

test("a cursor is bound to its request and operation, whatever the body's key order", async () => {
  const body = { places: places(4), from_year: 2026, to_year: 2027, lang: 'hi' };
  const fp = bulkShape(body, 'op').fingerprint;
  const cursor = Buffer.from(`3.${fp}`).toString('base64url');
  assert.equal(bulkShape({ ...body, cursor }, 'op').first, 3);
  assert.equal(bulkShape({ lang: 'hi', to_year: 2027, from_year: 2026, places: places(4), cursor }, 'op').first, 3);
  await expectApiError(() => bulkShape({ ...body, cursor }, 'other'), { code: 'invalid_parameter', param: 'cursor' });
  await expectApiError(() => bulkShape({ ...body, lang: 'en', cursor }, 'op'), { code: 'invalid_parameter', param: 'cursor' });
  // Past the last unit, or 0, is no cursor of this request.
  const past = Buffer.from(`8.${fp}`).toString('base64url');
  await expectApiError(() => bulkShape({ ...body, cursor: past }, 'op'), { code: 'invalid_parameter', param: 'cursor' });
});

test('the share of a reservation charged: credits in proportion, a test call whole unless nothing was answered', () => {
  assert.equal(unitsCharged(10, 10), 10);
  assert.equal(unitsCharged(10, 10, 0.4), 4);
  assert.equal(unitsCharged(10, 10, 0), 0);
  assert.equal(unitsCharged(1, 0, 0.25), 1);
  assert.equal(unitsCharged(1, 0, 0), 0);
});
