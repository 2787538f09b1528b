import { test } from 'node:test';
import assert from 'node:assert/strict';
import { aspectedSigns } from '../../../src/domain/aspects/index.ts';
import { houseFrom } from '../../../src/domain/chart/chart.ts';
import type { GrahaName } from '../../../src/core/glossary.ts';

// Source: P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach",
// ch. 10.2, Exercise 14 (Chart 5) and its answer table, as transcribed in
// naturalstupid/PyJHora src/jhora/tests/pvr_tests.py, _graha_drishti_tests
// (arp_e, ahp_e, app_e). Chart 5: Moon Aries, Sun Taurus, Rahu Leo, Jupiter
// Virgo, lagna + Mars + Saturn Scorpio, Mercury Sagittarius, Venus Capricorn,
// Ketu Aquarius.
const signs: Record<GrahaName, number> = { sun: 1, moon: 0, mars: 7, mercury: 8, jupiter: 5, venus: 9, saturn: 7, rahu: 4, ketu: 10 };
const lagna = 7;
const expected: Partial<Record<GrahaName, { signs: number[]; houses: number[]; grahas: GrahaName[] }>> = {
  sun: { signs: [7], houses: [1], grahas: ['mars', 'saturn'] },
  moon: { signs: [6], houses: [12], grahas: [] },
  mars: { signs: [10, 1, 2], houses: [4, 7, 8], grahas: ['sun', 'ketu'] },
  mercury: { signs: [2], houses: [8], grahas: [] },
  jupiter: { signs: [9, 11, 1], houses: [3, 5, 7], grahas: ['sun', 'venus'] },
  venus: { signs: [3], houses: [9], grahas: [] },
  saturn: { signs: [9, 1, 4], houses: [3, 7, 10], grahas: ['sun', 'venus', 'rahu'] },
};

test('PVR Exercise 14: graha drishti of the seven grahas', () => {
  for (const [id, e] of Object.entries(expected) as [GrahaName, { signs: number[]; houses: number[]; grahas: GrahaName[] }][]) {
    const got = aspectedSigns(id, signs[id]);
    assert.deepEqual(
      [...got].sort((a, b) => a - b),
      [...e.signs].sort((a, b) => a - b),
      id,
    );
    assert.deepEqual(
      got.map((s) => houseFrom(lagna, s)).sort((a, b) => a - b),
      [...e.houses].sort((a, b) => a - b),
      id,
    );
    const aspected = (Object.keys(signs) as GrahaName[]).filter((g) => g !== id && got.includes(signs[g])).sort();
    assert.deepEqual(aspected, [...e.grahas].sort(), id);
  }
});
