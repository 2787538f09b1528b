/**
 * The sankranti and tied observances at places abroad of
 * test/reference/drik-sankranti-abroad-geo.ts, by the comparisons of
 * sankranti-cover-g6.test.ts: the day rule applied to the published moment
 * gives the published day, our own moment lies within 16 minutes and gives
 * the same day, and the observances fall on the published days.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FestivalYearContext } from '../../../src/domain/festivals/index.ts';
import { SANKRANTI_NAMES, sankrantiDay, sankrantisOfYear } from '../../../src/domain/sankranti/index.ts';
import { renderLocal } from '../../../src/time/index.ts';
import { REFERENCE_PLACES } from '../../reference/drik-panchang.ts';
import { ABROAD_GEO_SANKRANTI_OBSERVANCE_REFERENCE, ABROAD_GEO_SANKRANTI_REFERENCE } from '../../reference/drik-sankranti-abroad-geo.ts';
import { contextOf } from './reference-helpers.ts';

/** UT Julian day of a local 'YYYY-MM-DD HH:MM' in the context's zone. */
function jdOfLocal(ctx: FestivalYearContext, local: string): number {
  const wall = Date.parse(`${local.replace(' ', 'T')}:00Z`) / 86_400_000 + 2_440_587.5;
  return wall - ctx.offsetMinutesAt(wall) / 1_440;
}

/** As sankranti-cover-g6.test.ts: published moments come some minutes after the Swiss Ephemeris' Lahiri ingress; allowed 16. */
const MOMENT_TOLERANCE_MIN = 16;

describe('sankrantis abroad against published values (test/reference/drik-sankranti-abroad-geo.ts)', () => {
  test('the reference holds its records, all outside India', () => {
    assert.equal(ABROAD_GEO_SANKRANTI_REFERENCE.length, 1);
    assert.equal(ABROAD_GEO_SANKRANTI_OBSERVANCE_REFERENCE.length, 3);
    for (const r of [...ABROAD_GEO_SANKRANTI_REFERENCE, ...ABROAD_GEO_SANKRANTI_OBSERVANCE_REFERENCE])
      assert.notEqual(REFERENCE_PLACES[r.place].timeZone, 'Asia/Kolkata', r.place);
  });

  for (const record of ABROAD_GEO_SANKRANTI_REFERENCE) {
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => {
      const ctx = contextOf(record.place, record.year);
      const sign = SANKRANTI_NAMES.findIndex((s) => s.id === record.id);
      const ours = sankrantisOfYear(ctx).find((s) => s.signIndex === sign);
      assert.ok(ours, `${record.id} in ${record.year}`);
      assert.ok(record.moment, 'a published moment');
      const published = jdOfLocal(ctx, record.moment);
      const off = (ours.atJdUt - published) * 1_440;
      assert.ok(
        Math.abs(off) <= MOMENT_TOLERANCE_MIN,
        `moment ${renderLocal(ours.atJdUt, ctx.offsetMinutesAt, 'minute')}: ${off.toFixed(1)} min`,
      );
      assert.equal(sankrantiDay(ctx, published, sign, 'dharma_sindhu')?.iso, record.date, 'the day rule on the published moment');
      assert.equal(ours.day.iso, record.date);
    });
  }

  for (const record of ABROAD_GEO_SANKRANTI_OBSERVANCE_REFERENCE) {
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => {
      const found = sankrantisOfYear(contextOf(record.place, record.year), [record.id]).flatMap((s) => s.observances);
      assert.deepEqual(
        found.map((o) => o.day.iso),
        [record.date],
      );
    });
  }
});
