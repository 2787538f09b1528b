/**
 * The monthly vrats against the published values of
 * test/reference/drik-vrats-cover-g9.ts (Drik Panchang's Pradosh lists for
 * Hyderabad, Frisco, Washington and London, its 2027 month pages for
 * Jodhpur, its Maha Shivaratri days at Frisco, and a newspaper quoting Drik
 * for New Delhi): every date equal, tithi and windows within 2 minutes, the
 * disagreements below asserted as such.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { vratsOfYear } from '../../../src/domain/vrats/index.ts';
import { COVER_G9_VRAT_REFERENCE } from '../../reference/drik-vrats-cover-g9.ts';
import type { VratReference } from '../../reference/drik-vrats.ts';
import { contextOf } from './reference-helpers.ts';
import { checkVratRecord, vratKindOf as kindOf } from './vrat-reference-check.ts';

/** Published days the rule does not give, by "place date", and why (the engine's day is asserted). */
const DATE_DIFFERS: Record<string, { ours: string; why: string }> = {
  'jodhpur 2027-10-01': {
    ours: '2027-10-02',
    why:
      "Chandra Darshan: Drik's Jodhpur page prints 1 October (pratipada ended 05:36 that morning); the rule's crescent " +
      'test sights the Moon only on the 2nd, as the fixture\'s own engine does ("lag 36 min, moon 6.7° up at sunset")',
  },
};

/**
 * Published "Pradosh Puja Time" windows that are the whole pradosh kala, the trayodashi having ended before sunset (the
 * rule's day is the sunrise day, flagged tithi_misses_pradosh, and has no puja window): compared with the rule's pradosh.
 */
const PUJA_IS_PRADOSH: Record<string, string> = {
  'washington 2026-08-10':
    'trayodashi 22:31 9 August to 19:25 10 August (EDT) touches neither evening; Drik prints 20:09-22:11, the pradosh kala of the 10th',
};

const keyOf = (record: VratReference) => `${record.place ?? 'new-delhi'} ${record.date}`;

describe('vrats against more published values (test/reference/drik-vrats-cover-g9.ts)', () => {
  test('the reference holds its records, five kinds, and places in and outside India', () => {
    assert.equal(COVER_G9_VRAT_REFERENCE.length, 127);
    const kinds = new Set(COVER_G9_VRAT_REFERENCE.map((r) => kindOf(r.id)));
    assert.deepEqual([...kinds].sort(), ['chandra_darshan', 'kalashtami', 'masik_shivaratri', 'pradosh', 'skanda_sashti']);
    const places = new Set<string>(COVER_G9_VRAT_REFERENCE.map((r) => r.place ?? 'new-delhi'));
    assert.ok(['new-delhi', 'hyderabad', 'jodhpur', 'frisco', 'washington', 'london'].every((p) => places.has(p)));
    const keys = new Set(COVER_G9_VRAT_REFERENCE.map(keyOf));
    for (const key of [...Object.keys(DATE_DIFFERS), ...Object.keys(PUJA_IS_PRADOSH)]) assert.ok(keys.has(key), key);
  });

  for (const record of COVER_G9_VRAT_REFERENCE) {
    const differs = DATE_DIFFERS[keyOf(record)];
    const pujaIsPradosh = PUJA_IS_PRADOSH[keyOf(record)];
    test(`${record.place ?? 'new-delhi'} ${record.year} ${record.id}: ${record.date}`, () => {
      if (differs) {
        const ours = vratsOfYear(contextOf(record.place ?? 'new-delhi', record.year), [kindOf(record.id)]).map((v) => v.day.iso);
        assert.ok(!ours.includes(record.date), `no longer differs: ${differs.why}`);
        assert.ok(ours.includes(differs.ours), `the rule's day ${differs.ours}: ${differs.why}`);
      } else if (pujaIsPradosh) {
        const found = vratsOfYear(contextOf(record.place ?? 'new-delhi', record.year), [kindOf(record.id)]).find(
          (v) => v.day.iso === record.date,
        );
        assert.ok(found && !found.windows.some((w) => w.id === 'puja'), `no longer differs: ${pujaIsPradosh}`);
        checkVratRecord({ ...record, window: { ...record.window!, id: 'pradosh' } });
      } else checkVratRecord(record);
    });
  }
});
