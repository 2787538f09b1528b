/**
 * The monthly vrats in Indian cities other than New Delhi against published
 * city tables (test/reference/drik-vrats-cities.ts): every date equal, tithi
 * and windows within 2 minutes, moonrise within 3 (ours the Moon's centre,
 * Drik's the upper limb's, as in vrats.test.ts); a row the source itself
 * shows is not Drik's is checked to differ, with its reason.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { vratsOfYear } from '../../../src/domain/vrats/index.ts';
import { VRAT_CITIES_SECOND_SOURCES, VRAT_REFERENCE_CITIES } from '../../reference/drik-vrats-cities.ts';
import { contextOf, minutesOff } from './reference-helpers.ts';
import { checkVratRecord, VRAT_TOLERANCE_MIN, vratKindOf as kindOf } from './vrat-reference-check.ts';

describe('vrats in Indian cities against published city tables (test/reference/drik-vrats-cities.ts)', () => {
  test('the reference covers twenty cities, five kinds and three years of 2023-2027, none of them New Delhi', () => {
    assert.ok(VRAT_REFERENCE_CITIES.length >= 120);
    assert.ok(VRAT_REFERENCE_CITIES.every((r) => r.place !== 'new-delhi'));
    assert.ok(new Set(VRAT_REFERENCE_CITIES.map((r) => r.place)).size >= 20);
    assert.ok(new Set(VRAT_REFERENCE_CITIES.map((r) => kindOf(r.id))).size >= 4);
    assert.ok(new Set(VRAT_REFERENCE_CITIES.map((r) => r.year).filter((y) => y >= 2023 && y <= 2027)).size >= 3);
  });

  for (const record of VRAT_REFERENCE_CITIES) {
    const what = record.moment ? `moonrise ${record.moment.at}` : record.window ? `${record.window.id}` : 'tithi';
    test(`${record.place} ${record.date} ${record.id}: ${what}`, () => checkVratRecord(record, record.differs));
  }

  for (const second of VRAT_CITIES_SECOND_SOURCES) {
    test(`${second.place} ${second.date} ${second.id}: a second source's tithi differs, as explained`, () => {
      const ctx = contextOf(second.place, second.year);
      const found = vratsOfYear(ctx, [kindOf(second.id)]).find((v) => v.day.iso === second.date);
      assert.ok(found, `no ${second.id} on ${second.date}`);
      const start = minutesOff(second, second.tithi.start, found.tithi.startJdUt, ctx);
      const end = minutesOff(second, second.tithi.end, found.tithi.endJdUt, ctx);
      assert.ok(
        Math.abs(start) > VRAT_TOLERANCE_MIN || Math.abs(end) > VRAT_TOLERANCE_MIN,
        `${start.toFixed(1)} / ${end.toFixed(1)} min, yet marked: ${second.differs}`,
      );
    });
  }
});
