/**
 * PyJHora's yoga test layouts (pyjhora-yoga-layouts.ts) put to POST
 * /v1/kundli/yogas as charts of signs. Every layout that is a chart agrees
 * with PyJHora's expectation, or its `differs` names the rule that answers
 * otherwise here (and the test holds that opposite answer, so a change of
 * rule shows). Layouts that are not charts are refused with the 400 that
 * says why; where the rule reads no node, with Ketu moved opposite Rahu.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { untypedEngine } from '../fixtures.ts';
import { GRAHA_IDS } from '../../src/core/glossary.ts';
import { expectApiError } from '../fixtures.ts';
import { PYJHORA_YOGA_LAYOUTS, type PyJHoraYogaLayout } from './pyjhora-yoga-layouts.ts';

type Layout = { chart: Record<string, { sign: number }>; repeated: string[] };

/** A layout as a `chart` of signs ('0'..'8' Sun..Ketu, 'L' lagna), and the points it names more than once. */
function chartOfLayout(layout: readonly string[]): Layout {
  const chart: Record<string, { sign: number }> = {};
  const repeated: string[] = [];
  layout.forEach((cell, sign) => {
    for (const token of cell.split('/').map((t) => t.trim()).filter((t) => t !== '')) {
      const name = token === 'L' ? 'lagna' : GRAHA_IDS[Number(token)]!;
      if (name in chart) repeated.push(name);
      chart[name] = { sign };
    }
  });
  return { chart, repeated };
}

/**
 * PyJHora's functions that read neither Rahu nor Ketu (pyjhora yoga.py: the
 * Sankhya yogas count the signs of SUN_TO_SATURN; each Mahapurusha reads its
 * own graha and the lagna; Chandra-Mangala the Moon and Mars), as this
 * API's rules for them do not: where such a layout puts Ketu elsewhere than
 * opposite Rahu, moving Ketu there changes neither answer, and makes it a chart.
 */
const NODE_FREE = new Set([
  'veenaa_yoga', 'daama_yoga', 'paasa_yoga', 'kedaara_yoga', 'soola_yoga', 'yuga_yoga', 'gola_yoga',
  'ruchaka_yoga', 'bhadra_yoga', 'hamsa_yoga', 'maalavya_yoga', 'sasa_yoga', 'chandra_mangala_yoga',
]);

/** Whether the answer has the yoga as PyJHora's function means it (Kemadruma: uncancelled). */
function found(c: PyJHoraYogaLayout, ids: readonly string[]): boolean {
  if (c.yoga === 'kemadruma') return ids.includes('kemadruma') && !ids.includes('kemadruma_bhanga');
  return ids.includes(c.yoga);
}

test('PyJHora yoga layouts: every chart agrees or names the rule that differs; the rest are refused as charts', async () => {
  const e = untypedEngine();
  assert.equal(PYJHORA_YOGA_LAYOUTS.length, 86);
  const tally = { agree: 0, differ: 0, notTwelveSigns: 0, repeated: 0, missing: 0, ketuNotOpposite: 0, ketuMoved: 0 };
  for (const c of PYJHORA_YOGA_LAYOUTS) {
    const where = `pvr_tests.py line ${c.line} (${c.pyjhora})`;
    if (c.layout.length !== 12) {
      // Eleven signs: no chart.
      tally.notTwelveSigns += 1;
      assert.equal(c.differs, undefined, where);
      continue;
    }
    const { chart, repeated } = chartOfLayout(c.layout);
    if (repeated.length > 0) {
      // A graha in two signs is no chart: nothing to put to the API.
      tally.repeated += 1;
      assert.equal(c.differs, undefined, where);
      continue;
    }
    const missing = ['lagna', ...GRAHA_IDS].filter((name) => !(name in chart));
    if (missing.length > 0) {
      tally.missing += 1;
      await expectApiError(e.run('kundliYogas', { chart }), { code: 'invalid_parameter', param: `chart.${missing[0]!}`, message: /\(required\)/ });
      continue;
    }
    let asked = chart;
    if ((chart.rahu!.sign + 6) % 12 !== chart.ketu!.sign) {
      tally.ketuNotOpposite += 1;
      await expectApiError(e.run('kundliYogas', { chart }), { code: 'invalid_parameter', param: 'chart.ketu', message: /7th sign from Rahu's/ });
      if (!NODE_FREE.has(c.pyjhora)) continue;
      asked = { ...chart, ketu: { sign: (chart.rahu!.sign + 6) % 12 } };
      tally.ketuMoved += 1;
    }
    const data = (await e.run('kundliYogas', { chart: asked })).data as { yogas: { id: string }[] };
    const answer = found(c, data.yogas.map((y) => y.id));
    if (c.differs === undefined) {
      assert.equal(answer, c.expected, where);
      tally.agree += 1;
    } else {
      assert.equal(answer, !c.expected, `${where}: expected the answer that differs (${c.differs})`);
      tally.differ += 1;
    }
  }
  // 30 layouts are charts: 22 agree, 8 differ by a named rule. Of the other 56, 46 put Ketu in some sign other
  // than the 7th from Rahu's (often the next one), 7 name a graha twice, 2 have eleven signs and 1 leaves a graha
  // out; 23 of the 46 ask a rule that reads no node, and with Ketu moved opposite Rahu all 23 agree.
  assert.deepEqual(tally, { agree: 45, differ: 8, notTwelveSigns: 2, repeated: 7, missing: 1, ketuNotOpposite: 46, ketuMoved: 23 });
});
