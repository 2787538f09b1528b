/**
 * The typed client (`vedic-astro-api/client`, src/client/index.ts): its
 * generated types are those of the current OpenAPI document, and it calls a
 * running server for every operation (the first valid case of each in
 * test/operation-cases.ts) and gets the 200 answer, parsed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApiClient, type ApiClient } from '../../src/client/index.ts';
import { OPERATIONS } from '../../src/operations/index.ts';
import { clientSchemaText } from '../../scripts/build-client.ts';
import { CASES } from '../operation-cases.ts';
import { BIRTH, useOpenTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let secret: string;
useOpenTestServer((s) => ({ t, secret } = s));

test('src/client/schema.ts is generated from the current OpenAPI document (else: npm run build:client)', async () => {
  const committed = readFileSync(fileURLToPath(new URL('../../src/client/schema.ts', import.meta.url)), 'utf8');
  assert.ok(committed === (await clientSchemaText()), 'src/client/schema.ts is not current: run npm run build:client');
});

/** The path parameters of `filled` (a case's path) by the names of `template` (`/v1/places/{place_id}`). */
function pathParams(template: string, filled: string): Record<string, string> {
  const names: string[] = [];
  const pattern = new RegExp(
    `^${template.replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    })}$`,
  );
  const m = pattern.exec(filled);
  assert.ok(m !== null, `${filled} does not match ${template}`);
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
}

test('every operation through the client against a running server answers 200 and is parsed', async () => {
  const api = createApiClient({ baseUrl: `${t.url}/`, apiKey: secret });
  // Loosely typed for the loop over all operations; the typed use is the next test.
  const call = api as unknown as Record<'GET' | 'POST', (path: string, init: Record<string, unknown>) => Promise<any>>;
  let called = 0;
  for (const op of OPERATIONS) {
    const [filled, input] = CASES[op.id]![0]!;
    const params = { path: pathParams(op.path, filled), ...(op.method === 'GET' ? { query: input } : {}) };
    const r = await call[op.method](op.path, {
      params,
      ...(op.method === 'POST' ? { body: input } : {}),
      ...(op.produces !== undefined ? { parseAs: 'arrayBuffer' } : {}),
    });
    assert.equal(r.response.status, 200, `${op.id}: ${JSON.stringify(r.error)}`);
    assert.equal(r.error, undefined, op.id);
    if (op.produces !== undefined) {
      assert.equal(r.response.headers.get('content-type'), op.produces, op.id);
      assert.ok((r.data as ArrayBuffer).byteLength > 0, op.id);
    } else {
      assert.equal(r.data.meta.api_version, 'v1', op.id);
      assert.ok(r.data.data !== undefined, op.id);
    }
    called += 1;
  }
  assert.equal(called, OPERATIONS.length);
});

test('a typed call: the request body and the answer carry the operation schema types; an error is the error body', async () => {
  const api: ApiClient = createApiClient({ baseUrl: t.url, apiKey: secret });
  const { data, error, response } = await api.POST('/v1/kundli', { body: { birth: BIRTH } });
  assert.equal(response.status, 200);
  assert.equal(error, undefined);
  // Typed: `planets` and `id` are known to the compiler (a typo here fails the type check).
  const moon = data?.data.planets.find((p) => p.id === 'moon');
  assert.ok(moon !== undefined && moon.longitude >= 0 && moon.longitude < 360);

  const bad = await api.POST('/v1/kundli', { body: { birth: { ...BIRTH, date: '1990-13-01' } } });
  assert.equal(bad.response.status, 400);
  assert.equal(bad.error?.error.type, 'invalid_parameter');

  const anonymous = createApiClient({ baseUrl: t.url });
  const refused = await anonymous.POST('/v1/kundli', { body: { birth: BIRTH } });
  assert.equal(refused.error?.error.type, 'unauthenticated');
});
