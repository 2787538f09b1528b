/**
 * The monthly vrats against the published values of
 * test/reference/drik-vrats-cover-g5.ts (Drik Panchang's New Delhi year
 * lists of 2026, newspapers quoting Drik, places outside India): every date
 * equal, tithi and windows within 2 minutes, moonrise within 3 (ours the
 * Moon's centre, Drik's printed moonrise the upper limb's, as in
 * vrats.test.ts), and Drik's 2026 Sankashti moonrises, the Moon's centre on
 * the unrefracted horizon, within 2 under that convention.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { vratsOfYear } from '../../../src/domain/vrats/index.ts';
import { COVER_G5_UNREFRACTED_MOONRISE, COVER_G5_VRAT_REFERENCE } from '../../reference/drik-vrats-cover-g5.ts';
import type { VratReference } from '../../reference/drik-vrats.ts';
import { contextOf, minutesOff } from './reference-helpers.ts';
import { checkVratRecord, VRAT_TOLERANCE_MIN, vratKindOf as kindOf } from './vrat-reference-check.ts';

const unrefracted = new Set(COVER_G5_UNREFRACTED_MOONRISE);

/** A record whose moonrise is the Moon's centre on the unrefracted horizon: the rest as usual, the moonrise under that convention. */
function checkUnrefracted(record: VratReference & { moment: { id: string; at: string } }): void {
  const { moment, ...rest } = record;
  checkVratRecord(rest);
  const ctx = contextOf(record.place ?? 'new-delhi', record.year, { moonrise: 'centre_no_refraction' });
  const found = vratsOfYear(ctx, [kindOf(record.id)]).find((v) => v.day.iso === record.date);
  const m = found?.moments.find((x) => x.id === moment.id);
  assert.ok(m, `${moment.id} on ${record.date}`);
  const minutes = minutesOff(record, moment.at, m.atJdUt, ctx);
  assert.ok(Math.abs(minutes) <= VRAT_TOLERANCE_MIN, `${moment.id}: published ${moment.at}, ${minutes.toFixed(1)} min`);
}

describe('vrats against more published values (test/reference/drik-vrats-cover-g5.ts)', () => {
  test('the reference covers eight kinds, and its unrefracted moonrises are its records', () => {
    assert.ok(COVER_G5_VRAT_REFERENCE.length >= 100);
    assert.ok(new Set(COVER_G5_VRAT_REFERENCE.map((r) => kindOf(r.id))).size >= 8);
    assert.equal(COVER_G5_UNREFRACTED_MOONRISE.length, 12);
    const keyed = COVER_G5_VRAT_REFERENCE.filter((r) => r.moment && unrefracted.has(`${r.place ?? 'new-delhi'} ${r.date}`));
    assert.equal(keyed.length, COVER_G5_UNREFRACTED_MOONRISE.length);
  });

  for (const record of COVER_G5_VRAT_REFERENCE) {
    const moment = record.moment;
    test(`${record.place ?? 'new-delhi'} ${record.year} ${record.id}: ${record.date}`, () =>
      moment && unrefracted.has(`${record.place ?? 'new-delhi'} ${record.date}`)
        ? checkUnrefracted({ ...record, moment })
        : checkVratRecord(record));
  }
});
