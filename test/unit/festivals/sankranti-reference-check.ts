/**
 * The one check of a published sankranti record and of a tied observance's
 * day, shared by the sankranti reference tests: our moment within
 * MOMENT_TOLERANCE_MIN of the published one, the day rule on the published
 * moment and on ours giving the published day, and the punya kaal windows
 * from the published moment within WINDOW_TOLERANCE_MIN (a listed
 * difference is asserted to remain).
 */
import assert from 'node:assert/strict';
import { drikSankrantiJdUt, type FestivalYearContext } from '../../../src/domain/festivals/index.ts';
import { SANKRANTI_NAMES, sankrantiDay, sankrantisOfYear, sankrantiWindows } from '../../../src/domain/sankranti/index.ts';
import { renderLocal } from '../../../src/time/index.ts';
import type { SankrantiObservanceReference, SankrantiReference } from '../../reference/drik-sankranti.ts';
import { contextOf } from './reference-helpers.ts';

/** Drik's moments come 6-14 minutes after the Swiss Ephemeris' Lahiri ingress (sankranti.test.ts): allowed 16. */
export const MOMENT_TOLERANCE_MIN = 16;
export const WINDOW_TOLERANCE_MIN = 2;
/** A listed window-start difference must stay within this many minutes. */
const START_DIFFERS_MAX_MIN = 6;

/** UT Julian day of a local 'YYYY-MM-DD HH:MM' in the context's zone. */
export function jdOfLocal(ctx: FestivalYearContext, local: string): number {
  const wall = Date.parse(`${local.replace(' ', 'T')}:00Z`) / 86_400_000 + 2_440_587.5;
  return wall - ctx.offsetMinutesAt(wall) / 1_440;
}

export const signOf = (id: string): number => SANKRANTI_NAMES.findIndex((s) => s.id === id);

/** Minutes from a published 'HH:MM' on `date` to our moment. */
export function minutesFrom(ctx: FestivalYearContext, date: string, hhmm: string, jdUt: number): number {
  return (jdUt - jdOfLocal(ctx, `${date} ${hhmm}`)) * 1_440;
}

/**
 * What the rule does not give, and why: window starts or ends (or whole
 * windows, `window`) by "place year id window".
 */
export interface RecordDiffers {
  start?: Readonly<Record<string, string>>;
  end?: Readonly<Record<string, string>>;
  window?: Readonly<Record<string, string>>;
}

/** The moment of ours whose Drik moment (drikSankrantiJdUt) is `drikJdUt`: a few fixed-point steps (the lag changes by microseconds). */
function oursFromDrik(drikJdUt: number): number {
  let jdUt = drikJdUt;
  for (let step = 0; step < 3; step += 1) jdUt = drikJdUt - (drikSankrantiJdUt(jdUt) - jdUt);
  return jdUt;
}

export function checkSankrantiRecord(record: SankrantiReference, differs: RecordDiffers = {}): void {
  const ctx = contextOf(record.place, record.year);
  const sign = signOf(record.id);
  assert.ok(sign >= 0, record.id);
  const ours = sankrantisOfYear(ctx).find((s) => s.signIndex === sign);
  assert.ok(ours, `${record.id} in ${record.year}`);
  if (record.moment !== undefined) {
    const publishedJd = jdOfLocal(ctx, record.moment);
    const off = (ours.atJdUt - publishedJd) * 1_440;
    assert.ok(
      Math.abs(off) <= MOMENT_TOLERANCE_MIN,
      `moment ${renderLocal(ours.atJdUt, ctx.offsetMinutesAt, 'minute')}: ${off.toFixed(1)} min`,
    );
    // The day rule reads Drik's moment from ours (drikSankrantiJdUt), so it is given the moment of ours that Drik's printed one answers.
    assert.equal(
      sankrantiDay(ctx, oursFromDrik(publishedJd), sign, 'dharma_sindhu')?.iso,
      record.date,
      'the day rule on the published moment',
    );
  }
  const recordKey = `${record.place} ${record.year} ${record.id}`;
  assert.equal(ours.day.iso, record.date);
  // Windows by the rule from the published moment where printed (the windows of a night moment do not depend on it).
  const w = record.moment === undefined ? ours : sankrantiWindows(ctx, jdOfLocal(ctx, record.moment), sign)!;
  for (const [id, published, window] of [
    ['punya_kaal', record.punyaKaal, w.punyaKaal],
    ['maha_punya_kaal', record.mahaPunyaKaal, w.mahaPunyaKaal],
  ] as const) {
    if (published === undefined) continue;
    const start = minutesFrom(ctx, record.date, published.start, window.startJdUt);
    const end = minutesFrom(ctx, record.date, published.end, window.endJdUt);
    const key = `${recordKey} ${id}`;
    const whyWindow = differs.window?.[key];
    if (whyWindow !== undefined) {
      const within = Math.abs(start) <= WINDOW_TOLERANCE_MIN && Math.abs(end) <= WINDOW_TOLERANCE_MIN;
      assert.ok(!within, `${id} no longer differs: ${whyWindow}`);
      continue;
    }
    const whyStart = differs.start?.[key];
    const whyEnd = differs.end?.[key];
    if (whyStart === undefined) assert.ok(Math.abs(start) <= WINDOW_TOLERANCE_MIN, `${id}: start ${start.toFixed(1)} min`);
    else
      assert.ok(
        Math.abs(start) > WINDOW_TOLERANCE_MIN && Math.abs(start) <= START_DIFFERS_MAX_MIN,
        `${id} start no longer differs (or by more): ${whyStart}`,
      );
    if (whyEnd === undefined) assert.ok(Math.abs(end) <= WINDOW_TOLERANCE_MIN, `${id}: end ${end.toFixed(1)} min`);
    else assert.ok(Math.abs(end) > WINDOW_TOLERANCE_MIN, `${id} end no longer differs: ${whyEnd}`);
  }
}

/** A tied observance falls once, on the published day. */
export function checkObservanceRecord(record: SankrantiObservanceReference): void {
  const found = sankrantisOfYear(contextOf(record.place, record.year), [record.id]).flatMap((s) => s.observances);
  assert.deepEqual(
    found.map((o) => o.day.iso),
    [record.date],
  );
}
