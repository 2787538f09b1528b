import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chandraBalaOf, chandraBalaReason, taraBalaOf, taraBalaReason, TARAS } from '../../../src/domain/muhurat/personal.ts';

// Nakshatra indices (0 = Ashwini) and sign indices (0 = Aries) of the examples.
const ASHWINI = 0,
  BHARANI = 1,
  KRITTIKA = 2,
  ROHINI = 3,
  SHRAVANA = 21,
  SHATABHISHA = 23,
  REVATI = 26;
const ARIES = 0,
  TAURUS = 1,
  CANCER = 3,
  SCORPIO = 7,
  CAPRICORN = 9,
  PISCES = 11;

test('tara bala: the worked examples of B.V. Raman, "Muhurtha" (Tarabala)', () => {
  // "For an Aswini-born person the number will be 22 for a day with Sravana:
  // 22 divided by 9 leaves 4, Kshema, favourable" (as quoted by decisioncare.org/muhurta).
  assert.deepEqual(taraBalaOf(ASHWINI, SHRAVANA), { count: 22, taraNumber: 4, tara: 'kshema', nine: 3, verdict: 'favourable' });
  // "Birth star Rohini, day's star Satabhisha: the count is 21, the 3rd in the third paryaya": Vipat.
  assert.deepEqual(taraBalaOf(ROHINI, SHATABHISHA), { count: 21, taraNumber: 3, tara: 'vipat', nine: 3, verdict: 'rejected' });
});

test('tara bala: the tarabalam table (rows Ashwini to Rohini, column Ashwini; Ashwini to Revati)', () => {
  // scribd.com/document/345477586/Taara-Balam: birth Ashwini, day Revati = 9; birth Bharani,
  // Krittika, Rohini, day Ashwini = 9, 8, 7.
  assert.equal(taraBalaOf(ASHWINI, REVATI).tara, 'parama_mitra');
  assert.equal(taraBalaOf(BHARANI, ASHWINI).taraNumber, 9);
  assert.equal(taraBalaOf(KRITTIKA, ASHWINI).tara, 'mitra');
  assert.deepEqual(taraBalaOf(ROHINI, ASHWINI), { count: 25, taraNumber: 7, tara: 'naidhana', nine: 3, verdict: 'rejected' });
  // The birth nakshatra itself is Janma tara, in the first nine: neutral (not rejected, no strength).
  assert.deepEqual(taraBalaOf(ROHINI, ROHINI), { count: 1, taraNumber: 1, tara: 'janma', nine: 1, verdict: 'neutral' });
});

test('tara bala: in every nine, Vipat, Pratyak and Naidhana (3, 5, 7) reject and Janma is neutral', () => {
  for (let birth = 0; birth < 27; birth++) {
    const verdicts = Array.from({ length: 27 }, (_, k) => taraBalaOf(birth, (birth + k) % 27));
    assert.equal(verdicts.length, 27);
    verdicts.forEach((t, k) => {
      assert.equal(t.count, k + 1);
      assert.equal(t.tara, TARAS[k % 9]);
      const expected = [3, 5, 7].includes(t.taraNumber) ? 'rejected' : t.taraNumber === 1 ? 'neutral' : 'favourable';
      assert.equal(t.verdict, expected, `birth ${birth}, count ${t.count}`);
    });
  }
});

test('chandra bala: counted from the natal Moon sign, 1, 3, 6, 7, 10, 11 favourable and 4, 8, 12 rejected', () => {
  // sarastrology.blogspot.com "Chandra Suddhi": natal Moon in Bharani (Aries), Moon in Rohini
  // (Taurus) is 2 away: "no chandra balam, but not a deal killer" (neutral).
  assert.deepEqual(chandraBalaOf(ARIES, TAURUS), { house: 2, verdict: 'neutral' });
  assert.deepEqual(chandraBalaOf(ARIES, ARIES), { house: 1, verdict: 'favourable' });
  assert.deepEqual(chandraBalaOf(ARIES, SCORPIO), { house: 8, verdict: 'rejected' }); // chandrashtama
  assert.deepEqual(chandraBalaOf(ARIES, PISCES), { house: 12, verdict: 'rejected' });
  assert.deepEqual(chandraBalaOf(CANCER, CAPRICORN), { house: 7, verdict: 'favourable' });
  assert.deepEqual(chandraBalaOf(PISCES, ARIES), { house: 2, verdict: 'neutral' }); // counting wraps past Pisces
  assert.deepEqual(chandraBalaOf(CAPRICORN, ARIES), { house: 4, verdict: 'rejected' });
  const byHouse = Array.from({ length: 12 }, (_, s) => chandraBalaOf(ARIES, s).verdict);
  assert.deepEqual(byHouse, [
    'favourable',
    'neutral',
    'favourable',
    'rejected',
    'neutral',
    'favourable',
    'favourable',
    'rejected',
    'neutral',
    'favourable',
    'favourable',
    'rejected',
  ]);
});

test('each verdict gives a reason that names its rule', () => {
  assert.equal(taraBalaReason(taraBalaOf(ROHINI, SHATABHISHA)), 'tara_bala: Vipat (3rd tara from the birth nakshatra) rejects the day');
  assert.equal(taraBalaReason(taraBalaOf(ASHWINI, SHRAVANA)), 'tara_bala: Kshema (4th tara from the birth nakshatra) is favourable');
  assert.match(taraBalaReason(taraBalaOf(ROHINI, ROHINI)), /^tara_bala: Janma \(1st tara .*no tara strength$/);
  assert.equal(chandraBalaReason(chandraBalaOf(ARIES, SCORPIO)), 'chandra_bala: Moon in the 8th sign from the natal Moon rejects the day');
  assert.equal(
    chandraBalaReason(chandraBalaOf(ARIES, TAURUS)),
    'chandra_bala: Moon in the 2nd sign from the natal Moon gives no chandra strength',
  );
});
