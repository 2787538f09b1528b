import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../../src/engine/index.ts';
import { expectApiError } from '../../fixtures.ts';

test('the engine library exposes every operation group without HTTP', () => {
  for (const group of ['kundli', 'panchang', 'dashas', 'doshas', 'matching', 'numerology', 'vargas', 'yogas',
    'ashtakavarga', 'shadbala', 'aspects', 'avakhada', 'ayanamsa', 'glossary'] as const) {
    assert.equal(typeof engine[group], 'object', group);
    assert.ok(Object.keys(engine[group]).length > 0, group);
  }
  assert.equal(typeof engine.grahaPositions, 'function');
  assert.equal(typeof engine.findLunarEvents, 'function');
});

test('createEngine().run: an operation by id with the API validation and answer shape, on the calling thread', async () => {
  const { createEngine } = engine;
  const e = createEngine();
  assert.ok(e.operations.some((op) => op.id === 'numerologyName' && op.path === '/v1/numerology/name'));
  // Maya = 4 + 1 + 1 + 1 = 7 (Chaldean values; docs/numerology.md, mysticaldigits.com).
  const maya = await e.run('numerologyName', { name: 'Maya' });
  assert.deepEqual(maya.data, { number: 7, compound: 7, system: 'chaldean' });
  assert.deepEqual(maya.warnings, []);
  // 2026-03-29 01:30 did not exist in London: clocks went from 01:00 GMT to 02:00 BST (IANA tz database, Europe/London).
  const gap = await e.run('timezone', { latitude: 51.5074, longitude: -0.1278, datetime: '2026-03-29T01:30:00' });
  assert.equal((gap.data as { utc_offset: string }).utc_offset, '+01:00');
  assert.deepEqual(gap.warnings.map((w) => [w.code, w.fields]), [['local_time_skipped', ['datetime']]]);
  await expectApiError(e.run('numerologyName', { name: 'Maya', extra: 1 }), { code: 'invalid_parameter', param: 'extra' });
  await expectApiError(e.run('noSuchOperation', {}), { code: 'not_found' });
  await expectApiError(e.run('usage', {}), { code: 'invalid_parameter' });
  // Place ids need a places index; without one the engine says so (an internal_error, as a server without its index would).
  await expectApiError(e.run('placeGet', { place_id: 'gn:1253914' }), { code: 'internal_error' });
});
