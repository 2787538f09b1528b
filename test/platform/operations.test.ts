/** The one table of operations against the spec's counts, costs and key kinds. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OPERATIONS, OPERATION_IDS } from '../../src/platform/operations.ts';

test('53 operations, each method and path once', () => {
  assert.equal(OPERATION_IDS.length, 53);
  const seen = new Set(OPERATION_IDS.map((id) => `${OPERATIONS[id].method} ${OPERATIONS[id].path}`));
  assert.equal(seen.size, 53);
});

test('credit costs per the spec (Limits, Credits per operation)', () => {
  const byCost = new Map<number, number>();
  for (const id of OPERATION_IDS) byCost.set(OPERATIONS[id].credits, (byCost.get(OPERATIONS[id].credits) ?? 0) + 1);
  // 0: activities, usage, conventions; 1: 25 operations; 2: 20; 3: 3; 5: 1.
  assert.deepEqual(Object.fromEntries([...byCost].sort()), { 0: 3, 1: 26, 2: 20, 3: 3, 5: 1 });
  assert.equal(OPERATIONS.horoscopeAll.credits, 5);
  assert.equal(OPERATIONS.chartPng.credits, 3);
  assert.equal(OPERATIONS.planetsPositions.credits, 1);
});

test('publishable keys only on the operations the spec marks; conventions needs none', () => {
  const publishable = OPERATION_IDS.filter((id) => (OPERATIONS[id].keyKinds as readonly string[]).includes('publishable')).sort();
  assert.deepEqual(publishable, ['calendarEkadashi', 'calendarFestivals', 'calendarTithis', 'horoscopeAll', 'horoscopeSign',
    'kpHorary', 'kpRulingPlanets', 'muhuratActivities', 'panchang', 'panchangChoghadiya', 'panchangHora', 'transits']);
  assert.deepEqual(OPERATIONS.metaConventions.keyKinds, []);
  for (const id of OPERATION_IDS) {
    if (id === 'metaConventions') continue;
    assert.ok((OPERATIONS[id].keyKinds as readonly string[]).includes('test'), id);
    assert.ok((OPERATIONS[id].keyKinds as readonly string[]).includes('live'), id);
  }
});
