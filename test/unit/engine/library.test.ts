import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../../src/engine/index.ts';

test('the engine library exposes every operation group without HTTP', () => {
  for (const group of ['kundli', 'panchang', 'dashas', 'doshas', 'matching', 'numerology', 'vargas', 'yogas',
    'ashtakavarga', 'shadbala', 'aspects', 'avakhada', 'ayanamsa', 'glossary'] as const) {
    assert.equal(typeof engine[group], 'object', group);
    assert.ok(Object.keys(engine[group]).length > 0, group);
  }
  assert.equal(typeof engine.grahaPositions, 'function');
  assert.equal(typeof engine.findLunarEvents, 'function');
});
