/**
 * The Anandadi yogas of the panchang day against Drik Panchang's day pages
 * (drikpanchang.com/panchang/day-panchang.html?geoname-id=<id>&date=DD/MM/YYYY;
 * New Delhi 1261481, New York 5128581), as the gerimantas/VedaCal repository
 * keeps them (tests/fixtures/drik/<city>-<date>.json): the names in order from
 * sunrise to the next sunrise, and each change within the day ("Manasa upto
 * 02:55 AM, Oct 03; Padma") within 2 minutes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ANANDADI_YOGAS } from '../../../src/core/glossary.ts';
import { anandadiYogaOf, panchangOf } from '../../../src/domain/panchang/index.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';

const MINUTE = 1 / 1440;
const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const NEW_YORK = { latitudeDeg: 40.71427, longitudeDeg: -74.00597 };

/** [place, UTC offset minutes, date, printed names, the changes between them (HH:MM, +1 the next day)]. */
const PAGES: [typeof DELHI, number, string, string[], string[]][] = [
  [DELHI, 330, '1995-07-15', ['vardhamana', 'ananda'], ['10:54']],
  [DELHI, 330, '2026-03-08', ['lumbaka', 'utpata'], ['13:31']],
  [DELHI, 330, '2026-03-29', ['vajra', 'mudgara'], ['14:38']],
  [DELHI, 330, '2026-05-10', ['matanga', 'rakshasa'], ['00:50+1']],
  [DELHI, 330, '2026-05-25', ['shrivatsa', 'vajra'], ['04:08+1']],
  [DELHI, 330, '2026-06-08', ['amrita', 'mushala'], ['09:09']],
  [DELHI, 330, '2026-06-21', ['chhatra', 'mitra'], ['09:31']],
  [DELHI, 330, '2026-10-02', ['manasa', 'padma'], ['02:55+1']],
  [DELHI, 330, '2026-10-04', ['dhwaja', 'shrivatsa'], ['00:13+1']],
  [DELHI, 330, '2026-10-06', ['ananda', 'kaladanda'], ['22:17']],
  [DELHI, 330, '2026-10-10', ['mrityu', 'kana'], ['21:42']],
  [DELHI, 330, '2026-10-18', ['shubha', 'amrita'], ['12:48']],
  [DELHI, 330, '2026-11-24', ['gada', 'matanga'], ['23:25']],
  [DELHI, 330, '2026-12-21', ['chara', 'sthira'], ['13:08']],
  [DELHI, 330, '2045-01-15', ['kana', 'siddhi'], ['13:10']],
  [NEW_YORK, -240, '1995-07-15', ['ananda', 'kaladanda'], ['00:23+1']],
  [NEW_YORK, -240, '2026-05-25', ['shrivatsa', 'vajra'], ['18:38']],
  [NEW_YORK, -300, '2045-01-15', ['siddhi', 'shubha'], ['05:32+1']],
];

for (const [place, offsetMinutes, date, names, changes] of PAGES) {
  test(`Drik Panchang, ${place === DELHI ? 'New Delhi' : 'New York'}, ${date}: ${names.join(' then ')}`, () => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const day = panchangOf({ year: y, month: m, day: d }, place, () => offsetMinutes);
    assert.deepEqual(
      day.anandadi.map((a) => ANANDADI_YOGAS[a.index]!.id),
      names,
    );
    assert.equal(day.anandadi[0]!.startJdUt, day.sunriseJdUt);
    assert.equal(day.anandadi.at(-1)!.endJdUt, day.nextSunriseJdUt);
    changes.forEach((text, i) => {
      const [h, min] = text.replace('+1', '').split(':').map(Number) as [number, number];
      const expected = jdUtFromCalendar(y, m, d + (text.endsWith('+1') ? 1 : 0), h + min / 60 - offsetMinutes / 60);
      const actual = day.anandadi[i]!.endJdUt;
      assert.ok(Math.abs(actual - expected) <= 2 * MINUTE, `change ${text}: ${((actual - expected) / MINUTE).toFixed(1)} min off`);
    });
  });
}

test('each weekday counts from its own first nakshatra: Ananda there, Vardhamana the nakshatra before (Abhijit counted)', () => {
  const first = [0, 4, 8, 12, 16, 20, 23];
  first.forEach((n, weekday) => {
    assert.equal(anandadiYogaOf(weekday, n), 0);
    assert.equal(anandadiYogaOf(weekday, (n + 26) % 27), 27);
  });
  // Friday counts from Uttara Ashadha: Shravana is the 3rd, Abhijit the 2nd between them.
  assert.equal(ANANDADI_YOGAS[anandadiYogaOf(5, 21)]!.id, 'dhumra');
});
