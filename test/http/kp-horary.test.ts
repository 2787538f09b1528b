/**
 * GET /v1/kp/horary over a real server.
 * References: number 145 as sageasita.com quotes it (Libra 29°26'40" to
 * 30°00'00", star Vishakha, star lord Jupiter, sub lord Moon); the 249 table
 * (src/domain/kp/subs.ts, checked in test/unit/kp/subs.test.ts against a
 * published table) for cusp 1 and its sub lord; the grahas through another
 * path of the API, POST /v1/kp/chart for a birth at the same moment and place;
 * the houses of the grahas recounted here from the answer's own cusps by the
 * KP rule (a graha belongs to the house whose cusp precedes it); the ruling
 * planets through GET /v1/kp/ruling-planets. The cusps themselves are checked
 * against the table-of-houses method in test/unit/kp/horary.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { KP_SUBS, kpSubStart } from '../../src/domain/kp/index.ts';
import { expectErrorAnswer } from '../fixtures.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let live: string;
let publishable: string;
const ORIGIN = 'https://horary.example';

before(async () => {
  t = await startTestServer({ planOverrides: { business: { requestsPerSecond: 10_000, concurrentRequests: 100 } } });
  live = (await t.key('live', 'business')).key;
  publishable = (await t.key('publishable', 'business', { origins: [ORIGIN] })).key;
});
after(async () => {
  await t.close();
});

const DELHI = { lat: 28.6139, lon: 77.209 };
const get = (query: Record<string, string | number>) =>
  call(t.url, `/v1/kp/horary?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { key: live });

interface Point {
  longitude: number;
  sign: string;
  nakshatra: string;
  star_lord: string;
  sub_lord: string;
  sub_sub_lord: string;
}

/** The KP rule: house h runs from cusp h up to, not including, cusp h + 1. */
function houseOf(cusps: number[], longitude: number): number {
  const fwd = (a: number, b: number) => (((b - a) % 360) + 360) % 360;
  for (let h = 0; h < 12; h += 1) if (fwd(cusps[h]!, longitude) < fwd(cusps[h]!, cusps[(h + 1) % 12]!)) return h + 1;
  throw new Error('no house');
}

test('number 145 at New Delhi with a publishable key: the published sub, cusp 1 at its start, 2 credits, KP meta', async () => {
  const a = await call(t.url, '/v1/kp/horary?number=145&date=2026-11-08&time=10:30&lat=28.6139&lon=77.209', {
    key: publishable,
    headers: { origin: ORIGIN },
  });
  assert.equal(a.status, 200, a.text);
  assert.equal(a.json.meta.credits_charged, 2);
  assert.equal(a.json.meta.ayanamsa, 'kp_new');
  assert.equal(a.json.meta.house_system, 'placidus');
  assert.equal(a.json.meta.node, 'mean');
  const d = a.json.data;
  assert.equal(d.number, 145);
  // sageasita.com: 145 is Libra 29°26'40" to 30°00'00", Vishakha, Jupiter, Moon.
  assert.deepEqual(d.sub, {
    start: roundTo6(180 + 29 + 26 / 60 + 40 / 3600),
    end: 210,
    sign: 'libra',
    nakshatra: 'vishakha',
    sign_lord: 'venus',
    star_lord: 'jupiter',
    sub_lord: 'moon',
  });
  assert.equal(d.cusps.length, 12);
  assert.ok(Math.abs(d.cusps[0].longitude - (209 + 26 / 60 + 40 / 3600)) < 1e-6, String(d.cusps[0].longitude));
  assert.equal(d.cusps[0].sub_lord, 'moon');
  assert.equal(d.moment, '2026-11-08T10:30:00+05:30');
  // The cusps' moment is within half a day of the judgment.
  assert.ok(Math.abs(Date.parse(d.cusp_moment) - Date.parse(d.moment)) <= 12 * 3600_000, d.cusp_moment);
  assert.equal(d.planets.length, 9);
  assert.equal(d.significators.planets.length, 9);
  assert.ok(d.significators.groups.length > 0);
  assert.equal(d.ruling.ruling_planets.length, 7);
});

function roundTo6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

