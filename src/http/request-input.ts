/**
 * What a request carries besides its path: the body, read up to a limit
 * and parsed as a JSON object, and the query string.
 */
import { errors } from '../core/errors.ts';
import type { Exchange, Exchanges } from './exchange.ts';
import type { Route } from './route.ts';

/** The largest body accepted (docs/platform.md, Requests and errors); a larger one answers 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The longest query string accepted, in bytes (docs/platform.md, Connections and limits); a longer one answers 414. */
export const QUERY_LIMIT_BYTES = 2048;

/**
 * Reads the body up to the limit and hands it over as text; a body over
 * the limit answers 413 and closes the connection, an abort ends the
 * request. Must be called before the transport's handler returns (uWS). Callbacks rather
 * than a promise: this runs on every POST. Throws payload_too_large when
 * `declaredLength` (Content-Length, 0 if absent) is already over the limit.
 */
export function readBody(exchanges: Exchanges, ex: Exchange, route: Route, declaredLength: number, onBody: (text: string) => void): void {
  readBodyChunks(exchanges, ex, route, declaredLength, (view) =>
    onBody(Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString('utf8')),
  );
}

/** As readBody, the body's bytes instead of its text: a copy of its own, for a pool thread (dispatch.ts, runOnPool). */
export function readBodyBytes(
  exchanges: Exchanges,
  ex: Exchange,
  route: Route,
  declaredLength: number,
  onBody: (bytes: Uint8Array) => void,
): void {
  // A copy in an ArrayBuffer of its own (a Buffer's slice would share node's pool, all of which a clone copies).
  readBodyChunks(exchanges, ex, route, declaredLength, (view) => onBody(new Uint8Array(view)));
}

/** The body's bytes, handed to `onView` in a view valid only during that call. */
function readBodyChunks(
  exchanges: Exchanges,
  ex: Exchange,
  route: Route,
  declaredLength: number,
  onView: (view: Uint8Array) => void,
): void {
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
    // A chunk is valid only during this callback (uWS neuters it): a body in one chunk is read now, others are copied.
    if (isLast && chunks === undefined) onView(chunk);
    else {
      if (chunk.byteLength > 0) (chunks ??= []).push(Buffer.from(chunk));
      if (isLast) onView(Buffer.concat(chunks ?? [], size));
    }
  });
}

/** Throws uri_too_long when the query string (without `?`, as sent) is over QUERY_LIMIT_BYTES. */
export function checkQueryLength(raw: string): void {
  // UTF-8 takes at most 3 bytes per UTF-16 unit: most queries need no byte count.
  if (raw.length * 3 <= QUERY_LIMIT_BYTES) return;
  const bytes = Buffer.byteLength(raw);
  if (bytes > QUERY_LIMIT_BYTES) throw errors.uriTooLong(QUERY_LIMIT_BYTES, bytes);
}

/**
 * The query string (without `?`) as text values. A name given twice is
 * invalid_parameter naming it: no operation takes a list in its query, and
 * picking one of the values would answer a question the caller may not
 * have asked (docs/platform.md, Requests and errors). The object has no
 * prototype, so that every name, `__proto__`, `constructor` and `toString`
 * too, is a field the schema sees (and refuses when the operation does not
 * take it).
 */
export function parseQuery(raw: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (raw === '') return out;
  const params = new URLSearchParams(raw);
  for (const [k, v] of params) {
    if (Object.hasOwn(out, k)) throw errors.repeatedQuery(k, params.getAll(k).length);
    out[k] = v;
  }
  return out;
}

/** Throws invalid_parameter for the first parameter of a query given to an operation that takes none. */
export function refuseQuery(raw: string): void {
  if (raw === '') return;
  for (const [name] of new URLSearchParams(raw)) throw errors.unexpectedQuery(name);
}
