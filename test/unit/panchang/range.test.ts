/**
 * A run of days from one panchangDays call (one rise/set batch for the Sun,
 * one for the Moon, one limb search, one lunar-month search) renders every
 * day exactly as the single-day operation GET /v1/panchang answers it: the
 * ground a range or many-place answer stands on.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addDays, isoDate, panchangDays } from '../../../src/domain/panchang/index.ts';
import type { Answer } from '../../../src/operations/define.ts';
import { panchang, panchangDayData } from '../../../src/operations/panchang/panchang.ts';
import { daySpansOf } from '../../../src/operations/shared/day-yogas.ts';
import { offsetMinutesAtZone } from '../../../src/time/local.ts';

function dataOf<T>(answer: Answer<T>): T {
  return 'data' in answer ? answer.data : (JSON.parse(answer.dataJson) as T);
}

// New Delhi (no clock changes), New York (both DST changes of 2024) and
// Helsinki at 60.17 N (long summer days, sunsets near midnight), in English
// and Hindi; 2024 is a leap year.
const PLACES = [
  { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata', lang: 'en' as const },
  { latitudeDeg: 40.7128, longitudeDeg: -74.006, timezone: 'America/New_York', lang: 'hi' as const },
  { latitudeDeg: 60.1699, longitudeDeg: 24.9384, timezone: 'Europe/Helsinki', lang: 'en' as const },
];

test('366 days of 2024 from one panchangDays call equal the single-day answers, day by day, at three places', () => {
  const first = { year: 2024, month: 1, day: 1 };
  const count = 366;
  for (const place of PLACES) {
    const offset = offsetMinutesAtZone(place.timezone);
    const days = panchangDays(first, count, place, offset);
    assert.equal(days.length, count);
    // The special yogas of the run, from one search, split among the days: as each day's own search gives them.
    const special = daySpansOf(first, days, place, offset);
    for (let i = 0; i < count; i += 1) {
      const task = { ...place, date: isoDate(addDays(first, i)) };
      const single = dataOf(panchang.compute(task));
      assert.deepEqual(panchangDayData(days[i]!, task, offset, special[i]!), single, `${place.timezone} ${task.date}`);
    }
  }
});
