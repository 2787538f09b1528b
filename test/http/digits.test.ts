/**
 * `digits` over a real server: Western digits unless `digits=native` asks
 * for the script's own, which then changes the label texts only (the muhurat
 * search's reasons carry numbers: percentages of the day, padas); a bad value
 * is a 400 naming the field and its values. The digits expected are the
 * Unicode blocks' (Devanagari ०-९, Tamil ௦-௯), see test/unit/i18n/digits.test.ts.
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

const SEARCH = '/v1/muhurat/search?activity=marriage&from=2026-11-21&to=2026-12-05&lat=28.6139&lon=77.209&limit=50';
const reasonsOf = (json: { data: { days?: { reasons: string[] }[]; rejected?: { reasons: string[] }[] } }) =>
  JSON.stringify(json.data).match(/"reasons":\[[^\]]*\]/g) ?? [];

describe('digits', () => {
  test('latn by default: Western digits in every language; native writes the reasons in the script, dates stay Western', async () => {
    const plain = await call(t.url, `${SEARCH}&lang=hi`, { key });
    assert.equal(plain.status, 200, plain.text);
    const latn = reasonsOf(plain.json).join('');
    assert.match(latn, /[0-9]/, 'the reasons carry numbers');
    assert.doesNotMatch(latn, /[\u0966-\u096F]/);
    const same = await call(t.url, `${SEARCH}&lang=hi&digits=latn`, { key });
    assert.equal(same.text.replace(/"request_id":"[^"]*"/, ''), plain.text.replace(/"request_id":"[^"]*"/, ''));

    const native = await call(t.url, `${SEARCH}&lang=hi&digits=native`, { key });
    assert.equal(native.status, 200, native.text);
    const deva = reasonsOf(native.json).join('');
    assert.doesNotMatch(deva, /[0-9]/, 'no Western digit left in the reasons');
    assert.match(deva, /[\u0966-\u096F]/);
    const toLatn = (s: string) => s.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
    assert.equal(toLatn(deva), latn, 'the same reasons, digit for digit');
    // Everything but the reasons is the same: dates, times and numbers keep Western digits.
    const strip = (d: unknown) => JSON.stringify(d).replace(/"reasons":\[[^\]]*\]/g, '');
    assert.equal(strip(native.json.data), strip(plain.json.data));
  });

  test('native in English changes nothing; in Tamil the Tamil digits', async () => {
    const en = await call(t.url, `${SEARCH}&lang=en&digits=native`, { key });
    const enPlain = await call(t.url, `${SEARCH}&lang=en`, { key });
    assert.deepEqual(en.json.data, enPlain.json.data);
    const ta = await call(t.url, `${SEARCH}&lang=ta&digits=native`, { key });
    assert.equal(ta.status, 200, ta.text);
    const text = reasonsOf(ta.json).join('');
    assert.doesNotMatch(text, /[0-9]/);
    assert.match(text, /[\u0BE6-\u0BEF]/);
  });

  test('a bad digits is a 400 naming the field and its values', async () => {
    const bad = await call(t.url, `${SEARCH}&lang=hi&digits=arab`, { key });
    expectErrorAnswer(bad, 400, 'invalid_parameter');
    assert.match(bad.text, /digits/);
    assert.match(bad.text, /latn/);
    assert.match(bad.text, /native/);
  });
});
