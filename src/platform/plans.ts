/**
 * Plans and their limits (docs/platform.md, Plans). Credits are per
 * project and UTC month; rate and concurrency limits are per key.
 *
 * The four published plans are the contract's. `internal` is the
 * operator's own plan for a self-hosted server's own apps: no credit or
 * test-call limit (calls are still counted in usage), and rate and
 * concurrency limits only where the operator sets them
 * (INTERNAL_REQUESTS_PER_SECOND, INTERNAL_CONCURRENT_REQUESTS).
 */

export const PUBLISHED_PLAN_IDS = ['free', 'starter', 'growth', 'business'] as const;
export const PLAN_IDS = [...PUBLISHED_PLAN_IDS, 'internal'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  /** Credits included per UTC month. */
  monthlyCredits: number;
  /** Requests a second per key (fixed one-second windows). */
  requestsPerSecond: number;
  /** Requests in flight at once per key. */
  concurrentRequests: number;
  /** true: calls continue past the allowance and the excess is recorded as overage; false: 429 quota_exhausted. */
  overage: boolean;
  /** Test-key calls a project may make per UTC day. */
  testCallsPerDay: number;
  /** true: no credit or test-call limit and no allowance (the internal plan); calls are still counted. */
  unlimited?: true;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: { id: 'free', monthlyCredits: 3_000, requestsPerSecond: 2, concurrentRequests: 2, overage: false, testCallsPerDay: 100 },
  starter: { id: 'starter', monthlyCredits: 75_000, requestsPerSecond: 5, concurrentRequests: 4, overage: true, testCallsPerDay: 100 },
  growth: { id: 'growth', monthlyCredits: 400_000, requestsPerSecond: 20, concurrentRequests: 8, overage: true, testCallsPerDay: 100 },
  business: {
    id: 'business',
    monthlyCredits: 1_500_000,
    requestsPerSecond: 50,
    concurrentRequests: 16,
    overage: true,
    testCallsPerDay: 100,
  },
  // Infinity: no limit (the rate limiter compares against it; the headers then leave the limit out).
  internal: {
    id: 'internal',
    monthlyCredits: 0,
    requestsPerSecond: Infinity,
    concurrentRequests: Infinity,
    overage: false,
    testCallsPerDay: Infinity,
    unlimited: true,
  },
};

/** The internal plan's rate and concurrency limits set by the environment (unset or '': none). */
export function internalLimitsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Partial<Pick<Plan, 'requestsPerSecond' | 'concurrentRequests'>> {
  const out: Partial<Pick<Plan, 'requestsPerSecond' | 'concurrentRequests'>> = {};
  const rate = positiveIntegerEnv(env, 'INTERNAL_REQUESTS_PER_SECOND');
  const concurrent = positiveIntegerEnv(env, 'INTERNAL_CONCURRENT_REQUESTS');
  if (rate !== undefined) out.requestsPerSecond = rate;
  if (concurrent !== undefined) out.concurrentRequests = concurrent;
  return out;
}

function positiveIntegerEnv(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`Expected ${name} to be a whole number of 1 or more but received ${JSON.stringify(text)}`);
  return value;
}

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/**
 * The demo key (DEMO_KEY) behaves as a test key of a Free project of its own,
 * with this many calls per UTC day, for the interactive reference.
 */
export const DEMO_DAILY_CALLS = 50;
