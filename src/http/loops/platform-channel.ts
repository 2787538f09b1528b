/**
 * What an HTTP loop (a worker thread serving HTTP: loops/http-loop.worker.ts)
 * and the main thread, which keeps the platform's one copy of the rate
 * windows, the credit ledger with its charge journal, and the keys, say to
 * each other. Messages go in batches, one postMessage per event-loop turn
 * each way, so the cost per request is a few array pushes.
 *
 * Asynchronous ops (rate acquire, reserve, settle, key lookups) carry an id
 * answered once; the rest (done, release, log lines) are told only. The
 * ledger's synchronous reads a loop has no cached answer for go through a
 * second, blocking channel (SyncCall), used rarely (docs/platform.md, HTTP
 * threads).
 */
import { ApiError, type ErrorCode } from '../../core/errors.ts';
import type { Account } from '../../platform/charging-policy.ts';
import type { RateLimits, RateState } from '../../platform/rate-limiter.ts';

export type LoopOp =
  | [op: 'acquire', id: number, keyId: string, limits: RateLimits]
  | [op: 'done', keyId: string, state: RateState | undefined]
  | [op: 'reserve', id: number, account: Account, credits: number, group: string]
  | [op: 'settle', id: number, reservationId: number]
  | [op: 'release', reservationId: number]
  | [op: 'find', id: number, key: string]
  | [op: 'log', chunk: string]
  | [op: 'promptly']
  /** The loop has drained and ends: its last op, after which the main thread closes its channels. */
  | [op: 'end'];

/** What a loop's account has left, told back with each reserve and settle (the headers of its answers: caller-account.ts). */
export interface Remaining {
  projectId: string;
  credits?: number;
  testCalls?: number;
}

export type HubReply = [id: number, ok: true, value: unknown, remaining?: Remaining] | [id: number, ok: false, error: WireError];

export type SyncCall =
  | [op: 'creditsRemaining', projectId: string, plan: import('../../platform/plans.ts').Plan]
  | [op: 'testCallsRemaining', projectId: string, limit: number]
  | [op: 'usage', projectId: string, plan: import('../../platform/plans.ts').Plan];

/** An error as it crosses threads: an ApiError keeps its code, parameter and details (a 429's rate state). */
export interface WireError {
  code?: ErrorCode;
  message: string;
  param?: string;
  details?: Record<string, unknown>;
}

export function toWire(error: unknown): WireError {
  if (error instanceof ApiError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.param === undefined ? {} : { param: error.param }),
      ...(error.details === undefined ? {} : { details: error.details }),
    };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

export function fromWire(wire: WireError): Error {
  return wire.code === undefined ? new Error(wire.message) : new ApiError(wire.code, wire.message, wire.param, wire.details);
}

/** The slots of the loops' shared gauges (an Int32Array over a SharedArrayBuffer). */
export const GAUGE_IN_FLIGHT = 0;
export const GAUGE_PENDING_WRITES = 1;
export const GAUGE_SLOTS = 2;

/** Calls `send` with what was queued in this event-loop turn, once, at its end. */
export class TurnBatch<T> {
  private queued: T[] = [];
  private scheduled = false;

  constructor(private readonly send: (items: T[]) => void) {}

  push(item: T): void {
    this.queued.push(item);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.flush);
  }

  /** Sends what is queued now. */
  readonly flush = (): void => {
    this.scheduled = false;
    if (this.queued.length === 0) return;
    const items = this.queued;
    this.queued = [];
    this.send(items);
  };
}
