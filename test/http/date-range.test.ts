/**
 * The dates offered, 1800-01-01 to 2399-12-31, across every operation
 * (src/core/defaults.ts): each operation is called with its first and last
 * two days (births at 00:00 and 23:59 local east and west of UTC and at the
 * extreme offsets +14:00 and -12:00) and answers 2xx; the days just outside
 * answer 400 invalid_parameter naming the field, in every operation that
 * takes a date. Operations that take no date are called too. The requests are
 * the shared valid cases (test/operation-cases.ts) with their dates replaced.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OPERATIONS, type AnyOperation } from '../../src/operations/index.ts';
import { CASES } from '../operation-cases.ts';
import { call, useOpenTestServer, type Answer, type TestServer } from './helpers.ts';

let t: TestServer;
let secret: string;
useOpenTestServer((s) => ({ t, secret } = s));

const INSIDE = ['1800-01-01', '1800-01-02', '2399-12-30', '2399-12-31'];
/** Each day just outside, with the nearest day inside for the request's other dates. */
const OUTSIDE: [string, string][] = [
  ['1799-12-31', '1800-01-01'],
  ['2400-01-01', '2399-12-31'],
];

/** Where and in which zone a swept birth or day lies; `offset` is the one `at` is written with. */
interface Where {
  name: string;
  latitude: number;
  longitude: number;
  timezone: string;
  offset: string;
}
const PLACES: Where[] = [
  { name: 'Ujjain', latitude: 23.1765, longitude: 75.7885, timezone: 'Asia/Kolkata', offset: '+05:30' },
  { name: 'New York', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York', offset: '-05:00' },
  { name: 'Kiritimati', latitude: 1.87, longitude: -157.43, timezone: '+14:00', offset: '+14:00' },
  { name: 'Baker Island', latitude: 0.19, longitude: -176.48, timezone: '-12:00', offset: '-12:00' },
];
const TIMES = ['00:00', '23:59'];

type Input = Record<string, unknown>;

/** The date fields of a request, as the parameter names an error would carry. */
function dateFields(input: Input): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (['date', 'from', 'to', 'at', 'datetime', 'date_of_birth'].includes(key)) out.push(key);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const v = value as Input;
      if (v.place !== undefined && typeof v.date === 'string') out.push(`${key}.date`);
      if (typeof v.date_of_birth === 'string') out.push(`${key}.date_of_birth`);
    }
  }
  return out;
}

/** The request with every date field set: `dateOf(field)` gives the date, `where` and `time` the place and clock. */
function withDates(input: Input, dateOf: (field: string) => string, where: Where, time: string): Input {
  const out: Input = { ...input };
  for (const [key, value] of Object.entries(input)) {
    if (key === 'date' || key === 'from' || key === 'to' || key === 'date_of_birth') out[key] = dateOf(key);
    if (key === 'at') out.at = `${dateOf('at')}T${time}:00${where.offset}`;
    if (key === 'datetime') out.datetime = `${dateOf('datetime')}T${time}:00`;
    if (key === 'lat') Object.assign(out, { lat: where.latitude, lon: where.longitude });
    if (key === 'latitude') Object.assign(out, { latitude: where.latitude, longitude: where.longitude });
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const v = value as Input;
      if (v.place !== undefined && typeof v.date === 'string') {
        out[key] = {
          date: dateOf(`${key}.date`),
          time,
          place: { latitude: where.latitude, longitude: where.longitude },
          timezone: where.timezone,
        };
      } else if (typeof v.date_of_birth === 'string') {
        out[key] = { ...v, date_of_birth: dateOf(`${key}.date_of_birth`) };
      }
    }
  }
  return out;
}

/**
 * The annual chart takes a calendar `year` (1900..2100) that may not come
 * before the birth year: a swept birth after it answers 400 on `year`.
 */
function yearBeforeBirth(request: Input): boolean {
  const birth = request.birth as Input | undefined;
  return typeof request.year === 'number' && typeof birth?.date === 'string' && request.year < Number(birth.date.slice(0, 4));
}

