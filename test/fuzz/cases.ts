/**
 * The fuzz and abuse suite's requests (not a test file itself): every
 * operation's first valid request (test/operation-cases.ts, the same shapes
 * as the OpenAPI examples), and every mutation of it, each a case with a
 * stable id (`<operationId> <mutation>`) so that a case can be named in the
 * known-defect list and rebuilt exactly. Where the API contract fixes the
 * answer (a dropped required field, a bad date, an unknown field, a body
 * over 64 KiB...), the case says which; otherwise only the rules every
 * answer obeys apply (test/fuzz/probe.ts).
 */
import { ALL_ROUTES } from '../../src/http/routes/index.ts';
import { BODY_LIMIT_BYTES, QUERY_LIMIT_BYTES } from '../../src/http/request-input.ts';
import type { Route } from '../../src/http/route.ts';
import { seededRandom } from '../fixtures.ts';
import { CASES } from '../operation-cases.ts';

/** An answer the contract allows for a case: its status, and for an error its type and `param`. */
export interface Expected {
  status: number;
  type?: string;
  /**
   * The `param` of the error: exactly this name, or (`within`) this field or
   * a field inside it (`birth.place` covers `birth.place.query`), or one of a list.
   */
  param?: string | { within: string } | { oneOf: readonly string[] };
}

export interface FuzzCase {
  /** `<operationId> <mutation>`: stable across runs and seeds. */
  id: string;
  operationId: string;
  /** The kind of mutation: the id's second word (`drop`, `type`, `date`, `raw`...). */
  kind: string;
  /** The one field changed, if any: a 400 invalid_parameter must name it or a field inside it. */
  field?: string;
  /** A request sent with fetch... */
  request?: { method: string; target: string; headers: Record<string, string>; body?: string };
  /** ...or bytes written on a bare socket (HTTP/1.1 framing that fetch cannot send), ending with Connection: close. */
  raw?: string;
  /** The answer the contract fixes, or the answers it allows; absent: any answer that obeys the general rules. */
  expect?: Expected | readonly Expected[];
  /**
   * The operation's validator refuses the changed request: then the answer
   * must be 400 invalid_parameter naming `field` or a field inside it.
   */
  schemaInvalid?: boolean;
}

const ROUTE_OF = new Map(ALL_ROUTES.map((r) => [r.operation.id, r]));
export function routeOf(operationId: string): Route {
  const route = ROUTE_OF.get(operationId);
  if (route === undefined) throw new Error(`Expected a known operation id but received ${operationId}`);
  return route;
}

const UNKNOWN = 'zz_unknown';
/** Longer than any string field takes, well under the body limit. */
const LONG_TEXT = 'x'.repeat(10_000);
/** Appended to a string: a NUL, a combining mark, an emoji and a right-to-left override. */
const NUL = '\u0000';
const UNICODE = '\u0301\u{1F642}\u202E\uFFFF';
const BAD_DATES = ['2026-02-30', '2026-13-01', '1799-12-31', '2400-01-01'];
/** Dates the API offers (1800-01-01 to 2399-12-31): answered, or refused naming the field. */
const EDGE_DATES = ['1800-01-01', '2200-06-15'];
const NUMBERS: readonly unknown[] = [91, -91, 181, 1e308, -1e308, 0.5, 'NaN', '1e999'];
const LATITUDE = /^(lat|latitude)$/;
const LONGITUDE = /^(lon|longitude)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T/;

/** JSON pointer-ish path as the API names a field: `birth.place.latitude`, `vargas[0]`. */
function join(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

/** Every field of a JSON value, depth first, with its path and value (the root excluded). */
function fieldsOf(value: unknown, path = ''): { path: string; value: unknown; holder: 'object' | 'array' }[] {
  const out: { path: string; value: unknown; holder: 'object' | 'array' }[] = [];
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push({ path: join(path, i), value: v, holder: 'array' });
      out.push(...fieldsOf(v, join(path, i)));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push({ path: join(path, k), value: v, holder: 'object' });
      out.push(...fieldsOf(v, join(path, k)));
    }
  }
  return out;
}

