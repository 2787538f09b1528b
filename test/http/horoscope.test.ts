/**
 * The three horoscope routes through HTTP: answers, key kinds, the personal
 * horoscope equal to its Moon sign's, and the errors. The Moon of
 * 1990-05-15 14:30 IST (09:00 UTC) stands in sidereal Capricorn: Astronomy
 * Engine (EclipticGeoMoon, another ephemeris altogether) gives it tropical
 * 295.6 degrees, less the Lahiri ayanamsa of 1990 (23 deg 43') is 271.9,
 * Capricorn (270-300), checked below through that library.
 */
import { after, before, test } from 'node:test';
import * as Astronomy from 'astronomy-engine';
import assert from 'node:assert/strict';
import { call, startTestServer, type TestServer } from './helpers.ts';
import { expectErrorAnswer } from '../fixtures.ts';

let t: TestServer;
let secret: string;
let publishable: string;
before(async () => {
  t = await startTestServer({ planOverrides: { business: { requestsPerSecond: 10_000, concurrentRequests: 100 } } });
  secret = (await t.key('live', 'business')).key;
  publishable = (await t.key('publishable', 'business', { origins: ['https://app.example'] })).key;
});
after(async () => {
  await t.close();
});

const BIRTH = { date: '1990-05-15', time: '14:30', place: { latitude: 23.1765, longitude: 75.7885 } };

test('one sign, all signs and the personal horoscope agree', async () => {
  const one = await call(t.url, '/v1/horoscope/capricorn?period=weekly&date=2026-11-08', {
    key: publishable,
    headers: { origin: 'https://app.example' },
  });
  assert.equal(one.status, 200, one.text);
  assert.equal(one.json.data.sign, 'capricorn');
  assert.equal(one.json.data.period_start, '2026-11-02');
  const all = await call(t.url, '/v1/horoscope?period=weekly&date=2026-11-08', { key: secret });
  assert.equal(all.status, 200, all.text);
  assert.equal(all.json.data.signs.length, 12);
  assert.deepEqual(all.json.data.signs[9], one.json.data);
  assert.equal(new Set(all.json.data.signs.map((s: { reading: string }) => s.reading)).size, 12);
  const moonSidereal = Astronomy.EclipticGeoMoon(new Date(Date.UTC(1990, 4, 15, 9, 0))).lon - (23 + 43 / 60);
  assert.equal(Math.floor(moonSidereal / 30), 9); // Capricorn
  const personal = await call(t.url, '/v1/horoscope/personal', {
    key: secret,
    body: { birth: BIRTH, period: 'weekly', date: '2026-11-08' },
  });
  assert.equal(personal.status, 200, personal.text);
  assert.deepEqual(personal.json.data, one.json.data);
  assert.equal(personal.json.meta.ayanamsa, 'lahiri');
  const hi = await call(t.url, '/v1/horoscope/capricorn?period=weekly&date=2026-11-08&lang=hi', { key: secret });
  assert.equal(hi.json.data.sign_label, 'मकर');
  assert.deepEqual(hi.json.data.scores, one.json.data.scores);
  assert.doesNotMatch(hi.json.data.reading, /[A-Za-z]/);
});

test('the default day is today in the zone asked for', async () => {
  const a = await call(t.url, '/v1/horoscope/leo', { key: secret });
  assert.equal(a.status, 200, a.text);
  assert.match(a.json.data.date, /^\d{4}-\d{2}-\d{2}$/);
  const b = await call(t.url, `/v1/horoscope/leo?date=${a.json.data.date}`, { key: secret });
  assert.equal(b.json.data.reading, a.json.data.reading);
});

test('bad inputs answer 400 naming the field and what it takes', async () => {
  const sign = await call(t.url, '/v1/horoscope/leon', { key: secret });
  expectErrorAnswer(sign, 400, 'invalid_parameter', 'sign');
  assert.match(
    sign.json.error.message,
    /aries, taurus, gemini, cancer, leo, virgo, libra, scorpio, sagittarius, capricorn, aquarius, pisces/,
  );
  const period = await call(t.url, '/v1/horoscope/leo?period=hourly', { key: secret });
  expectErrorAnswer(period, 400, 'invalid_parameter', 'period');
  assert.match(period.json.error.message, /daily, weekly, monthly, yearly/);
  expectErrorAnswer(await call(t.url, '/v1/horoscope?date=1799-12-31', { key: secret }), 400, 'invalid_parameter', 'date');
  expectErrorAnswer(await call(t.url, '/v1/horoscope?date=2400-01-01', { key: secret }), 400, 'invalid_parameter', 'date');
  expectErrorAnswer(await call(t.url, '/v1/horoscope?date=2026-02-30', { key: secret }), 400, 'invalid_parameter', 'date');
  expectErrorAnswer(await call(t.url, '/v1/horoscope/leo?timezone=Mars/Olympus', { key: secret }), 400, 'invalid_parameter', 'timezone');
  expectErrorAnswer(await call(t.url, '/v1/horoscope/leo?lang=fr', { key: secret }), 400, 'invalid_parameter', 'lang');
  expectErrorAnswer(
    await call(t.url, '/v1/horoscope/personal', { key: secret, body: { birth: BIRTH, period: 'daily', extra: 1 } }),
    400,
    'invalid_parameter',
  );
  expectErrorAnswer(
    await call(t.url, '/v1/horoscope/personal', { key: publishable, body: { birth: BIRTH }, headers: { origin: 'https://app.example' } }),
    403,
    'forbidden',
  );
});

test('the edges of the dates offered answer', async () => {
  for (const path of [
    '/v1/horoscope/aries?period=weekly&date=1800-01-01',
    '/v1/horoscope/aries?period=yearly&date=2399-12-31&timezone=-12:00',
    '/v1/horoscope/aries?date=2399-12-31&timezone=%2B14:00',
  ]) {
    const a = await call(t.url, path, { key: secret });
    assert.equal(a.status, 200, `${path}: ${a.text}`);
  }
});
