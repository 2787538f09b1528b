/**
 * The bulk forms of the year operations (docs/bulk.md) over a real server:
 * every unit's data equals, item for item, the single operation's answer for
 * that place and year (random places and years, a place_id; the muhurat
 * search's pages joined), JSON items equal the NDJSON lines, credits are per
 * unit with error lines free, a cursor resumes after its line, and requests
 * over the limits are 400s naming the field before any work.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setPlacesIndex } from '../../src/http/places-index.ts';
import { MUHURAT_ACTIVITY_IDS } from '../../src/domain/muhurat/index.ts';
import { MAX_BATCH_PLACES, MAX_BATCH_UNITS, MAX_BATCH_YEARS } from '../../src/operations/shared/year-batch.ts';
import { expectErrorAnswer, seededRandom } from '../fixtures.ts';
import { call, ONE_PLACE_INDEX, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let live: { key: string };
const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };

before(async () => {
  t = await startTestServer({ planOverrides: { business: generous } });
  live = await t.key('live', 'business');
  setPlacesIndex(ONE_PLACE_INDEX);
});
after(async () => {
  setPlacesIndex(undefined);
  await t.close();
});

const DELHI_ID = { place_id: 'gn:1261481' };
// Svalbard: the Sun neither rises nor sets on some days of every year.
const POLAR = { lat: 78.22, lon: 15.65 };

const query = (fields: Record<string, unknown>) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
const usedCredits = async () => (await call(t.url, '/v1/usage', { key: live.key })).json.data.credits_used as number;

/** `n` random places between 45 S and 60 N (where the Sun rises every day), coordinates to 4 decimals. */
function randomPlaces(n: number, seed: number): { lat: number; lon: number }[] {
  const r = seededRandom(seed);
  return Array.from({ length: n }, () => ({
    lat: Math.round((-45 + 105 * r()) * 1e4) / 1e4,
    lon: Math.round((-180 + 360 * r()) * 1e4) / 1e4,
  }));
}

async function ndjsonLines(path: string, body: unknown): Promise<Record<string, any>[]> {
  const a = await call(t.url, path, { key: live.key, body, headers: { accept: 'application/x-ndjson' } });
  assert.equal(a.status, 200, a.text);
  assert.equal(a.headers.get('content-type'), 'application/x-ndjson');
  return a.text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
}

/** The year operations, their bulk paths, single paths, credits and the extra fields each request sends. */
const YEAR_OPS = [
  { bulk: '/v1/calendar/festivals/batch', single: '/v1/calendar/festivals', credits: 2, extra: {} },
  { bulk: '/v1/calendar/vrats/batch', single: '/v1/calendar/vrats', credits: 1, extra: { lang: 'hi' } },
  { bulk: '/v1/calendar/sankrantis/batch', single: '/v1/calendar/sankrantis', credits: 1, extra: {} },
  { bulk: '/v1/calendar/ekadashi/batch', single: '/v1/calendar/ekadashi', credits: 1, extra: { sunrise: 'centre' } },
  { bulk: '/v1/calendar/yogas/batch', single: '/v1/calendar/yogas', credits: 1, extra: {} },
  { bulk: '/v1/eclipses/batch', single: '/v1/eclipses', credits: 1, extra: { kind: 'solar' } },
];

