/**
 * Rising and setting from the graha series against the Swiss Ephemeris's own
 * swe_rise_trans (the `direct` flag), which is the reference: random (place,
 * local day) pairs over 1800-2400 at latitudes up to 65 deg either side, every
 * convention the service uses. The independent check against Astronomy
 * Engine is test/native/rise-set.test.ts, which now runs on the series.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { riseSet, type RiseSetOptions } from '../../src/native/ephemeris.ts';
import { MOONRISE_CONVENTION } from '../../src/time/day-frame.ts';
import { SECOND, isoOf, jdOf, seededRandom } from '../fixtures.ts';

// The brief's bound; measured over 6,000 pairs per convention: Sun 0.0006 s,
// Moon 0.17 s (at 59.98 deg, where the Moon's altitude curve is flattest).
const TOLERANCE = 1 * SECOND;
/** 1800-01-01 and 2400-01-01 (UT), the dates the service offers. */
const FIRST_JD = 2_378_496.5;
const LAST_JD = 2_597_641.5;

interface Pairs {
  days: Float64Array;
  lat: Float64Array;
  lon: Float64Array;
}

/** n (local mean midnight, place) pairs, latitudes uniform in [-maxLat, maxLat]. */
function randomPairs(n: number, seed: number, maxLatDeg: number): Pairs {
  const next = seededRandom(seed);
  const days = new Float64Array(n);
  const lat = new Float64Array(n);
  const lon = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    lat[i] = (2 * next() - 1) * maxLatDeg;
    lon[i] = (2 * next() - 1) * 180;
    // A zone's midnight lies within a few hours of local mean midnight.
    days[i] = FIRST_JD + Math.floor(next() * (LAST_JD - FIRST_JD)) - lon[i]! / 360 + (next() - 0.5) / 6;
  }
  return { days, lat, lon };
}

interface Agreement {
  maxSeconds: number;
  events: number;
  none: number;
  seriesServed: number;
}

/** Compares the default (series) answer with swe_rise_trans item by item; asserts the same days without an event. */
function compare(p: Pairs, options: RiseSetOptions): Agreement {
  const ours = riseSet(p.days, p.lat, p.lon, options);
  const ref = riseSet(p.days, p.lat, p.lon, { ...options, direct: true });
  const result: Agreement = { maxSeconds: 0, events: 0, none: 0, seriesServed: 0 };
  for (let i = 0; i < p.days.length; i += 1) {
    for (const [what, got, want] of [
      ['rise', ours.riseJdUt[i]!, ref.riseJdUt[i]!],
      ['set', ours.setJdUt[i]!, ref.setJdUt[i]!],
    ] as const) {
      const where = `${what} at ${p.lat[i]!.toFixed(3)},${p.lon[i]!.toFixed(3)} on the day from ${isoOf(p.days[i]!)}`;
      assert.equal(Number.isNaN(got), Number.isNaN(want), `${where}: series ${isoOf(got)}, swe_rise_trans ${isoOf(want)}`);
      if (Number.isNaN(want)) {
        result.none += 1;
        continue;
      }
      const seconds = Math.abs(got - want) / SECOND;
      assert.ok(seconds <= TOLERANCE / SECOND, `${where}: ${seconds.toFixed(3)} s apart`);
      result.events += 1;
      result.maxSeconds = Math.max(result.maxSeconds, seconds);
      if (got !== want) result.seriesServed += 1;
    }
  }
  return result;
}

const CONVENTIONS: [string, RiseSetOptions][] = [
  ['sunrise and sunset (upper limb, refraction)', {}],
  ['sunrise and sunset without refraction', { refraction: false }],
  ['moonrise and moonset (centre, refraction: the calendar convention)', { body: 'moon', ...MOONRISE_CONVENTION }],
  ['moonrise and moonset (upper limb, refraction)', { body: 'moon' }],
];

for (const [index, [name, options]] of CONVENTIONS.entries()) {
  // Fewer Moon pairs: swe_rise_trans's slow method, which both sides use
  // between 60 and 65 deg, costs milliseconds a day.
  const pairs = options.body === 'moon' ? 1_500 : 2_500;
  test(`${name}: ${pairs} random (place, day) pairs within 65 deg of the equator agree with swe_rise_trans within 1 s`, () => {
    const r = compare(randomPairs(pairs, 2_100 + index, 65), options);
    // About one day a month has no moonrise and one no moonset; the Sun
    // rises and sets every day below 65 deg.
    if (options.body === 'moon') assert.ok(r.none >= 60, `days without a moonrise or moonset: ${r.none}`);
    else assert.equal(r.none, 0);
    assert.ok(r.events >= 2 * pairs - r.none && r.events >= 2_800, `events compared: ${r.events}`);
    // The series answered (its times are not the library's to the bit) for
    // nearly all events: the Sun up to 65 deg, the Moon up to 60 deg.
    assert.ok(r.seriesServed >= 0.85 * r.events, `events from the series: ${r.seriesServed} of ${r.events}`);
  });
}

