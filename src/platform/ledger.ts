/**
 * What the server needs of a credit ledger, whatever stores it: reserve
 * before computing, settle on 2xx, release on any other outcome. The rules
 * (which counter, how many units, which limit) are the charging policy
 * (charging-policy.ts); the ledgers that keep the counts are in storage/:
 * the embedded one over LMDB (src/storage/lmdb-ledger.ts) and the one in
 * PostgreSQL shared by several nodes (src/storage/pg-ledger.ts).
 *
 * Durability: settle() returns a promise, and the server releases the
 * answer only once it resolves (docs/platform.md, How a charge is made), so
 * a SIGKILL never loses an answered charge.
 */
import type { Account } from './charging-policy.ts';
import type { Plan } from './plans.ts';

/** The project's use of the current UTC month. */
export interface UsageSummary {
  periodStartMs: number;
  periodEndMs: number;
  used: number;
  overage: number;
  byGroup: Record<string, number>;
}

/** A reservation as the server holds it (each back end adds its own fields). */
export interface LedgerReservation {
  readonly credits: number;
  state: 'held' | 'settled' | 'released';
}

export interface Ledger {
  /** Takes the cost (or one test call) or throws 429 quota_exhausted; a promise when the check asks a shared store. */
  reserve(account: Account, credits: number, group: string): LedgerReservation | Promise<LedgerReservation>;
  /**
   * Charges a held reservation; the promise resolves once the charge is committed (undefined: nothing to commit).
   * `share` (0..1, default 1): the part of its credits to charge (a bulk answer whose error lines are free); a test
   * call counts whole unless the share is 0.
   */
  settle(r: LedgerReservation, share?: number): Promise<void> | undefined;
  /** Gives a held reservation back. */
  release(r: LedgerReservation): void;
  /** Credits left this UTC month, as this node last knew them. */
  creditsRemaining(projectId: string, plan: Plan): number;
  /** Test calls left today, as this node last knew them. */
  testCallsRemaining(projectId: string, limit: number): number;
  usage(projectId: string, plan: Plan): UsageSummary;
  /** Commits every settled charge. */
  flush(): Promise<void>;
  /** Commits everything; later reserve() calls fail. */
  close(): Promise<void>;
  /** Drops cached counters of past periods. */
  prune(): void;
  /** From now on every commit starts on the next turn (a closing server's answers wait for no timer). */
  commitPromptly(): void;
}

/** The units a settle charges of a reservation of `units` (credits, or 1 test call with `credits` 0) at `share`. */
export function unitsCharged(units: number, credits: number, share = 1): number {
  if (share >= 1) return units;
  if (share <= 0) return 0;
  return credits === 0 ? units : Math.round(units * share);
}
