/**
 * Every error type has its own example body (src/http/error-examples.ts) in
 * the OpenAPI document (under its status) and on /docs/errors, each a valid
 * error body; and the examples of errors a request can provoke are what the
 * server answers (the same constructor and renderer), request id aside.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { docsFiles } from '../../src/http/docs-site.ts';
import { errorExamples } from '../../src/http/error-examples.ts';
import { PUBLIC_ERROR_TYPES } from '../../src/http/errors.ts';
import { buildOpenApi } from '../../src/http/openapi.ts';
import { ErrorBody } from '../../src/operations/schemas.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

test('one example per public error type, each a valid error body of its type', () => {
  const examples = errorExamples('http://api.test');
  assert.deepEqual(
    examples.map((e) => e.type),
    [...PUBLIC_ERROR_TYPES],
  );
  for (const e of examples) {
    assert.ok(Value.Check(ErrorBody, e.body), `${e.type}: ${JSON.stringify([...Value.Errors(ErrorBody, e.body)][0])}`);
    assert.equal(e.body.error.type, e.type);
    assert.equal(e.body.error.doc_url, `http://api.test/docs/errors#${e.type}`);
  }
  const quota = examples.find((e) => e.type === 'quota_exhausted')!;
  assert.match(
    String(quota.body.error.message),
    /costs 31 credits but 12 .* are left; renewed at 2026-12-01T00:00:00\+00:00, in 300602 s$/,
  );
  assert.equal(examples.find((e) => e.type === 'place_ambiguous')!.body.error.param, 'birth.place.query');
});

test('the OpenAPI document lists each type under its status with its example', () => {
  const doc = buildOpenApi([]) as { components: { responses: Record<string, any> } };
  const seen: string[] = [];
  for (const e of errorExamples()) {
    const response = doc.components.responses[`Error${e.status}`];
    assert.ok(response !== undefined, `Error${e.status}`);
    const example = response.content['application/json'].examples[e.type];
    assert.deepEqual(example.value, e.body, e.type);
    assert.ok(response.description.includes(`\`${e.type}\``));
    seen.push(e.type);
  }
  assert.equal(seen.length, PUBLIC_ERROR_TYPES.length);
  // 400 alone carries three types: each keeps its own example.
  assert.deepEqual(Object.keys(doc.components.responses.Error400.content['application/json'].examples).sort(), [
    'invalid_json',
    'invalid_parameter',
    'malformed_request',
  ]);
});

test('/docs/errors shows every example body', () => {
  const page = String(docsFiles(undefined).get('/docs/errors')!.body);
  for (const e of errorExamples()) {
    const section = page.slice(page.indexOf(`id="${e.type}"`));
    assert.ok(section.includes(`"type": "${e.type}"`), e.type);
    assert.ok(section.includes(JSON.stringify(e.body.error.message).replace(/</g, '&lt;').replace(/>/g, '&gt;')), e.type);
  }
});

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.close());

test("the examples of errors a request provokes are the server's own answers, request id aside", async () => {
  const examples = new Map(errorExamples('http://api.test').map((e) => [e.type, e.body.error]));
  const { key } = await t.key('test');
  const answers = {
    unauthenticated: await call(t.url, '/v1/kundli', { body: {} }),
    not_found: await call(t.url, '/v1/kundly', { key }),
    method_not_allowed: await call(t.url, '/v1/kundli', { key }),
  };
  for (const [type, answer] of Object.entries(answers)) {
    const { request_id: _id, ...got } = answer.json.error;
    const { request_id: _example, ...expected } = examples.get(type as 'not_found')!;
    assert.deepEqual(got, expected, type);
  }
});
