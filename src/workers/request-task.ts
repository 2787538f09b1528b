/**
 * A whole request answered on a pool thread (issue 30 item 3): the raw body
 * parsed and checked, the operation's `prepare` run here with a context over
 * the thread's own view of the places index, then `compute` and the
 * envelope, so that the HTTP thread only reads the body, admits the request
 * and writes the bytes back. The HTTP layer sends only POST operations
 * without query, path parameters, request-dependent credits, bulk parts,
 * images or feeds (src/http/operation-route.ts `onPool`), and only from a
 * pool whose threads were given the places index (usePoolPlaces).
 *
 * Errors travel back as the pool's outcomes (task-call.ts): an ApiError
 * (invalid_json, invalid_parameter, an unknown place) is the same answer as
 * on the HTTP thread, and uncharged there as any failure is. A `prepare`
 * that reads the caller or the ledger (which live on the HTTP thread) is
 * handed back (`onHttpThread`, with the body's text) to run there instead.
 */
import type { PlaceIndexReader } from '../domain/places/index.ts';
import { OperationContext, type Caller, type UsageReader } from '../operations/context.ts';
import type { AnyOperation } from '../operations/define.ts';
import { OPERATIONS } from '../operations/index.ts';
import { langFieldOf, type LangField } from '../operations/lang-input.ts';
import { parseJsonObject, withAcceptedLang } from '../operations/request.ts';
import {
  envelopeHeadOf,
  envelopeOf,
  inputOf,
  prepareOperation,
  serialiseAnswer,
  type EnvelopedAnswer,
  type SerialisedAnswer,
} from '../operations/run.ts';
import { compile, type Validator } from '../operations/validate.ts';
import type { TSchema } from '@sinclair/typebox';
import type { OnHttpThread, RequestCall } from './task-call.ts';

let poolPlaces: (() => PlaceIndexReader | undefined) | Promise<() => PlaceIndexReader | undefined> | undefined;

/**
 * Gives this pool thread the places index (compute.worker.ts, from createPool's `places`; a promise while the
 * module opening it loads): without it, requests are not answered here.
 */
export function usePoolPlaces(places: (() => PlaceIndexReader | undefined) | Promise<() => PlaceIndexReader | undefined>): void {
  poolPlaces = places;
  if (places instanceof Promise) {
    places.then(
      (p) => {
        poolPlaces = p;
      },
      () => undefined,
    );
  }
}

/** Thrown by a pool thread's context where `prepare` asks for what only the HTTP thread has. */
class NeedsHttpThread extends Error {}

const NO_USAGE: UsageReader = {
  usage: () => {
    throw new NeedsHttpThread();
  },
  testCallsRemaining: () => {
    throw new NeedsHttpThread();
  },
  get demoDailyCalls(): number {
    throw new NeedsHttpThread();
  },
};

class PoolContext extends OperationContext {
  override get caller(): Caller | undefined {
    throw new NeedsHttpThread();
  }
}

interface Compiled {
  op: AnyOperation;
  body: Validator<TSchema>;
  langField: LangField;
}

const compiled = new Map<string, Compiled>();

function compiledOf(id: string): Compiled {
  let c = compiled.get(id);
  if (c === undefined) {
    const op = OPERATIONS.find((o) => o.id === id);
    if (op === undefined || op.input === undefined) throw new Error(`Expected an operation with a body but received ${JSON.stringify(id)}`);
    c = { op, body: compile(op.input), langField: langFieldOf(op.input) };
    compiled.set(id, c);
  }
  return c;
}

const UTF8 = new TextDecoder();

/** The request's answer as the envelope's text, or the request handed back to the HTTP thread. */
export function answerRequest(call: RequestCall): EnvelopedAnswer | OnHttpThread | Promise<EnvelopedAnswer | OnHttpThread> {
  const places = poolPlaces;
  if (places === undefined) throw new Error('Expected the pool thread to have the places index to answer a request');
  if (places instanceof Promise) return places.then(() => answerRequest(call));
  const { op, body: validator, langField } = compiledOf(call.operation);
  const text = UTF8.decode(call.body);
  const body = validator.parse(parseJsonObject(text));
  const nowMs = call.nowMs;
  const ctx = new PoolContext({ places, now: () => nowMs, usage: NO_USAGE, transport: call.transport }, undefined);
  const input = inputOf(op, withAcceptedLang(langField, body, call.acceptLanguage), {});
  const handBack = (error: unknown): OnHttpThread => {
    if (error instanceof NeedsHttpThread) return { onHttpThread: text };
    throw error;
  };
  let prepared;
  try {
    prepared = prepareOperation(op, input, ctx);
  } catch (error) {
    return handBack(error);
  }
  const envelope = (p: Awaited<typeof prepared>): EnvelopedAnswer | Promise<EnvelopedAnswer> => {
    const head = envelopeHeadOf(p, ctx, call.envelope);
    const answer = serialiseAnswer(op.compute(p.task)) as SerialisedAnswer | Promise<SerialisedAnswer>;
    return answer instanceof Promise ? answer.then((a) => envelopeOf(a, head)) : envelopeOf(answer, head);
  };
  return prepared instanceof Promise ? prepared.then(envelope, handBack) : envelope(prepared);
}
