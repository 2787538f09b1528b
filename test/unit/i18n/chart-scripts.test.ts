/**
 * Chart images in every language: each language's font (its script's Noto
 * Sans) has a glyph for every character of every label of its catalogue, and
 * a chart drawn in each language names the lagna's sign in it. The sign is
 * checked against the chart's own divisional answer (another path).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { harfbuzzOutlines, fontFileOf } from '../../../src/operations/charts/font.ts';
import { CATALOGUES } from '../../../src/i18n/catalogue.ts';
import { LANGS } from '../../../src/i18n/languages.ts';
import { untypedEngine } from '../../fixtures.ts';

const engine = untypedEngine();
const require = createRequire(import.meta.url);
const BIRTH = { date: '1962-02-04', time: '17:30', place: { latitude: 28.61, longitude: 77.21 }, timezone: 'Asia/Kolkata' };

test("each language's font draws every label of its catalogue (no missing glyph) and the title's Latin", async () => {
  const hb = await import('harfbuzzjs');
  const fonts = new Set<string>();
  for (const lang of LANGS) {
    const file = fontFileOf(lang);
    fonts.add(file);
    const font = harfbuzzOutlines(hb, readFileSync(require.resolve(file)));
    const values = Object.values(CATALOGUES[lang]);
    assert.ok(values.length >= 200);
    for (const text of [...values, 'D9 Navamsa · 1990-05-15 14:30 · 23.18°N 75.78°E (time unknown) 29°']) {
      const missing = font.shape(text).filter((g) => g.glyphId === 0).length;
      assert.equal(missing, 0, `${lang} (${file}): "${text}"`);
    }
  }
  assert.equal(fonts.size, 7, 'Devanagari for en, hi and mr; one font each for ta, te, kn, ml, gu, bn');
});

test('a chart drawn in each language describes the lagna in it', async () => {
  const divisional = await engine.run('kundliDivisional', { birth: BIRTH, vargas: ['D1'] });
  const lagnaSign = (divisional.data as { vargas: { D1: { lagna: { sign: string } } } }).vargas.D1.lagna.sign;
  for (const lang of LANGS) {
    const a = await engine.run('chartsSvg', { varga: 'D1', birth: BIRTH, options: { lang } });
    const svg = new TextDecoder().decode(a.image!.body);
    const lagnaWord = CATALOGUES[lang]['chart.lagna'];
    const signWord = CATALOGUES[lang][`sign.${lagnaSign}` as keyof (typeof CATALOGUES)['en']];
    assert.ok(svg.includes(`${lagnaWord}: ${signWord}`), `${lang}: ${lagnaWord}: ${signWord}`);
    assert.equal(a.meta.prose_lang, lang === 'en' || lang === 'hi' ? undefined : 'en');
  }
});