/** The operation's valid case with the most date fields (Vimshottari's with from and to, for one). */
function caseOf(op: AnyOperation): [string, Input] {
  const cases = CASES[op.id];
  assert.ok(cases !== undefined && cases.length > 0, `${op.id} has no valid case in test/operation-cases.ts`);
  return cases.reduce((best, c) => (dateFields(c[1]).length > dateFields(best[1]).length ? c : best));
}

async function ask(op: AnyOperation, path: string, input: Input): Promise<Answer> {
  if (op.method === 'POST') return call(t.url, path, { key: secret, body: input });
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
  return call(t.url, query === '' ? path : `${path}?${query}`, { key: secret });
}

/** Runs the calls a few at a time (the pool has a thread per core). */
async function all(calls: (() => Promise<void>)[], concurrency = 6): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < calls.length) await calls[next++]!();
    }),
  );
}

test('every operation answers 2xx on the first and last two days offered, east and west of UTC, at 00:00 and 23:59', async () => {
  const failures: string[] = [];
  const called = new Set<string>();
  let requests = 0;
  const calls: (() => Promise<void>)[] = [];
  for (const op of OPERATIONS) {
    const [path, input] = caseOf(op);
    const fields = dateFields(input);
    const variants =
      fields.length === 0
        ? [input]
        : INSIDE.flatMap((date) => PLACES.flatMap((where) => TIMES.map((time) => withDates(input, () => date, where, time))));
    for (const request of variants) {
      calls.push(async () => {
        const r = await ask(op, path, request);
        called.add(op.id);
        requests += 1;
        if (yearBeforeBirth(request)) {
          const error = (r.json as { error?: { param?: string } } | undefined)?.error;
          if (r.status !== 400 || error?.param !== 'year')
            failures.push(`${op.id} ${JSON.stringify(request)} -> ${r.status}, expected 400 on year`);
        } else if (r.status >= 300) failures.push(`${op.id} ${JSON.stringify(request)} -> ${r.status} ${r.text.slice(0, 200)}`);
      });
    }
  }
  await all(calls);
  assert.equal(called.size, OPERATIONS.length);
  assert.ok(requests > 500, `only ${requests} requests`);
  assert.deepEqual(
    failures.slice(0, 10),
    [],
    `${failures.length} failures: ${[...new Set(failures.map((f) => f.split(' ')[0]))].join(', ')}`,
  );
});

test('the days just outside, 1799-12-31 and 2400-01-01, answer 400 invalid_parameter naming the field in every operation', async () => {
  const failures: string[] = [];
  const dated = OPERATIONS.filter((op) => dateFields(caseOf(op)[1]).length > 0);
  // Every operation but the places, the platform, the activity list, the name and mobile numerologies and the
  // Ekadashi calendar, the festivals, the sankrantis, the vrats and the Hindu-date search (a year 1900..2100,
  // checked in their own tests) takes a date.
  // The bulk year forms and the month grid take years (from_year, to_year, year: their bounds are the schema's), no date.
  const yearBulk = OPERATIONS.filter((op) => op.bulk?.layout === 'lines' || op.id === 'calendarMonth').length;
  assert.ok(dated.length >= OPERATIONS.length - 13 - yearBulk, `only ${dated.length} operations take a date`);
  let requests = 0;
  const calls: (() => Promise<void>)[] = [];
  for (const op of dated) {
    const [path, input] = caseOf(op);
    for (const field of dateFields(input)) {
      for (const [outside, near] of OUTSIDE) {
        for (const where of [PLACES[0]!, PLACES[2]!, PLACES[3]!]) {
          const request = withDates(input, (f) => (f === field ? outside : near), where, '12:00');
          calls.push(async () => {
            const r = await ask(op, path, request);
            requests += 1;
            const error = (r.json as { error?: { type?: string; param?: string } } | undefined)?.error;
            if (r.status !== 400 || error?.type !== 'invalid_parameter' || error.param !== field) {
              failures.push(`${op.id} ${field}=${outside} -> ${r.status} ${r.text.slice(0, 200)}`);
            }
          });
        }
      }
    }
  }
  await all(calls);
  assert.ok(requests >= dated.length * 6);
  assert.deepEqual(
    failures.slice(0, 10),
    [],
    `${failures.length} failures: ${[...new Set(failures.map((f) => f.split(' ')[0]))].join(', ')}`,
  );
});
