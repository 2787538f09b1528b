/**
 * The Chebyshev series behind the event search against direct calls of the
 * Swiss Ephemeris (grahaPositions, sidereal): the bound promised in
 * native/ephem/chebyshev.h.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { grahaPositions, seriesLongitudes, GRAHA_COUNT, BODY_FIELDS } from '../../src/native/ephemeris.ts';
import { ARCSEC, angleDiff, randomMoments, isoOf } from '../fixtures.ts';

// chebyshev.h: "The fit error is bounded ... against direct calls (under
// 0.01 arcsecond)". 0.01" of lunar motion is 20 microseconds of time.
const SERIES_BOUND = 0.01 * ARCSEC;

test('series longitudes of the Sun and Moon stay within 0.01" of direct calls at 5,000 moments 1900-2100', () => {
  const jds = randomMoments(5_000, 1_618);
  const series = seriesLongitudes(jds);
  const { values } = grahaPositions(jds, { direct: true });
  let maxSun = 0;
  let maxMoon = 0;
  for (let i = 0; i < jds.length; i += 1) {
    const sun = Math.abs(angleDiff(series.sunDeg[i]!, values[(i * GRAHA_COUNT + 0) * BODY_FIELDS]!));
    const moon = Math.abs(angleDiff(series.moonDeg[i]!, values[(i * GRAHA_COUNT + 1) * BODY_FIELDS]!));
    maxSun = Math.max(maxSun, sun);
    maxMoon = Math.max(maxMoon, moon);
    assert.ok(
      sun <= SERIES_BOUND && moon <= SERIES_BOUND,
      `${isoOf(jds[i]!)}: Sun ${(sun / ARCSEC).toExponential(2)}", Moon ${(moon / ARCSEC).toExponential(2)}"`,
    );
  }
  console.log(`series max error: Sun ${(maxSun / ARCSEC).toExponential(2)}", Moon ${(maxMoon / ARCSEC).toExponential(2)}"`);
});

test('series longitudes lie in [0, 360) and agree at segment boundaries from both sides', () => {
  // Moon segments are 4 days long from J2000 (chebyshev.cc); probe each side
  // of a few boundaries, where a fit is most likely to be off.
  const eps = 1e-6;
  const at: number[] = [];
  for (const k of [-5000, -1, 0, 1, 777, 9000]) at.push(2_451_545 + 4 * k - eps, 2_451_545 + 4 * k + eps);
  const jds = Float64Array.from(at);
  const series = seriesLongitudes(jds);
  const { values } = grahaPositions(jds, { direct: true });
  for (let i = 0; i < jds.length; i += 1) {
    for (const [name, v, g] of [
      ['Sun', series.sunDeg[i]!, 0],
      ['Moon', series.moonDeg[i]!, 1],
    ] as const) {
      assert.ok(v >= 0 && v < 360, `${name} ${v}`);
      assert.ok(Math.abs(angleDiff(v, values[(i * GRAHA_COUNT + g) * BODY_FIELDS]!)) <= SERIES_BOUND, `${name} at ${jds[i]}`);
    }
  }
});
