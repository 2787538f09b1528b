/**
 * The credit ledger in PostgreSQL (DATABASE_URL), shared by several nodes,
 * with the semantics of the LMDB ledger (lmdb-ledger.ts) and the same
 * charging policy (src/platform/charging-policy.ts):
 * - reserve: counters with a hard limit (Free credits, test calls, the demo
 *   key's calls) hold their units in PostgreSQL (`ledger_reserve`: under the
 *   counter's row lock, used + every node's reservations + n <= limit), so
 *   nodes together never overdraw. Plans with overage have no limit to hold
 *   against: their reservation stays on the node.
 * - settle: the charge joins the node's next group commit (`ledger_commit`,
 *   one transaction for every charge and release of the batch), and the
 *   promise resolves once that transaction has committed. A batch that fails
 *   is retried as it is, under the same id, before any later one; the id is
 *   recorded in the transaction, so a retry after a lost reply applies
 *   nothing twice.
 * - release: the held units go back in the next group commit.
 * - a node heartbeats every second; the reservations of a node silent for
 *   NODE_TIMEOUT_SECONDS (killed) are dropped by the others.
 * The headers' remaining credits and test calls, and GET /v1/usage, read the
 * counters as this node last saw them: every reservation and commit returns
 * them, and a 0-credit call (usage) reads its project's afresh first.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { errors } from '../core/errors.ts';
import {
  billingPeriod,
  chargeFor,
  creditsRemaining,
  currentPeriod,
  quotaExhausted,
  reportedOverage,
  testCallsRemaining,
  type Account,
  type CounterKind,
} from '../platform/charging-policy.ts';
import type { Clock } from '../platform/clock.ts';
import { unitsCharged, type Ledger, type LedgerReservation, type UsageSummary } from '../platform/ledger.ts';
import type { Plan } from '../platform/plans.ts';
import { commitGroup } from './commit-group.ts';
import { NODE_TIMEOUT_SECONDS } from './pg.ts';

/** A counter as this node knows it. */
interface Known {
  kind: CounterKind;
  project: string;
  period: string;
  /** used + every node's reservations, as last read. */
  used: number;
  held: number;
  overage: number;
  byGroup: Record<string, number>;
}

/** A counter's changes waiting for the next group commit. */
interface Delta {
  used: number;
  released: number;
  included: number;
  groups: Record<string, number>;
}

interface PgReservation extends LedgerReservation {
  readonly known: Known;
  readonly units: number;
  /** Units held in PostgreSQL (0 when the plan has no limit). */
  readonly held: number;
  readonly group: string;
  readonly includedCredits: number;
}

interface Batch {
  id: string;
  entries: { k: CounterKind; p: string; per: string; used: number; released: number; included: number; groups: Record<string, number> }[];
  waiters: ReturnType<typeof commitGroup> | undefined;
}

export interface PgLedgerOptions {
  clock: Clock;
  /** This node's id (default: random); its reservations are dropped when it stops heartbeating. */
  nodeId?: string;
}

