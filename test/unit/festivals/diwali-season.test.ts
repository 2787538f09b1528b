/**
 * The festivals from Sharad Navratri to Dev Deepawali against Drik Panchang's
 * published dates, windows and moments: the shared reference
 * (test/reference/drik-panchang.ts, New Delhi 2025, 2026 and 2030) plus the
 * records below, each with its source, for the rules' hard cases (Diwali's
 * amavasya in two pradoshes, an adhik Ashwin, Dussehra's Shravana rule) and
 * a place with daylight saving (New York). Every date equal, every time
 * within 2 minutes (moonrise 3, see MOONRISE_TOLERANCE_MIN), and each
 * disagreement explained in DISAGREEMENTS.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { festivalYearContext } from '../../../src/domain/festivals/index.ts';
import { offsetMinutesAtZone, renderLocal } from '../../../src/time/index.ts';
import { FESTIVAL_REFERENCE, type ReferenceRecord } from '../../reference/drik-panchang.ts';
import { contextOf, festivalRule, firstFound, minutesOff } from './reference-helpers.ts';
import { rowLabel } from '../../../src/i18n/catalogue.ts';

const IDS = [
  'sharad_navratri',
  'sandhi_puja',
  'vijayadashami',
  'sharad_purnima',
  'valmiki_jayanti',
  'karwa_chauth',
  'ahoi_ashtami',
  'dhanteras',
  'narak_chaturdashi',
  'kali_chaudas',
  'diwali',
  'govardhan_puja',
  'bhai_dooj',
  'akshaya_navami',
  'kartik_purnima',
  'dev_deepawali',
];

/** Published values for years and places the shared reference does not hold, each quoting Drik Panchang unless its note says otherwise. */
const EXTRA_REFERENCE: ReferenceRecord[] = [
  {
    place: 'new-delhi',
    year: 2025,
    id: 'sharad_purnima',
    date: '2025-10-06',
    moments: [{ id: 'moonrise', at: '17:27' }],
    tithi: { start: '2025-10-06 12:23', end: '2025-10-07 09:16' },
    source:
      'ABP Live, 2025-10-06, "Sharad Purnima 2025 moon time", "According to Drik Panchang" (https://news.abplive.com/religion/sharad-purnima-2025-moon-time-today-city-wise-moonrises-ka-samay-in-delhi-ncr-1804313): 10-06, New Delhi moonrise 17:27; Lokmat Times, 2025-10-06 (https://www.lokmattimes.com/lifestyle/sharad-purnima-2025-moon-time-significance-rituals-and-moon-timings-of-kojagiri-purnima-a517/amp): the tithi',
  },
  {
    place: 'new-delhi',
    year: 2025,
    id: 'akshaya_navami',
    date: '2025-10-31',
    windows: [{ id: 'purvahna', start: '06:32', end: '10:03' }],
    tithi: { start: '2025-10-30 10:06', end: '2025-10-31 10:03' },
    source:
      'sentechzone.com, 2025-10-29, syndicating Hindustan Times, "As per Drik Panchang", New Delhi (https://sentechzone.com/2025/10/29/akshaya-navami-2025-is-on-october-30-or-october-31-check-correct-date-shubh-muhurat-and-vrat-katha)',
    note: 'Boldsky (no almanac named) prints the purvahna from 05:40, before sunrise: not recorded.',
  },
  {
    place: 'new-delhi',
    year: 2021,
    id: 'diwali',
    date: '2021-11-04',
    windows: [
      { id: 'lakshmi_puja', start: '18:09', end: '20:04' },
      { id: 'mahanishita', start: '23:39', end: '2021-11-05 00:31' },
      { id: 'simha', start: '2021-11-05 00:39', end: '2021-11-05 02:56' },
    ],
    tithi: { start: '2021-11-04 06:03', end: '2021-11-05 02:44' },
    source:
      'NDTV, 2021-11-03, "Lakshmi Puja 2021 date", "According to Drik Panchang" (https://www.ndtv.com/india-news/lakshmi-puja-2021-date-puja-timings-shubh-muhurat-for-lakshmi-puja-on-diwali-2595755): New Delhi 18:09-20:04',
  },
  {
    place: 'new-delhi',
    year: 2022,
    id: 'diwali',
    date: '2022-10-24',
    windows: [
      { id: 'lakshmi_puja', start: '18:53', end: '20:16' },
      { id: 'pradosh', start: '17:43', end: '20:16' },
      { id: 'vrishabha', start: '18:53', end: '20:48' },
    ],
    source:
      'Free Press Journal, 2022-10-23, "Lakshmi Puja 2022 shubh muhurat" (https://www.freepressjournal.in/spirituality/lakshmi-puja-2022-shubh-muhurat-time-in-mumbai-puja-vidhi-and-significance-on-diwali): "According to Drik panchang", New Delhi 18:53-20:16',
    note: 'The page prints the amavasya as ending 18:53 on 10-24, the start of the Vrishabha lagna; not recorded.',
  },
  {
    place: 'new-delhi',
    year: 2024,
    id: 'diwali',
    date: '2024-11-01',
    windows: [{ id: 'lakshmi_puja', start: '17:36', end: '18:16' }],
    source:
      'gobloging.com, "Diwali 2024", quoting Drik Panchang (https://gobloging.com/?p=20911): "The Diwali Mahurat in New Delhi is from 5:36 pm to 6:16 pm"',
    note: "Amavasya covers pradosh on 10-31 and for 40 minutes (more than a ghati) on 11-01: the second day, its puja from sunset to the end of amavasya, before the Vrishabha lagna rises. The same page also calls 10-31 Diwali with another city's times; only its New Delhi line is recorded.",
  },
  {
    place: 'new-delhi',
    year: 2023,
    id: 'vijayadashami',
    date: '2023-10-24',
    windows: [{ id: 'vijay_muhurat', start: '13:58', end: '14:43' }],
    tithi: { start: '2023-10-23 17:45', end: '2023-10-24 15:14' },
    source:
      'Janta Se Rishta, 2023-10, "Dussehra: 3 coincidences" (https://jantaserishta.com/amp/religion/these-3-amazing-coincidences-including-vriddhi-yoga-are-taking-place-on-dussehra-2890462): 10-24, dashami 10-23 17:44 to 10-24 15:14, vijay muhurat 13:58-14:43; The Hindu, 2023-10-22 (https://www.thehindu.com/news/national/andhra-pradesh/vijaya-dasami-is-on-october-23-say-kanaka-durga-temple-priests-section-of-almanac-writers/article67449445.ece/amp/): the Drik-reckoning date is 10-24',
    note: "Not Drik's own page. Shravana holds the aparahna of 10-23, but dashami begins after that sunset, so the Shravana rule does not apply (the Telugu purva paddhati takes 10-23).",
  },
  {
    place: 'new-delhi',
    year: 2020,
    id: 'sharad_purnima',
    date: '2020-10-30',
    moments: [{ id: 'moonrise', at: '17:11' }],
    tithi: { start: '2020-10-30 17:45', end: '2020-10-31 20:18' },
    source:
      'India Today, 2020-10-29, "Sharad Purnima 2020" (https://www.indiatoday.in/information/story/sharad-purnima-2020-date-time-and-significance-1735153-2020-10-29), with drikpanchang\'s text; Indian Express, 2020-10-29, "According to drikpanchang.com": the same tithi',
    note: 'The year of an adhik Ashwin (09-17 to 10-16): the Purnima of the adhik month is skipped. The Moon rose before Purnima began: the date is set by Purnima at nishita, not at moonrise. Indian Express prints moonrise 16:29.',
  },
  {
    place: 'new-delhi',
    year: 2020,
    id: 'govardhan_puja',
    date: '2020-11-15',
    windows: [{ id: 'sayankal', start: '15:19', end: '17:27' }],
    tithi: { start: '2020-11-15 10:36', end: '2020-11-16 07:06' },
    source:
      'Indian Express, 2020-11-14, "Govardhan Puja 2020", "According to drikpanchang.com" (https://indianexpress.com/article/lifestyle/life-style/govardhan-puja-2020-date-puja-timings-history-importance-and-significance-7051682/); The Quint, 2020-11-11: the same',
    note: 'Pratipada ends 20 minutes after the sunrise of 11-16, so the puja is kept on the day it begins; only the sayankal muhurat falls in it.',
  },
  {
    place: 'new-york',
    year: 2025,
    id: 'diwali',
    date: '2025-10-20',
    windows: [{ id: 'lakshmi_puja', start: '19:17', end: '20:45' }],
    source:
      'Hindustan Times, 2025-10-09, "Diwali 2025: does it fall on October 20 or 21 in the US?" (https://www.hindustantimes.com/lifestyle/diwali-2025-does-it-fall-on-october-20-or-21-in-the-us-here-s-everything-you-need-to-know-101759948504015.html): "According to Drik Panchang", New York, 10-20, 19:17-20:45; Live Hindustan, 2025-10-14: New York 10-20',
    note: 'EDT (UTC-4). New York has amavasya (06:14 on 10-20 to 08:25 on 10-21 local) in one pradosh only.',
  },
];

