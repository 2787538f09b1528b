/**
 * Manglik by B.V. Raman's rules (`manglik_rules: raman`, src/domain/doshas/manglik.ts,
 * docs/doshas.md "Rule sets"). Rules as Raman states them in "Muhurtha" (Kuja dosha):
 * Mars in the 2nd, 4th, 7th, 8th or 12th (the Kerala verse) from the lagna, the Moon
 * and Venus; no dosha in the 2nd in Gemini or Virgo, the 4th in Aries or Scorpio, the
 * 7th in Cancer or Capricorn, the 8th in Sagittarius or Pisces, the 12th in Taurus or
 * Libra; none in Aquarius or Leo; counteracted by Mars with Jupiter or with the Moon.
 * Each case derived by hand from those rules; the standard set and the digest of its
 * answers before the rule sets existed check the default.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { manglikDosha, type ManglikInput } from '../../../src/domain/doshas/index.ts';

/** Longitude at `deg` degrees into sign `sign` (0 = Aries). */
const at = (sign: number, deg = 15): number => sign * 30 + deg;
const chart = (mars: number, moon: number, venus: number, jupiter: number, lagna: number | null): ManglikInput => ({
  marsDeg: at(mars),
  moonDeg: at(moon),
  venusDeg: at(venus),
  jupiterDeg: at(jupiter),
  lagnaSignIndex: lagna,
});

test('the 1st house is not a dosha house for Raman', () => {
  // Mars in Gemini on a Gemini lagna; Moon in Aries (3rd), Venus in Leo (11th), Jupiter in Capricorn (Mars 6th from it).
  const input = chart(2, 0, 4, 9, 2);
  assert.equal(manglikDosha(input).manglik, true);
  assert.deepEqual(manglikDosha(input).afflictedFrom, ['lagna']);
  const r = manglikDosha(input, 'raman');
  assert.deepEqual([r.manglik, r.severity, r.afflictedFrom, r.cancellations], [false, 'none', [], []]);
});

test('house-sign exceptions apply from every reference; when all excuse, the dosha is cancelled', () => {
  // Mars in Cancer: 7th from a Capricorn lagna (excused: the 7th in Cancer), 4th from a Moon in Aries (not
  // excused: the 4th excuses Aries or Scorpio only), 2nd from Venus in Gemini (not excused: the 2nd excuses
  // Gemini or Virgo only). Jupiter in Virgo (Mars 11th from it).
  const partly = manglikDosha(chart(3, 0, 2, 5, 9), 'raman');
  assert.deepEqual([partly.houseFromLagna, partly.houseFromMoon, partly.houseFromVenus], [7, 4, 2]);
  assert.deepEqual([partly.manglik, partly.severity, partly.afflictedFrom, partly.cancellations], [true, 'medium', ['moon', 'venus'], []]);
  // Mars in Scorpio: 4th from a Leo lagna (excused: the 4th in Scorpio), 11th from a Moon in Capricorn and 10th
  // from Venus in Aquarius (no dosha house). Jupiter in Gemini: Mars 6th from it.
  const all = manglikDosha(chart(7, 9, 10, 2, 4), 'raman');
  assert.deepEqual([all.houseFromLagna, all.houseFromMoon, all.houseFromVenus], [4, 11, 10]);
  assert.deepEqual(
    [all.manglik, all.severity, all.afflictedFrom, all.cancellations],
    [false, 'cancelled', [], ['mars_house_sign_exception']],
  );
  // The standard set reads the house-sign list from the lagna only and also cancels (Mars in its own Scorpio).
  assert.equal(manglikDosha(chart(7, 9, 10, 2, 4)).manglik, false);
});

test('Mars in Leo or Aquarius causes no dosha; Jupiter cancels by conjunction only', () => {
  // Mars in Leo, 7th from an Aquarius lagna and Moon, Venus in Leo (1st: not a Raman house). Jupiter in Libra.
  const leo = manglikDosha(chart(4, 10, 4, 6, 10), 'raman');
  assert.deepEqual([leo.manglik, leo.afflictedFrom, leo.cancellations], [false, ['lagna', 'moon'], ['mars_in_leo_or_aquarius']]);
  // The standard set has no Leo rule: Mars 11th from Jupiter in Libra, no aspect, Manglik from all three.
  assert.equal(manglikDosha(chart(4, 10, 4, 6, 10)).manglik, true);
  // Mars in Gemini 8th from a Scorpio lagna (not excused), Moon in Gemini (1st), Venus in Gemini (1st);
  // Jupiter in Libra aspects it (Mars 9th from Jupiter): the standard set cancels, Raman's does not.
  const aspect = chart(2, 2, 2, 6, 7);
  assert.deepEqual(manglikDosha(aspect).cancellations, ['jupiter_conjunct_or_aspecting_mars', 'mars_conjunct_moon']);
  const moonOnly = chart(2, 2, 3, 6, 7);
  assert.deepEqual(manglikDosha(moonOnly, 'raman').cancellations, ['mars_conjunct_moon']);
  const noMoon = chart(2, 0, 3, 6, 7);
  const r = manglikDosha(noMoon, 'raman');
  // Mars 8th from the lagna, 3rd from the Moon in Aries, 12th from Venus in Cancer (not excused: Taurus or Libra only).
  assert.deepEqual([r.manglik, r.severity, r.afflictedFrom, r.cancellations], [true, 'medium', ['lagna', 'venus'], []]);
  // With Jupiter in Gemini too: conjunction cancels.
  assert.deepEqual(manglikDosha(chart(2, 0, 3, 2, 7), 'raman').cancellations, ['mars_conjunct_jupiter']);
});

test('unknown birth time: the lagna is left out under either set', () => {
  const r = manglikDosha(chart(2, 0, 3, 6, null), 'raman');
  assert.deepEqual([r.houseFromLagna, r.afflictedFrom, r.severity], [null, ['venus'], 'low']);
});

// Before and after: the standard answers of 124,416 inputs (Mars, Moon, Venus, Jupiter in every sign, six
// lagnas with none), hashed; the digest is what the code before the rule sets (main at 591b58a) gives.
test('the standard set unchanged byte for byte from before the rule sets', () => {
  const h = createHash('sha256');
  for (let mars = 0; mars < 12; mars += 1)
    for (let moon = 0; moon < 12; moon += 1)
      for (let venus = 0; venus < 12; venus += 1) {
        for (let jup = 0; jup < 12; jup += 1) {
          for (const lagna of [null, 0, 3, 5, 7, 10]) {
            h.update(
              JSON.stringify(
                manglikDosha({
                  marsDeg: mars * 30 + 10,
                  moonDeg: moon * 30 + 5,
                  venusDeg: venus * 30 + 20,
                  jupiterDeg: jup * 30 + 1,
                  lagnaSignIndex: lagna,
                }),
              ),
            );
          }
        }
      }
  assert.equal(h.digest('hex'), 'ca1fbede7b6f1b8be8e1f4e029e68f847698b4cc316d82e6e42fbbe5ebb13a97');
});
