/**
 * Per-key limits of the plan: requests a second (fixed one-second windows
 * aligned to the clock's whole seconds) and requests in flight. `Limiter` is
 * what the server needs; RateLimiter keeps the counts in this process, the
 * Redis one (src/storage/redis-limiter.ts) shares them between nodes.
 */
import { errors } from '../core/errors.ts';
import type { Clock } from './clock.ts';
import type { Plan } from './plans.ts';

interface KeyWindow {
  windowStartMs: number;
  count: number;
  inFlight: number;
}

export interface RateState {
  /** Requests a second allowed (RateLimit-Limit). */
  limit: number;
  /** Requests left in this window (RateLimit-Remaining). */
  remaining: number;
  /** Whole seconds until the window resets (RateLimit-Reset). */
  resetSec: number;
  /** The request's place among the key's requests in flight, where the store needs it back (Redis). */
  lease?: string;
}

/** What the server needs of a rate limiter, whatever keeps the counts. */
export interface Limiter {
  /** Admits one request of the key or throws 429 rate_limited; `done` must follow exactly once. */
  acquire(keyId: string, limits: RateLimits): RateState | Promise<RateState>;
  /** The request admitted with `state` has ended. */
  done(keyId: string, state?: RateState): void;
  close?(): Promise<void>;
}

/** The 429 of a full window or of too many requests in flight, with the headers' state in `details.rate`. */
export function rateRefusal(reason: 'window' | 'in_flight', limits: RateLimits, used: number, resetSec: number): Error {
  const e =
    reason === 'window'
      ? errors.rateLimited(`more than ${limits.requestsPerSecond} requests a second for this key`, resetSec)
      : errors.rateLimited(`more than ${limits.concurrentRequests} requests at once for this key`, 1);
  e.details!.rate = {
    limit: limits.requestsPerSecond,
    remaining: Math.max(0, limits.requestsPerSecond - used),
    resetSec,
  } satisfies RateState;
  return e;
}

export interface RateLimits {
  requestsPerSecond: number;
  concurrentRequests: number;
}

export class RateLimiter implements Limiter {
  private readonly windows = new Map<string, KeyWindow>();

  constructor(private readonly clock: Clock) {}

  private window(keyId: string, now: number): KeyWindow {
    const start = now - (now % 1000);
    let w = this.windows.get(keyId);
    if (w === undefined) {
      if (this.windows.size > 100_000) this.prune(start);
      w = { windowStartMs: start, count: 0, inFlight: 0 };
      this.windows.set(keyId, w);
    } else if (w.windowStartMs !== start) {
      w.windowStartMs = start;
      w.count = 0;
    }
    return w;
  }

  /**
   * Admits one request of the key or throws 429 rate_limited (with the state
   * for the headers in `details.rate`). On success the caller must call
   * `done(keyId)` exactly once when the request ends.
   */
  acquire(keyId: string, limits: RateLimits | Plan): RateState {
    const now = this.clock.now();
    const w = this.window(keyId, now);
    const resetSec = Math.max(1, Math.ceil((w.windowStartMs + 1000 - now) / 1000));
    if (w.count >= limits.requestsPerSecond) throw rateRefusal('window', limits, w.count, resetSec);
    if (w.inFlight >= limits.concurrentRequests) throw rateRefusal('in_flight', limits, w.count, resetSec);
    w.count += 1;
    w.inFlight += 1;
    return { limit: limits.requestsPerSecond, remaining: limits.requestsPerSecond - w.count, resetSec };
  }

  done(keyId: string): void {
    const w = this.windows.get(keyId);
    if (w !== undefined && w.inFlight > 0) w.inFlight -= 1;
  }

  inFlight(keyId: string): number {
    return this.windows.get(keyId)?.inFlight ?? 0;
  }

  private prune(currentStartMs: number): void {
    for (const [id, w] of this.windows) if (w.inFlight === 0 && w.windowStartMs !== currentStartMs) this.windows.delete(id);
  }
}
