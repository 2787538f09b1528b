/**
 * The monthly vrats in Indian cities other than New Delhi against published
 * city tables (test/reference/drik-vrats-cities.ts): every date equal, tithi
 * and windows within 2 minutes, moonrise within 3 (ours the Moon's centre,
 * Drik's the upper limb's, as in vrats.test.ts); a row the source itself
 * shows is not Drik's is checked to differ, with its reason.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { VRAT_ROWS, vratsOfYear, type VratKind } from '../../../src/domain/vrats/index.ts';
import type { RisingChoice } from '../../../src/domain/panchang/index.ts';
import { renderLocal } from '../../../src/time/index.ts';
import { VRAT_CITIES_SECOND_SOURCES, VRAT_REFERENCE_CITIES } from '../../reference/drik-vrats-cities.ts';
import { contextOf, minutesOff } from './reference-helpers.ts';

const TOLERANCE_MIN = 2;
const MOONRISE_TOLERANCE_MIN = 3;

/** Drik's Chandra Darshan windows end at the centre's unrefracted moonset (vrats.test.ts). */
const risingFor = (windowId: string | undefined): RisingChoice =>
  windowId === 'moon_sighting' ? { moonrise: 'centre_no_refraction' } : {};

const kindOf = (id: string): VratKind => {
  const row = VRAT_ROWS.find((r) => r.id === id || Object.values(r.weekdayNames ?? {}).some((n) => n?.id === id));
  assert.ok(row, id);
  return row.id;
};

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
    test(`${record.place} ${record.date} ${record.id}: ${what}`, () => {
      const ctx = contextOf(record.place, record.year, risingFor(record.window?.id));
      const found = vratsOfYear(ctx, [kindOf(record.id)]).find((v) => v.day.iso === record.date);
      assert.ok(found, `no ${record.id} on ${record.date}`);
      assert.equal(found.id, record.id);
      const near = (label: string, published: string, jdUt: number, tolerance = TOLERANCE_MIN) => {
        const minutes = minutesOff(record, published, jdUt, ctx);
        assert.ok(
          Math.abs(minutes) <= tolerance,
          `${label}: published ${published}, ours ${renderLocal(jdUt, ctx.offsetMinutesAt, 'second')} (${minutes.toFixed(1)} min)`,
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
        if (record.differs === undefined) near(m.id, record.moment.at, m.atJdUt, MOONRISE_TOLERANCE_MIN);
        else {
          const minutes = minutesOff(record, record.moment.at, m.atJdUt, ctx);
          assert.ok(Math.abs(minutes) > MOONRISE_TOLERANCE_MIN, `${m.id} ${minutes.toFixed(1)} min, yet marked: ${record.differs}`);
        }
      }
    });
  }

  for (const second of VRAT_CITIES_SECOND_SOURCES) {
    test(`${second.place} ${second.date} ${second.id}: a second source's tithi differs, as explained`, () => {
      const ctx = contextOf(second.place, second.year);
      const found = vratsOfYear(ctx, [kindOf(second.id)]).find((v) => v.day.iso === second.date);
      assert.ok(found, `no ${second.id} on ${second.date}`);
      const start = minutesOff(second, second.tithi.start, found.tithi.startJdUt, ctx);
      const end = minutesOff(second, second.tithi.end, found.tithi.endJdUt, ctx);
      assert.ok(
        Math.abs(start) > TOLERANCE_MIN || Math.abs(end) > TOLERANCE_MIN,
        `${start.toFixed(1)} / ${end.toFixed(1)} min, yet marked: ${second.differs}`,
      );
    });
  }
});
