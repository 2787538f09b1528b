/**
 * The credit ledger: reserve before computing, settle on 2xx, release on any
 * other outcome.
 *
 * Counters live in memory (the committed LMDB value, plus settled charges not
 * yet committed, plus reservations in flight) and are committed to LMDB in
 * batches every `flushIntervalMs` (default 5 ms) as asynchronous puts of the
 * new totals (lmdb-js commits the puts of one turn in one transaction). So:
 * - two concurrent calls cannot overdraw a Free plan: the check counts
 *   reservations, and the event loop makes reserve() atomic;
 * - a reservation is settled or released exactly once (its state guards it),
 *   and a delta leaves `pending` only when the transaction that adds it has
 *   committed, so no charge is ever applied twice;
 * - a crash loses at most the charges settled since the last commit (a few
 *   milliseconds); close() commits everything before the store closes.
 *
 * Credits are counted per project and UTC month; test calls per project and
 * UTC day; the demo key per UTC day under the project id `demo`.
 */
import type { Database } from 'lmdb';
import { errors } from '../core/errors.ts';
import { secondsUntil, startOfNextUtcDayMs, startOfNextUtcMonthMs, startOfUtcMonthMs, utcDayKey, utcMonthKey,
  type Clock } from './clock.ts';
import type { Plan } from './plans.ts';

export interface UsageRecord {
  /** Credits (or test calls) used in the period. */
  used: number;
  /** Credits beyond the plan's allowance (paid plans). */
  overage: number;
  by_group: Record<string, number>;
}

function emptyRecord(): UsageRecord {
  return { used: 0, overage: 0, by_group: {} };
}

interface Counter {
  dbKey: [string, string, string];
  committed: UsageRecord;
  /** Settled, not yet in a commit. */
  pending: UsageRecord;
  /** Settled and inside the commit now running. */
  committing: UsageRecord | undefined;
  reserved: number;
}

/** Who is charged: a live project, a test project, or the demo key. */
export type Account =
  | { mode: 'live'; projectId: string; plan: Plan }
  | { mode: 'test'; projectId: string; plan: Plan }
  | { mode: 'demo'; dailyCalls: number };

export interface Reservation {
  readonly counter: Counter;
  /** Units taken from the counter: credits for live, 1 call for test and demo. */
  readonly units: number;
  /** Credits charged when settled (0 for test and demo). */
  readonly credits: number;
  readonly group: string;
  readonly includedCredits: number;
  state: 'held' | 'settled' | 'released';
}

export interface LedgerOptions {
  clock: Clock;
  /** Milliseconds between batched commits (the most a crash can lose). */
  flushIntervalMs?: number;
}

export const DEMO_PROJECT_ID = 'demo';

export class CreditLedger {
  private readonly counters = new Map<string, Counter>();
  private readonly dirty = new Set<Counter>();
  private readonly clock: Clock;
  private readonly flushIntervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  /** Consecutive failed commits (for the retry backoff). */
  private failures = 0;
  private closed = false;

  constructor(private readonly db: Database, options: LedgerOptions) {
    this.clock = options.clock;
    this.flushIntervalMs = options.flushIntervalMs ?? 5;
  }

  private counter(kind: 'credits' | 'test', projectId: string, period: string): Counter {
    const id = `${kind}\u0000${projectId}\u0000${period}`;
    let c = this.counters.get(id);
    if (c === undefined) {
      const dbKey: [string, string, string] = [kind, projectId, period];
      const stored = this.db.get(dbKey) as UsageRecord | undefined;
      c = { dbKey, committed: stored ?? emptyRecord(), pending: emptyRecord(), committing: undefined, reserved: 0 };
      this.counters.set(id, c);
    }
    return c;
  }

  private static used(c: Counter): number {
    return c.committed.used + (c.committing?.used ?? 0) + c.pending.used;
  }

  /**
   * Takes `credits` (live) or one test call (test, demo) for an operation of
   * `group`, or throws 429 quota_exhausted. A 0-credit live call reserves
   * nothing but still returns a reservation to settle.
   */
  reserve(account: Account, credits: number, group: string): Reservation {
    if (this.closed) throw errors.internal();
    const now = this.clock.now();
    if (account.mode === 'live') {
      const c = this.counter('credits', account.projectId, utcMonthKey(now));
      const plan = account.plan;
      if (!plan.overage && credits > 0 && CreditLedger.used(c) + c.reserved + credits > plan.monthlyCredits) {
        throw errors.quotaExhausted(`The ${plan.monthlyCredits} monthly credits of the ${plan.id} plan are used up`,
          secondsUntil(now, startOfNextUtcMonthMs(now)));
      }
      c.reserved += credits;
      return { counter: c, units: credits, credits, group, includedCredits: plan.monthlyCredits, state: 'held' };
    }
    const projectId = account.mode === 'demo' ? DEMO_PROJECT_ID : account.projectId;
    const limit = account.mode === 'demo' ? account.dailyCalls : account.plan.testCallsPerDay;
    const c = this.counter('test', projectId, utcDayKey(now));
    // Free operations (usage, activities) do not use up test calls.
    const units = credits > 0 ? 1 : 0;
    if (units > 0 && CreditLedger.used(c) + c.reserved + units > limit) {
      throw errors.quotaExhausted(account.mode === 'demo'
        ? `The demo key's ${limit} calls for today are used up`
        : `The project's ${limit} test calls for today are used up`, secondsUntil(now, startOfNextUtcDayMs(now)));
    }
    c.reserved += units;
    return { counter: c, units, credits: 0, group, includedCredits: 0, state: 'held' };
  }

