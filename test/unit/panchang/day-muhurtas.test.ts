/**
 * The thirty muhurtas of the day by name against Drik Panchang's day pages
 * (drikpanchang.com/panchang/day-panchang.html?geoname-id=<id>&date=DD/MM/YYYY;
 * New Delhi 1261481, New York 5128581), as the gerimantas/VedaCal repository
 * keeps them (tests/fixtures/drik/<city>-<date>.json). Drik prints four of
 * them under their own names: Abhijit (the 8th of the day, Vidhi), Vijaya
 * (the 11th, Vahini), Nishita (the 8th of the night, Vidhatri) and the
 * weekday's Dur Muhurtam (muhurtas.ts DUR_MUHURTAS); every start and end
 * within 1 minute.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MUHURTA_NAMES } from '../../../src/core/glossary.ts';
import { DUR_MUHURTAS, panchangOf } from '../../../src/domain/panchang/index.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';

const MINUTE = 1 / 1440;
const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const NEW_YORK = { latitudeDeg: 40.71427, longitudeDeg: -74.00597 };

type W = [string, string];
/** [place, UTC offset minutes, date, Abhijit, Vijaya, Nishita, Dur Muhurtam] as printed (HH:MM, +1 the next day). */
const PAGES: [typeof DELHI, number, string, W, W, W, W[]][] = [
  [
    DELHI,
    330,
    '1995-07-15',
    ['11:59', '12:54'],
    ['14:45', '15:40'],
    ['00:07+1', '00:48+1'],
    [
      ['05:33', '06:28'],
      ['06:28', '07:23'],
    ],
  ],
  [DELHI, 330, '2026-03-08', ['12:09', '12:56'], ['14:30', '15:17'], ['00:07+1', '00:56+1'], [['16:51', '17:38']]],
  [DELHI, 330, '2026-03-29', ['12:01', '12:51'], ['14:30', '15:19'], ['00:02+1', '00:49+1'], [['16:58', '17:48']]],
  [DELHI, 330, '2026-05-10', ['11:51', '12:45'], ['14:32', '15:26'], ['23:56', '00:38+1'], [['17:14', '18:08']]],
  [
    DELHI,
    330,
    '2026-05-25',
    ['11:51', '12:46'],
    ['14:36', '15:31'],
    ['23:58', '00:39+1'],
    [
      ['12:46', '13:41'],
      ['15:31', '16:26'],
    ],
  ],
  [
    DELHI,
    330,
    '2026-06-08',
    ['11:52', '12:48'],
    ['14:39', '15:35'],
    ['00:00+1', '00:40+1'],
    [
      ['12:48', '13:44'],
      ['15:35', '16:31'],
    ],
  ],
  [DELHI, 330, '2026-06-21', ['11:55', '12:51'], ['14:43', '15:39'], ['00:03+1', '00:43+1'], [['17:30', '18:26']]],
  [
    DELHI,
    330,
    '2026-10-02',
    ['11:47', '12:34'],
    ['14:09', '14:56'],
    ['23:46', '00:35+1'],
    [
      ['08:37', '09:24'],
      ['12:34', '13:21'],
    ],
  ],
  [DELHI, 330, '2026-10-04', ['11:46', '12:33'], ['14:08', '14:55'], ['23:45', '00:34+1'], [['16:29', '17:17']]],
  [
    DELHI,
    330,
    '2026-10-06',
    ['11:46', '12:33'],
    ['14:07', '14:53'],
    ['23:45', '00:34+1'],
    [
      ['08:38', '09:25'],
      ['22:56', '23:45'],
    ],
  ],
  [
    DELHI,
    330,
    '2026-10-10',
    ['11:45', '12:31'],
    ['14:04', '14:51'],
    ['23:43', '00:33+1'],
    [
      ['06:19', '07:05'],
      ['07:05', '07:52'],
    ],
  ],
  [DELHI, 330, '2026-10-18', ['11:43', '12:29'], ['14:00', '14:46'], ['23:41', '00:32+1'], [['16:17', '17:03']]],
  [
    DELHI,
    330,
    '2026-11-24',
    ['11:47', '12:29'],
    ['13:53', '14:36'],
    ['23:41', '00:35+1'],
    [
      ['08:57', '09:40'],
      ['22:47', '23:41'],
    ],
  ],
  [
    DELHI,
    330,
    '2026-12-21',
    ['11:59', '12:40'],
    ['14:02', '14:44'],
    ['23:52', '00:47+1'],
    [
      ['12:40', '13:21'],
      ['14:44', '15:25'],
    ],
  ],
  [DELHI, 330, '2045-01-15', ['12:10', '12:52'], ['14:16', '14:58'], ['00:04+1', '00:58+1'], [['16:22', '17:04']]],
  [
    NEW_YORK,
    -240,
    '1995-07-15',
    ['12:32', '13:31'],
    ['15:30', '16:29'],
    ['00:44+1', '01:20+1'],
    [
      ['05:37', '06:37'],
      ['06:37', '07:36'],
    ],
  ],
  [
    NEW_YORK,
    -240,
    '2026-05-25',
    ['12:24', '13:23'],
    ['15:21', '16:20'],
    ['00:34+1', '01:11+1'],
    [
      ['13:23', '14:22'],
      ['16:20', '17:19'],
    ],
  ],
  [NEW_YORK, -300, '2045-01-15', ['11:46', '12:25'], ['13:42', '14:20'], ['23:37', '00:34+1'], [['15:37', '16:15']]],
];

