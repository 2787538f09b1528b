/**
 * The internal plan (src/platform/plans.ts): the operator's own plan for a
 * self-hosted server's apps. No credit or test-call limit, calls still
 * counted in usage; rate and concurrency limits only where set
 * (INTERNAL_REQUESTS_PER_SECOND, INTERNAL_CONCURRENT_REQUESTS). The
 * published plans are unchanged (the contract's table, api-v1.md Plans).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chargeFor, exceedsLimit, type Account } from '../../src/platform/charging-policy.ts';
import { internalLimitsFromEnv, PLANS, PUBLISHED_PLAN_IDS } from '../../src/platform/plans.ts';
import { call, startTestServer, type TestServer } from '../http/helpers.ts';

const NUMEROLOGY = { name: 'Maya Devi', date_of_birth: '1990-08-15' };

test('internal is beside the published plans (their table: test/platform/rate-limiter.test.ts)', () => {
  assert.deepEqual(PUBLISHED_PLAN_IDS, ['free', 'starter', 'growth', 'business']);
  assert.equal(PLANS.internal.unlimited, true);
});

test('an internal call has no limit to pass, live or test, and adds no overage', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const live: Account = { mode: 'live', projectId: 'p', plan: PLANS.internal };
  const testKey: Account = { mode: 'test', projectId: 'p', plan: PLANS.internal };
  const l = chargeFor(live, 5, now);
  assert.equal(l.limit, undefined);
  assert.equal(l.includedCredits, 0);
  assert.equal(l.credits, 5);
  assert.equal(exceedsLimit(l, 10 ** 12), false);
  const t = chargeFor(testKey, 1, now);
  assert.equal(t.limit, undefined);
  assert.equal(t.units, 1);
  assert.equal(exceedsLimit(t, 10 ** 6), false);
});

test('the internal limits come from the environment, none by default; a bad value stops the start', () => {
  assert.deepEqual(internalLimitsFromEnv({}), {});
  assert.deepEqual(internalLimitsFromEnv({ INTERNAL_REQUESTS_PER_SECOND: '', INTERNAL_CONCURRENT_REQUESTS: '' }), {});
  assert.deepEqual(internalLimitsFromEnv({ INTERNAL_REQUESTS_PER_SECOND: '200', INTERNAL_CONCURRENT_REQUESTS: '32' }), {
    requestsPerSecond: 200,
    concurrentRequests: 32,
  });
  for (const bad of ['0', '-1', '2.5', 'many'])
    assert.throws(() => internalLimitsFromEnv({ INTERNAL_REQUESTS_PER_SECOND: bad }), /INTERNAL_REQUESTS_PER_SECOND/);
  assert.throws(() => internalLimitsFromEnv({ INTERNAL_CONCURRENT_REQUESTS: '0' }), /INTERNAL_CONCURRENT_REQUESTS/);
});

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.close());

test("an internal test key passes the published plans' 100 test calls a day and 2 at once; usage counts them", async () => {
  const { key } = await t.key('test', 'internal');
  // 30 at once: over every published plan's concurrency (at most 16).
  const burst = await Promise.all(Array.from({ length: 30 }, () => call(t.url, '/v1/numerology/core', { key, body: NUMEROLOGY })));
  assert.deepEqual(
    burst.map((r) => r.status),
    Array(30).fill(200),
  );
  for (let i = 0; i < 75; i++) assert.equal((await call(t.url, '/v1/numerology/core', { key, body: NUMEROLOGY })).status, 200);
  const last = await call(t.url, '/v1/numerology/core', { key, body: NUMEROLOGY });
  assert.equal(last.status, 200);
  // No limit to state: no RateLimit-* nor remaining headers.
  for (const h of ['ratelimit-limit', 'x-credits-remaining', 'x-test-calls-remaining']) assert.equal(last.headers.get(h), null, h);
  const usage = await call(t.url, '/v1/usage', { key });
  assert.equal(usage.status, 200);
  assert.equal(usage.json.data.plan, 'internal');
  assert.equal(usage.json.data.test_calls.used, 106);
  assert.equal(usage.json.data.test_calls.limit, null);
});

test('an internal live key is charged its credits in usage with no allowance and no overage', async () => {
  const { key } = await t.key('live', 'internal');
  for (let i = 0; i < 3; i++) assert.equal((await call(t.url, '/v1/numerology/core', { key, body: NUMEROLOGY })).status, 200);
  const usage = await call(t.url, '/v1/usage', { key });
  assert.equal(usage.status, 200);
  assert.equal(usage.json.data.credits_included, 0);
  assert.equal(usage.json.data.credits_used, 3);
  assert.equal(usage.json.data.credits_overage, 0);
});

test('a rate set for the internal plan is applied and stated in the headers', async () => {
  const s = await startTestServer({ planOverrides: { internal: { requestsPerSecond: 1000, concurrentRequests: 1 } } });
  try {
    const { key } = await s.key('live', 'internal');
    const ok = await call(s.url, '/v1/numerology/core', { key, body: NUMEROLOGY });
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get('ratelimit-limit'), '1000');
    const both = await Promise.all([1, 2, 3].map(() => call(s.url, '/v1/numerology/core', { key, body: NUMEROLOGY })));
    assert.ok(
      both.some((r) => r.status === 429 && r.json.error.type === 'rate_limited'),
      both.map((r) => r.status).join(),
    );
  } finally {
    await s.close();
  }
});
