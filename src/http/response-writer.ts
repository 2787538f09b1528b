/**
 * Backpressure on answers, the part both transports share: the count of
 * answers whose client has not read them to the end, and the stall timeout
 * that closes a connection whose client reads nothing of a pending answer
 * for WRITE_STALL_TIMEOUT_MS. Each transport hands a body to its socket
 * only as far as the client reads it (uWS tryEnd/onWritable in
 * transport/uws.ts, node:http write/drain in transport/node.ts), so the
 * server holds no copy of an answer the client does not read: at most the
 * unsent part of one answer per connection. Pattern: uWebSockets.js
 * examples/VideoStreamer.js.
 */
import { GAUGE_PENDING_WRITES } from './loops/platform-channel.ts';

/** How long an answer may wait for its client to read any of it before the connection is closed (docs/platform.md). */
export const WRITE_STALL_TIMEOUT_MS = 10_000;

/** One answer waiting for its client: `progress` when the client read some of it, `finish` once (written, aborted or closed). */
export interface PendingAnswer {
  progress(): void;
  finish(): void;
}

export class ResponseWriter {
  /** Answers whose body the client has not read to the end yet. */
  private pendingCount = 0;
  /** An HTTP loop's (loops/): the server's pending answers over every loop, in its GAUGE_PENDING_WRITES slot. */
  gauge: Int32Array | undefined;

  constructor(readonly stallTimeoutMs: number = WRITE_STALL_TIMEOUT_MS) {}

  /** Answers waiting for their client to read the rest of their body. */
  get pending(): number {
    return this.pendingCount;
  }

  /**
   * Counts an answer as pending until `finish`; `close` (closing its
   * connection) runs when the client reads nothing of it for the stall
   * timeout, and finishes it.
   */
  track(close: () => void): PendingAnswer {
    let finished = false;
    const finish = (): void => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      this.pendingCount -= 1;
      if (this.gauge !== undefined) Atomics.sub(this.gauge, GAUGE_PENDING_WRITES, 1);
    };
    // Bumped by each progress: a stall decided after it is void.
    let progressCount = 0;
    const stalled = (): void => {
      if (finished) return;
      // Decided after the loop's next poll: when the loop itself was busy past the timeout (a loaded machine, a long
      // task), the client's progress may be waiting there, and the client has not stalled.
      const seen = progressCount;
      setImmediate(() => {
        if (finished || progressCount !== seen) return;
        finish();
        close();
      });
    };
    let timer = setTimeout(stalled, this.stallTimeoutMs);
    this.pendingCount += 1;
    if (this.gauge !== undefined) Atomics.add(this.gauge, GAUGE_PENDING_WRITES, 1);
    return {
      progress: () => {
        // The client read something: its stall clock starts again.
        if (finished) return;
        progressCount += 1;
        clearTimeout(timer);
        timer = setTimeout(stalled, this.stallTimeoutMs);
      },
      finish,
    };
  }
}
