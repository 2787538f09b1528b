/**
 * Godhuli muhurta (src/domain/panchang/windows.ts: one night ghati from a
 * start that follows the season, Muhurta Chintamani's rule) against Drik
 * Panchang's day pages: New Delhi, New York and Vilnius 2026 as the
 * gerimantas/VedaCal repository keeps them (tests/fixtures/drik/<city>-<date>.json,
 * from drikpanchang.com/panchang/day-panchang.html?geoname-id=<id>&date=DD/MM/YYYY),
 * and New Delhi's Bengali panjika pages of 2020 and 2022
 * (drikpanchang.com/bengali/bengali-day-panjika.html?date=DD/MM/YYYY); the
 * 48 pages of test/reference/drik-day-windows.ts are checked in
 * drik-day-windows.test.ts. Checked: start and end within 1 minute of the
 * page's (minutes printed). And the three starts against the engine's own
 * sunset of the disc's centre (swe_rise_trans), which this rule does not read.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GODHULI_SEMI_DIAMETERS_OF_SIGN, namedWindowsOf, panchangOf } from '../../../src/domain/panchang/index.ts';
import { riseSet } from '../../../src/native/ephemeris.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';

const MINUTE = 1 / 1440;
const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const NEW_YORK = { latitudeDeg: 40.71427, longitudeDeg: -74.00597 };
const VILNIUS = { latitudeDeg: 54.68916, longitudeDeg: 25.2798 };

/** [place, UTC offset minutes, date, Godhuli start, end (local HH:MM)]. */
const PAGES: [typeof DELHI, number, string, string, string][] = [
  [DELHI, 330, '2020-12-31', '17:32', '18:00'],
  [DELHI, 330, '2022-01-24', '17:51', '18:18'],
  [DELHI, 330, '2022-01-26', '17:53', '18:19'],
  [DELHI, 330, '2026-06-21', '19:21', '19:41'],
  [DELHI, 330, '2026-10-02', '18:06', '18:30'],
  [DELHI, 330, '2026-12-21', '17:26', '17:54'],
  // Clocks went to EDT at 02:00 that morning.
  [NEW_YORK, -240, '2026-03-08', '18:52', '19:17'],
  [NEW_YORK, -240, '2026-06-21', '20:29', '20:47'],
  [VILNIUS, 180, '2026-06-21', '21:57', '22:11'],
  [VILNIUS, 120, '2026-12-21', '15:49', '16:23'],
];

const civil = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const local = (date: string, hhmm: string, offset: number) => {
  const { year, month, day } = civil(date);
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  return jdUtFromCalendar(year, month, day, h + min / 60 - offset / 60);
};

test('Drik Panchang, New Delhi, New York and Vilnius, 2020-2026: Godhuli starts and ends within 1 minute of the page', () => {
  for (const [place, offset, date, start, end] of PAGES) {
    const g = panchangOf(civil(date), place, () => offset).windows.godhuliMuhurta!;
    const startOff = (g.startJdUt - local(date, start, offset)) / MINUTE;
    const endOff = (g.endJdUt - local(date, end, offset)) / MINUTE;
    assert.ok(Math.abs(startOff) <= 1, `${date}: start ${startOff.toFixed(1)} min off`);
    assert.ok(Math.abs(endOff) <= 1, `${date}: end ${endOff.toFixed(1)} min off`);
  }
});

test('the seasons: the whole disc (2 semi-diameters) Vrishchika to Kumbha, half Meena to Mithuna, set Karka to Tula', () => {
  assert.deepEqual(GODHULI_SEMI_DIAMETERS_OF_SIGN, [1, 1, 1, 0, 0, 0, 0, 2, 2, 2, 2, 1]);
});

test("the starts against the engine's sunset of the disc's centre: at it in Vasanta and Grishma, as far again before sunset in Hemanta and Shishira, at sunset in Varsha and Sharad (within 6 seconds)", () => {
  // [place, offset, date, semi-diameters]: New Delhi and Vilnius (55 N) in each season.
  const days: [typeof DELHI, number, string, number][] = [
    [DELHI, 330, '2026-05-10', 1],
    [DELHI, 330, '2026-08-10', 0],
    [DELHI, 330, '2026-12-21', 2],
    [VILNIUS, 180, '2026-06-21', 1],
    [VILNIUS, 180, '2026-09-10', 0],
    [VILNIUS, 120, '2027-02-01', 2],
  ];
  for (const [place, offset, date, semiDiameters] of days) {
    const day = panchangOf(civil(date), place, () => offset);
    const centre = riseSet(Float64Array.of(day.dayStartJdUt), Float64Array.of(place.latitudeDeg), Float64Array.of(place.longitudeDeg), {
      discCentre: true,
      direct: true,
    }).setJdUt[0]!;
    const expected = day.sunsetJdUt - semiDiameters * (day.sunsetJdUt - centre);
    const g = day.windows.godhuliMuhurta!;
    assert.ok(Math.abs(g.startJdUt - expected) <= 6 / 86400, `${date}: ${((g.startJdUt - expected) * 86400).toFixed(1)} s off`);
    assert.ok(Math.abs(g.endJdUt - g.startJdUt - (day.nextSunriseJdUt - day.sunsetJdUt) / 30) < 1e-9, `${date}: one night ghati`);
  }
});

test('Godhuli is null without a next sunrise (the eve of a polar night)', () => {
  const sun = { latitudeDeg: 69.6, tropicalDeg: 250, siderealDeg: 226 };
  assert.equal(namedWindowsOf({ sunriseJdUt: 2461000.45, sunsetJdUt: 2461000.5, nextSunriseJdUt: Number.NaN }, sun).godhuliMuhurta, null);
});
