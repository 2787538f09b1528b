/**
 * Gowri Panchangam (src/domain/panchang/gowri.ts) against hindu-blog.com,
 * "What is Gauri Panchang? - Good and Bad Period Calculation in Gauri
 * Panchanga" (May 2018), whose table for a 06:00 sunrise and 18:00 sunset
 * gives Sunday's sixteen parts and Monday's day and first two night parts;
 * and the derivation its rule follows (S. Prabhakaran, "Gowri Panchangam",
 * sanjayprabhakaran.blogspot.com, December 2014): each weekday lord's Gowri,
 * Visham at the day's Rahu kaal eighth.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GOWRI_IDS, gowriSequence, gowrisOf, RAHU_KAAL_EIGHTH } from '../../../src/domain/panchang/index.ts';

/** The blog's names as GOWRI_IDS (Udyogam is Uthi, Amrutham Amirdha, Sukham Sugam, Choram Soram). */
const BLOG: Record<string, string> = {
  Udyogam: 'uthi',
  Amrutham: 'amirdha',
  Rogam: 'rogam',
  Labham: 'labham',
  Dhanam: 'dhanam',
  Sukham: 'sugam',
  Choram: 'soram',
  Visham: 'visham',
};
const ids = (names: string) => names.split(' ').map((n) => BLOG[n]!);

/** A 06:00 sunrise, 18:00 sunset and 06:00 next sunrise (UT Julian days; the blog's example). */
const SIX = 2_461_000.25;
const frame = (weekdayIndex: number) => ({ sunriseJdUt: SIX, sunsetJdUt: SIX + 0.5, nextSunriseJdUt: SIX + 1, weekdayIndex });

test("hindu-blog.com's table: Sunday's 16 parts, Monday's day and the first two of its night, each 1.5 hours from 06:00", () => {
  const sunday = gowrisOf(frame(0));
  assert.deepEqual(
    sunday.map((g) => GOWRI_IDS[g.index]),
    ids('Udyogam Amrutham Rogam Labham Dhanam Sukham Choram Visham Sukham Choram Visham Udyogam Amrutham Rogam Labham Dhanam'),
  );
  sunday.forEach((g, k) => {
    assert.ok(Math.abs(g.startJdUt - (SIX + k / 16)) < 1e-9 && Math.abs(g.endJdUt - (SIX + (k + 1) / 16)) < 1e-9, `part ${k + 1}`);
    assert.equal(g.night, k >= 8);
  });
  const monday = gowrisOf(frame(1)).map((g) => GOWRI_IDS[g.index]);
  assert.deepEqual(monday.slice(0, 10), ids('Amrutham Visham Rogam Labham Dhanam Sukham Choram Udyogam Choram Udyogam'));
});

test('every day and night has the seven lords once and Visham once; by day Visham sits at the Rahu kaal eighth', () => {
  for (let w = 0; w < 7; w += 1) {
    for (const night of [false, true]) {
      const seq = gowriSequence(w, night);
      assert.deepEqual([...seq].sort(), [0, 1, 2, 3, 4, 5, 6, 7]);
    }
    assert.equal(gowriSequence(w, false).indexOf(7) + 1, RAHU_KAAL_EIGHTH[w]);
    assert.equal(gowriSequence(w, false)[0], w, 'the day begins with its own lord');
  }
});

test('no night parts without a next sunrise', () => {
  assert.equal(gowrisOf({ ...frame(3), nextSunriseJdUt: Number.NaN }).length, 8);
});
