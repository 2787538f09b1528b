/**
 * GET /v1/calendar/festivals over a real server: the default place, the bad
 * inputs (year outside 1900..2100, unknown ids named, a polar place on lat).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SERVED_FESTIVALS } from '../../src/operations/calendar/festivals.ts';
import { expectErrorAnswer } from '../fixtures.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let live: { key: string };

before(async () => {
  const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };
  t = await startTestServer({ planOverrides: { free: generous, business: generous } });
  live = await t.key('live', 'business');
});
after(async () => t.close());

describe('GET /v1/calendar/festivals', () => {
  test('New Delhi by default: every festival of 2026 once, verified, in date order', async () => {
    const a = await call(t.url, '/v1/calendar/festivals?year=2026', { key: live.key });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 2);
    assert.deepEqual(a.json.data.verified_place, { name: 'New Delhi', latitude: 28.6139, longitude: 77.209 });
    const festivals = a.json.data.festivals as { id: string; date: string; verified: boolean }[];
    assert.ok(festivals.length >= 26, `${festivals.length} festivals`);
    assert.equal(new Set(festivals.map((f) => f.id)).size, festivals.length);
    // The festivals added in issue 32 are verified only in the years their own references cover (their verifiedYears).
    const ownYears = SERVED_FESTIVALS.filter((r) => r.verifiedYears !== undefined);
    const declared = new Set(ownYears.map((r) => r.id));
    assert.ok(festivals.every((f) => f.date.startsWith('2026-')));
    assert.ok(
      festivals.some((f) => !declared.has(f.id)),
      'festivals without their own verified years',
    );
    assert.ok(festivals.filter((f) => !declared.has(f.id)).every((f) => f.verified));
    assert.deepEqual(
      festivals
        .filter((f) => declared.has(f.id) && f.verified)
        .map((f) => f.id)
        .sort(),
      ownYears
        .filter((r) => r.verifiedYears?.includes(2026))
        .map((r) => r.id)
        .filter((id) => festivals.some((f) => f.id === id))
        .sort(),
    );
    assert.deepEqual(
      festivals.map((f) => f.date),
      festivals.map((f) => f.date).sort(),
    );
  });

  test('ids selects; unknown ids are 400 on ids, naming them', async () => {
    const a = await call(t.url, '/v1/calendar/festivals?year=2025&ids=holi,rama_navami&lang=hi', { key: live.key });
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(
      a.json.data.festivals.map((f: { id: string }) => f.id),
      ['holi', 'rama_navami'],
    );
    assert.equal(a.json.data.festivals[0].name, 'होली');
    const bad = await call(t.url, '/v1/calendar/festivals?year=2025&ids=holi,dussehra,xmas', { key: live.key });
    expectErrorAnswer(bad, 400, 'invalid_parameter', 'ids');
    assert.match(bad.json.error.message, /dussehra, xmas/);
  });

  test('a year outside 1900..2100 is 400 on year; a polar place is 400 on lat', async () => {
    for (const year of [1899, 2101]) {
      expectErrorAnswer(await call(t.url, `/v1/calendar/festivals?year=${year}`, { key: live.key }), 400, 'invalid_parameter', 'year');
    }
    expectErrorAnswer(
      await call(t.url, '/v1/calendar/festivals?year=2026&lat=78.22&lon=15.65', { key: live.key }),
      400,
      'invalid_parameter',
      'lat',
    );
  });
});

describe('GET /v1/calendar/festivals: region and tradition filters (issue 32)', () => {
  test('regions and traditions select by tag; unknown tags are 400 naming them', async () => {
    const a = await call(t.url, '/v1/calendar/festivals?year=2025&regions=maharashtra&traditions=smarta', { key: live.key });
    assert.equal(a.status, 200, a.text);
    const rows = a.json.data.festivals as { id: string; regions: string[]; traditions: string[] }[];
    assert.ok(rows.some((f) => f.id === 'gudi_padwa') && rows.some((f) => f.id === 'ganesh_chaturthi'));
    assert.ok(rows.every((f) => f.regions.includes('maharashtra') && f.traditions.includes('smarta')));
    for (const [param, value] of [
      ['regions', 'atlantis'],
      ['traditions', 'stoic'],
    ] as const) {
      const bad = await call(t.url, `/v1/calendar/festivals?year=2025&${param}=${value}`, { key: live.key });
      expectErrorAnswer(bad, 400, 'invalid_parameter', param);
      assert.match(bad.json.error.message, new RegExp(value));
    }
  });
});

describe('GET /v1/calendar/festivals: a festival twice in one year', () => {
  test('Vaikuntha Ekadashi 2025 in New Delhi: 10 January and 31 December, both flagged twice_in_year', async () => {
    // Sources in test/unit/festivals/declared-festivals.test.ts (LatestLY; Free Press Journal quoting Drik Panchang).
    const a = await call(t.url, '/v1/calendar/festivals?year=2025&ids=vaikuntha_ekadashi', { key: live.key });
    assert.equal(a.status, 200, a.text);
    const rows = a.json.data.festivals as { id: string; date: string; flags: string[] }[];
    assert.deepEqual(
      rows.map((f) => [f.id, f.date]),
      [
        ['vaikuntha_ekadashi', '2025-01-10'],
        ['vaikuntha_ekadashi', '2025-12-31'],
      ],
    );
    assert.ok(rows.every((f) => f.flags.includes('twice_in_year')));
  });
});
