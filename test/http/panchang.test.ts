/**
 * The panchang group over a real server: panchang, choghadiya, hora,
 * muhurat activities and the tithi calendar; key kinds, credits and the bad
 * inputs of issue #7 (missing date, lat and place_id together or neither,
 * 63 days, a polar date).
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
const ORIGIN = 'https://panchang.example';

before(async () => {
  t = await startTestServer({ planOverrides: { free: generous, business: generous } });
  live = await t.key('live', 'business');
  publishable = await t.key('publishable', 'business', { origins: [ORIGIN] });
});
after(async () => {
  await t.close();
});

const assertInvalid = (a: Answer, param: string) => expectErrorAnswer(a, 400, 'invalid_parameter', param);

const DELHI = 'lat=28.6358&lon=77.2245';

describe('GET /v1/panchang', () => {
  test('New Delhi 2022-01-26 in the local clock with every field, 1 credit', async () => {
    const a = await call(t.url, `/v1/panchang?date=2022-01-26&${DELHI}`, { key: live.key });
    assert.equal(a.status, 200, a.text);
    const d = a.json.data;
    assert.equal(a.json.meta.credits_charged, 1);
    assert.deepEqual(d.timezone, { name: 'Asia/Kolkata', utc_offset: '+05:30' });
    // Drik Panchang, New Delhi, 26 Jan 2022: sunrise 07:12, sunset 17:55, Navami upto 04:34 Jan 27.
    assert.match(d.sunrise, /^2022-01-26T07:1[12]:\d\d\+05:30$/);
    assert.match(d.sunset, /^2022-01-26T17:5[45]:\d\d\+05:30$/);
    assert.equal(d.tithi.number, 24);
    assert.equal(d.tithi.paksha, 'krishna');
    assert.match(d.tithi.end, /^2022-01-27T04:3[345]/);
    assert.equal(d.vara.name, 'wednesday');
    assert.equal(d.abhijit, null);
    for (const k of ['rahu_kaal', 'gulika_kaal', 'yamaganda']) assert.ok(d[k].start < d[k].end);
    // Drik Panchang, same page: "Swati upto 10:07 AM", so at noon the nakshatra is Vishakha, and Anuradha follows.
    assert.equal(d.nakshatra.name, 'vishakha');
    assert.equal(d.nakshatra.next, 'anuradha');
    assert.ok(['auspicious', 'inauspicious'].includes(d.yoga.quality));
    assert.ok(d.karana.number >= 1 && d.karana.number <= 60);
  });

  test('a DST place renders its own clock (New York, July: -04:00)', async () => {
    const a = await call(t.url, '/v1/panchang?date=2025-07-04&lat=40.7128&lon=-74.006', { key: live.key });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.data.timezone.name, 'America/New_York');
    assert.match(a.json.data.sunrise, /-04:00$/);
  });

  test("the clock change of London (2026-03-29, 01:00 UTC) shows in each moment's own offset", async () => {
    const london = 'lat=51.5074&lon=-0.1278';
    const eve = await call(t.url, `/v1/panchang?date=2026-03-28&${london}`, { key: live.key });
    assert.equal(eve.status, 200, eve.text);
    assert.deepEqual(eve.json.data.timezone, { name: 'Europe/London', utc_offset: '+00:00' });
    assert.match(eve.json.data.sunrise, /^2026-03-28T05:4\d:\d\d\+00:00$/);
    // The tithi in force at noon ends after the change (02:16 UTC on the 29th).
    assert.match(eve.json.data.tithi.end, /^2026-03-29T03:\d\d:\d\d\+01:00$/);
    const day = await call(t.url, `/v1/panchang?date=2026-03-29&${london}`, { key: live.key });
    assert.equal(day.status, 200, day.text);
    assert.deepEqual(day.json.data.timezone, { name: 'Europe/London', utc_offset: '+01:00' });
    assert.match(day.json.data.sunrise, /^2026-03-29T06:4\d:\d\d\+01:00$/);
    assert.match(day.json.data.sunset, /^2026-03-29T19:\d\d:\d\d\+01:00$/);
    // The night of the 28th spans the change: horas start in GMT and end in BST, without a gap.
    const h = await call(t.url, `/v1/panchang/hora?date=2026-03-28&${london}`, { key: live.key });
    assert.equal(h.status, 200, h.text);
    const horas = h.json.data.horas;
    assert.match(horas[0].start, /\+00:00$/);
    assert.equal(horas[23].end, day.json.data.sunrise);
    assert.equal(h.json.data.next_sunrise, day.json.data.sunrise);
    for (let i = 1; i < 24; i += 1) assert.equal(horas[i].start, horas[i - 1].end);
  });

  test('lang=hi gives Hindi labels and English ids', async () => {
    const a = await call(t.url, `/v1/panchang?date=2022-01-26&${DELHI}&lang=hi`, { key: live.key });
    assert.equal(a.json.data.vara.label, 'बुधवार');
    assert.equal(a.json.data.vara.name, 'wednesday');
  });

  test('udaya_lagna=true adds udaya_lagna and panchaka_rahita for 1 credit; udaya_lagna=maybe is a 400 on udaya_lagna', async () => {
    const a = await call(t.url, `/v1/panchang?date=2022-01-26&${DELHI}&udaya_lagna=true&lang=hi`, { key: live.key });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 1);
    assert.ok(a.json.data.udaya_lagna.length >= 12);
    assert.equal(a.json.data.udaya_lagna[0].start, a.json.data.sunrise);
    assert.ok(a.json.data.panchaka_rahita.length > 0, 'panchaka rahita pieces');
    assert.ok(a.json.data.panchaka_rahita.every((p: { label: string }) => /[\u0900-\u097F]/.test(p.label)));
    assertInvalid(await call(t.url, `/v1/panchang?date=2022-01-26&${DELHI}&udaya_lagna=maybe`, { key: live.key }), 'udaya_lagna');
  });

  test('a publishable key from an allowed origin is accepted', async () => {
    const a = await call(t.url, `/v1/panchang?date=2022-01-26&${DELHI}`, { key: publishable.key, headers: { origin: ORIGIN } });
    assert.equal(a.status, 200, a.text);
  });

  test('bad inputs: missing date, both lat and place_id, neither, lat without lon, polar date', async () => {
    assertInvalid(await call(t.url, `/v1/panchang?${DELHI}`, { key: live.key }), 'date');
    assertInvalid(await call(t.url, `/v1/panchang?date=2025-01-01&${DELHI}&place_id=1261481`, { key: live.key }), 'place_id');
    assertInvalid(await call(t.url, '/v1/panchang?date=2025-01-01', { key: live.key }), 'lat');
    assertInvalid(await call(t.url, '/v1/panchang?date=2025-01-01&lat=28.6', { key: live.key }), 'lon');
    assertInvalid(await call(t.url, '/v1/panchang?date=2025-13-01&lat=28.6&lon=77.2', { key: live.key }), 'date');
    // Tromso, 21 June: midnight sun.
    const polar = await call(t.url, '/v1/panchang?date=2025-06-21&lat=69.6492&lon=18.9553', { key: live.key });
    assertInvalid(polar, 'lat');
    assertInvalid(await call(t.url, '/v1/panchang/choghadiya?date=2025-12-21&lat=69.6492&lon=18.9553', { key: live.key }), 'lat');
  });
});

describe('place_id', () => {
  before(() => setPlacesIndex(ONE_PLACE_INDEX));
  after(() => setPlacesIndex(undefined));
  test('a known place_id gives the place, its GeoNames zone and the same panchang as its coordinates', async () => {
    const byId = await call(t.url, '/v1/panchang?date=2022-01-26&place_id=gn:1261481', { key: live.key });
    assert.equal(byId.status, 200, byId.text);
    assert.deepEqual(byId.json.data.place, { latitude: 28.63576, longitude: 77.22445 });
    assert.equal(byId.json.data.timezone.name, 'Asia/Kolkata');
    const byCoordinates = await call(t.url, '/v1/panchang?date=2022-01-26&lat=28.63576&lon=77.22445', { key: live.key });
    assert.deepEqual(byId.json.data, byCoordinates.json.data);
    const calendar = await call(t.url, '/v1/calendar/tithis?from=2022-01-01&to=2022-01-31&place_id=gn:1261481', { key: live.key });
    assert.equal(calendar.status, 200, calendar.text);
  });
  test('an unknown place_id is 404 not_found on place_id', async () => {
    expectErrorAnswer(await call(t.url, '/v1/panchang?date=2025-01-01&place_id=gn:999', { key: live.key }), 404, 'not_found', 'place_id');
  });
});

describe('choghadiya, hora, activities', () => {
  test('16 choghadiyas and 24 horas tile sunrise to next sunrise', async () => {
    const c = await call(t.url, `/v1/panchang/choghadiya?date=2025-11-22&${DELHI}`, { key: live.key });
    assert.equal(c.status, 200, c.text);
    const periods = c.json.data.periods;
    assert.equal(periods.length, 16);
    assert.equal(periods[0].name, 'kaal'); // Saturday day starts with Kaal
    assert.equal(periods[8].name, 'labh'); // Saturday night starts with Labh
    for (let i = 1; i < 16; i += 1) assert.equal(periods[i].start, periods[i - 1].end);
    const h = await call(t.url, `/v1/panchang/hora?date=2025-11-22&${DELHI}`, { key: live.key });
    assert.equal(h.status, 200, h.text);
    assert.equal(h.json.data.horas.length, 24);
    assert.equal(h.json.data.horas[0].lord, 'saturn');
    assert.equal(h.json.data.horas[0].start, h.json.data.sunrise);
    assert.equal(h.json.data.horas[23].end, h.json.data.next_sunrise);
  });

  test('muhurat activities cost 0 credits', async () => {
    const a = await call(t.url, '/v1/muhurat/activities', { key: live.key });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 0);
    // The spec's eight ids (api-v1.md, GET /v1/muhurat/activities), then the samskaras and purchases added after them.
    assert.deepEqual(
      a.json.data.activities.map((x: { id: string }) => x.id),
      [
        'marriage',
        'griha-pravesh',
        'business',
        'vehicle',
        'travel',
        'education',
        'namkaran',
        'property',
        'mundan',
        'annaprashan',
        'karnavedha',
        'upanayana',
        'bhoomi-pujan',
        'gold-purchase',
        'property-registration',
        'engagement',
      ],
    );
  });
});

describe('GET /v1/calendar/tithis', () => {
  test('62 days inclusive: every tithi to the minute and the tithi at each sunrise', async () => {
    const a = await call(t.url, `/v1/calendar/tithis?from=2025-01-01&to=2025-03-03&${DELHI}`, { key: live.key });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.data.sunrise_tithis.length, 62);
    // A tithi lasts at most about 26.8 hours, so at least 56 of them touch 62 days.
    assert.ok(a.json.data.tithis.length >= 56, `${a.json.data.tithis.length} tithis`);
    for (const s of a.json.data.tithis) assert.match(s.start, /T\d\d:\d\d:00\+05:30$/);
  });

  test("each day's tithi is named and labelled as the panchang names the same tithi, in English and Hindi", async () => {
    for (const lang of ['en', 'hi'] as const) {
      const cal = await call(t.url, `/v1/calendar/tithis?from=2025-11-01&to=2025-11-07&${DELHI}&lang=${lang}`, { key: live.key });
      assert.equal(cal.status, 200, cal.text);
      const tithis = cal.json.data.tithis as Record<string, string | number>[];
      for (let day = 1; day <= 7; day += 1) {
        const date = `2025-11-0${day}`;
        const p = await call(t.url, `/v1/panchang?date=${date}&${DELHI}&lang=${lang}`, { key: live.key });
        assert.equal(p.status, 200, p.text);
        const noon = p.json.data.tithi;
        // The calendar gives spans to the minute, the panchang to the second: the same tithi ends within a minute.
        const same = tithis.find((x) => x.number === noon.number && Math.abs(Date.parse(x.end as string) - Date.parse(noon.end)) <= 60_000);
        assert.ok(same !== undefined, `${lang} ${date}: no calendar tithi ${noon.number} ending at ${noon.end}`);
        const { start: _s, end: _e, ...names } = noon;
        assert.deepEqual(
          { number: same.number, name: same.name, label: same.label, paksha: same.paksha, paksha_label: same.paksha_label },
          names,
          `${lang} ${date}`,
        );
        assert.equal(same.id, same.name);
      }
    }
  });

  test('Hindi labels are the standard tithi and paksha names', async () => {
    // The tithi names as Hindi Wikipedia lists them (hi.wikipedia.org/wiki/तिथि): Pratipada to Chaturdashi, then
    // Purnima ending the shukla paksha and Amavasya (tithi 30) ending the krishna paksha.
    const HINDI = [
      'प्रतिपदा',
      'द्वितीया',
      'तृतीया',
      'चतुर्थी',
      'पंचमी',
      'षष्ठी',
      'सप्तमी',
      'अष्टमी',
      'नवमी',
      'दशमी',
      'एकादशी',
      'द्वादशी',
      'त्रयोदशी',
      'चतुर्दशी',
    ];
    const hindiOf = (n: number) => (n === 15 ? 'पूर्णिमा' : n === 30 ? 'अमावस्या' : HINDI[(n - 1) % 15]);
    const a = await call(t.url, `/v1/calendar/tithis?from=2025-01-01&to=2025-02-15&${DELHI}&lang=hi`, { key: live.key });
    assert.equal(a.status, 200, a.text);
    const tithis = a.json.data.tithis as { number: number; id: string; label: string; paksha: string; paksha_label: string }[];
    // 46 days hold every tithi of a lunar month at least once.
    assert.deepEqual(new Set(tithis.map((x) => x.number)).size, 30);
    for (const x of tithis) {
      assert.equal(x.label, hindiOf(x.number), `tithi ${x.number}`);
      assert.equal(x.paksha_label, x.number <= 15 ? 'शुक्ल' : 'कृष्ण');
      assert.match(x.id, /^[a-z]+$/, 'ids stay English');
    }
    assert.equal(a.json.data.sunrise_tithis.length, 46);
    for (const d of a.json.data.sunrise_tithis) assert.equal(d.tithi.label, hindiOf(d.tithi.number));
    // Without lang the labels are English.
    const en = await call(t.url, `/v1/calendar/tithis?from=2025-01-10&to=2025-01-10&${DELHI}`, { key: live.key });
    assert.equal(en.json.data.sunrise_tithis[0].tithi.label, 'Ekadashi'); // Pausha Putrada Ekadashi, 10 Jan 2025 at sunrise
    assertInvalid(await call(t.url, `/v1/calendar/tithis?from=2025-01-10&to=2025-01-10&${DELHI}&lang=fr`, { key: live.key }), 'lang');
  });

  test('63 days, a reversed range and a polar day are refused', async () => {
    assertInvalid(await call(t.url, `/v1/calendar/tithis?from=2025-01-01&to=2025-03-04&${DELHI}`, { key: live.key }), 'to');
    assertInvalid(await call(t.url, `/v1/calendar/tithis?from=2025-03-01&to=2025-01-01&${DELHI}`, { key: live.key }), 'to');
    assertInvalid(await call(t.url, '/v1/calendar/tithis?from=2025-12-01&to=2025-12-31&lat=78.22&lon=15.65', { key: live.key }), 'lat');
  });
});
