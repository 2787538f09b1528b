/** Where operations take `lang`, and meta.prose_lang: declared by every operation that takes `lang`, set only for the seven. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { langFieldOf, langOfInput, proseMetaOf } from '../../../src/operations/lang-input.ts';
import { OPERATIONS } from '../../../src/operations/index.ts';

test('every operation that takes lang (at its top or in options) declares meta.prose_lang, and no other does', () => {
  const taking = OPERATIONS.filter((op) => langFieldOf(op.input) !== undefined);
  assert.ok(taking.length >= 40, `${taking.length} operations take lang`);
  for (const op of OPERATIONS) {
    const takes = langFieldOf(op.input) !== undefined;
    assert.equal((op.meta ?? []).includes('prose_lang'), takes, op.id);
  }
  // The panchang takes it in its query, the kundli in its chart options.
  assert.equal(langFieldOf(OPERATIONS.find((op) => op.id === 'panchang')!.input), 'top');
  assert.equal(langFieldOf(OPERATIONS.find((op) => op.id === 'kundli')!.input), 'options');
});

test('prose_lang is en for the seven languages without prose, absent for en, hi and no lang', () => {
  assert.deepEqual(proseMetaOf({ lang: 'ta' }), { prose_lang: 'en' });
  assert.deepEqual(proseMetaOf({ options: { lang: 'bn' } }), { prose_lang: 'en' });
  assert.equal(proseMetaOf({ lang: 'hi' }), undefined);
  assert.equal(proseMetaOf({ options: { lang: 'en' } }), undefined);
  assert.equal(proseMetaOf({}), undefined);
  assert.equal(proseMetaOf(undefined), undefined);
  assert.equal(langOfInput({ lang: 'xx' }), undefined);
  assert.equal(langOfInput({ lang: 'mr', options: { lang: 'gu' } }), 'mr', 'the top-level lang first');
});
