/**
 * The closed-form lagna boundaries (src/domain/panchang/lagna-rising.ts,
 * lagnaSpans below 66 deg of latitude) against an ascendant computed
 * independently of the engine: the Swiss Ephemeris' own swe_houses_ex through
 * the separate `sweph` package (Moshier, SEFLG_SIDEREAL, Lahiri), which reads
 * neither the graha series nor this code. Just before each returned boundary
 * (1 s, or the previous span's middle if shorter) the sweph ascendant must be
 * in the previous span's sign and just after it in the new one; and the
 * boundary sweph's ascendant gives (bisected to the resolution of a Julian
 * day, 40 us) must lie within the
 * tolerance before the returned start. Tromso (69.6 N, above the closed
 * form's latitudes, where the ascendant stands, turns back and jumps half a
 * circle) is served by the search, checked the same way. The closed form must
 * also repeat the search's answers, within the tolerance, over 120 days and
 * for random places, dates and intervals.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { LAGNA_TOLERANCE_DAYS, lagnaSpans, searchedLagnaSpans } from '../../../src/domain/panchang/lagna-spans.ts';
import { RISING_MAX_LATITUDE_DEG, risingCrossings } from '../../../src/domain/panchang/lagna-rising.ts';
import { jdOf, seededRandom } from '../../fixtures.ts';

const require = createRequire(import.meta.url);
const sweph = require('sweph') as {
  set_sid_mode(mode: number, t0: number, ayanT0: number): void;
  houses_ex(
    jdUt: number,
    flags: number,
    lat: number,
    lon: number,
    hsys: string,
  ): { flag: number; error: string; data: { points: number[] } };
};
const SEFLG_MOSEPH = 4;
const SEFLG_SIDEREAL = 65_536;
const SE_SIDM_LAHIRI = 1;
const SECOND_DAYS = 1 / 86_400;
/**
 * Slack for where sweph's ascendant changes sign against the engine's: two
 * steps of a Julian day near 2.4e6 (4.7e-10 day, 40 us each), which is also
 * far more than the 1e-4" (microseconds) between the engine's graha-series
 * ascendant and the library's direct one.
 */
const SLACK_DAYS = 1e-9;

type Place = { name: string; latitudeDeg: number; longitudeDeg: number };
const PLACES: Place[] = [
  { name: 'New Delhi', latitudeDeg: 28.6139, longitudeDeg: 77.209 },
  { name: 'Chennai', latitudeDeg: 13.0827, longitudeDeg: 80.2707 },
  { name: 'Quito', latitudeDeg: -0.1807, longitudeDeg: -78.4678 },
  { name: 'Sydney', latitudeDeg: -33.8688, longitudeDeg: 151.2093 },
  { name: 'Reykjavik', latitudeDeg: 64.1466, longitudeDeg: -21.9426 },
  { name: 'Akureyri', latitudeDeg: 65.6835, longitudeDeg: -18.1262 },
  { name: 'Tromso', latitudeDeg: 69.6492, longitudeDeg: 18.9553 },
];
/** Midsummer and midwinter (the extremes of the day's lagnas at high latitudes), an equinox, and dates a century either side. */
const DATES = ['2026-06-21T00:00:00Z', '2026-12-21T00:00:00Z', '1903-03-21T00:00:00Z', '2125-09-23T00:00:00Z'];

sweph.set_sid_mode(SE_SIDM_LAHIRI, 0, 0);
function swephAscendantDeg(jdUt: number, place: Place): number {
  const r = sweph.houses_ex(jdUt, SEFLG_MOSEPH | SEFLG_SIDEREAL, place.latitudeDeg, place.longitudeDeg, 'W');
  assert.equal(r.flag, 0, r.error);
  return r.data.points[0]!;
}
const swephSign = (jdUt: number, place: Place) => Math.floor(swephAscendantDeg(jdUt, place) / 30) % 12;

