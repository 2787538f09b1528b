/**
 * The embedded credit ledger over LMDB (CreditLedger): one server per
 * DATA_DIR; the PostgreSQL one shared by several nodes is pg-ledger.ts. Both
 * keep the counts the charging policy (src/platform/charging-policy.ts)
 * decides on.
 *
 * Durability: with a charge journal (the server's case) settle() resolves
 * when the charge is written to the journal, on the next turn of the event
 * loop, and the counters are committed every LEDGER_COMMIT_MS; without one,
 * when the commit holding the charge has landed: every charge settled while
 * no commit runs joins the next one, started on the next turn
 * (GROUP_COMMIT_MS), and charges settled during a commit wait for the one
 * after it. Either way a SIGKILL never loses an answered charge.
 *
 * LMDB counters live in memory (the committed LMDB value, plus settled
 * charges not yet committed, plus reservations in flight) and are committed
 * as asynchronous puts of the new totals (lmdb-js commits the puts of one
 * turn in one transaction). So:
 * - two concurrent calls cannot overdraw a Free plan: the check counts
 *   reservations, and the event loop makes reserve() atomic;
 * - a reservation is settled or released exactly once (its state guards it),
 *   and a delta leaves `pending` only when the transaction that adds it has
 *   committed, so no charge is ever applied twice;
 * - close() commits everything before the store closes.
 */
import type { Database } from 'lmdb';
import { errors } from '../core/errors.ts';
import {
  billingPeriod,
  chargeFor,
  creditsRemaining,
  currentPeriod,
  exceedsLimit,
  overageCredits,
  quotaExhausted,
  reportedOverage,
  testCallsRemaining,
  type Account,
  type CounterKind,
} from '../platform/charging-policy.ts';
import type { Clock } from '../platform/clock.ts';
import { unitsCharged, type Ledger, type UsageSummary } from '../platform/ledger.ts';
import type { Plan } from '../platform/plans.ts';
import { ChargeJournal, JOURNAL_APPLIED_KEY, type JournalRecord } from './charge-journal.ts';
import { commitGroup, type CommitGroup } from './commit-group.ts';

interface UsageRecord {
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
  dbKey: [CounterKind, string, string];
  committed: UsageRecord;
  /** Settled, not yet in a commit. */
  pending: UsageRecord;
  /** Settled and inside the commit now running. */
  committing: UsageRecord | undefined;
  reserved: number;
}

export interface Reservation {
  readonly counter: Counter;
  /** The account's project id (the demo key's is `demo`). */
  readonly projectId: string;
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
  /**
   * Milliseconds a commit gathers charges before it starts (default: with a
   * journal LEDGER_COMMIT_MS, without one GROUP_COMMIT_MS, the next turn).
   */
  flushIntervalMs?: number;
  /**
   * The data directory: settled charges go to the charge journal there, and
   * their answers wait for that write instead of the LMDB commit
   * (charge-journal.ts). Without it each answer waits for its commit.
   */
  journalDir?: string;
  /** Told the seconds of every charge-journal write (answers wait for it; src/http/metrics.ts). */
  onJournalWrite?: (seconds: number) => void;
}

/**
 * How long the first charge of a group commit waits for others to join it.
 * 0: the commit starts after the I/O callbacks of the current turn
 * (setImmediate), and the charges settled while it runs (about 0.6 ms for an
 * lmdb-js commit here) form the next one. Measured on bench:kundli, a 2 ms
 * or 5 ms window cost a third of the throughput (answers waited, the
 * connections went idle), 0 cost nothing measurable (bench/README.md).
 */
export const GROUP_COMMIT_MS = 0;

/**
 * How often the counters are committed when the charge journal holds the
 * settled charges: the journal keeps what is not committed yet, so this only
 * bounds how much a restart reads back and how stale another reader of the
 * store finds the counters.
 */
export const LEDGER_COMMIT_MS = 1000;

