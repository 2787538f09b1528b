/**
 * The operation is the unit: one declaration holds everything about an API
 * operation (id, method and path, credits and key kinds, input and output
 * schemas, and the functions that compute it). The HTTP routes, the pool's
 * task table, the OpenAPI document, the credit table and the library face
 * (src/engine) are all derived from the list in src/operations/index.ts.
 * See docs/adding-an-operation.md.
 *
 * An operation runs in two steps:
 * - `prepare(input, ctx)` on the calling thread (in the server, a POST's
 *   may run on the pool thread that computes it: src/workers/request-task.ts): turns the validated request
 *   into a plain, structured-clone friendly task (resolving places, time
 *   zones and the current time through `ctx`, whose birth resolution adds
 *   its own warnings), and names the operation's `meta` fields; it throws
 *   ApiErrors for what the schema cannot express;
 * - `compute(task)` on a pool thread (or inline, see below): pure; returns
 *   `{ data, warnings }` with `data` typed by the output schema.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { Warning } from '../core/warnings.ts';
import type { Lang } from '../i18n/languages.ts';
import { langFieldOf, withDigitsField } from './lang-input.ts';
import type { MetaExtras, MetaField } from './schemas.ts';
import type { HttpMethod, KeyKind, OperationGroup } from '../platform/operations.ts';
import type { PrepareContext } from './context.ts';

/** Credits per successful call (the API contract, Credits per operation). */
export type Credits = 0 | 1 | 2 | 3 | 5;

/** Secret keys: test or live. */
export const SECRET: readonly KeyKind[] = ['test', 'live'];
/** Secret or publishable. */
export const PUBLISHABLE: readonly KeyKind[] = ['test', 'live', 'publishable'];
/** No key needed. */
export const NO_KEY: readonly KeyKind[] = [];

/** JSON text of a value of type T (a constant answer serialised once). */
export type JsonOf<T> = string & { readonly jsonOf?: T };
export function jsonOf<T>(value: T): JsonOf<T> {
  return JSON.stringify(value) as JsonOf<T>;
}

/** An image answer: the bytes (their own ArrayBuffer, so a pool thread can transfer it) and their media type. */
export interface ImageBytes {
  contentType: ImageType;
  body: Uint8Array;
}
export type ImageType = 'image/svg+xml' | 'image/png';

/** What `compute` returns: the data (or its JSON text) and the computation's own warnings. */
export type Answer<T> = ({ data: T; warnings?: Warning[] } | { dataJson: JsonOf<T>; warnings?: Warning[] }) & {
  /** A bulk part (layout `lines`): how many of its items are error lines, which are not charged. */
  failedItems?: number;
};

/** What `compute` of an operation that `produces` an image returns: the image and the computation's own warnings. */
export interface ImageAnswer {
  image: ImageBytes;
  warnings?: Warning[];
}

/** The answer of `compute`: JSON data, or for image operations an image, possibly later (the PNG step is asynchronous). */
export type ComputeResult<Out extends TSchema, P extends ImageType | undefined> = [P] extends [ImageType]
  ? ImageAnswer | Promise<ImageAnswer>
  : Answer<Static<Out>>;

export type { MetaExtras };

/** What `prepare` returns: the task for `compute` and the operation's meta fields. */
export interface Prepared<Task> {
  task: Task;
  meta?: MetaExtras;
  /** The language whose digits the answer's label texts are written in (`digits=native`, src/i18n/digits.ts); absent: Western digits. */
  digitsLang?: Lang;
}

export interface OperationSpec<
  Id extends string,
  In extends TSchema,
  Params extends TSchema,
  Out extends TSchema,
  Task,
  P extends ImageType | undefined = undefined,
