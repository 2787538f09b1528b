/**
 * `chart` instead of `birth` (src/operations/chart-input.ts): a chart given
 * as the exact positions of a birth answers what the birth answers, in every
 * operation that accepts it; a chart of signs answers what signs decide and
 * refuses, naming the point, where degrees are needed; bad charts are typed
 * 400s. The rules themselves are checked against references elsewhere
 * (vargas, aspects, yogas, Ashtakavarga, doshas tests; the PyJHora layouts in
 * pyjhora-yoga-layouts.test.ts).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { untypedEngine } from '../../fixtures.ts';
import { CHART_POINT_NAMES, computeChart, dignityOf, type Chart, type ChartOptions } from '../../../src/domain/chart/index.ts';
import { SIGN_LORDS } from '../../../src/core/glossary.ts';
import { VARGA_IDS } from '../../../src/domain/vargas/index.ts';
import type { Birth as BirthInput } from '../../../src/operations/schemas.ts';
import { resolveBirth } from '../../../src/operations/shared/birth-resolution.ts';
import { expectApiError } from '../../fixtures.ts';

/** The operations that take `chart` (docs/births.md lists the same). */
const ACCEPTING: readonly [string, Record<string, unknown>][] = [
  ['kundliDivisional', { vargas: [...VARGA_IDS] }],
  ['kundliAspects', {}],
  ['kundliYogas', {}],
  ['kundliAshtakavarga', {}],
  ['doshaManglik', {}],
  ['doshaKaalSarp', {}],
];

const BIRTHS: readonly { birth: BirthInput; options?: Record<string, string> }[] = [
  { birth: { date: '1990-08-15', time: '14:30', place: { latitude: 28.6139, longitude: 77.209 }, timezone: 'Asia/Kolkata' } },
  {
    birth: { date: '1947-08-15', time: '00:00', place: { latitude: 28.6139, longitude: 77.209 }, timezone: '+05:30' },
    options: { lang: 'hi' },
  },
  {
    birth: { date: '2003-01-31', time: '05:10', place: { latitude: -33.8688, longitude: 151.2093 }, timezone: 'auto' },
    options: { ayanamsa: 'raman', node: 'mean', view: 'compact' },
  },
  {
    birth: { date: '1879-03-14', time: '11:30', place: { latitude: 48.4011, longitude: 9.9876 }, timezone: '+00:40' },
    options: { ayanamsa: 'krishnamurti', lang: 'hi', view: 'compact' },
  },
  { birth: { date: '2026-11-21', time: '23:59:30', place: { latitude: 64.1466, longitude: -21.9426 }, timezone: 'auto' } },
];

/** The chart operations compute for a birth, as the exact positions `chart` takes. */
async function exactChartOf(
  birth: BirthInput,
  options: ChartOptions,
): Promise<{ chart: Chart; body: Record<string, { longitude: number }> }> {
  const { moment } = await resolveBirth(birth, { places: undefined });
  const chart = computeChart(moment, options);
  const body: Record<string, { longitude: number }> = { lagna: { longitude: chart.lagna!.longitudeDeg } };
  for (const g of chart.grahas) body[g.id] = { longitude: g.longitudeDeg };
  return { chart, body };
}

/** The same chart as signs only. */
function signsOf(body: Record<string, { longitude: number }>): Record<string, { sign: number }> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, { sign: Math.floor(v.longitude / 30) }]));
}

/** Options a chart takes: those of presentation (the positions carry the ayanamsa and node). */
function presentationOptions(options: Record<string, string> | undefined): Record<string, string> | undefined {
  if (options === undefined) return undefined;
  return Object.fromEntries(Object.entries(options).filter(([k]) => k === 'lang' || k === 'view'));
}

