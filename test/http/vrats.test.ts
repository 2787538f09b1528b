/**
 * GET /v1/calendar/vrats over a real server: the default place, the kinds,
 * traditions and regions filters, and the bad inputs (year outside
 * 1900..2100, unknown kinds and tags named, a polar place on lat).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
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

describe('GET /v1/calendar/vrats', () => {
  test('New Delhi by default: every kind, in date order; the 2025 Shani Pradosh of 11 January as published', async () => {
    const a = await call(t.url, '/v1/calendar/vrats?year=2025', { key: live.key });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 1);
    const vrats = a.json.data.vrats as { id: string; kind: string; date: string; windows: { id: string; start: string }[] }[];
    assert.equal(new Set(vrats.map((v) => v.kind)).size, 12);
    assert.deepEqual(
      vrats.map((v) => v.date),
      vrats.map((v) => v.date).sort(),
    );
    // India TV Hindi (2025-01-11): Shani Pradosh, puja from 17:43 (test/reference/drik-vrats.ts).
    const shani = vrats.find((v) => v.date === '2025-01-11' && v.kind === 'pradosh');
    assert.equal(shani?.id, 'shani_pradosh');
    assert.equal(shani?.windows.find((w) => w.id === 'puja')?.start, '2025-01-11T17:43:00+05:30');
  });

  test('kinds, traditions and regions select; unknown ones are 400 naming them', async () => {
    const a = await call(t.url, '/v1/calendar/vrats?year=2025&regions=tamil&lang=hi', { key: live.key });
    assert.equal(a.status, 200, a.text);
    assert.deepEqual([...new Set(a.json.data.vrats.map((v: { kind: string }) => v.kind))].sort(), ['masik_karthigai', 'skanda_sashti']);
    assert.equal(a.json.data.vrats.find((v: { kind: string }) => v.kind === 'skanda_sashti').name, 'स्कन्द षष्ठी');
    const none = await call(t.url, '/v1/calendar/vrats?year=2025&kinds=skanda_sashti&traditions=shaiva', { key: live.key });
    assert.equal(none.status, 200, none.text);
    assert.deepEqual(none.json.data.vrats, []);
    for (const [param, value] of [
      ['kinds', 'pradosh,ekadashi'],
      ['traditions', 'jain'],
      ['regions', 'mars'],
    ] as const) {
      const bad = await call(t.url, `/v1/calendar/vrats?year=2025&${param}=${value}`, { key: live.key });
      expectErrorAnswer(bad, 400, 'invalid_parameter', param);
    }
  });

  test('a year outside 1900..2100 is 400 on year; a polar place is 400 on lat', async () => {
    for (const year of [1899, 2101]) {
      expectErrorAnswer(await call(t.url, `/v1/calendar/vrats?year=${year}`, { key: live.key }), 400, 'invalid_parameter', 'year');
    }
    expectErrorAnswer(
      await call(t.url, '/v1/calendar/vrats?year=2026&lat=78.22&lon=15.65', { key: live.key }),
      400,
      'invalid_parameter',
      'lat',
    );
  });
});