describe('bulk year operations equal the single operations', () => {
  for (const [k, op] of YEAR_OPS.entries()) {
    test(`${op.bulk}: every place-year equals GET ${op.single} (random places and years, a place_id)`, async () => {
      const r = seededRandom(100 + k);
      const fromYear = 1990 + Math.floor(r() * 60);
      const places = [...randomPlaces(2, 200 + k), DELHI_ID];
      const body = { places, from_year: fromYear, to_year: fromYear + 1, ...op.extra };
      const before = await usedCredits();
      const lines = await ndjsonLines(op.bulk, body);
      const tail = lines.pop()!;
      assert.equal(lines.length, 6);
      assert.equal(tail.meta.credits_charged, 6 * op.credits);
      assert.equal(await usedCredits(), before + 6 * op.credits);
      for (const [i, line] of lines.entries()) {
        const placeIndex = Math.floor(i / 2),
          year = fromYear + (i % 2);
        assert.equal(line.place_index, placeIndex);
        assert.equal(line.year, year);
        assert.equal(line.error, undefined, JSON.stringify(line.error));
        const single = await call(t.url, `${op.single}?${query({ year, ...places[placeIndex], ...op.extra })}`, { key: live.key });
        assert.equal(single.status, 200, single.text);
        assert.deepEqual(line.data, single.json.data, `${op.bulk} place ${placeIndex} year ${year}`);
      }
      assert.equal(lines[2]!.place_id, null);
      assert.equal(lines[4]!.place_id, DELHI_ID.place_id);
    });
  }

  test('JSON: data.items are the NDJSON lines, in order, with the years', async () => {
    const body = { places: randomPlaces(2, 7), from_year: 2031, to_year: 2032 };
    const lines = await ndjsonLines('/v1/calendar/sankrantis/batch', body);
    lines.pop();
    const a = await call(t.url, '/v1/calendar/sankrantis/batch', { key: live.key, body });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.data.from_year, 2031);
    assert.equal(a.json.data.to_year, 2032);
    assert.equal(a.json.data.items.length, 4);
    assert.deepEqual(a.json.data.items, lines);
    assert.equal(a.json.meta.credits_charged, 4);
  });

  test('/v1/muhurat/search/batch: each place-year-activity equals the pages of GET /v1/muhurat/search joined', async () => {
    const places = randomPlaces(2, 31);
    const activities = [MUHURAT_ACTIVITY_IDS[0]!, MUHURAT_ACTIVITY_IDS[MUHURAT_ACTIVITY_IDS.length - 1]!];
    const body = { places, from_year: 2029, activities };
    const lines = await ndjsonLines('/v1/muhurat/search/batch', body);
    const tail = lines.pop()!;
    assert.equal(lines.length, 4);
    assert.equal(tail.meta.credits_charged, 4 * 2);
    for (const [i, line] of lines.entries()) {
      const place = places[Math.floor(i / 2)]!,
        activity = activities[i % 2]!;
      assert.equal(line.activity, activity);
      const days: unknown[] = [];
      let cursor: string | null = null;
      do {
        const q: Record<string, unknown> = { activity, from: '2029-01-01', to: '2029-12-31', ...place, limit: 100 };
        if (cursor !== null) q.cursor = cursor;
        const page = await call(t.url, `/v1/muhurat/search?${query(q)}`, { key: live.key });
        assert.equal(page.status, 200, page.text);
        days.push(...page.json.data.days);
        cursor = page.json.data.next_cursor;
      } while (cursor !== null);
      assert.equal(days.length, 365);
      assert.deepEqual(line.data, { activity, days, next_cursor: null });
    }
  });
});

describe('bulk cursors, errors and credits', () => {
  test("a cursor resumes after its line: the rest of the lines, the rest's credits", async () => {
    const body = { places: randomPlaces(3, 41), from_year: 2026, to_year: 2027 };
    const all = await ndjsonLines('/v1/calendar/ekadashi/batch', body);
    all.pop();
    assert.equal(all.length, 6);
    assert.equal(all[5]!.cursor, null);
    const rest = await ndjsonLines('/v1/calendar/ekadashi/batch', { ...body, cursor: all[2]!.cursor });
    const tail = rest.pop()!;
    assert.deepEqual(rest, all.slice(3));
    assert.equal(tail.meta.credits_charged, 3);
    // The same request with its keys in another order takes the cursor too.
    const reordered = { to_year: 2027, from_year: 2026, places: body.places, cursor: all[4]!.cursor };
    const last = await ndjsonLines('/v1/calendar/ekadashi/batch', reordered);
    last.pop();
    assert.deepEqual(last, all.slice(5));
  });

  test('a cursor of another request, or a malformed one, is a 400 on cursor', async () => {
    const body = { places: randomPlaces(2, 43), from_year: 2026 };
    const lines = await ndjsonLines('/v1/calendar/sankrantis/batch', body);
    const other = { ...body, from_year: 2027, cursor: lines[0]!.cursor };
    expectErrorAnswer(
      await call(t.url, '/v1/calendar/sankrantis/batch', { key: live.key, body: other }),
      400,
      'invalid_parameter',
      'cursor',
    );
    const elsewhere = { ...body, cursor: lines[0]!.cursor };
    expectErrorAnswer(
      await call(t.url, '/v1/calendar/ekadashi/batch', { key: live.key, body: elsewhere }),
      400,
      'invalid_parameter',
      'cursor',
    );
    const bad = { ...body, cursor: 'not-a-cursor' };
    expectErrorAnswer(await call(t.url, '/v1/calendar/sankrantis/batch', { key: live.key, body: bad }), 400, 'invalid_parameter', 'cursor');
  });

  test('a polar place is an error line per year naming places[i].lat, not charged; the others are answered', async () => {
    const places = [{ lat: 28.6139, lon: 77.209 }, POLAR, { lat: 19.076, lon: 72.8777 }];
    const before = await usedCredits();
    const lines = await ndjsonLines('/v1/calendar/ekadashi/batch', { places, from_year: 2026, to_year: 2027 });
    const tail = lines.pop()!;
    assert.equal(lines.length, 6);
    assert.deepEqual(
      lines.map((l) => (l.error === undefined ? 'data' : l.error.param)),
      ['data', 'data', 'places[1].lat', 'places[1].lat', 'data', 'data'],
    );
    assert.equal(lines[2]!.error.type, 'invalid_parameter');
    assert.equal(lines[2]!.data, undefined);
    assert.equal(tail.meta.credits_charged, 4);
    assert.equal(await usedCredits(), before + 4);
    // As JSON too: the error is an item, the answer a 200.
    const a = await call(t.url, '/v1/calendar/ekadashi/batch', { key: live.key, body: { places: [POLAR], from_year: 2026 } });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.data.items[0].error.param, 'places[0].lat');
    assert.equal(a.json.meta.credits_charged, 0);
  });

  test('an unknown place_id is an error line naming places[i].place_id', async () => {
    const lines = await ndjsonLines('/v1/calendar/sankrantis/batch', { places: [{ place_id: 'gn:1' }, DELHI_ID], from_year: 2026 });
    assert.equal(lines[0]!.error.type, 'not_found');
    assert.equal(lines[0]!.error.param, 'places[0].place_id');
    assert.equal(lines[1]!.data.year, 2026);
    assert.equal(lines[2]!.meta.credits_charged, 1);
  });
});

