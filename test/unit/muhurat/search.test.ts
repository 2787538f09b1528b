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
import { muhuratDays, muhuratDaysWithContext, type MuhuratDay } from '../../../src/domain/muhurat/index.ts';
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
    yearCache.set(key, muhuratDaysWithContext({ activity, first: { year: y, month: 1, day: 1 }, dayCount, place: DELHI, offsetMinutesAt: IST }));
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
    assert.deepEqual(jan.filter((d) => !d.rejected).map((d) => d.iso), []);
    // Kharmas 2026-01-01..13 (Sun in Dhanu), then Venus combust.
    assert.ok(rulesOf(dayOf(days, '2026-01-05'), 'rejects').includes('kharmas'));
    assert.ok(rulesOf(dayOf(days, '2026-01-20'), 'rejects').includes('shukra_asta'));
    const m2025 = year('marriage', 2025).days;
    const chaturmas = m2025.filter((d) => d.iso >= '2025-07-07' && d.iso <= '2025-10-31');
    assert.ok(chaturmas.length > 100);
    assert.deepEqual(chaturmas.filter((d) => !d.rejected).map((d) => d.iso), []);
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
    for (const d of days.filter((x) => x.rejected)) assert.equal(d.band, 'Avoid');
  });

  test('extra rules close time and are reported with their id', () => {
    const base = muhuratDays({ activity: 'marriage', first: { year: 2026, month: 11, day: 20 }, dayCount: 10, place: DELHI, offsetMinutesAt: IST });
    const closed = muhuratDays({ activity: 'marriage', first: { year: 2026, month: 11, day: 20 }, dayCount: 10, place: DELHI, offsetMinutesAt: IST,
      extraRules: [{ id: 'everything', closed: (ctx) => [ctx.range] }] });
    assert.ok(base.some((d) => !d.rejected));
    assert.ok(closed.every((d) => d.rejected && rulesOf(d, 'rejects').includes('everything')));
  });
});

/**
 * Drik Panchang dates the service does not accept, each with the rule that decides it:
 * the almanac accepts a day the rule closes, or keeps a window the service's windows lack.
 */
const DIFFERENCES: Record<string, string> = {
  '2026-03-06 griha-pravesh': 'bhadra and tithi (Krishna Chaturthi) leave no window',
  '2026-03-13 griha-pravesh': 'nakshatra (Purva Ashadha) with bhadra leaves no window',
  '2026-07-02 griha-pravesh': 'nakshatra (Shravana) with bhadra and Vaidhriti leaves no window',
  '2025-05-11 marriage': 'vyatipata_vaidhriti (Vyatipata over 98% of the day) and bhadra leave no window',
  '2025-05-25 marriage': 'nakshatra: Ashwini and Bharani all day (ETV Bharat list; not in the two newspapers quoting the full list)',
  '2025-05-26 marriage': 'nakshatra: Bharani and Krittika all day (ETV Bharat list)',
  '2026-02-24 marriage': 'ashubha_yoga: the only window left (before the next sunrise) is in Vishkumbha',
  '2026-04-27 marriage': 'ashubha_yoga: the Uttara Phalguni night window is in Vyaghata',
};

/**
 * Days the service accepts and Drik Panchang's complete lists leave out, each
 * with the check that would decide it: one the service does not make (lagna
 * shuddhi of the windows, the gandanta padas of Magha, Mula and Revati), or a
 * boundary Drik draws a day earlier than the service's orb or ingress.
 */
