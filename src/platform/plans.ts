/**
 * Plans and their limits (docs/platform.md, Plans). Credits are per
 * project and UTC month; rate and concurrency limits are per key.
 */

export const PLAN_IDS = ['free', 'starter', 'growth', 'business'] as const;
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
};

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/**
 * The demo key (DEMO_KEY) behaves as a test key of a Free project of its own,
 * with this many calls per UTC day, for the interactive reference.
 */
export const DEMO_DAILY_CALLS = 50;
