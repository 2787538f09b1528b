import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runKundli, type KundliRequest } from '../../src/domain/kundli/index.ts';
import { AYANAMSA_OFFSET_FROM_LAHIRI_DEG, type AyanamsaId } from '../../src/domain/ayanamsa/index.ts';
import { jdUtFromCalendar } from '../../src/core/time.ts';
import { kundliChartDataJson } from '../../src/workers/tasks/kundli.ts';

// POST /v1/kundli's data is written by kundliDataJson on the pool thread; it must be JSON.stringify's text, byte for byte.
test('kundliChartDataJson gives JSON.stringify of runKundli(kundli) for every option and time accuracy', () => {
  const ayanamsas = Object.keys(AYANAMSA_OFFSET_FROM_LAHIRI_DEG) as AyanamsaId[];
  for (let i = 0; i < 1500; i += 1) {
    const timeAccuracy = (['exact', 'approximate', 'unknown'] as const)[i % 3]!;
    const birth = { jdUt: jdUtFromCalendar(1801, 1, 1) + i * 145.7 + (i % 24) * 0.0417, latitudeDeg: -66 + ((i * 37) % 132),
      longitudeDeg: -180 + ((i * 53) % 360) + 0.25, timeAccuracy, utcOffsetMinutes: 330, timezoneName: '+05:30' };
    const request: KundliRequest = i % 11 === 0 ? { birth } : { birth, options: {
      ayanamsa: ayanamsas[i % ayanamsas.length]!, node: i % 5 === 0 ? 'mean' : 'true',
      ...(i % 13 === 0 ? {} : { lang: i % 4 === 1 ? 'hi' : 'en', view: i % 7 === 2 ? 'compact' : 'full' }) } };
    const expected = runKundli('kundli', request);
    const r = kundliChartDataJson(request);
    assert.equal(r.dataJson, JSON.stringify(expected.data), `birth ${i}`);
    assert.deepEqual(r.warnings, expected.warnings);
  }
});
