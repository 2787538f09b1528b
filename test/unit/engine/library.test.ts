import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../../src/engine/index.ts';
import { expectApiError } from '../../fixtures.ts';

// Each group namespace is exactly the module it stands for: the same exports,
// the very same functions and tables (checked by identity against the modules).
test('the engine library exposes every operation group without HTTP', async () => {
  const modules = {
    kundli: '../../../src/operations/kundli/index.ts',
    panchang: '../../../src/domain/panchang/index.ts',
    dashas: '../../../src/domain/dashas/index.ts',
    doshas: '../../../src/domain/doshas/index.ts',
    matching: '../../../src/domain/matching/index.ts',
    numerology: '../../../src/domain/numerology/index.ts',
    vargas: '../../../src/domain/vargas/index.ts',
    yogas: '../../../src/domain/yogas/index.ts',
    ashtakavarga: '../../../src/domain/ashtakavarga/index.ts',
    shadbala: '../../../src/domain/shadbala/index.ts',
    aspects: '../../../src/domain/aspects/index.ts',
    avakhada: '../../../src/domain/avakhada/index.ts',
    ayanamsa: '../../../src/domain/ayanamsa/index.ts',
    glossary: '../../../src/core/glossary.ts',
    chart: '../../../src/domain/chart/index.ts',
  } as const;
  for (const [group, path] of Object.entries(modules) as [keyof typeof modules, string][]) {
    const module = (await import(path)) as Record<string, unknown>;
    const namespace = engine[group] as Record<string, unknown>;
    assert.deepEqual(Object.keys(namespace).sort(), Object.keys(module).sort(), group);
    assert.ok(Object.keys(module).length > 0, group);
    for (const name of Object.keys(module)) assert.equal(namespace[name], module[name], `${group}.${name}`);
  }
  const ephemeris = await import('../../../src/native/ephemeris.ts');
  assert.equal(engine.grahaPositions, ephemeris.grahaPositions);
  assert.equal(engine.findLunarEvents, ephemeris.findLunarEvents);
  // Numerology through the namespace: Maya = 4 + 1 + 1 + 1 = 7 (Chaldean values; mysticaldigits.com).
  assert.deepEqual(engine.numerology.chaldeanName('Maya'), { compound: 7, number: 7 });
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
  assert.deepEqual(
    gap.warnings.map((w) => [w.code, w.fields]),
    [['local_time_skipped', ['datetime']]],
  );
  // @ts-expect-error: run is typed by the id, so the compiler refuses a field the schema does not list, as validation does at run time.
  await expectApiError(e.run('numerologyName', { name: 'Maya', extra: 1 }), { code: 'invalid_parameter', param: 'extra' });
  await expectApiError(e.run('noSuchOperation', {}), { code: 'not_found' });
  await expectApiError(e.run('usage', {}), { code: 'invalid_parameter' });
  // Place ids need a places index; without one the engine says so: 503 naming the command (as a server without its index would).
  await expectApiError(e.run('placeGet', { place_id: 'gn:1253914' }), { code: 'service_unavailable', message: /vedic-astro-places/ });
});
