/**
 * Places and timezone over a real server: search, place by id, reverse,
 * timezone at a moment, place resolution inside a Birth, and the bad inputs of
 * issue #4 (q of 1 character, limit 0 or 101, lat 91, unknown fields) each a
 * typed 400 naming its param. Uses the real index under DATA_DIR when built,
 * else the GeoNames subset of test/unit/places/fixture.ts. References: GeoNames
 * pages (https://www.geonames.org/1253914 Ujjain, /1264527 Chennai,
 * /4250542 Springfield IL, /4409896 Springfield MO, /2988507 Paris, /1261481 New Delhi,
 * /1273294 Delhi, /2643743 London, /1275339 Mumbai, /5128581 New York City; ids,
 * names, states and coordinates as in GeoNames' cities500.txt) and the tz source
 * (eggert/tz `asia`, `northamerica`).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setPlacesIndex } from '../../src/http/places-index.ts';
import { openTestPlaces, type TestPlaces } from '../unit/places/fixture.ts';
import { expectErrorAnswer } from '../fixtures.ts';
import { call, startTestServer, type Answer, type TestServer } from './helpers.ts';

let t: TestServer;
let places: TestPlaces;
let live: { key: string };
const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };

before(async () => {
  places = await openTestPlaces();
  t = await startTestServer({ planOverrides: { business: generous } });
  setPlacesIndex(places.index);
  live = await t.key('live', 'business');
});
after(async () => {
  await t.close();
  await places.close();
});

const assertInvalid = (a: Answer, param: string) => expectErrorAnswer(a, 400, 'invalid_parameter', param);

const get = (path: string) => call(t.url, path, { key: live.key });

describe('GET /v1/places/search', () => {
  test('finds Ujjain by prefix and by Devanagari name, PlaceResult with country_code, 1 credit', async () => {
    const a = await get('/v1/places/search?q=ujj&limit=3');
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 1);
    assert.deepEqual(a.json.data.results[0], {
      place_id: 'gn:1253914',
      name: 'Ujjain',
      state: 'Madhya Pradesh',
      country: 'India',
      country_code: 'IN',
      latitude: 23.18239,
      longitude: 75.77643,
      timezone: 'Asia/Kolkata',
      population: a.json.data.results[0].population,
    });
    const dev = await get(`/v1/places/search?q=${encodeURIComponent('उज्जैन')}`);
    assert.equal(dev.json.data.results[0].place_id, 'gn:1253914');
  });

  test('"City, State", "City, Country" and the country filter', async () => {
    const il = await get(`/v1/places/search?q=${encodeURIComponent('Springfield, Illinois')}`);
    assert.equal(il.json.data.results[0].place_id, 'gn:4250542');
    const fr = await get(`/v1/places/search?q=${encodeURIComponent('Paris, FR')}&limit=5`);
    assert.equal(fr.json.data.results[0].place_id, 'gn:2988507', 'Paris, France');
    assert.ok(fr.json.data.results.every((p: any) => p.country_code === 'FR'));
    const inIndia = await get('/v1/places/search?q=delhi&country=India');
    assert.ok(inIndia.json.data.results.length >= 1);
    assert.ok(inIndia.json.data.results.every((p: any) => p.country_code === 'IN'));
    const byCode = await get('/v1/places/search?q=springfield&country=us&limit=100');
    assert.ok(byCode.json.data.results.length > 1 && byCode.json.data.results.length <= 100);
    assertInvalid(await get('/v1/places/search?q=delhi&country=Narnia'), 'country');
  });

  test('bad inputs: q of one character, limit 0 or 101, missing q, unknown fields', async () => {
    assertInvalid(await get('/v1/places/search?q=u'), 'q');
    assertInvalid(await get('/v1/places/search'), 'q');
    assertInvalid(await get('/v1/places/search?q=ujjain&limit=0'), 'limit');
    assertInvalid(await get('/v1/places/search?q=ujjain&limit=101'), 'limit');
    assertInvalid(await get('/v1/places/search?q=ujjain&limit=ten'), 'limit');
    assertInvalid(await get('/v1/places/search?q=ujjain&sort=name'), 'sort');
  });

  test('needs a secret key', async () => {
    expectErrorAnswer(await call(t.url, '/v1/places/search?q=ujjain'), 401, 'unauthenticated');
  });
});

describe('GET /v1/places/{place_id}', () => {
  test('a known id, and 404 not_found for an unknown one', async () => {
    const a = await get('/v1/places/gn:1264527');
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.data.name, 'Chennai');
    assert.equal(a.json.data.country_code, 'IN');
    for (const id of ['gn:999999999', 'abc', 'gn%3A1264527x']) {
      expectErrorAnswer(await get(`/v1/places/${id}`), 404, 'not_found', 'place_id');
    }
  });
});

describe('GET /v1/places/reverse', () => {
  test('nearest settlements with distance_km, nearest first', async () => {
    const a = await get('/v1/places/reverse?lat=23.1824&lon=75.7764');
    assert.equal(a.status, 200, a.text);
    const r = a.json.data.results;
    assert.equal(r[0].place_id, 'gn:1253914');
    assert.ok(r[0].distance_km < 0.1);
    assert.equal(r.length, 5);
    for (let i = 1; i < r.length; i++) assert.ok(r[i - 1].distance_km <= r[i].distance_km);
    const one = await get('/v1/places/reverse?lat=0&lon=-30&limit=1');
    assert.equal(one.json.data.results.length, 1);
    assert.ok(one.json.data.results[0].distance_km > 100, 'mid-Atlantic: nothing close');
  });

  test('bad inputs: lat 91, lon -181, missing lon', async () => {
    assertInvalid(await get('/v1/places/reverse?lat=91&lon=0'), 'lat');
    assertInvalid(await get('/v1/places/reverse?lat=0&lon=-181'), 'lon');
    assertInvalid(await get('/v1/places/reverse?lat=10'), 'lon');
  });
});

describe('POST /v1/timezone', () => {
  const post = (body: unknown) => call(t.url, '/v1/timezone', { key: live.key, body });

  test('India war time 1943 (+06:30) and Madras time 1890 (+05:21:10) at Ujjain', async () => {
    const a = await post({ latitude: 23.18239, longitude: 75.77643, datetime: '1943-06-01T10:00:00' });
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(a.json.data, {
      name: 'Asia/Kolkata',
      utc_offset: '+06:30',
      offset_minutes: 390,
      offset_seconds: 23400,
      utc_datetime: '1943-06-01T03:30:00Z',
      local_datetime: '1943-06-01T10:00:00+06:30',
    });
    const lmt = await post({ latitude: 23.18239, longitude: 75.77643, datetime: '1890-06-01T10:00:00' });
    assert.equal(lmt.json.data.utc_offset, '+05:21:10');
    assert.equal(lmt.json.data.offset_minutes, 321);
  });

  test('an instant with an offset; a gap and an overlap in New York 2026 warn', async () => {
    const a = await post({ latitude: 40.7128, longitude: -74.006, datetime: '2026-07-04T16:00:00Z' });
    assert.equal(a.json.data.utc_offset, '-04:00');
    assert.equal(a.json.data.local_datetime, '2026-07-04T12:00:00-04:00');
    const gap = await post({ latitude: 40.7128, longitude: -74.006, datetime: '2026-03-08T02:30:00' });
    assert.equal(gap.json.data.local_datetime, '2026-03-08T03:30:00-04:00');
    assert.deepEqual(
      gap.json.warnings.map((w: any) => w.code),
      ['local_time_skipped'],
    );
    const overlap = await post({ latitude: 40.7128, longitude: -74.006, datetime: '2026-11-01T01:30:00' });
    assert.equal(overlap.json.data.utc_datetime, '2026-11-01T05:30:00Z');
    assert.deepEqual(
      overlap.json.warnings.map((w: any) => w.code),
      ['local_time_repeated'],
    );
  });

  test('ocean coordinates get the nautical zone', async () => {
    const a = await post({ latitude: 0, longitude: -30, datetime: '2026-01-01T00:00:00Z' });
    assert.equal(a.json.data.name, 'Etc/GMT+2');
    assert.equal(a.json.data.utc_offset, '-02:00');
  });

  test('bad inputs: latitude 91, unknown fields, missing or malformed datetime', async () => {
    assertInvalid(await post({ latitude: 91, longitude: 0, datetime: '2026-01-01T00:00:00Z' }), 'latitude');
    assertInvalid(await post({ latitude: 0, longitude: 0, datetime: '2026-01-01T00:00:00Z', zone: 'UTC' }), 'zone');
    assertInvalid(await post({ latitude: 0, longitude: 0 }), 'datetime');
    assertInvalid(await post({ latitude: 0, longitude: 0, datetime: '2026-02-30T00:00:00' }), 'datetime');
    assertInvalid(await post({ latitude: 0, longitude: 0, datetime: 'yesterday' }), 'datetime');
  });
});

describe('places inside a Birth', () => {
  const positions = (place: unknown) =>
    call(t.url, '/v1/planets/positions', { key: live.key, body: { birth: { date: '1943-06-01', time: '10:00', place } } });

  test('free text and place_id resolve; meta.timezone_used has the historical offset', async () => {
    const a = await positions({ query: 'Ujjain' });
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(a.json.meta.timezone_used, { name: 'Asia/Kolkata', utc_offset: '+06:30', source: 'auto' });
    const b = await positions({ place_id: 'gn:1253914' });
    assert.equal(b.status, 200, b.text);
  });

  test('a shared name is 422 place_ambiguous with candidates; no match is 422 place_not_found', async () => {
    const a = await positions({ query: 'Springfield' });
    expectErrorAnswer(a, 422, 'place_ambiguous', 'birth.place.query');
    assert.ok(a.json.error.candidates.length >= 2 && a.json.error.candidates.length <= 10);
    assert.ok(a.json.error.candidates.every((c: any) => /^gn:\d+$/.test(c.place_id) && /^[A-Z]{2}$/.test(c.country_code)));
    expectErrorAnswer(await positions({ query: 'Qqxzzv' }), 422, 'place_not_found');
    // A misspelling: 422 with suggestions, Bengaluru (GeoNames 1277333, "Bangalore" among its names) first.
    const typo = await positions({ query: 'Banglore' });
    expectErrorAnswer(typo, 422, 'place_not_found', 'birth.place.query');
    assert.equal(typo.json.error.suggestions[0].place_id, 'gn:1277333');
    expectErrorAnswer(await positions({ place_id: 'gn:999999999' }), 404, 'not_found', 'birth.place.place_id');
  });
});

describe('which place a name means (docs/places.md)', () => {
  const positions = (query: string) =>
    call(t.url, '/v1/planets/positions', { key: live.key, body: { birth: { date: '1990-08-15', time: '06:00', place: { query } } } });

  test('the obvious place is used and meta.place_used names it', async () => {
    const expected: [string, string][] = [
      ['New Delhi', 'gn:1261481'],
      ['Delhi', 'gn:1273294'],
      ['London', 'gn:2643743'],
      ['Bombay', 'gn:1275339'],
      ['Mumbai', 'gn:1275339'],
      ['Ujjain, MP', 'gn:1253914'],
      ['Mumbai, MH', 'gn:1275339'],
      ['Springfield, Illinois', 'gn:4250542'],
      ['Springfield, IL', 'gn:4250542'],
    ];
    for (const [query, placeId] of expected) {
      const a = await positions(query);
      assert.equal(a.status, 200, `${query}: ${a.text}`);
      assert.equal(a.json.meta.place_used.place_id, placeId, query);
      // Search agrees: its first result for the name is the place used.
      const s = await get(`/v1/places/search?q=${encodeURIComponent(query)}&limit=3`);
      assert.equal(s.json.data.results[0].place_id, placeId, `search ${query}`);
    }
  });

  test('Springfield is still 422 place_ambiguous, candidates ranked: the larger county seat, then the state capital', async () => {
    const a = await positions('Springfield');
    expectErrorAnswer(a, 422, 'place_ambiguous', 'birth.place.query');
    assert.deepEqual(
      a.json.error.candidates.slice(0, 2).map((c: any) => [c.place_id, c.state]),
      [
        ['gn:4409896', 'Missouri'],
        ['gn:4250542', 'Illinois'],
      ],
    );
  });
});

describe('meta.place_used and meta.timezone_used', () => {
  const UJJAIN_USED = {
    place_id: 'gn:1253914',
    name: 'Ujjain',
    admin1: 'Madhya Pradesh',
    country: 'India',
    country_code: 'IN',
    latitude: 23.18239,
    longitude: 75.77643,
  };
  const coordinatesUsed = (latitude: number, longitude: number) => ({
    place_id: null,
    name: null,
    admin1: null,
    country: null,
    country_code: null,
    latitude,
    longitude,
  });
  const IST = { name: 'Asia/Kolkata', utc_offset: '+05:30', source: 'auto' };
  const post = (path: string, body: unknown) => call(t.url, path, { key: live.key, body });
  const birth = (place: unknown) => ({ date: '1990-08-15', time: '06:00', place });

  test('a birth operation: place_id, query and coordinates', async () => {
    for (const place of [{ place_id: 'gn:1253914' }, { query: 'Ujjain' }]) {
      const a = await post('/v1/kundli/birth-details', { birth: birth(place) });
      assert.equal(a.status, 200, a.text);
      // A query is echoed as given (meta.place_used.query).
      assert.deepEqual(a.json.meta.place_used, 'query' in place ? { query: place.query, ...UJJAIN_USED } : UJJAIN_USED);
      assert.deepEqual(a.json.meta.timezone_used, IST);
      assert.equal(a.json.meta.persons_used, undefined);
    }
    const c = await post('/v1/dasha/vimshottari', { birth: birth({ latitude: 23.1765, longitude: 75.7885 }) });
    assert.equal(c.status, 200, c.text);
    assert.deepEqual(c.json.meta.place_used, coordinatesUsed(23.1765, 75.7885));
    assert.deepEqual(c.json.meta.timezone_used, IST);
    const fixed = await post('/v1/dosha/manglik', { birth: { ...birth({ query: 'Ujjain' }), timezone: '+05:30' } });
    assert.equal(fixed.status, 200, fixed.text);
    assert.deepEqual(fixed.json.meta.place_used, { query: 'Ujjain', ...UJJAIN_USED });
    assert.deepEqual(fixed.json.meta.timezone_used, { name: '+05:30', utc_offset: '+05:30', source: 'request' });
  });

  test('a place-and-day operation: place_id and coordinates; the offset at local noon of the day', async () => {
    const a = await get('/v1/panchang?date=2026-11-21&place_id=gn:1253914');
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(a.json.meta.place_used, UJJAIN_USED);
    assert.deepEqual(a.json.meta.timezone_used, IST);
    const b = await get('/v1/panchang/choghadiya?date=2026-11-21&lat=23.1765&lon=75.7885');
    assert.equal(b.status, 200, b.text);
    assert.deepEqual(b.json.meta.place_used, coordinatesUsed(23.1765, 75.7885));
    assert.deepEqual(b.json.meta.timezone_used, IST);
    // New York, 8 March 2026: EST (-05:00) until 02:00, EDT (-04:00) from then, so at noon (tz `northamerica`).
    const ny = await get('/v1/panchang/hora?date=2026-03-08&place_id=gn:5128581');
    assert.equal(ny.status, 200, ny.text);
    assert.equal(ny.json.meta.place_used.name, 'New York City');
    assert.equal(ny.json.meta.place_used.admin1, 'New York');
    assert.deepEqual(ny.json.meta.timezone_used, { name: 'America/New_York', utc_offset: '-04:00', source: 'auto' });
    const tithis = await get('/v1/calendar/tithis?from=2026-11-01&to=2026-11-03&place_id=gn:1253914');
    assert.equal(tithis.status, 200, tithis.text);
    assert.deepEqual(tithis.json.meta.place_used, UJJAIN_USED);
  });

  test('a two-person operation: meta.persons_used per person, nothing at the top', async () => {
    const a = await post('/v1/match/ashtakoot', {
      person_a: birth({ query: 'Ujjain' }),
      person_b: birth({ latitude: 28.6139, longitude: 77.209 }),
    });
    assert.equal(a.status, 200, a.text);
    assert.deepEqual(a.json.meta.persons_used, {
      person_a: { place_used: { query: 'Ujjain', ...UJJAIN_USED }, timezone_used: IST },
      person_b: { place_used: coordinatesUsed(28.6139, 77.209), timezone_used: IST },
    });
    assert.equal(a.json.meta.place_used, undefined);
    assert.equal(a.json.meta.timezone_used, undefined);
  });

  test('operations without a place have neither', async () => {
    const a = await post('/v1/numerology/core', { name: 'Ada Lovelace', date_of_birth: '1990-08-15' });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.place_used, undefined);
    assert.equal(a.json.meta.timezone_used, undefined);
  });
});
