/**
 * A server of two HTTP loops (worker threads sharing the port, src/http/loops/): connections reach both, and the
 * platform is as exact as with one loop: the rate window, requests in flight and credits are counted once for the
 * whole server, whichever loop a request reaches; the charges answered are the ledger's; close drains both loops.
 * Expected values follow from the plans' limits (docs/platform.md), not from our output.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/platform/clock.ts';
import { RateLimiter } from '../../src/platform/rate-limiter.ts';
import { defaultHttpThreads, httpThreadsFromEnv, poolThreadsPerLoop, sharesPort } from '../../src/http/loops/http-threads.ts';
import { expectErrorAnswer } from '../fixtures.ts';
import { BIRTH, call, partialPost, startTestServer, until, type TestServer } from '../http/helpers.ts';

// Frozen: every request of a test falls in the same one-second rate window.
const clock = new ManualClock(Date.parse('2026-05-04T10:00:00.250Z'));
// The server's limiter (the main thread's, for both loops), held here to see what it has admitted.
const limiter = new RateLimiter(clock);
let t: TestServer;

before(async () => {
  t = await startTestServer({
    clock,
    limiter,
    httpThreads: 2,
    threads: 2,
    planOverrides: {
      free: { requestsPerSecond: 5, concurrentRequests: 1000 },
      starter: { requestsPerSecond: 1000, concurrentRequests: 2 },
      growth: { requestsPerSecond: 1000, concurrentRequests: 1000 },
    },
  });
});
after(async () => {
  await t.close();
});

/** `n` requests at once, each on its own connection (so that the kernel spreads them over the loops). */
function atOnce(n: number, path: string, key: string, body?: unknown) {
  return Promise.all(
    Array.from({ length: n }, () => call(t.url, path, { key, ...(body === undefined ? {} : { body }), headers: { connection: 'close' } })),
  );
}

describe('HTTP_THREADS', () => {
  test('the default: one loop per four cores, at least one and at most eight; the pool shared out', () => {
    assert.deepEqual([1, 2, 4, 7, 8, 16, 32, 64].map(defaultHttpThreads), [1, 1, 1, 1, 2, 4, 8, 8]);
    assert.equal(httpThreadsFromEnv({ HTTP_THREADS: '3' }), 3);
    assert.throws(() => httpThreadsFromEnv({ HTTP_THREADS: '0' }), /HTTP_THREADS/);
    assert.throws(() => httpThreadsFromEnv({ HTTP_THREADS: 'two' }), /HTTP_THREADS/);
    assert.equal(poolThreadsPerLoop(14, 4), 4);
    assert.equal(poolThreadsPerLoop(2, 4), 1);
    assert.equal(sharesPort('uws', '20.20.2', 'linux'), true);
    assert.equal(sharesPort('node', '20.20.2', 'linux'), false);
    assert.equal(sharesPort('node', '22.12.0', 'linux'), true);
    assert.equal(sharesPort('uws', '20.20.2', 'darwin'), false);
  });
});

