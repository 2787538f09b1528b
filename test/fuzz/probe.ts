/**
 * Sends a fuzz case (test/fuzz/cases.ts) and judges its answer (not a test
 * file itself). The rules every answer obeys: it arrives within the time
 * limit; it is never a 5xx; a non-2xx is the JSON error envelope with a type
 * from the error catalogue, the status of that type and the request id of
 * its X-Request-Id header; a 400 invalid_parameter to a one-field change
 * names that field (or a field inside it); a 2xx matches the operation's
 * response schema read strictly and charges the operation's credits. Where
 * the case fixes the answer, it must be that answer. `problemsOf` lists what
 * is wrong (empty: the answer is right), so that the known-defect test can
 * check that a listed case still fails.
 */
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { TSchema } from '@sinclair/typebox';
import { ApiError, type ErrorCode } from '../../src/core/errors.ts';
import { errorResponse, PUBLIC_ERROR_TYPES } from '../../src/http/errors.ts';
import { Envelope, metaSchemaOf } from '../../src/operations/schemas.ts';
import { strictSchema } from '../fixtures.ts';
import { baseOf, routeOf, type Expected, type FuzzCase } from './cases.ts';

/** No answer may take longer (the issue's bar for a hang). */
export const ANSWER_LIMIT_MS = 5000;

export interface Outcome {
  status?: number;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: Buffer;
  ms: number;
  /** Why there is no answer: a timeout, a closed connection, a socket error. */
  failure?: string;
}

export async function send(baseUrl: string, c: FuzzCase, limitMs = ANSWER_LIMIT_MS): Promise<Outcome> {
  return c.raw !== undefined ? sendRaw(baseUrl, c.raw, limitMs) : sendFetch(baseUrl, c, limitMs);
}

async function sendFetch(baseUrl: string, c: FuzzCase, limitMs: number): Promise<Outcome> {
  const r = c.request!;
  const start = performance.now();
  try {
    const res = await fetch(baseUrl + r.target, {
      method: r.method,
      headers: r.headers,
      body: r.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(limitMs),
    });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: Object.fromEntries(res.headers), body, ms: performance.now() - start };
  } catch (e) {
    const failure = (e as Error).name === 'TimeoutError' ? `no answer within ${limitMs} ms` : `no answer: ${(e as Error).message}`;
    return { headers: {}, body: Buffer.alloc(0), ms: performance.now() - start, failure };
  }
}

/** Writes `text` on a new connection and reads until the server closes it (the request says Connection: close) or the limit. */
function sendRaw(baseUrl: string, text: string, limitMs: number): Promise<Outcome> {
  const { hostname, port } = new URL(baseUrl);
  const start = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let error: string | undefined;
    const socket = connect(Number(port), hostname, () => socket.write(text, 'latin1'));
    const finish = (why?: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseRaw(Buffer.concat(chunks), performance.now() - start, why));
    };
    const timer = setTimeout(() => finish(`no answer within ${limitMs} ms`), limitMs);
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    socket.on('close', () => finish(error === undefined ? undefined : `socket error ${error}`));
  });
}

