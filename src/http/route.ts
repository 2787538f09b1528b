/**
 * A route as the server serves it: what a declared operation becomes
 * (src/http/operation-route.ts) with its schemas compiled, and the context its
 * handler runs in. The server does the rest: key, rate and quota checks, body
 * reading, validation, credits, envelope, logs.
 */
import type { TSchema } from '@sinclair/typebox';
import type { Piscina } from 'piscina';
import type { AnyOperation } from '../operations/define.ts';
import type { HttpMethod } from '../platform/operations.ts';
import type { Caller } from '../operations/context.ts';
import type { Clock } from '../platform/clock.ts';
import type { Ledger } from '../platform/ledger.ts';
import type { Plan, PlanId } from '../platform/plans.ts';
import type { KeyDirectory } from '../storage/keys.ts';
import type { FeedTokenDirectory } from '../storage/feed-tokens.ts';
import type { TaskName } from '../workers/task-call.ts';
import type { Validator } from '../operations/validate.ts';
import type { EnvelopeHead } from '../operations/run.ts';
import type { MetaExtras, Warning } from '../operations/envelope.ts';
import type { TransportName } from './transport/types.ts';

/** Shared services a handler may use. */
export interface Services {
  pool: Piscina;
  ledger: Ledger;
  keys: KeyDirectory;
  /** Feed tokens (docs/feeds.md, Subscribing): in the same store as the keys. */
  feeds: FeedTokenDirectory;
  clock: Clock;
  plans: Readonly<Record<PlanId, Plan>>;
  /** Successful calls a UTC day for the demo key. */
  demoDailyCalls: number;
  /** The HTTP layer serving (GET /v1/meta/conventions says which). */
  transport: TransportName;
}

export type { Caller };

export interface RouteContext<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  requestId: string;
  caller: Caller | undefined;
  services: Services;
  /** Runs a named computation on the worker pool (never on the HTTP thread). */
  compute(name: TaskName, input: unknown): Promise<unknown>;
  /** The client asked for NDJSON (`Accept: application/x-ndjson`) on a route that `streams`. */
  ndjson?: boolean;
  /** The client asked for iCalendar (`Accept: text/calendar`): operations with a feed answer it (docs/feeds.md). */
  calendar?: boolean;
  /** The request's Accept-Language header, where it has one. */
  acceptLanguage?: string;
  /**
   * For a keyless route that finds its caller itself (a feed token's parent key): counts the request in that
   * key's rate window and requests in flight (429 when over) and logs it under the key (admission.ts, admitAs).
   */
  admitAs?: (caller: Caller) => void | Promise<void>;
  /**
   * What the answer's envelope will say of the request (its id, mode and the credits held for it): given, a pool
   * operation's answer comes back from the pool thread as the whole envelope (RouteResult `envelope`).
   */
  envelope?: Pick<EnvelopeHead, 'requestId' | 'mode' | 'credits'>;
}

export type RouteResult =
  | { data: unknown; meta?: MetaExtras; warnings?: Warning[] }
  /** `data` already serialised (constant answers). */
  | { dataJson: string; meta?: MetaExtras; warnings?: Warning[] }
  /** Image operations answer the image itself; their warnings' codes go in the X-Warnings header. */
  | { image: { contentType: string; body: Uint8Array }; meta?: MetaExtras; warnings?: Warning[] }
  /** The whole envelope's text, written on a pool thread for the `mode` and `credits` of RouteContext `envelope`. */
  | { envelope: string; mode: 'live' | 'test'; credits: number }
  /** NDJSON: the lines, produced as they are computed (each chunk newline-ended); a final meta line follows them. */
  | { ndjson: AsyncIterator<string>; meta?: MetaExtras; warnings?: Warning[]; chargedShare?: () => number }
  /** `data` as JSON text in pieces, produced as they are computed (bulk answers): streamed inside the envelope. */
  | { dataJsonChunks: AsyncIterator<string>; meta?: MetaExtras; warnings?: Warning[]; chargedShare?: () => number };
/* `chargedShare`: once every chunk is written, the share (0..1) of the reservation to charge (a bulk answer's error lines are free). */

/** The text of `chunks`, all of it (a HEAD answer's length, the OpenAPI examples). */
export async function textOf(chunks: AsyncIterator<string>): Promise<string> {
  let text = '';
  for (let next = await chunks.next(); next.done !== true; next = await chunks.next()) text += next.value;
  return text;
}

/**
 * A declared operation as the server serves it: the operation itself (id,
 * method, path, credits, key kinds, group, schemas, example) and what serving
 * adds, its validators compiled once and its handler.
 */
export interface Route {
  operation: AnyOperation;
  /** The body validator (POST with an input schema). */
  body: Validator<TSchema> | undefined;
  /** The query validator (GET with an input schema): values converted from text. */
  query: Validator<TSchema> | undefined;
  /** The path parameters' validator (paths with `{name}` segments). */
  params: Validator<TSchema> | undefined;
  /** Answers NDJSON when the client asks for it: the schema of a line with one item (the OpenAPI document shows it). */
  streams?: TSchema;
  /** The answer depends on Accept-Language (an operation that takes `lang`): its answers say so in `Vary`. */
  variesByLanguage?: boolean;
  /**
   * A POST whose whole request a pool thread can answer from the body's bytes (src/workers/request-task.ts): no
   * query or path parameters, fixed credits, one JSON answer (no bulk parts, image or feed). The server sends it
   * so when its pool's threads see the places index and the request has no query (dispatch.ts, runOnPool).
   */
  onPool?: boolean;
  handler(ctx: RouteContext<unknown, unknown, unknown>): Promise<RouteResult> | RouteResult;
}

export type { HttpMethod };
