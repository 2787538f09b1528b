/**
 * options.positions over a real server: `true` gives geometric positions,
 * checked against the Swiss Ephemeris through another path (the sweph
 * package's own binding of swe_calc_ut with SEFLG_TRUEPOS | SEFLG_SIDEREAL,
 * Lahiri, Moshier: the engine's ephemeris, test/native/true-positions.test.ts);
 * the default (apparent) answers exactly as before and names no positions in
 * its meta; the operations that cannot honour it refuse it with a 400.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { ARCSEC, angleDiff, expectErrorAnswer, jdOf, norm360 } from '../fixtures.ts';
import { BIRTH, call, startTestServer, type TestServer } from './helpers.ts';

const require = createRequire(import.meta.url);
const sweph = require('sweph') as {
  set_sid_mode(mode: number, t0: number, ayanT0: number): void;
  calc_ut(jdUt: number, body: number, flags: number): { data: number[]; error: string };
};
// swephexp.h: SEFLG_MOSEPH 4, SEFLG_TRUEPOS 16, SEFLG_SIDEREAL 64*1024; SE_SIDM_LAHIRI 1.
const MOSEPH = 4,
  TRUEPOS = 16,
  SIDEREAL = 65_536,
  SIDM_LAHIRI = 1;
// swephexp.h body numbers: SE_SUN 0, SE_MOON 1, SE_MERCURY 2, SE_VENUS 3, SE_MARS 4, SE_JUPITER 5, SE_SATURN 6, SE_TRUE_NODE 11.
const SE_BODY: Record<string, number> = { sun: 0, moon: 1, mars: 4, mercury: 2, jupiter: 5, venus: 3, saturn: 6, rahu: 11 };

/** Lahiri sidereal longitude of a graha (Ketu opposite the true node) from sweph, degrees. */
function swephLongitudeDeg(id: string, jdUt: number, flags: number): number {
  sweph.set_sid_mode(SIDM_LAHIRI, 0, 0);
  const r = sweph.calc_ut(jdUt, SE_BODY[id === 'ketu' ? 'rahu' : id]!, MOSEPH | SIDEREAL | flags);
  assert.equal(r.error, '');
  return id === 'ketu' ? norm360(r.data[0]! + 180) : r.data[0]!;
}

/** Answers round longitudes to 1e-6 degree (0.0036"); the engine and sweph agree within 0.001" (native test). */
const TOLERANCE_DEG = 0.01 * ARCSEC;

let t: TestServer;
let key: string;
before(async () => {
  const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };
  t = await startTestServer({ planOverrides: { business: generous } });
  key = (await t.key('live', 'business')).key;
});
after(async () => {
  await t.close();
});

const post = (path: string, body: unknown) => call(t.url, path, { key, body });
// BIRTH: 1990-08-15 14:30 at +05:30, so 09:00 UTC.
const BIRTH_JD_UT = jdOf('1990-08-15T09:00:00Z');

