/**
 * GET /v1/panchang `limbs_at`: the limbs read at sunrise or at a given
 * moment instead of local noon, checked against an independent computation:
 * the Swiss Ephemeris through the sweph package's own binding (Moshier,
 * apparent, as the engine), the limbs taken from the Moon-Sun elongation
 * (tithi 12 deg, karana 6 deg) and the Lahiri sidereal Moon (nakshatra) and
 * Sun + Moon (yoga), 13 deg 20 min each, at the moment the answer names.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { NAKSHATRAS, YOGAS } from '../../src/core/glossary.ts';
import { expectErrorAnswer, jdOf, norm360 } from '../fixtures.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

const require = createRequire(import.meta.url);
const sweph = require('sweph') as {
  set_sid_mode(mode: number, t0: number, ayanT0: number): void;
  calc_ut(jdUt: number, body: number, flags: number): { data: number[]; error: string };
};
// swephexp.h: SEFLG_MOSEPH 4, SEFLG_SIDEREAL 64*1024; SE_SIDM_LAHIRI 1; SE_SUN 0, SE_MOON 1.
const MOSEPH = 4,
  SIDEREAL = 65_536;
const PART_DEG = 360 / 27;

/** The limbs at a moment from sweph: tithi and karana numbers (1-based), nakshatra and yoga ids. */
function limbsAt(jdUt: number) {
  sweph.set_sid_mode(1, 0, 0);
  const lon = (body: number) => sweph.calc_ut(jdUt, body, MOSEPH | SIDEREAL).data[0]!;
  const sunDeg = lon(0),
    moonDeg = lon(1);
  const elongationDeg = norm360(moonDeg - sunDeg);
  return {
    tithi: Math.floor(elongationDeg / 12) + 1,
    karana: Math.floor(elongationDeg / 6) + 1,
    nakshatra: NAKSHATRAS[Math.floor(moonDeg / PART_DEG)]!.id,
    yoga: YOGAS[Math.floor(norm360(sunDeg + moonDeg) / PART_DEG)]!.id,
  };
}

let t: TestServer;
let key: string;
before(async () => {
  t = await startTestServer();
  key = (await t.key('live', 'business')).key;
});
after(async () => {
  await t.close();
});

// New Delhi, 2026-01-05: by sweph, tithi 17 (Krishna dwitiya) at sunrise (07:15) and 18 at noon (17 ends
// near 09:57), so sunrise and noon readings differ.
const DAY = '/v1/panchang?date=2026-01-05&lat=28.6358&lon=77.2245';
const get = (query: string) => call(t.url, `${DAY}${query}`, { key });

function assertLimbs(data: any, jdUt: number): void {
  const ref = limbsAt(jdUt);
  assert.equal(data.tithi.number, ref.tithi);
  assert.equal(data.karana.number, ref.karana);
  assert.equal(data.nakshatra.name, ref.nakshatra);
  assert.equal(data.yoga.name, ref.yoga);
  for (const limb of ['tithi', 'nakshatra', 'yoga', 'karana']) {
    assert.ok(jdOf(data[limb].start) <= jdUt && jdUt < jdOf(data[limb].end), `${limb} span holds the moment`);
  }
}

describe('GET /v1/panchang limbs_at', () => {
  test("sunrise: the limbs at the day's sunrise, not at noon; meta names it", async () => {
    const sunrise = await get('&limbs_at=sunrise');
    const noon = await get('');
    assert.equal(sunrise.status, 200, sunrise.text);
    assert.equal(sunrise.json.meta.limbs_at, 'sunrise');
    assertLimbs(sunrise.json.data, jdOf(sunrise.json.data.sunrise));
    assertLimbs(noon.json.data, jdOf('2026-01-05T12:00:00+05:30'));
    assert.equal(sunrise.json.data.tithi.number, 17);
    assert.equal(noon.json.data.tithi.number, 18);
    // Everything not read at the moment is the same day.
    assert.equal(sunrise.json.data.sunrise, noon.json.data.sunrise);
    assert.deepEqual(sunrise.json.data.rahu_kaal, noon.json.data.rahu_kaal);
  });

  test("a moment in the local day, written with any offset; meta gives it in the place's clock", async () => {
    for (const written of ['2026-01-05T23:30:00%2B05:30', '2026-01-05T18:00:00Z']) {
      const a = await get(`&limbs_at=${written}`);
      assert.equal(a.status, 200, a.text);
      assert.equal(a.json.meta.limbs_at, '2026-01-05T23:30:00+05:30');
      assertLimbs(a.json.data, jdOf('2026-01-05T18:00:00Z'));
    }
  });

  test('the lunar month is read at the same moment: either side of the new moon of 2026-01-19', async () => {
    const date = '/v1/panchang?date=2026-01-19&lat=28.6358&lon=77.2245&limbs_at=';
    const before = await call(t.url, `${date}2026-01-19T01:00:00%2B05:30`, { key });
    const after = await call(t.url, `${date}2026-01-19T02:00:00%2B05:30`, { key });
    assert.equal(before.status, 200, before.text);
    // sweph: Amavasya (30) at 01:00, Shukla pratipada (1) at 02:00.
    assertLimbs(before.json.data, jdOf('2026-01-19T01:00:00+05:30'));
    assertLimbs(after.json.data, jdOf('2026-01-19T02:00:00+05:30'));
    assert.equal(before.json.data.tithi.number, 30);
    assert.equal(after.json.data.tithi.number, 1);
    // Makara sankranti (14 January) falls in amanta Pausha; the month after it, from this new moon, is Magha.
    assert.equal(before.json.data.lunar_month.amanta, 'pausha');
    assert.equal(after.json.data.lunar_month.amanta, 'magha');
  });

  test('the default is noon: limbs_at=noon answers the same bytes, and no meta.limbs_at', async () => {
    const none = await get('');
    const noon = await get('&limbs_at=noon');
    assert.equal(none.status, 200, none.text);
    assert.equal(JSON.stringify(noon.json.data), JSON.stringify(none.json.data));
    assert.equal('limbs_at' in none.json.meta, false);
    assert.equal('limbs_at' in noon.json.meta, false);
  });

  test('400 on limbs_at: another word, a moment outside the local day, an unescaped + (read as a space)', async () => {
    for (const bad of [
      'dawn',
      '2026-01-06T00:00:00%2B05:30',
      '2026-01-04T23:59:59%2B05:30',
      '2026-01-05T18:30:00Z',
      '2026-01-05T06:00:00+05:30',
      '2026-01-05',
    ]) {
      const a = await get(`&limbs_at=${bad}`);
      expectErrorAnswer(a, 400, 'invalid_parameter', 'limbs_at');
    }
    const outside = await get('&limbs_at=2026-01-06T00:00:00%2B05:30');
    assert.match(
      outside.json.error.message,
      /in the local day of 2026-01-05 at the place \(2026-01-05T00:00:00\+05:30 to before 2026-01-06T00:00:00\+05:30\)/,
    );
  });
});
