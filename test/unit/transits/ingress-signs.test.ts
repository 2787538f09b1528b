/**
 * Every sign ingress of Rahu, Ketu, Jupiter and Saturn 2024-2030 as GET /v1/transits
 * gives it in three time zones, against the Swiss Ephemeris called directly through the
 * sweph package (Moshier, Lahiri, the true node): a plain scan with bisection
 * finds the reference moments, and the sign each ingress leaves and enters is read from
 * sweph a minute either side. A zone used to change the sign reported as left, because
 * that sign came from a second lookup an instant before the moment (Rahu on 2026-11-25
 * read "capricorn -> capricorn" with a timezone).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { SIGNS } from '../../../src/core/glossary.ts';
import { untypedEngine } from '../../fixtures.ts';

const require = createRequire(import.meta.url);
const sweph = require('sweph') as {
  set_sid_mode(m: number, t0: number, a: number): void;
  calc_ut(jd: number, body: number, flags: number): { data: number[] };
  constants: Record<string, number>;
};
const c = sweph.constants;
const FLAGS = c.SEFLG_MOSEPH! | c.SEFLG_SIDEREAL!;
const BODIES = { jupiter: c.SE_JUPITER!, saturn: c.SE_SATURN!, rahu: c.SE_TRUE_NODE! } as const;
type Searched = keyof typeof BODIES;
const SECOND_DAYS = 1 / 86_400;
const MINUTE_DAYS = 1 / 1_440;
const UNIX_EPOCH_JD = 2_440_587.5;

function lonDeg(body: Searched, jdUt: number): number {
  sweph.set_sid_mode(c.SE_SIDM_LAHIRI!, 0, 0);
  return sweph.calc_ut(jdUt, BODIES[body], FLAGS).data[0]!;
}
const signAt = (body: Searched, jdUt: number) => Math.floor(lonDeg(body, jdUt) / 30) % 12;

interface Ingress {
  planet: string;
  jdUt: number;
  from: string;
  to: string;
}

/**
 * Sign changes of one body in [fromJdUt, toJdUt): a scan (Jupiter and Saturn daily; the true node, which
 * can turn direct for a few days, every three hours), each change bisected to a second.
 */
function referenceIngresses(body: Searched, fromJdUt: number, toJdUt: number): Ingress[] {
  const stepDays = body === 'rahu' ? 1 / 8 : 1;
  const out: Ingress[] = [];
  let t0 = fromJdUt;
  let s0 = signAt(body, t0);
  while (t0 < toJdUt) {
    const t1 = Math.min(t0 + stepDays, toJdUt);
    const s1 = signAt(body, t1);
    if (s1 !== s0) {
      let [a, b] = [t0, t1];
      while (b - a > SECOND_DAYS) {
        const m = (a + b) / 2;
        if (signAt(body, m) === s0) a = m;
        else b = m;
      }
      const jdUt = (a + b) / 2;
      const from = signAt(body, jdUt - MINUTE_DAYS);
      const to = signAt(body, jdUt + MINUTE_DAYS);
      out.push({ planet: body, jdUt, from: SIGNS[from]!.id, to: SIGNS[to]!.id });
      if (body === 'rahu') out.push({ planet: 'ketu', jdUt, from: SIGNS[(from + 6) % 12]!.id, to: SIGNS[(to + 6) % 12]!.id });
    }
    [t0, s0] = [t1, s1];
  }
  return out;
}

const ZONES = ['UTC', 'Asia/Kolkata', 'America/New_York'] as const;

test('every ingress of Rahu, Ketu, Jupiter and Saturn 2024-2030, in three time zones, leaves and enters the signs sweph gives', async () => {
  const engine = untypedEngine();
  // The whole span in UT, padded a day each side; each zone's own local days are cut from it below.
  const fromJdUt = Date.UTC(2024, 0, 1) / 86_400_000 + UNIX_EPOCH_JD - 1;
  const toJdUt = Date.UTC(2031, 0, 1) / 86_400_000 + UNIX_EPOCH_JD + 1;
  const reference = (Object.keys(BODIES) as Searched[]).flatMap((b) => referenceIngresses(b, fromJdUt, toJdUt));
  assert.ok(reference.length > 30, `${reference.length} reference ingresses`);
  for (const timezone of ZONES) {
    const served: { planet: string; date: string; local: string; from_sign: string; to_sign: string }[] = [];
    for (let year = 2024; year <= 2030; year += 1) {
      let cursor: string | null = null;
      do {
        const query: Record<string, unknown> = {
          from: `${year}-01-01`,
          to: `${year}-12-31`,
          planets: 'jupiter,saturn,rahu,ketu',
          types: 'ingress',
          timezone,
          limit: 100,
          ...(cursor === null ? {} : { cursor }),
        };
        const answer = (await engine.run('transits', query)) as { data: { events: typeof served; next_cursor: string | null } };
        served.push(...answer.data.events);
        cursor = answer.data.next_cursor;
      } while (cursor !== null);
    }
    // The reference ingresses on this zone's local days 2024-01-01 .. 2030-12-31 (Intl: another path to the zone rules).
    const format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    const localDate = (jdUt: number) => format.format(new Date((jdUt - UNIX_EPOCH_JD) * 86_400_000));
    const expected = reference.filter((r) => localDate(r.jdUt) >= '2024-01-01' && localDate(r.jdUt) <= '2030-12-31');
    assert.equal(served.length, expected.length, `${timezone}: ${served.length} ingresses served, ${expected.length} expected`);
    for (const r of expected) {
      const match = served.filter(
        (e) => e.planet === r.planet && Math.abs(Date.parse(e.date) / 86_400_000 + UNIX_EPOCH_JD - r.jdUt) <= 1.01 * MINUTE_DAYS,
      );
      assert.equal(match.length, 1, `${timezone}: ${r.planet} ingress at JD ${r.jdUt.toFixed(5)}`);
      const e = match[0]!;
      assert.deepEqual([e.from_sign, e.to_sign], [r.from, r.to], `${timezone}: ${r.planet} on ${e.date}`);
      assert.equal(e.local.slice(0, 10), localDate(r.jdUt), `${timezone}: local date of ${e.date}`);
    }
  }
});
