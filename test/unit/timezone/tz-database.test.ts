/**
 * The offsets compiled from the pinned `tzdata` package (src/time/tz-database.ts)
 * against the tz database of the ICU in the Node that runs the test, for every
 * zone and link over 1900-2100: every 14 days, and a millisecond either side
 * of each transition compiled. Every difference must fall in one of the
 * classes below, each explained by a change between the two tz releases
 * (Node 20.20's ICU 78.2 carries tz 2025c; the package carries 2026d). The
 * releases' notes are the tz NEWS file (https://github.com/eggert/tz). Each
 * class names the release that made its change: an ICU of an older release
 * must differ there, a newer one must not. A Node whose ICU carries a release
 * newer than the package's may differ elsewhere: the test then names the
 * zones, to add their class here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tzDatabaseVersion, tzOffsetSecondsAt, tzTransitionsMs, tzZoneNames } from '../../../src/time/tz-database.ts';

const DAY_MS = 86_400_000;
const FROM_MS = Date.UTC(1900, 0, 1);
const TO_MS = Date.UTC(2101, 0, 1);
const STEP_MS = 14 * DAY_MS;

const icuFormatters = new Map<string, Intl.DateTimeFormat>();
const LONG_OFFSET = /GMT(?:([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/;

/** Seconds east of UTC from Node's ICU ("GMT+05:21:10" in longOffset form). */
function icuOffsetSecondsAt(zone: string, utcMs: number): number {
  let f = icuFormatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset', year: 'numeric' });
    icuFormatters.set(zone, f);
  }
  const m = LONG_OFFSET.exec(f.format(new Date(utcMs)));
  if (m === null) throw new Error(`Unexpected ICU offset text for ${zone}`);
  if (m[1] === undefined) return 0;
  const seconds = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}

interface DifferenceClass {
  why: string;
  /** The tz release that made the change: an ICU carrying an older release differs, a newer one must not. */
  release: string;
  zones: string[];
  /** Every differing sample lies in [fromIso, toIso). */
  fromIso: string;
  toIso: string;
}

const EXPLAINED: DifferenceClass[] = [
  {
    why: 'tz 2026c: Morocco (and Western Sahara) moves to permanent +00 on 2026-09-20 at 02:00; 2025c keeps +01 with Ramadan changes',
    release: '2026c',
    zones: ['Africa/Casablanca', 'Africa/El_Aaiun'],
    fromIso: '2026-09-20T01:00:00Z',
    toIso: '2101-01-01T00:00:00Z',
  },
  {
    why: 'tz 2026b: British Columbia on permanent -07, modelled as from 2026-11-01 02:00; 2025c keeps falling back to -08 each autumn',
    release: '2026b',
    zones: ['America/Vancouver', 'Canada/Pacific'],
    fromIso: '2026-11-01T09:00:00Z',
    toIso: '2101-01-01T00:00:00Z',
  },
  {
    why: 'tz 2026c: Alberta on permanent -06, modelled as from 2026-11-01 02:00 (Yellowknife is a link to Edmonton)',
    release: '2026c',
    zones: ['America/Edmonton', 'Canada/Mountain', 'America/Yellowknife'],
    fromIso: '2026-11-01T08:00:00Z',
    toIso: '2101-01-01T00:00:00Z',
  },
  {
    why: "tz 2026d (the package): the Northwest Territories follow Alberta to permanent -06 from 2026-11-01 02:00, as 2026c's notes expected",
    release: '2026d',
    zones: ['America/Inuvik'],
    fromIso: '2026-11-01T08:00:00Z',
    toIso: '2101-01-01T00:00:00Z',
  },
  {
    why: 'tz 2026a: Moldova has used EU transition times (01:00 UTC) since 2022; 2025c changes its clocks an hour later',
    release: '2026a',
    zones: ['Europe/Chisinau', 'Europe/Tiraspol'],
    fromIso: '2022-03-27T00:00:00Z',
    toIso: '2101-01-01T00:00:00Z',
  },
  {
    why: "tz 2026d (the package): Colombia's 1992-05-02 spring forward was at 00:00, not 24:00 (one day earlier)",
    release: '2026d',
    zones: ['America/Bogota'],
    fromIso: '1992-05-02T05:00:00Z',
    toIso: '1992-05-03T05:00:00Z',
  },
  {
    why: "tz 2026d (the package): Iran's 1979 spring forward on May 26 at 00:00; 2025c has May 26 at 24:00 (one day later)",
    release: '2026d',
    zones: ['Asia/Tehran', 'Iran'],
    fromIso: '1979-05-25T20:30:00Z',
    toIso: '1979-05-26T20:30:00Z',
  },
];

