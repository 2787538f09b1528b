/**
 * The response examples of the OpenAPI document: each operation's request
 * example (its `example`) answered by the server's own route (the same
 * validation, `prepare`, pool and serialisation as a call, without the key,
 * limit and credit checks), so the document never shows a hand-written
 * answer. The server computes them once, when /v1/openapi.json is first
 * asked for.
 */
import type { PlanId } from '../platform/plans.ts';
import { buildMeta, serializeStreamTail } from '../operations/envelope.ts';
import { textOf, type Caller, type Route, type RouteContext, type Services } from './route.ts';

/** The request id of every example answer. */
export const EXAMPLE_REQUEST_ID = 'req_example';

/**
 * The caller of the examples: a live key of a new Free project, so that
 * GET /v1/usage shows an untouched allowance and `meta` shows the credits a
 * live call is charged.
 */
function exampleCaller(services: Services): Caller {
  const plan: PlanId = 'free';
  return { keyId: 'key_example', kind: 'live', projectId: 'proj_example', plan: services.plans[plan], demo: false, origins: [] };
}

/** The example's values as the query string or path carries them: text. */
function asText(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
}

/** The example request as the route's handler takes it, and the credits a call with it is charged. */
function exampleRequest(route: Route): {
  input: Omit<RouteContext<unknown, unknown, unknown>, 'requestId' | 'caller' | 'services' | 'compute'>;
  credits: number;
} {
  const example = (route.operation.example ?? {}) as Record<string, unknown>;
  const paramNames = new Set(Object.keys((route.params?.schema.properties ?? {}) as object));
  const params = Object.fromEntries(Object.entries(example).filter(([k]) => paramNames.has(k)));
  const rest = Object.fromEntries(Object.entries(example).filter(([k]) => !paramNames.has(k)));
  const body: unknown = route.body === undefined ? undefined : route.body.parse(rest);
  const query: unknown = route.query === undefined ? {} : route.query.parse(asText(rest));
  const parsedParams: unknown = route.params === undefined ? params : route.params.parse(asText(params));
  const credits =
    route.operation.creditsOf === undefined
      ? route.operation.credits
      : route.operation.creditsOf(route.operation.method === 'POST' ? body : { ...(query as object), ...(parsedParams as object) });
  return { input: { body, query, params: parsedParams }, credits };
}

/** The answers to a route's request example: the JSON envelope, and the NDJSON text for a route that streams. */
export interface ExampleAnswer {
  envelope?: unknown;
  ndjson?: string;
}

/**
 * The envelope `{data, meta, warnings}` a live call with the route's request
 * example gets, and for a route that streams the NDJSON body a call with
 * `Accept: application/x-ndjson` gets (its lines, then the meta line).
 * Rejects as the call would fail (an ApiError for a bad example, which
 * tests catch).
 */
export async function answerExample(
  route: Route,
  services: Services,
  compute: RouteContext<unknown, unknown, unknown>['compute'],
): Promise<ExampleAnswer> {
  const { input, credits } = exampleRequest(route);
  const call = (ndjson: boolean) =>
    route.handler({
      ...input,
      requestId: EXAMPLE_REQUEST_ID,
      caller: route.operation.keys.length > 0 ? exampleCaller(services) : undefined,
      services,
      compute,
      ndjson,
    });
  const result = await call(false);
  if ('image' in result || 'ndjson' in result) return {};
  // Not asked for (no `envelope` in the context above).
  if ('envelope' in result) throw new Error(`Expected the answer of ${route.operation.id} unenveloped`);
  const meta = buildMeta(EXAMPLE_REQUEST_ID, 'live', credits, result.meta);
  const data: unknown =
    'dataJsonChunks' in result
      ? JSON.parse(await textOf(result.dataJsonChunks))
      : 'dataJson' in result
        ? JSON.parse(result.dataJson)
        : result.data;
  const answer: ExampleAnswer = { envelope: { data, meta, warnings: result.warnings ?? [] } };
  if (route.streams !== undefined) {
    const streamed = await call(true);
    if (!('ndjson' in streamed)) throw new Error(`Expected NDJSON lines from ${route.operation.id}`);
    const text = await textOf(streamed.ndjson);
    answer.ndjson = `${text}${serializeStreamTail(buildMeta(EXAMPLE_REQUEST_ID, 'live', credits, streamed.meta), streamed.warnings ?? [])}\n`;
  }
  return answer;
}

/**
 * The example answers of every route that has a request example, by
 * operationId. A route whose example fails is left without one and its error
 * handed to `onError` (the document is still served).
 */
export async function answerExamples(
  routes: readonly Route[],
  services: Services,
  compute: RouteContext<unknown, unknown, unknown>['compute'],
  onError: (operationId: string, error: unknown) => void,
): Promise<Map<string, ExampleAnswer>> {
  const answers = new Map<string, ExampleAnswer>();
  await Promise.all(
    routes
      .filter((r) => r.operation.example !== undefined)
      .map(async (route) => {
        try {
          answers.set(route.operation.id, await answerExample(route, services, compute));
        } catch (error) {
          onError(route.operation.id, error);
        }
      }),
  );
  return answers;
}