export class CreditLedger implements Ledger {
  private readonly counters = new Map<string, Counter>();
  private readonly dirty = new Set<Counter>();
  /** Waiters of the charges in `pending`: the next commit's. */
  private waiting: CommitGroup | undefined;
  private readonly clock: Clock;
  private flushIntervalMs: number;
  private timer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  private flushing: Promise<void> | undefined;
  /** Consecutive failed commits (for the retry backoff). */
  private failures = 0;
  private closed = false;
  private readonly journal: ChargeJournal | undefined;

  constructor(
    private readonly db: Database,
    options: LedgerOptions,
  ) {
    this.clock = options.clock;
    this.flushIntervalMs = options.flushIntervalMs ?? (options.journalDir === undefined ? GROUP_COMMIT_MS : LEDGER_COMMIT_MS);
    if (options.journalDir !== undefined) {
      const applied = (db.get(JOURNAL_APPLIED_KEY) as number | undefined) ?? 0;
      this.journal = ChargeJournal.open(options.journalDir, applied, (records, maxSeq) => this.applyJournal(records, maxSeq));
      this.journal.onWrite = options.onJournalWrite;
    }
  }

  /** Adds the charges an earlier process journaled but did not commit, in one synchronous commit (at start). */
  private applyJournal(records: JournalRecord[], maxSeq: number): void {
    const totals = new Map<string, { key: [string, string, string]; value: UsageRecord }>();
    for (const r of records) {
      const id = r.key.join('\u0000');
      let t = totals.get(id);
      if (t === undefined) {
        t = { key: r.key, value: structuredClone((this.db.get(r.key) as UsageRecord | undefined) ?? emptyRecord()) };
        totals.set(id, t);
      }
      t.value.used += r.used;
      t.value.overage += r.overage;
      t.value.by_group[r.group] = (t.value.by_group[r.group] ?? 0) + r.used;
    }
    this.db.transactionSync(() => {
      for (const t of totals.values()) this.db.putSync(t.key, t.value);
      this.db.putSync(JOURNAL_APPLIED_KEY, maxSeq);
    });
  }

