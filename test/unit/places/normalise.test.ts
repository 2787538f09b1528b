import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normaliseName, words } from '../../../src/domain/places/index.ts';

test('case and Latin accents fold away', () => {
  assert.equal(normaliseName('São Paulo'), 'sao paulo');
  assert.equal(normaliseName('MÜNCHEN'), 'munchen');
  assert.equal(normaliseName('Łódź'), 'lodz');
  assert.equal(normaliseName('Sant Julià de Lòria'), 'sant julia de loria');
  assert.equal(normaliseName('Straße'), 'strasse');
});

test('punctuation separates words, apostrophes join them', () => {
  assert.deepEqual(words('Le Touquet-Paris-Plage'), ['le', 'touquet', 'paris', 'plage']);
  assert.equal(normaliseName("Xi'an"), 'xian');
  assert.equal(normaliseName('Xi’an'), 'xian');
  assert.equal(normaliseName('  Springfield,  Illinois '), 'springfield illinois');
});

test('Devanagari keeps its vowel signs and virama; only the nukta folds', () => {
  // उज्जैन (Ujjain): the virama and the ai sign are combining marks that must survive.
  assert.equal(normaliseName('उज्जैन'), 'उज्जैन');
  assert.equal(normaliseName('दिल्ली'), 'दिल्ली');
  // ज़ (za, with nukta) matches ज.
  assert.equal(normaliseName('ज़िला'), normaliseName('जिला'));
});
