/**
 * Rising conventions (src/time/day-frame.ts RISING_CONVENTIONS) against
 * drik-panchanga, the Swiss Ephemeris panchanga of Satish B. D.
 * (github.com/bdsatish/drik-panchanga, panchanga.py, the revision whose
 * `_rise_flags` is BIT_DISC_CENTER + BIT_NO_REFRACTION, "Hindu
 * sunrise/sunset ... geometric, i.e. true sunrise/set", and whose
 * `set_ayanamsa_mode` is SIDM_LAHIRI). Its expectations are the comments of
 * `all_tests`, `tithi_tests`, `nakshatra_tests` and `yoga_tests`, local
 * clock times at a fixed zone (Bangalore 12.972 N 77.594 E at +5:30,
 * Helsinki 60.17 N 24.935 E at +2:00), seconds truncated (`to_dms` takes
 * int(s)), hours past 24 meaning the next day.
 *
 * An earlier revision of the same file (BIT_DISC_CENTER alone, refraction
 * on) expected sunrise 6:47:20 and sunset 18:12:58 on 2013-01-18 at
 * Bangalore: the `centre` convention; its moonrise 11:28:06 and moonset
 * 24:12:48 do not match `centre` (ours 11:29:39 and 00:11:13), and are left
 * out. Its tithi and nakshatra ends are those of the later revision within
 * 30 s.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { panchangOf } from '../../../src/domain/panchang/index.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';
import type { SunriseConvention, MoonriseConvention } from '../../../src/time/day-frame.ts';
import { SECOND } from '../../fixtures.ts';

const BANGALORE = { latitudeDeg: 12.972, longitudeDeg: 77.594, offsetHours: 5.5 };
const HELSINKI = { latitudeDeg: 60.17, longitudeDeg: 24.935, offsetHours: 2 };
type Place = typeof BANGALORE;

/** The UT Julian day of `hours` (may pass 24) past local midnight of a date at a fixed offset. */
function localJdUt(place: Place, y: number, m: number, d: number, hours: number): number {
  return jdUtFromCalendar(y, m, d) + (hours - place.offsetHours) / 24;
}
const h = (hh: number, mm: number, ss: number) => hh + mm / 60 + ss / 3600;

function dayOf(place: Place, y: number, m: number, d: number, sunrise?: SunriseConvention, moonrise?: MoonriseConvention) {
  return panchangOf({ year: y, month: m, day: d }, place, () => place.offsetHours * 60, 'lat', { sunrise, moonrise });
}

/** drik-panchanga truncates to the second: ours must lie in [expected, expected + 1 s], with 1 s more for rounding. */
function assertTruncatedTime(actualJdUt: number, expectedJdUt: number, what: string): void {
  const deltaS = (actualJdUt - expectedJdUt) / SECOND;
  assert.ok(deltaS > -1 && deltaS < 2, `${what}: ${deltaS.toFixed(2)} s from drik-panchanga`);
}

test('drik-panchanga sunrise, sunset, moonrise and moonset (centre of the disc, no refraction), to the second', () => {
  const day = dayOf(BANGALORE, 2013, 1, 18, 'centre_no_refraction', 'centre_no_refraction');
  assertTruncatedTime(day.sunriseJdUt, localJdUt(BANGALORE, 2013, 1, 18, h(6, 49, 47)), 'sunrise');
  assertTruncatedTime(day.sunsetJdUt, localJdUt(BANGALORE, 2013, 1, 18, h(18, 10, 25)), 'sunset');
  assertTruncatedTime(day.moonriseJdUt, localJdUt(BANGALORE, 2013, 1, 18, h(11, 32, 4)), 'moonrise');
  assertTruncatedTime(day.moonsetJdUt, localJdUt(BANGALORE, 2013, 1, 18, h(24, 8, 47)), 'moonset');
});

test('the earlier drik-panchanga revision (centre of the disc, refraction) matches the centre convention', () => {
  const day = dayOf(BANGALORE, 2013, 1, 18, 'centre');
  assertTruncatedTime(day.sunriseJdUt, localJdUt(BANGALORE, 2013, 1, 18, h(6, 47, 20)), 'sunrise');
  // 18:12:58 in that file, 18:12:53 here: 5 s, within its older Swiss Ephemeris's refraction (not chased).
  const sunsetS = (day.sunsetJdUt - localJdUt(BANGALORE, 2013, 1, 18, h(18, 12, 58))) / SECOND;
  assert.ok(Math.abs(sunsetS) < 10, `sunset ${sunsetS.toFixed(1)} s`);
});

