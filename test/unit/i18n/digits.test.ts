/**
 * The `digits` option (src/i18n/digits.ts): each script's digits are its
 * Unicode block's decimal digits (The Unicode Standard, ch. 12-13: Devanagari
 * U+0966, Bengali U+09E6, Gujarati U+0AE6, Tamil U+0BE6, Telugu U+0C66,
 * Kannada U+0CE6, Malayalam U+0D66), checked here against their code points
 * read as numbers by ICU (Intl.NumberFormat with the script's numbering
 * system), another path; only the label fields change.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hasNativeDigits, isDigitsField, nativeDigits, withNativeDigits } from '../../../src/i18n/digits.ts';
import { LANGS, type Lang } from '../../../src/i18n/languages.ts';

/** The CLDR numbering system of each language's script. */
const NUMBERING: Record<Exclude<Lang, 'en'>, string> = {
  hi: 'deva',
  mr: 'deva',
  ta: 'tamldec',
  te: 'telu',
  kn: 'knda',
  ml: 'mlym',
  gu: 'gujr',
  bn: 'beng',
};

test("native digits are the script's own, as ICU writes numbers in its numbering system; English keeps Western digits", () => {
  for (const lang of LANGS) {
    if (lang === 'en') {
      assert.equal(hasNativeDigits(lang), false);
      assert.equal(nativeDigits('pada 4, 40%', lang), 'pada 4, 40%');
      continue;
    }
    assert.equal(hasNativeDigits(lang), true, lang);
    const icu = new Intl.NumberFormat('en', { numberingSystem: NUMBERING[lang], useGrouping: false }).format(1234567890);
    assert.equal(nativeDigits('1234567890', lang), icu, lang);
  }
  assert.equal(nativeDigits('दिन का 40% वर्जित', 'hi'), 'दिन का ४०% वर्जित');
  assert.equal(nativeDigits('2025', 'bn'), '২০২৫');
});

test('only label fields change: label, labels, *_label and reasons; ids, dates, times and numbers stay', () => {
  for (const k of ['label', 'labels', 'sign_label', 'paksha_label', 'reasons']) assert.ok(isDigitsField(k), k);
  for (const k of ['name', 'id', 'date', 'start', 'rule', 'number', 'labelled']) assert.ok(!isDigitsField(k), k);
  const data = {
    date: '2026-11-21',
    number: 4,
    days: [{ start: '2026-11-21T07:01:00+05:30', label: 'Ashwini 4', reasons: ['tithi: closes 40% of the day'], sign_label: 'D9' }],
    labels: ['1', 'x2'],
  };
  assert.deepEqual(withNativeDigits(data, 'mr'), {
    date: '2026-11-21',
    number: 4,
    days: [{ start: '2026-11-21T07:01:00+05:30', label: 'Ashwini ४', reasons: ['tithi: closes ४०% of the day'], sign_label: 'D९' }],
    labels: ['१', 'x२'],
  });
});
