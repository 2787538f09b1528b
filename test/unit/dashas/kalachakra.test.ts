import { test } from 'node:test';
import assert from 'node:assert/strict';
import { kalachakraDasha, kalachakraGroup, DASHA_YEAR_DAYS } from '../../../src/domain/dashas/index.ts';
import { expectApiError } from '../../fixtures.ts';

const JD = 2_419_403; // 1912-01-01 12:00 UT, as PyJHora's tests take it; only the dates depend on it.
const YEAR_TOLERANCE = 1e-9; // floating-point rounding of sums of whole years
const JD_TOLERANCE_DAYS = 1e-6; // floating-point rounding of Julian days near 2.4e6
const ARIES = 0;
/** The first n dashas as [sign, years], the first with its years left at birth, against the expected. */
function assertDashas(r: ReturnType<typeof kalachakraDasha>, expected: [number, number][]): void {
  const actual = r.periods.slice(0, expected.length).map((p, i) => [p.signIndex, i === 0 ? r.balance.years : p.years] as const);
  assert.deepEqual(
    actual.map(([s]) => s),
    expected.map(([s]) => s),
  );
  actual.forEach(([, y], i) => assert.ok(Math.abs(y - expected[i]![1]) < YEAR_TOLERANCE, `dasha ${i}: ${y} years`));
}

// P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 24, as PyJHora's kalachakra_dhasa_tests
// quote its answers. Example 95, Moon at 15Ta50 (Rohini pada 2, apasavya): Sc (4.75 left), Li 16, Vi 9, Le 5,
// Cn 21, Ge 9, Ta 16, Ar 7, Sg 10 (a jump into the next pada's signs after Li).
test('Kalachakra: Example 95, Moon at 15 Taurus 50', () => {
  const r = kalachakraDasha(JD, 45 + 50 / 60, { depth: 1 });
  assert.deepEqual([r.wheel, r.nakshatraIndex, r.padaNumber, r.paramayusYears], ['apasavya', 3, 2, 83]);
  assertDashas(r, [
    [7, 4.75],
    [6, 16],
    [5, 9],
    [4, 5],
    [3, 21],
    [2, 9],
    [1, 16],
    [ARIES, 7],
    [8, 10],
  ]);
  assert.ok(Math.abs(r.periods[0]!.startJdUt - (JD - 2.25 * DASHA_YEAR_DAYS)) < JD_TOLERANCE_DAYS);
  assert.ok(Math.abs(r.periods[1]!.startJdUt - (JD + 4.75 * DASHA_YEAR_DAYS)) < JD_TOLERANCE_DAYS);
});

// Example 95 again, Moon at 3Cn00 (Punarvasu pada 4, savya): Pi (8.6 left), Sc 7, Li 16, Vi 9, Cn 21, Le 5,
// Ge 9, Ta 16, Ar 7.
test('Kalachakra: Example 95, Moon at 3 Cancer', () => {
  const r = kalachakraDasha(JD, 93, { depth: 1 });
  assert.deepEqual([r.wheel, r.paramayusYears], ['savya', 86]);
  assertDashas(r, [
    [11, 8.6],
    [7, 7],
    [6, 16],
    [5, 9],
    [3, 21],
    [4, 5],
    [2, 9],
    [1, 16],
    [ARIES, 7],
  ]);
});

// Exercise 34, Moon at 5Aq50 (Dhanishta pada 4, apasavya; the wheel runs on into the other apasavya group):
// Ge (2 left), Ta 16, Ar 7, Sg 10, Cp 4, Aq 4, Pi 10, Ar 7, Ta 16, Ge 9.
test('Kalachakra: Exercise 34, Moon at 5 Aquarius 50', () => {
  const r = kalachakraDasha(JD, 300 + 5 + 50 / 60, { depth: 1 });
  assertDashas(r, [
    [2, 2],
    [1, 16],
    [ARIES, 7],
    [8, 10],
    [9, 4],
    [10, 4],
    [11, 10],
    [ARIES, 7],
    [1, 16],
    [2, 9],
  ]);
});

// Example 97 (Moon at 15Ta50): the antardashas of the Leo dasha run Le, Cn, Ge, Ta, Ar, Sg, Cp, Aq, Pi, each
// 5 x its years / 86.
test('Kalachakra: Example 97, antardashas of the Leo dasha', () => {
  const r = kalachakraDasha(JD, 45 + 50 / 60, { depth: 2, toJdUt: JD + 60 * 366 });
  const leo = r.periods[3]!;
  assert.equal(leo.signIndex, 4);
  assert.deepEqual(
    leo.sub!.map((a) => a.signIndex),
    [4, 3, 2, 1, 0, 8, 9, 10, 11],
  );
  const years = [5, 21, 9, 16, 7, 10, 4, 4, 10];
  leo.sub!.forEach((a, k) => assert.ok(Math.abs(a.years - (5 * years[k]!) / 86) < YEAR_TOLERANCE, `antardasha ${k}`));
  assert.equal(leo.sub![0]!.startJdUt, leo.startJdUt);
  assert.equal(leo.sub![8]!.endJdUt, leo.endJdUt);
});

// The groups by the rule that every run of six stars from Ashwini repeats: savya 1, savya 2, savya 1,
// apasavya 1, apasavya 2, apasavya 2 (Ashwini, Bharani, Krittika, Rohini, Mrigashira, Ardra).
test('Kalachakra: nakshatra groups, depth checks', async () => {
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5].map((n) => kalachakraGroup(n)),
    [
      { wheel: 'savya', padaOffset: 0 },
      { wheel: 'savya', padaOffset: 36 },
      { wheel: 'savya', padaOffset: 0 },
      { wheel: 'apasavya', padaOffset: 0 },
      { wheel: 'apasavya', padaOffset: 36 },
      { wheel: 'apasavya', padaOffset: 36 },
    ],
  );
  assert.deepEqual(kalachakraGroup(21), kalachakraGroup(3)); // Shravana as Rohini
  await expectApiError(() => kalachakraDasha(JD, 10, { depth: 3 }), { code: 'invalid_parameter', param: 'depth' });
});
