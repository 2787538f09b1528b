/**
 * A declared operation (src/operations) as a route of the server: schemas
 * compiled once, `prepare` on the HTTP thread with a request context over the
 * server's services, `compute` on the pool (or inline), the answer's JSON
 * made on the pool thread. The server does the rest (key, limits, credits,
 * envelope, logs).
 */
import { langFieldOf, type LangField } from '../operations/lang-input.ts';
import { OperationContext, type ContextDeps } from '../operations/context.ts';
import type { AnyOperation, BulkTask, Prepared } from '../operations/define.ts';
import {
  envelopeHeadOf,
  type EnvelopedAnswer,
  bulkDataClosing,
  bulkDataOpening,
  bulkDataPart,
  bulkNdjsonLines,
  finish,
  inputOf,
  prepareOperation,
  serialiseAnswer,
  type SerialisedAnswer,
} from '../operations/run.ts';
import { withAcceptedLang } from '../operations/request.ts';
import { BulkItemLine } from '../operations/schemas.ts';
import { CALENDAR_FEEDS, feedContextOf, feedOf } from '../operations/shared/ics-feeds.ts';
import { compile, compileQuery } from '../operations/validate.ts';
import { ENVELOPED_TASK } from '../workers/task-call.ts';
import { placesIndex } from './places-index.ts';
import type { Route, RouteContext, RouteResult } from './route.ts';

export function routeOf(op: AnyOperation): Route {
  const langField = langFieldOf(op.input);
  const route: Route = {
    operation: op,
    body: op.method === 'POST' && op.input !== undefined ? compile(op.input) : undefined,
    query: op.method === 'GET' && op.input !== undefined ? compileQuery(op.input) : undefined,
    params: op.params === undefined ? undefined : compileQuery(op.params),
    streams: op.bulk === undefined ? undefined : op.bulk.layout === 'lines' ? op.bulk.item : BulkItemLine(op.bulk.item),
    variesByLanguage: langField !== undefined,
    onPool:
      op.method === 'POST' &&
      op.input !== undefined &&
      op.params === undefined &&
      op.creditsOf === undefined &&
      op.bulk === undefined &&
      op.inline !== true &&
      op.produces === undefined &&
      CALENDAR_FEEDS[op.id] === undefined,
    handler: (ctx) => run(op, ctx, langField),
  };
  return route;
}

/** Synchronous from start to end when `prepare` is and the operation computes inline (constant answers). */
function run(op: AnyOperation, rc: RouteContext<unknown, unknown, unknown>, langField: LangField): RouteResult | Promise<RouteResult> {
  const { ctx, prepared } = prepareRoute(op, rc, langField);
  if (prepared instanceof Promise) return prepared.then((p) => answer(op, rc, ctx, p));
  return answer(op, rc, ctx, prepared);
}

/** `prepare` of the operation for a route context (places resolved, checks beyond the schema): what a call runs before computing. */
export function prepareRoute(
  op: AnyOperation,
  rc: RouteContext<unknown, unknown, unknown>,
  langField: LangField = undefined,
): { ctx: OperationContext; prepared: Prepared<unknown> | Promise<Prepared<unknown>> } {
  const ctx = new OperationContext(depsOf(rc), rc.caller);
  const given = withAcceptedLang(langField, op.method === 'POST' ? rc.body : rc.query, rc.acceptLanguage);
  const input = inputOf(op, given, rc.params as Record<string, unknown>);
  return { ctx, prepared: prepareOperation(op, input, ctx) };
}

function answer(
  op: AnyOperation,
  rc: RouteContext<unknown, unknown, unknown>,
  ctx: OperationContext,
  prepared: Prepared<unknown>,
): RouteResult | Promise<RouteResult> {
  if (op.bulk !== undefined) return answerBulk(op, rc, ctx, prepared as Prepared<BulkTask<unknown>>);
  if (op.inline === true) {
    const answered = serialiseAnswer(op.compute(prepared.task));
    return answered instanceof Promise ? answered.then((a) => finish(prepared, ctx, a)) : finish(prepared, ctx, answered);
  }
  const asFeed = rc.calendar === true && CALENDAR_FEEDS[op.id] !== undefined;
  if (!asFeed && op.produces === undefined && rc.envelope !== undefined) {
    // The whole envelope written on the pool thread: the HTTP thread neither copies the data's text nor encodes it.
    const head = envelopeHeadOf(prepared, ctx, rc.envelope);
    return (rc.compute(ENVELOPED_TASK, { operation: op.id, task: prepared.task, head }) as Promise<EnvelopedAnswer>).then((a) => ({
      envelope: a.envelope,
      mode: head.mode,
      credits: head.credits,
    }));
  }
  return (rc.compute(op.id as never, prepared.task as never) as Promise<SerialisedAnswer>).then((r) => {
    const done = finish(prepared, ctx, r);
    return asFeed ? feedAnswer(op, prepared, done, rc) : done;
  });
}