export class PgLedger implements Ledger {
  readonly nodeId: string;
  private readonly clock: Clock;
  private readonly known = new Map<string, Known>();
  private pending = new Map<Known, Delta>();
  private waiting: ReturnType<typeof commitGroup> | undefined;
  private retry: Batch | undefined;
  private running: Promise<void> | undefined;
  private scheduled = false;
  private batchSeq = 0;
  private failures = 0;
  private closed = false;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    options: PgLedgerOptions,
  ) {
    this.clock = options.clock;
    this.nodeId = options.nodeId ?? `node_${randomBytes(6).toString('hex')}`;
    this.heartbeat = setInterval(() => void this.beat().catch(() => undefined), 1000);
    this.heartbeat.unref();
  }

  /** Registers the node (before its first reservation) and drops the reservations of silent nodes. */
  async beat(): Promise<void> {
    await this.pool.query(
      `WITH me AS (INSERT INTO nodes (id, seen_at) VALUES ($1, now()) ON CONFLICT (id) DO UPDATE SET seen_at = now()),
      gone AS (DELETE FROM nodes WHERE seen_at < now() - make_interval(secs => $2) AND id <> $1 RETURNING id),
      dropped AS (DELETE FROM reservations WHERE node IN (SELECT id FROM gone) OR node NOT IN (SELECT id FROM nodes) AND node <> $1)
      DELETE FROM ledger_batches WHERE committed_at < now() - interval '2 days'`,
      [this.nodeId, NODE_TIMEOUT_SECONDS],
    );
  }

  private counter(kind: CounterKind, project: string, period: string): Known {
    const id = `${kind}\u0000${project}\u0000${period}`;
    let k = this.known.get(id);
    if (k === undefined) {
      k = { kind, project, period, used: 0, held: 0, overage: 0, byGroup: {} };
      this.known.set(id, k);
    }
    return k;
  }

  reserve(account: Account, credits: number, group: string): PgReservation | Promise<PgReservation> {
    if (this.closed) throw errors.internal();
    const now = this.clock.now();
    const charge = chargeFor(account, credits, now);
    const known = this.counter(charge.kind, charge.projectId, charge.period);
    const r = {
      known,
      units: charge.units,
      held: 0,
      credits: charge.credits,
      group,
      includedCredits: charge.includedCredits,
      state: 'held' as const,
    };
    if (charge.units === 0) return this.refresh(charge.projectId, now).then(() => ({ ...r }));
    // No limit to hold against (a plan with overage): the reservation stays on the node.
    if (charge.limit === undefined) return r;
    return this.hold(known, charge.units, charge.limit, (usedAndHeld) => quotaExhausted(account, charge, now, usedAndHeld)).then(() => ({
      ...r,
      held: charge.units,
    }));
  }

  private async hold(known: Known, units: number, limit: number, refusal: (usedAndHeld: number) => Error): Promise<void> {
    const { rows } = await this.pool.query<{ v: string }>('SELECT ledger_reserve($1, $2, $3, $4, $5, $6) AS v', [
      known.kind,
      known.project,
      known.period,
      this.nodeId,
      units,
      limit,
    ]);
    const v = Number(rows[0]!.v);
    if (v < 0) {
      known.used = -1 - v;
      throw refusal(known.used);
    }
    known.used = v;
  }

  /** Reads the project's credits of the month and test calls of the day (for GET /v1/usage and the headers). */
  private async refresh(projectId: string, now: number): Promise<void> {
    const { rows } = await this.pool.query<{
      kind: CounterKind;
      period: string;
      used: string;
      overage: string;
      by_group: Record<string, number>;
      held: string;
    }>(
      `SELECT c.kind, c.period, c.used, c.overage, c.by_group,
        (SELECT coalesce(sum(r.units), 0) FROM reservations r WHERE r.kind = c.kind AND r.project = c.project AND r.period = c.period) AS held
      FROM usage_counters c WHERE c.project = $1 AND ((c.kind = 'credits' AND c.period = $2) OR (c.kind = 'test' AND c.period = $3))`,
      [projectId, currentPeriod('credits', now), currentPeriod('test', now)],
    );
    for (const row of rows) {
      const k = this.counter(row.kind, projectId, row.period);
      k.held = Number(row.held);
      k.used = Number(row.used) + k.held;
      k.overage = Number(row.overage);
      k.byGroup = row.by_group;
    }
  }

  settle(r: LedgerReservation, share = 1): Promise<void> | undefined {
    const res = r as PgReservation;
    if (res.state !== 'held') return undefined;
    res.state = 'settled';
    const units = unitsCharged(res.units, res.credits, share);
    if (units === 0) {
      if (res.held !== 0) {
        this.delta(res.known).released += res.held;
        this.schedule();
      }
      return undefined;
    }
    const d = this.delta(res.known);
    d.used += units;
    d.released += res.held;
    d.included = res.includedCredits;
    d.groups[res.group] = (d.groups[res.group] ?? 0) + units;
    this.waiting ??= commitGroup();
    const promise = this.waiting.promise;
    this.schedule();
    return promise;
  }

  release(r: LedgerReservation): void {
    const res = r as PgReservation;
    if (res.state !== 'held') return;
    res.state = 'released';
    if (res.held === 0) return;
    this.delta(res.known).released += res.held;
    this.schedule();
  }

  private delta(known: Known): Delta {
    let d = this.pending.get(known);
    if (d === undefined) {
      d = { used: 0, released: 0, included: 0, groups: {} };
      this.pending.set(known, d);
    }
    return d;
  }

  private schedule(): void {
    if (this.scheduled || this.running !== undefined) return;
    this.scheduled = true;
    const delayMs = this.failures === 0 ? 0 : Math.min(1000, 2 ** this.failures);
    setTimeout(() => {
      this.scheduled = false;
      void this.flush();
    }, delayMs);
  }

  private nextBatch(): Batch | undefined {
    if (this.retry !== undefined) return this.retry;
    if (this.pending.size === 0) return undefined;
    const entries = [...this.pending].map(([k, d]) => ({
      k: k.kind,
      p: k.project,
      per: k.period,
      used: d.used,
      released: d.released,
      included: d.included,
      groups: d.groups,
    }));
    // One lock order for every node: no deadlock between two nodes' commits.
    entries.sort((a, b) => (a.k + a.p + a.per < b.k + b.p + b.per ? -1 : 1));
    this.pending = new Map();
    const waiters = this.waiting;
    this.waiting = undefined;
    return { id: `${this.nodeId}_${(this.batchSeq++).toString(36)}`, entries, waiters };
  }

  /** Runs group commits until nothing is pending; resolves when they have landed (or failed, to be retried). */
  async flush(): Promise<void> {
    while (this.running !== undefined) await this.running;
    const batch = this.nextBatch();
    if (batch === undefined) return;
    this.running = this.commit(batch).finally(() => {
      this.running = undefined;
      if ((this.retry !== undefined || this.pending.size > 0) && !this.closed) this.schedule();
    });
    await this.running;
  }

  private async commit(batch: Batch): Promise<void> {
    try {
      const { rows } = await this.pool.query<{ kind: CounterKind; project: string; period: string; used: string; held: string }>(
        'SELECT * FROM ledger_commit($1, $2, $3)',
        [batch.id, this.nodeId, JSON.stringify(batch.entries)],
      );
      this.retry = undefined;
      this.failures = 0;
      for (const row of rows) {
        const k = this.counter(row.kind, row.project, row.period);
        k.held = Number(row.held);
        k.used = Number(row.used) + k.held;
      }
      batch.waiters?.resolve();
    } catch (error) {
      this.retry = batch;
      this.failures += 1;
      if (this.failures === 1) process.emitWarning(`Credit ledger commit failed, will retry: ${String(error)}`);
    }
  }

  creditsRemaining(projectId: string, plan: Plan): number {
    const k = this.counter('credits', projectId, currentPeriod('credits', this.clock.now()));
    return creditsRemaining(plan, k.used);
  }

  testCallsRemaining(projectId: string, limit: number): number {
    const k = this.counter('test', projectId, currentPeriod('test', this.clock.now()));
    return testCallsRemaining(limit, k.used);
  }

  usage(projectId: string, plan: Plan): UsageSummary {
    const now = this.clock.now();
    const k = this.counter('credits', projectId, currentPeriod('credits', now));
    return {
      ...billingPeriod(now),
      used: k.used - k.held,
      overage: reportedOverage(plan, k.overage),
      byGroup: { ...k.byGroup },
    };
  }

  commitPromptly(): void {
    // Commits already start on the next turn.
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    await this.flush();
    if (this.retry !== undefined) await this.flush();
    if (this.retry !== undefined || this.pending.size > 0) {
      const message = 'Expected the credit ledger to commit before closing but the commit failed';
      this.retry?.waiters?.reject(new Error(message));
      this.waiting?.reject(new Error(message));
      return;
    }
    // Our reservations are all settled or released: the node leaves.
    await this.pool.query('DELETE FROM reservations WHERE node = $1', [this.nodeId]).catch(() => undefined);
    await this.pool.query('DELETE FROM nodes WHERE id = $1', [this.nodeId]).catch(() => undefined);
  }

  prune(): void {
    const now = this.clock.now();
    for (const [id, k] of this.known) {
      const current = k.period === currentPeriod(k.kind, now);
      if (!current && !this.pending.has(k)) this.known.delete(id);
    }
  }
}
