import { test } from 'node:test';
import assert from 'node:assert/strict';
import { manglikDosha } from '../../../src/domain/doshas/index.ts';
import { manglikMatch } from '../../../src/domain/matching/index.ts';

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