  private counter(kind: CounterKind, projectId: string, period: string): Counter {
    const id = `${kind}\u0000${projectId}\u0000${period}`;
    let c = this.counters.get(id);
    if (c === undefined) {
      const dbKey: [CounterKind, string, string] = [kind, projectId, period];
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
   * Takes the charge of a call of `credits` credits for an operation of
   * `group` (charging-policy.ts), or throws 429 quota_exhausted. A free call
   * reserves nothing but still returns a reservation to settle.
   */
  reserve(account: Account, credits: number, group: string): Reservation {
    if (this.closed) throw errors.internal();
    const now = this.clock.now();
    const charge = chargeFor(account, credits, now);
    const c = this.counter(charge.kind, charge.projectId, charge.period);
    const usedAndHeld = CreditLedger.used(c) + c.reserved;
    if (exceedsLimit(charge, usedAndHeld)) throw quotaExhausted(account, charge, now, usedAndHeld);
    c.reserved += charge.units;
    return {
      counter: c,
      projectId: charge.projectId,
      units: charge.units,
      credits: charge.credits,
      group,
      includedCredits: charge.includedCredits,
      state: 'held',
    };
  }

  /**
   * Charges a held reservation (on a 2xx answer). Idempotent. The promise
   * resolves when the group commit holding the charge has landed.
   */
  settle(r: Reservation, share = 1): Promise<void> | undefined {
    if (r.state !== 'held') return undefined;
    r.state = 'settled';
    const c = r.counter;
    c.reserved -= r.units;
    const units = unitsCharged(r.units, r.credits, share);
    if (units === 0) return undefined;
    const before = CreditLedger.used(c);
    const overage = overageCredits(before, units, r.includedCredits);
    c.pending.used += units;
    c.pending.by_group[r.group] = (c.pending.by_group[r.group] ?? 0) + units;
    c.pending.overage += overage;
    this.markDirty(c);
    if (this.journal !== undefined) {
      return this.journal.append({ seq: this.journal.nextSeq(), key: c.dbKey, used: units, overage, group: r.group });
    }
    this.waiting ??= commitGroup();
    return this.waiting.promise;
  }

  /** Gives a held reservation back (error, abort). Idempotent. */
  release(r: Reservation): void {
    if (r.state !== 'held') return;
    r.state = 'released';
    r.counter.reserved -= r.units;
  }

  /** Credits left this UTC month (0 once in overage). */
  creditsRemaining(projectId: string, plan: Plan): number {
    const c = this.counter('credits', projectId, currentPeriod('credits', this.clock.now()));
    return creditsRemaining(plan, CreditLedger.used(c) + c.reserved);
  }

  /** Test calls left today for the project (or the demo key, projectId 'demo'). */
  testCallsRemaining(projectId: string, limit: number): number {
    const c = this.counter('test', projectId, currentPeriod('test', this.clock.now()));
    return testCallsRemaining(limit, CreditLedger.used(c) + c.reserved);
  }

  /** The project's usage of the current UTC month, settled charges included. */
  usage(projectId: string, plan: Plan): UsageSummary {
    const now = this.clock.now();
    const c = this.counter('credits', projectId, currentPeriod('credits', now));
    const byGroup: Record<string, number> = {};
    for (const part of [c.committed, c.committing, c.pending]) {
      if (part === undefined) continue;
      for (const [g, n] of Object.entries(part.by_group)) byGroup[g] = (byGroup[g] ?? 0) + n;
    }
    const overage = c.committed.overage + (c.committing?.overage ?? 0) + c.pending.overage;
    return {
      ...billingPeriod(now),
      used: CreditLedger.used(c),
      overage: reportedOverage(plan, overage),
      byGroup,
    };
  }

  private markDirty(c: Counter): void {
    this.dirty.add(c);
    if (this.timer === undefined && this.flushing === undefined) {
      // Back off while commits fail (disk full, store closed), up to a second.
      const delay = this.failures === 0 ? this.flushIntervalMs : Math.min(1000, Math.max(1, this.flushIntervalMs) * 2 ** this.failures);
      const run = () => {
        this.timer = undefined;
        void this.flush();
      };
      // 0: after this turn's I/O callbacks (setImmediate), not a timer's 1 ms floor.
      this.timer = delay === 0 ? setImmediate(run) : setTimeout(run, delay);
      // Not unref'd: answers wait on this commit.
    }
  }

  /** Commits every settled charge; resolves once they are durable in LMDB. */
  async flush(): Promise<void> {
    if (this.timer !== undefined) {
      this.cancelTimer();
      this.timer = undefined;
    }
    while (this.flushing !== undefined) await this.flushing;
    if (this.dirty.size === 0) return;
    // With a journal, the commit holds every journaled record up to `through`; none is committed unjournaled.
    const through = this.journal?.seal();
    if (this.journal !== undefined && through === undefined) {
      this.failures += 1;
      this.markDirty([...this.dirty][0]!);
      return;
    }
    const batch = [...this.dirty];
    this.dirty.clear();
    const group = this.waiting;
    this.waiting = undefined;
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
      const next: UsageRecord = {
        used: c.committed.used + delta.used,
        overage: c.committed.overage + delta.overage,
        by_group: { ...c.committed.by_group },
      };
      for (const [g, n] of Object.entries(delta.by_group)) next.by_group[g] = (next.by_group[g] ?? 0) + n;
      written.set(c, next);
    }
    const run = this.commit(() =>
      Promise.all([
        ...batch.map((c) => this.db.put(c.dbKey, written.get(c)!)),
        ...(through === undefined ? [] : [this.db.put(JOURNAL_APPLIED_KEY, through)]),
      ]),
    );
    this.flushing = run
      .then(
        () => {
          this.failures = 0;
          if (through !== undefined) this.journal!.discardThrough(through);
          for (const c of batch) {
            c.committed = written.get(c)!;
            c.committing = undefined;
          }
          group?.resolve();
        },
        (error: unknown) => {
          // Nothing was committed: put the deltas back so the next flush retries them.
          for (const c of batch) {
            const d = c.committing!;
            c.committing = undefined;
            c.pending.used += d.used;
            c.pending.overage += d.overage;
            for (const [g, n] of Object.entries(d.by_group)) c.pending.by_group[g] = (c.pending.by_group[g] ?? 0) + n;
            this.dirty.add(c);
          }
          // Their answers wait for the retry.
          if (group !== undefined) {
            this.waiting ??= commitGroup();
            this.waiting.promise.then(group.resolve, group.reject);
          }
          this.failures += 1;
          if (this.failures === 1) process.emitWarning(`Credit ledger commit failed, will retry: ${String(error)}`);
        },
      )
      .finally(() => {
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

  private cancelTimer(): void {
    const t = this.timer;
    if (t === undefined) return;
    // Only a Timeout has refresh().
    if ('refresh' in t) clearTimeout(t);
    else clearImmediate(t);
  }

  commitPromptly(): void {
    this.flushIntervalMs = 0;
    if (this.timer !== undefined) {
      this.cancelTimer();
      this.timer = undefined;
      void this.flush();
    }
  }

  /** Commits everything and stops the timer; later reserve() calls fail. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    // A failed commit re-queues its deltas; try once more before giving up.
    if (this.dirty.size > 0) await this.flush();
    if (this.dirty.size > 0 && this.waiting !== undefined) {
      this.waiting.reject(new Error('Expected the credit ledger to commit before closing but the commit failed'));
      this.waiting = undefined;
    }
    // What could not be committed stays in the journal for the next start.
    this.journal?.close();
  }

  /** Drops cached counters of past periods (called now and then by the server). */
  prune(): void {
    const now = this.clock.now();
    for (const [id, c] of this.counters) {
      const current = c.dbKey[2] === currentPeriod(c.dbKey[0], now);
      if (!current && c.reserved === 0 && !this.dirty.has(c) && c.committing === undefined) this.counters.delete(id);
    }
  }
}

const sharedLedgers = new WeakMap<Database, { ledger: CreditLedger; handles: number }>();

/**
 * The LMDB ledger of a store, one per store in a process however many APIs
 * serve from it (two would each commit totals the other does not know, and
 * read back each other's journal). Each caller gets a handle: its close()
 * commits everything, and the last one closes the ledger. The first
 * caller's options hold.
 */
export function openLmdbLedger(db: Database, options: LedgerOptions): Ledger {
  let shared = sharedLedgers.get(db);
  if (shared === undefined || shared.handles === 0) {
    shared = { ledger: new CreditLedger(db, options), handles: 0 };
    sharedLedgers.set(db, shared);
  }
  shared.handles += 1;
  const { ledger } = shared;
  const s = shared;
  let closed = false;
  return {
    reserve: (account, credits, group) => ledger.reserve(account, credits, group),
    settle: (r, share) => ledger.settle(r as Reservation, share),
    release: (r) => ledger.release(r as Reservation),
    creditsRemaining: (projectId, plan) => ledger.creditsRemaining(projectId, plan),
    testCallsRemaining: (projectId, limit) => ledger.testCallsRemaining(projectId, limit),
    usage: (projectId, plan) => ledger.usage(projectId, plan),
    flush: () => ledger.flush(),
    prune: () => ledger.prune(),
    commitPromptly: () => ledger.commitPromptly(),
    async close() {
      if (closed) return ledger.flush();
      closed = true;
      s.handles -= 1;
      return s.handles === 0 ? ledger.close() : ledger.flush();
    },
  };
}
