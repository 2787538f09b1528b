/**
 * POST /v1/muhurat/personal: the search of GET /v1/muhurat/search with tara
 * bala and chandra bala added as rules (their tables are checked against
 * Raman's worked examples in personal.test.ts). Here: the personal rules only
 * ever close more of a day, never open it; their reasons name the tara or
 * house; the default place is the birth place; bad inputs.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createEngine } from '../../../src/engine/index.ts';
import { expectApiError } from '../../fixtures.ts';

interface Day {
  date: string;
  rejected: boolean;
  reasons: string[];
  windows: { start: string; end: string }[];
}
const minutes = (d: Day) => d.windows.reduce((s, w) => s + (Date.parse(w.end) - Date.parse(w.start)) / 60_000, 0);

describe('POST /v1/muhurat/personal', () => {
  const e = createEngine();
  const delhi = { lat: 28.6139, lon: 77.209 };
  const birth = { date: '1992-11-03', time: '06:45', place: { latitude: delhi.lat, longitude: delhi.lon }, timezone: 'Asia/Kolkata' };
  const range = { activity: 'marriage', from: '2026-11-15', to: '2026-12-15', limit: 100 };

  test('adds tara bala and chandra bala to the search: never opens a day, closes some, names the tara or house', async () => {
    // Two seasons of marriage dates (Drik Panchang lists 16 in the first, 11 in the second).
    const days = async (from: string, to: string) => {
      const q = { ...range, from, to };
      const search = (await e.run('muhuratSearch', { ...q, ...delhi })).data as { days: Day[] };
      const personal = (await e.run('muhuratPersonal', { ...q, birth, ...delhi })).data as { days: Day[] };
      return { search: search.days, personal: personal.days };
    };
    const [a, b] = [await days('2026-04-15', '2026-05-16'), await days('2026-11-15', '2026-12-15')];
    const search = { days: [...a.search, ...b.search] };
    const personal = { days: [...a.personal, ...b.personal] };
    assert.equal(personal.days.length, 63);
    assert.deepEqual(
      personal.days.map((d) => d.date),
      search.days.map((d) => d.date),
    );
    let closedMore = 0;
    personal.days.forEach((p, i) => {
      const s = search.days[i]!;
      if (s.rejected) assert.ok(p.rejected, `${p.date}: the search rejects it`);
      assert.ok(minutes(p) <= minutes(s) + 1e-6, `${p.date}: personal windows exceed the search's`);
      if (minutes(p) < minutes(s) - 1) closedMore += 1;
      for (const r of p.reasons.filter((x) => x.startsWith('tara_bala'))) {
        assert.match(
          r,
          /^tara_bala: the Moon's nakshatra is a rejected tara from the birth nakshatra \(((Vipat \(3rd|Pratyak \(5th|Naidhana \(7th) tara\)(, )?)+\); (closes the whole day|closes \d+% of the day)$/,
        );
      }
      for (const r of p.reasons.filter((x) => x.startsWith('chandra_bala'))) {
        assert.match(
          r,
          /^chandra_bala: the Moon's sign is 4th, 8th or 12th from the natal Moon \(((4th|8th|12th) sign from the natal Moon(, )?)+\); (closes the whole day|closes \d+% of the day)$/,
        );
      }
    });
    // Two months hold every tara six times over and every sign four times: both rules close something.
    assert.ok(closedMore >= 5, `only ${closedMore} days closed further`);
    assert.ok(personal.days.some((d) => d.reasons.some((r) => r.startsWith('tara_bala'))));
    assert.ok(personal.days.some((d) => d.reasons.some((r) => r.startsWith('chandra_bala'))));
  });

  test('without lat, lon or place_id the muhurat is for the birth place', async () => {
    const byDefault = await e.run('muhuratPersonal', { ...range, birth, limit: 10 });
    const given = await e.run('muhuratPersonal', { ...range, birth, ...delhi, limit: 10 });
    assert.deepEqual((byDefault.data as { days: Day[] }).days, (given.data as { days: Day[] }).days);
    assert.equal(byDefault.meta.ayanamsa, 'lahiri');
  });

  test('bad inputs', async () => {
    const q = { ...range, birth, limit: 5 };
    await expectApiError(e.run('muhuratPersonal', { ...q, activity: 'picnic' }), {
      code: 'invalid_parameter',
      param: 'activity',
      message: /marriage, griha-pravesh, business, vehicle, travel, education, namkaran, property/,
    });
    await expectApiError(e.run('muhuratPersonal', { ...q, to: '2027-11-16' }), { code: 'invalid_parameter', param: 'to' });
    await expectApiError(e.run('muhuratPersonal', { ...q, to: '2026-11-14' }), { code: 'invalid_parameter', param: 'to' });
    await expectApiError(e.run('muhuratPersonal', { ...q, cursor: 'bm9wZQ' }), { code: 'invalid_parameter', param: 'cursor' });
    await expectApiError(e.run('muhuratPersonal', { ...q, options: { ayanamsa: 'raman' } }), {
      code: 'invalid_parameter',
      param: 'options.ayanamsa',
    });
    await expectApiError(e.run('muhuratPersonal', { ...q, from: '2026-06-01', to: '2026-06-30', lat: 78.2, lon: 15.6 }), {
      code: 'invalid_parameter',
      param: 'lat',
    });
    // A cursor belongs to its person: another birth's page is refused.
    const first = await e.run('muhuratPersonal', q);
    const cursor = (first.data as { next_cursor: string }).next_cursor;
    assert.equal(typeof cursor, 'string');
    await expectApiError(e.run('muhuratPersonal', { ...q, birth: { ...birth, date: '1992-11-04' }, cursor }), {
      code: 'invalid_parameter',
      param: 'cursor',
    });
  });
});
