/**
 * The sign-span finder of the rising sign (src/domain/panchang/lagna-spans.ts)
 * against the engine's other path to the ascendant: the first Placidus cusp
 * (houseCusps, swe_houses_ex) is the ascendant, so at each boundary the finder
 * places it must be in the new sign, and one tolerance earlier still in the old.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LAGNA_TOLERANCE_DAYS, lagnaSpans } from '../../../src/domain/panchang/index.ts';
import { houseCuspsFew } from '../../../src/native/ephemeris.ts';

const PLACES = [
  { name: 'New Delhi', latitudeDeg: 28.6139, longitudeDeg: 77.209 },
  { name: 'Sydney', latitudeDeg: -33.8688, longitudeDeg: 151.2093 },
  { name: 'Oslo', latitudeDeg: 59.9139, longitudeDeg: 10.7522 },
  // 64 deg N: Pisces and Aries rise within minutes of each other.
  { name: 'Reykjavik', latitudeDeg: 64.1466, longitudeDeg: -21.9426 },
];
/** 2026-11-25 00:00 UT and a day and a half after it. */
const FROM_JD_UT = 2_461_369.5;
const TO_JD_UT = FROM_JD_UT + 1.5;

const cuspSign = (jdUt: number, place: { latitudeDeg: number; longitudeDeg: number }) =>
  Math.floor(houseCuspsFew([jdUt], place.latitudeDeg, place.longitudeDeg)[0]! / 30) % 12;

test('each sign boundary lies within the stated tolerance before the span start, by the first Placidus cusp', () => {
  for (const place of PLACES) {
    const spans = lagnaSpans(place, [{ startJdUt: FROM_JD_UT, endJdUt: TO_JD_UT }]);
    // A day and a half: every sign rises once, some twice (how many twice depends on their rising times there).
    assert.ok(spans.length >= 13 && spans.length <= 25, `${place.name}: ${spans.length} spans`);
    assert.equal(new Set(spans.map((s) => s.index)).size, 12, place.name);
    assert.equal(spans[0]!.startJdUt, FROM_JD_UT);
    assert.equal(spans.at(-1)!.endJdUt, TO_JD_UT);
    spans.forEach((s, i) => {
      assert.equal(cuspSign(s.startJdUt, place), s.index, `${place.name} span ${i} starts in its sign`);
      if (i === 0) return;
      assert.equal(s.startJdUt, spans[i - 1]!.endJdUt);
      assert.equal(s.index, (spans[i - 1]!.index + 1) % 12, `${place.name}: signs rise in order`);
      assert.equal(
        cuspSign(s.startJdUt - LAGNA_TOLERANCE_DAYS, place),
        spans[i - 1]!.index,
        `${place.name} boundary ${i} within tolerance`,
      );
    });
  }
});

test('the boundaries do not depend on where the search starts or how the range is cut', () => {
  for (const place of PLACES) {
    const whole = lagnaSpans(place, [{ startJdUt: FROM_JD_UT, endJdUt: TO_JD_UT }]);
    // Started 17 minutes later and cut in two intervals: the same boundaries, within the tolerance.
    const cut = FROM_JD_UT + 0.61;
    const pieces = lagnaSpans(place, [
      { startJdUt: FROM_JD_UT + 17 / 1_440, endJdUt: cut },
      { startJdUt: cut, endJdUt: TO_JD_UT },
    ]);
    const inner = (spans: typeof whole) =>
      spans
        .slice(1)
        .map((s) => s.startJdUt)
        .filter((t) => t !== cut);
    const a = inner(whole).filter((t) => t > FROM_JD_UT + 17 / 1_440);
    const b = inner(pieces);
    assert.equal(b.length, a.length, place.name);
    a.forEach((t, i) => assert.ok(Math.abs(t - b[i]!) <= LAGNA_TOLERANCE_DAYS, `${place.name} boundary ${i}`));
  }
});
