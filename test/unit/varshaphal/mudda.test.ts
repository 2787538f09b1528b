import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeVarshaphal } from '../../../src/domain/varshaphal/index.ts';
import { CHART_67_BIRTH, istJdUt } from './reference-charts.ts';

// Rao, ch. 30.3, Example 122 (Chart 67, the 22nd year), as PyJHora's
// mudda_varsha_vimsottari_tests quotes it: Rahu 54.79 days from
// 1993-05-20 22:59:29, Jupiter 48.7, Saturn 57.83, Mercury 51.74, Ketu 21.31,
// Venus 60.87, Sun 18.26, Moon 30.44, Mars 21.31. PyJHora takes a tropical
// year (365.2422 d) from birth + 21 such years; we take this return to the
// next (365.2566 d here) from the return itself, so the lengths agree within
// 0.02 d and the starts within a quarter of a day.
test("mudda dasha of Rao's Example 122", () => {
  const v = computeVarshaphal(CHART_67_BIRTH, 21);
  const expected: [string, number, number][] = [
    ['rahu', 54.79, istJdUt(1993, 5, 20, 22, 59, 29)],
    ['jupiter', 48.7, istJdUt(1993, 7, 14, 17, 51, 48)],
    ['saturn', 57.83, istJdUt(1993, 9, 1, 10, 38, 18)],
    ['mercury', 51.74, istJdUt(1993, 10, 29, 6, 33, 31)],
    ['ketu', 21.31, istJdUt(1993, 12, 20, 0, 22, 55)],
    ['venus', 60.87, istJdUt(1994, 1, 10, 7, 43, 16)],
    ['sun', 18.26, istJdUt(1994, 3, 12, 4, 41, 24)],
    ['moon', 30.44, istJdUt(1994, 3, 30, 10, 58, 50)],
    ['mars', 21.31, istJdUt(1994, 4, 29, 21, 27, 54)],
  ];
  assert.equal(v.mudda.length, expected.length);
  v.mudda.forEach((p, i) => {
    const [lord, days, start] = expected[i]!;
    assert.equal(p.lord, lord);
    assert.ok(Math.abs(p.endJdUt - p.startJdUt - days) < 0.02, `${lord}: ${p.endJdUt - p.startJdUt} d`);
    assert.ok(Math.abs(p.startJdUt - start) < 0.25, `${lord}: starts ${(p.startJdUt - start) * 24} h from PyJHora`);
  });
  assert.ok(v.mudda[0]!.startJdUt < v.returnJdUt && v.mudda[0]!.endJdUt > v.returnJdUt);
  assert.ok(Math.abs(v.mudda[8]!.endJdUt - v.mudda[0]!.startJdUt - (v.nextReturnJdUt - v.returnJdUt)) < 1e-9);
});
