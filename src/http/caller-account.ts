/**
 * A caller as the credit ledger sees it, and the headers that tell the
 * caller where it stands (docs/platform.md, Headers).
 */
import { DEMO_PROJECT_ID, type Account } from '../platform/charging-policy.ts';
import type { Ledger } from '../platform/ledger.ts';
import type { RateState } from '../platform/rate-limiter.ts';
import type { Caller } from './route.ts';

export class CallerAccounts {
  constructor(
    private readonly ledger: Ledger,
    private readonly demoDailyCalls: number,
  ) {}

  /** Who is charged for the caller's requests: the demo key, a test project or a live one. */
  of(caller: Caller): Account {
    if (caller.demo) return { mode: 'demo', dailyCalls: this.demoDailyCalls };
    if (caller.kind === 'test') return { mode: 'test', projectId: caller.projectId, plan: caller.plan };
    return { mode: 'live', projectId: caller.projectId, plan: caller.plan };
  }

  /**
   * Appends the headers every authenticated response carries (the API contract,
   * Windows and resets) to `out`; none without a caller. `rate` is undefined
   * when the key was refused (403) before the request counted against its
   * window: the headers then show a whole window.
   */
  headers(caller: Caller | undefined, rate: RateState | undefined, out: [string, string][]): void {
    if (caller === undefined) return;
    rate ??= { limit: caller.plan.requestsPerSecond, remaining: caller.plan.requestsPerSecond, resetSec: 1 };
    // The internal plan without a rate limit has no window to state.
    if (Number.isFinite(rate.limit)) {
      out.push(
        ['RateLimit-Limit', String(rate.limit)],
        ['RateLimit-Remaining', String(Math.max(0, rate.remaining))],
        ['RateLimit-Reset', String(rate.resetSec)],
      );
    }
    if (caller.demo) {
      out.push(
        ['X-Credits-Remaining', '0'],
        ['X-Test-Calls-Remaining', String(this.ledger.testCallsRemaining(DEMO_PROJECT_ID, this.demoDailyCalls))],
      );
      return;
    }
    // The internal plan has no allowance, so no credits or test calls remaining to state.
    if (caller.plan.unlimited) return;
    out.push(['X-Credits-Remaining', String(this.ledger.creditsRemaining(caller.projectId, caller.plan))]);
    if (caller.kind === 'test') {
      out.push(['X-Test-Calls-Remaining', String(this.ledger.testCallsRemaining(caller.projectId, caller.plan.testCallsPerDay))]);
    }
  }
}