/** A deep copy of `value` with the field at `path` replaced (`undefined`: removed). */
function withField(value: unknown, path: string, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split(/\.|(?=\[)/).map((k) => (k.startsWith('[') ? Number(k.slice(1, -1)) : k));
  let node: any = copy;
  for (const k of keys.slice(0, -1)) node = node[k];
  const last = keys[keys.length - 1]!;
  if (replacement === undefined) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = replacement;
  return copy;
}

const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const WRONG_TYPES: Record<string, unknown> = { string: 'text', number: 12345, boolean: true, array: [], object: {}, null: null };

/** Whether the operation's own validator (the schema the OpenAPI document shows) refuses the input. */
function refuses(validate: () => unknown): boolean {
  try {
    validate();
    return false;
  } catch {
    return true;
  }
}

/** The base request of an operation, split: the path template's parameters, and the body (POST) or query (GET) values. */
export function baseOf(operationId: string): {
  route: Route;
  path: string;
  params: Record<string, string>;
  input: Record<string, unknown>;
} {
  const route = routeOf(operationId);
  const first = CASES[operationId]?.[0];
  if (first === undefined) throw new Error(`Expected a valid request of ${operationId} in test/operation-cases.ts`);
  const [path, input] = first;
  const names = [...route.operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const match = templateRegExp(route.operation.path).exec(path);
  if (match === null) throw new Error(`Expected ${path} to match ${route.operation.path}`);
  const params = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)]));
  return { route, path, params, input };
}