/**
 * The answer as an iCalendar feed (`Accept: text/calendar`, docs/feeds.md):
 * served as the image operations' body is, charged as the JSON answer; its
 * warnings' codes go in X-Warnings.
 */
function feedAnswer(
  op: AnyOperation,
  prepared: Prepared<unknown>,
  done: ReturnType<typeof finish>,
  rc: RouteContext<unknown, unknown, unknown>,
): RouteResult {
  const feed = feedContextOf(prepared.task, rc.services.clock.now());
  const text = 'dataJson' in done && feed !== undefined ? feedOf(op.id, done.dataJson, feed) : undefined;
  if (text === undefined) return done;
  return {
    image: { contentType: 'text/calendar; charset=utf-8', body: Buffer.from(text, 'utf8') },
    meta: done.meta,
    warnings: done.warnings,
  };
}

/**
 * Parts computed ahead of the one being written (so the pool stays busy while
 * the client reads); the answer's memory is bounded by about this many parts.
 */
export const PARTS_AHEAD = 4;

/**
 * A bulk operation: each part its own pool call, started only PARTS_AHEAD
 * ahead of the one being written, as fast as the client reads. As NDJSON,
 * the parts' lines; as JSON, the data's text in pieces (run.ts
 * bulkDataOpening, bulkDataPart, bulkDataClosing), which the server writes
 * inside the envelope: never the whole answer in memory.
 */
function answerBulk(
  op: AnyOperation,
  rc: RouteContext<unknown, unknown, unknown>,
  ctx: OperationContext,
  prepared: Prepared<BulkTask<unknown>>,
): RouteResult {
  const task = prepared.task;
  let failedItems = 0;
  const partJson = (part: unknown) =>
    (rc.compute(op.id as never, part as never) as Promise<SerialisedAnswer>).then((a) => {
      if (!('dataJson' in a)) return Promise.reject(new Error(`Expected JSON parts from bulk operation ${op.id}`));
      failedItems += a.failedItems ?? 0;
      return a.dataJson;
    });
  const { meta, warnings } = finish(prepared, ctx, { dataJson: '', warnings: [] });
  const parts = partsInOrder(task.parts, partJson);
  // Lines layout: one item a part; an error line is not charged (the share of the reservation charged).
  const chargedShare =
    task.layout === 'lines' ? () => (task.parts.length === 0 ? 1 : (task.parts.length - failedItems) / task.parts.length) : undefined;
  const share = chargedShare === undefined ? {} : { chargedShare };
  return rc.ndjson === true
    ? { ndjson: ndjsonLines(parts, task.layout), meta, warnings, ...share }
    : { dataJsonChunks: dataJsonChunks(task, parts), meta, warnings, ...share };
}

/** The parts' JSON in order, each part started only PARTS_AHEAD ahead of the one yielded; a `return` starts no more. */
async function* partsInOrder(parts: readonly unknown[], partJson: (part: unknown) => Promise<string>): AsyncGenerator<string> {
  const started: Promise<string>[] = [];
  let next = 0;
  const start = () => {
    const p = partJson(parts[next++]);
    // Awaited in turn below; a failure of a later part is not an unhandled rejection while an earlier one is written.
    p.catch(() => undefined);
    started.push(p);
  };
  while (next < parts.length && started.length < PARTS_AHEAD) start();
  for (let i = 0; i < parts.length; i += 1) {
    const json = await started.shift()!;
    if (next < parts.length) start();
    yield json;
  }
}

async function* ndjsonLines(partJsons: AsyncIterable<string>, layout: BulkTask<unknown>['layout']): AsyncGenerator<string> {
  let i = 0;
  for await (const json of partJsons) yield bulkNdjsonLines(i++, json, layout);
}

/** The data JSON, a piece per part: the opening goes with the first part and the closing with the last. */
async function* dataJsonChunks(task: BulkTask<unknown>, partJsons: AsyncIterable<string>): AsyncGenerator<string> {
  const last = task.parts.length - 1;
  if (last < 0) {
    yield `${bulkDataOpening(task)}${bulkDataClosing(task)}`;
    return;
  }
  let i = 0;
  for await (const json of partJsons) {
    yield `${i === 0 ? bulkDataOpening(task) : ''}${bulkDataPart(task, i, json)}${i === last ? bulkDataClosing(task) : ''}`;
    i += 1;
  }
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
      transport: s.transport,
    };
    depsByServices.set(s, deps);
  }
  return deps;
}
