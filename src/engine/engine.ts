/**
 * The operations as a library: `createEngine().run(id, input)` validates the
 * input with the operation's own schema, prepares and computes it on the
 * calling thread, and returns `{ data, meta, warnings }` as the HTTP API
 * would (without the request id, mode and credits). Births given as
 * coordinates need nothing else; `place_id` and free-text places need a
 * places index (`places`).
 */
import type { TSchema } from '@sinclair/typebox';
import { errors } from '../core/errors.ts';
import type { Warning } from '../core/warnings.ts';
import type { PlaceIndexReader } from '../domain/places/index.ts';
import { OperationContext, type ContextDeps } from '../operations/context.ts';
import type { AnyOperation, BulkTask, ImageBytes, ImageType, MetaExtras } from '../operations/define.ts';
import { OPERATIONS, operationById, type DataOf, type InputOf, type OperationId, type OperationOf } from '../operations/index.ts';
import { bulkDataJson, finish, inputOf, prepareOperation, serialiseAnswer, type SerialisedAnswer } from '../operations/run.ts';
import { compile, compileQuery, type Validator } from '../operations/validate.ts';

export interface EngineOptions {
  /** The places index for `place_id` and free-text places (e.g. `LmdbPlaceIndex.open(root)`); coordinates need none. */
  places?: PlaceIndexReader;
  /** The current time, Unix ms, for operations whose `at` defaults to now. Default: Date.now. */
  now?: () => number;
}

export interface EngineAnswer<Data = unknown> {
  /** The data; undefined for image operations, which answer `image`. */
  data: Data;
  /** Image operations (POST /v1/charts/{varga}.svg, .png): the image's bytes and media type. */
  image?: ImageBytes;
  meta: MetaExtras;
  warnings: Warning[];
}

export interface Engine {
  /** The operations offered: id, method, path, summary. */
  readonly operations: readonly Pick<AnyOperation, 'id' | 'method' | 'path' | 'summary'>[];
  /**
   * Runs an operation by id. `input` is the JSON body (POST) or the query as
   * typed values (GET), with path parameters as fields (`{ place_id }`).
   * Rejects with an ApiError (`code`, `param`) for bad input, as the API answers 4xx.
   * Typed by the id: a known literal id types `input` and `data` from the
   * operation's schemas; an id only known at run time takes and gives `unknown`.
   */
  run<Id extends string>(id: Id, input: EngineInput<Id>): Promise<EngineAnswer<EngineData<Id>>>;
}

/** The input `run(id)` takes: the operation's own for a declared id, else unknown (checked at run time). */
export type EngineInput<Id extends string> = Id extends OperationId ? InputOf<Id> : unknown;
/** The `data` `run(id)` answers: the operation's output for a declared id (undefined for images), else unknown. */
export type EngineData<Id extends string> = Id extends OperationId
  ? OperationOf<Id>['produces'] extends ImageType
    ? undefined
    : DataOf<Id>
  : unknown;

interface Validators {
  input: Validator<TSchema> | undefined;
  params: Validator<TSchema> | undefined;
}

export function createEngine(options: EngineOptions = {}): Engine {
  const deps: ContextDeps = {
    places: () => options.places,
    now: options.now ?? Date.now,
    usage: {
      usage: () => {
        throw errors.accountOnly('usage');
      },
      testCallsRemaining: () => {
        throw errors.accountOnly('usage');
      },
      demoDailyCalls: 0,
    },
    transport: 'none',
  };
  const validators = new Map<string, Validators>();
  function validatorsOf(op: AnyOperation): Validators {
    let v = validators.get(op.id);
    if (v === undefined) {
      v = {
        input: op.input === undefined ? undefined : op.method === 'POST' ? compile(op.input) : compileQuery(op.input),
        params: op.params === undefined ? undefined : compileQuery(op.params),
      };
      validators.set(op.id, v);
    }
    return v;
  }

  return {
    operations: OPERATIONS.map(({ id, method, path, summary }) => ({ id, method, path, summary })),
    async run<Id extends string>(id: Id, input: EngineInput<Id>): Promise<EngineAnswer<EngineData<Id>>> {
      const op = operationById(id);
      if (op === undefined) throw errors.unknownOperation(id);
      const v = validatorsOf(op);
      const given = (input ?? {}) as Record<string, unknown>;
      const paramNames = Object.keys((op.params?.properties ?? {}) as object);
      const params = Object.fromEntries(paramNames.filter((k) => k in given).map((k) => [k, given[k]]));
      const rest = Object.fromEntries(Object.entries(given).filter(([k]) => !paramNames.includes(k)));
      const body = v.input === undefined ? rest : v.input.parse(rest);
      const parsedParams = v.params === undefined ? {} : (v.params.parse(params) as Record<string, unknown>);
      const ctx = new OperationContext(deps, undefined);
      const prepared = await prepareOperation(op, inputOf(op, body, parsedParams), ctx);
      const r = finish(
        prepared,
        ctx,
        op.bulk !== undefined ? computeBulk(op, prepared.task as BulkTask<unknown>) : await serialiseAnswer(op.compute(prepared.task)),
      );
      // The data as its operation's output schema types it: validated against it by the tests of every operation.
      if ('image' in r) return { data: undefined as EngineData<Id>, image: r.image, meta: r.meta ?? {}, warnings: r.warnings };
      return { data: JSON.parse(r.dataJson) as EngineData<Id>, meta: r.meta ?? {}, warnings: r.warnings };
    },
  };
}

/** A bulk operation's parts computed one after the other on this thread, assembled as the server does. */
function computeBulk(op: AnyOperation, task: BulkTask<unknown>): SerialisedAnswer {
  const partJsons = task.parts.map((part) => {
    const answer = serialiseAnswer(op.compute(part)) as SerialisedAnswer;
    if (!('dataJson' in answer)) throw new Error(`Expected JSON parts from bulk operation ${op.id}`);
    return answer.dataJson;
  });
  return { dataJson: bulkDataJson(task, partJsons), warnings: [] };
}