const EXTRA_DAYS: Record<string, string> = {
  '2026-02-04 marriage': 'shukra_asta: Venus leaves the 7 deg orb before the dawn of 2026-02-05; Drik begins on 2026-02-05',
  '2026-03-14 marriage': 'kharmas: the Sun enters Meena at 01:03 on 2026-03-15; Drik ends the season on 2026-03-12',
  '2026-04-19 marriage': 'lagna (not checked): a 75-minute Rohini window before the next sunrise',
  '2026-06-19 marriage': 'gandanta (not checked): Magha begins at 10:07, its first pada at the Ashlesha junction',
  '2026-06-28 marriage': 'gandanta (not checked): the two-hour window opens as Mula begins, at the Jyeshtha junction',
  '2026-07-08 marriage': 'gandanta (not checked): Revati\'s last pada, ending at the Ashwini junction at 16:00',
  '2026-07-12 marriage': 'lagna (not checked): Rohini and Mrigashira in Krishna Trayodashi, no rule the service makes closes it',
  '2026-07-16 marriage': 'gandanta (not checked): Magha begins at 19:52, the window is its first pada',
  '2026-11-30 marriage': 'gandanta (not checked): Magha began at 09:42, a 92-minute window between Bhadra and Vaidhriti',
  '2026-02-07 griha-pravesh': 'lagna (not checked): one short Chitra window before the next sunrise',
  '2026-02-14 griha-pravesh': 'lagna (not checked)',
  '2026-04-19 griha-pravesh': 'lagna (not checked): a 75-minute Rohini window before the next sunrise',
  '2026-04-27 griha-pravesh': 'lagna (not checked)',
  '2026-05-03 griha-pravesh': 'lagna (not checked)',
  '2026-05-07 griha-pravesh': 'lagna (not checked)',
  '2026-05-14 griha-pravesh': 'lagna (not checked)',
  '2026-06-15 griha-pravesh': 'lagna (not checked): the first day after adhik Jyeshtha',
  '2026-06-21 griha-pravesh': 'lagna (not checked)',
  '2026-07-08 griha-pravesh': 'gandanta (not checked): Revati\'s last pada',
  '2026-07-11 griha-pravesh': 'lagna (not checked)',
  '2026-07-12 griha-pravesh': 'lagna (not checked)',
  '2026-11-15 griha-pravesh': 'lagna (not checked)',
  '2026-12-05 griha-pravesh': 'lagna (not checked)',
  '2026-12-23 griha-pravesh': 'lagna (not checked)',
};

/** Floors of agreement: Drik's dates we accept, and our accepted days in Drik's list (measured 57/59, 57/66; 34/37, 34/49). */
const FLOORS: Readonly<Record<string, { drik: number; ours: number }>> = {
  'marriage 2025': { drik: 0.75, ours: 0 },
  'marriage 2026': { drik: 0.95, ours: 0.85 },
  'griha-pravesh 2026': { drik: 0.9, ours: 0.68 },
};

describe('agreement with Drik Panchang, New Delhi', () => {
  for (const [activity, y] of [['marriage', 2025], ['marriage', 2026], ['griha-pravesh', 2026]] as const) {
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

  test('Drik\'s printed windows begin and end at the tyajya yogas (ashubha_yoga)', () => {
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
    await expectApiError(e.run('muhuratSearch', { ...q, activity: 'picnic' }),
      { code: 'invalid_parameter', param: 'activity', message: /marriage, griha-pravesh, business, vehicle, travel, education, namkaran, property/ });
    await expectApiError(e.run('muhuratSearch', { ...q, to: '2027-11-02' }), { code: 'invalid_parameter', param: 'to' });
    await expectApiError(e.run('muhuratSearch', { ...q, to: '2026-10-31' }), { code: 'invalid_parameter', param: 'to' });
    await expectApiError(e.run('muhuratSearch', { ...q, cursor: 'bm9wZQ' }), { code: 'invalid_parameter', param: 'cursor' });
    const other = await e.run('muhuratSearch', { ...q, to: '2026-12-31', limit: 5 });
    await expectApiError(e.run('muhuratSearch', { ...q, cursor: (other.data as { next_cursor: string }).next_cursor }),
      { code: 'invalid_parameter', param: 'cursor' });
    await expectApiError(e.run('muhuratSearch', { ...q, from: '2026-06-01', to: '2026-06-30', lat: 78.2, lon: 15.6 }),
      { code: 'invalid_parameter', param: 'lat' });
  });
});
