/**
 * The only table from an error code to an HTTP status (docs/platform.md, Errors),
 * and the error body every failure answers with.
 */
import { ApiError, ERROR_CODES, type ErrorCode } from '../core/errors.ts';

const STATUS: Readonly<Record<ErrorCode, number>> = {
  invalid_json: 400,
  invalid_parameter: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  uri_too_long: 414,
  malformed_request: 400,
  headers_too_large: 431,
  request_timeout: 408,
  place_ambiguous: 422,
  place_not_found: 422,
  rate_limited: 429,
  quota_exhausted: 429,
  internal_error: 500,
  service_unavailable: 503,
  // A failure inside the ephemeris is our bug (inputs are validated first).
  ephemeris_error: 500,
};

export const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: '200 OK',
  204: '204 No Content',
  400: '400 Bad Request',
  401: '401 Unauthorized',
  403: '403 Forbidden',
  404: '404 Not Found',
  405: '405 Method Not Allowed',
  413: '413 Payload Too Large',
  408: '408 Request Timeout',
  414: '414 URI Too Long',
  422: '422 Unprocessable Entity',
  431: '431 Request Header Fields Too Large',
  429: '429 Too Many Requests',
  500: '500 Internal Server Error',
  503: '503 Service Unavailable',
};

/** The error types a client sees (`error.type`): every code but ephemeris_error, which answers as internal_error. */
export type PublicErrorType = Exclude<ErrorCode, 'ephemeris_error'>;
export const PUBLIC_ERROR_TYPES: readonly PublicErrorType[] = ERROR_CODES.filter(
  (code): code is PublicErrorType => code !== 'ephemeris_error',
);

/** The HTTP status of an error type. */
export function statusOf(type: ErrorCode): number {
  return STATUS[type];
}

export interface ErrorResponse {
  status: number;
  type: PublicErrorType;
  body: string;
  headers: [string, string][];
}

/** Anything thrown while serving a request, as the response to send. Unknown errors become internal_error. */
export function errorResponse(error: unknown, requestId: string, baseUrl: string): ErrorResponse {
  const e = error instanceof ApiError ? error : undefined;
  const code: ErrorCode = e?.code ?? 'internal_error';
  const type: PublicErrorType = code === 'ephemeris_error' ? 'internal_error' : code;
  const status = STATUS[code];
  const message = type === 'internal_error' ? 'An internal error occurred; the request was not charged' : e!.message;
  const payload: Record<string, unknown> = { type, message };
  if (e?.param !== undefined && type !== 'internal_error') payload.param = e.param;
  payload.doc_url = `${baseUrl}/docs/errors#${type}`;
  payload.request_id = requestId;
  const details = e?.details;
  if (details?.candidates !== undefined) payload.candidates = details.candidates;
  if (details?.suggestions !== undefined) payload.suggestions = details.suggestions;
  const headers: [string, string][] = [];
  if (typeof details?.retryAfterSec === 'number') headers.push(['Retry-After', String(details.retryAfterSec)]);
  if (typeof details?.allow === 'string') headers.push(['Allow', details.allow]);
  return { status, type, body: JSON.stringify({ error: payload }), headers };
}

export function isServerError(error: unknown): boolean {
  return !(error instanceof ApiError) || STATUS[error.code] >= 500;
}
