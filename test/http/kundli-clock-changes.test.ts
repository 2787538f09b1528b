/**
 * Every birth operation of the kundli group warns when the birth's local time
 * fell in a clock change: skipped (a spring-forward gap) or repeated (an
 * autumn overlap), naming `birth.time`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let live: { key: string };
const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };

before(async () => {
  t = await startTestServer({ planOverrides: { business: generous } });
  live = await t.key('live', 'business');
});
after(async () => {
  await t.close();
});

// Clocks in London went from 01:00 to 02:00 GMT+1 on 29 March 2026; in New
// York from 02:00 EDT back to 01:00 EST on 1 November 2026.
const GAP = { date: '2026-03-29', time: '01:30', place: { latitude: 51.5074, longitude: -0.1278 }, timezone: 'Europe/London' };
const OVERLAP = { date: '2026-11-01', time: '01:30', place: { latitude: 40.7128, longitude: -74.006 }, timezone: 'America/New_York' };

const OPERATIONS: [path: string, extra: Record<string, unknown>][] = [
  ['/v1/kundli', {}],
  ['/v1/kundli/birth-details', {}],
  ['/v1/kundli/divisional', { vargas: ['D1', 'D9'] }],
  ['/v1/kundli/aspects', {}],
  ['/v1/kundli/yogas', {}],
  ['/v1/kundli/ashtakavarga', {}],
  ['/v1/kundli/shadbala', {}],
  ['/v1/planets/positions', {}],
];

describe('clock changes at the birth', () => {
  for (const [path, extra] of OPERATIONS) {
    test(`${path}: local_time_skipped in a gap, local_time_repeated in an overlap`, async () => {
      const gap = await call(t.url, path, { key: live.key, body: { birth: GAP, ...extra } });
      assert.equal(gap.status, 200, gap.text);
      const skipped = gap.json.warnings.filter((w: { code: string }) => w.code === 'local_time_skipped');
      assert.equal(skipped.length, 1, gap.text);
      assert.deepEqual(skipped[0].fields, ['birth.time']);
      assert.match(skipped[0].message, /Europe\/London/);
      const overlap = await call(t.url, path, { key: live.key, body: { birth: OVERLAP, ...extra } });
      assert.equal(overlap.status, 200, overlap.text);
      const repeated = overlap.json.warnings.filter((w: { code: string }) => w.code === 'local_time_repeated');
      assert.equal(repeated.length, 1, overlap.text);
      assert.deepEqual(repeated[0].fields, ['birth.time']);
      assert.match(repeated[0].message, /America\/New_York/);
    });
  }
});
