/**
 * GET /v1/calendar/sankrantis over a real server: the default place, the
 * observances filter, and the bad inputs (year outside 1900..2100, unknown
 * observance ids named, a polar place on lat).
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

describe('GET /v1/calendar/sankrantis', () => {
  test('New Delhi by default: the twelve of 2026 in order, on the days Drik Panchang keeps them', async () => {
    const a = await call(t.url, '/v1/calendar/sankrantis?year=2026', { key: live.key });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 1);
    const rows = a.json.data.sankrantis as { id: string; date: string; observances: { id: string; date: string }[] }[];
    // Drik Panchang's sankranti pages for New Delhi, 2026 (test/reference/drik-sankranti.ts).
    assert.deepEqual(
      rows.map((s) => `${s.id} ${s.date}`),
      [
        'makara 2026-01-14',
        'kumbha 2026-02-13',
        'meena 2026-03-15',
        'mesha 2026-04-14',
        'vrishabha 2026-05-15',
        'mithuna 2026-06-15',
        'karka 2026-07-16',
        'simha 2026-08-17',
        'kanya 2026-09-17',
        'tula 2026-10-17',
        'vrishchika 2026-11-16',
        'dhanu 2026-12-16',
      ],
    );
    assert.equal(rows[0]!.observances.find((o) => o.id === 'lohri')?.date, '2026-01-13');
  });

  test('observances selects, in lang; unknown ids are 400 on observances, naming them', async () => {
    const a = await call(t.url, '/v1/calendar/sankrantis?year=2025&observances=vishu&lang=hi', { key: live.key });
    assert.equal(a.status, 200, a.text);
    const found = (a.json.data.sankrantis as { observances: { id: string; name: string }[] }[]).flatMap((s) => s.observances);
    assert.deepEqual(
      found.map((o) => [o.id, o.name]),
      [['vishu', 'विषु']],
    );
    const bad = await call(t.url, '/v1/calendar/sankrantis?year=2025&observances=vishu,onam', { key: live.key });
    expectErrorAnswer(bad, 400, 'invalid_parameter', 'observances');
    assert.match(bad.json.error.message, /onam/);
  });

  test('a year outside 1900..2100 is 400 on year; a polar place is 400 on lat', async () => {
    for (const year of [1899, 2101]) {
      expectErrorAnswer(await call(t.url, `/v1/calendar/sankrantis?year=${year}`, { key: live.key }), 400, 'invalid_parameter', 'year');
    }
    expectErrorAnswer(
      await call(t.url, '/v1/calendar/sankrantis?year=2026&lat=78.22&lon=15.65', { key: live.key }),
      400,
      'invalid_parameter',
      'lat',
    );
  });
});
