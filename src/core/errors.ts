/**
 * Every error the engine and the API raise is constructed here. Each carries a
 * machine `code`; `src/http/errors.ts` is the only place mapping a code to an
 * HTTP status.
 */

/**
 * Every error code, in the order the error catalogue (/docs/errors) lists
 * them. `ephemeris_error` is ours alone: clients see it as internal_error.
 */
export const ERROR_CODES = [
  'invalid_json',
  'invalid_parameter',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'uri_too_long',
  'malformed_request',
  'headers_too_large',
  'request_timeout',
  'place_ambiguous',
  'place_not_found',
  'rate_limited',
  'quota_exhausted',
  'internal_error',
  'service_unavailable',
  'ephemeris_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly param: string | undefined;
  readonly details: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, message: string, param?: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.param = param;
    this.details = details;
  }
}

/** A failure inside the Swiss Ephemeris or a bad argument at the native boundary. */
export class EphemerisError extends Error {
  readonly code = 'ephemeris_error' as const;
  /** Per-item native status codes, where the call was a batch. */
  readonly status: Int32Array | undefined;
  constructor(message: string, status?: Int32Array) {
    super(message);
    this.name = 'EphemerisError';
    this.status = status;
  }
}

export const errors = {
  invalidParameter(param: string, expected: string, received: unknown): ApiError {
    return new ApiError('invalid_parameter', `Expected ${expected} for ${param} but received ${describe(received)}`, param);
  },
  invalidParameterMessage(param: string, message: string): ApiError {
    return new ApiError('invalid_parameter', message, param);
  },
  /** A local date that never happened in the place's zone: its clocks jumped over the whole day. */
  skippedDay(date: string): ApiError {
    return new ApiError('invalid_parameter', `${date} did not exist in this place's time zone: its clocks skipped the whole day`, 'date');
  },
  polarDay(param: string, date: string): ApiError {
    return new ApiError('invalid_parameter', `The Sun does not both rise and set on ${date} at this latitude`, param);
  },
  bodyConsumed(): ApiError {
    return new ApiError(
      'invalid_json',
      'Expected the request body unread when the API handler runs but a body parser of the host ' +
        'application had read it: mount the API before body parsers such as express.json()',
    );
  },
  invalidJson(reason: string): ApiError {
    return new ApiError('invalid_json', `Expected a JSON object as the request body but received ${reason}`);
  },
  unauthenticated(reason: string): ApiError {
    return new ApiError('unauthenticated', reason);
  },
  keyKindForbidden(kind: string, accepted: readonly string[]): ApiError {
    return new ApiError('forbidden', `Expected a ${accepted.join(' or ')} key for this operation but received a ${kind} key`);
  },
  originForbidden(origin: string | undefined): ApiError {
    return new ApiError(
      'forbidden',
      `Expected an allowed origin for this publishable key but received ${origin === undefined ? 'no Origin header' : describe(origin)}`,
    );
  },
  notFound(path: string): ApiError {
    return new ApiError('not_found', `Expected a known path but received ${describe(path)}`);
  },
  unknownOperation(id: string): ApiError {
    return new ApiError('not_found', `Expected a known operation id but received ${describe(id)}`);
  },
  accountOnly(operation: string): ApiError {
    return new ApiError('invalid_parameter', `Expected a keyed HTTP request for ${operation}: it reads the caller's account`);
  },
  placeIdNotFound(param: string, placeId: string): ApiError {
    return new ApiError('not_found', `Expected a known place_id for ${param} but received ${describe(placeId)}`, param);
  },
  methodNotAllowed(method: string, allowed: readonly string[]): ApiError {
    return new ApiError('method_not_allowed', `Expected ${allowed.join(' or ')} for this path but received ${method}`, undefined, {
      allow: allowed.join(', '),
    });
  },
  payloadTooLarge(limitBytes: number): ApiError {
    return new ApiError('payload_too_large', `Expected a request body of at most ${limitBytes} bytes`);
  },
  /** A request the HTTP parser cannot read (node:http's clientError): `reason` is the parser's code, e.g. HPE_INVALID_HEADER_TOKEN. */
  malformedRequest(reason: string): ApiError {
    return new ApiError('malformed_request', `Expected a well-formed HTTP/1.1 request but received one the server cannot read (${reason})`);
  },
  headersTooLarge(limitBytes: number): ApiError {
    return new ApiError('headers_too_large', `Expected a request line and headers of at most ${limitBytes} bytes but received more`);
  },
  requestTimeout(limitMs: number): ApiError {
    return new ApiError('request_timeout', `Expected the request's head within ${limitMs / 1000} s but it did not arrive`);
  },
  uriTooLong(limitBytes: number, receivedBytes: number): ApiError {
    return new ApiError('uri_too_long', `Expected a query string of at most ${limitBytes} bytes but received ${receivedBytes} bytes`);
  },
  unexpectedQuery(name: string): ApiError {
    return new ApiError(
      'invalid_parameter',
      `Unexpected query parameter ${describe(name)}; this operation takes no query parameters`,
      name,
    );
  },
  /** A query parameter given more than once: which value was meant is not guessed. */
  repeatedQuery(name: string, count: number): ApiError {
    return new ApiError(
      'invalid_parameter',
      `Expected one value for ${name} but received ${count} (the query parameter is repeated)`,
      name,
    );
  },
  serviceUnavailable(retryAfterSec: number): ApiError {
    return new ApiError(
      'service_unavailable',
      `The server is shutting down; retry after ${retryAfterSec} s on a new connection`,
      undefined,
      { retryAfterSec },
    );
  },
  placeNotFound(param: string, message: string, suggestions?: unknown[]): ApiError {
    return new ApiError('place_not_found', message, param, suggestions === undefined ? undefined : { suggestions });
  },
  placeAmbiguous(param: string, query: string, candidates: unknown[]): ApiError {
    return new ApiError(
      'place_ambiguous',
      `Expected a place name that matches exactly one place but ${describe(query)} matches several; send one of the candidates' place_id`,
      param,
      { candidates },
    );
  },
  unknownCountry(param: string, received: string): ApiError {
    return new ApiError(
      'invalid_parameter',
      `Expected an ISO 3166-1 alpha-2 code or a country name for ${param} but received ${describe(received)}`,
      param,
    );
  },
  placesIndexMissing(): ApiError {
    return new ApiError(
      'service_unavailable',
      'The places index is not built on this server: run `npm run build:places` (or `npx vedic-astro-places` where the package is installed), ' +
        'or open it with openPlacesIndex for createEngine({ places }), or createApiHandler({ buildPlaces: true }); coordinates work without it',
    );
  },
  rateLimited(what: string, retryAfterSec: number): ApiError {
    return new ApiError('rate_limited', `Too many requests: ${what}; retry after ${retryAfterSec} s`, undefined, { retryAfterSec });
  },
  /** `renewsAt`: the renewal as a date-time text, said beside the seconds (which are also Retry-After). */
  quotaExhausted(what: string, retryAfterSec: number, renewsAt: string): ApiError {
    return new ApiError('quota_exhausted', `${what}; renewed at ${renewsAt}, in ${retryAfterSec} s`, undefined, { retryAfterSec });
  },
  internal(): ApiError {
    return new ApiError('internal_error', 'An internal error occurred; the request was not charged');
  },
  ephemeris(message: string, status?: Int32Array): EphemerisError {
    return new EphemerisError(`Swiss Ephemeris failed: ${message}`, status);
  },
  ephemerisArgument(name: string, expected: string, received: unknown): EphemerisError {
    return new EphemerisError(`Expected ${expected} for ${name} but received ${describe(received)}`);
  },
};

/** A received value in a message: strings quoted and cut at 40 characters, containers by their size or fields. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === undefined) return 'nothing';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? 'an empty array' : `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  }
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return 'an empty object';
    const shown = keys
      .slice(0, 6)
      .map((k) => (k.length > 20 ? `${k.slice(0, 20)}…` : k))
      .join(', ');
    return `an object with ${keys.length === 1 ? 'field' : 'fields'} ${shown}${keys.length > 6 ? ', …' : ''}`;
  }
  return /^[aeiou]/.test(typeof value) ? `an ${typeof value}` : `a ${typeof value}`;
}
