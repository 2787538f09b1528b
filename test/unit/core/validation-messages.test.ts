/**
 * The 400 messages of request validation: every one names the field and says
 * in words what it takes ("Expected <what> for <param> but received
 * <value>"), never a regular expression or a bare "union" failure.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TSchema } from '@sinclair/typebox';
import { untypedEngine } from '../../fixtures.ts';
import { OPERATIONS, operationById } from '../../../src/operations/index.ts';
import { FORMAT_WORDS } from '../../../src/operations/formats.ts';
import { EXPECTED } from '../../../src/operations/schemas.ts';
import { compile, compileQuery } from '../../../src/operations/validate.ts';
import { expectApiError } from '../../fixtures.ts';

const BIRTH = { date: '1990-08-15', time: '14:30', place: { latitude: 23.18, longitude: 75.78 }, timezone: 'Asia/Kolkata' };

function parserOf(id: string): (input: unknown) => unknown {
  const op = operationById(id);
  assert.ok(op?.input !== undefined, id);
  const v = op.method === 'POST' ? compile(op.input) : compileQuery(op.input);
  return (input) => v.parse(input);
}

/** Every subschema of a schema (properties, items, union members). */
function* walk(schema: TSchema): Generator<TSchema> {
  yield schema;
  for (const s of Object.values((schema.properties ?? {}) as Record<string, TSchema>)) yield* walk(s);
  if (schema.items !== undefined) yield* walk(schema.items as TSchema);
  for (const s of (schema.anyOf ?? []) as TSchema[]) yield* walk(s);
}

test('every pattern of a request schema has its words, and every format is one the messages know', () => {
  let patterns = 0;
  let formats = 0;
  for (const op of OPERATIONS) {
    for (const root of [op.input, op.params]) {
      if (root === undefined) continue;
      for (const s of walk(root)) {
        if (s.pattern !== undefined) {
          patterns += 1;
          assert.equal(typeof s[EXPECTED], 'string', `${op.id}: pattern ${String(s.pattern)} without ${EXPECTED}`);
        }
        if (s.format !== undefined) {
          formats += 1;
          assert.ok(String(s.format) in FORMAT_WORDS, `${op.id}: format ${String(s.format)}`);
        }
      }
    }
  }
  // Birth time (every birth operation), the timezone datetime, the mobile number; dates everywhere.
  assert.ok(patterns >= 3, `${patterns} patterns`);
  assert.ok(formats >= 10, `${formats} formats`);
});

test('a time out of range is described in words, not by its regular expression', async () => {
  await expectApiError(() => parserOf('kundli')({ birth: { ...BIRTH, time: '25:00' } }), {
    code: 'invalid_parameter',
    param: 'birth.time',
    message: 'Expected a time HH:MM or HH:MM:SS (00:00 to 23:59:59) for birth.time but received "25:00"',
  });
});

test('an empty, repeated or oversized list says how many items it takes', async () => {
  const divisional = parserOf('kundliDivisional');
  await expectApiError(() => divisional({ birth: BIRTH, vargas: [] }), {
    code: 'invalid_parameter',
    param: 'vargas',
    message: /^Expected a list of 1 to 23 different items, each one of D1, D2, .*D144 for vargas but received an empty array$/,
  });
  await expectApiError(() => divisional({ birth: BIRTH, vargas: ['D9', 'D1', 'D9'] }), {
    code: 'invalid_parameter',
    param: 'vargas',
    message: 'Expected each item of vargas at most once but received "D9" more than once',
  });
  await expectApiError(() => divisional({ birth: BIRTH }), {
    code: 'invalid_parameter',
    param: 'vargas',
    message: /^Expected a list of 1 to 23 different items, .* for vargas \(required\) but received nothing$/,
  });
});

test('received values read as English: an object, an array of n items, an empty object', async () => {
  const kundli = parserOf('kundli');
  await expectApiError(() => kundli({ birth: BIRTH, options: { ayanamsa: { id: 'lahiri' } } }), {
    code: 'invalid_parameter',
    param: 'options.ayanamsa',
    message: /but received an object with field id$/,
  });
  await expectApiError(() => kundli({ birth: { ...BIRTH, date: ['1990', '08', '15'] } }), {
    code: 'invalid_parameter',
    param: 'birth.date',
    message: /^Expected a real calendar date YYYY-MM-DD for birth.date but received an array of 3 items$/,
  });
  await expectApiError(() => kundli({ birth: { ...BIRTH, place: {} } }), {
    code: 'invalid_parameter',
    param: 'birth.place',
    message:
      'Expected an object in one of three forms: {latitude, longitude}, {place_id} or {query} for birth.place but received an empty object',
  });
  await expectApiError(() => parserOf('dashaVimshottari')({ birth: BIRTH, depth: 2.5 }), {
    code: 'invalid_parameter',
    param: 'depth',
    message: 'Expected an integer between 1 and 5 for depth but received 2.5',
  });
});

