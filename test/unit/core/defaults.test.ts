/** The dates offered and the computing range as Julian days agree with the calendar conversion of src/time (an independent path: Date.UTC). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkOfferedDate,
  COMPUTE_END_JD_UT,
  COMPUTE_FIRST_JD_UT,
  END_JD_UT,
  FIRST_DATE,
  FIRST_JD_UT,
  FIRST_YEAR,
  isOfferedDate,
  LAST_DATE,
  LAST_YEAR,
} from '../../../src/core/defaults.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';

test('the dates offered and the computing range as Julian days', () => {
  assert.equal(FIRST_JD_UT, jdUtFromCalendar(FIRST_YEAR, 1, 1));
  assert.equal(END_JD_UT, jdUtFromCalendar(LAST_YEAR + 1, 1, 1));
  assert.equal(COMPUTE_FIRST_JD_UT, jdUtFromCalendar(FIRST_YEAR - 1, 1, 1));
  assert.equal(COMPUTE_END_JD_UT, jdUtFromCalendar(LAST_YEAR + 2, 1, 1));
  // 1800-01-01 is JD 2378496.5 (Meeus, Astronomical Algorithms, ch. 7 algorithm).
  assert.equal(FIRST_JD_UT, 2_378_496.5);
  assert.equal(FIRST_DATE, `${FIRST_YEAR}-01-01`);
  assert.equal(LAST_DATE, `${LAST_YEAR}-12-31`);
});

test('a date or the date written in a date-time is offered from 1800-01-01 to 2399-12-31, whatever its offset', () => {
  for (const ok of ['1800-01-01', '2399-12-31', '1800-01-01T00:00:00+14:00', '2399-12-31T23:59:59-12:00', '2000-02-29']) {
    assert.equal(isOfferedDate(ok), true, ok);
  }
  for (const bad of ['1799-12-31', '2400-01-01', '1799-12-31T23:59:59-12:00', '2400-01-01T00:00:00Z', '0800-01-01', '']) {
    assert.equal(isOfferedDate(bad), false, bad);
  }
  assert.throws(() => checkOfferedDate('birth.date', '1799-12-31'), {
    code: 'invalid_parameter',
    param: 'birth.date',
    message: 'Expected a date from 1800-01-01 to 2399-12-31 for birth.date but received "1799-12-31"',
  });
});
