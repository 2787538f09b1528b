/**
 * Every 2xx answer of every declared operation matches the operation's own
 * response schema (`output`), read strictly: a field the schema does not
 * declare fails too, so the OpenAPI document shows everything a user gets.
 * Fixed cases (each must answer 200) and random valid requests.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { OPERATIONS, type AnyOperation } from '../../src/operations/index.ts';
import { Envelope } from '../../src/operations/schemas.ts';
import { BIRTH, call, startOpenTestServer, type TestServer } from '../http/helpers.ts';

let t: TestServer;
let secret: string;
let close: () => Promise<void>;

before(async () => {
  ({ t, secret, close } = await startOpenTestServer());
});
after(() => close());

/** The schema with `additionalProperties: false` on every object that declares its properties (records keep theirs). */
function strict(schema: TSchema): TSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string | symbol, unknown> = { ...(node as Record<string | symbol, unknown>) };
    for (const key of Object.keys(out)) out[key] = walk(out[key]);
    if (out.type === 'object' && out.properties !== undefined && out.additionalProperties === undefined
      && out.patternProperties === undefined) out.additionalProperties = false;
    return out;
  };
  return walk(schema) as TSchema;
}

const checks = new Map(OPERATIONS.map((op) => [op.id, TypeCompiler.Compile(strict(Envelope(op.output)))]));

function assertMatches(op: AnyOperation, body: unknown, what: string): void {
  const check = checks.get(op.id)!;
  if (check.Check(body)) return;
  const errors = [...check.Errors(body)].slice(0, 5).map((e) => `${e.path}: ${e.message} (${JSON.stringify(e.value)?.slice(0, 80)})`);
  assert.fail(`${op.id} ${what}: the answer does not match its response schema:\n${errors.join('\n')}`);
}

const PAIR = { person_a: BIRTH, person_b: { ...BIRTH, date: '1992-02-29', time: '06:10', place: { latitude: -33.8688, longitude: 151.2093 },
  timezone: 'auto' } };
const UNKNOWN = { date: '1985-01-26', time_accuracy: 'unknown', place: { latitude: 51.5074, longitude: -0.1278 } };
const APPROX = { ...BIRTH, time_accuracy: 'approximate' };
const birthBodies = (extra: Record<string, unknown> = {}) => [
  { birth: BIRTH, ...extra },
  { birth: UNKNOWN, options: { lang: 'hi', view: 'compact' }, ...extra },
  { birth: APPROX, options: { ayanamsa: 'raman', node: 'mean' }, ...extra },
  { birth: { ...BIRTH, place: { query: 'Ujjain' } }, options: { lang: 'hi' }, ...extra },
];
const DAY = { date: '2026-11-21', lat: 23.18, lon: 75.78 };

