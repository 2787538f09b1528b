/** The ephemeris years as Julian days agree with the calendar conversion of src/time (an independent path: Date.UTC). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { END_JD_UT, END_MS, FIRST_JD_UT, FIRST_MS, FIRST_YEAR, inEphemerisYears, LAST_YEAR } from '../../../src/core/defaults.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';

test('the years offered as Julian days and Unix ms', () => {
  assert.equal(FIRST_JD_UT, jdUtFromCalendar(FIRST_YEAR, 1, 1));
  assert.equal(END_JD_UT, jdUtFromCalendar(LAST_YEAR + 1, 1, 1));
  // 1800-01-01 is JD 2378496.5 (Meeus, Astronomical Algorithms, ch. 7 algorithm).
  assert.equal(FIRST_JD_UT, 2_378_496.5);
  assert.equal(inEphemerisYears(FIRST_MS), true);
  assert.equal(inEphemerisYears(FIRST_MS - 1), false);
  assert.equal(inEphemerisYears(END_MS - 1), true);
  assert.equal(inEphemerisYears(END_MS), false);
});
