/**
 * UTC offsets from the pinned tz database (src/time/tz-database.ts), against the tz source
 * (https://github.com/eggert/tz):
 *
 * `asia`, India:
 *   Zone Asia/Kolkata 5:53:28 - LMT 1854 Jun 28 # Kolkata
 *                     5:53:20 - HMT 1870        # Howrah Mean Time?
 *                     5:21:10 - MMT 1906 Jan 1  # Madras local time
 *                     5:30    - IST 1941 Oct
 *                     5:30 1:00 +0630 1942 May 15
 *                     5:30    - IST 1942 Sep
 *                     5:30 1:00 +0630 1945 Oct 15
 *                     5:30    - IST
 * `northamerica`: Rule US 2007 max - Mar Sun>=8 2:00 1:00 D; Rule US 2007 max - Nov Sun>=1 2:00 0 S
 *   (2026: 8 March and 1 November).
 * `europe`: Rule EU 1981 max - Mar lastSun 1:00u 1:00 S; Rule EU 1996 max - Oct lastSun 1:00u 0 -
 *   (2026: 29 March and 25 October, at 01:00 UTC).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  formatUtcOffset,
  isIanaZone,
  localToUtc,
  nauticalZone,
  offsetSecondsAt,
  parseDateTime,
  parseFixedOffset,
  zoneAt,
} from '../../../src/time/zones.ts';

const H = 3600;
const M = 60;
const at = (iso: string) => Date.parse(iso);
const local = (y: number, mo: number, d: number, h: number, mi: number, s = 0) => ({
  year: y,
  month: mo,
  day: d,
  hour: h,
  minute: mi,
  second: s,
});

test('India 1941-1945: war time +06:30 with the 1942 IST interlude', () => {
  assert.equal(offsetSecondsAt('Asia/Kolkata', at('1941-09-30T12:00:00Z')), 5 * H + 30 * M);
  assert.equal(offsetSecondsAt('Asia/Kolkata', at('1941-10-15T12:00:00Z')), 6 * H + 30 * M);
  assert.equal(offsetSecondsAt('Asia/Kolkata', at('1942-06-01T12:00:00Z')), 5 * H + 30 * M);
  assert.equal(offsetSecondsAt('Asia/Kolkata', at('1943-06-01T12:00:00Z')), 6 * H + 30 * M);
  assert.equal(offsetSecondsAt('Asia/Kolkata', at('1945-10-01T12:00:00Z')), 6 * H + 30 * M);
  assert.equal(offsetSecondsAt('Asia/Kolkata', at('1945-10-16T12:00:00Z')), 5 * H + 30 * M);
  assert.equal(formatUtcOffset(offsetSecondsAt('Asia/Kolkata', at('1943-06-01T12:00:00Z'))), '+06:30');
});

test('local mean time keeps its seconds', () => {
  assert.equal(formatUtcOffset(offsetSecondsAt('Asia/Kolkata', at('1850-01-01T00:00:00Z'))), '+05:53:28');
  assert.equal(formatUtcOffset(offsetSecondsAt('Asia/Kolkata', at('1860-01-01T00:00:00Z'))), '+05:53:20');
  assert.equal(formatUtcOffset(offsetSecondsAt('Asia/Kolkata', at('1890-01-01T00:00:00Z'))), '+05:21:10');
  assert.equal(formatUtcOffset(offsetSecondsAt('Asia/Kolkata', at('1906-01-02T00:00:00Z'))), '+05:30');
  // northamerica: Zone America/New_York -4:56:02 - LMT 1883 Nov 18 17:00u
  assert.equal(formatUtcOffset(offsetSecondsAt('America/New_York', at('1880-01-01T00:00:00Z'))), '-04:56:02');
  const r = localToUtc('Asia/Kolkata', local(1890, 6, 1, 10, 0));
  assert.equal(new Date(r.utcMs).toISOString(), '1890-06-01T04:38:50.000Z');
});

test('US DST 2026: the 02:00 gap on 8 March and the 01:00-02:00 overlap on 1 November', () => {
  const before = localToUtc('America/New_York', local(2026, 3, 8, 1, 59));
  assert.equal(before.adjustment, 'none');
  assert.equal(formatUtcOffset(before.offsetSeconds), '-05:00');
  const gap = localToUtc('America/New_York', local(2026, 3, 8, 2, 30));
  assert.equal(gap.adjustment, 'gap');
  assert.equal(gap.shiftSeconds, H);
  // Moved forward by the gap: 02:30 EST does not exist, 03:30 EDT (07:30Z) is used.
  assert.equal(new Date(gap.utcMs).toISOString(), '2026-03-08T07:30:00.000Z');
  assert.equal(formatUtcOffset(gap.offsetSeconds), '-04:00');
  const overlap = localToUtc('America/New_York', local(2026, 11, 1, 1, 30));
  assert.equal(overlap.adjustment, 'overlap');
  // First occurrence: 01:30 EDT = 05:30Z (the second, 01:30 EST, is 06:30Z).
  assert.equal(new Date(overlap.utcMs).toISOString(), '2026-11-01T05:30:00.000Z');
  assert.equal(formatUtcOffset(overlap.offsetSeconds), '-04:00');
  assert.equal(localToUtc('America/New_York', local(2026, 11, 1, 2, 0)).adjustment, 'none');
});

test('EU DST 2026: 29 March and 25 October, 01:00 UTC', () => {
  assert.equal(offsetSecondsAt('Europe/Berlin', at('2026-03-29T00:59:59Z')), 1 * H);
  assert.equal(offsetSecondsAt('Europe/Berlin', at('2026-03-29T01:00:00Z')), 2 * H);
  assert.equal(offsetSecondsAt('Europe/London', at('2026-10-25T00:59:59Z')), 1 * H);
  assert.equal(offsetSecondsAt('Europe/London', at('2026-10-25T01:00:00Z')), 0);
  const gap = localToUtc('Europe/Paris', local(2026, 3, 29, 2, 15));
  assert.equal(gap.adjustment, 'gap');
  assert.equal(new Date(gap.utcMs).toISOString(), '2026-03-29T01:15:00.000Z'); // 03:15 CEST
  const overlap = localToUtc('Europe/Paris', local(2026, 10, 25, 2, 15));
  assert.equal(overlap.adjustment, 'overlap');
  assert.equal(new Date(overlap.utcMs).toISOString(), '2026-10-25T00:15:00.000Z'); // 02:15 CEST, the first
});

test('zones at points: land, and ocean Etc/GMT zones', () => {
  assert.equal(zoneAt(23.18239, 75.77643), 'Asia/Kolkata'); // Ujjain
  assert.equal(zoneAt(40.7128, -74.006), 'America/New_York');
  // Mid-Atlantic at 30 W: nautical zone GMT-2, written Etc/GMT+2 (POSIX sign).
  assert.equal(zoneAt(0, -30), 'Etc/GMT+2');
  assert.equal(zoneAt(10, 70), 'Etc/GMT-5');
  assert.equal(offsetSecondsAt('Etc/GMT+2', at('2026-01-01T00:00:00Z')), -2 * H);
  assert.equal(nauticalZone(-30), 'Etc/GMT+2');
  assert.equal(nauticalZone(3), 'Etc/GMT');
});

test('offset texts and names', () => {
  assert.equal(formatUtcOffset(19800), '+05:30');
  assert.equal(formatUtcOffset(-16200), '-04:30');
  assert.equal(formatUtcOffset(0), '+00:00');
  assert.equal(formatUtcOffset(-(4 * H + 56 * M + 2)), '-04:56:02');
  assert.equal(parseFixedOffset('+05:30'), 19800);
  assert.equal(parseFixedOffset('-03:00'), -10800);
  assert.equal(parseFixedOffset('+14:00'), 14 * H);
  assert.equal(parseFixedOffset('+14:30'), undefined);
  assert.equal(parseFixedOffset('05:30'), undefined);
  assert.equal(isIanaZone('Asia/Kolkata'), true);
  assert.equal(isIanaZone('Asia/Calcutta'), true);
  assert.equal(isIanaZone('Mars/Olympus_Mons'), false);
  assert.equal(isIanaZone(''), false);
});

test('date-time texts: local or with an offset, real dates only', () => {
  assert.deepEqual(parseDateTime('2026-03-08T02:30'), { local: local(2026, 3, 8, 2, 30), offsetSeconds: undefined });
  assert.equal(parseDateTime('2026-03-08T02:30:00Z')?.offsetSeconds, 0);
  assert.equal(parseDateTime('2026-03-08T02:30:00.5+05:30')?.offsetSeconds, 19800);
  assert.notEqual(parseDateTime('2024-02-29T00:00'), undefined);
  assert.equal(parseDateTime('2025-02-29T00:00'), undefined);
  assert.equal(parseDateTime('2026-13-01T00:00'), undefined);
  assert.equal(parseDateTime('2026-03-08 02:30'), undefined);
});
