/**
 * The monthly vrats against published New Delhi days, tithi spans, windows
 * and moments (test/reference/drik-vrats.ts, each value with its source):
 * every date equal, times within 2 minutes, moonrise within 3.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { VRAT_ROWS, vratsOfYear, type VratKind } from '../../../src/domain/vrats/index.ts';
import { VRAT_REFERENCE } from '../../reference/drik-vrats.ts';
import { contextOf } from './reference-helpers.ts';
import { checkVratRecord, vratKindOf as kindOf } from './vrat-reference-check.ts';

/*
 * Moonrise: ours is the Moon's centre (the default `moonrise` convention);
 * Drik's printed moonrises are the upper limb's (2024-03-28 21:28 and
 * 2020-11-04 20:12, both to the minute with moonrise=upper_limb), a minute
 * or so earlier: allowed 3 (vrat-reference-check.ts). Drik's Chandra Darshan
 * windows end at the Moon's centre setting on the unrefracted horizon (India
 * Today's 2025 table: all 13 moonsets within a minute with
 * moonrise=centre_no_refraction, 2-3.5 minutes before our default centre's);
 * their days are the same under every convention.
 */

/** Published moments that differ by more, and why. */
const MOMENT_DIFFERS: Record<string, string> = {
  'new-delhi 2021 sankashti_chaturthi':
    "Amar Ujala prints its own almanac's 20:39, not Drik's: 3.5 minutes before our centre's 20:42 and 2 before the upper limb's 20:41.",
};

describe('vrats against published New Delhi values (test/reference/drik-vrats.ts)', () => {
  test('the reference covers six kinds and three years', () => {
    assert.ok(new Set(VRAT_REFERENCE.map((r) => kindOf(r.id))).size >= 6);
    assert.ok(new Set(VRAT_REFERENCE.map((r) => r.year)).size >= 3);
  });

  for (const record of VRAT_REFERENCE) {
    test(`${record.place ?? 'new-delhi'} ${record.year} ${record.id}: ${record.date}`, () =>
      checkVratRecord(record, MOMENT_DIFFERS[`${record.place ?? 'new-delhi'} ${record.year} ${record.id}`]));
  }
});

describe('the vrat engine', () => {
  const all = vratsOfYear(contextOf('new-delhi', 2025));
  test('every kind, each tithi once, about twelve or twenty-four times a year, in date order', () => {
    for (const row of VRAT_ROWS) {
      const n = all.filter((v) => v.row.id === row.id).length;
      const perMonth = (row.nakshatras ?? row.tithis).length;
      assert.ok(n >= 11 * perMonth && n <= 14 * perMonth, `${row.id}: ${n}`);
    }
    assert.ok(all.every((v, i) => i === 0 || v.day.index >= all[i - 1]!.day.index));
    assert.ok(all.every((v) => v.day.iso.startsWith('2025-')));
  });
  test('weekday names fall on their weekdays; the snan-daan day is a later day', () => {
    const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
    for (const v of all) {
      if (v.id === 'soma_pradosh') assert.equal(weekday(v.day.iso), 1);
      if (v.id === 'angaraki_sankashti' || v.id === 'bhauma_pradosh') assert.equal(weekday(v.day.iso), 2);
      if (v.id === 'shani_pradosh') assert.equal(weekday(v.day.iso), 6);
      if (v.udayaDay) assert.ok(v.udayaDay.index === v.day.index + 1, v.id);
    }
    assert.ok(all.some((v) => v.id === 'soma_pradosh') && all.some((v) => v.udayaDay !== undefined));
  });
  test('the range ends, 1900 and 2100, answer at New York', () => {
    assert.equal(vratsOfYear(contextOf('new-york', 1900)).length > 100, true);
    assert.equal(vratsOfYear(contextOf('new-york', 2100)).length > 100, true);
  });
});

describe('Purnima and Amavasya: the vrat day and the snan-daan day (New Delhi 2025)', () => {
  const days = (kind: VratKind) =>
    vratsOfYear(contextOf('new-delhi', 2025), [kind]).map((v) => ({ vrat: v.day.iso, snan: (v.udayaDay ?? v.day).iso }));

  test("Purnima: Asianet Newsable's 2025 list, the two days where it prints two", () => {
    // Source: Asianet Newsable web story (2024-12-12), "New Year 2025: Know full moon dates": one date a month, and two
    // in March (13 Vrat Purnima, 14 Snan Daan Purnima), June (10, 11) and October (6 Sharad Purnima, 7). Its August
    // date, 9 (Shravan Purnima, Raksha Bandhan), is both days: the Purnima, begun at 14:12 on the 8th, after that day's
    // madhyahna, keeps the fast on the 9th (rows.ts; Drik's 2026 list, drik-vrats-cover-g5.ts).
    const published: [vrat: string, snan: string][] = [
      ['2025-01-13', '2025-01-13'],
      ['2025-02-12', '2025-02-12'],
      ['2025-03-13', '2025-03-14'],
      ['2025-04-12', '2025-04-12'],
      ['2025-05-12', '2025-05-12'],
      ['2025-06-10', '2025-06-11'],
      ['2025-07-10', '2025-07-10'],
      ['2025-08-09', '2025-08-09'],
      ['2025-09-07', '2025-09-07'],
      ['2025-10-06', '2025-10-07'],
      ['2025-11-05', '2025-11-05'],
      ['2025-12-04', '2025-12-04'],
    ];
    const ours = days('purnima');
    assert.equal(ours.length, published.length);
    published.forEach(([vrat, snan], i) => {
      assert.equal(ours[i]!.vrat, vrat, `vrat ${i + 1}`);
      assert.equal(ours[i]!.snan, snan, `snan ${i + 1}`);
    });
  });

  test("Amavasya: the snan-daan days of a sunrise-based list, the first four days also in LatestLY's", () => {
    // Source: marriagehoroscope.com, "Amavasya Tithi" for New Delhi 2025 (its own sunrise-based computation, not Drik's): the
    // day whose sunrise each Amavasya covers, else the day it begins (27 February: "Tithi Lost", 08:54 to 06:14 the 28th).
    // LatestLY (2024-12-24), "Amavasya 2025 dates": 29 January, 27 February, 29 March, 27 April (its list is cut there).
    // Where the pitru-karya (aparahna) day is the day before (26 May, 22 August, 19 November), the list prints the later day.
    const snan = ['01-29', '02-27', '03-29', '04-27', '05-27', '06-25', '07-24', '08-23', '09-21', '10-21', '11-20', '12-19'];
    assert.deepEqual(
      days('amavasya').map((d) => d.snan),
      snan.map((md) => `2025-${md}`),
    );
  });
});
