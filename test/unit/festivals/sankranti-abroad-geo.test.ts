/**
 * The sankranti and tied observances at places abroad of
 * test/reference/drik-sankranti-abroad-geo.ts and drik-sankranti-abroad-g15.ts,
 * by the comparisons of sankranti-reference-check.ts: the day rule applied to
 * the published moment gives the published day, our own moment lies within 16
 * minutes and gives the same day, and the observances fall on the published days.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { REFERENCE_PLACES } from '../../reference/drik-panchang.ts';
import { ABROAD_G15_SANKRANTI_OBSERVANCE_REFERENCE, ABROAD_G15_SANKRANTI_REFERENCE } from '../../reference/drik-sankranti-abroad-g15.ts';
import { ABROAD_GEO_SANKRANTI_OBSERVANCE_REFERENCE, ABROAD_GEO_SANKRANTI_REFERENCE } from '../../reference/drik-sankranti-abroad-geo.ts';
import type { SankrantiObservanceReference, SankrantiReference } from '../../reference/drik-sankranti.ts';
import { checkObservanceRecord, checkSankrantiRecord } from './sankranti-reference-check.ts';

/** [reference module, its sankranti records, its observance records, how many of each it holds]. */
const MODULES: [string, SankrantiReference[], SankrantiObservanceReference[], number, number][] = [
  ['drik-sankranti-abroad-geo.ts', ABROAD_GEO_SANKRANTI_REFERENCE, ABROAD_GEO_SANKRANTI_OBSERVANCE_REFERENCE, 1, 3],
  ['drik-sankranti-abroad-g15.ts', ABROAD_G15_SANKRANTI_REFERENCE, ABROAD_G15_SANKRANTI_OBSERVANCE_REFERENCE, 4, 4],
];

for (const [file, sankrantis, observances, sankrantiCount, observanceCount] of MODULES) {
  describe(`sankrantis abroad against published values (test/reference/${file})`, () => {
    test('the reference holds its records, all outside India, each sankranti with its moment', () => {
      assert.equal(sankrantis.length, sankrantiCount);
      assert.equal(observances.length, observanceCount);
      assert.ok(sankrantis.every((r) => r.moment !== undefined));
      for (const r of [...sankrantis, ...observances]) assert.notEqual(REFERENCE_PLACES[r.place].timeZone, 'Asia/Kolkata', r.place);
    });

    for (const record of sankrantis)
      test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => checkSankrantiRecord(record));

    for (const record of observances)
      test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => checkObservanceRecord(record));
  });
}
