/**
 * Muhurat search: each rule on known days, the known facts of the almanacs,
 * agreement with Drik Panchang's New Delhi lists (test/reference/drik-muhurat.ts),
 * and the operation's bad inputs. Known facts and their sources: Kharmas runs
 * from the Sun's entry into Dhanu (2025-12-16) to Makar Sankranti
 * (2026-01-14), Venus is combust around its superior conjunction of
 * 2026-01-06, so January 2026 has no marriage date (Hindustan, 2025-11-15:
 * "none in January, the first on 5 February"); none in Chaturmas (2025-07-06
 * Devshayani to 2025-11-01 Devutthana Ekadashi, Drik Panchang).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as Astronomy from 'astronomy-engine';
import {
  failingLagnaSpans,
  GANDANTA_PADAS,
  muhuratContext,
  muhuratDays,
  muhuratDaysWithContext,
  type LagnaShuddhi,
  type MuhuratDay,
} from '../../../src/domain/muhurat/index.ts';
import { lagnaSpans } from '../../../src/domain/panchang/index.ts';
import { createEngine } from '../../../src/engine/index.ts';
import { offsetMinutesAtZone } from '../../../src/time/index.ts';
import { expectApiError } from '../../fixtures.ts';
import { COMPLETE_MUHURAT_LISTS, MUHURAT_REFERENCE } from '../../reference/drik-muhurat.ts';

const IST = offsetMinutesAtZone('Asia/Kolkata');
const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const yearCache = new Map<string, ReturnType<typeof muhuratDaysWithContext>>();
function year(activity: 'marriage' | 'griha-pravesh' | 'travel', y: number) {
  const key = `${activity}${y}`;
  if (!yearCache.has(key)) {
    const dayCount = (Date.UTC(y + 1, 0, 1) - Date.UTC(y, 0, 1)) / 86_400_000;
    yearCache.set(
      key,
      muhuratDaysWithContext({ activity, first: { year: y, month: 1, day: 1 }, dayCount, place: DELHI, offsetMinutesAt: IST }),
    );
  }
  return yearCache.get(key)!;
}
const dayOf = (days: MuhuratDay[], iso: string) => days.find((d) => d.iso === iso)!;
const rulesOf = (d: MuhuratDay, effect?: string) => d.reasons.filter((r) => effect === undefined || r.effect === effect).map((r) => r.rule);

describe('known facts', () => {
  test('no marriage date in Kharmas, Chaturmas or while Jupiter or Venus is combust; January 2026 has none', () => {
    const { days } = year('marriage', 2026);
    const jan = days.filter((d) => d.iso.startsWith('2026-01'));
    assert.equal(jan.length, 31);
    assert.deepEqual(
      jan.filter((d) => !d.rejected).map((d) => d.iso),
      [],
    );
    // Kharmas 2026-01-01..13 (Sun in Dhanu), then Venus combust.
    assert.ok(rulesOf(dayOf(days, '2026-01-05'), 'rejects').includes('kharmas'));
    assert.ok(rulesOf(dayOf(days, '2026-01-20'), 'rejects').includes('shukra_asta'));
    const m2025 = year('marriage', 2025).days;
    const chaturmas = m2025.filter((d) => d.iso >= '2025-07-07' && d.iso <= '2025-10-31');
    assert.ok(chaturmas.length > 100);
    assert.deepEqual(
      chaturmas.filter((d) => !d.rejected).map((d) => d.iso),
      [],
    );
    assert.ok(rulesOf(dayOf(m2025, '2025-08-15'), 'rejects').includes('chaturmas'));
  });

  test('each dosha on a known day', () => {
    const m = year('marriage', 2025).days;
    // Guru asta: Jupiter's conjunction with the Sun, 2025-06-24 (Jupiter within 9 deg from about 12 June to 6 July).
    assert.ok(rulesOf(dayOf(m, '2025-06-24'), 'rejects').includes('guru_asta'));
    // Holashtak 2025: 2025-03-07 to Holika Dahan 2025-03-13 (Drik Panchang), a caution.
    assert.ok(rulesOf(dayOf(m, '2025-03-10'), 'cautions').includes('holashtak'));
    // Total lunar eclipse 2025-09-07/08 (NASA eclipse catalogue): a caution; and 2026-03-03.
    assert.ok(rulesOf(dayOf(year('marriage', 2026).days, '2026-03-03'), 'cautions').includes('eclipse'));
    // Adhik Jyeshtha 2026: 2026-05-17 to 2026-06-15 (Drik Panchang).
    assert.ok(rulesOf(dayOf(year('marriage', 2026).days, '2026-06-01'), 'rejects').includes('adhik_masa'));
    // Panchaka for travel: 2026-02-17 ~ 2026-02-21, Moon in Kumbha and Meena (Drik Panchang, Panchak February 2026 from 17 Feb).
    assert.ok(rulesOf(dayOf(year('travel', 2026).days, '2026-02-19')).includes('panchaka'));
    // Bhadra on Holika Dahan day 2025-03-13 (Drik Panchang: Bhadra until 22:37).
    assert.ok(rulesOf(dayOf(m, '2025-03-13')).includes('bhadra'));
    // Amavasya 2025-10-21 (Diwali's amavasya, Drik Panchang) is never allowed.
    const amavasya = dayOf(m, '2025-10-21').reasons.find((r) => r.rule === 'tithi');
    assert.ok(amavasya?.indices.includes(30));
  });

  test('an accepted day has windows, each within the day; bands follow the score', () => {
    const { days } = year('marriage', 2026);
    const open = days.filter((d) => !d.rejected);
    assert.ok(open.length > 40);
    for (const d of open) {
      assert.ok(d.windows.length > 0);
      for (const w of d.windows) assert.ok(w.startJdUt >= d.sunriseJdUt && w.endJdUt <= d.nextSunriseJdUt && w.endJdUt > w.startJdUt);
      assert.notEqual(d.band, 'Avoid');
    }
    // January 2026 has no marriage date (Kharmas, then Shukra asta): rejected days exist.
    assert.ok(
      days.some((x) => x.rejected),
      'rejected days',
    );
    for (const d of days.filter((x) => x.rejected)) assert.equal(d.band, 'Avoid');
  });

  test('extra rules close time and are reported with their id', () => {
    const base = muhuratDays({
      activity: 'marriage',
      first: { year: 2026, month: 11, day: 20 },
      dayCount: 10,
      place: DELHI,
      offsetMinutesAt: IST,
    });
    const closed = muhuratDays({
      activity: 'marriage',
      first: { year: 2026, month: 11, day: 20 },
      dayCount: 10,
      place: DELHI,
      offsetMinutesAt: IST,
      extraRules: [{ id: 'everything', closed: (ctx) => [ctx.range] }],
    });
    assert.ok(base.some((d) => !d.rejected));
    assert.equal(closed.length, 10, 'the ten days asked for');
    assert.ok(closed.every((d) => d.rejected && rulesOf(d, 'rejects').includes('everything')));
  });
});

/**
 * Drik Panchang dates the service does not accept, each with the rule that decides it:
 * the almanac accepts a day the rule closes, or keeps a window the service's windows lack.
 */
