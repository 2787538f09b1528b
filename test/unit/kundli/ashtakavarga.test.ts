import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ashtakavargaFromSigns, type Contributor } from '../../../src/domain/ashtakavarga/index.ts';

const [AR, TA, GE, CN, LE, VI, LI, SC, SG, CP, AQ, PI] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
void TA;
void CN;
void AQ;
void LI;

// Source: P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach",
// ch. 12.3, Exercises 19 and 20 on Chart 6, with the book's answers as
// transcribed in PyJHora's published tests: naturalstupid/PyJHora
// src/jhora/tests/pvr_tests.py, function _ashtaka_varga_tests (chart_6,
// bav_e and sav_e). Chart 6: Sun, Mars, Mercury in Gemini; Moon in Pisces;
// Jupiter, Saturn in Leo; Venus in Aries; lagna Virgo.
test('PVR Chart 6: Bhinna and Sarva Ashtakavarga match the book', () => {
  const t = ashtakavargaFromSigns({ sun: GE, moon: PI, mars: GE, mercury: GE, jupiter: LE, venus: AR, saturn: LE, lagna: VI });
  const expected: Record<Contributor, number[]> = {
    sun: [5, 3, 5, 3, 4, 4, 2, 3, 5, 4, 5, 5],
    moon: [3, 2, 5, 3, 6, 3, 4, 5, 5, 5, 3, 5],
    mars: [4, 3, 4, 3, 4, 3, 2, 5, 1, 3, 3, 4],
    mercury: [7, 4, 7, 4, 4, 3, 4, 4, 4, 3, 6, 4],
    jupiter: [4, 3, 5, 6, 3, 7, 4, 3, 5, 6, 5, 5],
    venus: [8, 7, 4, 3, 3, 2, 4, 6, 4, 4, 4, 3],
    saturn: [3, 3, 4, 3, 2, 3, 2, 3, 4, 5, 3, 4],
    lagna: [5, 5, 6, 3, 6, 3, 1, 7, 3, 4, 3, 3],
  };
  assert.deepEqual(t.bhinna, expected);
  assert.deepEqual(t.sarva, [34, 25, 34, 25, 26, 25, 22, 29, 28, 30, 29, 30]);
});

// Source: same book, Exercise 22 on Chart 7 (pvr_tests.py, _ashtaka_varga_tests,
// chart_7 with its bav_e and sav_e). Chart 7: Saturn, Moon (and Rahu) in Aries;
// Jupiter in Libra; lagna Scorpio; Mercury, Mars in Sagittarius; Sun in
// Capricorn; Venus in Aquarius.
test('PVR Chart 7: Bhinna and Sarva Ashtakavarga match the book', () => {
  const t = ashtakavargaFromSigns({ sun: CP, moon: AR, mars: SG, mercury: SG, jupiter: 6, venus: 10, saturn: AR, lagna: SC });
  assert.deepEqual(t.bhinna.sun, [4, 2, 3, 4, 6, 5, 5, 3, 2, 6, 6, 2]);
  assert.deepEqual(t.bhinna.moon, [6, 3, 5, 3, 5, 5, 6, 3, 3, 4, 4, 2]);
  assert.deepEqual(t.bhinna.mars, [3, 2, 3, 4, 2, 5, 4, 3, 3, 4, 3, 3]);
  assert.deepEqual(t.bhinna.mercury, [4, 6, 4, 3, 4, 7, 4, 5, 6, 3, 5, 3]);
  assert.deepEqual(t.bhinna.jupiter, [4, 4, 3, 5, 6, 5, 6, 4, 6, 4, 3, 6]);
  assert.deepEqual(t.bhinna.venus, [3, 5, 5, 4, 6, 2, 3, 6, 5, 2, 7, 4]);
  assert.deepEqual(t.bhinna.saturn, [3, 2, 2, 3, 5, 6, 3, 4, 1, 3, 6, 1]);
  assert.deepEqual(t.sarva, [27, 24, 25, 26, 34, 35, 31, 28, 26, 26, 34, 21]);
});

// Source: same book, Exercise 21 on Chart 12 (pvr_tests.py, chart_12 and its
// sav_e): Venus Taurus, lagna Virgo, Mars and Jupiter Scorpio, Sun and
// Mercury Sagittarius, Moon Capricorn, Saturn Pisces.
test('PVR Chart 12: Sarva Ashtakavarga matches the book', () => {
  const t = ashtakavargaFromSigns({ sun: SG, moon: CP, mars: SC, mercury: SG, jupiter: SC, venus: 1, saturn: PI, lagna: VI });
  assert.deepEqual(t.sarva, [24, 25, 31, 28, 27, 39, 33, 29, 26, 22, 28, 25]);
});
