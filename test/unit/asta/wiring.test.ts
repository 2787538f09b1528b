/**
 * The asta_rule convention in GET /v1/transits and the muhurat: visibility
 * gives the heliacal dates (Drik Panchang's Shani asta 2026-03-13 to
 * 2026-04-22, New Delhi, as issue 34 quotes it; the orbs give 03-08 to 04-12),
 * and the muhurat's Guru and Shukra asta follow the rule asked.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { muhuratDaysWithContext } from '../../../src/domain/muhurat/days.ts';
import { untypedEngine } from '../../fixtures.ts';

const DELHI = { lat: 28.6139, lon: 77.209 };
type Events = { data: { events: { planet: string; type: string; local?: string; date: string }[] }; meta: Record<string, unknown> };

test('GET /v1/transits asta_rule=visibility: Saturn 2026 at New Delhi within a day of Drik Panchang asta and udaya, meta names the rule', async () => {
  const engine = untypedEngine();
  const q = { from: '2026-02-01', to: '2026-05-31', planets: 'saturn', types: 'combustion_start,combustion_end', ...DELHI };
  const vis = (await engine.run('transits', { ...q, asta_rule: 'visibility' })) as Events;
  const orbs = (await engine.run('transits', q)) as Events;
  assert.equal(vis.meta.asta_rule, 'visibility');
  assert.equal(orbs.meta.asta_rule, undefined);
  const day = (r: Events, type: string) => r.data.events.find((e) => e.type === type)!.local!.slice(0, 10);
  assert.equal(vis.data.events.length, 2);
  // Drik: 2026-03-13 to 2026-04-22; ours rises on 04-21 (midday, IST), a day before.
  assert.equal(day(vis, 'combustion_start'), '2026-03-13');
  assert.equal(day(vis, 'combustion_end'), '2026-04-21');
  // The Surya Siddhanta orb of 15 deg: further from Drik (the 03-08 to 04-11/12).
  assert.equal(day(orbs, 'combustion_start'), '2026-03-08');
  assert.ok(['2026-04-11', '2026-04-12'].includes(day(orbs, 'combustion_end')));
});

test('GET /v1/transits asta_rule: visibility without a place, or an unknown rule, is a 400 naming asta_rule', async () => {
  const engine = untypedEngine();
  const fail = async (input: Record<string, unknown>) => {
    await assert.rejects(engine.run('transits', input), (e: { param?: string }) => e.param === 'asta_rule');
  };
  await fail({ from: '2026-01-01', to: '2026-02-01', asta_rule: 'visibility' });
  await fail({ from: '2026-01-01', to: '2026-02-01', timezone: 'Asia/Kolkata', asta_rule: 'visibility' });
  await fail({ from: '2026-01-01', to: '2026-02-01', ...DELHI, asta_rule: 'kalamsha' });
});

test('muhurat asta_rule: visibility closes marriage while Venus is hidden (2026-01) and opens it from its rising', () => {
  const run = (astaRule: 'orbs' | 'visibility') =>
    muhuratDaysWithContext({
      activity: 'marriage',
      first: { year: 2026, month: 1, day: 20 },
      dayCount: 20,
      place: { latitudeDeg: DELHI.lat, longitudeDeg: DELHI.lon },
      offsetMinutesAt: () => 330,
      astaRule,
    }).days;
  const byRule = { orbs: run('orbs'), visibility: run('visibility') };
  const hidden = (days: ReturnType<typeof run>, iso: string) =>
    days.find((d) => d.iso === iso)!.reasons.some((r) => r.rule === 'shukra_asta' && r.effect !== 'favours');
  // Venus rises 2026-02-01 (Asianet Kannada, the almanac's date; ours 2026-01-31); the 7-degree orb holds it until 02-04.
  assert.ok(hidden(byRule.visibility, '2026-01-25') && hidden(byRule.orbs, '2026-01-25'));
  assert.ok(!hidden(byRule.visibility, '2026-02-02'));
  assert.ok(hidden(byRule.orbs, '2026-02-02'));
});

test('GET /v1/muhurat/search asta_rule: visibility named in meta and bound to the cursor; another value is a 400 on asta_rule', async () => {
  const engine = untypedEngine();
  const q = { activity: 'marriage', from: '2026-01-25', to: '2026-02-10', ...DELHI, limit: 5 };
  type Page = { data: { days: { date: string; rejected: boolean }[]; next_cursor: string | null }; meta: Record<string, unknown> };
  const vis = (await engine.run('muhuratSearch', { ...q, asta_rule: 'visibility' })) as Page;
  const orbs = (await engine.run('muhuratSearch', q)) as Page;
  assert.equal(vis.meta.asta_rule, 'visibility');
  assert.equal(orbs.meta.asta_rule, undefined);
  assert.ok(vis.data.next_cursor !== null);
  // A cursor of the visibility search does not continue the orbs search.
  await assert.rejects(
    engine.run('muhuratSearch', { ...q, cursor: vis.data.next_cursor }),
    (e: { param?: string }) => e.param === 'cursor',
  );
  await assert.rejects(engine.run('muhuratSearch', { ...q, asta_rule: 'kalamsha' }), (e: { param?: string }) => e.param === 'asta_rule');
});

test('POST /v1/muhurat/personal asta_rule=visibility: Guru asta from the heliacal setting (meta names the rule)', async () => {
  const engine = untypedEngine();
  const place = { latitude: DELHI.lat, longitude: DELHI.lon };
  const birth = { date: '1996-02-15', time: '09:30', place, timezone: 'Asia/Kolkata' };
  type Page = { data: { days: { date: string; reasons: string[] }[] }; meta: Record<string, unknown> };
  const q = { activity: 'marriage', from: '2025-06-09', to: '2025-06-13', ...DELHI, birth, limit: 10 };
  const vis = (await engine.run('muhuratPersonal', { ...q, asta_rule: 'visibility' })) as Page;
  const orbs = (await engine.run('muhuratPersonal', q)) as Page;
  assert.equal(vis.meta.asta_rule, 'visibility');
  assert.equal(orbs.meta.asta_rule, undefined);
  const guru = (p: Page, date: string) => p.data.days.find((d) => d.date === date)!.reasons.some((r) => r.startsWith('guru_asta'));
  // Jupiter sets by visibility in the night after 2025-06-10 (Sandesh: evening of 06-12); the 9-degree orb from 06-12.
  assert.ok(guru(vis, '2025-06-11'));
  assert.ok(!guru(orbs, '2025-06-11'));
});
