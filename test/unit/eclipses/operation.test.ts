/** GET /v1/eclipses through the engine: the answer's shape at a place, and typed 400s for bad ranges. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../../src/engine/index.ts';
import { expectApiError } from '../../fixtures.ts';
import type { Lang } from '../../../src/i18n/languages.ts';

const DELHI = { lat: 28.6139, lon: 77.209 };
const e = createEngine();

test('the eclipses of 2026 seen from New Delhi: four on Earth, only the lunar eclipse of March 3 visible, with its sutak', async () => {
  const answer = (await e.run('eclipses', { year: 2026, ...DELHI })) as { data: any };
  const list = answer.data.eclipses;
  assert.deepEqual(
    list.map((x: any) => [x.kind, x.type, x.greatest.at.slice(0, 10), x.visible]),
    [
      ['solar', 'annular', '2026-02-17', false],
      ['lunar', 'total', '2026-03-03', true],
      ['solar', 'total', '2026-08-12', false],
      ['lunar', 'partial', '2026-08-28', false],
    ],
  );
  const march = list[1];
  assert.match(march.sutak.start, /^2026-03-03T09:3[89]:\d\d\+05:30$/);
  assert.equal(march.local.sparsha, march.global.partial_begin);
  assert.deepEqual(march.rashi, { name: 'leo', label: 'Leo' });
  assert.equal(list[0].sutak, null);
  const lunarOnly = (await e.run('eclipses', { year: 2026, ...DELHI, kind: 'lunar', lang: 'hi' })) as { data: any };
  assert.equal(lunarOnly.data.eclipses.length, 2);
  assert.notEqual(lunarOnly.data.eclipses[0].rashi.label, 'Leo');
});

test('kind_label and type_label in the lang asked for: the almanac names of the catalogues (ta, hi), the local type labelled too', async () => {
  const of = async (lang: Lang) => ((await e.run('eclipses', { year: 2026, ...DELHI, lang })) as { data: any }).data.eclipses;
  const labels = (list: any[]) => list.map((x) => [x.kind_label, x.type_label, x.local?.type_label ?? null]);
  // The four eclipses of 2026: annular solar, total lunar, total solar, partial lunar. Delhi sees the lunar one of March 3
  // partial only: the Moon rises there after the end of totality (U3 12:03 UT in NASA's canon) and before U4 (13:17 UT).
  assert.deepEqual(labels(await of('ta')), [
    ['சூரிய கிரகணம்', 'வளைய', null],
    ['சந்திர கிரகணம்', 'முழு', 'பகுதி'],
    ['சூரிய கிரகணம்', 'முழு', null],
    ['சந்திர கிரகணம்', 'பகுதி', null],
  ]);
  assert.deepEqual(labels(await of('hi')), [
    ['सूर्य ग्रहण', 'कंकणाकृति', null],
    ['चन्द्र ग्रहण', 'खग्रास', 'खंडग्रास'],
    ['सूर्य ग्रहण', 'खग्रास', null],
    ['चन्द्र ग्रहण', 'खंडग्रास', null],
  ]);
  assert.deepEqual(labels(await of('en'))[1], ['Lunar eclipse', 'Total', 'Partial']);
  // A penumbral lunar eclipse (2024-03-25, NASA's five millennium canon) is Upachhaya.
  const penumbral = ((await e.run('eclipses', { from: '2024-03-20', to: '2024-03-30', ...DELHI, lang: 'hi' })) as { data: any }).data
    .eclipses;
  assert.deepEqual(
    penumbral.map((x: any) => [x.type, x.type_label]),
    [['penumbral', 'उपच्छाया']],
  );
});

test('bad ranges and places: 400 with the field named', async () => {
  await expectApiError(e.run('eclipses', { ...DELHI }), { code: 'invalid_parameter', param: 'from' });
  await expectApiError(e.run('eclipses', { year: 2026, from: '2026-01-01', ...DELHI }), { code: 'invalid_parameter', param: 'from' });
  await expectApiError(e.run('eclipses', { from: '2026-01-01', ...DELHI }), { code: 'invalid_parameter', param: 'to' });
  await expectApiError(e.run('eclipses', { from: '2026-02-01', to: '2026-01-01', ...DELHI }), { code: 'invalid_parameter', param: 'to' });
  await expectApiError(e.run('eclipses', { from: '2000-01-01', to: '2020-01-01', ...DELHI }), { code: 'invalid_parameter', param: 'to' });
  await expectApiError(e.run('eclipses', { from: '1799-12-01', to: '1800-01-31', ...DELHI }), { code: 'invalid_parameter', param: 'from' });
  await expectApiError(e.run('eclipses', { year: 2101, ...DELHI }), { code: 'invalid_parameter', param: 'year' });
  await expectApiError(e.run('eclipses', { year: 2026 }), { code: 'invalid_parameter', param: 'lat' });
  await expectApiError(e.run('eclipses', { year: 2026, ...DELHI, kind: 'stellar' as 'solar' }), {
    code: 'invalid_parameter',
    param: 'kind',
  });
});
