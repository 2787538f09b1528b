/**
 * A declared operation (src/operations) as a route of the server: schemas
 * compiled once, `prepare` on the HTTP thread with a request context over the
 * server's services, `compute` on the pool (or inline), the answer's JSON
 * made on the pool thread. The server does the rest (key, limits, credits,
 * envelope, logs).
 */
import { OperationContext, type ContextDeps } from '../operations/context.ts';
import type { AnyOperation, Prepared } from '../operations/define.ts';
import { finish, inputOf, prepareOperation, serialiseAnswer, type SerialisedAnswer } from '../operations/run.ts';
import { compile, compileQuery } from '../operations/validate.ts';
import { placesIndex } from './places-index.ts';
import type { Route, RouteContext, RouteResult } from './route.ts';

export function routeOf(op: AnyOperation): Route {
  const route: Route = {
    operationId: op.id,
    method: op.method,
    path: op.path,
    credits: op.credits,
    keyKinds: op.keys,
    group: op.group,
    summary: op.summary,
    body: op.method === 'POST' && op.input !== undefined ? compile(op.input) : undefined,
    query: op.method === 'GET' && op.input !== undefined ? compileQuery(op.input) : undefined,
    params: op.params === undefined ? undefined : compileQuery(op.params),
    response: op.output,
    produces: op.produces,
    description: op.description,
    example: op.example as Record<string, unknown>,
    handler: (ctx) => run(op, ctx),
  };
  return route;
}

/** Synchronous from start to end when `prepare` is and the operation computes inline (constant answers). */
function run(op: AnyOperation, rc: RouteContext<unknown, unknown, unknown>): RouteResult | Promise<RouteResult> {
  const ctx = new OperationContext(depsOf(rc), rc.caller);
  const input = inputOf(op, op.method === 'POST' ? rc.body : rc.query, rc.params as Record<string, unknown>);
  const prepared = prepareOperation(op, input, ctx);
  if (prepared instanceof Promise) return prepared.then((p) => answer(op, rc, ctx, p));
  return answer(op, rc, ctx, prepared);
}

function answer(op: AnyOperation, rc: RouteContext<unknown, unknown, unknown>, ctx: OperationContext,
  prepared: Prepared<unknown>): RouteResult | Promise<RouteResult> {
  if (op.inline === true) {
    const answered = serialiseAnswer(op.compute(prepared.task));
    return answered instanceof Promise ? answered.then((a) => finish(prepared, ctx, a)) : finish(prepared, ctx, answered);
  }
  return (rc.compute(op.id as never, prepared.task as never) as Promise<SerialisedAnswer>)
    .then((r) => finish(prepared, ctx, r));
}

/** The context's view of the server's services (one object per server, cached on its services). */
const depsByServices = new WeakMap<object, ContextDeps>();

function depsOf(rc: RouteContext<unknown, unknown, unknown>): ContextDeps {
  const s = rc.services;
  let deps = depsByServices.get(s);
  if (deps === undefined) {
    const ledger = s.ledger;
    deps = {
      places: placesIndex,
      now: () => s.clock.now(),
      usage: {
        usage: (projectId, plan) => ledger.usage(projectId, plan),
        testCallsRemaining: (projectId, limit) => ledger.testCallsRemaining(projectId, limit),
        demoDailyCalls: s.demoDailyCalls,
      },
    };
    depsByServices.set(s, deps);
  }
  return deps;
}
