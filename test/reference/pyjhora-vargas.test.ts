/**
 * PyJHora's divisional chart expectations (pyjhora-vargas.ts) put to POST
 * /v1/kundli/divisional as a given chart: PyJHora's own rashi positions of
 * its test chart, so that the varga rules alone are compared (not the
 * ephemeris). Every varga's default chart and every method PyJHora tests
 * agree, sign for sign, with `options.varga_methods` naming the method;
 * the methods this API does not offer are listed with the reason, and the
 * test checks that the API refuses them rather than answering otherwise.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { untypedEngine } from '../fixtures.ts';
import { GRAHA_IDS } from '../../src/core/glossary.ts';
import { isVargaId, vargaDegree, VARGA_IDS, VARGA_METHODS, type VargaId, type VargaMethodId } from '../../src/domain/vargas/index.ts';
import { angleDiff } from '../fixtures.ts';
import { PYJHORA_VARGA_DEFAULTS, PYJHORA_VARGA_METHODS, type PyJHoraPoint } from './pyjhora-vargas.ts';

const POINTS: readonly PyJHoraPoint[] = ['L', '0', '1', '2', '3', '4', '5', '6', '7', '8'];
const nameOf = (point: PyJHoraPoint): string => (point === 'L' ? 'lagna' : GRAHA_IDS[Number(point)]!);
const defaultsOf = (varga: string) => PYJHORA_VARGA_DEFAULTS.find((d) => d.varga === varga)!.positions;

/**
 * Each point's longitude: the D1 sign and degree (0.01 deg) narrowed by the
 * D81 degree (longitude x 81 mod 30, 0.01 deg), which leaves 0.01/81 deg of
 * doubt; the D1 degree picks which of the 81 candidates.
 */
const LONGITUDES: ReadonlyMap<PyJHoraPoint, number> = new Map(POINTS.map((point) => {
  const [, sign, degInSign] = defaultsOf('D1').find(([p]) => p === point)!;
  const [, , d81] = defaultsOf('D81').find(([p]) => p === point)!;
  const turns = Math.round((degInSign * 81 - d81) / 30);
  const refined = (30 * turns + d81) / 81;
  assert.ok(Math.abs(refined - degInSign) <= 0.005 + 1e-9, `${point}: D81 degree agrees with D1`);
  return [point, sign * 30 + refined];
}));
/** Doubt in a varga degree: PyJHora's rounding (0.005) plus the longitude's doubt (0.005/81 deg) times the 144 parts of D144. */
const DEGREE_TOLERANCE = 0.005 + (0.005 / 81) * 144;

const CHART = Object.fromEntries(POINTS.map((p) => [nameOf(p), { longitude: LONGITUDES.get(p)! }]));

interface Answer { data: { vargas: Record<string, { lagna?: { sign: string }; planets: { id: string; sign: string }[] }> } }
const SIGN_IDS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];

async function signsOf(varga: VargaId, method: VargaMethodId | undefined): Promise<Map<PyJHoraPoint, number>> {
  const options = method === undefined ? {} : { options: { varga_methods: { [varga]: method } } };
  const answer = await untypedEngine().run('kundliDivisional', { chart: CHART, vargas: [varga], ...options }) as unknown as Answer;
  const chart = answer.data.vargas[varga]!;
  const out = new Map<PyJHoraPoint, number>([['L', SIGN_IDS.indexOf(chart.lagna!.sign)]]);
  for (const p of POINTS.slice(1)) out.set(p, SIGN_IDS.indexOf(chart.planets.find((g) => g.id === nameOf(p))!.sign));
  return out;
}

/** A layout (`layout[s]` the points in sign s) as each point's sign. */
function layoutSigns(layout: readonly string[]): Map<PyJHoraPoint, number> {
  const out = new Map<PyJHoraPoint, number>();
  layout.forEach((cell, sign) => {
    for (const token of cell.split('/').filter((t) => t !== '')) out.set(token as PyJHoraPoint, sign);
  });
  assert.equal(out.size, POINTS.length, `layout names each point once: ${layout.join('|')}`);
  return out;
}

/** PyJHora's default chart of each varga is chart_method 1; for D2 that is the Uma-Shambhu hora (pyjhora-vargas.ts). */
const PYJHORA_METHOD_1: Partial<Record<VargaId, VargaMethodId>> = { D2: 'parivritti_even_reverse' };

test('every varga PyJHora tests is offered, and every varga offered is among them', () => {
  assert.deepEqual(PYJHORA_VARGA_DEFAULTS.map((d) => d.varga), [...VARGA_IDS]);
});

test('PyJHora divisional_chart (chart_method 1) of every varga: the same signs, and the same degrees where defined', async () => {
  for (const { varga, positions, line } of PYJHORA_VARGA_DEFAULTS) {
    assert.ok(isVargaId(varga));
    const method = PYJHORA_METHOD_1[varga];
    const signs = await signsOf(varga, method);
    for (const [point, sign, degree] of positions) {
      assert.equal(signs.get(point), sign, `${varga} ${point} (pvr_tests.py line ${line})`);
      const ours = vargaDegree(varga, LONGITUDES.get(point)!, method);
      // The Parashara D30 has unequal parts: no degree here (PyJHora prints longitude x 30 mod 30).
      if (ours === undefined) {
        assert.equal(varga, 'D30');
        continue;
      }
      assert.ok(Math.abs(angleDiff(ours, degree)) <= DEGREE_TOLERANCE, `${varga} ${point} degree ${ours} vs ${degree} (line ${line})`);
    }
  }
});

test('PyJHora method layouts: each offered method places every point as PyJHora does', async () => {
  let compared = 0;
  for (const c of PYJHORA_VARGA_METHODS) {
    if (c.method === undefined) continue;
    assert.ok(isVargaId(c.varga));
    const method = c.method as VargaMethodId;
    assert.ok(VARGA_METHODS[c.varga].includes(method), `${c.varga} offers ${method}`);
    const expected = layoutSigns(c.layout);
    const signs = await signsOf(c.varga, method);
    for (const p of POINTS) assert.equal(signs.get(p), expected.get(p), `${c.varga} ${c.label} (${method}) ${p} (pvr_tests.py line ${c.line})`);
    compared += 1;
  }
  assert.equal(compared, PYJHORA_VARGA_METHODS.length - 9);
});

test('the PyJHora methods not offered are refused with a 400 naming the varga, never answered otherwise', async () => {
  const notOffered = PYJHORA_VARGA_METHODS.filter((c) => c.notOffered !== undefined);
  assert.deepEqual(notOffered.map((c) => `${c.varga}/${c.chartMethod}`),
    ['D2/3', 'D2/5', 'D7/2', 'D7/3', 'D10/2', 'D10/3', 'D12/2', 'D24/2', 'D24/3']);
  await assert.rejects(untypedEngine().run('kundliDivisional', { chart: CHART, vargas: ['D2'], options: { varga_methods: { D2: 'kashinatha' } } }),
    (e: { code?: string; param?: string }) => e.code === 'invalid_parameter' && e.param === 'options.varga_methods.D2');
});
