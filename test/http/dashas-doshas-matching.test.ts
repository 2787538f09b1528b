/**
 * The 15 dasha, dosha, matchmaking and numerology operations over a real
 * server: status codes, response shapes, parameter errors naming the field,
 * clock-change warnings of the births.
 * Reference values are checked in test/unit; here the HTTP layer is checked
 * to carry them through (dates in the birth's zone, fields as documented).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectErrorAnswer } from '../fixtures.ts';
import { type Answer, useBusinessServer } from './helpers.ts';

// The PyJHora/Jagannatha Hora reference chart of test/unit/dashas/vimshottari.test.ts.
const CHENNAI = { date: '1996-12-07', time: '10:34', place: { latitude: 13.0389, longitude: 80.2619 }, timezone: 'Asia/Kolkata' };
const DELHI = { date: '1990-08-15', time: '14:30', place: { latitude: 28.6139, longitude: 77.209 }, timezone: 'Asia/Kolkata' };

const { post } = useBusinessServer();
const assertParam = (a: Answer, param: string) => expectErrorAnswer(a, 400, 'invalid_parameter', param);

describe('dashas', () => {
  test('Vimshottari depth 2: nine mahadashas in IST, Rahu first (PyJHora reference: Rahu from 1996-07-16)', async () => {
    const a = await post('/v1/dasha/vimshottari', { birth: CHENNAI });
    assert.equal(a.status, 200, a.text);
    const d = a.json.data;
    assert.equal(d.periods.length, 9);
    assert.equal(d.periods[0].planet, 'rahu');
    assert.match(d.periods[0].start, /^1996-07-16T0[0-3]:\d\d:00\+05:30$/);
    assert.equal(d.periods[1].planet, 'jupiter');
    assert.match(d.periods[1].start, /^2014-07-16T/);
    assert.equal(d.periods[0].sub.length, 9);
    assert.equal(d.periods[0].sub[0].sub, undefined);
    assert.equal(d.year_days, 365.256363004);
    assert.equal(a.json.meta.ayanamsa, 'lahiri');
    assert.equal(a.json.meta.credits_charged, 2);
  });
  test('depth 5 needs from and to at most 31 days apart, naming the field', async () => {
    assertParam(await post('/v1/dasha/vimshottari', { birth: CHENNAI, depth: 5, from: '2026-01-01' }), 'to');
    assertParam(await post('/v1/dasha/vimshottari', { birth: CHENNAI, depth: 5, to: '2026-01-01' }), 'from');
    assertParam(await post('/v1/dasha/vimshottari', { birth: CHENNAI, depth: 5, from: '2026-01-01', to: '2026-02-02' }), 'to');
    assertParam(await post('/v1/dasha/vimshottari', { birth: CHENNAI, depth: 6 }), 'depth');
    const ok = await post('/v1/dasha/vimshottari', { birth: CHENNAI, depth: 5, from: '2026-01-01', to: '2026-02-01' });
    assert.equal(ok.status, 200, ok.text);
    let level = ok.json.data.periods;
    for (let i = 0; i < 5; i += 1) {
      assert.ok(level.length >= 1);
      for (const p of level) assert.ok(p.end > '2026-01-01' && p.start < '2026-02-02');
      level = level[0].sub ?? [];
    }
  });
  test('a prana window of 31 days across a daylight-saving change is accepted', async () => {
    // Europe/London falls back on 2026-10-25: the local days 10-01..11-01 span 32 days and an hour.
    const london = { date: '1985-03-10', time: '08:15', place: { latitude: 51.5072, longitude: -0.1276 }, timezone: 'Europe/London' };
    const a = await post('/v1/dasha/vimshottari', { birth: london, depth: 5, from: '2026-10-01', to: '2026-11-01' });
    assert.equal(a.status, 200, a.text);
    assert.match(a.json.data.window.from, /^2026-10-01T00:00:00\+01:00$/);
    assert.match(a.json.data.window.to, /^2026-11-02T00:00:00\+00:00$/);
  });
  test('current: maha to sookshma at `at`', async () => {
    const a = await post('/v1/dasha/vimshottari/current', { birth: CHENNAI, at: '2026-11-21T00:00:00Z' });
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(
      a.json.data.periods.map((p: any) => p.level),
      ['maha', 'antar', 'pratyantar', 'sookshma'],
    );
    assert.deepEqual(
      a.json.data.periods.slice(0, 2).map((p: any) => p.planet),
      ['jupiter', 'moon'],
    );
    assertParam(await post('/v1/dasha/vimshottari/current', { birth: CHENNAI, at: '1990-01-01T00:00:00Z' }), 'at');
  });
  test('Vimshottari periods carry the graha label at every level, in options.lang', async () => {
    const en = await post('/v1/dasha/vimshottari', { birth: CHENNAI, depth: 3, from: '2026-01-01', to: '2026-01-31' });
    assert.equal(en.status, 200, en.text);
    const [maha] = en.json.data.periods;
    assert.deepEqual([maha.planet, maha.label], ['jupiter', 'Jupiter']);
    assert.ok(maha.sub.length >= 1 && maha.sub[0].sub.length >= 1);
    for (const p of [maha.sub[0], maha.sub[0].sub[0]]) assert.equal(typeof p.label, 'string');
    const hi = await post('/v1/dasha/vimshottari', {
      birth: CHENNAI,
      depth: 3,
      from: '2026-01-01',
      to: '2026-01-31',
      options: { lang: 'hi' },
    });
    const HINDI: Record<string, string> = {
      sun: 'सूर्य',
      moon: 'चन्द्र',
      mars: 'मंगल',
      mercury: 'बुध',
      jupiter: 'गुरु',
      venus: 'शुक्र',
      saturn: 'शनि',
      rahu: 'राहु',
      ketu: 'केतु',
    };
    let labelled = 0;
    const walk = (ps: { planet: string; label: string; sub?: unknown[] }[]) => {
      for (const p of ps) {
        assert.equal(p.label, HINDI[p.planet], p.planet);
        labelled += 1;
        if (p.sub) walk(p.sub as typeof ps);
      }
    };
    walk(hi.json.data.periods);
    assert.ok(labelled >= 3, `${labelled} periods`);
  });
  test('Yogini: antardashas by default (as Vimshottari), mahadashas alone with depth 1, a window on request', async () => {
    const byDefault = await post('/v1/dasha/yogini', { birth: CHENNAI });
    assert.equal(byDefault.status, 200, byDefault.text);
    assert.equal(byDefault.json.data.depth, 2);
    assert.ok(byDefault.json.data.periods.length > 0, 'Yogini periods');
    assert.ok(byDefault.json.data.periods.every((p: { sub?: unknown[] }) => p.sub !== undefined && p.sub.length > 0));
    const y = await post('/v1/dasha/yogini', { birth: CHENNAI, depth: 1 });
    assert.equal(y.status, 200, y.text);
    assert.equal(y.json.data.depth, 1);
    // 120 years from the start of the birth mahadasha: three 36-year cycles and a part of the fourth.
    assert.ok(y.json.data.periods.length >= 25 && y.json.data.periods.length <= 30, `${y.json.data.periods.length} periods`);
    assert.ok(y.json.data.periods.every((p: { sub?: unknown }) => p.sub === undefined));
    assert.ok(y.text.length < 8_000, `${y.text.length} bytes`);
    assert.equal(y.json.data.window.from, y.json.data.periods[0].start);
    const d2 = await post('/v1/dasha/yogini', { birth: CHENNAI, depth: 2, from: '2026-01-01', to: '2026-12-31', options: { lang: 'hi' } });
    assert.equal(d2.status, 200, d2.text);
    assert.equal(d2.json.data.depth, 2);
    assert.match(d2.json.data.window.from, /^2026-01-01T00:00:00\+05:30$/);
    assert.match(d2.json.data.window.to, /^2027-01-01T00:00:00\+05:30$/);
    const mahas = d2.json.data.periods;
    assert.ok(mahas.length >= 1 && mahas.length <= 2, `${mahas.length} mahadashas`);
    let subs = 0;
    for (const m of mahas) {
      assert.ok(m.end > '2026-01-01' && m.start < '2027-01-01');
      for (const s of m.sub) {
        subs += 1;
        assert.ok(s.end > '2026-01-01' && s.start < '2027-01-01', `${s.start}..${s.end}`);
        assert.equal(typeof s.label, 'string');
      }
    }
    // A year holds at least one antardasha and, the longest being 8 x 8 / 36 = 1.8 years, not all eight of one mahadasha.
    assert.ok(subs >= 1 && subs < 8 * mahas.length, `${subs} antardashas`);
    assertParam(await post('/v1/dasha/yogini', { birth: CHENNAI, depth: 3 }), 'depth');
    assertParam(await post('/v1/dasha/yogini', { birth: CHENNAI, depth: 0 }), 'depth');
    assertParam(await post('/v1/dasha/yogini', { birth: CHENNAI, from: '2026-02-01', to: '2026-01-01' }), 'to');
    assertParam(await post('/v1/dasha/vimshottari', { birth: CHENNAI, from: '2026-02-01', to: '2026-01-01' }), 'to');
    assertParam(await post('/v1/dasha/yogini', { birth: CHENNAI, from: '2026-13-01' }), 'from');
  });
  test('Yogini and Chara', async () => {
    const y = await post('/v1/dasha/yogini', { birth: CHENNAI, depth: 2 });
    assert.equal(y.status, 200, y.text);
    assert.equal(y.json.data.periods[0].sub.length, 8);
    const c = await post('/v1/dasha/chara', { birth: CHENNAI });
    assert.equal(c.status, 200, c.text);
    assert.equal(c.json.data.scheme, 'kn_rao');
    assert.equal(c.json.data.karakas.length, 7);
    // Degrees to 6 decimals, as every degree in a kundli answer.
    for (const k of c.json.data.karakas) {
      assert.ok(k.degree_in_sign >= 0 && k.degree_in_sign < 30);
      assert.equal(k.degree_in_sign, Number(k.degree_in_sign.toFixed(6)), String(k.degree_in_sign));
    }
    assert.ok(
      c.json.data.karakas.some((k: { degree_in_sign: number }) => !Number.isInteger(k.degree_in_sign * 1e5)),
      'six decimals kept',
    );
    // Antardashas: twelve per dasha, tiling it, the dasha sign's own last (K.N. Rao).
    assert.ok(c.json.data.periods.length > 0, 'Chara dashas');
    for (const p of c.json.data.periods) {
      assert.equal(p.antardashas.length, 12);
      assert.equal(p.antardashas[0].start, p.start);
      assert.equal(p.antardashas[11].end, p.end);
      assert.equal(p.antardashas[11].sign, p.sign);
    }
    const unknown = await post('/v1/dasha/chara', { birth: { date: '1996-12-07', time_accuracy: 'unknown', place: CHENNAI.place } });
    assertParam(unknown, 'birth.time_accuracy');
  });
});

const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
/** The house of sign `sign` counted from sign `from` (both 0-based), 1..12. */
const houseFrom = (from: number, sign: number) => ((sign - from + 12) % 12) + 1;