/** A path template (`/v1/charts/{varga}.svg`) as a regular expression capturing its parameters. */
function templateRegExp(template: string): RegExp {
  return new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '([^/]+?)')}$`);
}

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name]!));
}

const queryText = (q: Record<string, unknown>): string => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

/** Every case of one operation (`key`: the bearer key the requests carry). */
export function casesOf(operationId: string, key: string): FuzzCase[] {
  const { route, path, params, input } = baseOf(operationId);
  const out: FuzzCase[] = [];
  const auth: Record<string, string> = route.operation.keys.length === 0 ? {} : { authorization: `Bearer ${key}` };
  const json = { 'content-type': 'application/json' };
  const post = route.operation.method === 'POST';
  const add = (c: Omit<FuzzCase, 'id' | 'operationId' | 'kind'> & { name: string }) => {
    const { name, ...rest } = c;
    out.push({ id: `${operationId} ${name}`, operationId, kind: name.split(/[ =]/)[0]!, ...rest });
  };
  /** A request of this operation with the given body or query (and path parameters). */
  const requestWith = (values: Record<string, unknown> | string, pathParams = params, extra: Record<string, string> = {}) => {
    const target = fill(route.operation.path, pathParams);
    if (post)
      return {
        method: 'POST',
        target,
        headers: { ...auth, ...json, ...extra },
        body: typeof values === 'string' ? values : JSON.stringify(values),
      };
    const q = typeof values === 'string' ? values : queryText(values);
    return { method: 'GET', target: q === '' ? target : `${target}?${q}`, headers: { ...auth, ...extra } };
  };
  const invalid = (values: Record<string, unknown>): boolean =>
    refuses(() =>
      post
        ? route.body!.parse(values)
        : route.query === undefined
          ? Object.keys(values).length > 0
            ? (() => {
                throw new Error('no query');
              })()
            : undefined
          : route.query.parse(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]))),
    );
  const bad = (param: Expected['param']): Expected => ({ status: 400, type: 'invalid_parameter', param });
  /** One field changed: the contract's answer when `expect` is given, else the validator's verdict. */
  const mutateField = (name: string, field: string, value: unknown, expect?: Expected) => {
    const changed = withField(input, field, value) as Record<string, unknown>;
    add({ name, field, request: requestWith(changed), ...(expect === undefined ? { schemaInvalid: invalid(changed) } : { expect }) });
  };

  add({ name: 'valid', request: requestWith(input) });

  // Fields of the body, or parameters of the query.
  for (const f of post ? fieldsOf(input) : Object.entries(input).map(([k, v]) => ({ path: k, value: v, holder: 'object' as const }))) {
    const last = f.path.replace(/^.*[.[]/, '').replace(/]$/, '');
    if (f.holder === 'object') mutateField(`drop ${f.path}`, f.path, undefined);
    if (post) {
      for (const [t, v] of Object.entries(WRONG_TYPES)) if (t !== typeName(f.value)) mutateField(`type ${f.path}=${t}`, f.path, v);
    } else {
      for (const v of ['text', '', '[]']) if (String(f.value) !== v) mutateField(`type ${f.path}=${JSON.stringify(v)}`, f.path, v);
    }
    if (typeof f.value === 'number') {
      for (const v of NUMBERS) {
        const out =
          (LATITUDE.test(last) && Math.abs(Number(v)) > 90) ||
          (LONGITUDE.test(last) && Math.abs(Number(v)) > 180) ||
          ((LATITUDE.test(last) || LONGITUDE.test(last)) && !Number.isFinite(Number(v)));
        mutateField(`range ${f.path}=${String(v)}`, f.path, v, out ? bad(f.path) : undefined);
      }
    }
    if (typeof f.value === 'string') {
      if (DATE.test(f.value) || DATETIME.test(f.value)) {
        for (const d of BAD_DATES) mutateField(`date ${f.path}=${d}`, f.path, d + f.value.slice(10), bad(f.path));
        for (const d of EDGE_DATES) mutateField(`date ${f.path}=${d}`, f.path, d + f.value.slice(10));
      }
      // A query value past the query string limit is 414; a body's is the validator's to judge.
      if (post) mutateField(`long ${f.path}`, f.path, LONG_TEXT);
      else mutateField(`long ${f.path}`, f.path, 'x'.repeat(QUERY_LIMIT_BYTES + 1), { status: 414, type: 'uri_too_long' });
      mutateField(`nul ${f.path}`, f.path, f.value + NUL);
      mutateField(`unicode ${f.path}`, f.path, f.value + UNICODE);
    }
    if (post && typeName(f.value) === 'object') {
      const value = f.value as Record<string, unknown>;
      mutateField(`unknown ${join(f.path, UNKNOWN)}`, join(f.path, UNKNOWN), { ...value, [UNKNOWN]: 1 }, bad(join(f.path, UNKNOWN)));
      if ('latitude' in value && 'longitude' in value) {
        mutateField(`place-both ${f.path}`, f.path, { ...value, place_id: 'gn:1253914' }, bad({ within: f.path }));
        mutateField(`place-empty-query ${f.path}`, f.path, { query: '' }, bad(join(f.path, 'query')));
      }
    }
  }
  if (post) {
    add({ name: `unknown ${UNKNOWN}`, field: UNKNOWN, request: requestWith({ ...input, [UNKNOWN]: 1 }), expect: bad(UNKNOWN) });
  } else if ('lat' in input && 'lon' in input) {
    add({
      name: 'place-both',
      field: 'place_id',
      request: requestWith({ ...input, place_id: 'gn:1253914' }),
      expect: bad({ oneOf: ['lat', 'lon', 'place_id'] }),
    });
    add({
      name: 'place-empty',
      field: 'place_id',
      request: requestWith({ ...input, place_id: '' }),
      expect: bad({ oneOf: ['lat', 'lon', 'place_id'] }),
    });
  }
  // A repeated query parameter is refused, naming it (docs/platform.md, Requests and errors).
  for (const [name, value] of post ? [] : Object.entries(input)) {
    add({
      name: `query-repeat ${name}`,
      field: name,
      request: requestWith(`${queryText(input)}&${new URLSearchParams({ [name]: String(value) })}`),
      expect: bad(name),
    });
  }
  // Path parameters: values no path takes.
  for (const name of Object.keys(params)) {
    for (const [label, v] of [
      ['zz', 'zz'],
      ['nul', `${params[name]}${NUL}`],
      ['unicode', `${params[name]}${UNICODE}`],
      ['long', 'y'.repeat(300)],
    ]) {
      add({
        name: `path ${name}=${label}`,
        field: name,
        request: requestWith(input, { ...params, [name]: v! }),
        expect: [bad(name), { status: 404, type: 'not_found', param: name }],
      });
    }
  }

  // The request as a whole.
  const withQuery = (request: { method: string; target: string; headers: Record<string, string>; body?: string }, q: string) => ({
    ...request,
    target: `${request.target}${request.target.includes('?') ? '&' : '?'}${q}`,
  });
  add({ name: 'query-unknown', request: withQuery(requestWith(input), `${UNKNOWN}=1`), expect: bad(UNKNOWN) });
  add({
    name: 'query-long',
    request: withQuery(requestWith(input), `${UNKNOWN}=${'q'.repeat(QUERY_LIMIT_BYTES)}`),
    expect: { status: 414, type: 'uri_too_long' },
  });
  add({
    name: 'trailing-slash',
    request: { ...requestWith(input), target: requestWith(input).target.replace(/(\?|$)/, '/$1') },
    expect: { status: 404, type: 'not_found' },
  });
  const wrongMethod = post ? 'GET' : 'POST';
  // GET /v1/horoscope/personal is the horoscope of a sign named "personal": no 405 where another route takes the path.
  const otherRoute = ALL_ROUTES.some((r) => r.operation.method === wrongMethod && templateRegExp(r.operation.path).test(path));
  add({
    name: `method ${wrongMethod}`,
    request: { ...requestWith(input), method: wrongMethod, ...(post ? { body: undefined } : { body: '{}' }) },
    ...(otherRoute ? {} : { expect: { status: 405, type: 'method_not_allowed' } }),
  });
  add({
    name: 'method DELETE',
    request: { ...requestWith(input), method: 'DELETE', body: undefined },
    expect: { status: 405, type: 'method_not_allowed' },
  });
  if (route.operation.keys.length > 0) {
    const { authorization: _a, ...noKey }: Record<string, string> = requestWith(input).headers;
    add({ name: 'key-none', request: { ...requestWith(input), headers: noKey }, expect: { status: 401, type: 'unauthenticated' } });
    add({
      name: 'key-bad',
      request: { ...requestWith(input), headers: { ...noKey, authorization: `Bearer sk_live_${'A'.repeat(32)}` } },
      expect: { status: 401, type: 'unauthenticated' },
    });
  }
  if (post) {
    for (const [name, text] of [
      ['invalid', '{"birth":'],
      ['array', '[]'],
      ['null', 'null'],
      ['number', '42'],
      ['string', '"x"'],
      ['empty', ''],
    ] as const) {
      add({ name: `json ${name}`, request: requestWith(text), expect: { status: 400, type: 'invalid_json' } });
    }
    add({ name: 'json bom', request: requestWith(`\uFEFF${JSON.stringify(input)}`) });
    add({
      name: 'body-huge',
      request: requestWith({ ...input, [UNKNOWN]: 'p'.repeat(BODY_LIMIT_BYTES) }),
      expect: { status: 413, type: 'payload_too_large' },
    });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1']) {
      add({ name: `content-type ${type}`, request: requestWith(input, params, { 'content-type': type }) });
    }
  }
  return out;
}

/**
 * Requests fetch cannot send (HTTP/1.0, no Host, an absolute-form target,
 * bare LF line ends, 60 header lines, a NUL in a header, two different
 * Content-Lengths), each ending with Connection: close: answered (or refused
 * with a typed 4xx/505) within the time limit, on a GET and a POST operation.
 */
export function rawCasesOf(operationId: 'panchang' | 'numerologyName', key: string): FuzzCase[] {
  const { route, path, input } = baseOf(operationId);
  const post = route.operation.method === 'POST';
  const target = post ? path : `${path}?${queryText(input)}`;
  const body = post ? JSON.stringify(input) : '';
  const head = (lines: string[], eol = '\r\n', version = 'HTTP/1.1', requestTarget = target) =>
    [
      `${route.operation.method} ${requestTarget} ${version}`,
      ...lines,
      `Authorization: Bearer ${key}`,
      ...(post ? ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`] : []),
      'Connection: close',
    ].join(eol) +
    eol +
    eol +
    body;
  const host = 'Host: 127.0.0.1';
  // Answered as HTTP/1.1 is (200), or refused with a typed error: 400, 505 for the version, 431 for the header count.
  const ok = { status: 200 };
  const cases: [string, string, Expected[]][] = [
    ['http/1.1', head([host]), [ok]],
    ['http/1.0', head([host], '\r\n', 'HTTP/1.0'), [ok, { status: 400 }, { status: 505 }]],
    ['no-host', head([]), [ok, { status: 400 }]],
    ['absolute-form', head([host], '\r\n', 'HTTP/1.1', `http://127.0.0.1${target}`), [ok, { status: 400 }]],
    ['bare-lf', head([host], '\n'), [ok, { status: 400 }]],
    ['60-headers', head([host, ...Array.from({ length: 60 }, (_, i) => `X-Fuzz-${i}: ${i}`)]), [ok, { status: 431 }]],
    ['nul-in-header', head([host, `X-Fuzz: a${NUL}b`]), [{ status: 400 }]],
  ];
  // Ambiguous framing: which Content-Length frames the body?
  if (post) cases.push(['two-content-lengths', head([host, `Content-Length: ${Buffer.byteLength(body) + 5}`]), [{ status: 400 }]]);
  return cases.map(([name, raw, expect]) => ({ id: `${operationId} raw ${name}`, operationId, kind: 'raw', raw, expect }));
}

/** Every case of every operation, and the raw cases. */
export function allCases(key: string): FuzzCase[] {
  return [...ALL_ROUTES.flatMap((r) => casesOf(r.operation.id, key)), ...rawCasesOf('panchang', key), ...rawCasesOf('numerologyName', key)];
}

/**
 * A seeded sample: `perOperation` mutations of every operation (drawn
 * without repeats from all of its cases but the valid one), then every raw
 * case; cases `exclude` names (the known defects) are never drawn.
 */
export function sampleCases(key: string, seed: number, perOperation: number, exclude: (c: FuzzCase) => boolean): FuzzCase[] {
  const next = seededRandom(seed);
  const out: FuzzCase[] = [];
  for (const route of ALL_ROUTES) {
    const pool = casesOf(route.operation.id, key).filter((c) => c.kind !== 'valid' && !exclude(c));
    for (let i = 0; i < perOperation && pool.length > 0; i += 1) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  }
  return [...out, ...[...rawCasesOf('panchang', key), ...rawCasesOf('numerologyName', key)].filter((c) => !exclude(c))];
}
