/**
 * The monthly vrats against the published values of
 * test/reference/drik-vrats-cover-g5.ts (Drik Panchang's New Delhi year
 * lists of 2026, newspapers quoting Drik, places outside India): every date
 * equal, tithi and windows within 2 minutes, moonrise within 3 (ours the
 * Moon's centre, Drik's printed moonrise the upper limb's, as in
 * vrats.test.ts). Two kinds of moonrise are compared under their own
 * convention, within 2 minutes: Drik's 2026 Sankashti list, the Moon's centre
 * on the unrefracted horizon, and London's, the upper limb's, which at 51.5
 * degrees north rises over 3 minutes before the centre (as in
 * reference-halves.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RisingChoice } from '../../../src/domain/panchang/index.ts';
import { vratsOfYear } from '../../../src/domain/vrats/index.ts';
import { COVER_G5_UNREFRACTED_MOONRISE, COVER_G5_VRAT_REFERENCE } from '../../reference/drik-vrats-cover-g5.ts';
import type { VratReference } from '../../reference/drik-vrats.ts';
import { contextOf, minutesOff } from './reference-helpers.ts';
import { checkVratRecord, VRAT_TOLERANCE_MIN, vratKindOf as kindOf } from './vrat-reference-check.ts';

const unrefracted = new Set(COVER_G5_UNREFRACTED_MOONRISE);

/** The convention a record's published moonrise is compared under, where it is not the default's. */
function moonriseConvention(record: VratReference): RisingChoice | undefined {
  if (record.moment?.id !== 'moonrise') return undefined;
  if (unrefracted.has(`${record.place ?? 'new-delhi'} ${record.date}`)) return { moonrise: 'centre_no_refraction' };
  return record.place === 'london' ? { moonrise: 'upper_limb' } : undefined;
}

/** A record whose moonrise has its own convention: the rest as usual, the moonrise under that convention. */
function checkUnder(record: VratReference & { moment: { id: string; at: string } }, rising: RisingChoice): void {
  const { moment, ...rest } = record;
  checkVratRecord(rest);
  const ctx = contextOf(record.place ?? 'new-delhi', record.year, rising);
  const found = vratsOfYear(ctx, [kindOf(record.id)]).find((v) => v.day.iso === record.date);
  const m = found?.moments.find((x) => x.id === moment.id);
  assert.ok(m, `${moment.id} on ${record.date}`);
  const minutes = minutesOff(record, moment.at, m.atJdUt, ctx);
  assert.ok(Math.abs(minutes) <= VRAT_TOLERANCE_MIN, `${moment.id}: published ${moment.at}, ${minutes.toFixed(1)} min`);
}

describe('vrats against more published values (test/reference/drik-vrats-cover-g5.ts)', () => {
  test('the reference covers ten kinds, places in and outside India, and its unrefracted moonrises are its records', () => {
    assert.ok(COVER_G5_VRAT_REFERENCE.length >= 150);
    assert.ok(new Set(COVER_G5_VRAT_REFERENCE.map((r) => kindOf(r.id))).size >= 10);
    const places = new Set<string>(COVER_G5_VRAT_REFERENCE.map((r) => r.place ?? 'new-delhi'));
    assert.ok(['delhi', 'mumbai', 'london', 'new-york', 'los-angeles', 'woodbridge-nj'].every((p) => places.has(p)));
    assert.equal(COVER_G5_UNREFRACTED_MOONRISE.length, 12);
    const keyed = COVER_G5_VRAT_REFERENCE.filter((r) => r.moment && unrefracted.has(`${r.place ?? 'new-delhi'} ${r.date}`));
    assert.equal(keyed.length, COVER_G5_UNREFRACTED_MOONRISE.length);
  });

  test("Drik's 2026 US Amavasya lists: the Darsha Amavasya of 9 October, the Ashwina Amavasya (snan-daan) of the 10th", () => {
    const darsha = COVER_G5_VRAT_REFERENCE.filter((r) => r.id === 'amavasya' && r.date === '2026-10-09');
    assert.equal(darsha.length, 6);
    for (const record of darsha) {
      const found = vratsOfYear(contextOf(record.place!, 2026), ['amavasya']).find((v) => v.day.iso === record.date);
      assert.equal(found?.udayaDay?.iso, '2026-10-10', record.place);
    }
  });

  for (const record of COVER_G5_VRAT_REFERENCE) {
    const moment = record.moment;
    const rising = moonriseConvention(record);
    test(`${record.place ?? 'new-delhi'} ${record.year} ${record.id}: ${record.date}`, () =>
      moment && rising ? checkUnder({ ...record, moment }, rising) : checkVratRecord(record));
  }
});