const DIFFERENCES: Record<string, string> = {
  '2026-02-21 marriage':
    "gandanta: Revati's last pada (from 13:23) follows Bhadra (to 13:01) and Ashwini, not a marriage nakshatra, " +
    'begins at 19:07: 22 minutes are left. Drik keeps the day, so it reads gandanta narrower than a pada',
  '2026-03-03 marriage':
    'lagna (jamitra): the only window, 43 minutes at the end of Purva Phalguni, has Kumbha rising and the Moon in Simha, the 7th',
  '2025-05-11 marriage': 'vyatipata_vaidhriti (Vyatipata over 98% of the day) and bhadra leave no window',
  '2025-05-25 marriage': 'nakshatra: Ashwini and Bharani all day (ETV Bharat list; not in the two newspapers quoting the full list)',
  '2025-05-26 marriage': 'nakshatra: Bharani and Krittika all day (ETV Bharat list)',
  '2026-02-24 marriage': 'ashubha_yoga: the only window left (before the next sunrise) is in Vishkumbha',
  '2026-04-27 marriage': 'ashubha_yoga: the Uttara Phalguni night window is in Vyaghata',
};

/**
 * Days the service accepts and Drik Panchang's complete lists leave out, each
 * with the rule that would decide it: a boundary Drik draws a day earlier
 * than the service's orb or ingress, or none the service makes.
 */