/** An HTTP/1.x answer from its bytes (Content-Length or chunked body); a failure when there is none. */
function parseRaw(data: Buffer, ms: number, why: string | undefined): Outcome {
  const headEnd = data.indexOf('\r\n\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(data.subarray(0, 20).toString('latin1'))?.[1];
  if (headEnd < 0 || status === undefined) {
    return { headers: {}, body: Buffer.alloc(0), ms, failure: why ?? `no answer: the connection was closed after ${data.length} bytes` };
  }
  const headers: Record<string, string> = {};
  for (const line of data.subarray(0, headEnd).toString('latin1').split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(headEnd + 4);
  if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const eol = body.indexOf('\r\n', at);
      const size = eol < 0 ? 0 : parseInt(body.subarray(at, eol).toString('latin1'), 16);
      if (!(size > 0)) break;
      parts.push(body.subarray(eol + 2, eol + 2 + size));
      at = eol + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return { status: Number(status), headers, body, ms };
}

/** The status the server answers for an error type (src/http/errors.ts is the only table). */
function statusOfType(type: string): number {
  return errorResponse(new ApiError(type as ErrorCode, 'x'), 'req', '').status;
}

const checks = new Map<string, TypeCheck<TSchema>>();
function responseCheck(operationId: string): TypeCheck<TSchema> {
  let check = checks.get(operationId);
  if (check === undefined) {
    check = TypeCompiler.Compile(
      strictSchema(Envelope(routeOf(operationId).operation.output, metaSchemaOf(routeOf(operationId).operation.meta))),
    );
    checks.set(operationId, check);
  }
  return check;
}

/** The credits a 2xx answer to this case must charge: the operation's, or for a bulk operation its count from the validated input. */
export function creditsOfCase(c: FuzzCase, answer?: any): number {
  const route = routeOf(c.operationId);
  if (route.operation.creditsOf === undefined) return route.operation.credits;
  let input: unknown = baseOf(c.operationId).input;
  if (c.request !== undefined) {
    if (route.operation.method === 'POST') input = route.body!.parse(JSON.parse(c.request.body ?? ''));
    else input = route.query!.parse(Object.fromEntries(new URL(c.request.target, 'http://x').searchParams));
  }
  const estimate = route.operation.creditsOf(input);
  // A bulk year form charges its answered units only (docs/bulk.md): each error line gives its unit's share back.
  const items: unknown = answer?.data?.items;
  if (route.operation.bulk?.layout === 'lines' && Array.isArray(items) && items.length > 0) {
    const answered = items.filter((item: any) => item.error === undefined).length;
    return (estimate / items.length) * answered;
  }
  return estimate;
}

/** The JSON body of an answer, or undefined (an image, NDJSON, text). */
export function answerJson(o: Outcome): unknown {
  try {
    return JSON.parse(o.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

const within = (param: unknown, field: string): boolean =>
  typeof param === 'string' && (param === field || param.startsWith(`${field}.`) || param.startsWith(`${field}[`));

/**
 * Fields checked together, so that a change to one may be refused naming
 * another: a window's ends, the forms of a place, a year given two ways.
 */
const TOGETHER: readonly (readonly string[])[] = [
  ['from', 'to'],
  ['lat', 'lon', 'place_id'],
  ['latitude', 'longitude', 'place_id', 'query'],
  ['year', 'year_of_life'],
  // A year or a from..to range (src/operations/shared/days.ts yearOrRange): without a year, the range is asked for.
  ['year', 'from', 'to'],
];
/** A birth date is checked against the moment or year asked of the chart (a Dasha `at` before the birth, a return year). */
const AGAINST_BIRTH_DATE = ['at', 'year', 'date', 'from', 'to'];

/** Whether an invalid_parameter's `param` names the field a one-field change touched: the field, a field inside it, one checked with it. */
export function namesField(param: unknown, c: FuzzCase): boolean {
  const field = c.field!;
  if (within(param, field)) return true;
  const cut = Math.max(field.lastIndexOf('.'), field.lastIndexOf('['));
  const parent = cut < 0 ? '' : field.slice(0, cut);
  const last = field.slice(cut + 1).replace(/]$/, '');
  // A dropped field may leave its object matching none of its forms: the object is named.
  if (c.kind === 'drop' && parent !== '' && param === parent) return true;
  const sibling = (name: string) => (parent === '' ? name : `${parent}.${name}`);
  if (TOGETHER.some((g) => g.includes(last) && g.some((name) => param === sibling(name)))) return true;
  return last === 'date' && parent !== '' && AGAINST_BIRTH_DATE.includes(param as string);
}

function paramProblem(c: FuzzCase, expected: Expected['param'], param: unknown): string | undefined {
  if (expected === undefined) return undefined;
  if (typeof expected === 'string') return param === expected ? undefined : `param ${JSON.stringify(param)}, expected ${expected}`;
  if ('within' in expected)
    return namesField(param, { ...c, field: expected.within })
      ? undefined
      : `param ${JSON.stringify(param)}, expected ${expected.within} or within it`;
  return expected.oneOf.includes(param as string)
    ? undefined
    : `param ${JSON.stringify(param)}, expected one of ${expected.oneOf.join(', ')}`;
}

/** Everything wrong with the answer to a case; empty when it is right. */
export function problemsOf(c: FuzzCase, o: Outcome, limitMs = ANSWER_LIMIT_MS): string[] {
  if (o.failure !== undefined || o.status === undefined) return [o.failure ?? 'no status'];
  const problems: string[] = [];
  const status = o.status;
  if (o.ms > limitMs) problems.push(`answered after ${Math.round(o.ms)} ms (limit ${limitMs} ms)`);
  if (status >= 500) problems.push(`status ${status}`);
  const text = o.body.toString('utf8');
  const schemaRefusal: Expected = { status: 400, type: 'invalid_parameter', param: { within: c.field ?? '' } };
  const allowed: readonly Expected[] | undefined =
    c.expect === undefined
      ? c.schemaInvalid === true
        ? [schemaRefusal]
        : undefined
      : Array.isArray(c.expect)
        ? c.expect
        : [c.expect as Expected];
  const shown = (list: readonly Expected[]) => list.map((e) => `${e.status}${e.type === undefined ? '' : ` ${e.type}`}`).join(' or ');
  if (status >= 200 && status < 300) {
    if (allowed !== undefined && !allowed.some((e) => e.status === status)) problems.push(`status ${status}, expected ${shown(allowed)}`);
    const route = routeOf(c.operationId);
    if (route.operation.produces !== undefined) {
      if (o.headers['content-type'] !== route.operation.produces)
        problems.push(`content-type ${o.headers['content-type']}, expected ${route.operation.produces}`);
      return problems;
    }
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      return [...problems, `a ${status} whose body is not JSON: ${text.slice(0, 80)}`];
    }
    const check = responseCheck(c.operationId);
    if (!check.Check(json)) {
      problems.push(
        `the answer does not match the response schema: ${[...check.Errors(json)]
          .slice(0, 3)
          .map((e) => `${e.path} ${e.message}`)
          .join('; ')}`,
      );
    }
    if (allowed === undefined || allowed.some((e) => e.status === status)) {
      const credits = creditsOfCase(c, json);
      if (json?.meta?.credits_charged !== credits) problems.push(`credits_charged ${json?.meta?.credits_charged}, expected ${credits}`);
    }
    return problems;
  }
  // Not a 2xx: the error envelope.
  let error: any;
  try {
    error = JSON.parse(text).error;
  } catch {
    return [...problems, `a ${status} that is not the JSON error envelope: ${JSON.stringify(text.slice(0, 80))}`];
  }
  if (error === null || typeof error !== 'object') return [...problems, `a ${status} without an error object: ${text.slice(0, 80)}`];
  const extra = Object.keys(error).filter((k) => !['type', 'message', 'param', 'doc_url', 'request_id', 'candidates'].includes(k));
  if (extra.length > 0) problems.push(`unexpected fields in the error: ${extra.join(', ')}`);
  if (!(PUBLIC_ERROR_TYPES as readonly string[]).includes(error.type))
    problems.push(`error type ${JSON.stringify(error.type)} is not in the catalogue`);
  else if (statusOfType(error.type) !== status)
    problems.push(`status ${status} for ${error.type}, which answers ${statusOfType(error.type)}`);
  if (typeof error.message !== 'string' || !/\S/.test(error.message)) problems.push('no message');
  if (typeof error.doc_url !== 'string' || !error.doc_url.endsWith(`/docs/errors#${error.type}`)) problems.push(`doc_url ${error.doc_url}`);
  if (typeof error.request_id !== 'string' || error.request_id !== o.headers['x-request-id']) {
    problems.push(`request_id ${error.request_id} vs X-Request-Id ${o.headers['x-request-id']}`);
  }
  if (status === 405 && o.headers.allow === undefined) problems.push('a 405 without Allow');
  if (allowed !== undefined) {
    const match = allowed.find((e) => e.status === status && (e.type === undefined || e.type === error.type));
    if (match === undefined) problems.push(`${status} ${error.type}, expected ${shown(allowed)}`);
    else {
      const p = paramProblem(c, match.param, error.param);
      if (p !== undefined) problems.push(p);
    }
  } else if (error.type === 'invalid_parameter' && c.field !== undefined && !namesField(error.param, c)) {
    problems.push(`param ${JSON.stringify(error.param)}, expected ${c.field}, a field inside it or one checked with it`);
  }
  return problems;
}

export interface Judged {
  c: FuzzCase;
  o: Outcome;
  problems: string[];
}

/** Sends every case, `concurrency` at a time, and judges each answer (`limitMs`: the longest an answer may take). */
export async function runCases(baseUrl: string, cases: readonly FuzzCase[], concurrency = 1, limitMs = ANSWER_LIMIT_MS): Promise<Judged[]> {
  const out: Judged[] = new Array(cases.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, cases.length) }, async () => {
      while (next < cases.length) {
        const i = next++;
        const c = cases[i]!;
        const o = await send(baseUrl, c, limitMs);
        out[i] = { c, o, problems: problemsOf(c, o, limitMs) };
      }
    }),
  );
  return out;
}

/** A failure as a line of an assertion message. */
export const failureLine = (j: Judged): string => `${j.c.id}: ${j.problems.join('; ')}`;