test('the default (upper limb) differs from the Hindu rising by minutes, as the conventions say', () => {
  const upper = dayOf(BANGALORE, 2013, 1, 18);
  const hindu = dayOf(BANGALORE, 2013, 1, 18, 'centre_no_refraction');
  const minutes = (hindu.sunriseJdUt - upper.sunriseJdUt) * 1_440;
  // Refraction 34' plus the semi-diameter 16', at the Sun's rate of ascent at 13 N in January: 3-4 minutes.
  assert.ok(minutes > 3 && minutes < 4.5, `${minutes} min`);
});

// Tithi ends do not depend on the ayanamsa or the rising convention; they
// check that the day the fixtures describe is the day we compute.
test('drik-panchanga tithi ends agree to the second', () => {
  // [place, date, the tithi in force at local noon (1..30), its start or null, its end], drik-panchanga tithi_tests.
  const cases: [Place, [number, number, number], number, number | null, number | null][] = [
    [BANGALORE, [2009, 7, 15], 23, null, h(27, 7, 39)],
    [BANGALORE, [2013, 1, 18], 7, null, h(16, 24, 20)],
    [BANGALORE, [1985, 6, 9], 22, null, h(25, 3, 29)],
    [HELSINKI, [2013, 1, 18], 7, null, h(12, 54, 20)],
    [BANGALORE, [2010, 4, 24], 11, h(6, 9, 27), h(27, 33, 56)],
    [BANGALORE, [2013, 2, 3], 23, h(8, 14, 6), h(30, 33, 16)],
    [HELSINKI, [2013, 4, 19], 9, null, h(28, 44, 59)],
    [HELSINKI, [2013, 4, 21], 11, h(5, 22, 7), null],
  ];
  assert.equal(cases.length, 8);
  for (const [place, [y, m, d], tithiNumber, startHours, endHours] of cases) {
    const day = dayOf(place, y, m, d, 'centre_no_refraction', 'centre_no_refraction');
    assert.equal(day.tithi.index + 1, tithiNumber, `${y}-${m}-${d}`);
    if (startHours !== null) assertTruncatedTime(day.tithi.startJdUt, localJdUt(place, y, m, d, startHours), `${y}-${m}-${d} start`);
    if (endHours !== null) assertTruncatedTime(day.tithi.endJdUt, localJdUt(place, y, m, d, endHours), `${y}-${m}-${d} end`);
  }
});

// drik-panchanga's nakshatra and yoga ends (Lahiri) are NOT matched to the
// second, and no ayanamsa offered brings them closer: ours are later by
// 28 s (2009-07-15) and 29 s (2013-01-18), earlier by 24 s (1985-06-09) for
// the nakshatra, and the yoga's by 55 s and -45 s, about twice the
// nakshatra's as a shift of the zodiac would make them: an ayanamsa some 15"
// off the Swiss Ephemeris 2.10 Lahiri in either direction, most likely the
// older library its comments were printed with. True Chitra is 75 to 205 s
// off. The test holds them to one minute (nakshatra) and two (yoga).
test('drik-panchanga nakshatra and yoga ends agree within a minute (nakshatra) and two (yoga), Lahiri', () => {
  const cases: [string, [number, number, number], number, number][] = [
    ['nakshatra', [2009, 7, 15], 27, h(17, 6, 9)],
    ['nakshatra', [2013, 1, 18], 27, h(19, 22, 41)],
    ['nakshatra', [1985, 6, 9], 24, h(26, 33, 6)],
    ['yoga', [1985, 6, 9], 1, h(23, 0, 29)],
    ['yoga', [2013, 1, 18], 21, h(29, 10, 2)],
  ];
  for (const [limb, [y, m, d], number, endHours] of cases) {
    const day = dayOf(BANGALORE, y, m, d, 'centre_no_refraction');
    const span = limb === 'nakshatra' ? day.nakshatra : day.yoga;
    // Each of these limbs is in force from sunrise (drik-panchanga's reading) past local noon (ours).
    assert.ok(span.startJdUt < day.sunriseJdUt && span.endJdUt > day.noonJdUt, `${limb} ${y}-${m}-${d}`);
    assert.equal(span.index + 1, number, `${limb} ${y}-${m}-${d}`);
    const endJdUt = span.endJdUt;
    const deltaS = (endJdUt - localJdUt(BANGALORE, y, m, d, endHours)) / SECOND;
    assert.ok(Math.abs(deltaS) < (limb === 'nakshatra' ? 60 : 120), `${limb} ${y}-${m}-${d}: ${deltaS.toFixed(0)} s`);
  }
});
