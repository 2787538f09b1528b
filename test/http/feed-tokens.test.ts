/**
 * Feed tokens (docs/feeds.md, Subscribing): a secret key mints a token for
 * one feed request (POST /v1/feeds), GET /v1/feeds/{token}.ics answers that
 * feed without an Authorization header (parsed with ical.js, a maintained
 * RFC 5545 parser independent of our writer), charged to the parent key's
 * project as the keyed call is; revoked (by `npm run keys -- revoke-feed`),
 * or its parent key revoked, it is 401; a bad operation or query is a typed
 * 400 at minting. The access log never shows the token. The same in
 * PostgreSQL (skipped, reason printed, when it does not answer).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import ICAL from 'ical.js';
import type pg from 'pg';
import { redactFeedToken } from '../../src/http/access-log.ts';
import { openPg } from '../../src/storage/pg.ts';
import { PgKeyStore } from '../../src/storage/pg-keys.ts';
import { PgFeedTokenStore } from '../../src/storage/pg-feed-tokens.ts';
import { expectErrorAnswer } from '../fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../nodes/stores.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { BIRTH, call, partialPost, startTestServer, until, type TestServer } from './helpers.ts';

const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };
const DELHI = { lat: 28.6139, lon: 77.209 };
const EKADASHI_2026 = { operation: '/v1/calendar/ekadashi', query: { year: 2026, ...DELHI } };

function parse(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

async function creditsUsed(t: TestServer, key: string): Promise<number> {
  const u = await call(t.url, '/v1/usage', { key });
  assert.equal(u.status, 200, u.text);
  return u.json.data.credits_used as number;
}

describe('feed tokens (LMDB store)', () => {
  let t: TestServer;
  let live: { key: string; id: string };
  before(async () => {
    // No key cache: a revoked parent key is seen by the next request.
    t = await startTestServer({ planOverrides: { business: generous }, keyCacheTtlMs: 0 });
    live = await t.key('live', 'business');
  });
  after(() => t.close());

  test('minted by a live key, fetched without one: the same calendar as the keyed Accept: text/calendar call, charged as it is', async () => {
    const minted = await call(t.url, '/v1/feeds', { key: live.key, body: EKADASHI_2026 });
    assert.equal(minted.status, 200, minted.text);
    const d = minted.json.data;
    assert.match(d.token, /^ft_[0-9A-Za-z]{32}$/);
    assert.match(d.id, /^feed_/);
    assert.equal(d.path, `/v1/feeds/${d.token}.ics`);
    assert.equal(d.operation, 'calendarEkadashi');
    assert.equal(d.query, 'year=2026&lat=28.6139&lon=77.209');
    assert.equal(d.key_id, live.id);
    assert.match(d.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    assert.equal(minted.json.meta.credits_charged, 0);

    const keyed = await call(t.url, '/v1/calendar/ekadashi?year=2026&lat=28.6139&lon=77.209', {
      key: live.key,
      headers: { accept: 'text/calendar' },
    });
    assert.equal(keyed.status, 200);
    const json = await call(t.url, '/v1/calendar/ekadashi?year=2026&lat=28.6139&lon=77.209', { key: live.key });
    const charge = json.json.meta.credits_charged as number;
    assert.ok(charge > 0);

    const before = await creditsUsed(t, live.key);
    const fed = await call(t.url, d.path);
    assert.equal(fed.status, 200, fed.text);
    assert.match(fed.headers.get('content-type') ?? '', /^text\/calendar; charset=utf-8$/);
    assert.equal(await creditsUsed(t, live.key), before + charge, 'charged to the parent key as the operation');
    const events = parse(fed.text);
    // 24 Ekadashi fasts and their 24 paran windows in 2026.
    assert.equal(events.length, 48);
    assert.deepEqual(
      events.map((e) => e.uid).sort(),
      parse(keyed.text)
        .map((e) => e.uid)
        .sort(),
      'the same events as the keyed feed',
    );
    // https://www.drikpanchang.com/ekadashis/prabodhini/prabodhini-ekadashi-date-time.html?year=2026&geoname-id=1261481
    const prabodhini = events.find((e) => e.startDate.isDate && /Devutthana|Prabodhini|Dev Uthani/i.test(e.summary));
    assert.equal(prabodhini?.startDate.toString(), '2026-11-20');

    // The token is a credential: the access log shows the path without it.
    await new Promise((r) => setTimeout(r, 1200));
    const logged = t.logs.join('');
    assert.ok(!logged.includes(d.token), 'the token is not logged');
    assert.ok(logged.includes('"path":"/v1/feeds/{token}.ics","status":200'), 'the fetch is logged, redacted');
  });

  test('the token is bound to its request: a query in the URL is refused, another path is not routed', async () => {
    const { json } = await call(t.url, '/v1/feeds', { key: live.key, body: EKADASHI_2026 });
    const path = json.data.path as string;
    expectErrorAnswer(await call(t.url, `${path}?year=2030`), 400, 'invalid_parameter', 'year');
    assert.equal((await call(t.url, path.replace('.ics', ''))).status, 404);
  });

  test('muhurat search too: the timed windows of the query minted, in its zone', async () => {
    const body = { operation: '/v1/muhurat/search', query: { activity: 'marriage', from: '2026-11-21', to: '2026-12-05', ...DELHI } };
    const minted = await call(t.url, '/v1/feeds', { key: live.key, body });
    assert.equal(minted.status, 200, minted.text);
    const fed = await call(t.url, minted.json.data.path);
    assert.equal(fed.status, 200, fed.text);
    const events = parse(fed.text);
    assert.ok(events.length > 0);
    const keyed = await call(t.url, '/v1/muhurat/search?activity=marriage&from=2026-11-21&to=2026-12-05&lat=28.6139&lon=77.209', {
      key: live.key,
      headers: { accept: 'text/calendar' },
    });
    assert.deepEqual(
      events.map((e) => e.uid).sort(),
      parse(keyed.text)
        .map((e) => e.uid)
        .sort(),
    );
    for (const e of events) assert.equal(e.component.getFirstProperty('dtstart')?.getParameter('tzid'), 'Asia/Kolkata');
  });

  test('revoked by the keys CLI (listed first): 401; its parent key revoked: 401', async () => {
    const a = (await call(t.url, '/v1/feeds', { key: live.key, body: EKADASHI_2026 })).json.data;
    const cli = fileURLToPath(new URL('../../src/cli/keys.ts', import.meta.url));
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const keys = (args: string[]) =>
      spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), cli, ...args], {
        env: { ...env, DATA_DIR: t.dataDir },
        encoding: 'utf8',
      });
    const listed = keys(['feeds']);
    assert.equal(listed.status, 0, listed.stderr);
    const rows = JSON.parse(listed.stdout) as { id: string; key_id: string; operation: string; prefix: string }[];
    const row = rows.find((r) => r.id === a.id);
    assert.deepEqual(row && { key_id: row.key_id, operation: row.operation, prefix: row.prefix }, {
      key_id: live.id,
      operation: 'calendarEkadashi',
      prefix: a.token.slice(0, 10),
    });
    assert.ok(!listed.stdout.includes(a.token), 'the token itself is never listed');
    assert.equal((await call(t.url, a.path)).status, 200);
    const revoked = keys(['revoke-feed', a.id]);
    assert.equal(revoked.status, 0, revoked.stderr);
    assert.match(JSON.parse(revoked.stdout).revoked_at, /^20/);
    expectErrorAnswer(await call(t.url, a.path), 401, 'unauthenticated');
    assert.notEqual(keys(['revoke-feed', 'feed_unknown']).status, 0);

    const other = await t.key('live', 'business');
    const b = (await call(t.url, '/v1/feeds', { key: other.key, body: EKADASHI_2026 })).json.data;
    assert.equal((await call(t.url, b.path)).status, 200);
    await t.keys.revoke(other.id);
    expectErrorAnswer(await call(t.url, b.path), 401, 'unauthenticated');
    const c = (await call(t.url, '/v1/feeds', { key: live.key, body: EKADASHI_2026 })).json.data;
    assert.equal((await call(t.url, c.path)).status, 200, "another key's tokens still answer");
  });

  test("a test key's token counts a test call per fetch, as the keyed call does", async () => {
    const k = await t.key('test', 'business');
    const used = async () => (await call(t.url, '/v1/usage', { key: k.key })).json.data.test_calls.used as number;
    const a = (await call(t.url, '/v1/feeds', { key: k.key, body: EKADASHI_2026 })).json.data;
    const before = await used();
    assert.equal((await call(t.url, a.path)).status, 200);
    assert.equal(await used(), before + 1);
  });

  test('an unknown token: 401; a malformed one: 400 naming token', async () => {
    expectErrorAnswer(await call(t.url, '/v1/feeds/ft_0123456789abcdefghijABCDEFGHIJkl.ics'), 401, 'unauthenticated');
    expectErrorAnswer(await call(t.url, '/v1/feeds/sk_live_x.ics'), 400, 'invalid_parameter', 'token');
  });

  test('minting: an operation without a feed, a bad or unknown query parameter: typed 400; no key 401; a publishable key 403', async () => {
    const mint = (body: unknown, key = live.key) => call(t.url, '/v1/feeds', { key, body });
    expectErrorAnswer(await mint({ operation: '/v1/panchang', query: DELHI }), 400, 'invalid_parameter', 'operation');
    expectErrorAnswer(
      await mint({ operation: '/v1/calendar/ekadashi', query: { year: 2026, lat: 200, lon: 77 } }),
      400,
      'invalid_parameter',
      'query.lat',
    );
    expectErrorAnswer(
      await mint({ operation: '/v1/calendar/ekadashi', query: { ...EKADASHI_2026.query, color: 'red' } }),
      400,
      'invalid_parameter',
      'query.color',
    );
    expectErrorAnswer(await mint({ operation: '/v1/calendar/ekadashi' }), 400, 'invalid_parameter');
    // Valid for the schema, refused by the operation's own checks (no place): no token for a feed that cannot answer.
    const placeless = await mint({ operation: '/v1/calendar/ekadashi', query: { year: 2026 } });
    expectErrorAnswer(placeless, 400, 'invalid_parameter');
    assert.match(placeless.json.error.param, /^query\./);
    expectErrorAnswer(await call(t.url, '/v1/feeds', { body: EKADASHI_2026 }), 401, 'unauthenticated');
    const pk = await t.key('publishable', 'business', { origins: ['https://a.example'] });
    const refused = await call(t.url, '/v1/feeds', { key: pk.key, body: EKADASHI_2026, headers: { origin: 'https://a.example' } });
    assert.equal(refused.status, 403, refused.text);
  });
});

describe("a feed fetch counts as its parent key's call", () => {
  const clock = new ManualClock(Date.parse('2026-06-01T10:00:00.000Z'));
  let t: TestServer;
  before(async () => {
    t = await startTestServer({ clock, planOverrides: { business: { requestsPerSecond: 3, concurrentRequests: 1 } } });
  });
  after(() => t.close());

  test("in the key's rate window (a keyed call and the feed share it: 429 rate_limited) and logged under the key", async () => {
    const live = await t.key('live', 'business');
    clock.advance(1000);
    const minted = await call(t.url, '/v1/feeds', { key: live.key, body: EKADASHI_2026 }); // 1st of the second
    assert.equal(minted.status, 200, minted.text);
    const path = minted.json.data.path as string;
    const fed = await call(t.url, path); // 2nd
    assert.equal(fed.status, 200, fed.text);
    assert.equal(fed.headers.get('ratelimit-remaining'), '1');
    assert.equal((await call(t.url, '/v1/usage', { key: live.key })).status, 200); // 3rd
    const refused = await call(t.url, path); // 4th: over the window
    expectErrorAnswer(refused, 429, 'rate_limited');
    assert.equal(refused.headers.get('retry-after'), '1');
    clock.advance(1000);
    assert.equal((await call(t.url, path)).status, 200, 'the next second renews it');
    const linesOfFeeds = () => t.logs.flatMap((chunk) => chunk.split('\n')).filter((l) => l.includes('"/v1/feeds/'));
    // A request's line is written once it has ended, just after its answer.
    await until(() => linesOfFeeds().length >= 3);
    const feedLines = linesOfFeeds().map((l) => JSON.parse(l) as { key_id: string | null; status: number; path: string });
    assert.deepEqual(
      feedLines.map((l) => [l.status, l.key_id]),
      [
        [200, live.id],
        [429, live.id],
        [200, live.id],
      ],
    );
    assert.ok(
      feedLines.every((l) => !l.path.includes(path.slice('/v1/feeds/'.length, -'.ics'.length))),
      'the token is never logged',
    );
  });

  test('the OpenAPI document: feedsFetch answers text/calendar only, with the rate headers, 401 and 429', async () => {
    const doc = (await call(t.url, '/v1/openapi.json')).json;
    const get = doc.paths['/v1/feeds/{token}.ics'].get;
    assert.equal(get.operationId, 'feedsFetch');
    assert.deepEqual(Object.keys(get.responses['200'].content), ['text/calendar']);
    assert.ok(get.responses['200'].headers['RateLimit-Remaining'] !== undefined);
    assert.ok(get.responses['401'] !== undefined && get.responses['429'] !== undefined);
  });

  test("in the key's requests in flight: with one allowed and a keyed request under way, the feed is 429", async () => {
    const live = await t.key('live', 'business');
    clock.advance(1000);
    const minted = await call(t.url, '/v1/feeds', { key: live.key, body: EKADASHI_2026 });
    const path = minted.json.data.path as string;
    clock.advance(1000);
    const held = await partialPost(t.url, '/v1/planets/positions', live.key, JSON.stringify({ birth: BIRTH }));
    await until(() => t.server.inFlight() >= 1);
    expectErrorAnswer(await call(t.url, path), 429, 'rate_limited');
    assert.match(await held.finish(), /^HTTP\/1\.1 200/);
    clock.advance(1000);
    assert.equal((await call(t.url, path)).status, 200, 'the slot comes back');
  });
});

test('the access log redacts whatever follows /v1/feeds/, under an embedded prefix too; other paths unchanged', () => {
  assert.equal(redactFeedToken('/v1/feeds/ft_0123456789abcdefghijABCDEFGHIJkl.ics'), '/v1/feeds/{token}.ics');
  assert.equal(redactFeedToken('/astro/v1/feeds/ft_0123456789abcdefghijABCDEFGHIJkl'), '/astro/v1/feeds/{token}.ics');
  assert.equal(redactFeedToken('/v1/feeds'), '/v1/feeds');
  assert.equal(redactFeedToken('/v1/calendar/ekadashi'), '/v1/calendar/ekadashi');
});

describe('feed tokens (PostgreSQL store)', () => {
  let db: TestDatabase | undefined;
  let pool: pg.Pool;
  let t: TestServer;
  before(async () => {
    db = await createTestDatabase();
    if (db === undefined) return;
    pool = await openPg(db.url);
    t = await startTestServer({ planOverrides: { business: generous }, keyCacheTtlMs: 0, databaseUrl: db.url });
  });
  after(async () => {
    if (db === undefined) return;
    await t.close();
    await pool.end();
    await db.drop();
  });

  test('mint, fetch (charged), list, revoke -> 401; parent key revoked -> 401', async (c) => {
    if (db === undefined) return c.skip('PostgreSQL does not answer');
    const keys = new PgKeyStore(pool);
    const feeds = new PgFeedTokenStore(pool);
    const created = await keys.create({ kind: 'live', plan: 'business' });
    const minted = await call(t.url, '/v1/feeds', { key: created.key, body: EKADASHI_2026 });
    assert.equal(minted.status, 200, minted.text);
    const a = minted.json.data;
    const json = await call(t.url, '/v1/calendar/ekadashi?year=2026&lat=28.6139&lon=77.209', { key: created.key });
    const before = await creditsUsed(t, created.key);
    const fed = await call(t.url, a.path);
    assert.equal(fed.status, 200, fed.text);
    assert.equal(parse(fed.text).length, 48);
    assert.equal(await creditsUsed(t, created.key), before + (json.json.meta.credits_charged as number));
    const listed = await feeds.list();
    assert.deepEqual(
      listed.map((r) => [r.id, r.key_id, r.operation, r.query, r.revoked_at]),
      [[a.id, created.record.id, 'calendarEkadashi', 'year=2026&lat=28.6139&lon=77.209', null]],
    );
    assert.match((await feeds.revoke(a.id))?.revoked_at ?? '', /^20/);
    assert.equal(await feeds.revoke('feed_unknown'), undefined);
    expectErrorAnswer(await call(t.url, a.path), 401, 'unauthenticated');

    const b = (await call(t.url, '/v1/feeds', { key: created.key, body: EKADASHI_2026 })).json.data;
    assert.equal((await call(t.url, b.path)).status, 200);
    await keys.revoke(created.record.id);
    expectErrorAnswer(await call(t.url, b.path), 401, 'unauthenticated');
  });
});
