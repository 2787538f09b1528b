/**
 * Chart SVGs through the library face: the SVG parses as XML, and every
 * graha and the lagna are drawn inside the right house or sign of every
 * varga in every style, for several charts. The expected signs and houses
 * come from POST /v1/kundli/divisional (the same chart, another path); the
 * places are this test's own geometry of the three styles (the north
 * chart's diamonds and triangles, the south chart's fixed cells with Pisces
 * top left, the east chart's cells with Aries top middle and the corner
 * cells cut by the diagonals), not the renderer's tables.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { untypedEngine } from '../../fixtures.ts';
import { VARGA_IDS } from '../../../src/domain/vargas/index.ts';
import { isCombust, chartFromLongitudes } from '../../../src/domain/chart/index.ts';

const engine = untypedEngine();

const BIRTHS = [
  { date: '1990-05-15', time: '14:30', place: { latitude: 23.18, longitude: 75.78 } },
  // 4-5 Feb 1962: eight grahas in Capricorn (the "ashtagraha yoga"): the most crowded house there is.
  { date: '1962-02-04', time: '17:30', place: { latitude: 28.61, longitude: 77.21 } },
  { date: '2024-11-01', time: '03:05', place: { latitude: -33.87, longitude: 151.21 } },
];

interface Drawn {
  id: string;
  cls: string;
  sign: string;
  house: number | undefined;
  x: number;
  y: number;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

/** Every element of a parsed tree, depth first. */
function* elements(node: unknown, name = ''): Generator<{ name: string; attrs: Record<string, string> }> {
  if (Array.isArray(node)) {
    for (const n of node) yield* elements(n, name);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(node)) if (typeof v === 'string') attrs[k] = v;
  if (name !== '') yield { name, attrs };
  for (const [k, v] of Object.entries(node)) if (typeof v === 'object') yield* elements(v, k);
}

/** The labels and the chart square (from the extent of the drawn lines). */
function read(svg: string): { labels: Drawn[]; square: { x: number; y: number; side: number } } {
  const tree = parser.parse(svg) as { svg: unknown };
  assert.ok(tree.svg !== undefined, 'an <svg> root');
  const all = [...elements(tree.svg, 'svg')];
  const lines = all.find((e) => e.name === 'path' && e.attrs.stroke !== undefined && e.attrs.fill === 'none')!;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const m of lines.attrs.d!.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)) {
    xs.push(Number(m[1]));
    ys.push(Number(m[2]));
  }
  const square = { x: Math.min(...xs), y: Math.min(...ys), side: Math.max(...xs) - Math.min(...xs) };
  const labels = all
    .filter((e) => e.name === 'g' && (e.attrs.class === 'graha' || e.attrs.class === 'lagna'))
    .map((e) => {
      const m = /translate\((-?[\d.]+) (-?[\d.]+)\)/.exec(e.attrs.transform!)!;
      return {
        id: e.attrs.id!,
        cls: e.attrs.class!,
        sign: e.attrs['data-sign']!,
        house: e.attrs['data-house'] === undefined ? undefined : Number(e.attrs['data-house']),
        x: Number(m[1]),
        y: Number(m[2]),
      };
    });
  return { labels, square };
}

/** North: the house (1..12) of a point (u, v) in the unit square. */
function northHouse(u: number, v: number): number | undefined {
  const diamonds: [number, number, number][] = [
    [1, 0.5, 0.25],
    [4, 0.25, 0.5],
    [7, 0.5, 0.75],
    [10, 0.75, 0.5],
  ];
  for (const [h, cu, cv] of diamonds) if (Math.abs(u - cu) + Math.abs(v - cv) < 0.25) return h;
  if (v < u && u + v < 0.5) return 2;
  if (u < v && u + v < 0.5) return 3;
  if (u < v - 0.5 && u < 1 - v) return 5;
  if (v > u + 0.5 && v > 1 - u) return 6;
  if (v > u && v > 1.5 - u) return 8;
  if (u > v && u > 1.5 - v) return 9;
  if (u > v + 0.5 && u > 1 - v) return 11;
  if (v < 1 - u && v < u - 0.5) return 12;
  return undefined;
}

/** South: the sign of a cell of the 4 x 4 grid, Pisces top left, clockwise. */
const SOUTH_GRID = [
  ['pisces', 'aries', 'taurus', 'gemini'],
  ['aquarius', null, null, 'cancer'],
  ['capricorn', null, null, 'leo'],
  ['sagittarius', 'scorpio', 'libra', 'virgo'],
];
function southSign(u: number, v: number): string | null {
  return SOUTH_GRID[Math.floor(v * 4)]![Math.floor(u * 4)]!;
}

/** East: Aries top middle, counter-clockwise; corner cells cut by the diagonals from the chart's corners. */
function eastSign(u: number, v: number): string | null {
  const c = Math.floor(u * 3);
  const r = Math.floor(v * 3);
  const middle: Record<string, string> = { '1,0': 'aries', '0,1': 'cancer', '1,2': 'libra', '2,1': 'capricorn' };
  if (middle[`${c},${r}`] !== undefined) return middle[`${c},${r}`]!;
  if (c === 0 && r === 0) return v < u ? 'taurus' : 'gemini';
  if (c === 0 && r === 2) return 1 - v < u ? 'virgo' : 'leo';
  if (c === 2 && r === 2) return 1 - v < 1 - u ? 'scorpio' : 'sagittarius';
  if (c === 2 && r === 0) return v < 1 - u ? 'pisces' : 'aquarius';
  return null;
}

