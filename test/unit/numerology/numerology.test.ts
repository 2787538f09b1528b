import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CHALDEAN_VALUES,
  chaldeanName,
  coreNumbers,
  LO_SHU_LAYOUT,
  loShuGrid,
  mobileNumber,
  numerologyCompatibility,
  reduceNumber,
} from '../../../src/domain/numerology/index.ts';
import { expectApiError } from '../../fixtures.ts';

// Reference: the Chaldean chart of Cheiro's Book of Numbers (1926) as
// chaldean-numerology-calculator.com/methodology and mysticaldigits.com print
// it: 1 AIJQY, 2 BKR, 3 CGLS, 4 DMT, 5 EHNX, 6 UVW, 7 OZ, 8 FP; no 9.
test('Chaldean letter values', () => {
  const rows: [number, string][] = [
    [1, 'AIJQY'],
    [2, 'BKR'],
    [3, 'CGLS'],
    [4, 'DMT'],
    [5, 'EHNX'],
    [6, 'UVW'],
    [7, 'OZ'],
    [8, 'FP'],
  ];
  for (const [value, letters] of rows) for (const l of letters) assert.equal(CHALDEAN_VALUES[l], value, l);
  // The chart's rows hold each letter A..Z once, and the table holds those letters only.
  const charted = rows.flatMap(([, letters]) => [...letters]).sort();
  assert.deepEqual(charted, [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
  assert.deepEqual(Object.keys(CHALDEAN_VALUES).sort(), charted);
  assert.ok(!Object.values(CHALDEAN_VALUES).includes(9));
});

// Reference: mysticaldigits.com/chaldean-numerology and
// chaldean-numerology-calculator.com/blog/understanding-chaldean-numerology,
// worked example "Maya": M 4 + A 1 + Y 1 + A 1 = 7. The same page: a total of
// 23 has compound 23 and simple number 5.
test('worked example: MAYA is 7; compound 23 reduces to 5', () => {
  assert.deepEqual(chaldeanName('Maya'), { compound: 7, number: 7 });
  assert.equal(reduceNumber(23), 5);
});

// Worked by hand from the chart above.
test('worked examples: CHEIRO, John Smith, diacritics', () => {
  // C3 H5 E5 I1 R2 O7 = 23 -> 5.
  assert.deepEqual(chaldeanName('Cheiro'), { compound: 23, number: 5 });
  // J1 O7 H5 N5 = 18; S3 M4 I1 T4 H5 = 17; 35 -> 8.
  assert.deepEqual(chaldeanName('John Smith'), { compound: 35, number: 8 });
  // René = R2 E5 N5 E5 = 17 -> 8 (é read as e).
  assert.deepEqual(chaldeanName('René'), { compound: 17, number: 8 });
});

test('a name without Latin letters is refused, naming the field', async () => {
  await expectApiError(() => chaldeanName('राम'), { code: 'invalid_parameter', param: 'name', message: /Latin letter/ });
  await expectApiError(
    () =>
      numerologyCompatibility(
        { name: 'Ann', dateOfBirth: { year: 1990, month: 1, day: 1 } },
        { name: '123', dateOfBirth: { year: 1990, month: 1, day: 1 } },
      ),
    { code: 'invalid_parameter', param: 'person_b.name' },
  );
});

test('core numbers (worked by hand)', () => {
  // Born 1990-05-15: day 15 -> 6 (Venus); 1+5+0+5+1+9+9+0 = 30 -> 3.
  // "Maya": vowels A A = 2, consonants M Y = 5.
  const c = coreNumbers('Maya', { year: 1990, month: 5, day: 15 });
  assert.deepEqual(c, {
    lifePath: 3,
    destiny: 7,
    destinyCompound: 7,
    soulUrge: 2,
    personality: 5,
    birthNumber: 6,
    rulingPlanet: 'venus',
    luckyNumbers: [3, 6, 9],
  });
});

// Lo Shu magic square 4-9-2 / 3-5-7 / 8-1-6: every row, column and diagonal sums to 15.
test('Lo Shu layout and a worked grid', () => {
  assert.deepEqual(LO_SHU_LAYOUT, [
    [4, 9, 2],
    [3, 5, 7],
    [8, 1, 6],
  ]);
  const L = LO_SHU_LAYOUT;
  const sums = [
    ...L.map((r) => r[0]! + r[1]! + r[2]!),
    ...[0, 1, 2].map((c) => L[0]![c]! + L[1]![c]! + L[2]![c]!),
    L[0]![0]! + L[1]![1]! + L[2]![2]!,
    L[0]![2]! + L[1]![1]! + L[2]![0]!,
  ];
  assert.deepEqual(sums, [15, 15, 15, 15, 15, 15, 15, 15]);
  // 15-05-1990: digits 1,5,0,5,1,9,9,0 -> 1 twice, 5 twice, 9 twice.
  const g = loShuGrid({ year: 1990, month: 5, day: 15 });
  assert.deepEqual(g.grid, [
    [0, 2, 0],
    [0, 2, 0],
    [0, 2, 0],
  ]);
  assert.deepEqual(g.missing, [2, 3, 4, 6, 7, 8]);
  assert.deepEqual(g.repeated, [1, 5, 9]);
});

test('mobile number total, reduction and verdict', () => {
  // 98765 43210: 9+8+7+6+5+4+3+2+1+0 = 45 -> 9 (Mars): neutral.
  assert.deepEqual((({ total, reduced, verdict }) => ({ total, reduced, verdict }))(mobileNumber('+98765 43210')), {
    total: 45,
    reduced: 9,
    verdict: 'neutral',
  });
  // 1111111111: 10 -> 1: favourable. 4444444444: 40 -> 4: challenging.
  assert.equal(mobileNumber('1111111111').verdict, 'favourable');
  assert.equal(mobileNumber('4444444444').verdict, 'challenging');
});

test('compatibility from the ruling grahas of the numbers', () => {
  // Both born on the 1st (Sun), same name number: 100, 'same'.
  const same = numerologyCompatibility(
    { name: 'Maya', dateOfBirth: { year: 1990, month: 1, day: 1 } },
    { name: 'Maya', dateOfBirth: { year: 1990, month: 1, day: 1 } },
  );
  assert.deepEqual([same.score, same.relation], [100, 'same']);
  // Birth numbers 1 (Sun) and 8 (Saturn): mutual enemies -> 'inimical'.
  const r = numerologyCompatibility(
    { name: 'Maya', dateOfBirth: { year: 1990, month: 1, day: 1 } },
    { name: 'Maya', dateOfBirth: { year: 1990, month: 1, day: 8 } },
  );
  assert.equal(r.relation, 'inimical');
  assert.ok(r.score >= 0 && r.score <= 100 && r.score < same.score);
});