const EXTRA_DAYS: Record<string, string> = {
  '2026-02-04 marriage': 'shukra_asta: Venus leaves the 7 deg orb before the dawn of 2026-02-05; Drik begins on 2026-02-05',
  '2026-03-14 marriage': 'kharmas: the Sun enters Meena at 01:03 on 2026-03-15; Drik ends the season on 2026-03-12',
  '2026-04-19 marriage': "none: a 75-minute Rohini window before the next sunrise, where Drik's 2026-04-20 begins",
  '2026-07-12 marriage': "none: Rohini and Mrigashira in Krishna Trayodashi with the 7th empty; Drik's season ends on 07-11",
  '2026-04-27 griha-pravesh': 'none: a night window in Uttara Phalguni, Shukla Dwadashi (Drik lists the day for marriage only)',
};

/** Floors of agreement: Drik's dates we accept, and our accepted days in Drik's list (measured 10/13; 55/59, 55/59; 37/37, 37/38). */
const FLOORS: Readonly<Record<string, { drik: number; ours: number }>> = {
  'marriage 2025': { drik: 0.75, ours: 0 },
  'marriage 2026': { drik: 0.93, ours: 0.93 },
  'griha-pravesh 2026': { drik: 1, ours: 0.97 },
};

describe('agreement with Drik Panchang, New Delhi', () => {
  for (const [activity, y] of [
    ['marriage', 2025],
    ['marriage', 2026],
    ['griha-pravesh', 2026],
  ] as const) {
    test(`${activity} ${y}`, () => {
      const { days } = year(activity, y);
      const ours = days.filter((d) => !d.rejected).map((d) => d.iso);
      const ref = MUHURAT_REFERENCE.filter((r) => r.activity === activity && r.year === y).map((r) => r.date);
      assert.ok(ref.length >= 10);
      const floor = FLOORS[`${activity} ${y}`]!;
      const missing = ref.filter((d) => !ours.includes(d));
      // The partial 2025 list (ETV Bharat, May-June) holds two days in nakshatras no source allows; every miss is explained.
      assert.ok((ref.length - missing.length) / ref.length >= floor.drik, `${missing.length} of ${ref.length} Drik dates missing`);
      for (const d of missing) assert.ok(DIFFERENCES[`${d} ${activity}`] !== undefined, `${d} ${activity}: no rule recorded`);
      if (COMPLETE_MUHURAT_LISTS.some((c) => c.activity === activity && c.year === y)) {
        const extra = ours.filter((d) => !ref.includes(d));
        assert.ok((ours.length - extra.length) / ours.length >= floor.ours, `${extra.length} of ${ours.length} days not in Drik's list`);
        for (const d of extra) assert.ok(EXTRA_DAYS[`${d} ${activity}`] !== undefined, `${d} ${activity}: accepted, no rule recorded`);
      }
    });
  }

  test("Drik's printed windows begin and end at the tyajya yogas (ashubha_yoga)", () => {
    const { days } = year('marriage', 2026);
    const hhmm = (jd: number) => new Date((jd - 2440587.5) * 86_400_000 + 330 * 60_000).toISOString().slice(11, 16);
    // Drik: 2026-12-02 10:32 to the next sunrise (Vishkumbha ends); 2026-12-06 07:00 to 07:42 (Atiganda begins).
    const dec2 = dayOf(days, '2026-12-02');
    const dec6 = dayOf(days, '2026-12-06');
    assert.ok(rulesOf(dec2, 'limits').includes('ashubha_yoga') && rulesOf(dec6, 'limits').includes('ashubha_yoga'));
    assert.ok(Math.abs(minutesOf(hhmm(dec2.windows[0]!.startJdUt)) - minutesOf('10:32')) <= 3, hhmm(dec2.windows[0]!.startJdUt));
    assert.ok(Math.abs(minutesOf(hhmm(dec6.windows[0]!.endJdUt)) - minutesOf('07:42')) <= 3, hhmm(dec6.windows[0]!.endJdUt));
  });
});
const minutesOf = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3));

