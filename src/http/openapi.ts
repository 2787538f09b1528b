/**
 * The OpenAPI 3.1 document, generated from the same TypeBox schemas that
 * validate requests (TypeBox schemas are JSON Schema 2020-12, which OpenAPI
 * 3.1 uses as is).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { API_VERSION, ENGINE_VERSION } from '../core/version.ts';
import { Envelope, ErrorBody } from '../operations/schemas.ts';
import type { Route } from './route.ts';

/** Plain JSON of a TypeBox schema (drops TypeBox's symbol keys). */
function json(schema: TSchema): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
}

function parameters(schema: TSchema | undefined, where: 'query' | 'path'): unknown[] {
  if (schema === undefined) return [];
  const props = (schema.properties ?? {}) as Record<string, TSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({
    name, in: where, required: where === 'path' || required.has(name), schema: json(s),
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

const ERROR_STATUSES = ['400', '401', '403', '404', '413', '422', '429', '500'] as const;

const RATE_HEADERS = {
  'RateLimit-Limit': { description: 'Requests a second allowed for this key', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current one-second window', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
  'X-Credits-Remaining': { description: 'Credits left in the billing period (UTC month) of the project', schema: { type: 'integer' } },
  'X-Test-Calls-Remaining': { description: 'Test keys only: test calls left today (UTC)', schema: { type: 'integer' } },
  'X-Request-Id': { description: 'Same as meta.request_id', schema: { type: 'string' } },
};

export function buildOpenApi(routes: readonly Route[], baseUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const keyed = route.keyKinds.length > 0;
    const kinds = keyed ? route.keyKinds.join(', ') : 'none';
    const success = route.produces !== undefined
      ? { description: 'The image', content: { [route.produces]: { schema: { type: 'string', format: 'binary' } } } }
      : { description: 'Success', content: { 'application/json': { schema: json(Envelope(route.response ?? Type.Object({}, { additionalProperties: true }))) } } };
    const responses: Record<string, unknown> = { 200: { ...success, headers: keyed ? RATE_HEADERS : { 'X-Request-Id': RATE_HEADERS['X-Request-Id'] } } };
    for (const status of ERROR_STATUSES) {
      if (!keyed && ['401', '403', '429'].includes(status)) continue;
      if (route.method === 'GET' && status === '413') continue;
      responses[status] = { $ref: `#/components/responses/Error${status}` };
    }
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      operationId: route.operationId,
      summary: route.summary,
      description: `${route.description ?? route.summary}\n\nCredits: ${route.credits}. Key kinds: ${kinds}.`,
      tags: [route.group],
      'x-credits': route.credits,
      'x-key-kinds': route.keyKinds,
      security: keyed ? [{ bearerAuth: [] }] : [],
      parameters: [...parameters(route.params?.schema, 'path'), ...parameters(route.query?.schema, 'query')],
      ...(route.body !== undefined
        ? { requestBody: { required: true, content: { 'application/json': { schema: json(route.body.schema) } } } }
        : {}),
      responses,
    };
  }
  const errorResponses: Record<string, unknown> = {};
  for (const status of ERROR_STATUSES) {
    errorResponses[`Error${status}`] = {
      description: `Error (see ${baseUrl}/docs/errors)`,
      headers: status === '429' ? { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } : {},
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vedic Astrology Computation API',
      version: `${API_VERSION} (engine ${ENGINE_VERSION})`,
      description: 'Sidereal (Indian) astrology computations. Every JSON success is `{data, meta, warnings}`; '
        + 'only 2xx answers are charged. Errors: ' + `${baseUrl}/docs/errors`,
      license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' },
    },
    servers: [{ url: baseUrl }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'sk_test_..., sk_live_... or pk_live_...' } },
      schemas: { Error: json(ErrorBody) },
      responses: errorResponses,
    },
  };
}
