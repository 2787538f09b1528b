/**
 * Quotas, rate and concurrency limits, publishable keys and CORS, and UTC day
 * and month rollovers, over HTTP with an injected clock.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { routeOf } from '../../src/http/operation-route.ts';
import { planetsPositions } from '../../src/operations/kundli/planets-positions.ts';
import { muhuratActivities } from '../../src/operations/muhurat/activities.ts';
import { platformOperations } from '../../src/operations/platform/index.ts';
import { expectErrorAnswer } from '../fixtures.ts';
import { BIRTH, call, partialPost, startTestServer, until, type TestServer } from './helpers.ts';

const clock = new ManualClock(Date.parse('2026-03-31T23:59:00.000Z'));
let t: TestServer;

before(async () => {
  t = await startTestServer({
    clock,
    demoKey: 'demo_key_for_tests',
    demoDailyCalls: 3,
    routes: [...platformOperations.map(routeOf), routeOf(planetsPositions), routeOf(muhuratActivities)],
    // Free keeps its credits and concurrency but may send many requests a second (the second-window test uses growth).
    planOverrides: { free: { requestsPerSecond: 1000 }, starter: { requestsPerSecond: 1000, concurrentRequests: 1000 } },
  });
});
after(async () => {
  await t.close();
});

const positions = (key: string) => call(t.url, '/v1/planets/positions', { key, body: { birth: BIRTH } });

describe('Free plan credits', () => {
  test('stop with 429 quota_exhausted at 3,000 until the next UTC month, then renew', async () => {
    const k = await t.key('live', 'free');
    // Spend all but one credit directly in the ledger (as 2,999 earlier calls would have).
    const ledger = t.server.services.ledger;
    const plan = t.server.services.plans.free;
    for (let i = 0; i < 2999; i += 1) void ledger.settle(await ledger.reserve({ mode: 'live', projectId: k.project, plan }, 1, 'kundli'));
    const last = await positions(k.key);
    assert.equal(last.status, 200);
    assert.equal(last.headers.get('x-credits-remaining'), '0');
    const refused = await positions(k.key);
    expectErrorAnswer(refused, 429, 'quota_exhausted');
    assert.equal(refused.headers.get('retry-after'), '60', 'one minute to 2026-04-01T00:00Z');
    assert.equal(
      refused.json.error.message,
      'The 3000 monthly credits of the free plan are used up; renewed at 2026-04-01T00:00:00+00:00, in 60 s',
    );
    assert.equal(refused.headers.get('x-credits-remaining'), '0');
    assert.ok(refused.headers.get('ratelimit-limit') !== null);
    // Free operations still answer.
    assert.equal((await call(t.url, '/v1/usage', { key: k.key })).json.data.credits_used, 3000);
    clock.advance(60_000);
    const renewed = await positions(k.key);
    assert.equal(renewed.status, 200);
    assert.equal(renewed.headers.get('x-credits-remaining'), '2999');
    const usage = await call(t.url, '/v1/usage', { key: k.key });
    assert.equal(usage.json.data.period_start, '2026-04-01');
    assert.equal(usage.json.data.period_end, '2026-04-30');
    assert.equal(usage.json.data.credits_used, 1);
  });
  test('two concurrent calls cannot overdraw the last credit', async () => {
    const k = await t.key('live', 'free');
    const ledger = t.server.services.ledger;
    const plan = t.server.services.plans.free;
    for (let i = 0; i < 2999; i += 1) void ledger.settle(await ledger.reserve({ mode: 'live', projectId: k.project, plan }, 1, 'kundli'));
    const [a, b] = await Promise.all([positions(k.key), positions(k.key)]);
    assert.deepEqual([a.status, b.status].sort(), [200, 429]);
    assert.equal((await call(t.url, '/v1/usage', { key: k.key })).json.data.credits_used, 3000);
  });
});

describe('paid plans', () => {
  test('go into overage and record it', async () => {
    const k = await t.key('live', 'starter');
    const ledger = t.server.services.ledger;
    const plan = t.server.services.plans.starter;
    void ledger.settle(await ledger.reserve({ mode: 'live', projectId: k.project, plan }, 75_000 - 1, 'kundli'));
    for (let i = 0; i < 3; i += 1) assert.equal((await positions(k.key)).status, 200);
    const u = await call(t.url, '/v1/usage', { key: k.key });
    assert.equal(u.json.data.credits_used, 75_002);
    assert.equal(u.json.data.credits_overage, 2);
    assert.equal(u.headers.get('x-credits-remaining'), '0');
  });
});

describe('test keys', () => {
  test('100 test calls a day per project, shared by its keys, renewed at 00:00 UTC', async () => {
    clock.set(Date.parse('2026-04-10T23:58:00.000Z'));
    const k1 = await t.key('test', 'free');
    const k2 = await t.key('test', undefined, { project: k1.project });
    for (let i = 0; i < 99; i += 1) {
      void t.server.services.ledger.settle(
        await t.server.services.ledger.reserve({ mode: 'test', projectId: k1.project, plan: t.server.services.plans.free }, 1, 'kundli'),
      );
    }
    const last = await positions(k2.key);
    assert.equal(last.status, 200);
    assert.equal(last.headers.get('x-test-calls-remaining'), '0');
    const refused = await positions(k1.key);
    expectErrorAnswer(refused, 429, 'quota_exhausted');
    assert.equal(refused.headers.get('retry-after'), '120');
    assert.equal((await call(t.url, '/v1/usage', { key: k1.key })).json.data.credits_used, 0, 'never charged');
    clock.advance(120_000);
    assert.equal((await positions(k1.key)).status, 200);
  });
  test('the demo key has its own small daily allowance', async () => {
    clock.set(Date.parse('2026-04-11T12:00:00.000Z'));
    for (let i = 0; i < 3; i += 1) assert.equal((await positions('demo_key_for_tests')).status, 200);
    const refused = await positions('demo_key_for_tests');
    expectErrorAnswer(refused, 429, 'quota_exhausted');
    assert.equal(refused.headers.get('retry-after'), String(12 * 3600));
    const usage = await call(t.url, '/v1/usage', { key: 'demo_key_for_tests' });
    assert.deepEqual([usage.json.data.test_calls.used, usage.json.data.test_calls.limit], [3, 3]);
    clock.advance(12 * 3600 * 1000);
    assert.equal((await positions('demo_key_for_tests')).status, 200);
  });
});

describe('rate limits', () => {
  test('requests a second per key: 429 rate_limited with Retry-After, next second renews', async () => {
    clock.set(Date.parse('2026-04-12T10:00:00.000Z'));
    const k = await t.key('live', 'growth');
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push(await call(t.url, '/v1/usage', { key: k.key }));
    assert.ok(answers.slice(0, 20).every((a) => a.status === 200));
    assert.equal(answers[0]!.headers.get('ratelimit-limit'), '20');
    assert.equal(answers[0]!.headers.get('ratelimit-remaining'), '19');
    assert.equal(answers[0]!.headers.get('ratelimit-reset'), '1');
    const refused = answers[20]!;
    expectErrorAnswer(refused, 429, 'rate_limited');
    assert.equal(refused.headers.get('retry-after'), '1');
    assert.equal(refused.headers.get('ratelimit-remaining'), '0');
    // Another key of the same project has its own window.
    const other = await t.key('live', undefined, { project: k.project });
    assert.equal((await call(t.url, '/v1/usage', { key: other.key })).status, 200);
    clock.advance(1000);
    assert.equal((await call(t.url, '/v1/usage', { key: k.key })).status, 200);
  });
  test('requests in flight per key: the third concurrent Free request is 429, and nothing is charged for it', async () => {
    clock.set(Date.parse('2026-04-13T10:00:00.000Z'));
    const k = await t.key('live', 'free');
    const body = JSON.stringify({ birth: BIRTH });
    const first = await partialPost(t.url, '/v1/planets/positions', k.key, body);
    const second = await partialPost(t.url, '/v1/planets/positions', k.key, body);
    await until(() => t.server.inFlight() >= 2);
    const third = await positions(k.key);
    expectErrorAnswer(third, 429, 'rate_limited');
    assert.equal(third.headers.get('retry-after'), '1');
    const [r1, r2] = await Promise.all([first.finish(), second.finish()]);
    assert.match(r1, /^HTTP\/1\.1 200/);
    assert.match(r2, /^HTTP\/1\.1 200/);
    assert.equal((await positions(k.key)).status, 200, 'slots come back');
    assert.equal((await call(t.url, '/v1/usage', { key: k.key })).json.data.credits_used, 3);
  });
  test('an aborted request is not charged and frees its slot', async () => {
    const k = await t.key('live', 'free');
    const pending = await partialPost(t.url, '/v1/planets/positions', k.key, JSON.stringify({ birth: BIRTH }));
    await until(() => t.server.inFlight() >= 1);
    pending.socket.destroy();
    await until(() => t.server.inFlight() === 0);
    assert.equal((await call(t.url, '/v1/usage', { key: k.key })).json.data.credits_used, 0);
  });
});

describe('publishable keys', () => {
  test('accepted only on the marked operations and only from their origins, with CORS', async () => {
    const pk = await t.key('publishable', 'free', { origins: ['https://shop.example'] });
    const ok = await call(t.url, '/v1/muhurat/activities', { key: pk.key, headers: { origin: 'https://shop.example' } });
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get('access-control-allow-origin'), 'https://shop.example');
    assert.match(ok.headers.get('access-control-expose-headers')!, /X-Credits-Remaining/);
    assert.equal(ok.json.meta.mode, 'live');
    const wrong = await call(t.url, '/v1/muhurat/activities', { key: pk.key, headers: { origin: 'https://evil.example' } });
    expectErrorAnswer(wrong, 403, 'forbidden');
    assert.equal(wrong.headers.get('access-control-allow-origin'), null);
    const none = await call(t.url, '/v1/muhurat/activities', { key: pk.key });
    assert.equal(none.status, 403);
    const secretOp = await call(t.url, '/v1/usage', { key: pk.key, headers: { origin: 'https://shop.example' } });
    assert.equal(secretOp.status, 403);
    const preflight = await call(t.url, '/v1/muhurat/activities', {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://shop.example');
    assert.match(preflight.headers.get('access-control-allow-headers')!, /Authorization/);
  });
});
