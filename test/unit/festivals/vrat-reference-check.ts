/**
 * What the vrat reference tests share (vrats.test.ts, vrats-abroad.test.ts,
 * vrats-cities.test.ts): the vrat kind of a published id, the rising
 * convention a record is compared under, and the one comparison of a record
 * with the vrat the engine finds on its date: the date equal, tithi and
 * windows within 2 minutes, moments within 3 (ours the Moon's centre, Drik's
 * printed moonrise the upper limb's, a minute or so earlier).
 */
import assert from 'node:assert/strict';
import { VRAT_ROWS, vratsOfYear, type VratKind } from '../../../src/domain/vrats/index.ts';
import type { RisingChoice } from '../../../src/domain/panchang/index.ts';
import { renderLocal } from '../../../src/time/index.ts';
import type { VratReference } from '../../reference/drik-vrats.ts';
import { contextOf, minutesOff } from './reference-helpers.ts';

export const VRAT_TOLERANCE_MIN = 2;
export const VRAT_MOMENT_TOLERANCE_MIN = 3;

/**
 * Drik's Chandra Darshan windows end at the Moon's centre setting on the
 * unrefracted horizon (vrats.test.ts); every other record is compared under
 * the default conventions.
 */
export const vratRisingFor = (windowId: string | undefined): RisingChoice =>
  windowId === 'moon_sighting' ? { moonrise: 'centre_no_refraction' } : {};

/** The vrat kind of a published id: the kind itself or one of its weekday names (soma_pradosh). */
export function vratKindOf(id: string): VratKind {
  const row = VRAT_ROWS.find((r) => r.id === id || Object.values(r.weekdayNames ?? {}).some((n) => n?.id === id));
  assert.ok(row, id);
  return row.id;
}

/**
 * Compares one record with the engine's vrat on its date (New Delhi unless
 * the record names a place). `momentDiffers`: why the published moment is
 * not Drik's; the moment must then lie outside the tolerance.
 */
export function checkVratRecord(record: VratReference, momentDiffers?: string): void {
  const ctx = contextOf(record.place ?? 'new-delhi', record.year, vratRisingFor(record.window?.id));
  const found = vratsOfYear(ctx, [vratKindOf(record.id)]).find((v) => v.day.iso === record.date);
  assert.ok(found, `no ${record.id} on ${record.date}`);
  assert.equal(found.id, record.id);
  const near = (label: string, published: string, jdUt: number, tolerance = VRAT_TOLERANCE_MIN) => {
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
    if (momentDiffers === undefined) near(m.id, record.moment.at, m.atJdUt, VRAT_MOMENT_TOLERANCE_MIN);
    else {
      const minutes = minutesOff(record, record.moment.at, m.atJdUt, ctx);
      assert.ok(Math.abs(minutes) > VRAT_MOMENT_TOLERANCE_MIN, `${m.id} ${minutes.toFixed(1)} min, yet marked: ${momentDiffers}`);
    }
  }
}
