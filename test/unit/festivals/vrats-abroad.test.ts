/**
 * The monthly vrats outside India against published values
 * (test/reference/drik-vrats-abroad.ts): every date equal, tithi times within
 * 2 minutes, moonrise within 3 (ours the Moon's centre, Drik's the upper
 * limb's, as in vrats.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { VRAT_ROWS, vratsOfYear, type VratKind } from '../../../src/domain/vrats/index.ts';
import { renderLocal } from '../../../src/time/index.ts';
import { VRAT_REFERENCE_ABROAD, VRAT_TITHI_ABROAD } from '../../reference/drik-vrats-abroad.ts';
import { contextOf, minutesOff } from './reference-helpers.ts';

const TOLERANCE_MIN = 2;
const MOONRISE_TOLERANCE_MIN = 3;

const kindOf = (id: string): VratKind => {
  const row = VRAT_ROWS.find((r) => r.id === id || Object.values(r.weekdayNames ?? {}).some((n) => n?.id === id));
  assert.ok(row, id);
  return row.id;
};

describe('vrats abroad against published values (test/reference/drik-vrats-abroad.ts)', () => {
  test('the references are outside India', () => {
    assert.ok(VRAT_REFERENCE_ABROAD.length + VRAT_TITHI_ABROAD.length >= 3);
    assert.ok(VRAT_REFERENCE_ABROAD.every((r) => r.place === 'new-york'));
  });

  for (const record of VRAT_REFERENCE_ABROAD) {
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => {
      const ctx = contextOf(record.place!, record.year);
      const found = vratsOfYear(ctx, [kindOf(record.id)]).find((v) => v.day.iso === record.date);
      assert.ok(found, `no ${record.id} on ${record.date}`);
      assert.equal(found.id, record.id);
      const near = (what: string, published: string, jdUt: number, tolerance = TOLERANCE_MIN) => {
        const minutes = minutesOff(record, published, jdUt, ctx);
        assert.ok(
          Math.abs(minutes) <= tolerance,
          `${what}: published ${published}, ours ${renderLocal(jdUt, ctx.offsetMinutesAt, 'second')} (${minutes.toFixed(1)} min)`,
        );
      };
      if (record.tithi) {
        near('tithi start', record.tithi.start, found.tithi.startJdUt);
        near('tithi end', record.tithi.end, found.tithi.endJdUt);
      }
      if (record.window) {
        const w = found.windows.find((x) => x.id === record.window!.id);
        assert.ok(w, record.window.id);
        near(`${w.id} start`, record.window.start, w.startJdUt);
        near(`${w.id} end`, record.window.end, w.endJdUt);
      }
      if (record.moment) {
        const m = found.moments.find((x) => x.id === record.moment!.id);
        assert.ok(m, record.moment.id);
        near(m.id, record.moment.at, m.atJdUt, m.id === 'moonrise' ? MOONRISE_TOLERANCE_MIN : TOLERANCE_MIN);
      }
    });
  }

  for (const span of VRAT_TITHI_ABROAD) {
    test(`${span.place} ${span.year} ${span.kind}: tithi ${span.start} to ${span.end}`, () => {
      const ctx = contextOf(span.place, span.year);
      const record = { date: span.start.slice(0, 10) };
      const found = vratsOfYear(ctx, [kindOf(span.kind)]).find(
        (v) => Math.abs(minutesOff(record, span.start, v.tithi.startJdUt, ctx)) <= TOLERANCE_MIN,
      );
      assert.ok(found, `no ${span.kind} whose tithi begins at ${span.start}`);
      const end = minutesOff(record, span.end, found.tithi.endJdUt, ctx);
      assert.ok(Math.abs(end) <= TOLERANCE_MIN, `tithi end ${end.toFixed(1)} min`);
    });
  }
});