/** Valid requests of every operation: [path with parameters filled, body or query]. Each must answer 200. */
const CASES: Record<string, [string, Record<string, unknown>][]> = {
  metaConventions: [['/v1/meta/conventions', {}]],
  usage: [['/v1/usage', {}]],
  placesSearch: [['/v1/places/search', { q: 'Ujjain' }], ['/v1/places/search', { q: 'ujj', country: 'IN', limit: 3 }]],
  placeGet: [['/v1/places/gn:1253914', {}]],
  placesReverse: [['/v1/places/reverse', { lat: 23.18, lon: 75.78 }], ['/v1/places/reverse', { lat: 23.18, lon: 75.78, limit: 2 }]],
  timezone: [['/v1/timezone', { latitude: 51.5074, longitude: -0.1278, datetime: '2026-03-29T01:30:00' }],
    ['/v1/timezone', { latitude: 22.5726, longitude: 88.3639, datetime: '1890-01-01T12:00:00Z' }]],
  kundli: birthBodies().map((b) => ['/v1/kundli', b]),
  kundliBirthDetails: birthBodies().map((b) => ['/v1/kundli/birth-details', b]),
  kundliDivisional: birthBodies({ vargas: ['D1', 'D2', 'D9', 'D30', 'D60'] }).map((b) => ['/v1/kundli/divisional', b]),
  kundliAspects: birthBodies().map((b) => ['/v1/kundli/aspects', b]),
  kundliYogas: birthBodies().map((b) => ['/v1/kundli/yogas', b]),
  kundliAshtakavarga: birthBodies().map((b) => ['/v1/kundli/ashtakavarga', b]),
  kundliShadbala: birthBodies().map((b) => ['/v1/kundli/shadbala', b]),
  planetsPositions: [...birthBodies().map((b): [string, Record<string, unknown>] => ['/v1/planets/positions', b]),
    ['/v1/planets/positions', { at: '2026-11-21T06:00:00+05:30', options: { view: 'compact' } }]],
  dashaVimshottari: [...birthBodies().map((b): [string, Record<string, unknown>] => ['/v1/dasha/vimshottari', b]),
    ['/v1/dasha/vimshottari', { birth: BIRTH, depth: 5, from: '2026-01-01', to: '2026-01-20' }]],
  dashaVimshottariCurrent: birthBodies({ at: '2026-11-21T06:00:00+05:30' }).map((b) => ['/v1/dasha/vimshottari/current', b]),
  dashaYogini: [...birthBodies().map((b): [string, Record<string, unknown>] => ['/v1/dasha/yogini', b]),
    ['/v1/dasha/yogini', { birth: BIRTH, depth: 2, from: '2026-01-01', to: '2027-12-31', options: { lang: 'hi' } }]],
  dashaChara: [['/v1/dasha/chara', { birth: BIRTH }], ['/v1/dasha/chara', { birth: APPROX, options: { lang: 'hi' } }]],
  doshaManglik: birthBodies().map((b) => ['/v1/dosha/manglik', b]),
  doshaKaalSarp: birthBodies().map((b) => ['/v1/dosha/kaal-sarp', b]),
  doshaSadeSati: birthBodies({ at: '2026-11-21T06:00:00+05:30' }).map((b) => ['/v1/dosha/sade-sati', b]),
  matchAshtakoot: [['/v1/match/ashtakoot', PAIR], ['/v1/match/ashtakoot', { ...PAIR, person_b: UNKNOWN, options: { lang: 'hi' } }]],
  matchManglik: [['/v1/match/manglik', PAIR], ['/v1/match/manglik', { ...PAIR, person_a: UNKNOWN }]],
  panchang: [['/v1/panchang', DAY], ['/v1/panchang', { date: '2026-03-29', lat: 51.5074, lon: -0.1278, lang: 'hi' }],
    ['/v1/panchang', { date: '2026-06-21', place_id: 'gn:1253914' }]],
  panchangChoghadiya: [['/v1/panchang/choghadiya', DAY], ['/v1/panchang/choghadiya', { ...DAY, lang: 'hi' }]],
  panchangHora: [['/v1/panchang/hora', DAY], ['/v1/panchang/hora', { ...DAY, lang: 'hi' }]],
  muhuratActivities: [['/v1/muhurat/activities', {}], ['/v1/muhurat/activities', { lang: 'hi' }]],
  calendarTithis: [['/v1/calendar/tithis', { from: '2026-11-01', to: '2026-12-31', lat: 23.18, lon: 75.78 }],
    ['/v1/calendar/tithis', { from: '2026-11-01', to: '2026-11-30', lat: 23.18, lon: 75.78, lang: 'hi' }]],
  numerologyCore: [['/v1/numerology/core', { name: 'Maya Devi', date_of_birth: '1990-08-15' }]],
  numerologyName: [['/v1/numerology/name', { name: 'Maya' }]],
  numerologyMobile: [['/v1/numerology/mobile', { number: '+91 98765 43210' }]],
  numerologyLoshu: [['/v1/numerology/loshu', { date_of_birth: '1990-08-15' }]],
  numerologyCompatibility: [['/v1/numerology/compatibility', { person_a: { name: 'Maya', date_of_birth: '1990-08-15' },
    person_b: { name: 'Arjun', date_of_birth: '1988-01-02' } }]],
};

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
      assertMatches(op, r.json, JSON.stringify(input));
      checked += 1;
    }
  }
  assert.ok(checked >= OPERATIONS.length);
});

const birthArb = fc.record({
  date: fc.date({ min: new Date('1850-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  time: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  time_accuracy: fc.constantFrom('exact', 'approximate', 'unknown'),
  place: fc.record({ latitude: fc.double({ min: -60, max: 60, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) }),
  timezone: fc.constantFrom('auto', 'UTC', '+05:30', 'America/New_York'),
});
const optionsArb = fc.record({
  ayanamsa: fc.constantFrom('lahiri', 'raman', 'krishnamurti', 'yukteshwar', 'fagan_bradley'),
  node: fc.constantFrom('true', 'mean'), lang: fc.constantFrom('en', 'hi'), view: fc.constantFrom('full', 'compact'),
}, { requiredKeys: [] });

test('random valid births: every 2xx answer of the birth operations matches its response schema', async () => {
  const birthOps = OPERATIONS.filter((op) => op.method === 'POST' && CASES[op.id]?.[0]?.[1].birth !== undefined);
  let answered = 0;
  await fc.assert(fc.asyncProperty(fc.constantFrom(...birthOps), birthArb, optionsArb, async (op, birth, options) => {
    const [path, sample] = CASES[op.id]![0]!;
    const r = await ask(op, path, { ...sample, birth, options });
    assert.ok(r.status < 500, `${op.id} -> ${r.status} ${r.text.slice(0, 300)}`);
    if (r.status === 200) {
      answered += 1;
      assertMatches(op, r.json, JSON.stringify({ birth, options }));
    }
  }), { numRuns: 300 });
  // Some random births are refused (chara with an unknown time, polar days): most must still answer.
  assert.ok(answered > 200, `only ${answered} of 300 random births answered 200`);
});

test('random valid days and places: every 2xx answer of the place-and-day operations matches its response schema', async () => {
  const dayOps = OPERATIONS.filter((op) => op.method === 'GET' && CASES[op.id]?.[0]?.[1].date !== undefined);
  let answered = 0;
  await fc.assert(fc.asyncProperty(fc.constantFrom(...dayOps),
    fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
    fc.double({ min: -60, max: 60, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), fc.constantFrom('en', 'hi'),
    async (op, date, lat, lon, lang) => {
      const [path] = CASES[op.id]![0]!;
      const r = await ask(op, path, { date: date.toISOString().slice(0, 10), lat, lon, lang });
      assert.ok(r.status < 500, `${op.id} -> ${r.status} ${r.text.slice(0, 300)}`);
      if (r.status === 200) {
        answered += 1;
        assertMatches(op, r.json, `${date.toISOString()} ${lat} ${lon}`);
      }
    }), { numRuns: 150 });
  assert.ok(answered > 100, `only ${answered} of 150 random days answered 200`);
});