const JD_UNIX_EPOCH = 2440587.5;
const norm360 = (x: number) => ((x % 360) + 360) % 360;
/**
 * The Lahiri ayanamsa as the Indian Astronomical Ephemeris defines it,
 * 23 deg 15' 00" on 1956-03-21 (JD 2435553.5), carried by the IAU 1976
 * general precession in longitude (5029.0966" + 2.22226" T a century):
 * independent of the engine's ayanamsa, within a few arcseconds of it.
 */
function lahiriDeg(jdUt: number): number {
  const t = (jdUt - 2435553.5) / 36_525;
  return 23.25 + (5029.0966 * t + 1.11113 * t * t) / 3600;
}
/** Sidereal ascendant from astronomy-engine's apparent sidereal time and true obliquity (the textbook formula). */
function independentAscendantDeg(jdUt: number, latitudeDeg: number, longitudeDeg: number): number {
  const date = new Date((jdUt - JD_UNIX_EPOCH) * 86_400_000);
  const ramc = (Astronomy.SiderealTime(date) * 15 + longitudeDeg) * (Math.PI / 180);
  const eps = Astronomy.e_tilt(Astronomy.MakeTime(date)).tobl * (Math.PI / 180);
  const phi = latitudeDeg * (Math.PI / 180);
  const tropical = Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) * (180 / Math.PI);
  return norm360(tropical - lahiriDeg(jdUt));
}

describe('lagna shuddhi', () => {
  test('the rising signs of a day agree with an independent ascendant within 3 seconds (New Delhi and Oslo)', () => {
    for (const place of [DELHI, { latitudeDeg: 59.91, longitudeDeg: 10.75 }]) {
      const { days } = muhuratContext({ year: 2026, month: 11, day: 25 }, 1, place, IST);
      const day = { startJdUt: days[0]!.sunriseJdUt, endJdUt: days[0]!.nextSunriseJdUt };
      const spans = lagnaSpans(place, [day]);
      // Every sign rises once in a day (sunrise to sunrise), the Sun's own twice: 12 or 13 spans.
      assert.ok(spans.length >= 12 && spans.length <= 13, `${spans.length} spans`);
      const signAt = (jd: number) => Math.floor(independentAscendantDeg(jd, place.latitudeDeg, place.longitudeDeg) / 30);
      const crossings: number[] = [];
      const step = 1 / 1440;
      for (let t = day.startJdUt; t + step <= day.endJdUt; t += step) {
        if (signAt(t) === signAt(t + step)) continue;
        let lo = t;
        let hi = t + step;
        while (hi - lo > 1 / 86_400) {
          const mid = (lo + hi) / 2;
          if (signAt(mid) === signAt(lo)) lo = mid;
          else hi = mid;
        }
        crossings.push(hi);
      }
      assert.equal(crossings.length, spans.length - 1);
      spans.forEach((s, i) => {
        assert.equal(s.index, signAt((s.startJdUt + s.endJdUt) / 2));
        if (i > 0)
          assert.ok(
            Math.abs(s.startJdUt - crossings[i - 1]!) * 1440 < 0.05,
            `boundary ${i}: ${(s.startJdUt - crossings[i - 1]!) * 1440} min`,
          );
      });
    }
  });

  test('each condition closes the lagnas it names (2026-11-25: Sun in Vrischika, Moon in Vrishabha)', () => {
    // Drik Panchang, New Delhi: Vrischika Sankranti 2026-11-16; Rohini (all in Vrishabha) on the morning of 2026-11-25.
    const ctx = muhuratContext({ year: 2026, month: 11, day: 25 }, 1, DELHI, IST);
    const morning = { startJdUt: ctx.days[0]!.sunriseJdUt, endJdUt: ctx.days[0]!.sunriseJdUt + 0.25 };
    const spans = lagnaSpans(DELHI, [morning]);
    assert.ok(spans.length >= 3);
    const none: LagnaShuddhi = { emptyHouses: [], occupants: [], moonBarredHouses: [], barredFromLagna: [], source: 'test' };
    const failing = (s: Partial<LagnaShuddhi>) => failingLagnaSpans({ ...none, ...s }, spans, ctx.moonSigns).map((f) => f.index);
    assert.deepEqual(failing({}), []);
    const risen = [...new Set(spans.map((s) => s.index))];
    // The Sun (row 0) rises with Vrischika, so it is in the lagna only while Vrischika rises.
    assert.deepEqual(
      failing({ barredFromLagna: [0] }),
      risen.filter((x) => x === 7),
    );
    // The Moon in Vrishabha (1) is in the 6th from Dhanu (8), the 8th from Tula (6), the 12th from Mithuna (2).
    assert.deepEqual(
      [...new Set(failing({ moonBarredHouses: [6, 8, 12] }))],
      risen.filter((x) => [8, 6, 2].includes(x)),
    );
    // Jamitra: the Sun is in the 7th from Vrishabha only.
    assert.deepEqual(
      [...new Set(failing({ emptyHouses: [7], occupants: [0] }))],
      risen.filter((x) => x === 1),
    );
    assert.deepEqual(
      [...new Set(failing({ signs: [7] }))],
      risen.filter((x) => x !== 7),
    );
  });

  test('marriage windows leave out the lagnas with a graha in the 7th; a day with none left is rejected for lagna', () => {
    const { days } = year('marriage', 2026);
    // 2026-11-25: Drik's window runs sunrise to sunrise; the service closes the lagnas with the Sun (Vrishabha rising) or another graha opposite.
    const nov25 = dayOf(days, '2026-11-25');
    assert.equal(nov25.rejected, false);
    assert.ok(rulesOf(nov25, 'limits').includes('lagna'));
    assert.ok(nov25.reasons.find((r) => r.rule === 'lagna' && r.effect === 'limits')!.indices.includes(1));
    assert.ok(nov25.windows.length >= 2);
    // 2026-03-03 (DIFFERENCES): the only window has the Moon in the 7th.
    const mar3 = dayOf(days, '2026-03-03');
    assert.equal(mar3.rejected, true);
    assert.deepEqual(rulesOf(mar3, 'rejects'), ['lagna']);
    // Griha pravesh applies no lagna rule (rules.ts, LAGNA_SHUDDHI).
    assert.ok(year('griha-pravesh', 2026).days.length > 0, 'griha pravesh days of 2026');
    assert.ok(year('griha-pravesh', 2026).days.every((d) => !d.reasons.some((r) => r.rule === 'lagna')));
  });
});

