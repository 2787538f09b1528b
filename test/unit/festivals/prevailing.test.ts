/**
 * Which of two covered days a rule keeps (prevailingDay), on windows made by
 * hand: the larger share of the division, the first when equal; the second
 * only from three muhurtas.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { prevailingDay, type Covered } from '../../../src/domain/festivals/prevailing.ts';
import type { LocalDay } from '../../../src/domain/festivals/year-context.ts';

const MIN = 1 / 1440;
/** A covered day whose division lasts `divisionMin` minutes and of which the tithi covers `coveredMin`. */
function covered(index: number, divisionMin: number, coveredMin: number): Covered {
  const start = 2460000 + index;
  return { day: { index } as LocalDay, window: { startJdUt: start, endJdUt: start + divisionMin * MIN }, overlapDays: coveredMin * MIN };
}

test('larger_share: a division covered whole wins over one only touched (Ganesh Chaturthi 2023, New Delhi)', () => {
  // Madhyahna 147 min each day; the chaturthi from 12:39 covers 50 min on the first day and all of it on the second.
  assert.equal(prevailingDay([covered(0, 147, 50), covered(1, 147, 147)], 'larger_share')?.day.index, 1);
  // Two minutes on the first day (Mumbai 2025) change nothing.
  assert.equal(prevailingDay([covered(0, 151, 2), covered(1, 151, 151)], 'larger_share')?.day.index, 1);
});

test('larger_share: covered whole on both days keeps the first, though the second day is longer', () => {
  assert.equal(prevailingDay([covered(0, 148, 148), covered(1, 149, 149)], 'larger_share')?.day.index, 0);
  // Whereas the longer overlap would take the second.
  assert.equal(prevailingDay([covered(0, 148, 148), covered(1, 149, 149)], 'longer')?.day.index, 1);
});

test('larger_share: of two partial shares the larger, the first when equal; one covered day is taken as it is', () => {
  assert.equal(prevailingDay([covered(0, 150, 60), covered(1, 150, 120)], 'larger_share')?.day.index, 1);
  assert.equal(prevailingDay([covered(0, 150, 90), covered(1, 150, 90)], 'larger_share')?.day.index, 0);
  assert.equal(prevailingDay([covered(3, 150, 10)], 'larger_share')?.day.index, 3);
  assert.equal(prevailingDay([], 'larger_share'), undefined);
});

/** A covered day as `covered` makes it, with a daytime of `daytimeMin` minutes (a muhurta is a fifteenth of it). */
function coveredWithDaytime(index: number, divisionMin: number, coveredMin: number, daytimeMin: number): Covered {
  const c = covered(index, divisionMin, coveredMin);
  return { ...c, day: { index, sunriseJdUt: c.window.startJdUt, sunsetJdUt: c.window.startJdUt + daytimeMin * MIN } as LocalDay };
}

test('second_if_three_muhurtas: the second day only when the tithi holds three muhurtas of its division (Akshaya Tritiya)', () => {
  // Ahmedabad 2027: 53 minutes of 8 May's purvahna, 180 of 9 May's (daytime 802 minutes, three muhurtas 160.4): the second.
  assert.equal(
    prevailingDay([coveredWithDaytime(0, 400, 53, 800), coveredWithDaytime(1, 401, 180, 802)], 'second_if_three_muhurtas')?.day.index,
    1,
  );
  // Varanasi 2026: about two hours of 20 April's purvahna (daytime about 770 minutes, three muhurtas 154): the first.
  assert.equal(
    prevailingDay([coveredWithDaytime(0, 385, 150, 768), coveredWithDaytime(1, 385, 120, 770)], 'second_if_three_muhurtas')?.day.index,
    0,
  );
  // Exactly three muhurtas keep the second; a single covered day is taken as it is.
  assert.equal(
    prevailingDay([coveredWithDaytime(0, 390, 60, 780), coveredWithDaytime(1, 390, 156, 780)], 'second_if_three_muhurtas')?.day.index,
    1,
  );
  assert.equal(prevailingDay([coveredWithDaytime(4, 390, 30, 780)], 'second_if_three_muhurtas')?.day.index, 4);
});
