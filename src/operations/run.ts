/**
 * Running a declared operation, shared by the HTTP server and the library
 * face: prepare on the calling thread, compute here or on the pool, the
 * answer serialised once.
 */
import type { Warning } from '../core/warnings.ts';
import { withNativeDigits } from '../i18n/digits.ts';
import type { Lang } from '../i18n/languages.ts';
import { buildMeta, serializeEnvelope } from './envelope.ts';
import { nativeDigitsLangOf, proseMetaOf } from './lang-input.ts';
import type { Answer, AnyOperation, BulkTask, ImageAnswer, ImageBytes, MetaExtras, Prepared } from './define.ts';
import type { OperationContext, PrepareContext } from './context.ts';

/**
 * An answer as it crosses threads: `data` as JSON text, or an image's bytes
 * (transferred, not copied: see transferablesOf), and the computation's warnings.
 */
export type SerialisedAnswer = { dataJson: string; warnings: Warning[]; failedItems?: number } | { image: ImageBytes; warnings: Warning[] };

const NO_WARNINGS: Warning[] = [];

function serialiseSettled(answer: Answer<unknown> | ImageAnswer): SerialisedAnswer {
  const warnings = answer.warnings ?? NO_WARNINGS;
  if ('image' in answer) return { image: answer.image, warnings };
  const dataJson = 'dataJson' in answer ? answer.dataJson : JSON.stringify(answer.data);
  return answer.failedItems === undefined ? { dataJson, warnings } : { dataJson, warnings, failedItems: answer.failedItems };
}

/** The answer serialised; a promise only for an asynchronous `compute` (images). */
export function serialiseAnswer(
  answer: Answer<unknown> | ImageAnswer | Promise<ImageAnswer>,
): SerialisedAnswer | Promise<SerialisedAnswer> {
  return answer instanceof Promise ? answer.then(serialiseSettled) : serialiseSettled(answer);
}

/**
 * The buffers a pool thread can hand over instead of copying: an image's
 * bytes when they own their whole ArrayBuffer (a view into a shared or pooled
 * buffer is copied as usual).
 */
export function transferablesOf(value: unknown): ArrayBuffer[] {
  if (typeof value !== 'object' || value === null || !('image' in value)) return [];
  const body = (value as { image: ImageBytes }).image.body;
  const buffer = body.buffer;
  return buffer instanceof ArrayBuffer && body.byteOffset === 0 && body.byteLength === buffer.byteLength ? [buffer] : [];
}

/** The request as the operation's `prepare` reads it: the body or query, with the path parameters. */
export function inputOf(op: AnyOperation, bodyOrQuery: unknown, params: Record<string, unknown>): unknown {
  if (op.params === undefined) return bodyOrQuery ?? {};
  return { ...(bodyOrQuery as object | undefined), ...params };
}

/**
 * Runs `prepare` (or takes the input as the task); synchronous where `prepare` is. Adds `prose_lang` to the meta where the
 * language has no prose, and the language of the digits where the input asks for native ones.
 */
export function prepareOperation(op: AnyOperation, input: unknown, ctx: PrepareContext): Prepared<unknown> | Promise<Prepared<unknown>> {
  const prepared = op.prepare === undefined ? { task: input } : op.prepare(input, ctx);
  const prose = proseMetaOf(input);
  const digitsLang = nativeDigitsLangOf(input);
  if (prose === undefined && digitsLang === undefined) return prepared;
  const withLang = (p: Prepared<unknown>): Prepared<unknown> => ({
    ...p,
    ...(prose === undefined ? {} : { meta: { ...p.meta, ...prose } }),
    ...(digitsLang === undefined ? {} : { digitsLang }),
  });
  return prepared instanceof Promise ? prepared.then(withLang) : withLang(prepared);
}

/**
 * The envelope parts of a finished operation: meta from `prepare`, then the
 * places and zones the request used; warnings of the request first, then the computation's.
 */
export function finish(
  prepared: Prepared<unknown>,
  request: Pick<OperationContext, 'warnings' | 'placeMeta'>,
  answer: SerialisedAnswer,
): SerialisedAnswer & { meta: MetaExtras | undefined } {
  const warnings = joinWarnings(request.warnings, answer.warnings);
  const meta = requestMeta(prepared, request);
  if ('image' in answer) return { image: answer.image, meta, warnings };
  return { dataJson: finalDataJson(answer.dataJson, prepared.digitsLang), meta, warnings };
}

function joinWarnings(requestWarnings: Warning[], answerWarnings: Warning[]): Warning[] {
  return requestWarnings.length === 0 ? answerWarnings : [...requestWarnings, ...answerWarnings];
}

function requestMeta(prepared: Prepared<unknown>, request: Pick<OperationContext, 'placeMeta'>): MetaExtras | undefined {
  const placeMeta = request.placeMeta();
  return prepared.meta === undefined ? placeMeta : { ...prepared.meta, ...placeMeta };
}