for (const [place, offsetMinutes, date, abhijit, vijaya, nishita, dur] of PAGES) {
  test(`Drik Panchang, ${place === DELHI ? 'New Delhi' : 'New York'}, ${date}: Abhijit, Vijaya, Nishita and Dur Muhurtam by name`, () => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const at = (text: string) => {
      const [h, min] = text.replace('+1', '').split(':').map(Number) as [number, number];
      return jdUtFromCalendar(y, m, d + (text.endsWith('+1') ? 1 : 0), h + min / 60 - offsetMinutes / 60);
    };
    const day = panchangOf({ year: y, month: m, day: d }, place, () => offsetMinutes);
    assert.equal(day.muhurtas.length, 30);
    assert.deepEqual(
      day.muhurtas.map((x) => x.index),
      Array.from({ length: 30 }, (_, i) => i),
    );
    const near = (index: number, [start, end]: W, what: string) => {
      const mu = day.muhurtas[index]!;
      assert.ok(Math.abs(mu.startJdUt - at(start)) <= MINUTE, `${what} (${MUHURTA_NAMES[index]!.id}) start`);
      assert.ok(Math.abs(mu.endJdUt - at(end)) <= MINUTE, `${what} (${MUHURTA_NAMES[index]!.id}) end`);
    };
    near(
      MUHURTA_NAMES.findIndex((t) => t.id === 'vidhi'),
      abhijit,
      'Abhijit',
    );
    near(
      MUHURTA_NAMES.findIndex((t) => t.id === 'vahini'),
      vijaya,
      'Vijaya',
    );
    near(
      MUHURTA_NAMES.findIndex((t) => t.id === 'vidhatri'),
      nishita,
      'Nishita',
    );
    const rules = DUR_MUHURTAS[day.weekdayIndex]!;
    assert.equal(rules.length, dur.length);
    rules.forEach((rule, i) => near((rule.part === 'day' ? 0 : 15) + rule.muhurta - 1, dur[i]!, 'Dur Muhurtam'));
    // The muhurtas tile sunrise to the next sunrise.
    assert.equal(day.muhurtas[0]!.startJdUt, day.sunriseJdUt);
    assert.ok(Math.abs(day.muhurtas[29]!.endJdUt - day.nextSunriseJdUt) < 1e-9);
  });
}
