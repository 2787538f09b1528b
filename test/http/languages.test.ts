/**
 * Labels in nine languages over a real server: `lang` and, where a request
 * names none, Accept-Language; machine ids stay English; meta.prose_lang
 * says when prose falls back to English; an unknown `lang` is a 400 listing
 * the values. Expected labels: PyJHora's language files
 * (github.com/naturalstupid/PyJHora, src/jhora/lang/list_values_ta.txt,
 * _ml.txt, _ka.txt); the day's limbs: Drik Panchang, New Delhi, 26 January
 * 2022 (Krishna Navami; Swati until 10:07, then Vishakha; a Wednesday).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectErrorAnswer } from '../fixtures.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let key: string;
before(async () => {
  t = await startTestServer({ planOverrides: { business: { requestsPerSecond: 10_000, concurrentRequests: 100 } } });
  key = (await t.key('live', 'business')).key;
});
after(async () => {
  await t.close();
});

const DAY = '/v1/panchang?date=2022-01-26&lat=28.6358&lon=77.2245';

describe('lang and Accept-Language', () => {
  test('lang=ta: Tamil labels, English ids, and meta.prose_lang en', async () => {
    const a = await call(t.url, `${DAY}&lang=ta`, { key });
    assert.equal(a.status, 200, a.text);
    const d = a.json.data;
    assert.equal(d.tithi.name, 'navami');
    assert.equal(d.tithi.label, 'நவமி');
    assert.equal(d.nakshatra.name, 'vishakha');
    assert.equal(d.nakshatra.label, 'விசாகம்');
    assert.equal(d.vara.label, 'புதன்கிழமை');
    assert.equal(a.json.meta.prose_lang, 'en');
    // The day's windows as Tamil daily calendars head them: tamildaily.calendarin.com's table (ராகு காலம், எமகண்டம்,
    // குளிகை) and blog.omnamasivaya.co.in (2025-04, the inauspicious times: ... தியாஜ்யம்).
    assert.equal(d.window_labels.rahu_kaal, 'ராகு காலம்');
    assert.equal(d.window_labels.yamaganda, 'எமகண்டம்');
    assert.equal(d.window_labels.gulika_kaal, 'குளிகை');
    assert.equal(d.window_labels.varjyam, 'தியாஜ்யம்');
    // Hindi: Hindustan (New Delhi, 2025-12-20), "राहुकाल, गुलिक काल और दिशा शूल".
    const hi = (await call(t.url, `${DAY}&lang=hi`, { key })).json.data;
    assert.equal(hi.window_labels.rahu_kaal, 'राहुकाल');
    assert.equal(hi.window_labels.gulika_kaal, 'गुलिक काल');
  });

  test('no lang: Accept-Language chooses (ml-IN first), and a lang given wins over the header', async () => {
    const ml = await call(t.url, DAY, { key, headers: { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.5' } });
    assert.equal(ml.status, 200, ml.text);
    assert.equal(ml.json.data.nakshatra.label, 'വിശാഖം');
    assert.equal(ml.json.data.vara.label, 'ബുധനാഴ്ച');
    assert.equal(ml.json.meta.prose_lang, 'en');
    assert.match(ml.headers.get('vary') ?? '', /Accept-Language/i, 'caches keep answers apart by language');
    const en = await call(t.url, `${DAY}&lang=en`, { key, headers: { 'accept-language': 'ml' } });
    assert.equal(en.json.data.nakshatra.label, 'Vishakha');
    assert.equal(en.json.meta.prose_lang, undefined);
  });

  test('a header naming none of the nine answers in English; Hindi has its own prose', async () => {
    const fr = await call(t.url, DAY, { key, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    assert.equal(fr.json.data.tithi.label, 'Navami');
    assert.equal(fr.json.meta.prose_lang, undefined);
    const hi = await call(t.url, DAY, { key, headers: { 'accept-language': 'hi-IN' } });
    assert.equal(hi.json.data.tithi.label, 'नवमी');
    assert.equal(hi.json.meta.prose_lang, undefined);
  });

  test("a chart request's options.lang comes from Accept-Language too (Kannada), unless the body names it", async () => {
    // 4 February 1962: the "ashtagraha yoga", the Sun, Moon, Mars, Mercury, Jupiter, Venus and Saturn in Makara (Capricorn).
    const body = {
      birth: { date: '1962-02-04', time: '17:30', place: { latitude: 28.61, longitude: 77.21 }, timezone: 'Asia/Kolkata' },
      vargas: ['D1'],
    };
    const kn = await call(t.url, '/v1/kundli/divisional', { key, body, headers: { 'accept-language': 'kn-IN' } });
    assert.equal(kn.status, 200, kn.text);
    const saturn = kn.json.data.vargas.D1.planets.find((p: { id: string }) => p.id === 'saturn');
    assert.equal(saturn.sign, 'capricorn');
    assert.equal(saturn.label, 'ಶನಿ');
    assert.equal(saturn.sign_label, 'ಮಕರ');
    const named = await call(t.url, '/v1/kundli/divisional', {
      key,
      body: { ...body, options: { lang: 'en' } },
      headers: { 'accept-language': 'kn' },
    });
    assert.equal(named.json.data.vargas.D1.planets.find((p: { id: string }) => p.id === 'saturn').sign_label, 'Capricorn');
  });

  test('answers of operations that take lang vary by Accept-Language; others do not', async () => {
    const a = await call(t.url, '/v1/muhurat/activities', { key });
    assert.equal(a.status, 200, a.text);
    assert.match(a.headers.get('vary') ?? '', /Accept-Language/i, 'the activities take lang');
    const conventions = await call(t.url, '/v1/meta/conventions', { key });
    assert.equal(conventions.status, 200, conventions.text);
    assert.doesNotMatch(conventions.headers.get('vary') ?? '', /Accept-Language/i);
  });

  test('an unknown lang is a 400 on lang listing the nine values', async () => {
    const a = await call(t.url, `${DAY}&lang=xx`, { key });
    expectErrorAnswer(a, 400, 'invalid_parameter', 'lang');
    for (const lang of ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'mr', 'gu', 'bn'])
      assert.match(a.json.error.message, new RegExp(`\\b${lang}\\b`));
    const body = await call(t.url, '/v1/kundli/divisional', {
      key,
      body: {
        birth: { date: '1962-02-04', time: '17:30', place: { latitude: 28.61, longitude: 77.21 } },
        vargas: ['D1'],
        options: { lang: 'tamil' },
      },
    });
    expectErrorAnswer(body, 400, 'invalid_parameter', 'options.lang');
  });
});