  /** Charges a held reservation (on a 2xx answer). Idempotent. */
  settle(r: Reservation): void {
    if (r.state !== 'held') return;
    r.state = 'settled';
    const c = r.counter;
    c.reserved -= r.units;
    if (r.units === 0) return;
    const before = CreditLedger.used(c);
    c.pending.used += r.units;
    c.pending.by_group[r.group] = (c.pending.by_group[r.group] ?? 0) + r.units;
    if (r.includedCredits > 0) {
      c.pending.overage += Math.max(0, before + r.units - Math.max(before, r.includedCredits));
    }
    this.markDirty(c);
  }

  /** Gives a held reservation back (error, abort). Idempotent. */
  release(r: Reservation): void {
    if (r.state !== 'held') return;
    r.state = 'released';
    r.counter.reserved -= r.units;
  }

  /** Credits left this UTC month (0 once in overage). */
  creditsRemaining(projectId: string, plan: Plan): number {
    const c = this.counter('credits', projectId, utcMonthKey(this.clock.now()));
    return Math.max(0, plan.monthlyCredits - CreditLedger.used(c) - c.reserved);
  }

  /** Test calls left today for the project (or the demo key, projectId 'demo'). */
  testCallsRemaining(projectId: string, limit: number): number {
    const c = this.counter('test', projectId, utcDayKey(this.clock.now()));
    return Math.max(0, limit - CreditLedger.used(c) - c.reserved);
  }

  /** The project's usage of the current UTC month, settled charges included. */
  usage(projectId: string, plan: Plan): { periodStartMs: number; periodEndMs: number; used: number; overage: number;
    byGroup: Record<string, number>; } {
    const now = this.clock.now();
    const c = this.counter('credits', projectId, utcMonthKey(now));
    const byGroup: Record<string, number> = {};
    for (const part of [c.committed, c.committing, c.pending]) {
      if (part === undefined) continue;
      for (const [g, n] of Object.entries(part.by_group)) byGroup[g] = (byGroup[g] ?? 0) + n;
    }
    const overage = c.committed.overage + (c.committing?.overage ?? 0) + c.pending.overage;
    return {
      periodStartMs: startOfUtcMonthMs(now), periodEndMs: startOfNextUtcMonthMs(now) - 1, used: CreditLedger.used(c),
      overage: plan.overage ? overage : 0, byGroup,
    };
  }

  private markDirty(c: Counter): void {
    this.dirty.add(c);
    if (this.timer === undefined && this.flushing === undefined) {
      // Back off while commits fail (disk full, store closed), up to a second.
      const delay = Math.min(1000, this.flushIntervalMs * 2 ** this.failures);
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, delay);
      // The server's own handles keep the process alive; close() commits what is left.
      this.timer.unref();
    }
  }

  /** Commits every settled charge; resolves once they are durable in LMDB. */
  async flush(): Promise<void> {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    while (this.flushing !== undefined) await this.flushing;
    if (this.dirty.size === 0) return;
    const batch = [...this.dirty];
    this.dirty.clear();
    for (const c of batch) {
      c.committing = c.pending;
      c.pending = emptyRecord();
    }
    // Absolute values: this process is the only writer of the usage counters
    // (one server per DATA_DIR; the keys CLI writes only keys). Plain
    // asynchronous puts, batched by lmdb-js into one transaction on its write
    // thread, never hold the write lock while waiting for this thread, so a
    // synchronous LMDB write elsewhere on this thread cannot deadlock with them.
    const written = new Map<Counter, UsageRecord>();
    for (const c of batch) {
      const delta = c.committing!;
      const next: UsageRecord = { used: c.committed.used + delta.used, overage: c.committed.overage + delta.overage,
        by_group: { ...c.committed.by_group } };
      for (const [g, n] of Object.entries(delta.by_group)) next.by_group[g] = (next.by_group[g] ?? 0) + n;
      written.set(c, next);
    }
    const run = this.commit(() => Promise.all(batch.map((c) => this.db.put(c.dbKey, written.get(c)!))));
    this.flushing = run.then(() => {
      this.failures = 0;
      for (const c of batch) {
        c.committed = written.get(c)!;
        c.committing = undefined;
      }
    }, (error: unknown) => {
      // Nothing was committed: put the deltas back so the next flush retries them.
      for (const c of batch) {
        const d = c.committing!;
        c.committing = undefined;
        c.pending.used += d.used;
        c.pending.overage += d.overage;
        for (const [g, n] of Object.entries(d.by_group)) c.pending.by_group[g] = (c.pending.by_group[g] ?? 0) + n;
        this.dirty.add(c);
      }
      this.failures += 1;
      if (this.failures === 1) process.emitWarning(`Credit ledger commit failed, will retry: ${String(error)}`);
    }).finally(() => {
      this.flushing = undefined;
      if (this.dirty.size > 0 && !this.closed) this.markDirty([...this.dirty][0]!);
    });
    await this.flushing;
  }

  /** Starts the writes; a synchronous throw (closed store) becomes a rejection. */
  private commit(start: () => Promise<unknown>): Promise<unknown> {
    try {
      return start();
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Commits everything and stops the timer; later reserve() calls fail. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    // A failed commit re-queues its deltas; try once more before giving up.
    if (this.dirty.size > 0) await this.flush();
  }

  /** Drops cached counters of past periods (called now and then by the server). */
  prune(): void {
    const now = this.clock.now();
    const month = utcMonthKey(now);
    const day = utcDayKey(now);
    for (const [id, c] of this.counters) {
      const current = c.dbKey[0] === 'credits' ? c.dbKey[2] === month : c.dbKey[2] === day;
      if (!current && c.reserved === 0 && !this.dirty.has(c) && c.committing === undefined) this.counters.delete(id);
    }
  }
}
