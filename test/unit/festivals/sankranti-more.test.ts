/**
 * The sankrantis and their tied observances against the further published
 * values in test/reference/drik-sankranti-more.ts, by the comparisons of
 * sankranti.test.ts: the day and window rules applied to Drik's own moment
 * give Drik's day and windows, our own moment gives the same day, and the
 * observances fall on the published days.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FestivalYearContext } from '../../../src/domain/festivals/index.ts';
import { SANKRANTI_NAMES, sankrantiDay, sankrantisOfYear, sankrantiWindows } from '../../../src/domain/sankranti/index.ts';
import { renderLocal } from '../../../src/time/index.ts';
import { SANKRANTI_MORE_OBSERVANCE_REFERENCE, SANKRANTI_MORE_REFERENCE } from '../../reference/drik-sankranti-more.ts';
import { contextOf } from './reference-helpers.ts';

/** UT Julian day of a local 'YYYY-MM-DD HH:MM' in the context's zone. */
function jdOfLocal(ctx: FestivalYearContext, local: string): number {
  const wall = Date.parse(`${local.replace(' ', 'T')}:00Z`) / 86_400_000 + 2_440_587.5;
  return wall - ctx.offsetMinutesAt(wall) / 1_440;
}

const signOf = (id: string): number => SANKRANTI_NAMES.findIndex((s) => s.id === id);

/** Drik's moments come 6-14 minutes after the Swiss Ephemeris' Lahiri ingress (sankranti.test.ts): allowed 16. */
const MOMENT_TOLERANCE_MIN = 16;
const WINDOW_TOLERANCE_MIN = 2;

/** Published windows that the rule does not reproduce, and why (as sankranti.test.ts records them). */
const WINDOW_DIFFERS: Record<string, string> = {
  'new-delhi 2024 vrishchika punya_kaal':
    "LatestLY quotes the start at 06:47, two to three minutes after New Delhi's sunrise (06:44-06:45), where the 16 ghatis before " +
    "the moment (07:41) begin before sunrise and the rule clips them at sunrise; Drik's 2023 Kumbha page does the same (sankranti.test.ts).",
  'new-delhi 2024 kanya punya_kaal':
    'Daily Jagran prints 12:21 PM to sunset (06:25 PM) for an evening moment (07:43 PM); the rule gives the afternoon, from the middle ' +
    'of the daytime (12:16) to sunset, 5 minutes earlier. The end agrees; no second source found for the start.',
  'new-delhi 2024 kanya maha_punya_kaal':
    'Daily Jagran prints 04:24 PM to sunset, the rule 16:22 (five ghatis of the daytime before sunset). Both printed starts fit ' +
    'ghatis of 24.2-24.3 minutes (15 and 5 before sunset), a daytime of about 12 h 07 min, where New Delhi has 12 h 18 min that day; ' +
    'the cause (a misprint or another day length) is not found.',
};

describe('sankrantis against further Drik values (test/reference/drik-sankranti-more.ts)', () => {
  test('the reference holds records of at least three sankrantis and two observances', () => {
    assert.ok(new Set(SANKRANTI_MORE_REFERENCE.map((r) => r.id)).size >= 3);
    assert.ok(SANKRANTI_MORE_OBSERVANCE_REFERENCE.length >= 2);
  });

  for (const record of SANKRANTI_MORE_REFERENCE) {
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => {
      const ctx = contextOf(record.place, record.year);
      const sign = signOf(record.id);
      const ours = sankrantisOfYear(ctx).find((s) => s.signIndex === sign);
      assert.ok(ours, `${record.id} in ${record.year}`);
      if (record.moment !== undefined) {
        const drikJd = jdOfLocal(ctx, record.moment);
        const off = (ours.atJdUt - drikJd) * 1_440;
        assert.ok(
          Math.abs(off) <= MOMENT_TOLERANCE_MIN,
          `moment ${renderLocal(ours.atJdUt, ctx.offsetMinutesAt, 'minute')}: ${off.toFixed(1)} min`,
        );
        assert.equal(sankrantiDay(ctx, drikJd, sign, 'dharma_sindhu')?.iso, record.date, "the day rule on Drik's moment");
      }
      assert.equal(ours.day.iso, record.date);
      const w = record.moment === undefined ? ours : sankrantiWindows(ctx, jdOfLocal(ctx, record.moment), sign)!;
      for (const [id, published, window] of [
        ['punya_kaal', record.punyaKaal, w.punyaKaal],
        ['maha_punya_kaal', record.mahaPunyaKaal, w.mahaPunyaKaal],
      ] as const) {
        if (published === undefined) continue;
        const start = (window.startJdUt - jdOfLocal(ctx, `${record.date} ${published.start}`)) * 1_440;
        const end = (window.endJdUt - jdOfLocal(ctx, `${record.date} ${published.end}`)) * 1_440;
        const why = WINDOW_DIFFERS[`${record.place} ${record.year} ${record.id} ${id}`];
        assert.ok(Math.abs(end) <= WINDOW_TOLERANCE_MIN, `${id}: end ${end.toFixed(1)} min`);
        if (why === undefined) assert.ok(Math.abs(start) <= WINDOW_TOLERANCE_MIN, `${id}: start ${start.toFixed(1)} min`);
        else
          assert.ok(Math.abs(start) > WINDOW_TOLERANCE_MIN && Math.abs(start) <= 6, `${id} start no longer differs (or by more): ${why}`);
      }
    });
  }

  for (const record of SANKRANTI_MORE_OBSERVANCE_REFERENCE) {
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => {
      const found = sankrantisOfYear(contextOf(record.place, record.year), [record.id]).flatMap((s) => s.observances);
      assert.deepEqual(
        found.map((o) => o.day.iso),
        [record.date],
      );
    });
  }
});
