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
 */
import type { Piscina } from 'piscina';
import { unwrapOutcome, type TaskCall, type TaskOutcome } from './task-call.ts';

/** The largest batch: bounds the delay a slow call adds to the others of its batch. */
export const MAX_CALLS_PER_TASK = 16;

interface Pending {
  call: TaskCall;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export class TaskBatcher {
  private queue: Pending[] = [];
  private scheduled = false;
  /** Batches sent and not yet answered. */
  private running = 0;

  /** `threads`: the pool's thread count, the most batches sent at once. */
  constructor(private readonly pool: Piscina, private readonly threads: number) {}

  /** Runs the call on the pool in a batch; resolves with its value or rejects with its own error. */
  run(call: TaskCall): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ call, resolve, reject });
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
    while (this.queue.length > 0 && this.running < this.threads) {
      const n = Math.min(MAX_CALLS_PER_TASK, Math.ceil(this.queue.length / (this.threads - this.running)));
      this.send(n === this.queue.length ? this.queue.splice(0) : this.queue.splice(0, n));
    }
  }

  private send(part: Pending[]): void {
    this.running += 1;
    // Packed, as in compute.worker.ts runBatch.
    const calls: TaskCall[] = [];
    for (const p of part) calls.push(p.call);
    this.pool.run({ batch: calls }).then((outcomes: TaskOutcome[]) => {
      this.done();
      for (let i = 0; i < part.length; i += 1) {
        const p = part[i]!;
        try {
          p.resolve(unwrapOutcome(outcomes[i]!));
        } catch (error) {
          p.reject(error);
        }
      }
    }, (error: unknown) => {
      this.done();
      // The task itself failed (pool destroyed, worker crashed): every call of it fails.
      for (const p of part) p.reject(error);
    });
  }

  /** A batch answered: its thread takes the next share of the waiting calls first. */
  private done(): void {
    this.running -= 1;
    this.dispatch();
  }
}
