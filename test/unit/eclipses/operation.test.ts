/** GET /v1/eclipses through the engine: the answer's shape at a place, and typed 400s for bad ranges. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../../src/engine/index.ts';
import { expectApiError } from '../../fixtures.ts';

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
