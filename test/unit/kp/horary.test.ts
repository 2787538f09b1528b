import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Astronomy from 'astronomy-engine';
import { grahaPositionsFew } from '../../../src/native/ephemeris.ts';
import { KP_NEW_OFFSET_FROM_LAHIRI_DEG } from '../../../src/domain/ayanamsa/index.ts';
import { horaryCusps, kpLordsOf, kpSubStart } from '../../../src/domain/kp/index.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';
import { ascendantOf, placidusCusps } from '../../native/placidus-formula.ts';
import { ARCSEC, angleDiff, expectApiError, norm360 } from '../../fixtures.ts';

/**
 * The hand method of the KP readers, independent of the engine's search:
 * the tropical ascendant is the number's degree plus the KP-New ayanamsa;
 * find by bisection the RAMC (a table of houses' sidereal time) that raises
 * it at the latitude, and divide the semi-arcs there (Placidus formula of
 * test/native/placidus-formula.ts, obliquity from Astronomy Engine).
 */
function handCusps(number: number, jdUt: number, latitudeDeg: number): number[] {
  const ayanamsaDeg = grahaPositionsFew([jdUt]).ayanamsaDeg[0]! + KP_NEW_OFFSET_FROM_LAHIRI_DEG;
  const epsDeg = Astronomy.e_tilt(Astronomy.MakeTime(jdUt - 2_451_545)).tobl;
  const target = norm360(kpSubStart(number) + ayanamsaDeg);
  // The ascendant grows with RAMC; bracket the crossing on a 1-degree grid, then bisect.
  let lo = 0;
  for (let r = 0; r < 360; r += 1) {
    const a = angleDiff(ascendantOf(r, latitudeDeg, epsDeg), target),
      b = angleDiff(ascendantOf(r + 1, latitudeDeg, epsDeg), target);
    if (a < 0 && b >= 0 && b - a < 180) {
      lo = r;
      break;
    }
  }
  let hi = lo + 1;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (angleDiff(ascendantOf(mid, latitudeDeg, epsDeg), target) < 0) lo = mid;
    else hi = mid;
  }
  return placidusCusps((lo + hi) / 2, latitudeDeg, epsDeg).map((c) => norm360(c - ayanamsaDeg));
}

const CASES: [number, number, number, number][] = [
  // number, judgment moment (UT JD), latitude, longitude
  [1, jdUtFromCalendar(2026, 11, 21, 5), 28.6139, 77.209],
  [94, jdUtFromCalendar(2020, 10, 2, 11 + 38 / 60 + 23 / 3600 - 5.5), 17.681, 77.607], // Zahirabad (aryanastrology example)
  [145, jdUtFromCalendar(2000, 1, 1, 12), 51.5074, -0.1278],
  [249, jdUtFromCalendar(1990, 5, 15, 9), -33.8688, 151.2093],
  [23, jdUtFromCalendar(2010, 6, 21, 18), 60.17, 24.94],
];

test("horary cusps equal the hand method (RAMC raising the number's degree, Placidus semi-arcs) within 1 arcsecond", () => {
  assert.equal(CASES.length, 5);
  for (const [number, jdUt, lat, lon] of CASES) {
    const { cuspsDeg } = horaryCusps(number, jdUt, lat, lon, 'lat');
    const hand = handCusps(number, jdUt, lat);
    assert.equal(cuspsDeg.length, 12);
    assert.equal(cuspsDeg[0], kpSubStart(number));
    cuspsDeg.forEach((c, h) => assert.ok(Math.abs(angleDiff(c, hand[h]!)) < 1 * ARCSEC, `#${number} house ${h + 1}: ${c} vs ${hand[h]}`));
    assert.equal(kpLordsOf(cuspsDeg[0]!).subNumber, number);
  }
});

test('a polar latitude where Placidus has no cusps is a typed 400 naming the latitude', async () => {
  await expectApiError(() => horaryCusps(100, jdUtFromCalendar(2026, 6, 21, 12), 78.22, 15.65, 'lat'), {
    code: 'invalid_parameter',
    param: 'lat',
    message: /Placidus/,
  });
});
