/**
 * The route registry's building block. A group file (src/http/routes/<group>.ts)
 * declares its operations with defineRoute(); method, path, credit cost and
 * key kinds come from the one operations table (src/platform/operations.ts),
 * schemas are compiled here once, and the server does everything else: key,
 * rate and quota checks, body reading, validation, credits, envelope, logs.
 * See docs/adding-an-operation.md.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { Piscina } from 'piscina';
import { OPERATIONS, type HttpMethod, type KeyKind, type Operation, type OperationId } from '../platform/operations.ts';
import type { Caller } from '../operations/context.ts';
import type { Clock } from '../platform/clock.ts';
import type { CreditLedger } from '../platform/ledger.ts';
import type { Plan, PlanId } from '../platform/plans.ts';
import type { KeyStore } from '../storage/keys.ts';
import type { TaskName } from '../workers/task-call.ts';
import { compile, compileQuery, type Validator } from '../operations/validate.ts';
import type { MetaExtras, Warning } from './envelope.ts';

/** Shared services a handler may use. */
export interface Services {
  pool: Piscina;
  ledger: CreditLedger;
  keys: KeyStore;
  clock: Clock;
  plans: Readonly<Record<PlanId, Plan>>;
  /** Successful calls a UTC day for the demo key. */
  demoDailyCalls: number;
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
  /** The same, its value serialised to JSON on the pool thread: answer it as `dataJson`. */
  computeJson(name: TaskName, input: unknown): Promise<string>;
  /** For tasks returning `{ data, warnings? }`: `data` serialised to JSON on the pool thread, the warnings as they are. */
  computeData(name: TaskName, input: unknown): Promise<{ dataJson: string; warnings: Warning[] }>;
}

export type RouteResult =
  | { data: unknown; meta?: MetaExtras; warnings?: Warning[] }
  /** `data` already serialised (constant answers). */
  | { dataJson: string; meta?: MetaExtras; warnings?: Warning[] }
  /** Image operations answer the image itself. */
  | { image: { contentType: string; body: Uint8Array } };

export interface RouteDefinition<B extends TSchema, Q extends TSchema, P extends TSchema> {
  operationId: OperationId;
  /** JSON body schema (POST). */
  body?: B;
  /** Query-string schema (GET); values are converted from text by the schema. */
  query?: Q;
  /** Path-parameter schema, for paths with `{name}` segments. */
  params?: P;
  /** Schema of `data` on success, for the OpenAPI document. */
  response?: TSchema;
  /** Media type of a non-JSON success (images). */
  produces?: string;
  description?: string;
  handler(ctx: RouteContext<Static<B>, Static<Q>, Static<P>>): Promise<RouteResult> | RouteResult;
}

export interface Route extends Operation {
  operationId: string;
  body: Validator<TSchema> | undefined;
  query: Validator<TSchema> | undefined;
  params: Validator<TSchema> | undefined;
  response: TSchema | undefined;
  produces: string | undefined;
  description: string | undefined;
  handler(ctx: RouteContext<unknown, unknown, unknown>): Promise<RouteResult> | RouteResult;
}

export function defineRoute<B extends TSchema = TSchema, Q extends TSchema = TSchema, P extends TSchema = TSchema>(
  def: RouteDefinition<B, Q, P>): Route {
  const operation: Operation = OPERATIONS[def.operationId];
  if (def.body !== undefined && operation.method !== 'POST') {
    throw new Error(`Expected no body schema for ${operation.method} ${operation.path} but received one`);
  }
  if (def.body === undefined && operation.method === 'POST') {
    throw new Error(`Expected a body schema for POST ${operation.path} but received none`);
  }
  return {
    ...operation,
    operationId: def.operationId,
    body: def.body === undefined ? undefined : compile(def.body),
    query: def.query === undefined ? undefined : compileQuery(def.query),
    params: def.params === undefined ? undefined : compileQuery(def.params),
    response: def.response,
    produces: def.produces,
    description: def.description,
    handler: def.handler as Route['handler'],
  };
}

export type { HttpMethod };
