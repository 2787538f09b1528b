/**
 * The Moon's signs and nakshatras over the panchang day (PanchangDay
 * moonSigns, moonNakshatras), which Chandrabalam, Chandrashtama and
 * Tarabalam are tabled by, against Drik Panchang's day pages: the "Moonsign"
 * line ("Vrishabha upto 03:40 PM; Mithuna") of New Delhi, New York and
 * Vilnius in 2026 as the gerimantas/VedaCal repository keeps them
 * (tests/fixtures/drik/<city>-<date>.json) and of New Delhi's Bengali
 * panjika pages of 2020 and 2022 (drikpanchang.com/bengali/
 * bengali-day-panjika.html?date=DD/MM/YYYY); each change within 2 minutes.
 * The tables' own rules (tara bala, chandra bala) are the muhurat's
 * (src/domain/muhurat/personal.ts, tested in test/unit/muhurat); here the
 * Chandrashtama count: the birth sign whose 8th the Moon's sign is.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SIGNS } from '../../../src/core/glossary.ts';
import { panchangOf } from '../../../src/domain/panchang/index.ts';
import { chandrashtamaSignOf } from '../../../src/domain/muhurat/index.ts';
import { chandrabalamData, tarabalamData } from '../../../src/operations/panchang/day-tables.ts';
import type { PanchangDay } from '../../../src/domain/panchang/index.ts';
import { localRenderer } from '../../../src/operations/shared/local-render.ts';
import { NAKSHATRAS } from '../../../src/core/glossary.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';

const MINUTE = 1 / 1440;
const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const NEW_YORK = { latitudeDeg: 40.71427, longitudeDeg: -74.00597 };
const VILNIUS = { latitudeDeg: 54.68916, longitudeDeg: 25.2798 };

/** [place, UTC offset minutes, date, the Moon's signs in order (ids), the changes (local HH:MM, +1 the next day)]. */
const PAGES: [typeof DELHI, number, string, string[], string[]][] = [
  [DELHI, 330, '2020-12-31', ['gemini', 'cancer'], ['13:38']],
  [DELHI, 330, '2022-01-24', ['virgo', 'libra'], ['23:08']],
  [DELHI, 330, '2022-01-26', ['libra', 'scorpio'], ['03:13+1']],
  [DELHI, 330, '2026-06-21', ['leo', 'virgo'], ['15:40']],
  [DELHI, 330, '2026-10-02', ['taurus', 'gemini'], ['15:40']],
  [DELHI, 330, '2026-12-21', ['aries', 'taurus'], ['18:36']],
  [NEW_YORK, -240, '2026-03-08', ['libra', 'scorpio'], ['23:59']],
  [VILNIUS, 180, '2026-06-21', ['leo', 'virgo'], ['13:10']],
  [VILNIUS, 120, '2026-12-21', ['aries', 'taurus'], ['15:06']],
];

test("Drik Panchang, New Delhi, New York and Vilnius, 2020-2026: the Moon's signs from sunrise to the next sunrise, each change within 2 minutes", () => {
  for (const [place, offset, date, signs, changes] of PAGES) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const day = panchangOf({ year: y, month: m, day: d }, place, () => offset);
    assert.deepEqual(
      day.moonSigns.map((s) => SIGNS[s.index]!.id),
      signs,
      date,
    );
    assert.equal(day.moonSigns[0]!.startJdUt, day.sunriseJdUt);
    assert.equal(day.moonSigns.at(-1)!.endJdUt, day.nextSunriseJdUt);
    changes.forEach((text, k) => {
      const [hhmm, plus] = text.split('+') as [string, string?];
      const [h, min] = hhmm.split(':').map(Number) as [number, number];
      const expected = jdUtFromCalendar(y, m, d + (plus === undefined ? 0 : 1), h + min / 60 - offset / 60);
      const actual = day.moonSigns[k]!.endJdUt;
      assert.ok(Math.abs(actual - expected) <= 2 * MINUTE, `${date}: ${((actual - expected) / MINUTE).toFixed(1)} min off`);
    });
    // The nakshatra spans tile the same day.
    assert.equal(day.moonNakshatras[0]!.startJdUt, day.sunriseJdUt);
    assert.equal(day.moonNakshatras.at(-1)!.endJdUt, day.nextSunriseJdUt);
  }
});

test('Chandrashtama: the Moon in Vrishabha is the 8th from Tula, in Mesha the 8th from Kanya', () => {
  assert.equal(SIGNS[chandrashtamaSignOf(1)]!.id, 'libra');
  assert.equal(SIGNS[chandrashtamaSignOf(0)]!.id, 'virgo');
  for (let birth = 0; birth < 12; birth += 1) assert.equal(chandrashtamaSignOf((birth + 7) % 12), birth);
});

/** A day whose Moon passes through every nakshatra and sign, an hour each (only the spans matter here). */
const spans = (n: number) =>
  Array.from({ length: n }, (_, k) => ({ index: k, startJdUt: 2_461_000 + k / 24, endJdUt: 2_461_000 + (k + 1) / 24 }));
const everyMoon = { moonNakshatras: spans(27), moonSigns: spans(12) } as unknown as PanchangDay;
const r = localRenderer(() => 330);

test('Tarabalam: the good birth nakshatras are those whose count to the Moon\'s (both included) leaves 2, 4, 6, 8 or 0 by 9 (mypanchang.com, "What is tarabalam")', () => {
  const entries = tarabalamData(everyMoon, 'en', r);
  assert.equal(entries.length, 27, 'one entry for each nakshatra the Moon passes through');
  for (const entry of entries) {
    const moon = NAKSHATRAS.findIndex((n) => n.id === entry.moon_nakshatra);
    const expected = NAKSHATRAS.filter((_, birth) => [2, 4, 6, 8, 0].includes((((moon - birth + 27) % 27) + 1) % 9)).map((n) => n.id);
    assert.deepEqual(entry.good, expected);
    assert.equal(entry.taras.length, 27);
    assert.equal(entry.taras[moon], 'janma');
  }
});

test("Chandrabalam: the good birth signs are those from which the Moon's sign is the 1st, 3rd, 6th, 7th, 10th or 11th (Raman, Muhurtha, ch. III)", () => {
  const entries = chandrabalamData(everyMoon, 'en', r);
  assert.equal(entries.length, 12, 'one entry for each sign the Moon passes through');
  for (const entry of entries) {
    const moon = SIGNS.findIndex((s) => s.id === entry.moon_sign);
    const expected = SIGNS.filter((_, birth) => [1, 3, 6, 7, 10, 11].includes(((moon - birth + 12) % 12) + 1)).map((s) => s.id);
    assert.deepEqual(entry.good, expected);
    assert.equal(entry.houses[moon], 1);
    assert.equal(entry.houses[chandrashtamaSignOf(moon)], 8);
  }
});