describe('chart input', () => {
  const e = untypedEngine();

  test('a chart given as the exact positions of a birth answers what the birth answers, in every accepting operation', async () => {
    assert.equal(BIRTHS.length, 5);
    let compared = 0;
    for (const { birth, options } of BIRTHS) {
      const { body } = await exactChartOf(birth, {
        ayanamsa: options?.ayanamsa as ChartOptions['ayanamsa'],
        node: options?.node as ChartOptions['node'],
      });
      for (const [id, extra] of ACCEPTING) {
        const fromBirth = await e.run(id, { birth, ...extra, ...(options === undefined ? {} : { options }) });
        const chartOptions = presentationOptions(options);
        const fromChart = await e.run(id, { chart: body, ...extra, ...(chartOptions === undefined ? {} : { options: chartOptions }) });
        assert.deepEqual(fromChart.data, fromBirth.data, `${id} ${birth.date}`);
        assert.deepEqual(fromChart.warnings, fromBirth.warnings, `${id} ${birth.date}`);
        assert.equal(fromChart.meta.ayanamsa, undefined, 'a chart names no ayanamsa');
        assert.equal(fromChart.meta.house_system, 'whole_sign');
        compared += 1;
      }
    }
    assert.equal(compared, BIRTHS.length * ACCEPTING.length);
  });

  test('a chart of signs answers as the degrees do wherever signs decide the rule', async () => {
    let compared = 0;
    for (const { birth } of BIRTHS) {
      const { body, chart } = await exactChartOf(birth, {});
      const signs = signsOf(body);
      for (const id of ['kundliAspects', 'kundliAshtakavarga', 'doshaManglik']) {
        assert.deepEqual((await e.run(id, { chart: signs })).data, (await e.run(id, { chart: body })).data, `${id} ${birth.date}`);
        compared += 1;
      }
      // Yogas: the same yogas by the same grahas; only a strength may differ (moolatrikona needs the degree).
      const yogaIds = async (c: unknown) =>
        ((await e.run('kundliYogas', { chart: c })).data as { yogas: { id: string; grahas: string[] }[] }).yogas.map(
          (y) => `${y.id}:${y.grahas.join('+')}`,
        );
      assert.deepEqual(await yogaIds(signs), await yogaIds(body), `yogas ${birth.date}`);
      // D1 from signs: the signs and houses, without the lagna's degree.
      const d1 = (await e.run('kundliDivisional', { chart: signs, vargas: ['D1'] })).data as {
        vargas: { D1: { lagna: Record<string, unknown> } };
      };
      const d1Degrees = (await e.run('kundliDivisional', { chart: body, vargas: ['D1'] })).data as typeof d1;
      assert.equal(d1.vargas.D1.lagna.degree, undefined);
      const { degree: _degree, ...lagnaWithoutDegree } = d1Degrees.vargas.D1.lagna;
      assert.deepEqual({ ...d1.vargas.D1, lagna: d1.vargas.D1.lagna }, { ...d1Degrees.vargas.D1, lagna: lagnaWithoutDegree });
      // Kaal Sarp from signs: the answer of the degrees when no graha shares a node's sign, else a 400 naming it.
      const nodeSigns = [chart.grahas[7]!.signIndex, chart.grahas[8]!.signIndex];
      const sharingAll = chart.grahas.slice(0, 7).filter((g) => nodeSigns.includes(g.signIndex));
      const sharing = sharingAll[0];
      if (sharing === undefined) {
        assert.deepEqual((await e.run('doshaKaalSarp', { chart: signs })).data, (await e.run('doshaKaalSarp', { chart: body })).data);
      } else {
        await expectApiError(e.run('doshaKaalSarp', { chart: signs }), {
          code: 'invalid_parameter',
          param: `chart.${sharing.id}`,
          message: new RegExp(
            `^Expected a longitude \\(degrees\\) for chart.${sharing.id} but received a sign: .* shares a sign with a node`,
          ),
        });
        // Their degrees and Rahu's suffice.
        const some = { ...signs, ...Object.fromEntries(sharingAll.map((g) => [g.id, body[g.id]])), rahu: body.rahu };
        assert.deepEqual((await e.run('doshaKaalSarp', { chart: some })).data, (await e.run('doshaKaalSarp', { chart: body })).data);
      }
      compared += 1;
    }
    assert.equal(compared, BIRTHS.length * 4);
  });

  test('a sign-only graha in its moolatrikona sign is read as in its own sign', () => {
    const signOf = () => 0;
    const lord = (s: number) => SIGN_LORDS[s]!;
    // The Sun at 10 Leo is in moolatrikona (BPHS ch. 3: 0-20 Leo); Leo alone is only its own sign.
    assert.equal(dignityOf('sun', 130, signOf, lord), 'moolatrikona');
    assert.equal(dignityOf('sun', 135, signOf, lord, true), 'own');
    assert.equal(dignityOf('sun', 10, signOf, lord, true), 'exalted');
  });

  const FULL = Object.fromEntries(CHART_POINT_NAMES.map((name, i) => [name, { longitude: i * 20 + 5 }]));
  // Rahu at 165, so Ketu at 345.
  const VALID: Record<string, unknown> = { ...FULL, ketu: { longitude: 345 } };

  test('exactly one of birth and chart, with a 400 naming both', async () => {
    const birth = BIRTHS[0]!.birth;
    await expectApiError(e.run('kundliYogas', { birth, chart: VALID }), {
      code: 'invalid_parameter',
      param: 'chart',
      message: 'Expected exactly one of birth or chart but received both',
    });
    await expectApiError(e.run('doshaManglik', {}), {
      code: 'invalid_parameter',
      param: 'birth',
      message: 'Expected exactly one of birth or chart but received neither',
    });
    await expectApiError(e.run('kundliDivisional', { vargas: ['D1'] }), {
      code: 'invalid_parameter',
      param: 'birth',
      message: /exactly one of birth or chart/,
    });
  });

  test('bad charts are typed 400s naming the field', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { ...VALID, sun: { longitude: 360 } },
        'chart.sun.longitude',
        /^Expected a number >= 0 and < 360 for chart.sun.longitude but received 360/,
      ],
      [{ ...VALID, moon: { longitude: -0.5 } }, 'chart.moon.longitude', /^Expected a number >= 0 and < 360/],
      [{ ...VALID, mars: { sign: 12 } }, 'chart.mars.sign', /^Expected an integer between 0 and 11 for chart.mars.sign but received 12/],
      [{ ...VALID, mars: { sign: 1.5 } }, 'chart.mars.sign', /^Expected an integer between 0 and 11/],
      [{ ...VALID, venus: { longitude: 10, sign: 0 } }, 'chart.venus.sign', /^Unexpected field chart.venus.sign/],
      [{ ...VALID, venus: 'taurus' }, 'chart.venus', /^Expected Venus: an object with longitude .* or with sign .* but received "taurus"/],
      [{ ...VALID, pluto: { sign: 0 } }, 'chart.pluto', /^Unexpected field chart.pluto/],
      [(({ ketu: _k, ...rest }) => rest)(VALID), 'chart.ketu', /^Expected Ketu .* for chart.ketu \(required\) but received nothing/],
      [(({ lagna: _l, ...rest }) => rest)(VALID), 'chart.lagna', /\(required\) but received nothing/],
      [
        { ...VALID, ketu: { longitude: 346 } },
        'chart.ketu',
        /^Expected a longitude within 1 arcminute of Rahu's \+ 180 \(Ketu is opposite Rahu\) for chart.ketu but received 346$/,
      ],
      [
        { ...VALID, ketu: { sign: 10 } },
        'chart.ketu',
        /^Expected the 7th sign from Rahu's \(Ketu is opposite Rahu\) for chart.ketu but received sign 10$/,
      ],
    ];
    for (const [chart, param, message] of cases) {
      await expectApiError(e.run('kundliAspects', { chart }), { code: 'invalid_parameter', param, message });
    }
    // Within the arcminute either side, and by signs opposite, Ketu is accepted.
    for (const ketu of [{ longitude: 345 + 0.9 / 60 }, { longitude: 344.99 }, { sign: 11 }]) {
      await e.run('kundliAspects', { chart: { ...VALID, ketu } });
    }
    await e.run('kundliAspects', { chart: { ...VALID, rahu: { sign: 4 }, ketu: { sign: 10 } } });
  });

  test('options that compute positions are refused with a chart; presentation options apply', async () => {
    await expectApiError(e.run('kundliYogas', { chart: VALID, options: { ayanamsa: 'raman' } }), {
      code: 'invalid_parameter',
      param: 'options.ayanamsa',
      message: /^Expected no options.ayanamsa with chart/,
    });
    await expectApiError(e.run('doshaKaalSarp', { chart: VALID, options: { node: 'mean' } }), {
      code: 'invalid_parameter',
      param: 'options.node',
    });
    const compact = await e.run('kundliAspects', { chart: VALID, options: { view: 'compact', house_system: 'whole_sign' } });
    assert.equal((compact.data as { rule?: string }).rule, undefined);
  });

  test("Kaal Sarp from signs: decided unless a graha shares a node's sign, then its degree and Rahu's decide", async () => {
    // Rahu in Leo, Ketu in Aquarius; the seven in Virgo..Capricorn: all on the side from Rahu to Ketu, by signs alone;
    // Rahu in the 5th from an Aries lagna names it Padma.
    const signs = {
      lagna: { sign: 0 },
      sun: { sign: 5 },
      moon: { sign: 6 },
      mars: { sign: 7 },
      mercury: { sign: 5 },
      jupiter: { sign: 8 },
      venus: { sign: 6 },
      saturn: { sign: 9 },
      rahu: { sign: 4 },
      ketu: { sign: 10 },
    };
    const full = (await e.run('doshaKaalSarp', { chart: signs })).data as { present: boolean; partial: boolean; arc: string; type: string };
    assert.deepEqual([full.present, full.partial, full.arc, full.type], [true, false, 'rahu_to_ketu', 'padma']);
    // Saturn moved into Ketu's sign: by signs its side is unknown.
    await expectApiError(e.run('doshaKaalSarp', { chart: { ...signs, saturn: { sign: 10 } } }), {
      code: 'invalid_parameter',
      param: 'chart.saturn',
      message: /Saturn shares a sign with a node/,
    });
    // Saturn at 302 with Rahu at 130 (Ketu 310): inside the arc; Ketu may stay a sign.
    const inside = (await e.run('doshaKaalSarp', { chart: { ...signs, saturn: { longitude: 302 }, rahu: { longitude: 130 } } })).data;
    assert.equal((inside as { present: boolean }).present, true);
    const outside = (await e.run('doshaKaalSarp', { chart: { ...signs, saturn: { longitude: 315 }, rahu: { longitude: 130 } } })).data;
    assert.deepEqual(
      [(outside as { present: boolean; partial: boolean }).present, (outside as { partial: boolean }).partial],
      [true, true],
    );
    // Rahu's degree missing: a 400 on Rahu.
    await expectApiError(e.run('doshaKaalSarp', { chart: { ...signs, saturn: { longitude: 302 } } }), {
      code: 'invalid_parameter',
      param: 'chart.rahu',
    });
  });

  test('vargas beyond D1 need every degree: a 400 names the first point given as a sign', async () => {
    const chart = { ...VALID, jupiter: { sign: 0 } };
    await expectApiError(e.run('kundliDivisional', { chart, vargas: ['D1', 'D9'] }), {
      code: 'invalid_parameter',
      param: 'chart.jupiter',
      message: 'Expected a longitude (degrees) for chart.jupiter but received a sign: D9 needs degrees; a chart of signs gives D1 only',
    });
    await expectApiError(e.run('kundliDivisional', { chart: { ...chart, lagna: { sign: 3 } }, vargas: ['D60'] }), {
      code: 'invalid_parameter',
      param: 'chart.lagna',
      message: /D60 needs degrees/,
    });
    const d1 = await e.run('kundliDivisional', { chart, vargas: ['D1'] });
    assert.equal((d1.data as { vargas: { D1: { planets: { id: string; sign: string }[] } } }).vargas.D1.planets[4]!.sign, 'aries');
  });
});