describe('doshas', () => {
  test('Manglik, Kaal Sarp, Sade Sati', async () => {
    // The same chart from /v1/kundli: the doshas are read from its lagna and planets.
    const chart = await post('/v1/kundli', { birth: CHENNAI });
    assert.equal(chart.status, 200, chart.text);
    const lon = (id: string): number => chart.json.data.planets.find((p: { id: string }) => p.id === id).longitude;
    const sign = (id: string) => Math.floor(lon(id) / 30);
    const lagna = SIGNS.indexOf(chart.json.data.lagna.sign);

    const m = await post('/v1/dosha/manglik', { birth: CHENNAI });
    assert.equal(m.status, 200, m.text);
    for (const f of ['manglik', 'severity', 'house_from_lagna', 'house_from_moon', 'house_from_venus', 'cancellations'])
      assert.ok(f in m.json.data, f);
    assert.deepEqual(
      [m.json.data.house_from_lagna, m.json.data.house_from_moon, m.json.data.house_from_venus],
      [houseFrom(lagna, sign('mars')), houseFrom(sign('moon'), sign('mars')), houseFrom(sign('venus'), sign('mars'))],
    );

    // Kaal Sarp: all seven grahas on one side of the Rahu-Ketu axis, or six of them for a partial one.
    const k = await post('/v1/dosha/kaal-sarp', { birth: CHENNAI });
    assert.equal(k.status, 200, k.text);
    const fromRahu = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'].map((id) => (lon(id) - lon('rahu') + 360) % 360);
    const onOneSide = Math.max(fromRahu.filter((d) => d > 0 && d < 180).length, fromRahu.filter((d) => d > 180).length);
    assert.equal(k.json.data.present, onOneSide >= 6);
    assert.equal(k.json.data.partial, onOneSide === 6);
    assert.equal(k.json.data.rahu_house, houseFrom(lagna, sign('rahu')));

    // The natal Moon is in Swati, Libra (the PyJHora/Jagannatha Hora chart, see test/unit/kundli/kundli.test.ts);
    // Saturn was in Pisces from 2025-03-29 into 2027 (Drik Panchang, Shani Gochar): the 6th from the Moon,
    // neither Sade Sati (12th, 1st, 2nd) nor dhaiya (4th, 8th).
    const s = await post('/v1/dosha/sade-sati', { birth: CHENNAI, at: '2026-11-21T00:00:00Z' });
    assert.equal(s.status, 200, s.text);
    assert.equal(s.json.data.saturn_sign, 'pisces');
    assert.equal(s.json.data.moon_sign, 'libra');
    assert.equal(s.json.data.saturn_house_from_moon, 6);
    assert.deepEqual([s.json.data.active, s.json.data.sade_sati, s.json.data.dhaiya, s.json.data.phase], [false, false, false, null]);
  });
  test('unknown birth time: no lagna house, listed in warnings', async () => {
    const m = await post('/v1/dosha/manglik', {
      birth: { date: '1996-12-07', time_accuracy: 'unknown', place: CHENNAI.place, timezone: 'Asia/Kolkata' },
    });
    assert.equal(m.status, 200, m.text);
    assert.equal(m.json.data.house_from_lagna, null);
    assert.deepEqual(m.json.warnings[0].fields, ['house_from_lagna']);
  });
});

