/**
 * The sankrantis and their tied observances against Drik's values for Indian
 * cities other than New Delhi in test/reference/drik-sankranti-india-geo.ts,
 * by the comparisons of sankranti-reference-check.ts: our moment within the
 * tolerance of Drik's, the day rule on Drik's moment and on ours giving Drik's
 * day, and the observances on the published days.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { INDIA_GEO_SANKRANTI_OBSERVANCE_REFERENCE, INDIA_GEO_SANKRANTI_REFERENCE } from '../../reference/drik-sankranti-india-geo.ts';
import { checkObservanceRecord, checkSankrantiRecord } from './sankranti-reference-check.ts';

describe("sankrantis against Drik's values for further Indian cities (test/reference/drik-sankranti-india-geo.ts)", () => {
  test('the reference holds its records, each with its moment', () => {
    assert.equal(INDIA_GEO_SANKRANTI_REFERENCE.length, 4);
    assert.equal(INDIA_GEO_SANKRANTI_OBSERVANCE_REFERENCE.length, 4);
    assert.ok(INDIA_GEO_SANKRANTI_REFERENCE.every((r) => r.moment !== undefined));
  });

  for (const record of INDIA_GEO_SANKRANTI_REFERENCE)
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => checkSankrantiRecord(record));

  for (const record of INDIA_GEO_SANKRANTI_OBSERVANCE_REFERENCE)
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => checkObservanceRecord(record));
});
