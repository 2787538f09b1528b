/**
 * Micro-batching of pool tasks. Every Piscina task costs the HTTP thread a
 * structured clone, a postMessage, a wake-up of a pool thread and a message
 * back, whatever its size; for a kundli that was most of the HTTP thread's
 * work. So calls are sent as batches, one Piscina task each, and never more
 * batches at once than the pool has threads:
 * - calls made in one event-loop turn are sent at the end of the turn
 *   (setImmediate: no timer, no wait when the loop is idle), split over the
 *   free threads;
 * - while every thread is busy, calls wait here (instead of in Piscina's
 *   queue, where they would wait as long) and a thread that finishes takes
 *   its share of them at once, at most MAX_CALLS_PER_TASK.
 * So the busier the server, the larger the batches and the cheaper each call.
 * The worker runs each call of a batch and returns one outcome per call, so
 * an error reaches only its own request. A batch answers when its last call
 * is done, so a slow call delays the others of its batch (at most
 * MAX_CALLS_PER_TASK - 1 of them).
 *
 * Fair between callers (issue 28, D3): waiting calls queue per owner (an
 * API key; keyless calls share one queue), and a batch takes them in turn,
 * one from each owner with calls waiting, so a key that keeps many calls
 * queued (bulk parts, loops of long requests) delays another key's call by
 * at most one call of its own per batch, not by its whole queue. A call
 * whose owner has gone (the client closed the connection) is dropped when
 * its turn comes instead of being computed.
 */
import type { Piscina } from 'piscina';
import { unwrapOutcome, type TaskBatch, type TaskCall, type TaskOutcome } from './task-call.ts';

/** The largest batch: bounds the delay a slow call adds to the others of its batch. */
export const MAX_CALLS_PER_TASK = 16;

/** Who waits for a call: the request it serves (src/http/exchange.ts Exchange fits). */
export interface TaskOwner {
  /** The client has gone: the call is not computed any more. */
  readonly aborted: boolean;
  readonly caller: { readonly keyId: string } | undefined;
}

/** The queue of calls without an owner or a key (one shared queue). */
const SHARED_QUEUE = '';

/** Rejects the calls of a request whose client left before they ran; nobody reads it (the request is not answered). */
export class CallerGoneError extends Error {
  constructor() {
    super('Expected the client to wait for its answer but it closed the connection first');
    this.name = 'CallerGoneError';
  }
}

interface Pending {
  call: TaskCall;
  owner: TaskOwner | undefined;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export class TaskBatcher {
  /** Waiting calls by owner key, in the order the owners first queued (the round's order). */
  private readonly queues = new Map<string, Pending[]>();
  private waiting = 0;
  private scheduled = false;
  /** Batches sent and not yet answered. */
  private running = 0;

  /** `threads`: the pool's thread count, the most batches sent at once. */
  constructor(
    private readonly pool: Piscina,
    private readonly threads: number,
  ) {}

  /** Calls waiting for a thread (tests, benches). */
  get queued(): number {
    return this.waiting;
  }

  /** Runs the call on the pool in a batch; resolves with its value or rejects with its own error. */
  run(call: TaskCall, owner?: TaskOwner): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const queueKey = owner?.caller?.keyId ?? SHARED_QUEUE;
      const queue = this.queues.get(queueKey);
      const pending = { call, owner, resolve, reject };
      if (queue === undefined) this.queues.set(queueKey, [pending]);
      else queue.push(pending);
      this.waiting += 1;
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.flush);
      }
    });
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    this.dispatch();
  };

  /** Splits the waiting calls over the free threads. */
  private dispatch(): void {
    while (this.waiting > 0 && this.running < this.threads) {
      const n = Math.min(MAX_CALLS_PER_TASK, Math.ceil(this.waiting / (this.threads - this.running)));
      const part = this.take(n);
      if (part.length > 0) this.send(part);
    }
  }

  /** Up to `n` calls, one from each owner in turn; calls of owners gone are rejected on the way. */
  private take(n: number): Pending[] {
    const part: Pending[] = [];
    while (part.length < n && this.waiting > 0) {
      for (const [queueKey, queue] of this.queues) {
        const p = queue.shift()!;
        this.waiting -= 1;
        // Deleted and set again when it still waits: the owner goes to the end of the round.
        this.queues.delete(queueKey);
        if (queue.length > 0) this.queues.set(queueKey, queue);
        if (p.owner?.aborted === true) p.reject(new CallerGoneError());
        else part.push(p);
        if (part.length === n) break;
      }
    }
    return part;
  }

  private send(part: Pending[]): void {
    this.running += 1;
    // Packed, as in compute.worker.ts runBatch.
    const calls: TaskCall[] = [];
    for (const p of part) calls.push(p.call);
    const task: TaskBatch = { batch: calls };
    this.pool.run(task).then(
      (outcomes: TaskOutcome[]) => {
        this.done();
        for (let i = 0; i < part.length; i += 1) {
          const p = part[i]!;
          try {
            p.resolve(unwrapOutcome(outcomes[i]!));
          } catch (error) {
            p.reject(error);
          }
        }
      },
      (error: unknown) => {
        this.done();
        // The task itself failed (pool destroyed, worker crashed): every call of it fails.
        for (const p of part) p.reject(error);
      },
    );
  }

  /** A batch answered: its thread takes the next share of the waiting calls first. */
  private done(): void {
    this.running -= 1;
    this.dispatch();
  }
}