describe('options.positions', () => {
  test('planets at a moment with positions true: sweph SEFLG_TRUEPOS, and meta says true', async () => {
    const at = '2026-01-15T12:00:00Z';
    const a = await post('/v1/planets/positions', { at, options: { positions: 'true' } });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.positions, 'true');
    assert.equal(a.json.data.planets.length, 9);
    for (const p of a.json.data.planets) {
      const ref = swephLongitudeDeg(p.id, jdOf(at), TRUEPOS);
      assert.ok(Math.abs(angleDiff(p.longitude, ref)) < TOLERANCE_DEG, `${p.id}: ${p.longitude} vs ${ref}`);
    }
  });

  test('kundli with positions true: grahas geometric, lagna as apparent; the default is the apparent chart', async () => {
    const apparent = await post('/v1/kundli', { birth: BIRTH });
    const geometric = await post('/v1/kundli', { birth: BIRTH, options: { positions: 'true' } });
    assert.equal(apparent.status, 200, apparent.text);
    assert.equal(geometric.status, 200, geometric.text);
    assert.equal(apparent.json.meta.positions, undefined);
    assert.equal(geometric.json.meta.positions, 'true');
    // The lagna is a point of the sky's rotation, not a body: the same under both.
    assert.deepEqual(geometric.json.data.lagna, apparent.json.data.lagna);
    for (const [answer, flags] of [
      [apparent, 0],
      [geometric, TRUEPOS],
    ] as const) {
      assert.ok(answer.json.data.planets.length > 0, `planets with flags ${flags}`);
      for (const p of answer.json.data.planets) {
        const ref = swephLongitudeDeg(p.id, BIRTH_JD_UT, flags);
        assert.ok(Math.abs(angleDiff(p.longitude, ref)) < TOLERANCE_DEG, `${p.id} flags ${flags}: ${p.longitude} vs ${ref}`);
      }
    }
    // The annual aberration (20.496", IAU) is most of the Sun's apparent-minus-true difference: the two differ.
    const sunShiftArcsec = Math.abs(angleDiff(apparent.json.data.planets[0].longitude, geometric.json.data.planets[0].longitude)) / ARCSEC;
    assert.ok(sunShiftArcsec > 19.5 && sunShiftArcsec < 21.5, `${sunShiftArcsec}"`);
  });

  test('the default answers exactly as positions apparent, with no positions in the meta', async () => {
    for (const path of ['/v1/kundli', '/v1/dasha/vimshottari', '/v1/planets/positions']) {
      const none = await post(path, { birth: BIRTH });
      const asked = await post(path, { birth: BIRTH, options: { positions: 'apparent' } });
      assert.equal(none.status, 200, none.text);
      assert.equal(JSON.stringify(asked.json.data), JSON.stringify(none.json.data), path);
      assert.equal('positions' in none.json.meta, false, path);
      assert.equal('positions' in asked.json.meta, false, path);
    }
  });

  test('dashas, matching and KP name true positions in their meta; KP moves by the same geometric shift', async () => {
    const dasha = await post('/v1/dasha/vimshottari', { birth: BIRTH, options: { positions: 'true' } });
    assert.equal(dasha.status, 200, dasha.text);
    assert.equal(dasha.json.meta.positions, 'true');
    const match = await post('/v1/match/ashtakoot', { person_a: BIRTH, person_b: BIRTH, options: { positions: 'true' } });
    assert.equal(match.status, 200, match.text);
    assert.equal(match.json.meta.positions, 'true');
    const kpApparent = await post('/v1/kp/chart', { birth: BIRTH });
    const kpTrue = await post('/v1/kp/chart', { birth: BIRTH, options: { positions: 'true' } });
    assert.equal(kpTrue.status, 200, kpTrue.text);
    assert.equal(kpTrue.json.meta.positions, 'true');
    assert.equal(kpApparent.json.meta.positions, undefined);
    // KP-New is Lahiri less a constant, so true minus apparent is sweph's true minus apparent, graha by graha
    // (KP's mean node has no light-time or aberration: 0 for Rahu and Ketu against the mean node, SE_MEAN_NODE 10).
    for (let g = 0; g < 7; g += 1) {
      const id = kpTrue.json.data.planets[g].id as string;
      const ours = angleDiff(kpTrue.json.data.planets[g].longitude, kpApparent.json.data.planets[g].longitude);
      const ref = angleDiff(swephLongitudeDeg(id, BIRTH_JD_UT, TRUEPOS), swephLongitudeDeg(id, BIRTH_JD_UT, 0));
      assert.ok(Math.abs(ours - ref) < 2 * TOLERANCE_DEG, `${id}: ${ours} vs ${ref}`);
    }
  });

  test('varshaphal with positions true: the geometric Sun stands at the natal geometric Sun at the return', async () => {
    const birth = { date: '1967-03-08', time: '17:40', place: { latitude: 26.3, longitude: 73.0667 }, timezone: '+05:30' };
    const a = await post('/v1/varshaphal', { birth, year: 2000, options: { positions: 'true' } });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.positions, 'true');
    const natalSunDeg = swephLongitudeDeg('sun', jdOf('1967-03-08T12:10:00Z'), TRUEPOS);
    assert.ok(Math.abs(angleDiff(a.json.data.natal_sun_longitude, natalSunDeg)) < TOLERANCE_DEG);
    // The return is given to the second; the Sun moves about 0.04" in a second.
    const sunAtReturnDeg = swephLongitudeDeg('sun', jdOf(a.json.data.solar_return), TRUEPOS);
    assert.ok(
      Math.abs(angleDiff(sunAtReturnDeg, natalSunDeg)) < 0.05 * ARCSEC,
      `${(angleDiff(sunAtReturnDeg, natalSunDeg) / ARCSEC).toFixed(3)}"`,
    );
  });

  test("400s: an unknown value, with a given chart, and where the reading must be the panchang's", async () => {
    expectErrorAnswer(
      await post('/v1/kundli', { birth: BIRTH, options: { positions: 'geometric' } }),
      400,
      'invalid_parameter',
      'options.positions',
    );
    // The chart of docs/births.md by signs (Ketu the 7th sign from Rahu's).
    const chart = {
      lagna: { sign: 5 },
      sun: { sign: 1 },
      moon: { sign: 9 },
      mars: { sign: 10 },
      mercury: { sign: 0 },
      jupiter: { sign: 2 },
      venus: { sign: 11 },
      saturn: { sign: 9 },
      rahu: { sign: 9 },
      ketu: { sign: 3 },
    };
    expectErrorAnswer(
      await post('/v1/kundli/yogas', { chart, options: { positions: 'true' } }),
      400,
      'invalid_parameter',
      'options.positions',
    );
    const sadeSati = await post('/v1/dosha/sade-sati', { birth: BIRTH, options: { positions: 'true' } });
    expectErrorAnswer(sadeSati, 400, 'invalid_parameter', 'options.positions');
    assert.match(sadeSati.json.error.message, /^Expected apparent for options.positions \(.+\) but received true$/);
    expectErrorAnswer(
      await post('/v1/muhurat/personal', {
        birth: BIRTH,
        activity: 'marriage',
        from: '2026-11-01',
        to: '2026-11-10',
        options: { positions: 'true' },
      }),
      400,
      'invalid_parameter',
      'options.positions',
    );
  });
});
