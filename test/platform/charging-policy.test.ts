/**
 * The charging policy both ledgers follow, without a store: which counter a
 * call takes from, how many units, under what limit, the overage of a settled
 * charge and the 429 a refused one gets. Expected values come from the plan
 * table (docs/platform.md, Plans) and the calendar.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  billingPeriod,
  chargeFor,
  currentPeriod,
  exceedsLimit,
  overageCredits,
  quotaExhausted,
  type Account,
} from '../../src/platform/charging-policy.ts';
import { PLANS } from '../../src/platform/plans.ts';

const NOW_MS = Date.parse('2026-02-28T23:59:30.000Z');
const free: Account = { mode: 'live', projectId: 'p1', plan: PLANS.free };
const starter: Account = { mode: 'live', projectId: 'p2', plan: PLANS.starter };
const testKey: Account = { mode: 'test', projectId: 'p3', plan: PLANS.free };
const demo: Account = { mode: 'demo', dailyCalls: 50 };

test('a live call takes its credits from the month; only a plan without overage has a limit', () => {
  assert.deepEqual(chargeFor(free, 3, NOW_MS), {
    kind: 'credits',
    projectId: 'p1',
    period: '2026-02',
    units: 3,
    limit: 3000,
    credits: 3,
    includedCredits: 3000,
  });
  assert.equal(chargeFor(starter, 3, NOW_MS).limit, undefined);
});

test('a test or demo call takes one call of the day, charges no credit, and a free operation takes none', () => {
  assert.deepEqual(chargeFor(testKey, 5, NOW_MS), {
    kind: 'test',
    projectId: 'p3',
    period: '2026-02-28',
    units: 1,
    limit: 100,
    credits: 0,
    includedCredits: 0,
  });
  assert.equal(chargeFor(testKey, 0, NOW_MS).units, 0);
  assert.equal(chargeFor(demo, 2, NOW_MS).projectId, 'demo');
  assert.equal(chargeFor(demo, 2, NOW_MS).limit, 50);
});

test('the limit counts reservations; a free call and a plan with overage are never refused', () => {
  assert.equal(exceedsLimit(chargeFor(free, 2, NOW_MS), 2998), false);
  assert.equal(exceedsLimit(chargeFor(free, 2, NOW_MS), 2999), true);
  assert.equal(exceedsLimit(chargeFor(free, 0, NOW_MS), 3000), false);
  assert.equal(exceedsLimit(chargeFor(starter, 5, NOW_MS), 1_000_000), false);
});

test('overage is what a charge adds beyond the included credits', () => {
  assert.equal(overageCredits(74_999, 3, 75_000), 2);
  assert.equal(overageCredits(80_000, 3, 75_000), 3);
  assert.equal(overageCredits(10, 3, 75_000), 0);
  assert.equal(overageCredits(200, 1, 0), 0, 'test calls have no overage');
});

test('a refusal says which allowance is used up and when it renews, as a date-time and in seconds', () => {
  const monthly = quotaExhausted(free, chargeFor(free, 1, NOW_MS), NOW_MS, 3000);
  assert.equal(monthly.code, 'quota_exhausted');
  // 30 s before 2026-03-01T00:00:00Z.
  assert.equal(monthly.message, 'The 3000 monthly credits of the free plan are used up; renewed at 2026-03-01T00:00:00+00:00, in 30 s');
  assert.equal(monthly.details?.retryAfterSec, 30);
  assert.equal(
    quotaExhausted(demo, chargeFor(demo, 1, NOW_MS), NOW_MS, 50).message,
    "The demo key's 50 calls for today are used up; renewed at 2026-03-01T00:00:00+00:00, in 30 s",
  );
  assert.match(
    quotaExhausted(testKey, chargeFor(testKey, 1, NOW_MS), NOW_MS, 100).message,
    /^The project's 100 test calls for today are used up/,
  );
});

test('a call that costs more credits than are left says both, not that they are used up', () => {
  const e = quotaExhausted(free, chargeFor(free, 20, NOW_MS), NOW_MS, 2995);
  assert.equal(
    e.message,
    'This call costs 20 credits but 5 of the 3000 monthly credits of the free plan are left; renewed at 2026-03-01T00:00:00+00:00, in 30 s',
  );
});

test('periods: the month for credits, the day for test calls, and the billing month to its last millisecond', () => {
  assert.equal(currentPeriod('credits', NOW_MS), '2026-02');
  assert.equal(currentPeriod('test', NOW_MS), '2026-02-28');
  assert.deepEqual(billingPeriod(NOW_MS), {
    periodStartMs: Date.parse('2026-02-01T00:00:00.000Z'),
    periodEndMs: Date.parse('2026-02-28T23:59:59.999Z'),
  });
});
