/**
 * The closed-form polar check before rise/set searches (src/time/polar.ts):
 * - the Sun's declination against astronomy-engine (an independent theory,
 *   VSOP87 with IAU nutation), within 0.02 deg over 1900-2100;
 * - every day it calls certainly polar really has no sunrise or no sunset by
 *   the Swiss Ephemeris's own search (riseSet, every convention), checked on
 *   the days nearest the threshold (the edges of each polar run), where a
 *   wrong margin would show first;
 * - sunDays then refuses a range at the same first day, with the same error,
 *   as the full search of every day did (issue 28, D3: the refusal no longer
 *   waits for a year of empty searches).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as Astronomy from 'astronomy-engine';
import { riseSet } from '../../../src/native/ephemeris.ts';
import { firstCertainlyPolarDay, sunDeclinationDeg } from '../../../src/time/polar.ts';
import { localMidnights, RISING_CONVENTIONS, sunDays, sunFramesOf, type CivilDate } from '../../../src/time/day-frame.ts';

const UNIX_EPOCH_JD = 2_440_587.5;
const utcOffset = () => 60;

test("the Sun's declination is within 0.02 deg of astronomy-engine's, 1900-2100", () => {
  let worstDeg = 0;
  for (let year = 1900; year <= 2100; year += 7) {
    for (let month = 1; month <= 12; month += 1) {
      const date = new Date(Date.UTC(year, month - 1, 11, 12));
      const jdUt = date.getTime() / 86_400_000 + UNIX_EPOCH_JD;
      const observer = new Astronomy.Observer(0, 0, 0);
      const reference = Astronomy.Equator(Astronomy.Body.Sun, date, observer, true, true).dec;
      worstDeg = Math.max(worstDeg, Math.abs(sunDeclinationDeg(jdUt) - reference));
    }
  }
  assert.ok(worstDeg < 0.02, `worst difference ${worstDeg} deg`);
});

const POLAR_LATITUDES_DEG = [66.8, 69.6, 72.4, 85, -69.6, -77.8];

/** Indices of certainly polar days that border a day that is not: the days nearest the threshold. */
function runEdges(starts: Float64Array, count: number, latitudeDeg: number): number[] {
  const flagged = Array.from({ length: count }, (_, i) => firstCertainlyPolarDay(starts.subarray(i, i + 1), 1, latitudeDeg) === 0);
  return flagged.flatMap((f, i) => (f && (flagged[i - 1] === false || flagged[i + 1] === false) ? [i] : []));
}

test("every certainly polar day at a run's edge has no sunrise or no sunset by the exact search, in every convention", () => {
  let checked = 0;
  for (const year of [1900, 2100]) {
    const first: CivilDate = { year, month: 1, day: 1 };
    const starts = localMidnights(first, 366, utcOffset);
    for (const latitudeDeg of POLAR_LATITUDES_DEG) {
      const edges = runEdges(starts, 366, latitudeDeg);
      if (Math.abs(latitudeDeg) >= 69.5) assert.ok(edges.length >= 2, `polar runs found at ${latitudeDeg} in ${year}`);
      if (edges.length === 0) continue;
      for (const convention of Object.values(RISING_CONVENTIONS)) {
        const at = Float64Array.from(edges, (i) => starts[i]!);
        const { riseJdUt, setJdUt } = riseSet(
          at,
          new Float64Array(at.length).fill(latitudeDeg),
          new Float64Array(at.length).fill(12),
          convention,
        );
        edges.forEach((day, k) => {
          const rise = riseJdUt[k]!,
            set = setJdUt[k]!;
          const bothInDay = !Number.isNaN(rise) && rise < starts[day + 1]! && set > rise && set - rise < 1;
          assert.ok(!bothInDay, `${latitudeDeg} deg, ${year} day ${day}: the Sun rises and sets`);
          checked += 1;
        });
      }
    }
  }
  assert.ok(checked > 50, `${checked} days checked`);
});

test('sunDays refuses a range at the same first day as a search of every day did', () => {
  const cases: [number, CivilDate, number][] = [
    // Inside a polar night; before a midnight-sun season, and a polar night's, in each hemisphere; at the polar circle.
    [69.6, { year: 2026, month: 1, day: 1 }, 30],
    [69.6, { year: 2026, month: 5, day: 1 }, 40],
    [69.6, { year: 2026, month: 11, day: 10 }, 40],
    [-69.6, { year: 2026, month: 5, day: 10 }, 40],
    [66.8, { year: 2026, month: 6, day: 1 }, 40],
  ];
  for (const [latitudeDeg, first, count] of cases) {
    const place = { latitudeDeg, longitudeDeg: 18.9 };
    // The rule of every caller: the first day without a sunrise and a sunset inside it (sunFramesOf).
    const refusal = (days: ReturnType<typeof sunDays>) => {
      try {
        sunFramesOf(days, first, count, 'lat', false);
        return 'none';
      } catch (error) {
        return String(error);
      }
    };
    const starts = localMidnights(first, count, utcOffset);
    const full = riseSet(
      starts.slice(0, count),
      new Float64Array(count).fill(latitudeDeg),
      new Float64Array(count).fill(18.9),
      RISING_CONVENTIONS.upper_limb,
    );
    const searchedEveryDay = {
      dayStartJdUt: starts,
      sunriseJdUt: full.riseJdUt.map((r, i) => (r >= starts[i + 1]! ? Number.NaN : r)),
      sunsetJdUt: full.setJdUt,
    };
    const expected = refusal(searchedEveryDay);
    assert.match(expected, /does not both rise and set on \d{4}-\d\d-\d\d/, `${latitudeDeg} from ${JSON.stringify(first)}`);
    assert.equal(refusal(sunDays(first, count, place, utcOffset)), expected, `${latitudeDeg} from ${JSON.stringify(first)}`);
  }
});

test('outside the polar circles no day is certainly polar', () => {
  const starts = localMidnights({ year: 2026, month: 1, day: 1 }, 366, utcOffset);
  for (const latitudeDeg of [0, 28.6, 51.5, 64, -64]) assert.equal(firstCertainlyPolarDay(starts, 366, latitudeDeg), -1);
});

test('the search stops at the first certainly polar day: the days after it are not searched', () => {
  // Tromso from 1 January: a polar night until mid-January, then sunrises again; the exact search finds those.
  const first: CivilDate = { year: 2026, month: 1, day: 1 };
  const count = 40;
  const starts = localMidnights(first, count, utcOffset);
  const full = riseSet(
    starts.slice(0, count),
    new Float64Array(count).fill(69.6),
    new Float64Array(count).fill(18.9),
    RISING_CONVENTIONS.upper_limb,
  );
  assert.ok(!Number.isNaN(full.riseJdUt[count - 1]!), 'the Sun rises again by 9 February');
  // Day 0 is certainly polar: nothing is searched, so even the late days read no sunrise (a year here took 1-3 s of searching).
  assert.equal(firstCertainlyPolarDay(starts, count, 69.6), 0);
  const days = sunDays(first, count, { latitudeDeg: 69.6, longitudeDeg: 18.9 }, utcOffset);
  assert.ok(days.sunriseJdUt.every(Number.isNaN));
});
