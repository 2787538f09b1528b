import { test } from 'node:test';
import assert from 'node:assert/strict';
import { karanaTerm, nakshatraIndexOf, nakshatraLord, padaNumberOf, signIndexOf, tithiTerm, pakshaOf } from '../../../src/core/glossary.ts';

// Source: the classical karana cycle as tabulated in any panchang (e.g.
// Surya Siddhanta ch. 2, v. 67-69): karana 1 Kimstughna, 2 Bava, ..., 8 Vishti,
// 9 Bava again, 57 Vishti, 58 Shakuni, 59 Chatushpada, 60 Naga.
test('karana numbers map to the classical sequence', () => {
  assert.equal(karanaTerm(0).id, 'kimstughna');
  assert.equal(karanaTerm(1).id, 'bava');
  assert.equal(karanaTerm(7).id, 'vishti');
  assert.equal(karanaTerm(8).id, 'bava');
  assert.equal(karanaTerm(56).id, 'vishti');
  assert.equal(karanaTerm(57).id, 'shakuni');
  assert.equal(karanaTerm(58).id, 'chatushpada');
  assert.equal(karanaTerm(59).id, 'naga');
});

test('tithi 15 is Purnima in Shukla paksha and tithi 30 Amavasya in Krishna paksha', () => {
  assert.equal(tithiTerm(14).id, 'purnima');
  assert.equal(pakshaOf(14).id, 'shukla');
  assert.equal(tithiTerm(29).id, 'amavasya');
  assert.equal(pakshaOf(29).id, 'krishna');
  assert.equal(tithiTerm(15).id, 'pratipada');
});

// Source: the nakshatra table (13 deg 20 min each from 0 Aries; Vimshottari
// lords Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury).
test('longitude to sign, nakshatra, pada and lord', () => {
  assert.equal(signIndexOf(29.999), 0);
  assert.equal(signIndexOf(30), 1);
  assert.equal(nakshatraIndexOf(13 + 1 / 3), 1);
  assert.equal(nakshatraIndexOf(359.99), 26);
  assert.equal(padaNumberOf(3.3), 1);
  assert.equal(padaNumberOf(3.34), 2);
  assert.equal(padaNumberOf(13.3), 4);
  assert.equal(nakshatraLord(9), 'ketu'); // Magha
  assert.equal(nakshatraLord(26), 'mercury'); // Revati
});
