/**
 * GET /v1/calendar/ekadashi over a real server: key kinds, credits, the
 * place by id, and the bad inputs (a year outside 1900..2100, a polar
 * place, an unknown place_id). The dates themselves are checked against
 * Drik Panchang in test/unit/calendar/ekadashi.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setPlacesIndex } from '../../src/http/places-index.ts';
import { expectErrorAnswer } from '../fixtures.ts';
import { call, ONE_PLACE_INDEX, startTestServer, type Answer, type TestServer } from './helpers.ts';

let t: TestServer;
let live: { key: string };
let publishable: { key: string };
const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };
const ORIGIN = 'https://ekadashi.example';

before(async () => {
  t = await startTestServer({ planOverrides: { business: generous } });
  live = await t.key('live', 'business');
  publishable = await t.key('publishable', 'business', { origins: [ORIGIN] });
});
after(async () => {
  await t.close();
});

const assertInvalid = (a: Answer, param: string) => expectErrorAnswer(a, 400, 'invalid_parameter', param);

describe('GET /v1/calendar/ekadashi', () => {
  test('New Delhi 2026 by place_id with a publishable key: 24 fasts, 1 credit, the place in meta', async () => {
    setPlacesIndex(ONE_PLACE_INDEX);
    try {
      const a = await call(t.url, '/v1/calendar/ekadashi?year=2026&place_id=gn:1261481', {
        key: publishable.key,
        headers: { origin: ORIGIN },
      });
      assert.equal(a.status, 200, a.text);
      assert.equal(a.json.meta.credits_charged, 1);
      assert.equal(a.json.meta.timezone_used.name, 'Asia/Kolkata');
      const d = a.json.data;
      assert.equal(d.year, 2026);
      assert.equal(d.ekadashis.length, 24);
      // Drik Panchang, New Delhi 2026: Jaya Ekadashi on 29 January, paran 30 January 07:10-09:20 (Dwadashi to 11:09).
      const jaya = d.ekadashis.find((e: { id: string }) => e.id === 'jaya');
      assert.equal(jaya.date, '2026-01-29');
      assert.match(jaya.paran.preferred.start, /^2026-01-30T07:1[01]:00\+05:30$/);
      assert.match(jaya.paran.preferred.end, /^2026-01-30T09:(19|20|21):00\+05:30$/);
      assert.match(jaya.paran.end, /^2026-01-30T11:(08|09|10|11):00\+05:30$/);
      assert.equal(jaya.paran.rule_by, 'service');
    } finally {
      setPlacesIndex(undefined);
    }
  });

  test('lang hi names in Hindi', async () => {
    const a = await call(t.url, '/v1/calendar/ekadashi?year=2026&lat=28.6358&lon=77.2245&lang=hi', { key: live.key });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.data.ekadashis.find((e: { id: string }) => e.id === 'jaya').name, 'जया एकादशी');
  });

  test('a year outside 1900..2100 is refused on year; a polar place on lat; an unknown place_id is 404', async () => {
    for (const year of ['1899', '2101', 'soon']) {
      assertInvalid(await call(t.url, `/v1/calendar/ekadashi?year=${year}&lat=28.6&lon=77.2`, { key: live.key }), 'year');
    }
    assertInvalid(await call(t.url, '/v1/calendar/ekadashi?lat=28.6&lon=77.2', { key: live.key }), 'year');
    // Longyearbyen (78.22 N): no sunrise from late October to mid-February.
    assertInvalid(await call(t.url, '/v1/calendar/ekadashi?year=2026&lat=78.22&lon=15.65', { key: live.key }), 'lat');
    assertInvalid(await call(t.url, '/v1/calendar/ekadashi?year=2026', { key: live.key }), 'lat');
    setPlacesIndex(ONE_PLACE_INDEX);
    try {
      expectErrorAnswer(
        await call(t.url, '/v1/calendar/ekadashi?year=2026&place_id=gn:999999999', { key: live.key }),
        404,
        'not_found',
        'place_id',
      );
    } finally {
      setPlacesIndex(undefined);
    }
  });
});