> {
  /** The operationId: also the pool task name and the library's `run(id)` name (a literal type, so `run` is typed by it). */
  id: Id;
  method: HttpMethod;
  /** OpenAPI template: `{name}` is one path segment (or the part before a literal suffix, as in `/v1/charts/{varga}.svg`). */
  path: string;
  credits: Credits;
  keys: readonly KeyKind[];
  /** Usage group (GET /v1/usage `by_group`) and OpenAPI tag. */
  group: OperationGroup;
  summary: string;
  description?: string;
  /** The JSON body (POST) or the query string (GET; values converted from text by the schema). */
  input?: In;
  /** Path parameters, for paths with `{name}` segments; merged into the input. */
  params?: Params;
  /** The schema of `data`: the OpenAPI document shows it and tests validate every answer against it. */
  output: Out;
  /**
   * The meta fields its answers may carry besides the envelope's own (the
   * chart options, the conventions named when not the default, the place and
   * zone used): the operation's meta schema in the OpenAPI document, which
   * tests check every answer against. Default: none.
   */
  meta?: readonly MetaField[];
  /**
   * An image operation: the media type of its answer, which is the image
   * itself (no envelope; warnings go in the X-Warnings header). `compute`
   * returns `{ image }`, or a promise of it.
   */
  produces?: P;
  /**
   * A realistic request, as the library's `run(id, input)` takes it: the body
   * (POST) or the query values (GET), path parameters as fields. /docs shows
   * it pre-filled, and the OpenAPI response example is the server's own
   * answer to it (src/http/openapi-examples.ts); a test checks both.
   */
  example: Static<In> & Static<Params>;
  /**
   * Calling thread: the validated request -> the task. Default: the request
   * itself is the task. A `bulk` operation returns the BulkTask of its parts.
   */
  prepare?(
    input: Static<In> & Static<Params>,
    ctx: PrepareContext,
  ): Prepared<Task> | Promise<Prepared<Task>> | Prepared<BulkTask<Task>> | Promise<Prepared<BulkTask<Task>>>;
  /** Pool thread (or the calling thread with `inline`): pure, the task -> the answer. */
  compute(task: Task): ComputeResult<Out, P>;
  /**
   * Compute on the calling thread instead of the pool: for answers cheaper
   * than a thread hop (constants, lookups in the places index that `prepare`
   * already made).
   */
  inline?: boolean;
  /**
   * The credits of one call when they depend on the request (a range of
   * days, a list of places): whole credits, from the validated input; may
   * throw a 400 for what the schema cannot check. The server then reads and
   * validates the request before it reserves, as one reservation, this
   * amount instead of `credits` (which states the unit: per day and place).
   */
  creditsOf?(input: Static<In> & Static<Params>): number;
  /**
   * A bulk operation: `prepare` returns a BulkTask whose parts `compute`
   * answers one by one (each its own pool call, so parts run in parallel),
   * each part a JSON array of items; the server assembles the answer, or
   * streams one line per item when the client asks for NDJSON. `item` is
   * the schema of one item (a day), which the OpenAPI document shows in the
   * NDJSON line. With `layout: 'lines'` the item is the whole line (define.ts BulkTask).
   */
  bulk?: { item: TSchema; layout?: 'lines' };
}

/** The task of a bulk operation: the answer's data is `head` plus the parts' items (see `bulkDataJson`). */
export interface BulkTask<Part> {
  /** Fields of `data` before the items. */
  head: Record<string, unknown>;
  /**
   * `days`: one part, whose items are `data.days`; `places`: one part per
   * place, `data.places[i]` is `{ ...partHeads[i], days: items }`; `lines`:
   * each part's items (at least one) are complete lines, written as they are
   * in NDJSON and as the elements of `data.items` in JSON (the year bulk forms).
   */
  layout: 'days' | 'places' | 'lines';
  partHeads?: Record<string, unknown>[];
  parts: Part[];
}

/** Any declared operation (the registry's element type; method signatures make the functions assignable). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = OperationSpec<string, TSchema, TSchema, TSchema, any, ImageType | undefined>;

/**
 * Declares an operation. Checks what types cannot: a POST has a body schema,
 * a GET has none but may have a query schema, a templated path has params.
 */
export function defineOperation<
  const Id extends string,
  In extends TSchema,
  Params extends TSchema,
  Out extends TSchema,
  Task = Static<In> & Static<Params>,
  P extends ImageType | undefined = undefined,
>(spec: OperationSpec<Id, In, Params, Out, Task, P>): OperationSpec<Id, In, Params, Out, Task, P> {
  if (spec.method === 'POST' && spec.input === undefined) {
    throw new Error(`Expected an input (body) schema for POST ${spec.path} but received none`);
  }
  if (spec.path.includes('{') !== (spec.params !== undefined)) {
    throw new Error(`Expected a params schema exactly when ${spec.path} has {name} segments`);
  }
  // An operation that takes `lang` may answer in a language without prose, and takes `digits` beside it (src/operations/lang-input.ts).
  if (langFieldOf(spec.input) === undefined) return spec;
  const input = withDigitsField(spec.input);
  return (spec.meta ?? []).includes('prose_lang') ? { ...spec, input } : { ...spec, input, meta: [...(spec.meta ?? []), 'prose_lang'] };
}
