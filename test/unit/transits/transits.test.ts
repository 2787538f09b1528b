import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { GrahaName } from '../../../src/core/glossary.ts';
import { COMBUSTION_ORB_DEG } from '../../../src/domain/chart/index.ts';
import { gocharaReadings, transitEvents, type TransitEventType } from '../../../src/domain/transits/index.ts';
import { untypedEngine } from '../../fixtures.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';

const MINUTE_DAYS = 1 / 1440;
const IST_DAYS = 5.5 / 24;
const require = createRequire(import.meta.url);
const sweph = require('sweph') as {
  set_sid_mode(m: number, t0: number, a: number): void;
  calc_ut(jd: number, body: number, flags: number): { data: number[] };
  constants: Record<string, number>;
};
const c = sweph.constants;
sweph.set_sid_mode(c.SE_SIDM_LAHIRI!, 0, 0);
const BODY: Partial<Record<GrahaName, number>> = {
  sun: c.SE_SUN,
  mercury: c.SE_MERCURY,
  venus: c.SE_VENUS,
  mars: c.SE_MARS,
  jupiter: c.SE_JUPITER,
  saturn: c.SE_SATURN,
  rahu: c.SE_MEAN_NODE,
};
/** Lahiri longitude and speed through the sweph package (Moshier): another path to the library than the engine's search. */
function lonSpeed(planet: GrahaName, jdUt: number): [number, number] {
  const d = sweph.calc_ut(jdUt, BODY[planet]!, c.SEFLG_MOSEPH! | c.SEFLG_SIDEREAL! | c.SEFLG_SPEED!).data;
  return [d[0]!, d[3]!];
}
const sep = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};
/** A plain bisection (to a second) of the quantity that changes sign at the event, within a day either side of `nearJdUt`. */
function plainSearch(planet: GrahaName, type: TransitEventType, nearJdUt: number): number {
  const f = (t: number): number => {
    const [lon, speed] = lonSpeed(planet, t);
    if (type === 'ingress') {
      const x = ((lon - 30 * Math.round(nearLon / 30) + 540) % 360) - 180;
      return x;
    }
    if (type.startsWith('station')) return speed;
    const orb = COMBUSTION_ORB_DEG[planet]!;
    return sep(lon, lonSpeed('sun', t)[0]) - (speed < 0 ? orb[1] : orb[0]);
  };
  const nearLon = lonSpeed(planet, nearJdUt)[0];
  let a = nearJdUt - 1;
  let b = nearJdUt + 1;
  const fa = f(a);
  assert.ok(fa * f(b) < 0, `${planet} ${type}: no sign change within a day of the engine's moment`);
  while (b - a > 1 / 86400) {
    const m = (a + b) / 2;
    if (f(m) * fa > 0) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

// Almanac dates (IST) of the Sun's sankrantis, Jupiter's, Saturn's and the (mean)
// nodes' sign changes and Mercury's stations, 2025-2026, with the pages that print them:
// - Makar Sankranti 2025/2026: test/reference/drik-panchang.ts (Drik Panchang, New Delhi);
//   Mesha Sankranti 14 April: the same almanac's solar new year (Baisakhi), both years.
// - Saturn into Meena 29 March 2025: punjabkesari.in (4 Mar 2025), zeenews.india.com
//   (Shani Gochar 2025); times printed vary (21:44, 22:07, 23:01 IST), the date does not.
// - Jupiter into Mithuna 14 May 2025, into Karka 18 October 2025 and back into Mithuna
//   5 December 2025 (atichari): newsdesk-24.in (Guru Gochar 2025), esakal.com (Jupiter
//   Transit 2025), livehindustan.com (Guru Kark Gochar, 30 Sep 2025).
// - Rahu into Kumbha (Ketu into Simha) 18 May 2025, the mean node: statemirror.com and
//   todayhindi.news; the true node followed on 29 May (tulsibagnoli.squarespace.com).
// - Mercury stations 2025: latestly.com ("Mercury Retrograde 2025 Dates", 10 Mar 2025):
//   retrograde 15 Mar 12:15, direct 7 Apr 16:36, retrograde 18 Jul 10:13, direct 11 Aug 12:59 IST.
// - Jupiter into Karka 2 June 2026: not yet found on a page (kept as the ephemeris' date,
//   checked only against the plain search below).
// Combustion dates: the moments are checked against the plain search below, not against an almanac.
const REFERENCES: { planet: GrahaName; type: TransitEventType; istDate: string; toSign?: number; node?: 'mean' }[] = [
  { planet: 'sun', type: 'ingress', istDate: '2025-01-14', toSign: 9 }, // Makar Sankranti
  { planet: 'sun', type: 'ingress', istDate: '2025-04-14', toSign: 0 }, // Mesha Sankranti
  { planet: 'sun', type: 'ingress', istDate: '2026-01-14', toSign: 9 }, // Makar Sankranti 2026
  { planet: 'sun', type: 'ingress', istDate: '2026-04-14', toSign: 0 }, // Mesha Sankranti 2026
  { planet: 'saturn', type: 'ingress', istDate: '2025-03-29', toSign: 11 }, // Shani into Meena
  { planet: 'jupiter', type: 'ingress', istDate: '2025-05-14', toSign: 2 }, // Guru into Mithuna
  { planet: 'jupiter', type: 'ingress', istDate: '2025-10-18', toSign: 3 }, // Guru (atichari) into Karka
  { planet: 'jupiter', type: 'ingress', istDate: '2025-12-05', toSign: 2 }, // back into Mithuna, retrograde
  { planet: 'jupiter', type: 'ingress', istDate: '2026-06-02', toSign: 3 }, // into Karka
  { planet: 'rahu', type: 'ingress', istDate: '2025-05-18', toSign: 10, node: 'mean' }, // Rahu into Kumbha
  { planet: 'mercury', type: 'station_retrograde', istDate: '2025-03-15' },
  { planet: 'mercury', type: 'station_direct', istDate: '2025-04-07' },
  { planet: 'mercury', type: 'station_retrograde', istDate: '2025-07-18' },
  { planet: 'mercury', type: 'station_direct', istDate: '2025-08-11' },
];

test('almanac dates: every reference event on the printed IST date, within a minute of a plain sweph search', () => {
  assert.equal(REFERENCES.length, 14);
  for (const node of ['true', 'mean'] as const) {
    const refs = REFERENCES.filter((r) => (r.node ?? 'true') === node);
    const events = transitEvents({
      fromJdUt: jdUtFromCalendar(2025, 1, 1),
      toJdUt: jdUtFromCalendar(2026, 12, 31),
      node,
      planets: [...new Set(refs.map((r) => r.planet))],
    });
    for (const ref of refs) {
      const found = events.filter(
        (e) =>
          e.planet === ref.planet &&
          e.type === ref.type &&
          new Date((e.atJdUt + IST_DAYS - 2440587.5) * 86400000).toISOString().slice(0, 10) === ref.istDate,
      );
      assert.equal(found.length, 1, `${ref.planet} ${ref.type} on ${ref.istDate} (IST)`);
      const e = found[0]!;
      if (ref.toSign !== undefined) assert.equal(e.signIndex, ref.toSign, `${ref.planet} ingress sign`);
      const plain = plainSearch(ref.planet, ref.type, e.atJdUt);
      assert.ok(Math.abs(plain - e.atJdUt) < MINUTE_DAYS, `${ref.planet} ${ref.type}: ${(plain - e.atJdUt) * 1440} min from sweph`);
    }
  }
});

// Guru and Shukra asta as almanacs and newspapers print them (IST), against our
// combustion spans. The almanacs' asta is a visibility rule (the planet lost in the
// Sun's glare, which Venus' latitude shortens: about 8 degrees north in March 2025, so
// it rose again four days after its inferior conjunction); our events use the
// classical longitude orbs (Jupiter 11, Venus 10 or 8 retrograde), which are wider, so
// every printed asta span lies inside ours. Sources disagree by a day or more, and both
// ends of each printed span are recorded with their pages:
// - Jupiter 2025: sets 11 Jun (hindustan/htsyndication.com, 10 Jun 2025; newscontinuous.com) or
//   12 Jun 19:37 (abplive.com, sandesh.com); rises 7 Jul (hindustan, newscontinuous) or 9 Jul (abplive, sandesh).
// - Venus March 2025: sets 19 Mar 19:04-19:06, rises 23 Mar 06:02-06:35 (patrika.com, nationalfrontier.in, satyaday.com).
// - Venus Dec 2025 - Feb 2026: sets 11 Dec (amritvichar.com) or 15 Dec (patrika.com, Churu), rises 1 Feb 2026
//   (both, and gurturgoth.com).
const PRINTED_ASTA: { planet: GrahaName; sets: [string, string]; rises: [string, string] }[] = [
  { planet: 'jupiter', sets: ['2025-06-11', '2025-06-12'], rises: ['2025-07-07', '2025-07-09'] },
  { planet: 'venus', sets: ['2025-03-19', '2025-03-19'], rises: ['2025-03-23', '2025-03-23'] },
  { planet: 'venus', sets: ['2025-12-11', '2025-12-15'], rises: ['2026-02-01', '2026-02-01'] },
];

test('almanac asta of Jupiter and Venus (2025-26) lies inside our combustion spans (classical orbs are wider)', () => {
  const events = transitEvents({
    fromJdUt: jdUtFromCalendar(2025, 1, 1),
    toJdUt: jdUtFromCalendar(2026, 3, 1),
    planets: ['jupiter', 'venus'],
    types: ['combustion_start', 'combustion_end'],
  });
  const ist = (jdUt: number) => new Date((jdUt + IST_DAYS - 2440587.5) * 86400000).toISOString().slice(0, 10);
  for (const printed of PRINTED_ASTA) {
    // The last combustion start on or before the printed setting, and the end that follows it.
    const start = events
      .filter((e) => e.planet === printed.planet && e.type === 'combustion_start' && ist(e.atJdUt) <= printed.sets[0])
      .at(-1);
    assert.ok(start, `${printed.planet}: a combustion start on or before ${printed.sets[0]}`);
    const end = events.find((f) => f.planet === printed.planet && f.type === 'combustion_end' && f.atJdUt > start.atJdUt)!;
    assert.ok(
      ist(end.atJdUt) >= printed.rises[1],
      `${printed.planet}: combust until ${ist(end.atJdUt)}, printed rising ${printed.rises.join('/')}`,
    );
    // Wider, but not wildly: each end within three weeks of the printed one.
    assert.ok(Date.parse(printed.sets[0]) - Date.parse(ist(start.atJdUt)) <= 21 * 86400000, `${printed.planet} start ${ist(start.atJdUt)}`);
    assert.ok(Date.parse(ist(end.atJdUt)) - Date.parse(printed.rises[1]) <= 21 * 86400000, `${printed.planet} end ${ist(end.atJdUt)}`);
  }
});

test('Ketu is Rahu + 180 degrees: same moments, opposite signs', () => {
  const ev = transitEvents({ fromJdUt: jdUtFromCalendar(2025, 1, 1), toJdUt: jdUtFromCalendar(2025, 12, 31), planets: ['rahu', 'ketu'] });
  const rahu = ev.filter((e) => e.planet === 'rahu');
  const ketu = ev.filter((e) => e.planet === 'ketu');
  assert.ok(rahu.length > 10);
  assert.equal(ketu.length, rahu.length);
  rahu.forEach((r, i) => {
    assert.equal(ketu[i]!.atJdUt, r.atJdUt);
    if (r.type === 'ingress') assert.equal(ketu[i]!.signIndex, (r.signIndex! + 6) % 12);
  });
});

test('gochara: good house, vedha cancels it, Sun and Saturn exempt (Phaladeepika 26)', () => {
  const signs = { sun: 0, moon: 0, mars: 0, mercury: 0, jupiter: 4, venus: 0, saturn: 0, rahu: 1, ketu: 7 } as Record<GrahaName, number>;
  const byPlanet = (s: Record<GrahaName, number>) => new Map(gocharaReadings(0, s).map((r) => [r.planet, r]));
  assert.equal(byPlanet(signs).get('jupiter')!.impact, 'favourable'); // 5th from the Moon, vedha house 4 empty
  const blocked = byPlanet({ ...signs, mars: 3 }).get('jupiter')!; // Mars in the 4th obstructs the 5th
  assert.deepEqual([blocked.impact, blocked.obstructedBy], ['neutral', ['mars']]);
  assert.equal(byPlanet({ ...signs, sun: 2, saturn: 8 }).get('sun')!.impact, 'favourable'); // Saturn in the 9th does not obstruct the Sun's 3rd
  assert.equal(byPlanet(signs).get('saturn')!.impact, 'challenging'); // 1st: not a good house
});

test('GET /v1/transits: pages joined equal one page; bad inputs are 400 naming the parameter', async () => {
  const engine = untypedEngine();
  const q = { from: '2025-01-01', to: '2025-12-31', timezone: 'Asia/Kolkata' };
  const whole = (await engine.run('transits', { ...q, limit: 100 })) as { data: { events: unknown[]; next_cursor: string | null } };
  const joined: unknown[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const r = (await engine.run('transits', { ...q, limit: 60, ...(cursor === null ? {} : { cursor }) })) as typeof whole;
    joined.push(...r.data.events);
    cursor = r.data.next_cursor;
    pages += 1;
  } while (cursor !== null && pages < 100);
  assert.ok(joined.length > 300, `${joined.length} events in 2025`);
  assert.deepEqual(joined.slice(0, 100), whole.data.events);
  assert.equal(new Set(joined.map((e) => JSON.stringify(e))).size, joined.length);
  const fail = async (input: Record<string, unknown>, param: string) => {
    await assert.rejects(engine.run('transits', input), (e: { param?: string; code?: string }) => e.param === param, param);
  };
  await fail({ from: '2025-02-01', to: '2025-01-01' }, 'to');
  await fail({ from: '2025-01-01', to: '2026-01-02' }, 'to');
  await fail({ ...q, planets: 'sun,pluto' }, 'planets');
  await fail({ ...q, types: 'ingress,eclipse' }, 'types');
  await fail({ ...q, cursor: 'bm90LWEtY3Vyc29y' }, 'cursor');
  await fail({ ...q, from: '2025-01-02', cursor: whole.data.next_cursor }, 'cursor');
});
