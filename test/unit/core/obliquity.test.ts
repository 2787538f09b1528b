/**
 * The mean obliquity (src/core/obliquity.ts) against the IAU 1980 formula it
 * truncates, as ERFA (the open copy of the IAU's SOFA library) gives and tests it:
 * - github.com/liberfa/erfa src/t_erfa_c.c, t_obl80: eraObl80(2400000.5, 54388.0)
 *   (JD 2454388.5 TT, 2007-10-23) = 0.4090751347643816218 rad;
 * - github.com/liberfa/erfa src/obl80.c: eps0 = 84381.448" - 46.8150" T - 0.00059" T^2
 *   + 0.001813" T^3 (Explanatory Supplement to the Astronomical Almanac, 1992,
 *   expression 3.222-1).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { meanObliquityDeg } from '../../../src/core/obliquity.ts';
import { ARCSEC } from '../../fixtures.ts';

/** The full IAU 1980 formula as obl80.c writes it, degrees. */
function obl80Deg(jd: number): number {
  const t = (jd - 2_451_545) / 36_525;
  return (84381.448 + (-46.815 + (-0.00059 + 0.001813 * t) * t) * t) * ARCSEC;
}

test("ERFA's test value of the IAU 1980 mean obliquity (2007-10-23): within 0.004\" (the linear form's rounding)", () => {
  const erfaDeg = (0.40907513476438162 * 180) / Math.PI; // ERFA prints 0.4090751347643816218, past a double's digits.
  assert.ok(Math.abs(meanObliquityDeg(2_454_388.5) - erfaDeg) < 0.004 * ARCSEC, `${meanObliquityDeg(2_454_388.5)} vs ${erfaDeg}`);
  // The transcription of obl80.c gives ERFA's value.
  assert.ok(Math.abs(obl80Deg(2_454_388.5) - erfaDeg) < 1e-6 * ARCSEC);
});

test('the dropped terms: under 0.004" in 1900-2100 and 0.11" in 1800-2400 (the bounds the module states)', () => {
  const yearJd = (year: number): number => 2_451_545 + (year - 2000) * 365.25;
  let samples = 0;
  for (let year = 1800; year <= 2400; year += 5) {
    const offArcsec = Math.abs(meanObliquityDeg(yearJd(year)) - obl80Deg(yearJd(year))) / ARCSEC;
    assert.ok(offArcsec < (year >= 1900 && year <= 2100 ? 0.004 : 0.11), `${year}: ${offArcsec}"`);
    samples += 1;
  }
  assert.equal(samples, 121);
});
