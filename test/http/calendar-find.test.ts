/**
 * GET /v1/calendar/find and POST /v1/calendar/anniversaries over a real
 * server: credits a year, the kind's fields, the bad inputs (typed 400s naming
 * the field). The dates are checked against published references in
 * test/unit/calendar/hindu-date.test.ts; here one each, named.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectErrorAnswer } from '../fixtures.ts';
import { call, startTestServer, type Answer, type TestServer } from './helpers.ts';

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

const assertInvalid = (a: Answer, param: string) => expectErrorAnswer(a, 400, 'invalid_parameter', param);
const find = (q: string) => call(t.url, `/v1/calendar/find?${q}`, { key: live.key });

describe('GET /v1/calendar/find', () => {
  test("Kartika shukla ekadashi 2026-2028 in New Delhi: 3 credits; 2026 is Drik Panchang's Prabodhini Ekadashi, 20 November", async () => {
    const a = await find('kind=lunar&month=kartika&paksha=shukla&tithi=11&from_year=2026&to_year=2028');
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 3);
    const d = a.json.data;
    assert.equal(d.kind, 'lunar');
    assert.deepEqual([d.from_year, d.to_year], [2026, 2028]);
    assert.equal(d.dates.length, 3);
    // https://www.drikpanchang.com/ekadashis/prabodhini/prabodhini-ekadashi-date-time.html?year=2026&geoname-id=1261481
    assert.equal(d.dates[0].date, '2026-11-20');
    assert.equal(d.dates[0].rule, 'udaya');
    assert.deepEqual(d.dates[0].month, { amanta: 'kartika', purnimanta: 'kartika', adhik: false });
    assert.equal(d.dates[0].tithi.number, 11);
    assert.match(d.dates[0].tithi.start, /^2026-11-\d\dT\d\d:\d\d:00\+05:30$/);
  });

  test('a sankranti with its moment; a nakshatra in a solar month with its occurrence', async () => {
    const s = await find('kind=sankranti&sankranti=makara&from_year=2026');
    assert.equal(s.status, 200, s.text);
    // Drik Panchang, Makar Sankranti 2026 (New Delhi): 14 January, the moment 15:13 (ours within minutes, test/unit/festivals).
    assert.equal(s.json.data.dates[0].date, '2026-01-14');
    assert.equal(s.json.data.dates[0].rule, 'dharma_sindhu');
    assert.match(s.json.data.dates[0].moment.at, /^2026-01-14T15:\d\d:00\+05:30$/);
    const n = await find('kind=nakshatra&nakshatra=shravana&solar_month=simha&solar_calendar=kerala&from_year=2025&lat=9.93&lon=76.27');
    assert.equal(n.status, 200, n.text);
    // timeanddate.com: Onam 2025 on 5 September.
    assert.deepEqual(
      n.json.data.dates.map((x: { date: string }) => x.date),
      ['2025-09-05'],
    );
    assert.equal(n.json.data.dates[0].nakshatra.id, 'shravana');
    assert.equal(n.json.data.dates[0].nakshatra.of, 1);
  });

  test('bad inputs: typed 400s naming the field, nothing charged', async () => {
    assertInvalid(await find('kind=lunar&paksha=shukla&tithi=11&from_year=2026'), 'month');
    assertInvalid(await find('kind=lunar&month=kartika&paksha=shukla&tithi=16&from_year=2026'), 'tithi');
    assertInvalid(await find('kind=lunar&month=kartika&paksha=shukla&tithi=11&from_year=2026&to_year=2036'), 'to_year');
    assertInvalid(await find('kind=lunar&month=kartika&paksha=shukla&tithi=11&from_year=2026&to_year=2025'), 'to_year');
    assertInvalid(await find('kind=sankranti&sankranti=makara&from_year=2026&month=kartika'), 'month');
    assertInvalid(await find('kind=nakshatra&nakshatra=shravana&from_year=2026'), 'solar_month');
    assertInvalid(await find('kind=lunar&month=kartika&paksha=shukla&tithi=11&from_year=2026&solar_calendar=tamil'), 'solar_calendar');
    assertInvalid(await find('kind=solar&from_year=2026'), 'kind');
    assertInvalid(await find('kind=sankranti&sankranti=makara&from_year=2026&lat=80&lon=0'), 'lat');
  });
});

describe('POST /v1/calendar/anniversaries', () => {
  const post = (body: unknown) => call(t.url, '/v1/calendar/anniversaries', { method: 'POST', key: live.key, body });

  test('a death on Sarva Pitru Amavasya 2025 in New Delhi: the shraddha 2026-2028 on the Mahalaya Amavasya dates, 3 credits', async () => {
    const a = await post({
      event: 'death',
      birth: { date: '2025-09-21', time: '12:00', place: { latitude: 28.6139, longitude: 77.209 } },
      from_year: 2026,
      years: 3,
    });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 3);
    const d = a.json.data;
    assert.deepEqual(d.lunar_date.month, { amanta: 'bhadrapada', purnimanta: 'ashwin', adhik: false });
    assert.equal(d.lunar_date.tithi.number, 30);
    // Telangana government calendar / Drik Panchang (Bathukamma begins on Mahalaya Amavasya): 2026-10-10, 2027-09-29, 2028-09-18.
    assert.deepEqual(
      d.shraddha.map((x: { date: string }) => x.date),
      ['2026-10-10', '2027-09-29', '2028-09-18'],
    );
    assert.equal(d.shraddha[0].rule, 'aparahna');
    assert.equal(d.tithi_birthdays, undefined);
  });

  test('a birth on Gudi Padwa 2025: tithi birthdays on the Gudi Padwa dates, and nakshatra birthdays', async () => {
    const a = await post({
      birth: { date: '2025-03-30', time: '12:00', place: { latitude: 28.6139, longitude: 77.209 } },
      from_year: 2026,
      years: 2,
    });
    assert.equal(a.status, 200, a.text);
    // timeanddate.com: Gudi Padwa 2026-03-19, 2027-04-07.
    assert.deepEqual(
      a.json.data.tithi_birthdays.map((x: { date: string }) => x.date),
      ['2026-03-19', '2027-04-07'],
    );
    assert.ok(a.json.data.nakshatra_birthdays.length >= 2);
    assert.equal(a.json.data.solar_month, 'meena');
  });

  test('years past 2100 are cut: from_year 2099 and 5 years search 2099 and 2100, 2 credits', async () => {
    const a = await post({
      birth: { date: '2025-03-30', time: '12:00', place: { latitude: 28.6139, longitude: 77.209 } },
      from_year: 2099,
      years: 5,
    });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 2);
    assert.deepEqual([...new Set(a.json.data.tithi_birthdays.map((x: { year: number }) => x.year))], [2099, 2100]);
  });

  test('bad inputs: no time, too many years, a death with solar_calendar', async () => {
    const place = { latitude: 28.6139, longitude: 77.209 };
    assertInvalid(await post({ birth: { date: '2025-03-30', place } }), 'birth.time');
    assertInvalid(await post({ birth: { date: '2025-03-30', time: '10:00', place }, years: 11 }), 'years');
    assertInvalid(
      await post({ event: 'death', birth: { date: '2025-03-30', time: '10:00', place }, solar_calendar: 'tamil' }),
      'solar_calendar',
    );
    assertInvalid(await post({ birth: { date: '2025-03-30', time: '10:00', place }, extra: 1 }), 'extra');
  });
});
