/**
 * The sankranti and tied observances at places abroad of
 * test/reference/drik-sankranti-abroad-g15.ts, by the comparisons of
 * sankranti-reference-check.ts: the day rule applied to the published moment
 * gives the published day, our own moment lies within 16 minutes and gives
 * the same day, and the observances fall on the published days.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { REFERENCE_PLACES } from '../../reference/drik-panchang.ts';
import { ABROAD_G15_SANKRANTI_OBSERVANCE_REFERENCE, ABROAD_G15_SANKRANTI_REFERENCE } from '../../reference/drik-sankranti-abroad-g15.ts';
import { checkObservanceRecord, checkSankrantiRecord } from './sankranti-reference-check.ts';

describe('sankrantis abroad against published values (test/reference/drik-sankranti-abroad-g15.ts)', () => {
  test('the reference holds its records, all outside India, each sankranti with its moment', () => {
    assert.equal(ABROAD_G15_SANKRANTI_REFERENCE.length, 4);
    assert.equal(ABROAD_G15_SANKRANTI_OBSERVANCE_REFERENCE.length, 4);
    assert.ok(ABROAD_G15_SANKRANTI_REFERENCE.every((r) => r.moment !== undefined));
    for (const r of [...ABROAD_G15_SANKRANTI_REFERENCE, ...ABROAD_G15_SANKRANTI_OBSERVANCE_REFERENCE])
      assert.notEqual(REFERENCE_PLACES[r.place].timeZone, 'Asia/Kolkata', r.place);
  });

  for (const record of ABROAD_G15_SANKRANTI_REFERENCE)
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => checkSankrantiRecord(record));

  for (const record of ABROAD_G15_SANKRANTI_OBSERVANCE_REFERENCE)
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => checkObservanceRecord(record));
});