test('lat/lng inside a place name latitude and longitude and the three forms a place takes', async () => {
  await expectApiError(() => parserOf('kundli')({ birth: { ...BIRTH, place: { lat: 23.1, lng: 75.7 } } }), {
    code: 'invalid_parameter',
    param: 'birth.place.lat',
    message:
      'Unexpected field birth.place.lat (did you mean birth.place.latitude?); ' +
      'birth.place is an object in one of three forms: {latitude, longitude}, {place_id} or {query}',
  });
  await expectApiError(
    () => parserOf('matchAshtakoot')({ person_a: BIRTH, person_b: { ...BIRTH, place: { latitude: 23.1, lng: 75.7 } } }),
    {
      code: 'invalid_parameter',
      param: 'person_b.place.lng',
      message: /^Unexpected field person_b.place.lng \(did you mean person_b.place.longitude\?\)/,
    },
  );
  await expectApiError(() => parserOf('kundli')({ birth: { ...BIRTH, place: { latitude: 23.1 } } }), {
    code: 'invalid_parameter',
    param: 'birth.place.longitude',
    message:
      /^Expected a number between -180 and 180 for birth.place.longitude \(required\) but received nothing; birth.place is an object in one of three forms/,
  });
  // And the reverse in a query, which takes lat and lon.
  await expectApiError(() => parserOf('panchang')({ date: '2026-01-01', lat: '28.6', lng: '77.2' }), {
    code: 'invalid_parameter',
    param: 'lng',
    message: 'Unexpected field lng (did you mean lon?)',
  });
  await expectApiError(() => parserOf('kundli')({ birth: BIRTH, extra: 1 }), {
    code: 'invalid_parameter',
    param: 'extra',
    message: 'Unexpected field extra; the fields accepted here are birth, options',
  });
});

/** A few wrong inputs per request shape; every operation with a body or query gets them all. */
const WRONG_BODIES: unknown[] = [
  [],
  'x',
  { birth: 1 },
  { birth: { ...BIRTH, time: '7pm' } },
  { birth: { ...BIRTH, date: '15/08/1990' } },
  { birth: { ...BIRTH, place: { lat: 1, lon: 2 } } },
  { birth: BIRTH, options: { lang: 'fr' } },
  { birth: BIRTH, depth: 0 },
  { birth: BIRTH, vargas: [] },
  { person_a: BIRTH, person_b: { ...BIRTH, time: '24:00' } },
  { name: '' },
  { number: 'call me' },
  { date_of_birth: '1990-02-30' },
  { latitude: 1, longitude: 2, datetime: 'today' },
  { birth: BIRTH, at: 'now' },
];
const WRONG_QUERIES: Record<string, string>[] = [
  {},
  { date: '2026-13-01', lat: '1', lon: '2' },
  { date: '2026-01-01', lat: 'north', lon: '2' },
  { q: 'x' },
  { lang: 'fr' },
  { from: '2026-01-01', to: 'x', lat: '1', lon: '2' },
  { latitude: '1' },
];

test('every operation answers wrong inputs with a message naming the field in words', () => {
  let checked = 0;
  for (const op of OPERATIONS) {
    if (op.input === undefined) continue;
    const parse = op.method === 'POST' ? compile(op.input) : compileQuery(op.input);
    for (const input of op.method === 'POST' ? WRONG_BODIES : WRONG_QUERIES) {
      let error: unknown;
      try {
        parse.parse(input);
        continue;
      } catch (e) {
        error = e;
      }
      checked += 1;
      const { param, message } = error as { param: string; message: string };
      const where = `${op.id} ${JSON.stringify(input)}: ${message}`;
      assert.equal(typeof param, 'string', where);
      assert.ok(message.includes(param), where);
      assert.match(message, /^(Expected .+ for .+ but received .+|Unexpected field .+)$/, where);
      assert.doesNotMatch(message, /\\d|\[0-9|\^|\$|\(\?|union/i, where);
      assert.doesNotMatch(message, /\ba [aeiou]/, where);
    }
  }
  assert.ok(checked > 150, `${checked} wrong inputs checked`);
});

test('checks made after the schema read the same way: a missing value is "nothing"', async () => {
  const engine = untypedEngine();
  await expectApiError(engine.run('panchang', { date: '2026-01-01', lat: '28.6' }), {
    code: 'invalid_parameter',
    param: 'lon',
    message: 'Expected a longitude with lat for lon but received nothing',
  });
  await expectApiError(engine.run('kundli', { birth: { ...BIRTH, date: '1799-12-31' } }), {
    code: 'invalid_parameter',
    param: 'birth.date',
    message: /^Expected .+ for birth.date but received "1799-12-31"$/,
  });
});
