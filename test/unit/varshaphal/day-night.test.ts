import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Astronomy from 'astronomy-engine';
import { computeChart, grahaOf } from '../../../src/domain/chart/index.ts';
import { isSunUp } from '../../../src/domain/varshaphal/index.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';
import { randomMoments, seededRandom } from '../../fixtures.ts';

const JD_UNIX_EPOCH = 2_440_587.5;
/** Our day/night at a moment and place, from our own chart's Sun. */
function ours(jdUt: number, latitudeDeg: number, longitudeDeg: number): boolean {
  const chart = computeChart({
    jdUt,
    latitudeDeg,
    longitudeDeg,
    timeAccuracy: 'exact',
    utcOffsetMinutes: Math.round(longitudeDeg * 4),
    timezoneName: 'UTC',
  });
  return isSunUp(jdUt, latitudeDeg, longitudeDeg, chart.utcOffsetMinutes, grahaOf(chart, 'sun').longitudeDeg + chart.ayanamsaDeg);
}
/** Astronomy Engine's apparent (refracted) altitude of the Sun's centre, degrees: an independent ephemeris and horizon. */
function sunAltitudeDeg(jdUt: number, latitudeDeg: number, longitudeDeg: number): number {
  const time = Astronomy.MakeTime(new Date((jdUt - JD_UNIX_EPOCH) * 86_400_000));
  const observer = new Astronomy.Observer(latitudeDeg, longitudeDeg, 0);
  const eq = Astronomy.Equator(Astronomy.Body.Sun, time, observer, true, true);
  return Astronomy.Horizon(time, observer, eq.ra, eq.dec, 'normal').altitude;
}
/** The upper limb touches the horizon when the centre is one solar semidiameter (about 0.27 deg) below it. */
const SEMIDIAMETER_DEG = 0.27;

test("day and night agree with Astronomy Engine's Sun altitude at random moments and places", () => {
  const random = seededRandom(1118);
  const moments = randomMoments(300, 2718);
  let compared = 0;
  for (const jdUt of moments) {
    const lat = -75 + 150 * random();
    const lon = -180 + 360 * random();
    const altitudeDeg = sunAltitudeDeg(jdUt, lat, lon);
    if (Math.abs(altitudeDeg + SEMIDIAMETER_DEG) < 0.3) continue; // within a minute or two of sunrise or sunset
    assert.equal(ours(jdUt, lat, lon), altitudeDeg > -SEMIDIAMETER_DEG, `${jdUt} at ${lat}, ${lon}: altitude ${altitudeDeg}`);
    compared += 1;
  }
  assert.ok(compared > 280, `${compared} compared`);
});

test('polar day and night: the midnight sun is day, the polar night is night', () => {
  // 80 N at local midnight in late June (the Sun never sets), and in late December (it never rises).
  assert.equal(ours(jdUtFromCalendar(2100, 6, 23, 23), 80, 15), true);
  assert.equal(ours(jdUtFromCalendar(2100, 12, 22, 11), 80, 15), false);
  // Near the south pole in early January, whatever the hour.
  assert.equal(ours(jdUtFromCalendar(1900, 1, 3, 4), -89.9, 18.9), true);
  assert.ok(sunAltitudeDeg(jdUtFromCalendar(2100, 6, 23, 23), 80, 15) > 0);
});