const TOLERANCE_MIN = 2;
/**
 * Moonrise here is the Moon's centre on the horizon (the operation's
 * convention); Drik's moonrise times for New Delhi run 1-2 minutes earlier
 * (Karwa Chauth 2025 20:13 against 20:15, Narak Chaturdashi 05:12-05:13
 * against 05:14, Ahoi Ashtami 23:20 against 23:22), as the upper limb rises
 * before the centre. Moonrise moments and the windows they bound get 3 minutes.
 */
const MOONRISE_TOLERANCE_MIN = 3;
const MOONRISE_BOUND = new Set(['moonrise', 'upavasa end', 'abhyang_snan start']);

/**
 * Published values the rules do not reproduce, and why. Each is asserted to
 * still disagree, so a note cannot outlive its reason.
 */
const DISAGREEMENTS: Record<string, string> = {
  'new-delhi 2025 dev_deepawali pradosh':
    "NDTV and Big TV Live print 17:15-19:05, naming no almanac; New Delhi's sunset is 17:33 that " +
    "day (17:15 is Varanasi's, where Dev Deepawali is kept) and pradosh, a fifth of the night, lasts 2 h 36 min, not 1 h 50 min.",
};

const records = [...FESTIVAL_REFERENCE.filter((r) => IDS.includes(r.id)), ...EXTRA_REFERENCE];

