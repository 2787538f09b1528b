/**
 * What crosses the thread boundary: a named task call and its outcome.
 * Plain, structured-clone friendly shapes.
 */
import { ApiError, type ErrorCode } from '../core/errors.ts';
import type { ServingTransport } from '../operations/context.ts';
import type { EnvelopeHead } from '../operations/run.ts';

/** A pool task's name: an operation id, or one of the engine tasks of handlers.ts. */
export type TaskName = string;

/**
 * The task that computes an operation and writes its whole envelope
 * (handlers.ts; input `{ operation, task, head }`, src/operations/run.ts
 * EnvelopeHead; value `{ envelope }`, its text). Not an operation id (ids are camelCase words).
 */
export const ENVELOPED_TASK = 'enveloped-answer';

/**
 * The task that answers a whole request from its body's bytes
 * (request-task.ts; input RequestCall, value its envelope's text or the
 * request handed back to the HTTP thread).
 */
export const REQUEST_TASK = 'request';

/** What the HTTP thread sends for one request (its body's bytes are a copy of its own). */
export interface RequestCall {
  operation: string;
  body: Uint8Array;
  /** The Accept-Language header, '' when absent. */
  acceptLanguage: string;
  /** The server's clock when the request was admitted (`ctx.now()` of `prepare`). */
  nowMs: number;
  transport: ServingTransport;
  envelope: Pick<EnvelopeHead, 'requestId' | 'mode' | 'credits'>;
}

/** The request is to be answered on the HTTP thread after all: its body's text. */
export interface OnHttpThread {
  onHttpThread: string;
}

export interface TaskCall {
  name: TaskName;
  input: unknown;
}

/** What the pool runs as one Piscina task: calls answered one outcome each, in order. */
export interface TaskBatch {
  batch: TaskCall[];
}

/** What a worker sends back for one call: the value, the ApiError it raised, or any other error. */
export type TaskOutcome =
  | { value: unknown }
  | { apiError: { code: ErrorCode; message: string; param: string | undefined; details: Record<string, unknown> | undefined } }
  | { failure: { name: string; message: string; stack: string; code: unknown } };

/** The outcome's value, or its error thrown again on this side of the boundary. */
export function unwrapOutcome(outcome: TaskOutcome): unknown {
  if ('value' in outcome) return outcome.value;
  if ('apiError' in outcome) {
    const e = outcome.apiError;
    throw new ApiError(e.code, e.message, e.param, e.details);
  }
  // Not an ApiError: a bug in the worker. Keep its class, code and stack for the error log (never shown to clients).
  const f = outcome.failure;
  const error = new Error(f.message);
  error.name = f.name;
  error.stack = f.stack;
  if (f.code !== undefined) (error as Error & { code?: unknown }).code = f.code;
  throw error;
}