describe('matching', () => {
  test('Ashtakoot: eight kootas summing to the total, both profiles, doshas', async () => {
    const a = await post('/v1/match/ashtakoot', { person_a: CHENNAI, person_b: DELHI });
    assert.equal(a.status, 200, a.text);
    const d = a.json.data;
    assert.deepEqual(
      d.kootas.map((k: any) => k.name),
      ['varna', 'vashya', 'tara_dina', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'],
    );
    assert.equal(
      d.kootas.reduce((s: number, k: any) => s + k.score, 0),
      d.total,
    );
    assert.equal(d.max, 36);
    // person_a: the Moon in Swati pada 1, Libra (Avakhada tables, as test/unit/kundli/kundli.test.ts checks them).
    assert.deepEqual(d.person_a, {
      rashi: 'libra',
      nakshatra: 'swati',
      pada: 1,
      gana: 'deva',
      nadi: 'antya',
      yoni: 'buffalo',
      varna: 'shudra',
      vashya: 'manava',
    });
    // person_b: the same Moon profile as /v1/kundli/birth-details gives for that birth.
    const details = (await post('/v1/kundli/birth-details', { birth: DELHI })).json.data;
    for (const f of ['rashi', 'nakshatra', 'gana', 'nadi', 'yoni', 'varna', 'vashya']) assert.equal(d.person_b[f], details[f], f);
    assert.equal(d.person_b.pada, details.nakshatra_pada);
    // Nadi dosha: the same nadi for both, unless an exception cancels it.
    assert.equal(d.doshas.nadi, d.person_a.nadi === d.person_b.nadi && d.doshas.nadi_exception === null);
    assert.equal(a.json.meta.ayanamsa, 'lahiri');
    assertParam(await post('/v1/match/ashtakoot', { person_a: CHENNAI }), 'person_b');
  });
  test('Manglik match', async () => {
    const a = await post('/v1/match/manglik', { person_a: CHENNAI, person_b: DELHI });
    assert.equal(a.status, 200, a.text);
    // Each person's result is /v1/dosha/manglik of their birth; they match when both or neither are Manglik (B.V. Raman, "Muhurtha").
    const ma = (await post('/v1/dosha/manglik', { birth: CHENNAI })).json.data;
    const mb = (await post('/v1/dosha/manglik', { birth: DELHI })).json.data;
    assert.deepEqual(a.json.data.person_a, ma);
    assert.deepEqual(a.json.data.person_b, mb);
    assert.equal(a.json.data.both_manglik, ma.manglik && mb.manglik);
    assert.equal(a.json.data.compatible, ma.manglik === mb.manglik);
    assert.equal(a.json.meta.credits_charged, 2);
    assert.equal(a.json.meta.manglik_rules, undefined);
  });
  test('table variants: named in meta only when not the default; the default named explicitly answers the same bytes', async () => {
    const plain = await post('/v1/match/ashtakoot', { person_a: CHENNAI, person_b: DELHI });
    const explicit = await post('/v1/match/ashtakoot', {
      person_a: CHENNAI,
      person_b: DELHI,
      varna_table: 'standard',
      vashya_table: 'standard',
      tara_count: 'both_ways',
    });
    assert.equal(JSON.stringify(explicit.json.data), JSON.stringify(plain.json.data));
    for (const f of ['varna_table', 'vashya_table', 'tara_count']) {
      assert.equal(plain.json.meta[f], undefined, f);
      assert.equal(explicit.json.meta[f], undefined, f);
    }
    const v = await post('/v1/match/ashtakoot', {
      person_a: CHENNAI,
      person_b: DELHI,
      varna_table: 'air_vaishya',
      tara_count: 'from_bride',
    });
    assert.equal(v.status, 200, v.text);
    assert.equal(v.json.meta.varna_table, 'air_vaishya');
    assert.equal(v.json.meta.tara_count, 'from_bride');
    assert.equal(v.json.meta.vashya_table, undefined);
    // Libra (air) is Vaishya under air_vaishya (the varna PyJHora scores by), Shudra by default.
    assert.equal(v.json.data.person_a.varna, 'vaishya');
    assert.equal(plain.json.data.person_a.varna, 'shudra');
    // from_bride: 3 or 0, never 1.5.
    assert.ok([0, 3].includes(v.json.data.kootas[2].score), String(v.json.data.kootas[2].score));
    assertParam(await post('/v1/match/ashtakoot', { person_a: CHENNAI, person_b: DELHI, vashya_table: 'astroyogi' }), 'vashya_table');
    const raman = await post('/v1/match/manglik', { person_a: CHENNAI, person_b: DELHI, manglik_rules: 'raman' });
    assert.equal(raman.status, 200, raman.text);
    assert.equal(raman.json.meta.manglik_rules, 'raman');
    const single = await post('/v1/dosha/manglik', { birth: CHENNAI, manglik_rules: 'raman' });
    assert.deepEqual(raman.json.data.person_a, single.json.data);
    assert.equal(single.json.meta.manglik_rules, 'raman');
    assertParam(await post('/v1/dosha/manglik', { birth: CHENNAI, manglik_rules: 'kerala' }), 'manglik_rules');
  });
  test('Ghatak Chakra: each person from the Moon sign of /v1/kundli/birth-details', async () => {
    const a = await post('/v1/match/ghatak-chakra', { person_a: CHENNAI, person_b: DELHI });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 1);
    // person_a's Moon is in Libra (above): rikta tithis, Thursday, Shatabhisha, the Moon in Sagittarius, 3rd
    // (Bhadrabahu Samhita 13; the verse "taulya agni jive shata tara ..."; docs/matching.md).
    assert.deepEqual(a.json.data.person_a, {
      rashi: 'libra',
      tithi_group: 'rikta',
      tithi_numbers: [4, 9, 14],
      vara: 'thursday',
      nakshatra: 'shatabhisha',
      moon_rashi: 'sagittarius',
      moon_house: 3,
    });
    const details = (await post('/v1/kundli/birth-details', { birth: DELHI })).json.data;
    assert.equal(a.json.data.person_b.rashi, details.rashi);
    assertParam(await post('/v1/match/ghatak-chakra', { person_a: CHENNAI }), 'person_b');
  });
});

