/**
 * The access log cannot be flooded (docs/platform.md, Logs): every answered
 * request is one line, while refusals (4xx answers) are counted per key, or
 * per client address without a key, and per error type, the first of each
 * group in an interval written in full and the rest in one summary line.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AccessLog, REFUSAL_GROUPS_LIMIT, type AccessEntry } from '../../src/http/access-log.ts';
import { selectTransport } from '../../src/http/transport/select.ts';
import type { TransportName } from '../../src/http/transport/types.ts';
import { call, startTestServer, until } from './helpers.ts';

function captured(intervalMs?: number): { log: AccessLog; lines(): any[] } {
  const chunks: string[] = [];
  const log = new AccessLog((c) => chunks.push(c), 20, intervalMs);
  return {
    log,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l)),
  };
}

function entry(n: number, over: Partial<AccessEntry>): AccessEntry {
  return { request_id: `req_${n}`, method: 'GET', path: '/v1/usage', status: 200, duration_ms: 0.5, key_id: 'key_a', credits: 0, ...over };
}

test('100,000 refusals of one key and 100,000 of one keyless address make three lines; every answered request stays a line', () => {
  const { log, lines } = captured();
  for (let i = 0; i < 100_000; i += 1) {
    log.request(entry(i, { status: 429, error: 'rate_limited' }));
    log.request(entry(i, { status: 401, error: 'unauthenticated', key_id: null, client: '203.0.113.7' }));
    if (i % 1000 === 0) log.request(entry(i, { status: 200, credits: 1 }));
  }
  log.request(entry(1, { status: 500, error: 'internal_error' }));
  log.close();
  const all = lines();
  const answered = all.filter((l) => l.msg === 'request' && l.status < 400);
  assert.equal(answered.length, 100);
  // The line of an answered request keeps its fields, and only those.
  assert.deepEqual(Object.keys(answered[0]), [
    'time',
    'level',
    'msg',
    'request_id',
    'method',
    'path',
    'status',
    'duration_ms',
    'key_id',
    'credits',
  ]);
  const serverError = all.filter((l) => l.status === 500);
  assert.equal(serverError.length, 1, 'a 5xx is not a refusal: always its own line');
  assert.equal(serverError[0].error, undefined);
  const refusedLines = all.filter((l) => l.msg === 'request' && l.status >= 400 && l.status < 500);
  assert.equal(refusedLines.length, 2, 'the first refusal of each group, in full');
  assert.deepEqual(
    refusedLines.map((l) => [l.status, l.error, l.key_id, l.client]).sort(),
    [
      [401, 'unauthenticated', null, '203.0.113.7'],
      [429, 'rate_limited', 'key_a', undefined],
    ].sort(),
  );
  const summaries = all.filter((l) => l.msg === 'requests_refused');
  assert.equal(summaries.length, 1);
  assert.equal(summaries[0].level, 'warn');
  assert.deepEqual(
    summaries[0].groups.map((g: any) => [g.key_id, g.client, g.error, g.status, g.count]).sort(),
    [
      ['key_a', null, 'rate_limited', 429, 100_000],
      [null, '203.0.113.7', 'unauthenticated', 401, 100_000],
    ].sort(),
  );
  assert.equal(summaries[0].other_count, 0);
  assert.equal(all.length, 100 + 1 + 2 + 1);
});

test('each (key or address, error type) is its own group; groups past the limit are only counted', () => {
  const { log, lines } = captured();
  log.request(entry(0, { status: 404, error: 'not_found', key_id: 'key_a' }));
  log.request(entry(1, { status: 405, error: 'method_not_allowed', key_id: 'key_a' }));
  log.request(entry(2, { status: 404, error: 'not_found', key_id: 'key_b' }));
  for (let i = 0; i < REFUSAL_GROUPS_LIMIT + 500; i += 1) {
    log.request(entry(i, { status: 404, error: 'not_found', key_id: null, client: `198.51.100.${i}` }));
  }
  log.close();
  const all = lines();
  assert.equal(all.filter((l) => l.msg === 'request').length, REFUSAL_GROUPS_LIMIT, 'one full line per group, up to the limit');
  const summary = all.find((l) => l.msg === 'requests_refused');
  assert.deepEqual(summary.groups, [], 'no group was refused twice');
  assert.equal(summary.other_count, 503);
});

test('an interval ends with its summary; the next interval logs the first refusal of a group in full again', async () => {
  const { log, lines } = captured(50);
  for (let i = 0; i < 10; i += 1) log.request(entry(i, { status: 403, error: 'forbidden' }));
  await until(() => lines().some((l) => l.msg === 'requests_refused'), 2000);
  log.request(entry(10, { status: 403, error: 'forbidden' }));
  log.flush();
  const all = lines();
  assert.deepEqual(
    all.map((l) => l.msg),
    ['request', 'requests_refused', 'request'],
  );
  assert.equal(all[1].groups[0].count, 10);
  log.close();
  assert.equal(lines().length, 3, 'a group refused once in an interval needs no summary');
});

const transports: TransportName[] = selectTransport('auto').transport.name === 'uws' ? ['uws', 'node'] : ['node'];

for (const transport of transports) {
  test(`${transport}: 300 keyless refusals from 127.0.0.1 are two lines, with the client's address; answered requests one line each`, async () => {
    const t = await startTestServer({ transport });
    try {
      for (let i = 0; i < 150; i += 1) {
        assert.equal((await call(t.url, '/v1/usage')).status, 401);
        assert.equal((await call(t.url, '/v1/no-such-operation')).status, 404);
      }
      for (let i = 0; i < 3; i += 1) assert.equal((await call(t.url, '/healthz')).status, 200);
    } finally {
      await t.close();
    }
    const all = t.logs
      .join('')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l));
    assert.equal(all.filter((l) => l.msg === 'request' && l.status === 200).length, 3);
    const full = all.filter((l) => l.msg === 'request' && l.status >= 400);
    assert.deepEqual(full.map((l) => [l.status, l.error]).sort(), [
      [401, 'unauthenticated'],
      [404, 'not_found'],
    ]);
    for (const l of full) assert.match(l.client, /^(::ffff:)?127\.0\.0\.1$/);
    const summary = all.filter((l) => l.msg === 'requests_refused');
    assert.equal(summary.length, 1);
    assert.deepEqual(summary[0].groups.map((g: any) => [g.error, g.count]).sort(), [
      ['not_found', 150],
      ['unauthenticated', 150],
    ]);
  });
}