describe('other doshas and rules', () => {
  test('gandanta closes the last pada of Revati and the first of Ashwini', () => {
    const { days, context } = year('marriage', 2026);
    assert.deepEqual(
      [...GANDANTA_PADAS].sort((a, b) => a - b),
      [0, 35, 36, 71, 72, 107],
    );
    // 2026-07-08: Revati ends and Ashwini begins (Drik Panchang, New Delhi: Revati to 16:00).
    const jul8 = dayOf(days, '2026-07-08');
    const reason = jul8.reasons.find((r) => r.rule === 'gandanta');
    assert.deepEqual(reason?.indices, [0, 107]);
    const closed = context.padas.filter((p) => p.index === 107 || p.index === 0);
    // 2026-07-08 keeps no window (its limits close the whole day), so the windows of every day of the year are checked.
    const windows = days.flatMap((d) => d.windows);
    assert.ok(windows.length > 0 && closed.length > 0, 'windows in 2026 and gandanta padas');
    for (const w of windows) for (const p of closed) assert.ok(w.endJdUt <= p.startJdUt || w.startJdUt >= p.endJdUt);
  });

  test('marriage in the solar months of Muhurta Chintamani 6.13 and Tula; griha pravesh not on Sunday nor in Purnima', () => {
    // Sun in Tula until Vrischika Sankranti, 2025-11-16 (Drik Panchang), after Devutthana Ekadashi (2025-11-01): Drik's
    // own Mumbai list keeps six of these days (drik-mumbai.test.ts), so Tula is not closed; Kanya is (2025-09-20).
    const m2025 = year('marriage', 2025).days;
    const tula = m2025.filter((d) => d.iso >= '2025-11-03' && d.iso <= '2025-11-15');
    assert.equal(tula.length, 13);
    assert.ok(tula.every((d) => !d.reasons.some((r) => r.rule === 'solar_month')));
    assert.ok(tula.filter((d) => !d.rejected).length >= 4);
    assert.ok(rulesOf(dayOf(m2025, '2025-09-20'), 'rejects').includes('solar_month'));
    const gp = year('griha-pravesh', 2026).days;
    // 2026-04-19 is a Sunday, 2026-12-23 a Purnima (the full moon of 2026-12-24 UT).
    assert.ok(rulesOf(dayOf(gp, '2026-04-19'), 'rejects').includes('weekday'));
    assert.ok(
      dayOf(gp, '2026-12-23')
        .reasons.find((r) => r.rule === 'tithi')
        ?.indices.includes(15),
    );
    assert.equal(dayOf(gp, '2026-12-23').rejected, true);
  });

  test('griha pravesh avoids only the Bhadra on earth (the Moon in Karka, Simha, Kumbha, Meena); marriage every Bhadra', () => {
    // 2026-03-06: Bhadra with the Moon in Kanya (Hasta), then the Rikta Krishna Chaturthi: Drik lists the day for griha pravesh only.
    const { days: gp, context } = year('griha-pravesh', 2026);
    const mar6 = dayOf(gp, '2026-03-06');
    assert.equal(mar6.rejected, false);
    assert.ok(!mar6.reasons.some((r) => r.rule === 'bhadra_bhuloka'));
    const moonSign = context.moonSigns.find((m) => m.startJdUt <= mar6.windows[0]!.startJdUt && m.endJdUt > mar6.windows[0]!.startJdUt)!;
    assert.equal(moonSign.index, 5);
    assert.equal(dayOf(year('marriage', 2026).days, '2026-03-06').rejected, true);
    assert.ok(rulesOf(dayOf(year('marriage', 2026).days, '2026-03-06'), 'limits').includes('bhadra'));
    // 2026-02-21: Bhadra with the Moon in Meena is on earth and closes griha pravesh.
    assert.deepEqual(dayOf(gp, '2026-02-21').reasons.find((r) => r.rule === 'bhadra_bhuloka')?.indices, [11]);
  });
});

