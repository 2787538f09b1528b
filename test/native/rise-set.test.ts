/**
 * Rising and setting where a day has none: the polar day and night, and the
 * Moon's day without a moonrise, with Astronomy Engine's SearchRiseSet as the
 * independent reference.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Astronomy from 'astronomy-engine';
import { riseSet } from '../../src/native/ephemeris.ts';
import { MINUTE, SECOND, jdOf, isoOf } from '../fixtures.ts';

const TROMSO = { lat: 69.65, lon: 18.96 };

test('Tromsø (69.65 N) has no sunset on 21 June and no sunrise on 21 December', () => {
  // Local midnights: CEST (UTC+2) in June, CET (UTC+1) in December.
  const r = riseSet(
    Float64Array.of(jdOf('2024-06-21T00:00:00+02:00'), jdOf('2024-12-21T00:00:00+01:00')),
    Float64Array.of(TROMSO.lat, TROMSO.lat),
    Float64Array.of(TROMSO.lon, TROMSO.lon),
  );
  assert.ok(Number.isNaN(r.riseJdUt[0]!) && Number.isNaN(r.setJdUt[0]!), 'midnight sun: neither rise nor set on 21 June');
  assert.ok(Number.isNaN(r.riseJdUt[1]!) && Number.isNaN(r.setJdUt[1]!), 'polar night: neither rise nor set on 21 December');
  // Astronomy Engine agrees that nothing happens within those days.
  const observer = new Astronomy.Observer(TROMSO.lat, TROMSO.lon, 0);
  assert.equal(Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, -1, new Date('2024-06-21T00:00:00+02:00'), 1), null);
  assert.equal(Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, +1, new Date('2024-12-21T00:00:00+01:00'), 1), null);
  // Southern mirror: 69.65 S has polar night on 21 June.
  const south = riseSet(Float64Array.of(jdOf('2024-06-21T00:00:00Z')), Float64Array.of(-69.65), Float64Array.of(0));
  assert.ok(Number.isNaN(south.riseJdUt[0]!) && Number.isNaN(south.setJdUt[0]!), '69.65 S on 21 June');
});

// Astronomy Engine's rise/set: the top of the disc at 34' of refraction, the
// Moon topocentric, within its ±1' of position; at New Delhi a 1' position
// error moves a rising by about 4 s. Our refraction comes from 1013.25 hPa and
// 15 C instead of a fixed 34', which moves events by up to about 10 s more.
const ENGINE_RISE_TOLERANCE = 1 * MINUTE;
const NEW_DELHI = { lat: 28.6139, lon: 77.209, offsetDays: 5.5 / 24 };

test('moonrise and moonset over 2025 at New Delhi: the same days without an event as Astronomy Engine, times within a minute', () => {
  const observer = new Astronomy.Observer(NEW_DELHI.lat, NEW_DELHI.lon, 0);
  const n = 365;
  const first = jdOf('2025-01-01T00:00:00+05:30');
  const days = new Float64Array(n).map((_, i) => first + i);
  const ours = riseSet(days, new Float64Array(n).fill(NEW_DELHI.lat), new Float64Array(n).fill(NEW_DELHI.lon), { body: 'moon' });
  let noRise = 0;
  let noSet = 0;
  for (let i = 0; i < n; i += 1) {
    const dayStart = new Date((days[i]! - 2_440_587.5) * 86_400_000);
    for (const [dir, got] of [
      [+1, ours.riseJdUt[i]!],
      [-1, ours.setJdUt[i]!],
    ] as const) {
      const t = Astronomy.SearchRiseSet(Astronomy.Body.Moon, observer, dir, dayStart, 1);
      const what = `${dir > 0 ? 'moonrise' : 'moonset'} on the local day from ${isoOf(days[i]!)}`;
      if (t === null) {
        assert.ok(Number.isNaN(got), `${what}: Astronomy Engine has none, ours ${isoOf(got)}`);
        if (dir > 0) noRise += 1;
        else noSet += 1;
      } else {
        const ref = t.ut + 2_451_545;
        assert.ok(!Number.isNaN(got), `${what}: ours has none, Astronomy Engine ${isoOf(ref)}`);
        assert.ok(Math.abs(got - ref) <= ENGINE_RISE_TOLERANCE, `${what}: ${((got - ref) / SECOND).toFixed(0)} s`);
      }
    }
  }
  // About one day a month has no moonrise and one no moonset.
  assert.ok(noRise >= 10 && noSet >= 10, `days without moonrise ${noRise}, without moonset ${noSet}`);
});

test('sunrise and sunset at six latitudes over a year agree with Astronomy Engine within a minute', () => {
  const places = [
    [51.48, 0],
    [-33.87, 151.21],
    [28.61, 77.21],
    [60.17, 24.94],
    [-54.8, -68.3],
    [0, -78.5],
  ] as const;
  for (const [lat, lon] of places) {
    const observer = new Astronomy.Observer(lat, lon, 0);
    const n = 73;
    const start = jdOf('2024-01-01T00:00:00Z') - lon / 360; // roughly local mean midnight
    const days = new Float64Array(n).map((_, i) => start + 5 * i);
    const ours = riseSet(days, new Float64Array(n).fill(lat), new Float64Array(n).fill(lon));
    for (let i = 0; i < n; i += 1) {
      const dayStart = new Date((days[i]! - 2_440_587.5) * 86_400_000);
      for (const [dir, got] of [
        [+1, ours.riseJdUt[i]!],
        [-1, ours.setJdUt[i]!],
      ] as const) {
        const t = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, dir, dayStart, 1);
        assert.ok(t !== null && !Number.isNaN(got), `${lat},${lon} ${isoOf(days[i]!)}`);
        assert.ok(
          Math.abs(got - (t.ut + 2_451_545)) <= ENGINE_RISE_TOLERANCE,
          `${lat},${lon} ${dir > 0 ? 'rise' : 'set'} ${isoOf(got)}: ${((got - t.ut - 2_451_545) / SECOND).toFixed(0)} s`,
        );
      }
    }
  }
});
