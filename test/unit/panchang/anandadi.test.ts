/**
 * The Anandadi count by weekday (Muhurta Chintamani's first nakshatras, Abhijit
 * counted). The yogas of the panchang day against Drik Panchang's 48 day
 * pages: anandadi-drik.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ANANDADI_YOGAS } from '../../../src/core/glossary.ts';
import { ABHIJIT_28, anandadiYogaOf, moonNakshatra28Spans } from '../../../src/domain/panchang/index.ts';

test('each weekday counts from its own first nakshatra: Ananda there, Vardhamana the nakshatra before (Abhijit counted)', () => {
  const first = [0, 4, 8, 12, 16, 20, 23];
  first.forEach((n, weekday) => {
    assert.equal(anandadiYogaOf(weekday, n), 0);
    assert.equal(anandadiYogaOf(weekday, (n + 26) % 27), 27);
  });
  // Friday counts from Uttara Ashadha: Shravana is the 3rd, Abhijit the 2nd between them.
  assert.equal(ANANDADI_YOGAS[anandadiYogaOf(5, 21)]!.id, 'dhumra');
});

test('the Moon among the 28: Abhijit cut from the end of Uttara Ashadha and the start of Shravana, the same time covered', () => {
  // Uttara Ashadha (20) 0..10, Shravana (21) 10..20, Dhanishta (22) 20..30; Abhijit from 7 to 12.
  const nakshatras = [
    { index: 20, startJdUt: 0, endJdUt: 10 },
    { index: 21, startJdUt: 10, endJdUt: 20 },
    { index: 22, startJdUt: 20, endJdUt: 30 },
  ];
  assert.deepEqual(moonNakshatra28Spans(nakshatras, [{ startJdUt: 7, endJdUt: 12 }]), [
    { index: 20, startJdUt: 0, endJdUt: 7 },
    { index: ABHIJIT_28, startJdUt: 7, endJdUt: 12 },
    { index: 22, startJdUt: 12, endJdUt: 20 },
    { index: 23, startJdUt: 20, endJdUt: 30 },
  ]);
  // An arc whose start lies before the spans (-Infinity): Shravana's piece up to its end is Abhijit.
  assert.deepEqual(moonNakshatra28Spans(nakshatras.slice(1), [{ startJdUt: Number.NEGATIVE_INFINITY, endJdUt: 12 }]), [
    { index: ABHIJIT_28, startJdUt: 10, endJdUt: 12 },
    { index: 22, startJdUt: 12, endJdUt: 20 },
    { index: 23, startJdUt: 20, endJdUt: 30 },
  ]);
  // Away from Abhijit the place among the 28 follows the 27.
  assert.deepEqual(moonNakshatra28Spans([{ index: 3, startJdUt: 0, endJdUt: 1 }], []), [{ index: 3, startJdUt: 0, endJdUt: 1 }]);
});
