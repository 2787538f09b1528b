/**
 * The OpenAPI 3.1 document, generated from the same TypeBox schemas that
 * validate requests (TypeBox schemas are JSON Schema 2020-12, which OpenAPI
 * 3.1 uses as is), with each operation's request example (query and path
 * parameters, body) and the answer to it (src/http/openapi-examples.ts).
 *
 * The server URL is relative ('/'): a client resolves it against the
 * address it fetched the document from, so /docs can call the API from
 * 127.0.0.1, localhost, a LAN address or behind a proxy alike. Only error
 * `doc_url`s carry BASE_URL.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import { API_VERSION, ENGINE_VERSION } from '../core/version.ts';
import type { AnyOperation } from '../operations/define.ts';
import { errorExamples } from './error-examples.ts';
import { BulkItemLine, Envelope, ErrorBody, metaSchemaOf, StreamTailLine } from '../operations/schemas.ts';
import { CALENDAR_TYPE, NDJSON_TYPE } from './exchange.ts';
import { CALENDAR_FEEDS, FEED_FETCH_OPERATION_ID } from '../operations/shared/ics-feeds.ts';
import type { ExampleAnswer } from './openapi-examples.ts';

/** Plain JSON of a TypeBox schema (drops TypeBox's symbol keys). */
function json(schema: TSchema): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
}

/** The parameters of a query or path schema; `example` pre-fills those the request example names. */
function parameters(schema: TSchema | undefined, where: 'query' | 'path', example: Record<string, unknown>): unknown[] {
  if (schema === undefined) return [];
  const props = (schema.properties ?? {}) as Record<string, TSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: json(s),
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
    ...(example[name] !== undefined ? { example: example[name] } : {}),
  }));
}

/** The request example without the path parameters: the body of a POST. */
function bodyExample(op: AnyOperation): Record<string, unknown> {
  const pathNames = new Set(Object.keys((op.params?.properties ?? {}) as object));
  return Object.fromEntries(Object.entries(op.example as Record<string, unknown>).filter(([k]) => !pathNames.has(k)));
}

/** Every status an error answers with (src/http/errors.ts), each with its types' example bodies. */
const ERROR_STATUSES = [...new Set(errorExamples().map((e) => String(e.status)))].sort();