test('each lagna boundary, by the sweph package: the previous sign just before, the new one just after, the boundary within the tolerance', () => {
  for (const place of PLACES) {
    for (const iso of DATES) {
      const from = jdOf(iso);
      const spans = lagnaSpans(place, [{ startJdUt: from, endJdUt: from + 1.25 }]);
      // 1.25 days: every sign rises (below the polar circle), some twice.
      if (Math.abs(place.latitudeDeg) <= RISING_MAX_LATITUDE_DEG)
        assert.ok(spans.length >= 14 && spans.length <= 25, `${place.name} ${iso}`);
      else assert.ok(spans.length >= 2, `${place.name} ${iso}`);
      assert.equal(swephSign(from, place), spans[0]!.index, `${place.name} ${iso}: the sign at the start`);
      for (let i = 1; i < spans.length; i += 1) {
        const [prev, own] = [spans[i - 1]!, spans[i]!];
        const at = own.startJdUt;
        const what = `${place.name} ${iso} boundary ${i}`;
        assert.equal(swephSign(Math.max(at - SECOND_DAYS, (prev.startJdUt + at) / 2), place), prev.index, `${what}: before`);
        assert.equal(swephSign(Math.min(at + SECOND_DAYS, (at + own.endJdUt) / 2), place), own.index, `${what}: after`);
        // Where sweph's ascendant enters the new sign, bisected from the moment before.
        let lo = Math.max(at - SECOND_DAYS, (prev.startJdUt + at) / 2);
        let hi = Math.min(at + SECOND_DAYS, (at + own.endJdUt) / 2);
        for (;;) {
          const mid = (lo + hi) / 2;
          if (mid <= lo || mid >= hi) break;
          if (swephSign(mid, place) === prev.index) lo = mid;
          else hi = mid;
        }
        assert.ok(hi <= at + SLACK_DAYS, `${what}: sweph's boundary ${((hi - at) * 86_400e3).toFixed(3)} ms after the start`);
        assert.ok(hi >= at - LAGNA_TOLERANCE_DAYS - SLACK_DAYS, `${what}: sweph's boundary ${((at - hi) * 86_400e3).toFixed(3)} ms before`);
      }
    }
  }
});

test('below 66 deg the closed form serves; above it (Tromso) the search does', () => {
  const day = [{ startJdUt: jdOf(DATES[0]!), endJdUt: jdOf(DATES[0]!) + 1 }];
  for (const place of PLACES) {
    const closed = risingCrossings(place, day, LAGNA_TOLERANCE_DAYS);
    assert.equal(closed === null, Math.abs(place.latitudeDeg) > RISING_MAX_LATITUDE_DEG, place.name);
  }
  const tromso = PLACES.at(-1)!;
  assert.deepEqual(lagnaSpans(tromso, day), searchedLagnaSpans(tromso, day));
});

test('the closed form repeats the search over 120 days, within the tolerance, from the equator to 66 deg', () => {
  const first = jdOf('2026-01-01T01:00:00Z');
  const days = Array.from({ length: 120 }, (_, i) => ({ startJdUt: first + i, endJdUt: first + i + 1 }));
  for (const latitudeDeg of [0, 28.6139, -33.8688, 64.1466, 66, -66]) {
    const place = { latitudeDeg, longitudeDeg: 77.209 };
    const closed = lagnaSpans(place, days);
    const searched = searchedLagnaSpans(place, days);
    // About 12.4 sign changes a day, plus the 120 day starts.
    assert.ok(closed.length > 120 * 13, `${latitudeDeg}: ${closed.length}`);
    assert.equal(closed.length, searched.length, `${latitudeDeg}`);
    closed.forEach((s, i) => {
      const t = searched[i]!;
      assert.equal(s.index, t.index, `${latitudeDeg} span ${i}`);
      assert.ok(Math.abs(s.startJdUt - t.startJdUt) <= LAGNA_TOLERANCE_DAYS, `${latitudeDeg} span ${i} start`);
      assert.ok(Math.abs(s.endJdUt - t.endJdUt) <= LAGNA_TOLERANCE_DAYS, `${latitudeDeg} span ${i} end`);
    });
  }
});

test('the closed form repeats the search for random places (to 66 deg), dates (1800-2400) and intervals (seconds to two days, some adjoining)', () => {
  const next = seededRandom(33);
  let spans = 0;
  for (let k = 0; k < 120; k += 1) {
    const place = { latitudeDeg: -66 + 132 * next(), longitudeDeg: -180 + 360 * next() };
    let at = jdOf('1800-01-02T00:00:00Z') + next() * 219_000;
    const intervals = Array.from({ length: 4 }, () => {
      const lengthDays = next() < 0.3 ? next() * 0.02 : next() * 2;
      const w = { startJdUt: at, endJdUt: at + lengthDays };
      at += lengthDays + (next() < 0.5 ? 0 : next());
      return w;
    });
    const what = `${place.latitudeDeg.toFixed(3)} ${place.longitudeDeg.toFixed(3)} from ${intervals[0]!.startJdUt}`;
    assert.notEqual(risingCrossings(place, intervals, LAGNA_TOLERANCE_DAYS), null, what);
    const closed = lagnaSpans(place, intervals);
    const searched = searchedLagnaSpans(place, intervals);
    assert.equal(closed.length, searched.length, what);
    closed.forEach((s, i) => {
      assert.equal(s.index, searched[i]!.index, `${what} span ${i}`);
      assert.ok(Math.abs(s.startJdUt - searched[i]!.startJdUt) <= LAGNA_TOLERANCE_DAYS, `${what} span ${i} start`);
      assert.ok(Math.abs(s.endJdUt - searched[i]!.endJdUt) <= LAGNA_TOLERANCE_DAYS, `${what} span ${i} end`);
    });
    spans += closed.length;
  }
  // Four intervals of a day on average, about 13 spans a day.
  assert.ok(spans > 120 * 20, `${spans} spans`);
});