describe('clock changes: every birth operation warns of a skipped or repeated local time', () => {
  // Europe/London springs forward at 01:00 on 2026-03-29; America/New_York falls back at 02:00 on 2026-11-01.
  const GAP = { date: '2026-03-29', time: '01:30', place: { latitude: 51.5072, longitude: -0.1276 }, timezone: 'Europe/London' };
  const OVERLAP = { date: '2026-11-01', time: '01:30', place: { latitude: 40.7128, longitude: -74.006 }, timezone: 'America/New_York' };
  const SINGLE = [
    '/v1/dasha/vimshottari',
    '/v1/dasha/vimshottari/current',
    '/v1/dasha/yogini',
    '/v1/dasha/chara',
    '/v1/dosha/manglik',
    '/v1/dosha/kaal-sarp',
    '/v1/dosha/sade-sati',
  ];
  const codes = (a: { json: any }) => a.json.warnings.map((w: any) => [w.code, w.fields]);
  for (const path of SINGLE) {
    test(path, async () => {
      const gap = await post(path, { birth: GAP });
      assert.equal(gap.status, 200, gap.text);
      assert.deepEqual(codes(gap), [['local_time_skipped', ['birth.time']]]);
      const overlap = await post(path, { birth: OVERLAP });
      assert.equal(overlap.status, 200, overlap.text);
      assert.deepEqual(codes(overlap), [['local_time_repeated', ['birth.time']]]);
    });
  }
  for (const path of ['/v1/match/ashtakoot', '/v1/match/manglik', '/v1/match/ghatak-chakra']) {
    test(`${path}: each person's warning, person_a first`, async () => {
      const a = await post(path, { person_a: GAP, person_b: OVERLAP });
      assert.equal(a.status, 200, a.text);
      assert.deepEqual(codes(a), [
        ['local_time_skipped', ['person_a.time']],
        ['local_time_repeated', ['person_b.time']],
      ]);
      const b = await post(path, { person_a: CHENNAI, person_b: GAP });
      assert.deepEqual(codes(b), [['local_time_skipped', ['person_b.time']]]);
    });
  }
  test("the clock-change warning comes before the computation's time_unknown warning", async () => {
    const unknown = { date: '1996-12-07', time_accuracy: 'unknown', place: CHENNAI.place, timezone: 'Asia/Kolkata' };
    const a = await post('/v1/match/manglik', { person_a: GAP, person_b: unknown });
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(codes(a), [
      ['local_time_skipped', ['person_a.time']],
      ['time_unknown', ['person_b.house_from_lagna']],
    ]);
  });
});

