/**
 * Panchaka Rahita muhurta (src/domain/panchang/panchaka-rahita.ts): the
 * verse's remainders (teluguone.com, "Panchaka rahitam", and
 * jyotishyakaradeepika.com, 2019: 1 Mrityu, 2 Agni, 4 Raja, 6 Chora, 8 Roga;
 * 3, 5, 7 and 0 free), its counts (tithi from Shukla Pratipada, 1..30, as
 * astro.pavanaddepalli.com's "Validating Muhartham" and Drik Panchang's
 * Amavasya count it; the Telugu gloss and ahobilam.com's notes count it from
 * the paksha's pratipada instead: gowri-panchaka-drik.test.ts; vara from
 * Sunday, nakshatra from Ashwini, lagna from Mesha), and the day's pieces: each
 * piece's lagna read by the engine's other path to the ascendant (the first
 * Placidus cusp, swe_houses_ex) at its middle.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { panchakaRemainder, PANCHAKA_OF_REMAINDER, panchangDays, spanAt, findLimbSpans } from '../../../src/domain/panchang/index.ts';
import { houseCuspsFew } from '../../../src/native/ephemeris.ts';

test("the verse's remainders: 1 Mrityu, 2 Agni, 4 Raja, 6 Chora, 8 Roga; 0, 3, 5, 7 good", () => {
  assert.deepEqual(
    [1, 2, 4, 6, 8].map((r) => PANCHAKA_OF_REMAINDER[r]),
    ['mrityu', 'agni', 'raja', 'chora', 'roga'],
  );
  assert.deepEqual(
    [0, 3, 5, 7].map((r) => PANCHAKA_OF_REMAINDER[r]),
    ['good', 'good', 'good', 'good'],
  );
});

test('the counts: Krishna Panchami (20) + Tuesday (3) + Rohini (4) + Simha (5) = 32, remainder 5, good; Amavasya counts 30, Purnima 15', () => {
  // Krishna Panchami is tithi index 19, Tuesday 2, Rohini 3, Simha 4.
  assert.equal(panchakaRemainder(19, 2, 3, 4), 32 % 9);
  // Amavasya (index 29): 30 + 1 + 1 + 1 = 33, remainder 6; Purnima (14): 15 + 3 = 18, remainder 0.
  assert.equal(panchakaRemainder(29, 0, 0, 0), 6);
  assert.equal(panchakaRemainder(14, 0, 0, 0), 0);
});

test('New Delhi and Oslo, 2026-10-02 and 2027-01-15: the pieces tile sunrise to the next sunrise; at each middle the remainder counts the lagna by the first Placidus cusp', () => {
  const places = [
    { latitudeDeg: 28.6139, longitudeDeg: 77.209, offset: 330 },
    { latitudeDeg: 59.9139, longitudeDeg: 10.7522, offset: 60 },
  ];
  for (const place of places) {
    for (const first of [
      { year: 2026, month: 10, day: 2 },
      { year: 2027, month: 1, day: 15 },
    ]) {
      const [day] = panchangDays(first, 1, place, () => place.offset, 'lat', { udayaLagna: true });
      const pieces = day!.panchakaRahita!;
      assert.ok(pieces.length >= 12, `${pieces.length} pieces`);
      assert.equal(pieces[0]!.startJdUt, day!.sunriseJdUt);
      assert.equal(pieces.at(-1)!.endJdUt, day!.nextSunriseJdUt);
      const limbs = findLimbSpans(day!.sunriseJdUt, day!.nextSunriseJdUt);
      pieces.forEach((p, k) => {
        if (k > 0) assert.equal(p.startJdUt, pieces[k - 1]!.endJdUt);
        const mid = (p.startJdUt + p.endJdUt) / 2;
        const lagna = Math.floor(houseCuspsFew([mid], place.latitudeDeg, place.longitudeDeg)[0]! / 30) % 12;
        const tithi = spanAt(limbs.tithi, mid).index;
        const nakshatra = spanAt(limbs.nakshatra, mid).index;
        const expected = (tithi + 1 + (day!.weekdayIndex + 1) + (nakshatra + 1) + (lagna + 1)) % 9;
        assert.equal(p.index, expected, `piece ${k}`);
        assert.equal(p.lagnaIndex, lagna);
      });
    }
  }
});
