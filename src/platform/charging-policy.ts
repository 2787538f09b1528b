/**
 * The charging policy: what a call takes from which counter, under what
 * limit, what a settled charge adds as overage, and what is left. Pure: both
 * credit ledgers (src/storage/lmdb-ledger.ts, src/storage/pg-ledger.ts) ask
 * it and only keep the counts. PostgreSQL applies `exceedsLimit` and
 * `overageCredits` again in its `ledger_reserve` and `ledger_commit`
 * functions (src/storage/pg.ts), under the counter's row lock, to the counts
 * of every node.
 *
 * Credits are counted per project and UTC month; test calls per project and
 * UTC day; the demo key's calls per UTC day under the project id `demo`.
 */
import { errors, type ApiError } from '../core/errors.ts';
import {
  secondsUntil,
  startOfNextUtcDayMs,
  startOfNextUtcMonthMs,
  startOfUtcMonthMs,
  utcDateTimeText,
  utcDayKey,
  utcMonthKey,
} from './clock.ts';
import type { Plan } from './plans.ts';

/** Who is charged: a live project, a test project, or the demo key. */
export type Account =
  { mode: 'live'; projectId: string; plan: Plan } | { mode: 'test'; projectId: string; plan: Plan } | { mode: 'demo'; dailyCalls: number };

/** The project id the demo key's calls are counted under. */
export const DEMO_PROJECT_ID = 'demo';

/** Credits per UTC month, or test (and demo) calls per UTC day. */
export type CounterKind = 'credits' | 'test';

/** What one call takes: from which counter, how many units, under what limit. */
export interface Charge {
  kind: CounterKind;
  /** The account's project id (the demo key's is `demo`). */
  projectId: string;
  /** The counter's period: 'YYYY-MM' for credits, 'YYYY-MM-DD' for test calls. */
  period: string;
  /** Units taken from the counter: the credits for live, 1 call for test and demo (0 for a free operation). */
  units: number;
  /** The most the counter may reach; undefined: none (a plan with overage, the internal plan). */
  limit: number | undefined;
  /** Credits charged when settled (0 for test and demo). */
  credits: number;
  /** The plan's monthly credits, beyond which a settled charge is overage (0: no overage, test and demo). */
  includedCredits: number;
}

/** The charge of a call of `credits` credits by `account` at `nowMs`. */
export function chargeFor(account: Account, credits: number, nowMs: number): Charge {
  if (account.mode === 'live') {
    const plan = account.plan;
    return {
      kind: 'credits',
      projectId: account.projectId,
      period: utcMonthKey(nowMs),
      units: credits,
      limit: plan.overage || plan.unlimited ? undefined : plan.monthlyCredits,
      credits,
      includedCredits: plan.unlimited ? 0 : plan.monthlyCredits,
    };
  }
  return {
    kind: 'test',
    projectId: account.mode === 'demo' ? DEMO_PROJECT_ID : account.projectId,
    period: utcDayKey(nowMs),
    // Free operations (usage, activities) do not use up test calls.
    units: credits > 0 ? 1 : 0,
    limit: account.mode === 'demo' ? account.dailyCalls : account.plan.unlimited ? undefined : account.plan.testCallsPerDay,
    credits: 0,
    includedCredits: 0,
  };
}

/** Whether taking the charge from a counter at `usedAndHeld` (used plus every reservation) would pass its limit. */
export function exceedsLimit(charge: Charge, usedAndHeld: number): boolean {
  return charge.units > 0 && charge.limit !== undefined && usedAndHeld + charge.units > charge.limit;
}

/**
 * The 429 quota_exhausted for a charge refused at `nowMs` when its counter
 * stood at `usedAndHeld`: what is used up, or, for a call that costs more
 * credits than are left, both numbers; and when the counter renews, as a
 * date-time and in seconds.
 */
export function quotaExhausted(account: Account, charge: Charge, nowMs: number, usedAndHeld: number): ApiError {
  if (account.mode === 'live') {
    const renewsMs = startOfNextUtcMonthMs(nowMs);
    const { monthlyCredits, id } = account.plan;
    const left = Math.max(0, monthlyCredits - usedAndHeld);
    return errors.quotaExhausted(
      left > 0
        ? `This call costs ${charge.units} credits but ${left} of the ${monthlyCredits} monthly credits of the ${id} plan are left`
        : `The ${monthlyCredits} monthly credits of the ${id} plan are used up`,
      secondsUntil(nowMs, renewsMs),
      utcDateTimeText(renewsMs),
    );
  }
  const renewsMs = startOfNextUtcDayMs(nowMs);
  return errors.quotaExhausted(
    account.mode === 'demo'
      ? `The demo key's ${charge.limit} calls for today are used up`
      : `The project's ${charge.limit} test calls for today are used up`,
    secondsUntil(nowMs, renewsMs),
    utcDateTimeText(renewsMs),
  );
}

/** The overage credits a settled charge of `units` adds to a counter that had `usedBefore`. */
export function overageCredits(usedBefore: number, units: number, includedCredits: number): number {
  return includedCredits > 0 ? Math.max(0, usedBefore + units - Math.max(usedBefore, includedCredits)) : 0;
}

/** Credits left of the plan's month (0 once in overage). */
export function creditsRemaining(plan: Plan, usedAndHeld: number): number {
  return Math.max(0, plan.monthlyCredits - usedAndHeld);
}

/** Test (or demo) calls left of today's `limit`. */
export function testCallsRemaining(limit: number, usedAndHeld: number): number {
  return Math.max(0, limit - usedAndHeld);
}

/** The overage a usage report shows: none for a plan without overage. */
export function reportedOverage(plan: Plan, overage: number): number {
  return plan.overage ? overage : 0;
}

/** The billing period (UTC month) holding `nowMs`, first and last millisecond. */
export function billingPeriod(nowMs: number): { periodStartMs: number; periodEndMs: number } {
  return { periodStartMs: startOfUtcMonthMs(nowMs), periodEndMs: startOfNextUtcMonthMs(nowMs) - 1 };
}

/** The current period of a counter kind at `nowMs`. */
export function currentPeriod(kind: CounterKind, nowMs: number): string {
  return kind === 'credits' ? utcMonthKey(nowMs) : utcDayKey(nowMs);
}
