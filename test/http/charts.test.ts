/**
 * Chart images over a real server: the image itself (no envelope) with its
 * content type, through the pool; PNG sizes; credits; time unknown as an
 * X-Warnings header; typed 400s for a bad varga, style, theme or size.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { expectErrorAnswer } from '../fixtures.ts';
import { call, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let live: { key: string };

before(async () => {
  t = await startTestServer();
  live = await t.key('live', 'business');
});
after(() => t.close());

const BIRTH = { date: '1990-05-15', time: '14:30', place: { latitude: 23.18, longitude: 75.78 }, timezone: 'Asia/Kolkata' };

async function image(path: string, body: unknown): Promise<{ status: number; headers: Headers; bytes: Uint8Array; text: string }> {
  const res = await fetch(t.url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${live.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: new TextDecoder().decode(bytes) };
}

test('SVG: the image itself, image/svg+xml, 2 credits, no warnings', async () => {
  const before = await call(t.url, '/v1/usage', { key: live.key });
  const a = await image('/v1/charts/D9.svg', { birth: BIRTH, style: 'east', theme: 'dark', title: false });
  assert.equal(a.status, 200, a.text.slice(0, 300));
  assert.equal(a.headers.get('content-type'), 'image/svg+xml');
  assert.equal(a.headers.get('x-warnings'), null);
  assert.ok(a.headers.get('x-request-id'));
  assert.match(a.text, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.doesNotMatch(a.text, /class="title"/);
  const after = await call(t.url, '/v1/usage', { key: live.key });
  assert.equal(after.json.data.credits_used - before.json.data.credits_used, 2);
});

test('PNG: decodes at the requested size (default 600), 3 credits', async () => {
  for (const size of [200, 1200, undefined]) {
    const before = await call(t.url, '/v1/usage', { key: live.key });
    const a = await image('/v1/charts/D1.png', {
      birth: BIRTH,
      style: 'south',
      options: { lang: 'hi' },
      ...(size === undefined ? {} : { size }),
    });
    assert.equal(a.status, 200, a.text.slice(0, 300));
    assert.equal(a.headers.get('content-type'), 'image/png');
    const meta = await sharp(a.bytes).metadata();
    assert.equal(meta.format, 'png');
    assert.equal(meta.width, size ?? 600);
    assert.equal(meta.height, size ?? 600);
    const after = await call(t.url, '/v1/usage', { key: live.key });
    assert.equal(after.json.data.credits_used - before.json.data.credits_used, 3);
  }
});

test('time unknown: the chart without a lagna and X-Warnings: time_unknown', async () => {
  const a = await image('/v1/charts/D1.svg', { birth: { date: '1990-05-15', time_accuracy: 'unknown', place: BIRTH.place } });
  assert.equal(a.status, 200, a.text.slice(0, 300));
  assert.equal(a.headers.get('x-warnings'), 'time_unknown');
  assert.doesNotMatch(a.text, /class="lagna"/);
  assert.match(a.text, /1990-05-15 \(time unknown\)/);
});

test('bad inputs: unknown varga lists those offered; style, theme and size checked; errors stay JSON', async () => {
  const v = await call(t.url, '/v1/charts/D13.svg', { key: live.key, body: { birth: BIRTH } });
  expectErrorAnswer(v, 400, 'invalid_parameter', 'varga');
  assert.match(
    v.json.error.message,
    /D1, D2, D3, D4, D5, D6, D7, D8, D9, D10, D11, D12, D16, D20, D24, D27, D30, D40, D45, D60, D81, D108, D144/,
  );
  expectErrorAnswer(
    await call(t.url, '/v1/charts/D1.svg', { key: live.key, body: { birth: BIRTH, style: 'west' } }),
    400,
    'invalid_parameter',
    'style',
  );
  expectErrorAnswer(
    await call(t.url, '/v1/charts/D1.png', { key: live.key, body: { birth: BIRTH, theme: 'blue' } }),
    400,
    'invalid_parameter',
    'theme',
  );
  for (const size of [199, 1201, 600.5]) {
    expectErrorAnswer(
      await call(t.url, '/v1/charts/D1.png', { key: live.key, body: { birth: BIRTH, size } }),
      400,
      'invalid_parameter',
      'size',
    );
  }
  // size belongs to the PNG only.
  expectErrorAnswer(await call(t.url, '/v1/charts/D1.svg', { key: live.key, body: { birth: BIRTH, size: 600 } }), 400, 'invalid_parameter');
});
