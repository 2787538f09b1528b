/**
 * The sankrantis and their tied observances against Drik's values for Indian
 * cities other than New Delhi in test/reference/drik-sankranti-india-geo.ts,
 * by the comparisons of sankranti-cover-g6.test.ts: our moment within the
 * tolerance of Drik's, the day rule on Drik's moment and on ours giving Drik's
 * day, and the observances on the published days.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FestivalYearContext } from '../../../src/domain/festivals/index.ts';
import { SANKRANTI_NAMES, sankrantiDay, sankrantisOfYear } from '../../../src/domain/sankranti/index.ts';
import { renderLocal } from '../../../src/time/index.ts';
import { INDIA_GEO_SANKRANTI_OBSERVANCE_REFERENCE, INDIA_GEO_SANKRANTI_REFERENCE } from '../../reference/drik-sankranti-india-geo.ts';
import { contextOf } from './reference-helpers.ts';

/** UT Julian day of a local 'YYYY-MM-DD HH:MM' in the context's zone. */
function jdOfLocal(ctx: FestivalYearContext, local: string): number {
  const wall = Date.parse(`${local.replace(' ', 'T')}:00Z`) / 86_400_000 + 2_440_587.5;
  return wall - ctx.offsetMinutesAt(wall) / 1_440;
}

const signOf = (id: string): number => SANKRANTI_NAMES.findIndex((s) => s.id === id);

/** Drik's moments come 6-14 minutes after the Swiss Ephemeris' Lahiri ingress (sankranti.test.ts): allowed 16. */
const MOMENT_TOLERANCE_MIN = 16;

describe("sankrantis against Drik's values for further Indian cities (test/reference/drik-sankranti-india-geo.ts)", () => {
  test('the reference holds its records', () => {
    assert.equal(INDIA_GEO_SANKRANTI_REFERENCE.length, 4);
    assert.equal(INDIA_GEO_SANKRANTI_OBSERVANCE_REFERENCE.length, 4);
  });

  for (const record of INDIA_GEO_SANKRANTI_REFERENCE) {
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => {
      const ctx = contextOf(record.place, record.year);
      const sign = signOf(record.id);
      assert.ok(sign >= 0, record.id);
      const ours = sankrantisOfYear(ctx).find((s) => s.signIndex === sign);
      assert.ok(ours, `${record.id} in ${record.year}`);
      assert.ok(record.moment, 'each record carries its moment');
      const drikJd = jdOfLocal(ctx, record.moment);
      const off = (ours.atJdUt - drikJd) * 1_440;
      assert.ok(
        Math.abs(off) <= MOMENT_TOLERANCE_MIN,
        `moment ${renderLocal(ours.atJdUt, ctx.offsetMinutesAt, 'minute')}: ${off.toFixed(1)} min`,
      );
      assert.equal(sankrantiDay(ctx, drikJd, sign, 'dharma_sindhu')?.iso, record.date, "the day rule on Drik's moment");
      assert.equal(ours.day.iso, record.date);
    });
  }

  for (const record of INDIA_GEO_SANKRANTI_OBSERVANCE_REFERENCE) {
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => {
      const found = sankrantisOfYear(contextOf(record.place, record.year), [record.id]).flatMap((s) => s.observances);
      assert.deepEqual(
        found.map((o) => o.day.iso),
        [record.date],
      );
    });
  }
});