describe('GET /v1/muhurat/search', () => {
  const e = createEngine();
  const q = { activity: 'marriage', from: '2026-11-01', to: '2026-12-15', lat: 28.6139, lon: 77.209 };
  test('pages with the cursor; every day once', async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const a = await e.run('muhuratSearch', { ...q, limit: 20, ...(cursor ? { cursor } : {}) });
      const data = a.data as { days: { date: string }[]; next_cursor: string | null };
      seen.push(...data.days.map((d) => d.date));
      cursor = data.next_cursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    assert.equal(pages, 3);
    assert.equal(seen.length, 45);
    assert.equal(new Set(seen).size, 45);
  });
  test('bad inputs', async () => {
    await expectApiError(e.run('muhuratSearch', { ...q, activity: 'picnic' }), {
      code: 'invalid_parameter',
      param: 'activity',
      message: /marriage, griha-pravesh, business, vehicle, travel, education, namkaran, property/,
    });
    await expectApiError(e.run('muhuratSearch', { ...q, to: '2027-11-02' }), { code: 'invalid_parameter', param: 'to' });
    await expectApiError(e.run('muhuratSearch', { ...q, to: '2026-10-31' }), { code: 'invalid_parameter', param: 'to' });
    await expectApiError(e.run('muhuratSearch', { ...q, cursor: 'bm9wZQ' }), { code: 'invalid_parameter', param: 'cursor' });
    const other = await e.run('muhuratSearch', { ...q, to: '2026-12-31', limit: 5 });
    await expectApiError(e.run('muhuratSearch', { ...q, cursor: (other.data as { next_cursor: string }).next_cursor }), {
      code: 'invalid_parameter',
      param: 'cursor',
    });
    await expectApiError(e.run('muhuratSearch', { ...q, from: '2026-06-01', to: '2026-06-30', lat: 78.2, lon: 15.6 }), {
      code: 'invalid_parameter',
      param: 'lat',
    });
  });
});