test('every graha and the lagna sit in their house or sign, for every varga and style', async () => {
  let checked = 0;
  for (const birth of BIRTHS) {
    const divisional = await engine.run('kundliDivisional', { birth, vargas: [...VARGA_IDS] });
    const vargas = (
      divisional.data as { vargas: Record<string, { lagna: { sign: string }; planets: { id: string; sign: string; house: number }[] }> }
    ).vargas;
    for (const varga of VARGA_IDS) {
      const expected = vargas[varga]!;
      for (const style of ['north', 'south', 'east']) {
        const answer = await engine.run('chartsSvg', { varga, birth, style, title: checked % 2 === 0 });
        assert.equal(answer.image!.contentType, 'image/svg+xml');
        const { labels, square } = read(new TextDecoder().decode(answer.image!.body));
        assert.equal(labels.length, 10, `${varga} ${style}: the lagna and nine grahas`);
        for (const l of labels) {
          const want =
            l.cls === 'lagna' ? { sign: expected.lagna.sign, house: 1 } : expected.planets.find((p) => `graha-${p.id}` === l.id)!;
          assert.equal(l.sign, want.sign, `${varga} ${l.id} sign`);
          assert.equal(l.house, want.house, `${varga} ${l.id} house`);
          const u = (l.x - square.x) / square.side;
          const v = (l.y - square.y) / square.side;
          const where = `${birth.date} ${varga} ${style} ${l.id} at (${u.toFixed(3)}, ${v.toFixed(3)})`;
          if (style === 'north') assert.equal(northHouse(u, v), want.house, where);
          else assert.equal(style === 'south' ? southSign(u, v) : eastSign(u, v), want.sign, where);
          checked += 1;
        }
      }
    }
  }
  assert.equal(checked, BIRTHS.length * VARGA_IDS.length * 3 * 10);
});

test("time unknown: no lagna, the grahas by sign; north puts the Moon's sign in the top house; a time_unknown warning", async () => {
  const birth = { date: '1990-05-15', time_accuracy: 'unknown', place: { latitude: 23.18, longitude: 75.78 } };
  const positions = await engine.run('kundliDivisional', { birth, vargas: ['D1'] });
  const moonSign = (positions.data as { vargas: { D1: { planets: { id: string; sign: string }[] } } }).vargas.D1.planets.find(
    (p) => p.id === 'moon',
  )!.sign;
  const a = await engine.run('chartsSvg', { varga: 'D1', birth, style: 'north' });
  assert.deepEqual(
    a.warnings.map((w) => w.code),
    ['time_unknown'],
  );
  const { labels, square } = read(new TextDecoder().decode(a.image!.body));
  assert.equal(labels.length, 9);
  assert.ok(labels.every((l) => l.cls === 'graha' && l.house === undefined));
  const moon = labels.find((l) => l.id === 'graha-moon')!;
  assert.equal(moon.sign, moonSign);
  assert.equal(northHouse((moon.x - square.x) / square.side, (moon.y - square.y) / square.side), 1);
});

test('lang=hi: Devanagari in the titles for screen readers, drawn as glyph outlines', async () => {
  const a = await engine.run('chartsSvg', { varga: 'D9', birth: BIRTHS[0], options: { lang: 'hi' } });
  const svg = new TextDecoder().decode(a.image!.body);
  assert.match(svg, /aria-label="D9 नवांश · 1990-05-15 14:30 · /);
  assert.match(svg, /<title>सूर्य: /);
  assert.match(svg, /<title>लग्न: /);
  assert.doesNotMatch(svg, /<text/);
  const defs = [...svg.matchAll(/<path id="g(\d+)" d="(M[^"]+)"/g)];
  assert.ok(defs.length > 20, `glyph outlines: ${defs.length}`);
  // Every <use> points at a defined glyph.
  const ids = new Set(defs.map((m) => m[1]));
  const uses = [...svg.matchAll(/<use href="#g(\d+)"/g)];
  assert.ok(uses.length > 0 && uses.every((m) => ids.has(m[1])));
});

test('marks: retrograde and combust grahas are marked; the nodes never are', async () => {
  // 4 Feb 1962: Mercury retrograde within 12 deg of the Sun (combust), Saturn direct within 15 (combust).
  const a = await engine.run('chartsSvg', { varga: 'D1', birth: BIRTHS[1] });
  const svg = new TextDecoder().decode(a.image!.body);
  assert.match(svg, /<title>Mercury: Capricorn \d+°, retrograde, combust<\/title>/);
  assert.match(svg, /<title>Saturn: Capricorn \d+°, combust<\/title>/);
  assert.match(svg, /<title>Rahu: [A-Za-z]+ \d+°<\/title>/);
});

test('combustion orbs (Surya Siddhanta kalamshas): at and beyond the orb, retrograde Mercury and Venus narrower', () => {
  const base = { sun: 100, moon: 0, mars: 0, mercury: 0, jupiter: 0, venus: 0, saturn: 0, rahu: 0, ketu: 180 };
  const chart = chartFromLongitudes({ ...base, moon: 112, mars: 83.5, mercury: 113, jupiter: 111.5, venus: 91, saturn: 115 }, null, {
    mercury: -1,
    venus: -1,
  });
  const sun = chart.grahas[0]!;
  const combust = Object.fromEntries(chart.grahas.map((g) => [g.id, isCombust(g, sun)]));
  assert.deepEqual(combust, {
    sun: false,
    moon: true,
    mars: true,
    mercury: false,
    jupiter: false,
    venus: false,
    saturn: true,
    rahu: false,
    ketu: false,
  });
});