test(`every zone over 1900-2100 agrees with ICU (${process.versions.icu}, tz ${process.versions.tz}) but for the explained classes`, () => {
  const differing = new Map<string, number[]>();
  let samples = 0;
  const zones = tzZoneNames();
  assert.ok(zones.length > 590, String(zones.length));
  for (const zone of zones) {
    const instants: number[] = [];
    for (let t = FROM_MS; t < TO_MS; t += STEP_MS) instants.push(t);
    for (const t of tzTransitionsMs(zone, FROM_MS, TO_MS)) instants.push(t - 1, t);
    for (const t of instants) {
      samples++;
      if (tzOffsetSecondsAt(zone, t) !== icuOffsetSecondsAt(zone, t)) {
        const list = differing.get(zone) ?? [];
        list.push(t);
        differing.set(zone, list);
      }
    }
  }
  assert.ok(samples > 3_000_000, String(samples));
  // Releases are named by year and letter, so they sort as text ("2025c" < "2026a").
  const icuTz = process.versions.tz ?? '';
  assert.match(icuTz, /^\d{4}[a-z]$/);
  const applying = EXPLAINED.filter((c) => icuTz < c.release);
  const explainedZones = new Set(applying.flatMap((c) => c.zones));
  const unexplained = [...differing.keys()].filter((z) => !explainedZones.has(z));
  assert.deepEqual(unexplained, [], unexplained.map((z) => `${z} at ${new Date(differing.get(z)![0]!).toISOString()}`).join('; '));
  for (const c of applying) {
    for (const zone of c.zones) {
      const at = differing.get(zone) ?? [];
      // The class is real with this ICU: the zone differs, and only within the class's span.
      assert.ok(at.length > 0, `${zone}: expected to differ (${c.why})`);
      for (const t of at) {
        assert.ok(t >= Date.parse(c.fromIso) && t < Date.parse(c.toIso), `${zone} at ${new Date(t).toISOString()}, outside ${c.why}`);
      }
    }
  }
});

test('the version reported names the tz release and the npm package', () => {
  assert.match(tzDatabaseVersion(), /^20\d\d[a-z] \(npm tzdata \d+\.\d+\.\d+\)$/);
});

test('after the compiled years, offsets repeat with the 400-year Gregorian cycle', () => {
  const cycleMs = 146_097 * DAY_MS;
  for (const iso of ['2399-03-12T07:30:00Z', '2399-11-05T05:59:59Z', '2400-07-01T00:00:00Z']) {
    const t = Date.parse(iso);
    for (const zone of ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata']) {
      assert.equal(tzOffsetSecondsAt(zone, t + cycleMs), tzOffsetSecondsAt(zone, t), `${zone} ${iso}`);
      assert.equal(tzOffsetSecondsAt(zone, t + 2 * cycleMs), tzOffsetSecondsAt(zone, t), `${zone} ${iso}`);
    }
  }
  // US rule (tz `northamerica`: Rule US 2007 max - Mar Sun>=8 2:00): in 2799 the second Sunday of
  // March is the 14th (1 March 2799 is a Monday: proleptic Gregorian, as Date counts).
  assert.equal(tzOffsetSecondsAt('America/New_York', Date.UTC(2799, 2, 14, 6, 59, 59)), -5 * 3600);
  assert.equal(tzOffsetSecondsAt('America/New_York', Date.UTC(2799, 2, 14, 7, 0, 0)), -4 * 3600);
  // ... and in 3201, after the compiled years, the 11th (1 March 3201 is a Thursday).
  assert.equal(tzOffsetSecondsAt('America/New_York', Date.UTC(3201, 2, 11, 6, 59, 59)), -5 * 3600);
  assert.equal(tzOffsetSecondsAt('America/New_York', Date.UTC(3201, 2, 11, 7, 0, 0)), -4 * 3600);
});
