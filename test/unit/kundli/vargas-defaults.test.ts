/**
 * The default rules must not move when methods and vargas are added: the
 * sixteen vargas served before any method existed, at 100,000 longitudes
 * (a 1/256-degree grid, which lands on every part boundary of D2..D60 that
 * is a multiple of 1/256, plus seeded random longitudes), and the whole
 * divisional answer for 200 random charts, hashed. The digests were taken
 * from the code of the main branch at commit 869d9fd, before methods and the
 * seven new vargas were added: a regression guard, not a reference (the
 * rules themselves are checked against BPHS and PyJHora in vargas.test.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { vargaDegree, vargaSign, type VargaId } from '../../../src/domain/vargas/index.ts';
import { presentDivisional } from '../../../src/operations/kundli/divisional.ts';
import { parseChartInput, type ChartInput } from '../../../src/operations/chart-input.ts';
import { seededRandom } from '../../fixtures.ts';

/** The sixteen vargas served before methods existed. */
const SIXTEEN: readonly VargaId[] = [
  'D1',
  'D2',
  'D3',
  'D4',
  'D7',
  'D9',
  'D10',
  'D12',
  'D16',
  'D20',
  'D24',
  'D27',
  'D30',
  'D40',
  'D45',
  'D60',
];

test('the default rule of each of the sixteen older vargas is unchanged at 100,000 longitudes', () => {
  const random = seededRandom(22);
  const longitudes = [
    ...Array.from({ length: 360 * 256 }, (_, i) => i / 256),
    ...Array.from({ length: 100_000 - 360 * 256 }, () => random() * 360),
  ];
  const hash = createHash('sha256');
  for (const id of SIXTEEN) {
    for (const lon of longitudes) hash.update(`${vargaSign(id, lon)},${vargaDegree(id, lon)?.toFixed(9) ?? '-'};`);
  }
  assert.equal(hash.digest('hex'), '537c34aa393564695754a3ac9f2e0a8f2a3a49ecc210d014db3dc181da702dc8');
});

test('the default divisional answer is unchanged for 200 random charts', () => {
  const random = seededRandom(2022);
  const hash = createHash('sha256');
  for (let i = 0; i < 200; i += 1) {
    const rahu = random() * 360;
    const body = {
      lagna: random() * 360,
      sun: random() * 360,
      moon: random() * 360,
      mars: random() * 360,
      mercury: random() * 360,
      jupiter: random() * 360,
      venus: random() * 360,
      saturn: random() * 360,
      rahu,
      ketu: (rahu + 180) % 360,
    };
    const chart = parseChartInput(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, { longitude: v }])) as ChartInput);
    const p = i % 2 === 0 ? { lang: 'en' as const, view: 'full' as const } : { lang: 'hi' as const, view: 'compact' as const };
    hash.update(JSON.stringify(presentDivisional(chart, SIXTEEN, p)));
  }
  assert.equal(hash.digest('hex'), '21b89ccab96703cefe11ab7e9e89f0d0b62cfcf332d53fedf96f5ab9c148caa7');
});
