/**
 * The fuzz suite's judge (test/fuzz/probe.ts) on answers made up here: it
 * finds each fault the suite looks for (a hang, a 5xx, a body that is not
 * the error envelope, a type outside the catalogue or with another status,
 * a param that names another field, a 2xx off its schema or charging other
 * credits) and passes right answers.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { casesOf, type FuzzCase } from './cases.ts';
import { problemsOf, type Outcome } from './probe.ts';

const cases = casesOf('panchang', 'k');
const byId = (id: string): FuzzCase => {
  const c = cases.find((x) => x.id === `panchang ${id}`);
  assert.ok(c !== undefined, id);
  return c;
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Outcome {
  return {
    status,
    headers: { 'x-request-id': 'req_1', ...headers },
    body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    ms: 10,
  };
}
const error = (type: string, param?: string) => ({
  error: { type, message: 'm', ...(param === undefined ? {} : { param }), doc_url: `http://x/docs/errors#${type}`, request_id: 'req_1' },
});

test('a refusal as the contract says passes; a hang, a slow answer, a 5xx and a bare body do not', () => {
  const c = byId('range lat=91');
  assert.deepEqual(problemsOf(c, answer(400, error('invalid_parameter', 'lat'))), []);
  assert.deepEqual(problemsOf(c, { headers: {}, body: Buffer.alloc(0), ms: 5000, failure: 'no answer within 5000 ms' }), [
    'no answer within 5000 ms',
  ]);
  assert.match(problemsOf(c, { ...answer(400, error('invalid_parameter', 'lat')), ms: 6000 }).join(), /answered after 6000 ms/);
  assert.match(problemsOf(c, answer(500, error('internal_error'))).join(), /status 500/);
  assert.match(problemsOf(c, answer(400, '')).join(), /not the JSON error envelope/);
});

test('the envelope: a type from the catalogue with its own status, the request id of its header, a param naming the field', () => {
  const c = byId('range lat=91');
  assert.match(problemsOf(c, answer(400, error('bad_thing', 'lat'))).join(), /not in the catalogue/);
  assert.match(problemsOf(c, answer(422, error('invalid_parameter', 'lat'))).join(), /status 422 for invalid_parameter, which answers 400/);
  assert.match(problemsOf(c, answer(400, error('invalid_parameter', 'lat'), { 'x-request-id': 'req_2' })).join(), /request_id/);
  assert.match(problemsOf(c, answer(400, error('invalid_parameter', 'lon'))).join(), /param "lon", expected lat/);
  // A one-field change refused by the schema: the field, or one checked with it (lat and lon go together).
  const type = byId('type lat="text"');
  assert.equal(type.schemaInvalid, true);
  assert.deepEqual(problemsOf(type, answer(400, error('invalid_parameter', 'lon'))), []);
  assert.match(problemsOf(type, answer(400, error('invalid_parameter', 'date'))).join(), /param "date"/);
  assert.match(problemsOf(type, answer(200, {})).join(), /status 200, expected 400 invalid_parameter/);
  assert.match(problemsOf(byId('method POST'), answer(405, error('method_not_allowed'))).join(), /a 405 without Allow/);
});

test("a 2xx matches the response schema and charges the operation's credits", () => {
  const c = byId('valid');
  assert.match(
    problemsOf(c, answer(200, { data: {}, meta: { credits_charged: 1 }, warnings: [] })).join(),
    /does not match the response schema/,
  );
  assert.match(
    problemsOf(c, answer(200, { data: {}, meta: { credits_charged: 2 }, warnings: [] })).join(),
    /credits_charged 2, expected 1/,
  );
  assert.match(problemsOf(c, answer(200, 'not json')).join(), /body is not JSON/);
});
