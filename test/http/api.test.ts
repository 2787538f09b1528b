/**
 * The platform over a real uWS server: routing, keys, validation, envelope,
 * headers, OpenAPI, docs, positions and the access log.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { AYANAMSA_OFFSET_FROM_LAHIRI_DEG } from '../../src/domain/ayanamsa/index.ts';
import { KEY_CACHE_TTL_MS } from '../../src/http/authenticate.ts';
import { expectErrorAnswer } from '../fixtures.ts';
import { BIRTH, call, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let test_: { key: string; id: string; project: string };
const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };

before(async () => {
  t = await startTestServer({ planOverrides: { free: generous, business: generous }, demoKey: 'demo_public_key' });
  test_ = await t.key('test');
});
after(async () => {
  await t.close();
});

describe('routing', () => {
  test('GET /healthz answers ok', async () => {
    const a = await call(t.url, '/healthz');
    assert.equal(a.status, 200);
    assert.equal(a.json.status, 'ok');
  });
  test('unknown path is 404 not_found', async () => {
    expectErrorAnswer(await call(t.url, '/v1/nope'), 404, 'not_found');
    // GET / leads to the docs (test/http/openapi-examples.test.ts); other methods on / are unknown.
    expectErrorAnswer(await call(t.url, '/', { method: 'DELETE' }), 404, 'not_found');
  });
  test('known path with another method is 405 with Allow', async () => {
    const a = await call(t.url, '/v1/meta/conventions', { method: 'POST', body: {} });
    expectErrorAnswer(a, 405, 'method_not_allowed');
    assert.equal(a.headers.get('allow'), 'GET, HEAD');
    expectErrorAnswer(await call(t.url, '/v1/planets/positions', { method: 'GET' }), 405, 'method_not_allowed');
    expectErrorAnswer(await call(t.url, '/v1/usage', { method: 'DELETE' }), 405, 'method_not_allowed');
  });
  test('OPTIONS on a known path lists the methods; on an unknown path is 404', async () => {
    const a = await call(t.url, '/v1/planets/positions', { method: 'OPTIONS' });
    assert.equal(a.status, 204);
    assert.equal(a.headers.get('allow'), 'POST, OPTIONS');
    assert.equal(a.headers.get('access-control-allow-origin'), null, 'secret operations get no CORS');
    expectErrorAnswer(await call(t.url, '/v1/nope', { method: 'OPTIONS' }), 404, 'not_found');
  });
});

describe('keys', () => {
  test('no key, malformed key, unknown key: 401 unauthenticated', async () => {
    expectErrorAnswer(await call(t.url, '/v1/usage'), 401, 'unauthenticated');
    expectErrorAnswer(await call(t.url, '/v1/usage', { headers: { authorization: 'Basic abc' } }), 401, 'unauthenticated');
    expectErrorAnswer(await call(t.url, '/v1/usage', { key: 'sk_test_short' }), 401, 'unauthenticated');
    expectErrorAnswer(await call(t.url, '/v1/usage', { key: `sk_live_${'a'.repeat(32)}` }), 401, 'unauthenticated');
  });
  test('a revoked key is 401 once the key cache lets go of it (at most KEY_CACHE_TTL_MS)', async () => {
    const k = await t.key('test');
    assert.equal((await call(t.url, '/v1/usage', { key: k.key })).status, 200);
    await t.keys.revoke(k.id);
    const revokedAtMs = Date.now();
    let answer = await call(t.url, '/v1/usage', { key: k.key });
    while (answer.status === 200 && Date.now() - revokedAtMs < KEY_CACHE_TTL_MS + 500) {
      await new Promise((r) => setTimeout(r, 20));
      answer = await call(t.url, '/v1/usage', { key: k.key });
    }
    expectErrorAnswer(answer, 401, 'unauthenticated');
  });
  test('only the hash of a key is stored', async () => {
    const k = await t.key('live');
    const stored = JSON.stringify([...t.storage.keys.getRange({})]);
    assert.ok(!stored.includes(k.key.slice(8)), 'the key text is not in the store');
    // What is stored instead: the key's record under its SHA-256 (node:crypto, not the store's own hashing).
    const sha256 = createHash('sha256').update(k.key).digest('hex');
    assert.equal((t.storage.keys.get(['key', sha256]) as { id: string } | undefined)?.id, k.id);
  });
  test('a publishable key on a secret operation is 403 forbidden', async () => {
    const pk = await t.key('publishable', 'free', { origins: ['https://app.example'] });
    const a = await call(t.url, '/v1/planets/positions', {
      key: pk.key,
      body: { birth: BIRTH },
      headers: { origin: 'https://app.example' },
    });
    expectErrorAnswer(a, 403, 'forbidden');
  });
  test('conventions needs no key', async () => {
    assert.equal((await call(t.url, '/v1/meta/conventions')).status, 200);
  });
  test('the demo key works as a test key', async () => {
    const a = await call(t.url, '/v1/planets/positions', { key: 'demo_public_key', body: { birth: BIRTH } });
    assert.equal(a.status, 200);
    assert.equal(a.json.meta.mode, 'test');
    assert.equal(a.json.meta.credits_charged, 0);
  });
});

describe('bodies', () => {
  const positions = (raw: string | Uint8Array, key = test_.key) => call(t.url, '/v1/planets/positions', { key, raw });
  test('not JSON, not an object, empty: 400 invalid_json', async () => {
    expectErrorAnswer(await positions('{"birth":'), 400, 'invalid_json');
    expectErrorAnswer(await positions('[1,2]'), 400, 'invalid_json');
    expectErrorAnswer(await positions('null'), 400, 'invalid_json');
    expectErrorAnswer(await positions('"text"'), 400, 'invalid_json');
    expectErrorAnswer(await positions(''), 400, 'invalid_json');
    expectErrorAnswer(await positions(new Uint8Array([0xff, 0xfe, 0x00])), 400, 'invalid_json');
  });
  test('a body over 64 KiB is 413 payload_too_large', async () => {
    const big = JSON.stringify({ birth: BIRTH, pad: 'x'.repeat(70 * 1024) });
    expectErrorAnswer(await positions(big), 413, 'payload_too_large');
    // Exactly at the limit is read (and then refused for its unknown field, not its size).
    const at = JSON.stringify({ pad: '' });
    const exact = at.replace('""', `"${'x'.repeat(64 * 1024 - at.length)}"`);
    assert.equal(Buffer.byteLength(exact), 64 * 1024);
    expectErrorAnswer(await positions(exact), 400, 'invalid_parameter', 'pad');
  });
  test('unknown fields are refused at every nesting level, with the path as param', async () => {
    const cases: [unknown, string][] = [
      [{ birth: BIRTH, extra: 1 }, 'extra'],
      [{ birth: { ...BIRTH, extra: 1 } }, 'birth.extra'],
      [{ birth: { ...BIRTH, place: { ...BIRTH.place, extra: 1 } } }, 'birth.place.extra'],
      [{ birth: { ...BIRTH, place: { place_id: 'x', extra: 1 } } }, 'birth.place.extra'],
      [{ birth: { ...BIRTH, place: { query: 'Delhi', extra: 1 } } }, 'birth.place.extra'],
      [{ birth: BIRTH, options: { ayanamsa: 'lahiri', extra: 1 } }, 'options.extra'],
      [{ at: '2026-01-01T00:00:00Z', place: { latitude: 1, longitude: 2, extra: 1 } }, 'place.extra'],
    ];
    for (const [body, param] of cases) {
      expectErrorAnswer(await call(t.url, '/v1/planets/positions', { key: test_.key, body }), 400, 'invalid_parameter', param);
    }
  });
  test('wrong types, ranges and formats name the field', async () => {
    const cases: [unknown, string][] = [
      [{ birth: { ...BIRTH, place: { latitude: 91, longitude: 0 } } }, 'birth.place.latitude'],
      [{ birth: { ...BIRTH, place: { latitude: 0, longitude: -181 } } }, 'birth.place.longitude'],
      [{ birth: { ...BIRTH, place: { latitude: '1', longitude: 0 } } }, 'birth.place.latitude'],
      [{ birth: { ...BIRTH, place: { latitude: 1 } } }, 'birth.place.longitude'],
      [{ birth: { ...BIRTH, place: {} } }, 'birth.place'],
      [{ birth: { ...BIRTH, place: { query: 'x' } } }, 'birth.place.query'],
      [{ birth: { ...BIRTH, date: '1990-02-30' } }, 'birth.date'],
      [{ birth: { ...BIRTH, time: '24:00' } }, 'birth.time'],
      [{ birth: { ...BIRTH, time_accuracy: 'roughly' } }, 'birth.time_accuracy'],
      [{ birth: { ...BIRTH, timezone: 'Mars/Olympus' } }, 'birth.timezone'],
      [{ birth: { ...BIRTH, date: '1700-01-01' } }, 'birth.date'],
      [{ birth: { date: '1990-08-15', place: BIRTH.place } }, 'birth.time'],
      [{ birth: BIRTH, options: { ayanamsa: 'tropical' } }, 'options.ayanamsa'],
      [{ birth: BIRTH, options: { node: true } }, 'options.node'],
      [{ at: '2026-01-01T00:00:00' }, 'at'],
      [{ at: '2026-01-01T00:00:00Z', birth: BIRTH }, 'at'],
      [{}, 'birth'],
      [{ options: {} }, 'birth'],
    ];
    for (const [body, param] of cases) {
      expectErrorAnswer(await call(t.url, '/v1/planets/positions', { key: test_.key, body }), 400, 'invalid_parameter', param);
    }
  });
});

describe('envelope and positions', () => {
  test('conventions: every field of the spec, constant values', async () => {
    const a = await call(t.url, '/v1/meta/conventions');
    const d = a.json.data;
    assert.deepEqual(Object.keys(d).sort(), [
      'asta_rule',
      'asta_rule_options',
      'ayanamsa',
      'ayanamsa_options',
      'dasha_systems',
      'engine_version',
      'house_system',
      'kp_ayanamsa',
      'limbs_at',
      'limbs_at_options',
      'lunar_month',
      'manglik_rules',
      'manglik_rules_options',
      'moonrise',
      'moonrise_options',
      'node',
      'not_computed',
      'positions',
      'positions_options',
      'sunrise',
      'sunrise_options',
      'tara_count',
      'tara_count_options',
      'transport',
      'tz_database',
      'varga_methods',
      'vargas',
      'varna_table',
      'varna_table_options',
      'vashya_table',
      'vashya_table_options',
    ]);
    // Beyond the spec's fields: the HTTP layer serving (the server's own choice), and the tz database release the
    // time zones come from (the pinned tzdata package).
    assert.equal(d.transport, t.server.transport);
    assert.ok(['uws', 'node'].includes(d.transport), d.transport);
    assert.match(d.tz_database, /^20\d\d[a-z] \(npm tzdata \d+\.\d+\.\d+\)$/);
    // The contract's six, less those computed since (the panchang's moonrise and yoga/karana end times, the
    // Ekadashi's Vaishnava paran, Vaishnava Janmashtami, Chara- and Narayana-dasha antardashas; the Ghatak Chakra
    // but for its month, prahar and lagna, on which sources differ).
    assert.deepEqual([...d.not_computed].sort(), ['match.ghatak_chakra.lagna', 'match.ghatak_chakra.month', 'match.ghatak_chakra.prahar']);
    // Issue 22: the matching conventions, each default with the values accepted (docs/matching.md, docs/doshas.md).
    assert.equal(d.varna_table, 'standard');
    assert.equal(d.vashya_table_options, 'standard, maitreya');
    assert.equal(d.tara_count, 'both_ways');
    assert.equal(d.manglik_rules_options, 'standard, raman');
    assert.ok(d.dasha_systems.split(', ').includes('ashtottari'));
    // The vargas served and, per varga with a choice, its methods with the default first (docs/kundli.md).
    assert.equal(d.vargas.split(', ').length, 23);
    assert.equal(d.varga_methods.D1, undefined);
    assert.equal(d.varga_methods.D2, 'parashara, parivritti_cyclic, parivritti_even_reverse, somanatha');
    assert.equal(d.varga_methods.D11.split(', ')[0], 'rath');
    // The stated values of the spec: Lahiri, KP-New for KP, whole-sign houses, true node, sunrise at the upper
    // limb with refraction, amanta lunar month with purnimanta names alongside.
    assert.equal(d.ayanamsa, 'lahiri');
    assert.equal(d.kp_ayanamsa, 'kp_new');
    assert.equal(d.house_system, 'whole_sign');
    assert.equal(d.node, 'true');
    assert.match(d.sunrise, /upper limb.*refraction/);
    assert.match(d.moonrise, /refraction/);
    assert.match(d.lunar_month, /^amanta, with purnimanta names/);
    // Every ayanamsa listed is accepted by options.ayanamsa, and Lahiri is among them.
    const options = d.ayanamsa_options.split(', ');
    assert.ok(options.includes('lahiri'), d.ayanamsa_options);
    for (const ayanamsa of options) {
      const p = await call(t.url, '/v1/planets/positions', { key: test_.key, body: { birth: BIRTH, options: { ayanamsa } } });
      assert.equal(p.status, 200, `${ayanamsa}: ${p.text}`);
      assert.equal(p.json.meta.ayanamsa, ayanamsa);
    }
    // Always year.month.day, a real date (no fourth part): clients parse it as a date.
    assert.match(d.engine_version, /^\d{4}\.\d{2}\.\d{2}$/);
    assert.ok(!Number.isNaN(Date.parse(d.engine_version.replaceAll('.', '-'))), d.engine_version);
    assert.deepEqual(Object.keys(a.json), ['data', 'meta', 'warnings']);
    assert.equal(a.json.meta.api_version, 'v1');
    assert.equal(a.json.meta.engine_version, d.engine_version);
    assert.equal(a.json.meta.credits_charged, 0);
    assert.equal(a.headers.get('x-request-id'), a.json.meta.request_id);
    assert.equal(a.headers.get('ratelimit-limit'), null, 'no key, no account headers');
  });
  test('positions at a birth: nine grahas, consistent fields, meta and headers', async () => {
    const a = await call(t.url, '/v1/planets/positions', { key: test_.key, body: { birth: BIRTH } });
    assert.equal(a.status, 200, a.text);
    const { data, meta, warnings } = a.json;
    assert.deepEqual(warnings, []);
    assert.deepEqual(
      data.planets.map((p: any) => p.id),
      ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'],
    );
    for (const p of data.planets) {
      assert.ok(p.longitude >= 0 && p.longitude < 360);
      assert.equal(
        p.sign,
        ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'][
          Math.floor(p.longitude / 30)
        ],
      );
      assert.ok(Math.abs(p.degree_in_sign - (p.longitude % 30)) < 1e-6);
      assert.ok(p.pada >= 1 && p.pada <= 4);
      assert.equal(p.retrograde, p.speed < 0);
      assert.match(p.nakshatra, /^[a-z_]+$/);
    }
    const ketu = data.planets[8].longitude;
    const rahu = data.planets[7].longitude;
    assert.ok(Math.abs(((ketu - rahu + 360) % 360) - 180) < 1e-5);
    assert.equal(data.planets[0].sign, 'cancer', 'the Sun is in sidereal Cancer on 15 August');
    assert.equal(data.at, '1990-08-15T14:30:00+05:30');
    assert.equal(meta.mode, 'test');
    assert.equal(meta.credits_charged, 0);
    assert.equal(meta.ayanamsa, 'lahiri');
    assert.equal(meta.node, 'true');
    assert.deepEqual(meta.timezone_used, { name: 'Asia/Kolkata', utc_offset: '+05:30', source: 'request' });
    for (const h of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'x-credits-remaining']) {
      assert.ok(a.headers.get(h) !== null, h);
    }
  });
  test('the same moment by birth (IANA zone), fixed offset and at gives the same positions', async () => {
    const byZone = await call(t.url, '/v1/planets/positions', { key: test_.key, body: { birth: BIRTH } });
    const byOffset = await call(t.url, '/v1/planets/positions', { key: test_.key, body: { birth: { ...BIRTH, timezone: '+05:30' } } });
    const byAt = await call(t.url, '/v1/planets/positions', { key: test_.key, body: { at: '1990-08-15T09:00:00Z' } });
    assert.deepEqual(byOffset.json.data.planets, byZone.json.data.planets);
    assert.deepEqual(byAt.json.data.planets, byZone.json.data.planets);
    assert.equal(byAt.json.data.at, '1990-08-15T09:00:00+00:00');
    assert.equal(byAt.json.meta.timezone_used, undefined);
  });
  test('timezone auto finds the zone at the coordinates, with historical offsets', async () => {
    const a = await call(t.url, '/v1/planets/positions', {
      key: test_.key,
      body: { birth: { date: '1990-07-01', time: '12:00', place: { latitude: 51.5, longitude: -0.12 } } },
    });
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(a.json.meta.timezone_used, { name: 'Europe/London', utc_offset: '+01:00', source: 'auto' });
  });
  test('another ayanamsa shifts every longitude by its fixed offset from Lahiri', async () => {
    const lahiri = await call(t.url, '/v1/planets/positions', { key: test_.key, body: { birth: BIRTH } });
    const raman = await call(t.url, '/v1/planets/positions', { key: test_.key, body: { birth: BIRTH, options: { ayanamsa: 'raman' } } });
    assert.equal(raman.json.meta.ayanamsa, 'raman');
    assert.equal(lahiri.json.data.planets.length, 9);
    const offset = AYANAMSA_OFFSET_FROM_LAHIRI_DEG.raman;
    assert.ok(Math.abs(raman.json.data.ayanamsa.degrees - lahiri.json.data.ayanamsa.degrees - offset) < 2e-6);
    lahiri.json.data.planets.forEach((p: any, i: number) => {
      const diff = ((p.longitude - raman.json.data.planets[i].longitude + 540) % 360) - 180;
      assert.ok(Math.abs(diff - offset) < 2e-6);
    });
  });
  // Reference: the Swiss Ephemeris in that sidereal mode through the sweph
  // package (test/unit/ayanamsa/computed-ayanamsas.test.ts checks the
  // longitudes); here the option's path through validation, meta, the
  // conventions list and the OpenAPI enum.
  test('a computed ayanamsa (true_chitra) is accepted, named in meta, listed in conventions and OpenAPI', async () => {
    const lahiri = await call(t.url, '/v1/planets/positions', { key: test_.key, body: { birth: BIRTH } });
    const chitra = await call(t.url, '/v1/planets/positions', {
      key: test_.key,
      body: { birth: BIRTH, options: { ayanamsa: 'true_chitra' } },
    });
    assert.equal(chitra.status, 200, chitra.text);
    assert.equal(chitra.json.meta.ayanamsa, 'true_chitra');
    assert.equal(chitra.json.data.ayanamsa.id, 'true_chitra');
    // True Chitra and Lahiri are both Chitrapaksha: within 2' of each other (measured -70" in 2015).
    const gapDeg = chitra.json.data.ayanamsa.degrees - lahiri.json.data.ayanamsa.degrees;
    assert.ok(gapDeg !== 0 && Math.abs(gapDeg) < 2 / 60, String(gapDeg));
    const conventions = await call(t.url, '/v1/meta/conventions');
    assert.ok(conventions.json.data.ayanamsa_options.split(', ').includes('true_chitra'));
    assert.ok(conventions.json.data.ayanamsa_options.split(', ').includes('galactic_centre'));
    const openapi = await call(t.url, '/v1/openapi.json');
    assert.ok(openapi.text.includes('"true_pushya"'));
    expectErrorAnswer(
      await call(t.url, '/v1/planets/positions', { key: test_.key, body: { birth: BIRTH, options: { ayanamsa: 'j2000' } } }),
      400,
      'invalid_parameter',
      'options.ayanamsa',
    );
  });
  // Reference values: test/unit/panchang/rising-conventions.test.ts (drik-panchanga); here the parameter's path.
  test('the panchang takes sunrise and moonrise conventions, names them in meta, lists them in conventions', async () => {
    const query = '/v1/panchang?date=2013-01-18&lat=12.972&lon=77.594';
    const standard = await call(t.url, query, { key: test_.key });
    const hindu = await call(t.url, `${query}&sunrise=centre_no_refraction&moonrise=centre_no_refraction`, { key: test_.key });
    assert.equal(hindu.status, 200, hindu.text);
    assert.equal(standard.json.meta.sunrise, undefined);
    assert.equal(hindu.json.meta.sunrise, 'centre_no_refraction');
    assert.equal(hindu.json.meta.moonrise, 'centre_no_refraction');
    assert.equal(hindu.json.data.sunrise, '2013-01-18T06:49:47+05:30');
    assert.notEqual(standard.json.data.sunrise, hindu.json.data.sunrise);
    const hora = await call(t.url, '/v1/panchang/hora?date=2013-01-18&lat=12.972&lon=77.594&sunrise=centre', { key: test_.key });
    assert.equal(hora.status, 200, hora.text);
    assert.equal(hora.json.meta.sunrise, 'centre');
    expectErrorAnswer(await call(t.url, `${query}&sunrise=lower_limb`, { key: test_.key }), 400, 'invalid_parameter', 'sunrise');
    const conventions = await call(t.url, '/v1/meta/conventions');
    assert.equal(conventions.json.data.sunrise_options, 'upper_limb, centre, centre_no_refraction');
  });
  test('view compact drops labels; lang hi localises them', async () => {
    const compact = await call(t.url, '/v1/planets/positions', { key: test_.key, body: { birth: BIRTH, options: { view: 'compact' } } });
    assert.equal(compact.json.data.planets[0].label, undefined);
    assert.equal(compact.json.data.planets[0].sign_label, undefined);
    const hi = await call(t.url, '/v1/planets/positions', { key: test_.key, body: { birth: BIRTH, options: { lang: 'hi' } } });
    assert.equal(hi.json.data.planets[0].label, 'सूर्य');
    assert.equal(hi.json.data.planets[0].id, 'sun');
  });
  test('unknown birth time: noon positions with a warning', async () => {
    const a = await call(t.url, '/v1/planets/positions', {
      key: test_.key,
      body: { birth: { date: '1990-08-15', time_accuracy: 'unknown', place: BIRTH.place, timezone: 'Asia/Kolkata' } },
    });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.warnings[0].code, 'time_unknown');
    assert.equal(a.json.data.at, '1990-08-15T12:00:00+05:30');
  });
});

describe('credits', () => {
  test('a live call is charged its cost once; an error is never charged', async () => {
    const k = await t.key('live', 'starter');
    const u0 = await call(t.url, '/v1/usage', { key: k.key });
    assert.equal(u0.json.data.credits_used, 0);
    assert.equal(u0.json.meta.mode, 'live');
    const bad = await call(t.url, '/v1/planets/positions', { key: k.key, body: { birth: { ...BIRTH, extra: 1 } } });
    assert.equal(bad.status, 400);
    assert.equal(bad.headers.get('x-credits-remaining'), '75000');
    const ok = await call(t.url, '/v1/planets/positions', { key: k.key, body: { birth: BIRTH } });
    assert.equal(ok.json.meta.credits_charged, 1);
    assert.equal(ok.headers.get('x-credits-remaining'), '74999');
    const u1 = await call(t.url, '/v1/usage', { key: k.key });
    assert.equal(u1.json.data.credits_used, 1);
    assert.deepEqual(u1.json.data.by_group, { kundli: 1 });
    assert.equal(u1.json.data.credits_included, 75_000);
    assert.equal(u1.json.meta.credits_charged, 0);
  });
  test('test keys are never charged', async () => {
    const a = await call(t.url, '/v1/planets/positions', { key: test_.key, body: { birth: BIRTH } });
    assert.equal(a.json.meta.credits_charged, 0);
    const before = Date.now();
    const u = await call(t.url, '/v1/usage', { key: test_.key });
    const after = Date.now();
    assert.equal(u.json.data.credits_used, 0);
    assert.ok(u.json.data.test_calls.used > 0);
    // The next 00:00 UTC, to the second with its offset, as every time in an answer is written (no milliseconds).
    const nextMidnight = (ms: number): string => `${new Date(ms + 86_400_000).toISOString().slice(0, 10)}T00:00:00+00:00`;
    assert.ok([nextMidnight(before), nextMidnight(after)].includes(u.json.data.test_calls.resets_at), u.json.data.test_calls.resets_at);
    assert.match(u.json.data.test_calls.resets_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  });
});

describe('documents', () => {
  test('/v1/openapi.json is OpenAPI 3.1 from the validating schemas', async () => {
    const a = await call(t.url, '/v1/openapi.json');
    assert.equal(a.status, 200);
    const doc = a.json;
    assert.equal(doc.openapi, '3.1.0');
    const op = doc.paths['/v1/planets/positions'].post;
    assert.equal(op.operationId, 'planetsPositions');
    assert.equal(op['x-credits'], 1);
    const schema = op.requestBody.content['application/json'].schema;
    assert.equal(schema.additionalProperties, false);
    assert.equal(schema.properties.birth.additionalProperties, false);
    assert.equal(schema.properties.options.additionalProperties, false);
    assert.ok(schema.properties.birth.properties.place.anyOf.length > 0, 'the place has its forms');
    for (const variant of schema.properties.birth.properties.place.anyOf) assert.equal(variant.additionalProperties, false);
    assert.deepEqual(doc.paths['/v1/meta/conventions'].get.security, []);
    assert.equal(a.headers.get('ratelimit-limit'), null);
  });
  test('/docs serves the reference from local files with the demo key', async () => {
    const page = await call(t.url, '/docs');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type')!, /text\/html/);
    assert.ok(!/https?:\/\//.test(page.text), 'no CDN');
    const init = await call(t.url, '/docs/init.js');
    assert.ok(init.text.includes('demo_public_key'));
    assert.ok(init.text.includes('/v1/openapi.json'));
    const bundle = await fetch(`${t.url}/docs/swagger-ui-bundle.js`);
    assert.equal(bundle.status, 200);
    assert.ok((await bundle.arrayBuffer()).byteLength > 100_000);
    const errorsPage = await call(t.url, '/docs/errors');
    for (const type of ['invalid_parameter', 'quota_exhausted', 'rate_limited', 'payload_too_large']) {
      assert.ok(errorsPage.text.includes(`id="${type}"`), type);
    }
  });
});

describe('access log', () => {
  test('one JSON line per request with the fields, never a body or birth data', async () => {
    const secretish = { birth: { ...BIRTH, date: '1977-03-04', time: '05:06', place: { latitude: 12.3456, longitude: 65.4321 } } };
    const a = await call(t.url, '/v1/planets/positions', { key: test_.key, body: secretish });
    assert.equal(a.status, 200);
    await call(t.url, '/v1/planets/positions', { key: test_.key, body: { ...secretish, leak: 'SECRET-BODY-TEXT' } });
    await call(t.url, '/v1/usage?lat=12.3456', { key: test_.key });
    await new Promise((r) => setTimeout(r, 60));
    const text = t.logs.join('');
    // The lines' own clock times are left out of the search: '05:06' is also any time at minute 5, second 6.
    const withoutTimes = text.replace(/"time":"[^"]*"/g, '');
    for (const needle of ['1977-03-04', '05:06', '12.3456', '65.4321', 'SECRET-BODY-TEXT', 'leak']) {
      assert.ok(!withoutTimes.includes(needle), `the log does not contain ${needle}`);
    }
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const line = lines.find((l) => l.request_id === a.json.meta.request_id);
    assert.ok(line);
    assert.equal(line.method, 'POST');
    assert.equal(line.path, '/v1/planets/positions');
    assert.equal(line.status, 200);
    assert.ok(Number.isFinite(line.duration_ms) && line.duration_ms >= 0, String(line.duration_ms));
    assert.equal(line.key_id, test_.id);
    assert.equal(line.credits, 0);
  });
});