describe('Sharad Navratri to Dev Deepawali against Drik Panchang', () => {
  test('the references cover every one of these festivals in 2025 and the hard cases', () => {
    const ids2025 = new Set(records.filter((r) => r.year === 2025 && r.place === 'new-delhi').map((r) => r.id));
    assert.ok(ids2025.size >= 14, `${ids2025.size} festivals with 2025 New Delhi records`);
    assert.ok(records.filter((r) => r.year === 2026).length >= 4);
    assert.ok(records.some((r) => r.place === 'new-york'));
  });

  for (const record of records) {
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => {
      const ctx = contextOf(record.place, record.year);
      const found = firstFound(ctx, record.id);
      assert.ok(found, `${record.id} found in ${record.year}`);
      assert.equal(ctx.days[found.dayIndex]!.iso, record.date, 'date');
      const near = (what: string, published: string, jdUt: number) => {
        const off = minutesOff(record, published, jdUt, ctx);
        const tolerance = MOONRISE_BOUND.has(what) ? MOONRISE_TOLERANCE_MIN : TOLERANCE_MIN;
        const why = DISAGREEMENTS[`${record.place} ${record.year} ${record.id} ${what.split(' ')[0]}`];
        const detail = `${what}: published ${published}, ours ${renderLocal(jdUt, ctx.offsetMinutesAt, 'second')} (${off.toFixed(1)} min)`;
        if (why !== undefined) assert.ok(Math.abs(off) > tolerance, `no longer disagrees, drop the note: ${detail}`);
        else assert.ok(Math.abs(off) <= tolerance, detail);
      };
      for (const w of record.windows ?? []) {
        const ours = found.windows.find((x) => x.id === w.id);
        assert.ok(ours, `window ${w.id} among ${found.windows.map((x) => x.id).join(', ')}`);
        near(`${w.id} start`, w.start, ours.startJdUt);
        near(`${w.id} end`, w.end, ours.endJdUt);
      }
      for (const m of record.moments ?? []) {
        const ours = found.moments.find((x) => x.id === m.id);
        assert.ok(ours, `moment ${m.id} among ${found.moments.map((x) => x.id).join(', ')}`);
        near(m.id, m.at, ours.atJdUt);
      }
      if (record.tithi !== undefined) {
        near('tithi start', record.tithi.start, found.tithi.startJdUt);
        near('tithi end', record.tithi.end, found.tithi.endJdUt);
      }
    });
  }
});

describe('the named fallbacks', () => {
  test('Diwali 2025 and 2024 (New Delhi): amavasya in two pradoshes, decided by the one-ghati rule', () => {
    const in2025 = firstFound(contextOf('new-delhi', 2025), 'diwali')!;
    const in2024 = firstFound(contextOf('new-delhi', 2024), 'diwali')!;
    assert.deepEqual(in2025.flags, ['amavasya_in_both_pradosh']);
    // 2024: the puja is cut by amavasya's end before the Vrishabha lagna rises (the published 17:36-18:16).
    assert.deepEqual(in2024.flags, ['amavasya_in_both_pradosh', 'puja_outside_vrishabha']);
  });

  test('Karwa Chauth 2025 (New Delhi): chaturthi at neither moonrise, so its sunrise day', () => {
    const ctx = contextOf('new-delhi', 2025);
    const found = firstFound(ctx, 'karwa_chauth')!;
    assert.deepEqual(found.flags, ['chaturthi_misses_moonrise']);
    // The published chaturthi (10-09 22:54 to 10-10 19:38) ends before the published moonrise (20:13).
    assert.ok(found.tithi.endJdUt < found.moments.find((m) => m.id === 'moonrise')!.atJdUt);
  });

  test('every festival has a rule and names in English and Hindi, and is found once in 1900 and 2100', () => {
    for (const year of [1900, 2100]) {
      const ctx = festivalYearContext(year, { latitudeDeg: 28.6139, longitudeDeg: 77.209 }, offsetMinutesAtZone('Asia/Kolkata'));
      for (const id of IDS) {
        const rule = festivalRule(id);
        const f = firstFound(ctx, id);
        assert.ok(f, `${rule.id} in ${year}`);
        assert.ok(/[\u0900-\u097F]/.test(rowLabel('festival', rule.id, 'hi')) && /[\u0900-\u097F]/.test(rule.rule.hi), rule.id);
        assert.ok(rule.rule.en.length > 40, rule.id);
        assert.ok(f.dayIndex >= ctx.firstDayIndex && f.dayIndex <= ctx.lastDayIndex, `${rule.id} within ${year}`);
        for (const w of f.windows) assert.ok(w.endJdUt > w.startJdUt, `${rule.id} ${w.id}`);
      }
    }
  });
});
