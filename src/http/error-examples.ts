/**
 * One example body for every error type a client sees, for the OpenAPI
 * document (each error response lists the examples of its status) and the
 * error catalogue at /docs/errors. Each is made by the same constructor the
 * server throws (src/core/errors.ts) and rendered by the same
 * `errorResponse`, so the examples are the bodies the server sends.
 */
import { errors, type ApiError } from '../core/errors.ts';
import { errorResponse, PUBLIC_ERROR_TYPES, statusOf, type PublicErrorType } from './errors.ts';

export interface ErrorExample {
  type: PublicErrorType;
  status: number;
  /** What the example shows, one line. */
  summary: string;
  /** The error body, parsed. */
  body: { error: Record<string, unknown> };
}

/** The request id shown in the examples (a real one is `req_` and 11 characters). */
const EXAMPLE_REQUEST_ID = 'req_84945d05c72';

/** An illustrative candidate list (GeoNames ids and coordinates of the two Hyderabads). */
const HYDERABAD_CANDIDATES = [
  {
    place_id: 'gn:1269843',
    name: 'Hyderabad',
    state: 'Telangana',
    country: 'India',
    country_code: 'IN',
    latitude: 17.38405,
    longitude: 78.45636,
    timezone: 'Asia/Kolkata',
  },
  {
    place_id: 'gn:1176734',
    name: 'Hyderabad',
    state: 'Sindh',
    country: 'Pakistan',
    country_code: 'PK',
    latitude: 25.39242,
    longitude: 68.37366,
    timezone: 'Asia/Karachi',
  },
];

const EXAMPLES: Readonly<Record<PublicErrorType, { summary: string; error: ApiError }>> = {
  invalid_json: { summary: 'The body is not JSON', error: errors.invalidJson('text that is not JSON') },
  invalid_parameter: {
    summary: 'A latitude out of range',
    error: errors.invalidParameter('birth.place.latitude', 'a number between -90 and 90', 95),
  },
  unauthenticated: {
    summary: 'No Authorization header',
    error: errors.unauthenticated('Expected an Authorization: Bearer <API_KEY> header but received none'),
  },
  forbidden: {
    summary: 'A publishable key on an operation that reads birth data',
    error: errors.keyKindForbidden('publishable', ['test', 'live']),
  },
  not_found: { summary: 'An unknown path', error: errors.notFound('/v1/kundly') },
  method_not_allowed: { summary: 'GET on a POST operation', error: errors.methodNotAllowed('GET', ['POST']) },
  payload_too_large: { summary: 'A body over 64 KiB', error: errors.payloadTooLarge(65_536) },
  uri_too_long: { summary: 'A query string over 2,048 bytes', error: errors.uriTooLong(2048, 3100) },
  malformed_request: { summary: 'A header with a control byte (node:http)', error: errors.malformedRequest('HPE_INVALID_HEADER_TOKEN') },
  headers_too_large: { summary: 'Headers over 16 KiB (node:http)', error: errors.headersTooLarge(16_384) },
  request_timeout: { summary: 'Headers not sent within 10 s (node:http)', error: errors.requestTimeout(10_000) },
  place_ambiguous: {
    summary: 'A place name that matches several places',
    error: errors.placeAmbiguous('birth.place.query', 'Hyderabad', HYDERABAD_CANDIDATES),
  },
  place_not_found: {
    summary: 'A place name that matches nothing',
    error: errors.placeNotFound('birth.place.query', 'Expected a place name that matches a known place but received "Atlantis"'),
  },
  rate_limited: { summary: 'Over the key’s requests a second', error: errors.rateLimited('more than 2 requests a second for this key', 1) },
  quota_exhausted: {
    summary: 'A call that costs more credits than are left',
    error: errors.quotaExhausted(
      'This call costs 31 credits but 12 of the 3000 monthly credits of the free plan are left',
      300_602,
      '2026-12-01T00:00:00+00:00',
    ),
  },
  internal_error: { summary: 'A bug on the server', error: errors.internal() },
  service_unavailable: { summary: 'The server is shutting down', error: errors.serviceUnavailable(1) },
};

/** Every public error type's example, in the catalogue's order; `baseUrl` starts each `doc_url`. */
export function errorExamples(baseUrl = ''): ErrorExample[] {
  return PUBLIC_ERROR_TYPES.map((type) => {
    const { summary, error } = EXAMPLES[type];
    const rendered = errorResponse(error, EXAMPLE_REQUEST_ID, baseUrl);
    return { type, status: statusOf(type), summary, body: JSON.parse(rendered.body) as ErrorExample['body'] };
  });
}
