/**
 * The panchang's `regional` switch over a real server: left out by default;
 * with regional=true the day, the range and the batch carry the regional
 * solar dates GET /v1/calendar/convert gives for the same day and place, and
 * Drik Panchang's month starts (test/reference/drik-solar-months.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DRIK_MONTH_STARTS } from '../reference/drik-solar-months.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let live: { key: string };

before(async () => {
  const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };
  t = await startTestServer({ planOverrides: { free: generous, business: generous } });
  live = await t.key('live', 'business');
});
after(async () => t.close());

const DELHI = 'lat=28.63576&lon=77.22445';

describe('the panchang with regional=true', () => {
  test('left out by default; the day with regional=true as GET /v1/calendar/convert answers it; the samvat years always', async () => {
    const plain = await call(t.url, `/v1/panchang?date=2026-10-18&${DELHI}`, { key: live.key });
    assert.equal(plain.status, 200, plain.text);
    assert.equal(plain.json.data.regional, undefined);
    // Drik Panchang's day page for 18 October 2026 (test/reference/drik-day-eras.ts): Gujarati 2082, Kaliyuga 5127.
    assert.deepEqual([plain.json.data.samvat.gujarati_vikram, plain.json.data.samvat.kali], [2082, 5127]);
    const day = await call(t.url, `/v1/panchang?date=2026-10-18&${DELHI}&regional=true`, { key: live.key });
    assert.equal(day.status, 200, day.text);
    assert.equal(day.json.meta.credits_charged, 1);
    const convert = await call(t.url, `/v1/calendar/convert?date=2026-10-18&${DELHI}`, { key: live.key });
    assert.deepEqual(day.json.data.regional, convert.json.data.regional);
    assert.equal(day.json.data.regional.tamil.month, 'aippasi');
  });

  test("the range: every day numbered, a month's first days on Drik's month starts (December 2026 to January 2027)", async () => {
    const a = await call(t.url, `/v1/panchang/range?from=2026-12-10&to=2027-01-20&${DELHI}&regional=true`, { key: live.key });
    assert.equal(a.status, 200, a.text);
    const days = a.json.data.days as { date: string; regional: Record<string, { day: number }> }[];
    assert.equal(days.length, 42);
    for (const calendar of ['tamil', 'malayalam', 'bengali', 'odia'] as const) {
      const firsts = days.filter((d) => d.regional[calendar]!.day === 1).map((d) => d.date);
      const drik = [`2026-${DRIK_MONTH_STARTS[calendar][2026]![11]}`, `2027-${DRIK_MONTH_STARTS[calendar][2027]![0]}`];
      assert.deepEqual(firsts, drik, calendar);
      for (let i = 1; i < days.length; i += 1) {
        const [a1, b1] = [days[i - 1]!.regional[calendar]!.day, days[i]!.regional[calendar]!.day];
        assert.ok(b1 === a1 + 1 || b1 === 1, `${calendar} ${days[i]!.date}`);
      }
    }
  });

  test('the batch takes regional in its body; a non-boolean is 400 on regional', async () => {
    const a = await call(t.url, '/v1/panchang/batch', {
      key: live.key,
      method: 'POST',
      body: { from: '2026-04-13', to: '2026-04-15', places: [{ lat: 13.0827, lon: 80.2707 }], regional: true },
    });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.data.places[0].days[0].regional.tamil.month, 'panguni');
    const bad = await call(t.url, `/v1/panchang?date=2026-10-18&${DELHI}&regional=yes`, { key: live.key });
    assert.equal(bad.status, 400, bad.text);
    assert.equal(bad.json.error.param, 'regional');
  });
});
