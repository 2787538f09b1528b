/**
 * What a request carries besides its path: the body, read up to a limit
 * and parsed as a JSON object, and the query string.
 */
import { errors } from '../core/errors.ts';
import type { Exchange, Exchanges } from './exchange.ts';
import type { Route } from './route.ts';

/** The largest body accepted (docs/platform.md, Requests and errors); a larger one answers 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Reads the body up to the limit and hands it over as text; a body over
 * the limit answers 413 and closes the connection, an abort ends the
 * request. Must be called before the uWS handler returns. Callbacks rather
 * than a promise: this runs on every POST. Throws payload_too_large when
 * `declaredLength` (Content-Length, 0 if absent) is already over the limit.
 */
export function readBody(exchanges: Exchanges, ex: Exchange, route: Route, declaredLength: number,
  onBody: (text: string) => void): void {
  if (declaredLength > BODY_LIMIT_BYTES) throw errors.payloadTooLarge(BODY_LIMIT_BYTES);
  let chunks: Buffer[] | undefined;
  let size = 0;
  let done = false;
  ex.onAbort = () => {
    if (!done) {
      done = true;
      exchanges.finalize(ex);
    }
  };
  ex.res.onData((chunk, isLast) => {
    if (done) return;
    size += chunk.byteLength;
    if (size > BODY_LIMIT_BYTES) {
      done = true;
      exchanges.fail(ex, errors.payloadTooLarge(BODY_LIMIT_BYTES), route, true);
      return;
    }
    if (isLast) done = true;
    // uWS neuters the ArrayBuffer after this callback: a body in one chunk is decoded now, others are copied.
    if (isLast && chunks === undefined) onBody(Buffer.from(chunk).toString('utf8'));
    else {
      (chunks ??= []).push(Buffer.from(chunk.slice(0)));
      if (isLast) onBody(Buffer.concat(chunks, size).toString('utf8'));
    }
  });
}

/** The body as a JSON object; invalid_json for anything else (empty, not JSON, an array, null, a scalar). */
export function parseJsonObject(text: string): unknown {
  if (text.length === 0) throw errors.invalidJson('an empty body');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errors.invalidJson('text that is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw errors.invalidJson(Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`);
  }
  return value;
}

/** The query string (without `?`) as text values; a repeated name keeps its first value. */
export function parseQuery(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (raw === '') return out;
  for (const [k, v] of new URLSearchParams(raw)) if (!(k in out)) out[k] = v;
  return out;
}
