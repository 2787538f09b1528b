import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';
import { rulingPlanetsAt, distinctRulers } from '../../../src/domain/kp/index.ts';

const MINUTE_DAYS = 1 / 1440;

// Reference: Arun Kumar Bansal, "Krishnamurthy Paddhati" (Future Point), ch. 1-2,
// worked chart: born 12-9-1935 at 9:08 p.m. IST, Guna (M.P.), 24°39' N 77°18' E.
// Printed (KP ayanamsa of the book): ascendant 00s 19°19' (sign lord Mars,
// star lord Venus, sub lord Rahu); Moon 10s 23°11' in P. Bhadrapada (star lord
// Jupiter, sub lord Saturn). 12 September 1935 was a Thursday (day lord Jupiter).
// The ruling planets of that moment follow from these printed lords. Both points
// lie over 40' inside their subs, more than any KP ayanamsa variant moves them.
test('ruling planets of a published KP chart (Bansal, Guna 1935-09-12 21:08 IST)', () => {
  const jdUt = jdUtFromCalendar(1935, 9, 12, 21 + 8 / 60 - 5.5);
  const rp = rulingPlanetsAt(jdUt, 24 + 39 / 60, 77 + 18 / 60, 330);
  assert.deepEqual(
    rp.byRole.map((r) => [r.role, r.graha]),
    [
      ['day_lord', 'jupiter'],
      ['lagna_sign_lord', 'mars'],
      ['lagna_star_lord', 'venus'],
      ['lagna_sub_lord', 'rahu'],
      ['moon_sign_lord', 'saturn'],
      ['moon_star_lord', 'jupiter'],
      ['moon_sub_lord', 'saturn'],
    ],
  );
  assert.ok(Math.abs(rp.lagna.longitudeDeg - (19 + 19 / 60)) < 0.25, `lagna ${rp.lagna.longitudeDeg}`);
  assert.ok(Math.abs(rp.moon.longitudeDeg - (300 + 23 + 11 / 60)) < 0.25, `moon ${rp.moon.longitudeDeg}`);
  assert.deepEqual(distinctRulers(rp), ['jupiter', 'mars', 'venus', 'rahu', 'saturn']);
});

// The weekday runs from sunrise to sunrise (kphorary.sourceforge.net, "Ruling
// Planets": "Weakest: Day lord (Sun rise to sun rise)"). New Delhi, Saturday
// 2025-11-22: a minute before that day's sunrise the day lord is still Friday's
// Venus; a minute after, Saturday's Saturn. Drik Panchang prints that sunrise
// at 06:49 IST (its New Delhi page of 22/11/2025, test/golden/panchang/drik-panchang.json).
test('the day lord changes at sunrise, not at midnight', () => {
  const lat = 28.6139,
    lon = 77.209;
  const probe = rulingPlanetsAt(jdUtFromCalendar(2025, 11, 22, 12 - 5.5), lat, lon, 330);
  const sunriseIst = (probe.sunriseJdUt - jdUtFromCalendar(2025, 11, 22, -5.5)) * 24;
  assert.ok(Math.abs(sunriseIst - (6 + 49 / 60)) < 1.5 / 60, `sunrise ${sunriseIst} h IST`);
  assert.equal(probe.dayLord, 'saturn');
  assert.equal(rulingPlanetsAt(probe.sunriseJdUt - MINUTE_DAYS, lat, lon, 330).dayLord, 'venus');
  assert.equal(rulingPlanetsAt(probe.sunriseJdUt + MINUTE_DAYS, lat, lon, 330).dayLord, 'saturn');
  // Just after midnight the weekday is still Friday's.
  assert.equal(rulingPlanetsAt(jdUtFromCalendar(2025, 11, 22, 0.5 - 5.5), lat, lon, 330).dayLord, 'venus');
});
