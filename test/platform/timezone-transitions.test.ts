/**
 * The transition tables behind offsetSecondsAt (src/platform/zone-transitions.ts)
 * against the reference they must reproduce exactly: the direct ICU lookup the
 * module used before them (formatToParts with longOffset, copied verbatim below
 * as referenceOffsetSecondsAt), and localToUtc against the same algorithm over
 * that reference.
 *
 * Expected transitions from the tz source (https://github.com/eggert/tz, 2025):
 * - `australasia`: Zone Pacific/Apia ... -11:00 WS -11/-10 2011 Dec 29 24:00, then 13:00 WS +13/+14
 *   (30 December 2011 skipped; 2011-12-30T10:00Z, -10:00 -> +14:00);
 *   Zone Pacific/Kiritimati ... -10:00 - -10 1994 Dec 31, then 14:00 (1994-12-31T10:00Z);
 *   Rule LH 2008 max - Oct Sun>=1 2:00 0:30 -; Rule LH 2008 max - Apr Sun>=1 2:00 0 - (Lord Howe, 30-minute DST).
 * - `africa`: Rule Morocco 2026 only - Feb 15 3:00 -1:00 -; Rule Morocco 2026 only - Mar 22 2:00 0 -
 *   (Ramadan: Casablanca on +00 from 2026-02-15T02:00Z to 2026-03-22T02:00Z).
 * - `antarctica`: Rule Troll 2005 max - Mar lastSun 1:00u 2:00 +02 (two-hour DST; 2026-03-29T01:00Z).
 * - `europe`: Zone Europe/Dublin ... 1:00 Eire IST/GMT (negative DST in winter: the same total offsets, GMT and +01).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  localToUtc, offsetSecondsAt, intlOffsetSecondsAt, type LocalDateTime, type LocalResolution,
} from '../../src/time/zones.ts';
import { buildChunk, CHUNK_MS, TransitionCache } from '../../src/time/zone-transitions.ts';
import { seededRandom } from '../fixtures.ts';

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

// The previous implementation of offsetSecondsAt, verbatim: one ICU call per lookup.
const referenceFormatters = new Map<string, Intl.DateTimeFormat>();
const LONG_OFFSET = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/;
function referenceOffsetSecondsAt(zone: string, utcMs: number): number {
  let f = referenceFormatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset', year: 'numeric' });
    referenceFormatters.set(zone, f);
  }
  const part = f.formatToParts(new Date(utcMs)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = LONG_OFFSET.exec(part);
  if (m === null) throw new Error(`Unexpected ICU offset text ${JSON.stringify(part)} for ${zone}`);
  if (m[1] === undefined) return 0;
  const seconds = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}

// The previous localToUtc, verbatim, over the reference offsets.
function localAsUtcMs(t: LocalDateTime): number {
  const d = new Date(Date.UTC(2000, t.month - 1, t.day, t.hour, t.minute, t.second));
  d.setUTCFullYear(t.year);
  return d.getTime();
}
function referenceLocalToUtc(zone: string, local: LocalDateTime): LocalResolution {
  const off = (ms: number) => referenceOffsetSecondsAt(zone, ms);
  const wallMs = localAsUtcMs(local);
  const offsets = new Set([off(wallMs - DAY_MS), off(wallMs), off(wallMs + DAY_MS)]);
  const valid: number[] = [];
  for (const o of offsets) {
    const utc = wallMs - o * SECOND_MS;
    if (off(utc) === o) valid.push(utc);
  }
  valid.sort((a, b) => a - b);
  if (valid.length >= 1) {
    const utcMs = valid[0]!;
    const offsetSeconds = off(utcMs);
    if (valid.length === 1) return { utcMs, offsetSeconds, adjustment: 'none', shiftSeconds: 0 };
    return { utcMs, offsetSeconds, adjustment: 'overlap', shiftSeconds: (valid[valid.length - 1]! - utcMs) / SECOND_MS };
  }
  const before = off(wallMs - DAY_MS);
  const after = off(wallMs + DAY_MS);
  const utcMs = wallMs - before * SECOND_MS;
  return { utcMs, offsetSeconds: off(utcMs), adjustment: 'gap', shiftSeconds: after - before };
}

const ZONES = [
  'Asia/Kolkata', 'Asia/Calcutta', 'Asia/Kathmandu', 'Asia/Dhaka', 'Asia/Karachi', 'Asia/Colombo', 'Asia/Tehran',
  'Asia/Kabul', 'Asia/Yangon', 'Asia/Shanghai', 'Asia/Tokyo', 'Asia/Singapore', 'Asia/Jerusalem', 'Asia/Gaza',
  'Asia/Dubai', 'America/New_York', 'America/St_Johns', 'America/Sao_Paulo', 'America/Chicago', 'America/Los_Angeles',
  'America/Havana', 'America/Santiago', 'America/Argentina/Buenos_Aires', 'America/Caracas', 'America/Godthab',
  'America/Noronha', 'Europe/London', 'Europe/Dublin', 'Europe/Moscow', 'Europe/Berlin', 'Europe/Paris',
  'Europe/Amsterdam', 'Europe/Lisbon', 'Europe/Istanbul', 'Europe/Kyiv', 'Africa/Casablanca', 'Africa/Cairo',
  'Africa/Johannesburg', 'Africa/Tunis', 'Australia/Lord_Howe', 'Australia/Adelaide', 'Australia/Eucla',
  'Pacific/Apia', 'Pacific/Kiritimati', 'Pacific/Chatham', 'Pacific/Auckland', 'Pacific/Honolulu',
  'Antarctica/Troll', 'Antarctica/Casey', 'Etc/GMT+2', 'UTC',
];

const FROM_MS = Date.UTC(1800, 0, 1);
const TO_MS = Date.UTC(2400, 0, 1);

function randomInstants(seed: number, count: number): number[] {
  const next = seededRandom(seed); // a fixed seed: the same instants every run
  return Array.from({ length: count }, () => FROM_MS + Math.floor(next() * (TO_MS - FROM_MS)));
}

test('tables built on first use equal the direct ICU lookup at 51,000 random instants 1800-2400 in 51 zones', () => {
  const cache = new TransitionCache({ buildAfterLookups: 0, maxEntries: 2 ** 20 });
  const instants = randomInstants(1, 1000);
  let compared = 0;
  for (const zone of ZONES) {
    const lookup = (ms: number) => referenceOffsetSecondsAt(zone, ms);
    for (const ms of instants) {
      const got = cache.offsetSecondsAt(zone, ms, () => lookup);
      if (got !== lookup(ms)) assert.fail(`${zone} at ${new Date(ms).toISOString()}: ${got} vs ${lookup(ms)}`);
      compared++;
    }
  }
  assert.ok(compared >= 50_000);
});

test('offsetSecondsAt (direct lookups, then tables) equals the reference, asked repeatedly at 10,200 instants', () => {
  const instants = randomInstants(2, 200);
  for (const zone of ZONES) {
    for (const ms of instants) {
      const expected = referenceOffsetSecondsAt(zone, ms);
      // Ten times: past the lookups a chunk is answered directly, then from its table.
      for (let k = 0; k < 10; k++) {
        const got = offsetSecondsAt(zone, ms + k);
        if (got !== referenceOffsetSecondsAt(zone, ms + k)) assert.fail(`${zone} at ${new Date(ms + k).toISOString()}: ${got} vs ${expected}`);
      }
    }
  }
});

test('every transition found is one of the reference, and milliseconds around it agree', () => {
  let transitions = 0;
  for (const zone of ZONES) {
    const lookup = (ms: number) => referenceOffsetSecondsAt(zone, ms);
    // Chunks over 1850-2050, where nearly all of the history is.
    for (let i = Math.floor(Date.UTC(1850, 0, 1) / CHUNK_MS); i < Date.UTC(2050, 0, 1) / CHUNK_MS; i++) {
      const chunk = buildChunk(lookup, i);
      for (let k = 0; k < chunk.startsMs.length; k++) {
        const t = chunk.startsMs[k]!;
        transitions++;
        assert.notEqual(lookup(t - 1), lookup(t), `${zone} ${new Date(t).toISOString()}`);
        assert.equal(chunk.offsets[k + 1], lookup(t));
        for (const d of [-2 * SECOND_MS, -SECOND_MS - 1, -SECOND_MS, -1, 0, 1, SECOND_MS - 1, SECOND_MS, 2 * SECOND_MS]) {
          assert.equal(offsetSecondsAt(zone, t + d), lookup(t + d), `${zone} ${new Date(t + d).toISOString()}`);
        }
      }
    }
  }
  assert.ok(transitions > 3000, String(transitions));
});

test('hour by hour through years of short-lived offsets, independent of the sampling step', () => {
  const cases: [string, number, number][] = [
    ['Africa/Casablanca', 2012, 2020], ['Africa/Casablanca', 2026, 2027], ['Pacific/Apia', 2011, 2012],
    ['Europe/Moscow', 1917, 1923], ['Antarctica/Troll', 2005, 2006], ['Antarctica/Casey', 2009, 2012],
    ['America/Noronha', 2000, 2001], ['Africa/Tunis', 1943, 1944], ['Asia/Gaza', 2040, 2042],
    ['America/Argentina/Buenos_Aires', 1999, 2001], ['Asia/Kolkata', 1941, 1946],
  ];
  const cache = new TransitionCache({ buildAfterLookups: 0, maxEntries: 2 ** 20 });
  for (const [zone, fromYear, toYear] of cases) {
    const lookup = (ms: number) => referenceOffsetSecondsAt(zone, ms);
    for (let ms = Date.UTC(fromYear, 0, 1); ms < Date.UTC(toYear, 0, 1); ms += HOUR_MS) {
      if (cache.offsetSecondsAt(zone, ms, () => lookup) !== lookup(ms)) assert.fail(`${zone} at ${new Date(ms).toISOString()}`);
    }
  }
});

test('published transitions: Apia, Kiritimati, Lord Howe, Casablanca (Ramadan), Troll, Dublin', () => {
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
});

test('local to UTC: gaps and overlaps as before (Apia skipped day, Lord Howe half hour, Casablanca, Dublin)', () => {
  const local = (y: number, mo: number, d: number, h: number, mi: number, s = 0): LocalDateTime =>
    ({ year: y, month: mo, day: d, hour: h, minute: mi, second: s });
  const apia = localToUtc('Pacific/Apia', local(2011, 12, 30, 12, 0));
  assert.deepEqual(apia, { utcMs: Date.parse('2011-12-30T22:00:00Z'), offsetSeconds: 14 * 3600, adjustment: 'gap', shiftSeconds: 86_400 });
  const lhGap = localToUtc('Australia/Lord_Howe', local(2026, 10, 4, 2, 15));
  assert.deepEqual(lhGap, { utcMs: Date.parse('2026-10-03T15:45:00Z'), offsetSeconds: 11 * 3600, adjustment: 'gap', shiftSeconds: 1800 });
  const lhOverlap = localToUtc('Australia/Lord_Howe', local(2026, 4, 5, 1, 45));
  assert.deepEqual(lhOverlap, { utcMs: Date.parse('2026-04-04T14:45:00Z'), offsetSeconds: 11 * 3600, adjustment: 'overlap', shiftSeconds: 1800 });
  assert.equal(localToUtc('Africa/Casablanca', local(2026, 2, 15, 2, 30)).adjustment, 'overlap');
  assert.equal(localToUtc('Africa/Casablanca', local(2026, 3, 22, 2, 30)).adjustment, 'gap');
  assert.equal(localToUtc('Europe/Dublin', local(2026, 3, 29, 1, 30)).adjustment, 'gap');
  assert.equal(localToUtc('Europe/Dublin', local(2026, 10, 25, 1, 30)).adjustment, 'overlap');

  // Against the previous algorithm over direct lookups: random wall-clock times, and every
  // minute-ish reading within three hours of each 1900-2030 transition of a few zones.
  const next = seededRandom(3);
  for (const zone of ZONES) {
    for (let k = 0; k < 100; k++) {
      const ms = FROM_MS + Math.floor(next() * (TO_MS - FROM_MS));
      const d = new Date(Math.floor(ms / SECOND_MS) * SECOND_MS);
      const t = local(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
      assert.deepEqual(localToUtc(zone, t), referenceLocalToUtc(zone, t), `${zone} ${d.toISOString()}`);
    }
  }
  for (const zone of ['America/New_York', 'Australia/Lord_Howe', 'Africa/Casablanca', 'Pacific/Apia', 'Europe/Dublin', 'Asia/Kolkata']) {
    const lookup = (ms: number) => referenceOffsetSecondsAt(zone, ms);
    let transitions = 0;
    for (let i = Math.floor(Date.UTC(1900, 0, 1) / CHUNK_MS); i < Date.UTC(2030, 0, 1) / CHUNK_MS; i++) {
      for (const t of buildChunk(lookup, i).startsMs) {
        transitions += 1;
        const wallMs = t + lookup(t) * SECOND_MS;
        for (let dMs = -3 * HOUR_MS; dMs <= 3 * HOUR_MS; dMs += 7 * 60 * SECOND_MS + 1000) {
          const d = new Date(wallMs + dMs);
          const l = local(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
          assert.deepEqual(localToUtc(zone, l), referenceLocalToUtc(zone, l), `${zone} ${d.toISOString()}`);
        }
      }
    }
    // Each of these zones changed its clocks in 1900-2030 (Asia/Kolkata in 1941-1945: tz `asia`, see test/unit/timezone/offsets.test.ts).
    assert.ok(transitions > 0, `${zone}: transitions 1900-2030`);
  }
});

test('the direct lookup, invalid input and the bound on memory', () => {
  for (const zone of ['Asia/Kolkata', 'America/St_Johns', 'UTC', 'Etc/GMT-14']) {
    for (const ms of randomInstants(4, 200)) assert.equal(intlOffsetSecondsAt(zone, ms), referenceOffsetSecondsAt(zone, ms));
  }
  // Fractions of a millisecond are truncated, as Date does.
  const t = Date.parse('2026-03-08T07:00:00Z');
  for (const ms of [t - 0.5, t - 1 + 0.999, t + 0.5, -0.5, 0.5]) assert.equal(offsetSecondsAt('America/New_York', ms), referenceOffsetSecondsAt('America/New_York', ms));
  // The ends of the Date range go to ICU; outside it and for unknown zones, the same errors as before.
  assert.equal(offsetSecondsAt('Asia/Kolkata', 8.64e15), referenceOffsetSecondsAt('Asia/Kolkata', 8.64e15));
  assert.equal(offsetSecondsAt('Asia/Kolkata', -8.64e15), referenceOffsetSecondsAt('Asia/Kolkata', -8.64e15));
  assert.throws(() => offsetSecondsAt('Asia/Kolkata', Number.NaN), RangeError);
  assert.throws(() => offsetSecondsAt('Asia/Kolkata', 8.64e15 + 1), RangeError);
  assert.throws(() => offsetSecondsAt('Mars/Olympus_Mons', 0), RangeError);

  const cache = new TransitionCache({ buildAfterLookups: 2, maxEntries: 100 });
  const lookup = (ms: number) => referenceOffsetSecondsAt('Europe/London', ms);
  for (const ms of randomInstants(5, 1000)) {
    assert.equal(cache.offsetSecondsAt('Europe/London', ms, () => lookup), lookup(ms));
    assert.ok(cache.size <= 100);
  }
});
