/**
 * The kundli group over a real server: the seven operations, credits, meta,
 * unknown-time warnings listing the omitted fields, an unknown varga name.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectErrorAnswer } from '../fixtures.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let live: { key: string };
const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };

before(async () => {
  t = await startTestServer({ planOverrides: { free: generous, business: generous } });
  live = await t.key('live', 'business');
});
after(async () => {
  await t.close();
});

// PyJHora's reference chart (pvr_tests.py): 7 Dec 1996 10:34 IST, Chennai.
const CHENNAI = { date: '1996-12-07', time: '10:34', place: { latitude: 13.0878, longitude: 80.2785 }, timezone: 'Asia/Kolkata' };
const UNKNOWN = { date: '1996-12-07', time_accuracy: 'unknown', place: { latitude: 13.0878, longitude: 80.2785 } };

describe('POST /v1/kundli', () => {
  test('lagna, nine planets, divisional lagnas; 2 credits; chart meta', async () => {
    const a = await call(t.url, '/v1/kundli', { key: live.key, body: { birth: CHENNAI } });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 2);
    assert.equal(a.json.meta.ayanamsa, 'lahiri');
    assert.equal(a.json.meta.house_system, 'whole_sign');
    assert.equal(a.json.meta.node, 'true');
    assert.equal(a.json.meta.timezone_used.name, 'Asia/Kolkata');
    assert.equal(a.json.data.lagna.sign, 'capricorn');
    assert.equal(a.json.data.planets.length, 9);
    assert.ok(a.json.data.planets.every((p: { house: number }) => p.house >= 1 && p.house <= 12));
    assert.deepEqual(Object.keys(a.json.data.divisional_lagnas).sort(), ['D10', 'D2', 'D9']);
    assert.deepEqual(a.json.warnings, []);
  });

  test('unknown time: no lagna, no houses, a warning listing the omitted fields', async () => {
    const a = await call(t.url, '/v1/kundli', { key: live.key, body: { birth: UNKNOWN } });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.data.lagna, undefined);
    assert.equal(a.json.data.divisional_lagnas, undefined);
    assert.equal(a.json.data.planets.length, 9);
    assert.ok(a.json.data.planets.every((p: object) => !('house' in p)));
    assert.equal(a.json.warnings[0].code, 'time_unknown');
    assert.deepEqual(a.json.warnings[0].fields, ['lagna', 'planets[].house', 'divisional_lagnas']);
  });

  test('approximate time: a warning when the lagna sign changes within 15 minutes, none otherwise', async () => {
    // At 10:34 the lagna is 22.4 deg into Capricorn (about 30 minutes from
    // Aquarius) and the Moon 0.3 deg into Swati; by 11:00 the lagna is within
    // 15 minutes of Aquarius.
    const calm = await call(t.url, '/v1/kundli', { key: live.key, body: { birth: { ...CHENNAI, time_accuracy: 'approximate' } } });
    assert.equal(calm.status, 200, calm.text);
    assert.deepEqual(calm.json.warnings, []);
    const edge = await call(t.url, '/v1/kundli', {
      key: live.key,
      body: { birth: { ...CHENNAI, time: '11:00', time_accuracy: 'approximate' } },
    });
    assert.equal(edge.json.warnings[0].code, 'time_approximate');
    assert.ok(edge.json.warnings[0].fields.includes('lagna'));
    assert.equal(edge.json.data.lagna.sign, 'capricorn');
  });

  test('lang hi and view compact', async () => {
    const hi = await call(t.url, '/v1/kundli', { key: live.key, body: { birth: CHENNAI, options: { lang: 'hi' } } });
    assert.equal(hi.json.data.lagna.sign_label, 'मकर');
    assert.equal(hi.json.data.lagna.sign, 'capricorn');
    const compact = await call(t.url, '/v1/kundli', {
      key: live.key,
      body: { birth: CHENNAI, options: { view: 'compact', ayanamsa: 'raman' } },
    });
    assert.equal(compact.json.meta.ayanamsa, 'raman');
    assert.equal(compact.json.data.planets[0].label, undefined);
  });
});

describe('the other kundli operations', () => {
  test('birth-details: Avakhada fields, 1 credit', async () => {
    const a = await call(t.url, '/v1/kundli/birth-details', { key: live.key, body: { birth: CHENNAI } });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 1);
    // The Moon in Swati pada 1, Libra: the Avakhada tables (Muhurta Chintamani ch. 6 as printed in B.V. Raman,
    // "Muhurtha"), as test/unit/kundli/kundli.test.ts checks them.
    const d = a.json.data;
    assert.deepEqual(
      [d.nakshatra, d.nakshatra_pada, d.rashi, d.rashi_lord, d.varna, d.vashya, d.yoni, d.gana, d.nadi, d.tatva, d.naamakshar],
      ['swati', 1, 'libra', 'venus', 'shudra', 'manava', 'buffalo', 'deva', 'antya', 'vayu', 'Ru'],
    );
    // The moment's limbs and the paya are machine ids.
    for (const k of ['tithi', 'yoga', 'karana', 'paya']) assert.match(d[k], /^[a-z_]+$/, k);
  });

  test('divisional: requested vargas; an unknown name is a 400 naming it', async () => {
    const a = await call(t.url, '/v1/kundli/divisional', { key: live.key, body: { birth: CHENNAI, vargas: ['D9', 'D30', 'D60'] } });
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(Object.keys(a.json.data.vargas), ['D9', 'D30', 'D60']);
    assert.equal(a.json.data.vargas.D9.planets.length, 9);
    const bad = await call(t.url, '/v1/kundli/divisional', { key: live.key, body: { birth: CHENNAI, vargas: ['D9', 'D13'] } });
    expectErrorAnswer(bad, 400, 'invalid_parameter', 'vargas[1]');
    // A varga method: named in meta when not the default; one the varga does not offer is a 400 naming its field.
    const nadi = await call(t.url, '/v1/kundli/divisional', {
      key: live.key,
      body: { birth: CHENNAI, vargas: ['D9', 'D144'], options: { varga_methods: { D9: 'nadi', D2: 'somanatha' } } },
    });
    assert.equal(nadi.status, 200, nadi.text);
    assert.deepEqual(nadi.json.meta.varga_methods, { D9: 'nadi' });
    assert.equal(a.json.meta.varga_methods, undefined);
    const badMethod = await call(t.url, '/v1/kundli/divisional', {
      key: live.key,
      body: { birth: CHENNAI, vargas: ['D9'], options: { varga_methods: { D9: 'jagannatha' } } },
    });
    expectErrorAnswer(badMethod, 400, 'invalid_parameter', 'options.varga_methods.D9');
    const unknown = await call(t.url, '/v1/kundli/divisional', { key: live.key, body: { birth: UNKNOWN, vargas: ['D9'] } });
    assert.deepEqual(unknown.json.warnings[0].fields, ['vargas.D9.lagna', 'vargas.D9.planets[].house']);
  });

  test('aspects, yogas, ashtakavarga, shadbala answer with their credits', async () => {
    const expectations: [string, number][] = [
      ['aspects', 1],
      ['yogas', 2],
      ['ashtakavarga', 2],
      ['shadbala', 2],
    ];
    for (const [op, credits] of expectations) {
      const a = await call(t.url, `/v1/kundli/${op}`, { key: live.key, body: { birth: CHENNAI } });
      assert.equal(a.status, 200, `${op}: ${a.text}`);
      assert.equal(a.json.meta.credits_charged, credits, op);
    }
    const av = await call(t.url, '/v1/kundli/ashtakavarga', { key: live.key, body: { birth: CHENNAI } });
    assert.equal(av.json.data.sarva.total, 337);
    const sb = await call(t.url, '/v1/kundli/shadbala', { key: live.key, body: { birth: CHENNAI } });
    assert.equal(sb.json.data.grahas.length, 7);
  });

  test('unknown time: every operation lists what it left out', async () => {
    for (const op of ['birth-details', 'aspects', 'yogas', 'ashtakavarga', 'shadbala']) {
      const a = await call(t.url, `/v1/kundli/${op}`, { key: live.key, body: { birth: UNKNOWN } });
      assert.equal(a.status, 200, `${op}: ${a.text}`);
      assert.equal(a.json.warnings[0].code, 'time_unknown', op);
      assert.ok(a.json.warnings[0].fields.length > 0, op);
    }
  });

  test('unknown fields in the body are refused', async () => {
    expectErrorAnswer(
      await call(t.url, '/v1/kundli/yogas', { key: live.key, body: { birth: CHENNAI, extra: 1 } }),
      400,
      'invalid_parameter',
      'extra',
    );
  });
});
