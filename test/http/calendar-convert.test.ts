/**
 * GET /v1/calendar/convert over a real server: a Gregorian date to the lunar,
 * samvat, regional and day-count calendars against Drik Panchang's day pages
 * (test/reference/drik-day-eras.ts) and its regional month tables
 * (test/reference/drik-solar-months.ts); regional dates back to Gregorian;
 * the bad inputs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectErrorAnswer } from '../fixtures.ts';
import { DRIK_DAY_ERAS } from '../reference/drik-day-eras.ts';
import { REFERENCE_PLACES } from '../reference/drik-panchang.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let live: { key: string };

before(async () => {
  const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };
  t = await startTestServer({ planOverrides: { free: generous, business: generous } });
  live = await t.key('live', 'business');
});
after(async () => t.close());

const at = (place: 'new-delhi' | 'new-york') => `lat=${REFERENCE_PLACES[place].latitudeDeg}&lon=${REFERENCE_PLACES[place].longitudeDeg}`;

describe('GET /v1/calendar/convert', () => {
  test(`the years, day counts and pravishte of ${DRIK_DAY_ERAS.length} Drik Panchang day pages`, async () => {
    assert.equal(DRIK_DAY_ERAS.length, 4);
    for (const ref of DRIK_DAY_ERAS) {
      const a = await call(t.url, `/v1/calendar/convert?date=${ref.date}&${at(ref.place)}`, { key: live.key });
      assert.equal(a.status, 200, a.text);
      const d = a.json.data;
      assert.equal(a.json.meta.credits_charged, 1);
      assert.deepEqual(d.day_counts, { julian_day: ref.julianDay, rata_die: ref.rataDie, kali_ahargana: ref.kaliAhargana }, ref.source);
      assert.equal(d.samvat.kali, ref.kali, ref.source);
      if (ref.vikram !== undefined) assert.equal(d.samvat.vikram, ref.vikram, ref.source);
      if (ref.shaka !== undefined) assert.equal(d.samvat.shaka, ref.shaka, ref.source);
      if (ref.gujaratiVikram !== undefined) assert.equal(d.samvat.gujarati_vikram, ref.gujaratiVikram, ref.source);
      if (ref.amanta !== undefined) assert.equal(d.lunar.amanta, ref.amanta, ref.source);
      if (ref.pravishte !== undefined) assert.equal(d.regional.pravishte, ref.pravishte, ref.source);
    }
  });

  test("18 October 2026 in New Delhi: the first of Aippasi, Thulam and Kartik, the second of Odia Kartika (Drik's month tables)", async () => {
    const a = await call(t.url, `/v1/calendar/convert?date=2026-10-18&${at('new-delhi')}`, { key: live.key });
    assert.equal(a.status, 200, a.text);
    const r = a.json.data.regional;
    assert.deepEqual([r.tamil.month, r.tamil.day, r.tamil.year, r.tamil.era], ['aippasi', 1, 1948, 'shaka']);
    assert.deepEqual([r.malayalam.month, r.malayalam.month_number, r.malayalam.day, r.malayalam.year], ['thulam', 3, 1, 1202]);
    assert.deepEqual([r.bengali.month, r.bengali.day, r.bengali.year, r.bengali.month_start], ['kartik', 1, 1433, '2026-10-18']);
    assert.deepEqual([r.odia.month, r.odia.day, r.odia.month_start], ['kartika', 2, '2026-10-17']);
    assert.equal(a.json.data.from, null);
  });

  test('regional dates back to Gregorian, with the month length; the answer holds the same regional date', async () => {
    for (const [calendar, year, month, day, date] of [
      ['tamil', 1948, 7, 1, '2026-10-18'],
      ['malayalam', 1202, 3, 1, '2026-10-18'],
      ['bengali', 1433, 7, 1, '2026-10-18'],
      ['odia', 1948, 7, 1, '2026-10-17'],
      // Drik: Thai 1 = 2027-01-15, Makaram 1 = 2027-01-15, Magh 1 = 2027-01-15, Pohela Boishakh 1434 = 2027-04-15.
      ['tamil', 1948, 10, 1, '2027-01-15'],
      ['malayalam', 1202, 6, 1, '2027-01-15'],
      ['bengali', 1433, 10, 1, '2027-01-15'],
      ['bengali', 1434, 1, 1, '2027-04-15'],
    ] as const) {
      const a = await call(t.url, `/v1/calendar/convert?calendar=${calendar}&year=${year}&month=${month}&day=${day}&${at('new-delhi')}`, {
        key: live.key,
      });
      assert.equal(a.status, 200, a.text);
      assert.equal(a.json.data.date, date, `${calendar} ${year}-${month}-${day}`);
      const back = a.json.data.regional[calendar];
      assert.deepEqual([back.year, back.month_number, back.day], [year, month, day]);
      assert.equal(a.json.data.from.calendar, calendar);
      assert.ok(a.json.data.from.month_days >= 29 && a.json.data.from.month_days <= 32);
    }
  });

  test('the first and last offered days convert (1800-01-01, 2399-12-31)', async () => {
    for (const date of ['1800-01-01', '2399-12-31']) {
      const a = await call(t.url, `/v1/calendar/convert?date=${date}`, { key: live.key });
      assert.equal(a.status, 200, a.text);
      assert.equal(a.json.data.date, date);
    }
    // Chingam 1 of Kollam 1575 begins in August 2399 (the sidereal months drift a day later in about 70 years: the 23rd).
    const back = await call(t.url, '/v1/calendar/convert?calendar=malayalam&year=1575&month=1&day=1', { key: live.key });
    assert.equal(back.status, 200, back.text);
    assert.match(back.json.data.date, /^2399-08-2\d$/);
    const m = back.json.data.regional.malayalam;
    assert.deepEqual([m.year, m.month_number, m.day], [1575, 1, 1]);
  });

  test('New Delhi by default; labels in Hindi with lang=hi', async () => {
    const a = await call(t.url, '/v1/calendar/convert?date=2026-10-18&lang=hi', { key: live.key });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.data.regional.tamil.month_label, 'ऐप्पसि');
    assert.equal(a.json.data.regional.tamil.month, 'aippasi');
  });

  test('bad inputs are 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['date=2026-10-18&calendar=tamil', 'calendar'],
      ['calendar=tamil&year=1948&month=7', 'day'],
      ['', 'date'],
      ['calendar=tamil&year=1948&month=7&day=32', 'day'],
      ['calendar=bengali&year=1200&month=1&day=1', 'year'],
      ['calendar=malayalam&year=1576&month=1&day=1', 'year'],
      ['calendar=kannada&year=1948&month=1&day=1', 'calendar'],
      ['calendar=tamil&year=1948&month=13&day=1', 'month'],
      ['date=1799-12-31', 'date'],
      ['date=2026-02-30', 'date'],
    ];
    for (const [query, param] of cases) {
      expectErrorAnswer(await call(t.url, `/v1/calendar/convert?${query}`, { key: live.key }), 400, 'invalid_parameter', param);
    }
    expectErrorAnswer(
      await call(t.url, '/v1/calendar/convert?date=2026-12-21&lat=89.5&lon=0', { key: live.key }),
      400,
      'invalid_parameter',
      'lat',
    );
  });
});