test("cusp 1 is the number's start and carries its sub lord, for the first, last and sign-split numbers", async () => {
  // The second halves of the six subs a sign boundary splits start exactly on 0° of a sign.
  const split = KP_SUBS.filter((s) => s.startArcsec !== s.wholeStartArcsec).map((s) => s.number);
  assert.equal(split.length, 6);
  const numbers = [1, 94, 145, 249, ...split];
  for (const number of numbers) {
    const a = await get({ number, date: '2025-03-21', time: '18:05', ...DELHI });
    assert.equal(a.status, 200, a.text);
    const sub = KP_SUBS[number - 1]!;
    const cusp1 = a.json.data.cusps[0];
    assert.ok(Math.abs(cusp1.longitude - kpSubStart(number)) < 1e-6, `${number}: ${cusp1.longitude}`);
    assert.equal(cusp1.sub_lord, sub.subLord, String(number));
    assert.equal(cusp1.star_lord, sub.starLord, String(number));
  }
});

test("the grahas are /v1/kp/chart's for a birth at the same moment and place; houses by the answer's cusps; ruling planets as their operation", async () => {
  const query = { number: 94, date: '1990-08-15', time: '14:30', ...DELHI };
  const h = await get(query);
  assert.equal(h.status, 200, h.text);
  const chart = await call(t.url, '/v1/kp/chart', {
    key: live,
    body: { birth: { date: '1990-08-15', time: '14:30', place: { latitude: DELHI.lat, longitude: DELHI.lon }, timezone: 'Asia/Kolkata' } },
  });
  assert.equal(chart.status, 200, chart.text);
  const lordsOf = (p: Point & { id: string }) => ({
    id: p.id,
    longitude: p.longitude,
    sign: p.sign,
    nakshatra: p.nakshatra,
    star_lord: p.star_lord,
    sub_lord: p.sub_lord,
    sub_sub_lord: p.sub_sub_lord,
  });
  assert.deepEqual(h.json.data.planets.map(lordsOf), chart.json.data.planets.map(lordsOf));
  assert.deepEqual(h.json.data.ayanamsa, chart.json.data.ayanamsa);
  // Number 94 gives a Leo lagna (aryanastrologyresearchcentre.com).
  assert.equal(h.json.data.cusps[0].sign, 'leo');
  const cusps = h.json.data.cusps.map((c: Point) => c.longitude);
  assert.ok(h.json.data.planets.length > 0, 'the horary chart has its planets');
  for (const p of h.json.data.planets) assert.equal(p.house, houseOf(cusps, p.longitude), p.id);
  // Level B of the significators is the graha's own house.
  assert.ok(h.json.data.significators.planets.length > 0, 'the significators of the planets');
  for (const [i, p] of h.json.data.significators.planets.entries()) assert.deepEqual(p.b, [h.json.data.planets[i].house], p.id);
  const { number: _n, ...moment } = query;
  const ruling = await call(t.url, `/v1/kp/ruling-planets?${new URLSearchParams(Object.entries(moment).map(([k, v]) => [k, String(v)]))}`, {
    key: live,
  });
  assert.equal(ruling.status, 200, ruling.text);
  assert.deepEqual(h.json.data.ruling, ruling.json.data);
});

test('bad inputs: number out of 1..249 or not whole, a polar latitude, an unknown ayanamsa: typed 400s', async () => {
  const at = { date: '2026-11-08', time: '10:30', ...DELHI };
  for (const number of ['0', '250', '1.5', 'seven']) {
    expectErrorAnswer(await get({ ...at, number }), 400, 'invalid_parameter', 'number');
  }
  expectErrorAnswer(await get(at), 400, 'invalid_parameter', 'number');
  const polar = await get({ ...at, number: 145, lat: 69.6492, lon: 18.9553 });
  expectErrorAnswer(polar, 400, 'invalid_parameter', 'lat');
  assert.match(polar.json.error.message, /Placidus/);
  const south = await get({ ...at, number: 1, lat: -77.85, lon: 166.67 });
  expectErrorAnswer(south, 400, 'invalid_parameter', 'lat');
  expectErrorAnswer(await get({ ...at, number: 145, ayanamsa: 'kp_old' }), 400, 'invalid_parameter', 'ayanamsa');
  expectErrorAnswer(await get({ ...at, number: 145, ayanamsa: 'lahiri' }), 400, 'invalid_parameter', 'ayanamsa');
});
