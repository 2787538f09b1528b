/** Per-key requests a second and in flight, with a manual clock. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { PLANS, PUBLISHED_PLAN_IDS } from '../../src/platform/plans.ts';
import { RateLimiter } from '../../src/platform/rate-limiter.ts';
import { expectApiError } from '../fixtures.ts';

const limited = (fn: () => unknown) => expectApiError(fn, { code: 'rate_limited' });

test('requests a second: the plan figure per one-second window, per key', async () => {
  const clock = new ManualClock(Date.parse('2026-01-01T00:00:00.250Z'));
  const limiter = new RateLimiter(clock);
  for (let i = 0; i < 5; i += 1) {
    const s = limiter.acquire('k1', PLANS.starter);
    assert.equal(s.remaining, 4 - i);
    limiter.done('k1');
  }
  const e = await limited(() => limiter.acquire('k1', PLANS.starter));
  assert.equal(e.details?.retryAfterSec, 1);
  limiter.acquire('k2', PLANS.starter);
  clock.advance(750);
  assert.equal(limiter.acquire('k1', PLANS.starter).remaining, 4);
});

test('requests in flight: the plan figure per key, freed by done()', async () => {
  const clock = new ManualClock(0);
  const limiter = new RateLimiter(clock);
  const plan = { ...PLANS.free, requestsPerSecond: 100 };
  limiter.acquire('k', plan);
  limiter.acquire('k', plan);
  await limited(() => limiter.acquire('k', plan));
  limiter.done('k');
  limiter.acquire('k', plan);
  assert.equal(limiter.inFlight('k'), 2);
});

test("the Limits table of the spec (the published plans; internal is the operator's own, test/platform/internal-plan.test.ts)", () => {
  assert.deepEqual(
    PUBLISHED_PLAN_IDS.map((id) => PLANS[id]).map((p) => [
      p.id,
      p.monthlyCredits,
      p.requestsPerSecond,
      p.concurrentRequests,
      p.overage,
      p.testCallsPerDay,
    ]),
    [
      ['free', 3000, 2, 2, false, 100],
      ['starter', 75_000, 5, 4, true, 100],
      ['growth', 400_000, 20, 8, true, 100],
      ['business', 1_500_000, 50, 16, true, 100],
    ],
  );
});