const RATE_HEADERS = {
  'RateLimit-Limit': {
    description: 'Requests a second allowed for this key (the RateLimit-* headers are left out on the internal plan without a rate limit)',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': { description: 'Requests left in the current one-second window', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
  'X-Credits-Remaining': {
    description: 'Credits left in the billing period (UTC month) of the project (left out on the internal plan, which has no allowance)',
    schema: { type: 'integer' },
  },
  'X-Test-Calls-Remaining': { description: 'Test keys only: test calls left today (UTC)', schema: { type: 'integer' } },
  'X-Request-Id': { description: 'Same as meta.request_id', schema: { type: 'string' } },
};

/**
 * The NDJSON answer of a route that streams: the schema of one line (a day,
 * then the meta line, or an error line that ends a stream which failed
 * after its first line) and the server's answer to the request example.
 */
function ndjsonContent(itemLine: TSchema, meta: TObject, example: string | undefined): Record<string, unknown> {
  return {
    schema: {
      description:
        'Each line of the body is one JSON object (newline-delimited JSON): a line per place and day, ' +
        '`{"place_index":i,"day":{...}}` (place after place, days in order), then the last line `{"meta":{...},"warnings":[]}`; ' +
        'a failure after the first line ends the body with an `{"error":{...}}` line instead. This schema is that of one line.',
      oneOf: [json(itemLine), json(StreamTailLine(meta)), { $ref: '#/components/schemas/Error' }],
    },
    ...(example !== undefined ? { example } : {}),
  };
}

/**
 * The document of `operations` (those the server serves). `answers`: the
 * answers to each operation's request example, by operationId
 * (src/http/openapi-examples.ts). `basePath`: the path the API is served
 * under ('' at the root; an embedded API's prefix, mount.ts).
 */
export function buildOpenApi(
  operations: readonly AnyOperation[],
  answers: ReadonlyMap<string, ExampleAnswer> = new Map(),
  basePath = '',
): Record<string, unknown> {
  // Where the error catalogue is, on the host that served the document (as `servers` is).
  const ERRORS_PAGE = `${basePath}/docs/errors`;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const keyed = op.keys.length > 0;
    const kinds = keyed ? op.keys.join(', ') : 'none';
    const answer = answers.get(op.id);
    const itemLine = op.bulk === undefined ? undefined : op.bulk.layout === 'lines' ? op.bulk.item : BulkItemLine(op.bulk.item);
    const feed = CALENDAR_FEEDS[op.id] !== undefined;
    const meta = metaSchemaOf(op.meta);
    // A feed token's calendar: text/calendar only, counted and refused (401, 429) under the token's parent key.
    const feedFetch = op.id === FEED_FETCH_OPERATION_ID;
    const success = feedFetch
      ? { description: 'The feed: an iCalendar (RFC 5545) calendar', content: { [CALENDAR_TYPE]: { schema: { type: 'string' } } } }
      : op.produces !== undefined
        ? { description: 'The image', content: { [op.produces]: { schema: { type: 'string', format: 'binary' } } } }
        : {
            description:
              itemLine !== undefined
                ? `Success: JSON, or NDJSON when the request sends Accept: ${NDJSON_TYPE}`
                : feed
                  ? `Success: JSON, or an iCalendar (RFC 5545) feed when the request sends Accept: ${CALENDAR_TYPE}`
                  : 'Success',
            content: {
              'application/json': {
                schema: json(Envelope(op.output, meta)),
                ...(answer?.envelope !== undefined ? { example: answer.envelope } : {}),
              },
              ...(itemLine !== undefined ? { [NDJSON_TYPE]: ndjsonContent(itemLine, meta, answer?.ndjson) } : {}),
              ...(feed ? { [CALENDAR_TYPE]: { schema: { type: 'string', description: 'RFC 5545 iCalendar text (docs/feeds.md)' } } } : {}),
            },
          };
    const example = op.example as Record<string, unknown>;
    const responses: Record<string, unknown> = {
      200: { ...success, headers: keyed || feedFetch ? RATE_HEADERS : { 'X-Request-Id': RATE_HEADERS['X-Request-Id'] } },
    };
    for (const status of ERROR_STATUSES) {
      if (!keyed && ['401', '403', '429'].includes(status) && !(feedFetch && status !== '403')) continue;
      if (op.method === 'GET' && status === '413') continue;
      responses[status] = { $ref: `#/components/responses/Error${status}` };
    }
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = {
      operationId: op.id,
      summary: op.summary,
      description: `${op.description ?? op.summary}\n\nCredits: ${op.credits}. Key kinds: ${kinds}.`,
      tags: [op.group],
      'x-credits': op.credits,
      'x-key-kinds': op.keys,
      security: keyed ? [{ bearerAuth: [] }] : [],
      parameters: [...parameters(op.params, 'path', example), ...parameters(op.method === 'GET' ? op.input : undefined, 'query', example)],
      ...(op.method === 'POST' && op.input !== undefined
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: json(op.input), example: bodyExample(op) } },
            },
          }
        : {}),
      responses,
    };
  }
  const errorResponses: Record<string, unknown> = {};
  const examples = errorExamples(basePath);
  for (const status of ERROR_STATUSES) {
    const ofStatus = examples.filter((e) => String(e.status) === status);
    errorResponses[`Error${status}`] = {
      description: `Error: ${ofStatus.map((e) => `\`${e.type}\``).join(', ')} (see [${ERRORS_PAGE}](${ERRORS_PAGE}))`,
      headers:
        status === '429' || status === '503' ? { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } : {},
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: Object.fromEntries(ofStatus.map((e) => [e.type, { summary: e.summary, value: e.body }])),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vedic Astrology Computation API',
      version: `${API_VERSION} (engine ${ENGINE_VERSION})`,
      description:
        'Sidereal (Indian) astrology computations. Every JSON success is `{data, meta, warnings}`; ' +
        `only 2xx answers are charged. Errors: [${ERRORS_PAGE}](${ERRORS_PAGE}). The examples are this server's own answers to the requests shown. ` +
        'A key for this server: `npm run --silent keys -- create --kind test` (with its DATA_DIR), then Authorize.',
      license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' },
    },
    servers: [{ url: basePath === '' ? '/' : basePath, description: 'The address this document was fetched from' }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'sk_test_..., sk_live_... or pk_live_...' } },
      schemas: { Error: json(ErrorBody) },
      responses: errorResponses,
    },
  };
}
