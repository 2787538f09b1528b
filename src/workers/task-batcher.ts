/**
 * Micro-batching of pool tasks. Every Piscina task costs the HTTP thread a
 * structured clone, a postMessage, a wake-up of a pool thread and a message
 * back, whatever its size; for a kundli that was most of the HTTP thread's
 * work. Calls made in the same event-loop turn (requests whose bodies arrived
 * in the same poll phase) are sent as one Piscina task per pool thread at the
 * end of the turn (setImmediate: no timer, no added wait when the loop is
 * idle). The worker runs each call and returns one outcome per call, so an
 * error reaches only its own request.
 */
import type { Piscina } from 'piscina';
import { unwrapOutcome, type TaskCall, type TaskOutcome } from './task-call.ts';

interface Pending {
  call: TaskCall;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export class TaskBatcher {
  private queue: Pending[] = [];
  private scheduled = false;

  /** `threads`: the pool's thread count; a turn's calls are split into at most this many tasks. */
  constructor(private readonly pool: Piscina, private readonly threads: number) {}

  /** Runs the call on the pool with the others of this turn; resolves with its value or rejects with its own error. */
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
    const queue = this.queue;
    this.queue = [];
    const tasks = Math.min(this.threads, queue.length);
    let start = 0;
    for (let t = 0; t < tasks; t += 1) {
      // Balanced parts: the first (length % tasks) parts take one more call.
      const end = start + Math.floor(queue.length / tasks) + (t < queue.length % tasks ? 1 : 0);
      this.send(queue.slice(start, end));
      start = end;
    }
  };

  private send(part: Pending[]): void {
    this.pool.run({ batch: part.map((p) => p.call) }).then((outcomes: TaskOutcome[]) => {
      for (let i = 0; i < part.length; i += 1) {
        const p = part[i]!;
        try {
          p.resolve(unwrapOutcome(outcomes[i]!));
        } catch (error) {
          p.reject(error);
        }
      }
    }, (error: unknown) => {
      // The task itself failed (pool destroyed, worker crashed): every call of it fails.
      for (const p of part) p.reject(error);
    });
  }
}
