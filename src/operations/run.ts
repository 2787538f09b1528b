/**
 * Running a declared operation, shared by the HTTP server and the library
 * face: prepare on the calling thread, compute here or on the pool, the
 * answer serialised once.
 */
import type { Warning } from '../core/warnings.ts';
import type { Answer, AnyOperation, MetaExtras, Prepared } from './define.ts';
import type { OperationContext, PrepareContext } from './context.ts';

/** An answer as it crosses threads: `data` as JSON text and the computation's warnings. */
export interface SerialisedAnswer {
  dataJson: string;
  warnings: Warning[];
}

const NO_WARNINGS: Warning[] = [];

export function serialiseAnswer(answer: Answer<unknown>): SerialisedAnswer {
  return {
    dataJson: 'dataJson' in answer ? answer.dataJson : JSON.stringify(answer.data),
    warnings: answer.warnings ?? NO_WARNINGS,
  };
}

/** The request as the operation's `prepare` reads it: the body or query, with the path parameters. */
export function inputOf(op: AnyOperation, bodyOrQuery: unknown, params: Record<string, unknown>): unknown {
  if (op.params === undefined) return bodyOrQuery ?? {};
  return { ...(bodyOrQuery as object | undefined), ...params };
}

/** Runs `prepare` (or takes the input as the task); synchronous where `prepare` is. */
export function prepareOperation(op: AnyOperation, input: unknown, ctx: PrepareContext): Prepared<unknown> | Promise<Prepared<unknown>> {
  return op.prepare === undefined ? { task: input } : op.prepare(input, ctx);
}

/**
 * The envelope parts of a finished operation: meta from `prepare`, then the
 * places and zones the request used; warnings of the request first, then the computation's.
 */
export function finish(prepared: Prepared<unknown>, request: Pick<OperationContext, 'warnings' | 'placeMeta'>, answer: SerialisedAnswer):
  { dataJson: string; meta: MetaExtras | undefined; warnings: Warning[] } {
  const requestWarnings = request.warnings;
  const warnings = requestWarnings.length === 0 ? answer.warnings : [...requestWarnings, ...answer.warnings];
  const placeMeta = request.placeMeta();
  const meta = prepared.meta === undefined ? placeMeta : { ...prepared.meta, ...placeMeta };
  return { dataJson: answer.dataJson, meta, warnings };
}
