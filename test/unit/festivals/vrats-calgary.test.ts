/**
 * The monthly vrats against the published values of test/reference/drik-vrats-calgary.ts (Drik's Calgary Sakat Chauth
 * of 2026 and its Jodhpur Sankashti and Darsha Amavasya days of 2027), and the sankranti observances of
 * test/reference/drik-festivals-calgary.ts (its festivals are compared in reference-halves.test.ts): every date equal, the
 * disagreements below asserted as such.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { vratsOfYear } from '../../../src/domain/vrats/index.ts';
import { CALGARY_SANKRANTI_OBSERVANCE_REFERENCE } from '../../reference/drik-festivals-calgary.ts';
import { CALGARY_VRAT_REFERENCE } from '../../reference/drik-vrats-calgary.ts';
import type { VratReference } from '../../reference/drik-vrats.ts';
import { contextOf } from './reference-helpers.ts';
import { checkObservanceRecord } from './sankranti-reference-check.ts';
import { checkVratRecord, vratKindOf as kindOf } from './vrat-reference-check.ts';

/** Published days the rule does not give, by "place id date", and why (the engine's day is asserted). */
const DATE_DIFFERS: Record<string, { ours: string; why: string }> = {};

const keyOf = (record: VratReference) => `${record.place ?? 'new-delhi'} ${record.id} ${record.date}`;

describe("vrats and sankranti observances against Drik's Calgary 2026 and Jodhpur 2027 days (drik-vrats-calgary.ts)", () => {
  test('the references hold their records, two kinds, at Calgary and Jodhpur', () => {
    assert.equal(CALGARY_VRAT_REFERENCE.length, 26);
    assert.deepEqual([...new Set(CALGARY_VRAT_REFERENCE.map((r) => kindOf(r.id)))].sort(), ['amavasya', 'sankashti_chaturthi']);
    assert.deepEqual([...new Set(CALGARY_VRAT_REFERENCE.map((r) => r.place))].sort(), ['calgary', 'jodhpur']);
    assert.equal(CALGARY_SANKRANTI_OBSERVANCE_REFERENCE.length, 3);
    const keys = new Set(CALGARY_VRAT_REFERENCE.map(keyOf));
    for (const key of Object.keys(DATE_DIFFERS)) assert.ok(keys.has(key), key);
  });

  for (const record of CALGARY_VRAT_REFERENCE) {
    const differs = DATE_DIFFERS[keyOf(record)];
    test(`${record.place ?? 'new-delhi'} ${record.year} ${record.id}: ${record.date}`, () => {
      if (differs === undefined) return checkVratRecord(record);
      const ours = vratsOfYear(contextOf(record.place ?? 'new-delhi', record.year), [kindOf(record.id)]).map((v) => v.day.iso);
      assert.ok(!ours.includes(record.date), `no longer differs: ${differs.why}`);
      assert.ok(ours.includes(differs.ours), `the rule's day ${differs.ours}: ${differs.why}`);
    });
  }

  for (const record of CALGARY_SANKRANTI_OBSERVANCE_REFERENCE)
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => checkObservanceRecord(record));
});
