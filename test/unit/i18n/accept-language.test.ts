/** Accept-Language (RFC 9110 §12.5.4) read into one of the nine label languages. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { langFromAcceptLanguage } from '../../../src/i18n/accept-language.ts';

test('the supported language of the highest weight wins; regional forms count as their language', () => {
  assert.equal(langFromAcceptLanguage('ta-IN,ta;q=0.9,en-US;q=0.8,en;q=0.7'), 'ta');
  assert.equal(langFromAcceptLanguage('en;q=0.5, hi;q=0.8'), 'hi');
  assert.equal(langFromAcceptLanguage('fr-FR, de;q=0.9, ml;q=0.3'), 'ml');
  assert.equal(langFromAcceptLanguage('BN-in'), 'bn');
  assert.equal(langFromAcceptLanguage('kn, te'), 'kn', 'equal weights: the first listed');
  assert.equal(langFromAcceptLanguage('gu;q=0.4,mr;q=0.6'), 'mr');
});

test('none is chosen for a header without a supported language, with q=0, or with a malformed weight', () => {
  assert.equal(langFromAcceptLanguage(undefined), undefined);
  assert.equal(langFromAcceptLanguage(''), undefined);
  assert.equal(langFromAcceptLanguage('*'), undefined);
  assert.equal(langFromAcceptLanguage('fr, de'), undefined);
  assert.equal(langFromAcceptLanguage('ta;q=0'), undefined);
  assert.equal(langFromAcceptLanguage('ta;q=abc, en;q=0.1'), 'en');
  assert.equal(langFromAcceptLanguage('ta;q=2'), undefined);
  assert.equal(langFromAcceptLanguage('tam, english'), undefined, 'only two-letter codes name them');
});

test('a long header is read only so far (no client lists more than 32)', () => {
  const many = Array.from({ length: 1000 }, () => 'fr').join(',');
  assert.equal(langFromAcceptLanguage(`${many},ta`), undefined);
  assert.equal(langFromAcceptLanguage(`ta,${many}`), 'ta');
});