describe('bulk limits: a 400 naming the field before any work', () => {
  const post = (path: string, body: unknown) => call(t.url, path, { key: live.key, body });

  test(`more than ${MAX_BATCH_PLACES} places: 400 on places`, async () => {
    const places = Array.from({ length: MAX_BATCH_PLACES + 1 }, () => ({ lat: 1, lon: 1 }));
    const a = await post('/v1/calendar/festivals/batch', { places, from_year: 2026 });
    expectErrorAnswer(a, 400, 'invalid_parameter', 'places');
    assert.match(a.json.error.message, new RegExp(String(MAX_BATCH_PLACES)));
  });

  test(`more than ${MAX_BATCH_YEARS} years, or to_year before from_year: 400 on to_year`, async () => {
    const places = [{ lat: 1, lon: 1 }];
    const a = await post('/v1/calendar/vrats/batch', { places, from_year: 2026, to_year: 2026 + MAX_BATCH_YEARS });
    expectErrorAnswer(a, 400, 'invalid_parameter', 'to_year');
    assert.match(a.json.error.message, new RegExp(`at most ${MAX_BATCH_YEARS} years`));
    expectErrorAnswer(
      await post('/v1/calendar/vrats/batch', { places, from_year: 2026, to_year: 2025 }),
      400,
      'invalid_parameter',
      'to_year',
    );
  });

  test(`more than ${MAX_BATCH_UNITS} units: 400 on activities; an unknown activity: 400 on activities[i]`, async () => {
    const places = Array.from({ length: 700 }, (_, i) => ({ lat: 10 + i / 100, lon: 70 }));
    const a = await post('/v1/muhurat/search/batch', {
      places,
      from_year: 2026,
      to_year: 2027,
      activities: MUHURAT_ACTIVITY_IDS.slice(0, 8),
    });
    expectErrorAnswer(a, 400, 'invalid_parameter', 'activities');
    assert.match(a.json.error.message, new RegExp(`at most ${MAX_BATCH_UNITS} units`));
    const b = await post('/v1/muhurat/search/batch', { places: [{ lat: 1, lon: 1 }], from_year: 2026, activities: ['marriage', 'yoga'] });
    expectErrorAnswer(b, 400, 'invalid_parameter', 'activities[1]');
  });

  test('a single query field of the wrong kind, or the single place fields at the top: 400 naming it', async () => {
    expectErrorAnswer(
      await post('/v1/calendar/ekadashi/batch', { places: [{ lat: 1, lon: 1 }], from_year: 2026, lang: 'fr' }),
      400,
      'invalid_parameter',
      'lang',
    );
    expectErrorAnswer(
      await post('/v1/calendar/ekadashi/batch', { places: [{ lat: 1, lon: 1 }], from_year: 2026, lat: 1 }),
      400,
      'invalid_parameter',
      'lat',
    );
    expectErrorAnswer(
      await post('/v1/calendar/ekadashi/batch', { places: [{ lat: 1, lon: 1 }], from_year: 1800 }),
      400,
      'invalid_parameter',
      'from_year',
    );
  });
});
