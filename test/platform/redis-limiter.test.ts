/**
 * Rate and in-flight limits shared through Redis (src/storage/redis-limiter.ts):
 * two limiters, as two nodes, hold one key's limits together; keys are
 * independent; done() frees a place. Skipped, with the reason printed, when
 * Redis does not answer.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { PLANS } from '../../src/platform/plans.ts';
import { RedisLimiter } from '../../src/storage/redis-limiter.ts';
import { expectApiError } from '../fixtures.ts';
import { testRedis } from '../nodes/stores.ts';

let redis: Awaited<ReturnType<typeof testRedis>>;
const limiters: RedisLimiter[] = [];
before(async () => {
  redis = await testRedis();
});
after(async () => {
  await Promise.all(limiters.map((l) => l.close()));
  await redis?.clear();
});

function nodes(clock: ManualClock): [RedisLimiter, RedisLimiter] {
  const pair: [RedisLimiter, RedisLimiter] = [
    new RedisLimiter(redis!.url, clock, redis!.prefix),
    new RedisLimiter(redis!.url, clock, redis!.prefix),
  ];
  limiters.push(...pair);
  return pair;
}

test("a key's requests a second are counted across nodes, per one-second window", async (t) => {
  if (redis === undefined) return t.skip('Redis does not answer');
  const clock = new ManualClock(Date.parse('2026-01-01T00:00:00.250Z'));
  const [a, b] = nodes(clock);
  const remaining: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const node = i % 2 === 0 ? a : b;
    const s = await node.acquire('w1', PLANS.starter);
    remaining.push(s.remaining);
    node.done('w1', s);
  }
  assert.deepEqual(remaining, [4, 3, 2, 1, 0]);
  const e = await expectApiError(() => b.acquire('w1', PLANS.starter), { code: 'rate_limited' });
  assert.equal(e.details?.retryAfterSec, 1);
  assert.equal((await a.acquire('w2', PLANS.starter)).remaining, 4, 'another key has its own window');
  clock.advance(750);
  assert.equal((await b.acquire('w1', PLANS.starter)).remaining, 4, 'a new window');
});

test("a key's requests in flight are counted across nodes; done() frees a place", async (t) => {
  if (redis === undefined) return t.skip('Redis does not answer');
  const clock = new ManualClock(Date.parse('2026-01-01T00:00:00Z'));
  const [a, b] = nodes(clock);
  const plan = { ...PLANS.free, requestsPerSecond: 100 };
  const first = await a.acquire('f1', plan);
  await b.acquire('f1', plan);
  await expectApiError(() => a.acquire('f1', plan), { code: 'rate_limited' });
  a.done('f1', first);
  // done() is fire-and-forget: the next command on the same connection runs after it.
  await a.acquire('f1', plan);
});
