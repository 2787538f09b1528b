import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { computeChart } from '../../src/domain/chart/chart.ts';
import { ashtakavargaFromSigns } from '../../src/domain/ashtakavarga/index.ts';
import { presentKundli as kundli } from '../../src/operations/kundli/kundli.ts';
import { presentDivisional as divisional } from '../../src/operations/kundli/divisional.ts';
import { presentBirthDetails as birthDetails } from '../../src/operations/kundli/birth-details.ts';
import { presentAspects as aspects } from '../../src/operations/kundli/aspects.ts';
import { presentAshtakavarga as ashtakavarga } from '../../src/operations/kundli/ashtakavarga.ts';
import { presentYogas as yogas } from '../../src/operations/kundli/yogas.ts';
import { presentShadbala as shadbala } from '../../src/operations/kundli/shadbala.ts';
import { VARGA_IDS, vargaSign } from '../../src/domain/vargas/index.ts';
import { AYANAMSA_IDS } from '../../src/domain/ayanamsa/index.ts';
import { ARCSEC_DEG } from '../../src/core/angles.ts';

const P = { lang: 'en', view: 'full' } as const;
// 1900-2100, any inhabited latitude (polar circles excluded: the ascendant
// is not defined there at every moment).
const birthArb = fc.record({
  jdUt: fc.double({ min: 2_415_020.5, max: 2_488_069.5, noNaN: true }),
  latitudeDeg: fc.double({ min: -60, max: 60, noNaN: true }),
  longitudeDeg: fc.double({ min: -180, max: 180, noNaN: true }),
  ayanamsa: fc.constantFrom(...AYANAMSA_IDS),
  node: fc.constantFrom('true' as const, 'mean' as const),
});
const birthOf = (b: { jdUt: number; latitudeDeg: number; longitudeDeg: number }, timeAccuracy: 'exact' | 'unknown' = 'exact') => ({
  jdUt: b.jdUt,
  latitudeDeg: b.latitudeDeg,
  longitudeDeg: b.longitudeDeg,
  timeAccuracy,
  utcOffsetMinutes: Math.round(b.longitudeDeg * 4),
  timezoneName: 'UTC',
});

// Source: BPHS ch. 66 / B.V. Raman, "Ashtakavarga System of Prediction" ch. 2:
// the bindu totals are fixed by the tables whatever the chart.
test('Ashtakavarga totals hold for every chart (Sun 48 ... Saturn 39, Sarva 337)', () => {
  const totals = { sun: 48, moon: 49, mars: 39, mercury: 54, jupiter: 56, venus: 52, saturn: 39, lagna: 49 };
  fc.assert(
    fc.property(birthArb, (b) => {
      const r = ashtakavarga(computeChart(birthOf(b), b)).data;
      assert.deepEqual(r.bhinna!.map((row) => row.of).sort(), Object.keys(totals).sort());
      for (const row of r.bhinna!) assert.equal(row.total, totals[row.of as keyof typeof totals], row.of);
      assert.equal(r.sarva!.total, 337);
      assert.equal(
        r.sarva!.by_house!.reduce((x, y) => x + y, 0),
        337,
      );
    }),
    { numRuns: 300 },
  );
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 8, maxLength: 8 }), (s) => {
      const t = ashtakavargaFromSigns({
        sun: s[0]!,
        moon: s[1]!,
        mars: s[2]!,
        mercury: s[3]!,
        jupiter: s[4]!,
        venus: s[5]!,
        saturn: s[6]!,
        lagna: s[7]!,
      });
      assert.equal(
        t.sarva.reduce((x, y) => x + y, 0),
        337,
      );
      assert.ok(t.sarva.every((x) => x >= 0 && x <= 56));
    }),
    { numRuns: 2000 },
  );
});

test('Rahu and Ketu are exactly opposite, longitudes lie in [0, 360)', () => {
  fc.assert(
    fc.property(birthArb, (b) => {
      const c = computeChart(birthOf(b), b);
      const d = (((c.grahas[8]!.longitudeDeg - c.grahas[7]!.longitudeDeg) % 360) + 360) % 360;
      assert.ok(Math.abs(d - 180) < ARCSEC_DEG / 100, `${d}`);
      for (const g of c.grahas) assert.ok(g.longitudeDeg >= 0 && g.longitudeDeg < 360);
      assert.ok(c.lagna!.longitudeDeg >= 0 && c.lagna!.longitudeDeg < 360);
    }),
    { numRuns: 200 },
  );
});

test('every varga of every longitude is a valid sign; D9 is the continuous navamsa', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), (lon) => {
      for (const v of VARGA_IDS) {
        const s = vargaSign(v, lon);
        assert.ok(Number.isInteger(s) && s >= 0 && s <= 11, `${v} ${lon} -> ${s}`);
      }
      assert.equal(vargaSign('D9', lon), Math.floor(lon / (10 / 3)) % 12);
      assert.equal(vargaSign('D1', lon), Math.floor(lon / 30));
    }),
    { numRuns: 5000 },
  );
});

// decisions.md, Envelope details: with an unknown time, lagna- and
// house-dependent fields are omitted and listed in warnings[].fields.
test('unknown-time charts carry no lagna-dependent field in any kundli operation', () => {
  const forbidden = /"(lagna|house|houses_from_lagna|divisional_lagnas|paya|dig|kendradi|total_rupas|bhinna|sarva)"/;
  fc.assert(
    fc.property(birthArb, (b) => {
      const c = computeChart(birthOf(b, 'unknown'), b);
      assert.equal(c.lagna, null);
      const results = [
        kundli(c, P),
        divisional(c, [...VARGA_IDS], P),
        birthDetails(c, P),
        aspects(c, P),
        ashtakavarga(c),
        yogas(c, P),
        shadbala(c, P),
      ];
      for (const r of results) {
        assert.doesNotMatch(JSON.stringify(r.data), forbidden);
        assert.equal(r.warnings.length, 1);
        assert.equal(r.warnings[0]!.code, 'time_unknown');
        assert.ok(r.warnings[0]!.fields.length > 0);
      }
    }),
    { numRuns: 60 },
  );
});

test('yoga strengths lie in 0..100 and every present yoga names its grahas', () => {
  fc.assert(
    fc.property(birthArb, (b) => {
      const present = yogas(computeChart(birthOf(b), b), P).data.yogas;
      // Never empty: exactly one Sankhya yoga fits every chart (BPHS ch. 35 v. 16-17).
      assert.ok(present.length > 0);
      for (const y of present) {
        assert.ok(y.strength.score >= 0 && y.strength.score <= 100);
        assert.ok(y.grahas.length > 0);
        assert.ok(y.formed_by!.length > 0);
      }
    }),
    { numRuns: 200 },
  );
});

// A graha that loses a planetary war can end below zero (the yuddha bala is
// taken from it), so only finiteness holds for every chart; the war itself
// gives and takes the same amount.
test('shadbala totals are finite and yuddha bala sums to zero on random charts', () => {
  fc.assert(
    fc.property(birthArb, (b) => {
      const g = shadbala(computeChart(birthOf(b), b), P).data.grahas;
      assert.equal(g.length, 7);
      for (const x of g) assert.ok(Number.isFinite(x.total_shashtiamsas!), x.id);
      assert.ok(Math.abs(g.reduce((sum, x) => sum + (x.kala?.yuddha ?? 0), 0)) < 0.02);
    }),
    { numRuns: 100 },
  );
});
