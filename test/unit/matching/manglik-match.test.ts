import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chartFromLongitudes } from '../../../src/domain/chart/index.ts';
import { manglikDosha, manglikOf } from '../../../src/domain/doshas/index.ts';
import { ashtakoot, ashtakootOf, manglikMatch, manglikMatchOf, moonProfile } from '../../../src/domain/matching/index.ts';

const at = (sign: number): number => sign * 30 + 15;

// Rule (B.V. Raman, "Muhurtha"): a Manglik should marry a Manglik; the dosha
// is considered matched when both or neither have it.
test('Manglik match: both, one or neither', () => {
  // Lagna Cancer, Mars Aquarius (8th), Moon Leo, Venus Pisces, Jupiter Cancer: high, uncancelled.
  const m = manglikDosha({ marsDeg: at(10), moonDeg: at(4), venusDeg: at(11), jupiterDeg: at(3), lagnaSignIndex: 3 });
  // Mars in Gemini, 3rd from an Aries lagna, 3rd from Moon and Venus in Aries: none.
  const n = manglikDosha({ marsDeg: at(2), moonDeg: at(0), venusDeg: at(0), jupiterDeg: at(3), lagnaSignIndex: 0 });
  assert.deepEqual([manglikMatch(m, m).bothManglik, manglikMatch(m, m).compatible], [true, true]);
  assert.deepEqual([manglikMatch(m, n).bothManglik, manglikMatch(m, n).compatible], [false, false]);
  assert.deepEqual([manglikMatch(n, n).bothManglik, manglikMatch(n, n).compatible], [false, true]);
});

test('the matches read the chart model of each person: the Moons for Ashtakoot, the Manglik result of each chart', () => {
  const groom = chartFromLongitudes(
    { sun: at(0), moon: 47.5, mars: at(10), mercury: at(1), jupiter: at(3), venus: at(11), saturn: at(6), rahu: at(9), ketu: at(3) },
    at(3),
  );
  const bride = chartFromLongitudes(
    { sun: at(5), moon: 201.25, mars: at(2), mercury: at(5), jupiter: at(3), venus: at(0), saturn: at(6), rahu: at(1), ketu: at(7) },
    null,
  );
  const a = ashtakootOf(groom, bride);
  assert.deepEqual(a, { ...ashtakoot(moonProfile(47.5), moonProfile(201.25)), personA: moonProfile(47.5), personB: moonProfile(201.25) });
  assert.deepEqual(manglikMatchOf(groom, bride), manglikMatch(manglikOf(groom), manglikOf(bride)));
  assert.equal(manglikMatchOf(groom, bride).personB.houseFromLagna, null);
});