describe('two HTTP loops', () => {
  test('serve the port together: connections reach both loops (one loop where the transport cannot share the port)', async (c) => {
    if (!sharesPort(t.server.transport)) {
      // node:http before Node 22.12 (CI's TRANSPORT=node pass on Node 20): the server falls back to one loop.
      assert.equal(t.server.httpThreads, 1);
      c.skip(`${t.server.transport} cannot share a port on Node ${process.versions.node}`);
      return;
    }
    assert.equal(t.server.httpThreads, 2);
    const k = await t.key('live', 'growth');
    const answers = await atOnce(40, '/v1/usage', k.key);
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([200]));
    // Each loop numbers its requests after a random prefix of its own.
    const prefixes = new Set(answers.map((a) => /^req_[0-9a-f]{10}/.exec(a.headers.get('x-request-id') ?? '')?.[0]));
    assert.equal(prefixes.size, 2, `request ids of ${[...prefixes].join(', ')}`);
  });

  test('one rate window for the key over both loops: 5 of 20 requests in one second, the rest 429', async () => {
    clock.set(Date.parse('2026-05-04T10:00:10.250Z'));
    const k = await t.key('live', 'free');
    const answers = await atOnce(20, '/v1/usage', k.key);
    assert.equal(answers.filter((a) => a.status === 200).length, 5);
    for (const a of answers.filter((x) => x.status !== 200)) expectErrorAnswer(a, 429, 'rate_limited');
  });

  test('requests in flight counted over both loops: the third concurrent Starter request is 429', async () => {
    clock.set(Date.parse('2026-05-04T10:00:20.250Z'));
    const k = await t.key('live', 'starter');
    const body = JSON.stringify({ birth: BIRTH });
    const first = await partialPost(t.url, '/v1/kundli', k.key, body);
    const second = await partialPost(t.url, '/v1/kundli', k.key, body);
    // Admitted by the limiter, not only arrived (a loop counts a request in flight before the main thread admits it).
    await until(() => limiter.inFlight(k.id) === 2);
    const others = await atOnce(6, '/v1/kundli', k.key, { birth: BIRTH });
    for (const a of others) expectErrorAnswer(a, 429, 'rate_limited');
    const [r1, r2] = await Promise.all([first.finish(), second.finish()]);
    assert.match(r1, /^HTTP\/1\.1 200/);
    assert.match(r2, /^HTTP\/1\.1 200/);
    await until(() => t.server.inFlight() === 0);
    // 2 credits a kundli, the two answered only.
    assert.equal((await call(t.url, '/v1/usage', { key: k.key })).json.data.credits_used, 4);
  });

  test('credits over both loops: 30 concurrent kundlis for the last 11 credits of a Free project answer 5, charge 10', async () => {
    clock.set(Date.parse('2026-05-04T10:00:30.250Z'));
    const ledger = t.server.services.ledger;
    const free = await t.key('live', 'free');
    // 2,989 of the 3,000 monthly credits used (as earlier calls would have).
    await ledger.settle(
      await ledger.reserve({ mode: 'live', projectId: free.project, plan: t.server.services.plans.free }, 2989, 'kundli'),
    );
    clock.set(Date.parse('2026-05-04T10:00:31.250Z'));
    // Free: 5 requests a second; three seconds of windows, 10 each (the clock moves between the bursts).
    const statuses: number[] = [];
    let charged = 0;
    for (let second = 0; second < 3; second += 1) {
      clock.set(Date.parse(`2026-05-04T10:00:3${2 + second}.250Z`));
      const answers = await atOnce(10, '/v1/kundli', free.key, { birth: BIRTH });
      for (const a of answers) {
        statuses.push(a.status);
        if (a.status === 200) charged += a.json.meta.credits_charged as number;
        else assert.ok(['rate_limited', 'quota_exhausted'].includes(a.json.error.type as string), a.text);
      }
    }
    assert.equal(statuses.filter((s) => s === 200).length, 5, `statuses ${statuses.join(',')}`);
    assert.equal(charged, 10);
    clock.set(Date.parse('2026-05-04T10:00:38.250Z'));
    assert.equal((await call(t.url, '/v1/usage', { key: free.key })).json.data.credits_used, 2999);
  });

  test('close drains both loops: requests in flight are answered, then the server is gone', async () => {
    clock.set(Date.parse('2026-05-04T10:00:40.250Z'));
    const k = await t.key('live', 'growth');
    const body = JSON.stringify({ birth: BIRTH });
    const pending = await Promise.all(Array.from({ length: 4 }, () => partialPost(t.url, '/v1/kundli', k.key, body)));
    await until(() => t.server.inFlight() >= 4);
    const closing = t.server.close();
    const answers = await Promise.all(pending.map((p) => p.finish()));
    for (const a of answers) assert.match(a, /^HTTP\/1\.1 200/);
    await closing;
    await assert.rejects(fetch(`${t.url}/v1/usage`));
    assert.equal(t.server.inFlight(), 0);
  });
});