/** digits=native: the label texts rewritten once here, for every operation (src/i18n/digits.ts decides which fields). */
function finalDataJson(dataJson: string, digitsLang: Lang | undefined): string {
  return digitsLang === undefined || dataJson === '' ? dataJson : JSON.stringify(withNativeDigits(JSON.parse(dataJson), digitsLang));
}

/**
 * What an answer's envelope says besides `data`, all known before the
 * computation: the request's id, mode and credits, and `finish`'s meta and
 * request warnings. With it a pool thread writes the whole envelope
 * (envelopeOf), so that the HTTP thread only writes it.
 */
export interface EnvelopeHead {
  requestId: string;
  mode: 'live' | 'test';
  credits: number;
  meta: MetaExtras | undefined;
  /** The request's own warnings (birth resolution), before the computation's. */
  warnings: Warning[];
  digitsLang?: Lang;
}

/**
 * An answer written whole on a pool thread: the envelope's text. Text rather than bytes: a string of a few KB
 * crosses as one copy on the heap, while a transferred ArrayBuffer costs each side more than that (measured:
 * bench/README.md, issue 30 item 3).
 */
export interface EnvelopedAnswer {
  envelope: string;
}

/** The HTTP thread's part of an enveloped answer: `finish`'s meta and request warnings, before computing. */
export function envelopeHeadOf(
  prepared: Prepared<unknown>,
  request: Pick<OperationContext, 'warnings' | 'placeMeta'>,
  envelope: Pick<EnvelopeHead, 'requestId' | 'mode' | 'credits'>,
): EnvelopeHead {
  const head: EnvelopeHead = { ...envelope, meta: requestMeta(prepared, request), warnings: request.warnings };
  if (prepared.digitsLang !== undefined) head.digitsLang = prepared.digitsLang;
  return head;
}

/** The whole envelope of a JSON answer as `finish` and the server's envelope would write it. */
export function envelopeOf(answer: SerialisedAnswer, head: EnvelopeHead): EnvelopedAnswer {
  if ('image' in answer) throw new Error('Expected a JSON answer to envelope but received an image');
  const dataJson = finalDataJson(answer.dataJson, head.digitsLang);
  const meta = buildMeta(head.requestId, head.mode, head.credits, head.meta);
  return { envelope: serializeEnvelope(dataJson, meta, joinWarnings(head.warnings, answer.warnings)) };
}

/**
 * The data JSON of a bulk operation (define.ts BulkTask) from its parts'
 * JSON arrays, in the parts' order: assembled as text, never parsed. The
 * same text as `bulkDataOpening`, each `bulkDataPart` and `bulkDataClosing`
 * written one after the other (the server streams it so).
 */
export function bulkDataJson(task: BulkTask<unknown>, partJsons: readonly string[]): string {
  let out = bulkDataOpening(task);
  for (const [i, json] of partJsons.entries()) out += bulkDataPart(task, i, json);
  return `${out}${bulkDataClosing(task)}`;
}

/** The data JSON of a bulk operation before its first part: `{...head,"days":` or `{...head,"places":[`. */
export function bulkDataOpening(task: BulkTask<unknown>): string {
  const head = JSON.stringify(task.head);
  const opening = head === '{}' ? '{' : `${head.slice(0, -1)},`;
  if (task.layout === 'lines') return `${opening}"items":[`;
  return task.layout === 'days' ? `${opening}"days":` : `${opening}"places":[`;
}

/** Part `partIndex` of a bulk operation's data JSON: its items (`days`), or its place `{...partHead,"days":items}` after a comma. */
export function bulkDataPart(task: BulkTask<unknown>, partIndex: number, partJson: string): string {
  if (task.layout === 'days') return partJson;
  if (task.layout === 'lines') return `${partIndex === 0 ? '' : ','}${partJson.slice(1, -1)}`;
  const partHead = JSON.stringify(task.partHeads?.[partIndex] ?? {});
  return `${partIndex === 0 ? '' : ','}${partHead === '{}' ? '{' : `${partHead.slice(0, -1)},`}"days":${partJson}}`;
}

/** The data JSON of a bulk operation after its last part. */
export function bulkDataClosing(task: BulkTask<unknown>): string {
  return task.layout === 'days' ? '}' : ']}';
}

/**
 * NDJSON lines of part `partIndex` (a JSON array written one item a line,
 * `,\n` between items): `{"place_index":i,"day":item}` each, or the item
 * itself in the `lines` layout, newline-ended.
 */
export function bulkNdjsonLines(partIndex: number, partJson: string, layout: BulkTask<unknown>['layout'] = 'days'): string {
  const items = partJson.slice(1, -1).split(',\n');
  if (layout === 'lines') return `${items.join('\n')}\n`;
  const prefix = `{"place_index":${partIndex},"day":`;
  let out = '';
  for (const item of items) out += `${prefix}${item}}\n`;
  return out;
}
