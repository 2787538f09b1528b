/**
 * The monthly vrats at further places abroad against published values
 * (test/reference/drik-vrats-abroad-geo.ts), by the comparison of
 * vrat-reference-check.ts: every date equal, tithi times within 2 minutes.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { REFERENCE_PLACES } from '../../reference/drik-panchang.ts';
import { VRAT_REFERENCE_ABROAD_GEO } from '../../reference/drik-vrats-abroad-geo.ts';
import { checkVratRecord } from './vrat-reference-check.ts';

describe('vrats at further places abroad against published values (test/reference/drik-vrats-abroad-geo.ts)', () => {
  test('the references are the two Seattle Pradosh days of January 2015, outside India', () => {
    assert.equal(VRAT_REFERENCE_ABROAD_GEO.length, 2);
    assert.deepEqual(
      VRAT_REFERENCE_ABROAD_GEO.map((r) => `${r.place} ${r.id} ${r.date}`),
      ['seattle pradosh 2015-01-02', 'seattle shani_pradosh 2015-01-17'],
    );
    for (const r of VRAT_REFERENCE_ABROAD_GEO) assert.notEqual(REFERENCE_PLACES[r.place!].timeZone, 'Asia/Kolkata');
  });

  for (const record of VRAT_REFERENCE_ABROAD_GEO) {
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => checkVratRecord(record));
  }
});
