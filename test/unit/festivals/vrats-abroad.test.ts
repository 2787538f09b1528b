/**
 * The monthly vrats outside India against published values
 * (test/reference/drik-vrats-abroad.ts): every date equal, tithi times within
 * 2 minutes, moonrise within 3 (ours the Moon's centre, Drik's the upper
 * limb's, as in vrats.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { vratsOfYear } from '../../../src/domain/vrats/index.ts';
import { VRAT_REFERENCE_ABROAD, VRAT_TITHI_ABROAD } from '../../reference/drik-vrats-abroad.ts';
import { contextOf, minutesOff } from './reference-helpers.ts';
import { checkVratRecord, VRAT_TOLERANCE_MIN, vratKindOf as kindOf } from './vrat-reference-check.ts';

describe('vrats abroad against published values (test/reference/drik-vrats-abroad.ts)', () => {
  test('the references are outside India', () => {
    assert.ok(VRAT_REFERENCE_ABROAD.length + VRAT_TITHI_ABROAD.length >= 3);
    assert.ok(VRAT_REFERENCE_ABROAD.every((r) => r.place === 'new-york'));
  });

  for (const record of VRAT_REFERENCE_ABROAD) {
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => checkVratRecord(record));
  }

  for (const span of VRAT_TITHI_ABROAD) {
    test(`${span.place} ${span.year} ${span.kind}: tithi ${span.start} to ${span.end}`, () => {
      const ctx = contextOf(span.place, span.year);
      const record = { date: span.start.slice(0, 10) };
      const found = vratsOfYear(ctx, [kindOf(span.kind)]).find(
        (v) => Math.abs(minutesOff(record, span.start, v.tithi.startJdUt, ctx)) <= VRAT_TOLERANCE_MIN,
      );
      assert.ok(found, `no ${span.kind} whose tithi begins at ${span.start}`);
      const end = minutesOff(record, span.end, found.tithi.endJdUt, ctx);
      assert.ok(Math.abs(end) <= VRAT_TOLERANCE_MIN, `tithi end ${end.toFixed(1)} min`);
    });
  }
});
