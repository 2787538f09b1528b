/**
 * Prose (horoscope readings, yoga rules and sentences, Lal Kitab reasons) is
 * written in English and Hindi only: an answer in another language gives its
 * catalogued labels in that language, its prose in English, and says so in
 * meta.prose_lang; Hindi has its own prose and no prose_lang. Run through the
 * library face (src/engine), which adds the meta as the HTTP server does.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createEngine } from '../../../src/engine/index.ts';
import { CATALOGUES } from '../../../src/i18n/catalogue.ts';

const e = createEngine();
// 4 February 1962, 17:30, New Delhi: Mars exalted and Saturn in its own sign in the 7th (Ruchaka and Sasa yogas).
const birth = { date: '1962-02-04', time: '17:30', place: { latitude: 28.61, longitude: 77.21 }, timezone: 'Asia/Kolkata' };

const LATIN_PROSE = /^[\x20-\x7E\u2013\u2014\u2019]+$/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe('prose falls back to English outside en and hi, and meta.prose_lang says so', () => {
  test('horoscope: the sign label in Tamil, the reading in English, prose_lang en; Hindi reads in Hindi without prose_lang', async () => {
    const q = { sign: 'aries', date: '2026-11-28' } as const;
    const ta = await e.run('horoscopeSign', { ...q, lang: 'ta' });
    assert.equal(ta.data.sign_label, CATALOGUES.ta['sign.aries']);
    assert.match(ta.data.reading, LATIN_PROSE);
    assert.equal(ta.meta.prose_lang, 'en');
    const hi = await e.run('horoscopeSign', { ...q, lang: 'hi' });
    assert.equal(hi.data.sign_label, CATALOGUES.hi['sign.aries']);
    assert.match(hi.data.reading, DEVANAGARI);
    assert.equal(hi.meta.prose_lang, undefined);
    const en = await e.run('horoscopeSign', { ...q, lang: 'en' });
    assert.equal(en.meta.prose_lang, undefined);
  });

  test('kundli yogas in Malayalam: labels from the Malayalam catalogue, rules and sentences in English, prose_lang en', async () => {
    const ml = await e.run('kundliYogas', { birth, options: { lang: 'ml' } });
    assert.equal(ml.meta.prose_lang, 'en');
    const ruchaka = ml.data.yogas.find((y) => y.id === 'ruchaka');
    assert.ok(ruchaka, 'Ruchaka yoga formed');
    assert.equal(ruchaka.label, CATALOGUES.ml['kundli_yoga.ruchaka']);
    for (const y of ml.data.yogas) {
      assert.match(y.rule ?? '', LATIN_PROSE, y.id);
      assert.match(y.formed_by ?? '', LATIN_PROSE, y.id);
    }
    const hi = await e.run('kundliYogas', { birth, options: { lang: 'hi' } });
    assert.equal(hi.meta.prose_lang, undefined);
    assert.match(hi.data.yogas.find((y) => y.id === 'ruchaka')?.rule ?? '', DEVANAGARI);
  });

  test('Lal Kitab debts in Bengali: reasons in English, prose_lang en', async () => {
    const bn = await e.run('lalKitabDebts', { birth, options: { lang: 'bn' } });
    assert.equal(bn.meta.prose_lang, 'en');
    const reasons = bn.data.debts.flatMap((d) => d.reasons);
    assert.ok(reasons.length > 0, 'some debt has reasons');
    for (const r of reasons) assert.match(r, LATIN_PROSE);
  });
});
