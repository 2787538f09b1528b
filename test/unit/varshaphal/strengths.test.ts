import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SEVEN_GRAHAS, type SevenGraha } from '../../../src/core/glossary.ts';
import {
  computeVarshaphal,
  haddaLordOf,
  HADDA,
  OFFICE_KINDS,
  panchavargeeyaBalaOf,
  relationShare,
  yearLordOf,
} from '../../../src/domain/varshaphal/index.ts';
import { CHART_66_BIRTH } from './reference-charts.ts';

// Rao, ch. 28.3, Example 119 (Chart 66, the 34th year, a night return at
// 04:41 AM): harsha bala Sun 0, Moon 15, Mars 0, Mercury 10, Jupiter 5,
// Venus 10, Saturn 5 (PyJHora harsha_bala_tests quotes the same).
test("harsha bala of Rao's Example 119", () => {
  const v = computeVarshaphal(CHART_66_BIRTH, 33);
  assert.equal(v.isDay, false);
  assert.deepEqual(Object.fromEntries(SEVEN_GRAHAS.map((g) => [g, v.harsha[g].total])), {
    sun: 0,
    moon: 15,
    mars: 0,
    mercury: 10,
    jupiter: 5,
    venus: 10,
    saturn: 5,
  });
});

// Rao, ch. 28.6, Example 120 (Chart 66, 34th year): the lord of the year is
// Mars (PyJHora lord_of_the_year_test). Mars is the tri-rashi lord of a
// Capricorn lagna by night and aspects it from the 3rd.
test("year lord of Rao's Example 120 is Mars, the tri-rashi lord", () => {
  const v = computeVarshaphal(CHART_66_BIRTH, 33);
  assert.equal(v.annual.lagna!.signIndex, 9);
  assert.equal(v.yearLord, 'mars');
  assert.equal(v.yearLordAspectsLagna, true);
  assert.deepEqual(
    v.officeBearers.map((b) => [b.office, b.graha]),
    [
      ['muntha_lord', 'venus'],
      ['birth_lagna_lord', 'sun'],
      ['annual_lagna_lord', 'saturn'],
      ['tri_rashi_lord', 'mars'],
      ['din_ratri_lord', 'jupiter'],
    ],
  );
  // Muntha: the Leo natal lagna advanced 33 signs is Taurus, the 5th from the Capricorn annual lagna.
  assert.deepEqual(v.muntha, { signIndex: 1, house: 5, lord: 'venus' });
});

// Rao, ch. 28.4: "Jupiter at 8 Vi 30 gets 12.94 units of uchcha bala" (PyJHora
// uchcha_bala_test with the book's 20/180 formula); kshetra bala 30 in own
// sign, 22.5 in a friend's, 15 in a neutral's, 7.5 in an enemy's.
test("panchavargeeya components follow Rao's worked values", () => {
  assert.equal(Math.round(panchavargeeyaBalaOf('jupiter', 150 + 8.5).uchcha * 100) / 100, 12.94);
  assert.equal(panchavargeeyaBalaOf('sun', 10).uchcha, 20);
  assert.equal(panchavargeeyaBalaOf('sun', 190).uchcha, 0);
  assert.equal(panchavargeeyaBalaOf('mars', 5).kshetra, 30); // Aries, its own
  assert.equal(panchavargeeyaBalaOf('moon', 125).kshetra, 22.5); // Leo: the Sun is the Moon's friend
  assert.equal(panchavargeeyaBalaOf('moon', 5).kshetra, 15); // Aries: Mars is neutral to the Moon
  assert.equal(panchavargeeyaBalaOf('sun', 305).kshetra, 7.5); // Aquarius: Saturn is the Sun's enemy
  assert.equal(relationShare('venus', 'sun'), 0.25);
  const p = panchavargeeyaBalaOf('saturn', 200);
  assert.equal(p.total, (p.kshetra + p.uchcha + p.hadda + p.drekkana + p.navamsa) / 4);
});

// Ptolemy, Tetrabiblos I.21 (Egyptian terms): each sign's terms end at 30 deg,
// each of the five star-grahas rules one term per sign, and the terms of all
// twelve signs give each graha its classical total (Jupiter 79, Venus 82,
// Mercury 76, Mars 66, Saturn 57 degrees).
test('hadda table: five terms per sign summing to the classical totals', () => {
  assert.equal(HADDA.length, 12);
  const totals: Record<string, number> = {};
  for (const terms of HADDA) {
    assert.equal(terms.length, 5);
    assert.equal(terms[4]![1], 30);
    assert.equal(new Set(terms.map(([lord]) => lord)).size, 5);
    let from = 0;
    for (const [lord, end] of terms) {
      totals[lord] = (totals[lord] ?? 0) + end - from;
      from = end;
    }
  }
  assert.deepEqual(totals, { jupiter: 79, venus: 82, mercury: 76, mars: 66, saturn: 57 });
  assert.equal(haddaLordOf(354.97), 'mars'); // 24.97 Pisces: Mars' term 19-28
  assert.equal(haddaLordOf(30 + 21), 'jupiter'); // 21 Taurus: Jupiter's term 14-22
});

// The Panchadhikari choice as docs/varshaphal.md states it: the strongest
// office-bearer aspecting the lagna; if none does, the strongest of all five;
// equal strengths to the earlier office.
test('year lord: aspecting office-bearers first, then all five, ties to the earlier office', () => {
  const bearer = (office: (typeof OFFICE_KINDS)[number], graha: SevenGraha, aspect: 'trine' | null, panchavargeeya: number) => ({
    office,
    graha,
    aspectOnLagna: aspect,
    panchavargeeya,
  });
  const strongestOff = [
    bearer('muntha_lord', 'venus', 'trine', 9),
    bearer('birth_lagna_lord', 'sun', null, 15),
    bearer('annual_lagna_lord', 'saturn', 'trine', 11),
    bearer('tri_rashi_lord', 'mars', null, 12),
    bearer('din_ratri_lord', 'moon', null, 3),
  ];
  assert.deepEqual(yearLordOf(strongestOff), { graha: 'saturn', aspectsLagna: true });
  const noneAspects = strongestOff.map((b) => ({ ...b, aspectOnLagna: null }));
  assert.deepEqual(yearLordOf(noneAspects), { graha: 'sun', aspectsLagna: false });
  const tied = [
    bearer('muntha_lord', 'venus', 'trine', 12),
    bearer('birth_lagna_lord', 'sun', 'trine', 12),
    bearer('annual_lagna_lord', 'saturn', null, 1),
    bearer('tri_rashi_lord', 'mars', null, 1),
    bearer('din_ratri_lord', 'moon', null, 1),
  ];
  assert.equal(yearLordOf(tied).graha, 'venus');
});
