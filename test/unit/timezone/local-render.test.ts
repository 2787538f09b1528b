/**
 * Rendering UT Julian days in a zone's clock (src/time/local.ts renderLocal,
 * localDateTimeText) keeps the interval of its zone's last offset and builds
 * the time of day from digits. Checked against the direct way, one lookup in
 * the tz table and one Date.toISOString per moment (the reference below), at
 * random moments and around every transition of zones with daylight saving,
 * half-hour and 45-minute offsets, local mean time seconds, a negative saving
 * and a skipped day; and at hand-worked clock changes from the tz source
 * (https://github.com/eggert/tz, files `asia`, `australasia`, `northamerica`,
 * `europe`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { localDateTimeText, offsetMinutesAtZone, renderLocal, type Precision } from '../../../src/time/local.ts';
import { MS_PER_DAY, UNIX_EPOCH_JD } from '../../../src/time/instant.ts';
import { tzOffsetCursor, tzOffsetSecondsAt, tzTransitionsMs } from '../../../src/time/tz-database.ts';

const ZONES = [
  'Asia/Kolkata', // LMT with seconds before 1906, +06:30 war time 1941-45
  'Australia/Lord_Howe', // +10:30 with a 30-minute saving
  'America/St_Johns', // -03:30 / -02:30
  'Asia/Kathmandu', // +05:30, +05:45 from 1986
  'Europe/Dublin', // winter time as a negative saving since 1971
  'Pacific/Apia', // skipped 2011-12-30 (-10:00 to +14:00)
  'Europe/London',
  'America/New_York',
];
const GREGORIAN_CYCLE_MS = 146_097 * MS_PER_DAY;
const jdOfMs = (ms: number) => ms / MS_PER_DAY + UNIX_EPOCH_JD;

/** "+05:30", "-03:30", "+05:53:28": the offset text the API writes, built here independently. */
function offsetTextReference(offsetSeconds: number): string {
  const a = Math.abs(offsetSeconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const seconds = a % 60 === 0 ? '' : `:${two(a % 60)}`;
  return `${offsetSeconds < 0 ? '-' : '+'}${two(Math.floor(a / 3600))}:${two(Math.floor(a / 60) % 60)}${seconds}`;
}

/** The direct way: a fresh table lookup and a Date for every moment. */
function renderReference(jdUt: number, zone: string, precision: Precision = 'second'): string {
  const unit = precision === 'minute' ? 60_000 : 1_000;
  const utcMs = (jdUt - UNIX_EPOCH_JD) * MS_PER_DAY;
  const offsetSeconds = tzOffsetSecondsAt(zone, Math.round(utcMs));
  const localMs = Math.round((utcMs + offsetSeconds * 1000) / unit) * unit;
  return `${new Date(localMs).toISOString().slice(0, 19)}${offsetTextReference(offsetSeconds)}`;
}

/** Renders `jds` in order with one offset function (so its kept interval is reused) and compares each with the reference. */
function checkSequence(zone: string, jds: readonly number[], precision: Precision): void {
  const offset = offsetMinutesAtZone(zone);
  for (const jd of jds) assert.equal(renderLocal(jd, offset, precision), renderReference(jd, zone, precision), `${zone} jd ${jd}`);
}

test('clock changes worked by hand from the tz source', () => {
  const render = (zone: string, iso: string) => renderLocal(jdOfMs(Date.parse(iso)), offsetMinutesAtZone(zone));
  const cases: [string, string, string][] = [
    // asia: Zone Asia/Kolkata ... 5:30 - IST 1941 Oct; 5:30 1:00 +0630 (1941-10-01 00:00 IST is 1941-09-30 18:30 UTC).
    ['Asia/Kolkata', '1941-09-30T18:29:59Z', '1941-09-30T23:59:59+05:30'],
    ['Asia/Kolkata', '1941-09-30T18:30:00Z', '1941-10-01T01:00:00+06:30'],
    // asia: Zone Asia/Kolkata 5:21:10 - MMT 1906 Jan 1 (Madras time, with its seconds).
    ['Asia/Kolkata', '1900-06-01T00:00:00Z', '1900-06-01T05:21:10+05:21:10'],
    // asia: Zone Asia/Kathmandu 5:30 - +0530 1986; 5:45 - +0545 (1986-01-01 00:00 +05:30 is 1985-12-31 18:30 UTC).
    ['Asia/Kathmandu', '1985-12-31T18:29:59Z', '1985-12-31T23:59:59+05:30'],
    ['Asia/Kathmandu', '1985-12-31T18:30:00Z', '1986-01-01T00:15:00+05:45'],
    // australasia: Rule LH 2008 max - Apr Sun>=1 2:00 0 - (2026-04-05, 02:00 at +11:00 is 2026-04-04 15:00 UTC).
    ['Australia/Lord_Howe', '2026-04-04T14:59:59Z', '2026-04-05T01:59:59+11:00'],
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z', '2026-04-05T01:30:00+10:30'],
    // northamerica: Zone America/St_Johns -3:30 Canada N%sT; Rule Canada 2007 max - Mar Sun>=8 2:00 1:00 D (2026-03-08 05:30 UTC).
    ['America/St_Johns', '2026-03-08T05:29:59Z', '2026-03-08T01:59:59-03:30'],
    ['America/St_Johns', '2026-03-08T05:30:00Z', '2026-03-08T03:00:00-02:30'],
    // europe: Zone Europe/Dublin 1:00 Eire IST/GMT; Rule Eire 1981 max - Mar lastSun 1:00u 0 - (winter's -1:00 ends).
    ['Europe/Dublin', '2026-03-29T00:59:59Z', '2026-03-29T00:59:59+00:00'],
    ['Europe/Dublin', '2026-03-29T01:00:00Z', '2026-03-29T02:00:00+01:00'],
    // australasia: Zone Pacific/Apia -11:00 WS %z 2011 Dec 29 24:00; 13:00 WS %z (with the saving: -10:00 to +14:00).
    ['Pacific/Apia', '2011-12-30T09:59:59Z', '2011-12-29T23:59:59-10:00'],
    ['Pacific/Apia', '2011-12-30T10:00:00Z', '2011-12-31T00:00:00+14:00'],
  ];
  for (const [zone, utc, expected] of cases) assert.equal(render(zone, utc), expected, `${zone} ${utc}`);
});

test('around every transition 1800-2450 and 400 and 800 years later: the reference, by second and by minute', () => {
  const nearMs = [-MS_PER_DAY, -60_000, -30_001, -30_000, -1_000, -1, -0.5, 0, 0.5, 1, 999, 29_999, 30_000, 60_000, MS_PER_DAY];
  for (const zone of ZONES) {
    const transitions = tzTransitionsMs(zone, Date.UTC(1800, 0, 1), Date.UTC(2450, 0, 1));
    assert.ok(transitions.length > 0, zone);
    const later = transitions.filter((t) => t >= Date.UTC(2100, 0, 1)).flatMap((t) => [t + GREGORIAN_CYCLE_MS, t + 2 * GREGORIAN_CYCLE_MS]);
    // Moments from 2500 on are read 400 years earlier: the start of each such cycle too.
    const cycleStarts = [0, 1, 2].map((k) => Date.UTC(2500, 0, 1) + k * GREGORIAN_CYCLE_MS);
    const jds = [...transitions, ...later, ...cycleStarts].flatMap((t) => nearMs.map((d) => jdOfMs(t + d)));
    for (const precision of ['second', 'minute'] as const) {
      checkSequence(zone, jds, precision);
      checkSequence(zone, [...jds].reverse(), precision);
    }
  }
});

test('random moments, alone and in runs of nearby days (years -3000 to 12000, mostly 1600-2400)', () => {
  const zone = fc.constantFrom(...ZONES);
  const precision = fc.constantFrom<Precision>('second', 'minute');
  const common = fc.double({ min: 2_305_448, max: 2_597_641, noNaN: true }); // 1600..2400
  const wide = fc.double({ min: 625_000, max: 6_104_000, noNaN: true }); // about -3000..12000
  fc.assert(
    fc.property(zone, precision, fc.array(fc.oneof(common, wide), { minLength: 1, maxLength: 40 }), (z, p, jds) =>
      checkSequence(z, jds, p),
    ),
    { numRuns: 400 },
  );
  // A range's order: moments a few hours to two days apart, over a year or so.
  fc.assert(
    fc.property(
      zone,
      precision,
      common,
      fc.array(fc.double({ min: -0.5, max: 2, noNaN: true }), { minLength: 1, maxLength: 400 }),
      (z, p, startJd, steps) => {
        let jd = startJd;
        checkSequence(
          z,
          steps.map((s) => (jd += s)),
          p,
        );
      },
    ),
    { numRuns: 200 },
  );
});

test('moments outside the range of a Date are refused as before, even after a nearby answer', () => {
  const offset = offsetMinutesAtZone('Asia/Kolkata');
  const lastMs = 8.64e15;
  assert.equal(renderLocal(jdOfMs(-lastMs + MS_PER_DAY), offset), renderReference(jdOfMs(-lastMs + MS_PER_DAY), 'Asia/Kolkata'));
  assert.throws(() => renderLocal(jdOfMs(-lastMs - MS_PER_DAY), offset), RangeError);
  assert.throws(() => renderLocal(jdOfMs(lastMs + MS_PER_DAY), offset), RangeError);
  assert.throws(() => renderLocal(Number.NaN, offset), RangeError);
  const cursor = tzOffsetCursor('Asia/Kolkata');
  assert.equal(cursor(lastMs - 1), 5.5 * 3600);
  assert.equal(cursor(lastMs), 5.5 * 3600);
  assert.throws(() => cursor(lastMs + 1), RangeError);
  assert.throws(() => tzOffsetCursor('Mars/Olympus_Mons')(0), RangeError);
});

test('the offset cursor equals a fresh lookup at fractional and negative ms either side of transitions', () => {
  for (const zone of ZONES) {
    const transitions = tzTransitionsMs(zone, Date.UTC(1850, 0, 1), Date.UTC(2100, 0, 1));
    const moments = transitions.flatMap((t) => [t - 1, t - 0.5, t - 1 + 0.999, t, t + 0.5, t + 1]);
    const cursor = tzOffsetCursor(zone);
    for (const ms of [...moments, ...moments.reverse()]) assert.equal(cursor(ms), tzOffsetSecondsAt(zone, ms), `${zone} ${ms}`);
  }
});

test('localDateTimeText: the reference digits at random moments and offsets', () => {
  fc.assert(
    fc.property(
      fc.double({ min: -4e14, max: 4e14, noNaN: true }),
      fc.integer({ min: -26 * 3600, max: 26 * 3600 }),
      (utcMs, offsetSeconds) => {
        const localMs = Math.round(utcMs / 1000) * 1000 + offsetSeconds * 1000;
        assert.equal(
          localDateTimeText(utcMs, offsetSeconds),
          `${new Date(localMs).toISOString().slice(0, 19)}${offsetTextReference(offsetSeconds)}`,
        );
      },
    ),
    { numRuns: 2000 },
  );
});