describe('numerology', () => {
  test('name: MAYA is 7 (mysticaldigits.com worked example)', async () => {
    const a = await post('/v1/numerology/name', { name: 'Maya' });
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(a.json.data, { number: 7, compound: 7, system: 'chaldean' });
  });
  test('a name with no Latin letter is a 400 on name', async () => {
    assertParam(await post('/v1/numerology/name', { name: 'राम' }), 'name');
    assertParam(
      await post('/v1/numerology/compatibility', {
        person_a: { name: 'Maya', date_of_birth: '1990-05-15' },
        person_b: { name: '???', date_of_birth: '1990-05-15' },
      }),
      'person_b.name',
    );
  });
  test('core, mobile, Lo Shu, compatibility', async () => {
    const c = await post('/v1/numerology/core', { name: 'Maya', date_of_birth: '1990-05-15' });
    assert.equal(c.status, 200, c.text);
    assert.equal(c.json.data.life_path, 3);
    assert.equal(c.json.data.ruling_planet, 'venus');
    const m = await post('/v1/numerology/mobile', { number: '+91 98765 43210' });
    assert.equal(m.status, 200, m.text);
    assert.equal(m.json.data.total, 55);
    assertParam(await post('/v1/numerology/mobile', { number: 'abc' }), 'number');
    const l = await post('/v1/numerology/loshu', { date_of_birth: '1990-05-15' });
    assert.deepEqual(l.json.data.grid, [
      [0, 2, 0],
      [0, 2, 0],
      [0, 2, 0],
    ]);
    assert.deepEqual(l.json.data.missing, [2, 3, 4, 6, 7, 8]);
    const k = await post('/v1/numerology/compatibility', {
      person_a: { name: 'Maya', date_of_birth: '1990-05-15' },
      person_b: { name: 'John Smith', date_of_birth: '1988-11-02' },
    });
    assert.equal(k.status, 200, k.text);
    assert.ok(k.json.data.score >= 0 && k.json.data.score <= 100);
  });
});
