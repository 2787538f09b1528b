/**
 * The request's date and date-time texts as UT Julian days (src/time/local.ts):
 * local midnights of a YYYY-MM-DD in a zone, and `at` within the ephemeris years.
 * Offsets from the tz source (https://github.com/eggert/tz, `europe`:
 * EU rule, 2026 summer time from 29 March to 25 October; `asia`: Asia/Kolkata
 * +05:30 since 1945).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { atJdUt, jdUtFromDate, zoneMidnightJdUt } from '../../../src/time/index.ts';
import { expectApiError } from '../../fixtures.ts';

const jd = (iso: string): number => jdUtFromDate(new Date(iso));

test('local midnight of a date in a zone, and of the day after', () => {
  assert.equal(zoneMidnightJdUt('2026-01-15', 'Asia/Kolkata'), jd('2026-01-14T18:30:00Z'));
  assert.equal(zoneMidnightJdUt('2026-01-15', '+05:30'), jd('2026-01-14T18:30:00Z'));
  assert.equal(zoneMidnightJdUt('2026-01-15', '-03:00', 1), jd('2026-01-16T03:00:00Z'));
  // Summer time in London: midnight is 23:00 UTC the day before; across the month end.
  assert.equal(zoneMidnightJdUt('2026-07-31', 'Europe/London', 1), jd('2026-07-31T23:00:00Z'));
  // The day of the October change runs from 23:00 UTC to 00:00 UTC the next day: 25 hours.
  assert.equal(zoneMidnightJdUt('2026-10-25', 'Europe/London'), jd('2026-10-24T23:00:00Z'));
  assert.equal(zoneMidnightJdUt('2026-10-25', 'Europe/London', 1), jd('2026-10-26T00:00:00Z'));
});

test('`at`: the moment given or now, refused unless the date written in it lies from 1800-01-01 to 2399-12-31', async () => {
  assert.equal(atJdUt('2026-11-21T05:30:00+05:30', 0), jd('2026-11-21T00:00:00Z'));
  const now = Date.UTC(2026, 10, 23, 12);
  assert.equal(atJdUt(undefined, now), jdUtFromDate(new Date(now)));
  assert.equal(atJdUt('1800-01-01T00:00:00Z', 0), 2_378_496.5);
  // The local date as written counts: these UT moments lie in 1799 and 2400.
  assert.equal(atJdUt('1800-01-01T00:00:00+14:00', 0), jd('1799-12-31T10:00:00Z'));
  assert.equal(atJdUt('2399-12-31T23:59:00-12:00', 0), jd('2400-01-01T11:59:00Z'));
  for (const bad of ['2400-01-01T00:00:00Z', '1799-12-31T23:59:59Z', '2400-01-01T05:00:00+14:00']) {
    await expectApiError(() => atJdUt(bad, 0), {
      code: 'invalid_parameter',
      param: 'at',
      message: `Expected a date from 1800-01-01 to 2399-12-31 for at but received "${bad}"`,
    });
  }
});
