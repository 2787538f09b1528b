/**
 * offsetSecondsAt and localToUtc over the pinned tz database
 * (src/time/tz-database.ts) at published transitions, gaps and overlaps, and
 * on invalid input. The comparison with ICU over every zone is
 * test/unit/timezone/tz-database.test.ts.
 *
 * Expected transitions from the tz source (https://github.com/eggert/tz, 2025):
 * - `australasia`: Zone Pacific/Apia ... -11:00 WS -11/-10 2011 Dec 29 24:00, then 13:00 WS +13/+14
 *   (30 December 2011 skipped; 2011-12-30T10:00Z, -10:00 -> +14:00);
 *   Zone Pacific/Kiritimati ... -10:00 - -10 1994 Dec 31, then 14:00 (1994-12-31T10:00Z);
 *   Rule LH 2008 max - Oct Sun>=1 2:00 0:30 -; Rule LH 2008 max - Apr Sun>=1 2:00 0 - (Lord Howe, 30-minute DST).
 * - `africa`: Rule Morocco 2026 only - Feb 15 3:00 -1:00 -; Rule Morocco 2026 only - Mar 22 2:00 0 -
 *   (Ramadan: Casablanca on +00 from 2026-02-15T02:00Z to 2026-03-22T02:00Z).
 * - `antarctica`: Rule Troll 2005 max - Mar lastSun 1:00u 2:00 +02 (two-hour DST; 2026-03-29T01:00Z).
 * - `europe`: Zone Europe/Dublin ... 1:00 Eire IST/GMT (negative DST in winter: the same total offsets, GMT and +01);
 *   Zone Europe/Moscow ... 3:00 Russia MSK/MSD 1991 Mar 31 2:00s, then 2:00 Russia EE%sT (no change of
 *   clock: zic merges the line change at 23:00Z into the spring forward an hour later).
 * - `northamerica`: Zone America/New_York -4:56:02 - LMT 1883 Nov 18 17:00u (a `u` UNTIL the package's
 *   JSON drops); Rule NYC 1920 only - Mar lastSun 2:00 1:00 D (New York's own 1920 DST, in the
 *   NYC line that starts at the year-only UNTIL "1920").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isIanaZone, localToUtc, offsetSecondsAt, type LocalDateTime } from '../../src/time/zones.ts';

test('published transitions: Apia, Kiritimati, Lord Howe, Casablanca (Ramadan), Troll, Dublin, Moscow, New York', () => {
  const H = 3600;
  const at = (zone: string, iso: string) => offsetSecondsAt(zone, Date.parse(iso));
  assert.equal(at('Pacific/Apia', '2011-12-30T09:59:59.999Z'), -10 * H);
  assert.equal(at('Pacific/Apia', '2011-12-30T10:00:00Z'), 14 * H);
  assert.equal(at('Pacific/Kiritimati', '1994-12-31T09:59:59.999Z'), -10 * H);
  assert.equal(at('Pacific/Kiritimati', '1994-12-31T10:00:00Z'), 14 * H);
  assert.equal(at('Australia/Lord_Howe', '2026-10-03T15:29:59Z'), 10.5 * H);
  assert.equal(at('Australia/Lord_Howe', '2026-10-03T15:30:00Z'), 11 * H);
  assert.equal(at('Africa/Casablanca', '2026-02-15T01:59:59Z'), 1 * H);
  assert.equal(at('Africa/Casablanca', '2026-02-15T02:00:00Z'), 0);
  assert.equal(at('Africa/Casablanca', '2026-03-22T01:59:59Z'), 0);
  assert.equal(at('Africa/Casablanca', '2026-03-22T02:00:00Z'), 1 * H);
  assert.equal(at('Antarctica/Troll', '2026-03-29T00:59:59Z'), 0);
  assert.equal(at('Antarctica/Troll', '2026-03-29T01:00:00Z'), 2 * H);
  assert.equal(at('Europe/Dublin', '2026-01-15T12:00:00Z'), 0);
  assert.equal(at('Europe/Dublin', '2026-07-15T12:00:00Z'), 1 * H);
  assert.equal(at('Europe/Moscow', '1991-03-30T22:59:59Z'), 3 * H);
  assert.equal(at('Europe/Moscow', '1991-03-30T23:30:00Z'), 3 * H);
  assert.equal(at('America/New_York', '1883-11-18T16:59:59Z'), -(4 * H + 56 * 60 + 2));
  assert.equal(at('America/New_York', '1883-11-18T17:00:00Z'), -5 * H);
  assert.equal(at('America/New_York', '1920-03-28T06:59:59Z'), -5 * H);
  assert.equal(at('America/New_York', '1920-03-28T07:00:00Z'), -4 * H);
});

test('local to UTC: gaps and overlaps as before (Apia skipped day, Lord Howe half hour, Casablanca, Dublin)', () => {
  const local = (y: number, mo: number, d: number, h: number, mi: number, s = 0): LocalDateTime => ({
    year: y,
    month: mo,
    day: d,
    hour: h,
    minute: mi,
    second: s,
  });
  const apia = localToUtc('Pacific/Apia', local(2011, 12, 30, 12, 0));
  assert.deepEqual(apia, { utcMs: Date.parse('2011-12-30T22:00:00Z'), offsetSeconds: 14 * 3600, adjustment: 'gap', shiftSeconds: 86_400 });
  const lhGap = localToUtc('Australia/Lord_Howe', local(2026, 10, 4, 2, 15));
  assert.deepEqual(lhGap, { utcMs: Date.parse('2026-10-03T15:45:00Z'), offsetSeconds: 11 * 3600, adjustment: 'gap', shiftSeconds: 1800 });
  const lhOverlap = localToUtc('Australia/Lord_Howe', local(2026, 4, 5, 1, 45));
  assert.deepEqual(lhOverlap, {
    utcMs: Date.parse('2026-04-04T14:45:00Z'),
    offsetSeconds: 11 * 3600,
    adjustment: 'overlap',
    shiftSeconds: 1800,
  });
  assert.equal(localToUtc('Africa/Casablanca', local(2026, 2, 15, 2, 30)).adjustment, 'overlap');
  assert.equal(localToUtc('Africa/Casablanca', local(2026, 3, 22, 2, 30)).adjustment, 'gap');
  assert.equal(localToUtc('Europe/Dublin', local(2026, 3, 29, 1, 30)).adjustment, 'gap');
  assert.equal(localToUtc('Europe/Dublin', local(2026, 10, 25, 1, 30)).adjustment, 'overlap');
});

test('letter case, truncation to the millisecond, and invalid input', () => {
  assert.equal(offsetSecondsAt('asia/KOLKATA', Date.parse('2026-01-01T00:00:00Z')), 5.5 * 3600);
  assert.ok(isIanaZone('asia/kolkata') && isIanaZone('Etc/GMT-14') && isIanaZone('UTC'));
  assert.ok(!isIanaZone('Mars/Olympus_Mons') && !isIanaZone('Factory') && !isIanaZone(''));
  // Fractions of a millisecond are truncated, as Date does (New York springs forward at 07:00Z).
  const t = Date.parse('2026-03-08T07:00:00Z');
  assert.equal(offsetSecondsAt('America/New_York', t - 0.5), -5 * 3600);
  assert.equal(offsetSecondsAt('America/New_York', t - 1 + 0.999), -5 * 3600);
  assert.equal(offsetSecondsAt('America/New_York', t + 0.5), -4 * 3600);
  // The ends of the Date range answer; outside it and for unknown zones, RangeErrors as Intl gives.
  assert.equal(offsetSecondsAt('Asia/Kolkata', 8.64e15), 5.5 * 3600);
  assert.equal(offsetSecondsAt('Asia/Kolkata', -8.64e15), 5.5 * 3600 + 23 * 60 + 28);
  assert.throws(() => offsetSecondsAt('Asia/Kolkata', Number.NaN), RangeError);
  assert.throws(() => offsetSecondsAt('Asia/Kolkata', 8.64e15 + 1), RangeError);
  assert.throws(() => offsetSecondsAt('Mars/Olympus_Mons', 0), RangeError);
});
