/**
 * The sankrantis and their tied observances against the further Drik values
 * in test/reference/drik-sankranti-cover-g10.ts, by the comparisons of
 * sankranti.test.ts (sankranti-reference-check.ts): our moment near Drik's,
 * the day rule on Drik's moment and on ours giving Drik's day, and the
 * observances on the published days. Where the rule gives another
 * observance day, the difference is listed with its reason and asserted to remain.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sankrantisOfYear } from '../../../src/domain/sankranti/index.ts';
import { SANKRANTI_COVER_G10_OBSERVANCE_REFERENCE, SANKRANTI_COVER_G10_REFERENCE } from '../../reference/drik-sankranti-cover-g10.ts';
import { contextOf } from './reference-helpers.ts';
import { checkObservanceRecord, checkSankrantiRecord } from './sankranti-reference-check.ts';

/** Published observance days the rule does not give, and why. */
const OBSERVANCE_DIFFERS: Record<string, string> = {
  'mirzapur 2022 vishu':
    "Drik's feed prints Vishu Kani on 15 April; Mesha Sankranti was at 08:56 on the 14th, well inside the first three fifths of " +
    "Mirzapur's daytime (05:39-18:22, to 13:17), where the Malayalam rule (and Drik's 2024-2027 Malayalam months, drik-solar-months.ts) " +
    'starts Medam that day. Its 2023 Vishu (15 April, the sankranti at 15:12, after the three fifths) agrees.',
};

describe('sankrantis against further Drik values (test/reference/drik-sankranti-cover-g10.ts)', () => {
  test('the reference holds its records', () => {
    assert.equal(SANKRANTI_COVER_G10_REFERENCE.length, 36);
    assert.equal(SANKRANTI_COVER_G10_OBSERVANCE_REFERENCE.length, 20);
  });

  // Karka 2023 (05:19, a minute before sunrise) is kept on the 16th, the day before, as Karka's night sankranti is
  // (sankranti-day.ts); Kumbha and Meena 2022 (03:41, 00:30) and Tula and Vrishchika 2023 (01:42, 01:30) after midnight go
  // to the next morning.
  for (const record of SANKRANTI_COVER_G10_REFERENCE)
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => checkSankrantiRecord(record));

  for (const record of SANKRANTI_COVER_G10_OBSERVANCE_REFERENCE) {
    const key = `${record.place} ${record.year} ${record.id}`;
    const why = OBSERVANCE_DIFFERS[key];
    test(`${key}: ${record.date}`, () => {
      if (why === undefined) return checkObservanceRecord(record);
      const found = sankrantisOfYear(contextOf(record.place, record.year), [record.id]).flatMap((s) => s.observances);
      assert.equal(found.length, 1);
      assert.notEqual(found[0]!.day.iso, record.date, `no longer differs: ${why}`);
    });
  }
});
