import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  DASHA_YEAR_DAYS,
  vimshottariDasha,
  yoginiDasha,
  yoginiStart,
  type DashaPeriod,
  type YoginiPeriod,
} from '../../src/domain/dashas/index.ts';

/** Boundaries are sums of products of day counts around 2.4e6; a microsecond is far below any output precision. */
const MICROSECOND_DAYS = 1e-6 / 86_400;
const moonLon = fc.double({ min: 0, max: 359.999999, noNaN: true });
const birthJd = fc.double({ min: 2_415_020, max: 2_488_070, noNaN: true });

function checkTiles(parent: { startJdUt: number; endJdUt: number }, subs: { startJdUt: number; endJdUt: number }[]): void {
  assert.ok(subs.length > 0);
  assert.equal(subs[0]!.startJdUt, parent.startJdUt);
  assert.equal(subs.at(-1)!.endJdUt, parent.endJdUt);
  for (let i = 1; i < subs.length; i += 1) assert.equal(subs[i]!.startJdUt, subs[i - 1]!.endJdUt);
  for (const s of subs) assert.ok(s.endJdUt > s.startJdUt);
}

test('Vimshottari: nine mahadashas span 120 years and every level tiles its parent exactly', () => {
  fc.assert(
    fc.property(birthJd, moonLon, (jd, lon) => {
      const r = vimshottariDasha(jd, lon, { depth: 3 });
      assert.equal(r.periods.length, 9);
      const span = r.periods.at(-1)!.endJdUt - r.periods[0]!.startJdUt;
      assert.ok(Math.abs(span - 120 * DASHA_YEAR_DAYS) < MICROSECOND_DAYS * 1e3);
      // Birth lies inside the first mahadasha.
      assert.ok(r.periods[0]!.startJdUt <= jd && jd < r.periods[0]!.endJdUt);
      // Depth 3: mahadashas and antardashas have nine sub-periods each, pratyantardashas none.
      const walk = (ps: DashaPeriod[], level: number): void => {
        for (const p of ps) {
          if (level === 3) {
            assert.equal(p.sub, undefined);
            continue;
          }
          assert.equal(p.sub!.length, 9);
          assert.equal(p.sub![0]!.lord, p.lord);
          checkTiles(p, p.sub!);
          walk(p.sub!, level + 1);
        }
      };
      walk(r.periods, 1);
    }),
    { numRuns: 200 },
  );
});

// BPHS ch. 46: the Vimshottari years of the nine lords (120 in all).
const YEARS: Record<string, number> = { ketu: 7, venus: 20, sun: 6, moon: 10, mars: 7, rahu: 18, jupiter: 16, saturn: 19, mercury: 17 };

test("Vimshottari: antardasha lengths are proportional to the lords' years", () => {
  fc.assert(
    fc.property(birthJd, moonLon, (jd, lon) => {
      const r = vimshottariDasha(jd, lon, { depth: 2 });
      assert.equal(r.periods.length, 9);
      for (const maha of r.periods) {
        assert.equal(maha.sub!.length, 9);
        const total = maha.endJdUt - maha.startJdUt;
        const sum = maha.sub!.reduce((s, p) => s + (p.endJdUt - p.startJdUt), 0);
        assert.ok(Math.abs(sum - total) < MICROSECOND_DAYS * 1e3);
        // Every mahadasha here is whole (birth lies inside the first), so each antardasha is its lord's share.
        for (const p of maha.sub!) {
          assert.ok(Math.abs(p.endJdUt - p.startJdUt - (total * YEARS[p.lord]!) / 120) < MICROSECOND_DAYS * 1e3, `${maha.lord}-${p.lord}`);
        }
      }
    }),
    { numRuns: 100 },
  );
});

test('Yogini: eight mahadashas per 36-year cycle; antardashas tile their mahadasha', () => {
  fc.assert(
    fc.property(birthJd, moonLon, (jd, lon) => {
      const r = yoginiDasha(jd, lon, { depth: 2, toJdUt: yoginiStart(jd, lon).startJdUt + 36 * DASHA_YEAR_DAYS });
      assert.equal(r.periods.length, 8);
      const span = r.periods.at(-1)!.endJdUt - r.periods[0]!.startJdUt;
      assert.ok(Math.abs(span - 36 * DASHA_YEAR_DAYS) < MICROSECOND_DAYS * 1e3);
      for (const p of r.periods as YoginiPeriod[]) checkTiles(p, p.sub!);
    }),
    { numRuns: 200 },
  );
});
