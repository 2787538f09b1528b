/**
 * Every 2xx answer of every declared operation matches the operation's own
 * response schema (`output`), read strictly: a field the schema does not
 * declare fails too, so the OpenAPI document shows everything a user gets.
 * Fixed cases (each must answer 200) and random valid requests.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { strictSchema } from '../fixtures.ts';
import { OPERATIONS, type AnyOperation } from '../../src/operations/index.ts';
import { Envelope, metaSchemaOf } from '../../src/operations/schemas.ts';
import { call, useOpenTestServer, type TestServer } from '../http/helpers.ts';
import { CASES } from '../operation-cases.ts';

let t: TestServer;
let secret: string;
useOpenTestServer((s) => ({ t, secret } = s));

const checks = new Map(OPERATIONS.map((op) => [op.id, TypeCompiler.Compile(strictSchema(Envelope(op.output, metaSchemaOf(op.meta))))]));

function assertMatches(op: AnyOperation, body: unknown, what: string, contentType?: string | null): void {
  // Image operations answer the image itself: its media type is the schema.
  if (op.produces !== undefined) {
    assert.equal(contentType, op.produces, `${op.id} ${what}`);
    return;
  }
  const check = checks.get(op.id)!;
  if (check.Check(body)) return;
  const errors = [...check.Errors(body)].slice(0, 5).map((e) => `${e.path}: ${e.message} (${JSON.stringify(e.value)?.slice(0, 80)})`);
  assert.fail(`${op.id} ${what}: the answer does not match its response schema:\n${errors.join('\n')}`);
}

async function ask(op: AnyOperation, path: string, input: Record<string, unknown>) {
  if (op.method === 'POST') return call(t.url, path, { key: secret, body: input });
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
  return call(t.url, query === '' ? path : `${path}?${query}`, { key: secret });
}

test('every declared operation has fixed cases here', () => {
  const missing = OPERATIONS.filter((op) => CASES[op.id] === undefined || CASES[op.id]!.length === 0).map((op) => op.id);
  assert.deepEqual(missing, []);
});

test('fixed cases: every operation answers 200 with a body that matches its response schema', async () => {
  let checked = 0;
  for (const op of OPERATIONS) {
    for (const [path, input] of CASES[op.id]!) {
      const r = await ask(op, path, input);
      assert.equal(r.status, 200, `${op.id} ${path} ${JSON.stringify(input)} -> ${r.status} ${r.text.slice(0, 300)}`);
      assertMatches(op, r.json, JSON.stringify(input), r.headers.get('content-type'));
      checked += 1;
    }
  }
  assert.ok(checked >= OPERATIONS.length);
});

const birthArb = fc.record({
  date: fc
    .date({ min: new Date('1850-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  time: fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  time_accuracy: fc.constantFrom('exact', 'approximate', 'unknown'),
  place: fc.record({ latitude: fc.double({ min: -60, max: 60, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) }),
  timezone: fc.constantFrom('auto', 'UTC', '+05:30', 'America/New_York'),
});
const optionsArb = fc.record(
  {
    ayanamsa: fc.constantFrom('lahiri', 'raman', 'krishnamurti', 'yukteshwar', 'fagan_bradley'),
    node: fc.constantFrom('true', 'mean'),
    lang: fc.constantFrom('en', 'hi'),
    view: fc.constantFrom('full', 'compact'),
  },
  { requiredKeys: [] },
);

test('random valid births: every 2xx answer of the birth operations matches its response schema', async () => {
  const birthOps = OPERATIONS.filter((op) => op.method === 'POST' && CASES[op.id]?.[0]?.[1].birth !== undefined);
  let answered = 0;
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...birthOps), birthArb, optionsArb, async (op, birth, options) => {
      const [path, sample] = CASES[op.id]![0]!;
      const r = await ask(op, path, { ...sample, birth, options });
      assert.ok(r.status < 500, `${op.id} -> ${r.status} ${r.text.slice(0, 300)}`);
      if (r.status === 200) {
        answered += 1;
        assertMatches(op, r.json, JSON.stringify({ birth, options }), r.headers.get('content-type'));
      }
    }),
    { numRuns: 300 },
  );
  // Some random births are refused (chara with an unknown time, polar days): most must still answer.
  assert.ok(answered > 200, `only ${answered} of 300 random births answered 200`);
});

test('random valid days and places: every 2xx answer of the place-and-day operations matches its response schema', async () => {
  const dayOps = OPERATIONS.filter((op) => op.method === 'GET' && CASES[op.id]?.[0]?.[1].date !== undefined);
  let answered = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...dayOps),
      fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
      fc.double({ min: -60, max: 60, noNaN: true }),
      fc.double({ min: -180, max: 180, noNaN: true }),
      fc.constantFrom('en', 'hi'),
      async (op, date, lat, lon, lang) => {
        // The case's other fields (a KP time and number) stay; lat, lon and lang only where the query takes them (the
        // horoscopes take no place, and an unknown query parameter is a 400).
        const [path, sample] = CASES[op.id]![0]!;
        const { place_id: _placeId, ...rest } = sample as Record<string, unknown>;
        const takes = (field: string) =>
          (op.input as { properties?: Record<string, unknown> } | undefined)?.properties?.[field] !== undefined;
        const r = await ask(op, path, {
          ...rest,
          date: date.toISOString().slice(0, 10),
          ...(takes('lat') ? { lat, lon } : {}),
          ...(takes('lang') ? { lang } : {}),
        });
        assert.ok(r.status < 500, `${op.id} -> ${r.status} ${r.text.slice(0, 300)}`);
        if (r.status === 200) {
          answered += 1;
          assertMatches(op, r.json, `${date.toISOString()} ${lat} ${lon}`, r.headers.get('content-type'));
        }
      },
    ),
    { numRuns: 150 },
  );
  assert.ok(answered > 100, `only ${answered} of 150 random days answered 200`);
});