test('near the limits of the fast method the same days have no event as with swe_rise_trans', () => {
  // The Sun at 64-65 deg around both solstices; the Moon at 58-60 deg through
  // 2024-2026, the years of the major lunar standstill (declination up to
  // 28.7 deg), when its altitude curve grazes the horizon there.
  const next = seededRandom(77);
  const sun: Pairs = { days: new Float64Array(800), lat: new Float64Array(800), lon: new Float64Array(800) };
  for (let i = 0; i < 800; i += 1) {
    sun.lat[i] = (i % 2 === 0 ? 1 : -1) * (64 + next());
    sun.lon[i] = (2 * next() - 1) * 180;
    const solstice = jdOf(i % 4 < 2 ? '2024-06-20T00:00:00Z' : '2024-12-21T00:00:00Z');
    sun.days[i] = solstice + Math.round((next() - 0.5) * 20) - sun.lon[i]! / 360;
  }
  const s = compare(sun, {});
  assert.ok(s.events === 1_600 && s.seriesServed >= 1_500, `sun events ${s.events}, from the series ${s.seriesServed}`);
  const moon: Pairs = { days: new Float64Array(1_000), lat: new Float64Array(1_000), lon: new Float64Array(1_000) };
  for (let i = 0; i < 1_000; i += 1) {
    moon.lat[i] = (i % 2 === 0 ? 1 : -1) * (58 + 2 * next());
    moon.lon[i] = (2 * next() - 1) * 180;
    moon.days[i] = jdOf('2024-01-01T00:00:00Z') + Math.floor(next() * 1_096) - moon.lon[i]! / 360;
  }
  const m = compare(moon, { body: 'moon', ...MOONRISE_CONVENTION });
  assert.ok(m.none >= 40, `days without a moonrise or moonset at 58-60 deg: ${m.none}`);
});

test('beyond the fast method (the Sun above 65 deg, the Moon above 60) swe_rise_trans answers, to the bit', () => {
  const n = 60;
  const next = seededRandom(5);
  const p: Pairs = { days: new Float64Array(n), lat: new Float64Array(n), lon: new Float64Array(n) };
  for (let i = 0; i < n; i += 1) {
    p.lat[i] = (i % 2 === 0 ? 1 : -1) * (65.01 + 4 * next());
    p.lon[i] = (2 * next() - 1) * 180;
    p.days[i] = jdOf('2025-01-01T00:00:00Z') + Math.floor(next() * 365) - p.lon[i]! / 360;
  }
  for (const options of [{}, { body: 'moon', ...MOONRISE_CONVENTION }] as RiseSetOptions[]) {
    const ours = riseSet(p.days, p.lat, p.lon, options);
    const ref = riseSet(p.days, p.lat, p.lon, { ...options, direct: true });
    assert.deepEqual(ours, ref);
    // Polar days and nights are among them (the Sun at 65-69 deg in June and December).
    if (options.body === undefined)
      assert.ok(
        ours.riseJdUt.some((t) => Number.isNaN(t)),
        'some day without a sunrise',
      );
  }
});

test('days at the ends of the computing range (1799-01-01, 2400-12-31) agree with swe_rise_trans', () => {
  // The last day's search runs past the series' end (2401-01-01): the library answers there.
  const starts = Float64Array.of(jdOf('1799-01-01T00:00:00Z'), jdOf('2400-12-30T00:00:00Z'), jdOf('2400-12-31T00:00:00Z'));
  for (const [lat, lon] of [
    [28.61, 77.21],
    [-33.87, 151.21],
    [51.48, -0.1],
  ] as const) {
    const latitudes = new Float64Array(3).fill(lat);
    const longitudes = new Float64Array(3).fill(lon);
    for (const options of [{}, { body: 'moon', ...MOONRISE_CONVENTION }] as RiseSetOptions[]) {
      const ours = riseSet(starts, latitudes, longitudes, options);
      const ref = riseSet(starts, latitudes, longitudes, { ...options, direct: true });
      for (let i = 0; i < 3; i += 1) {
        for (const [got, want] of [
          [ours.riseJdUt[i]!, ref.riseJdUt[i]!],
          [ours.setJdUt[i]!, ref.setJdUt[i]!],
        ] as const) {
          assert.equal(Number.isNaN(got), Number.isNaN(want));
          if (!Number.isNaN(want))
            assert.ok(Math.abs(got - want) <= TOLERANCE, `${lat},${lon} ${isoOf(starts[i]!)}: ${(got - want) / SECOND} s`);
        }
      }
    }
  }
});
