/**
 * The Ekadashi calendar against Drik Panchang's published dates and paran
 * windows (test/reference/drik-panchang.ts: every Ekadashi it prints for each
 * place and year there, with the page each value comes from). Every date must
 * be equal and every window within 2 minutes (Drik prints whole minutes; its
 * sunrise and tithi ends differ from ours by under a minute). The
 * disagreements are listed below, each with its reason, and asserted.
 */
import assert from 'node:assert/strict';
import type { Static } from '@sinclair/typebox';
import { describe, test } from 'node:test';
import { ApiError } from '../../../src/core/errors.ts';
import {
  ARUNODAYA_BEFORE_SUNRISE_DAYS,
  EKADASHI_IDS,
  ekadashiObservances,
  yearDays,
  type Observance,
} from '../../../src/domain/ekadashi/index.ts';
import { isoDate } from '../../../src/domain/panchang/index.ts';
import { calendarEkadashi, EkadashiData } from '../../../src/operations/calendar/ekadashi.ts';
import { offsetMinutesAtZone } from '../../../src/time/index.ts';
import { EKADASHI_REFERENCE, REFERENCE_PLACES, type ReferenceRecord } from '../../reference/drik-panchang.ts';

const MINUTE_MS = 60_000;
const TOLERANCE_MS = 2 * MINUTE_MS;

type Entry = Static<typeof EkadashiData>['ekadashis'][number];

function yearOf(placeId: keyof typeof REFERENCE_PLACES, year: number): Entry[] {
  const p = REFERENCE_PLACES[placeId];
  const out = calendarEkadashi.compute({
    year,
    latitudeDeg: p.latitudeDeg,
    longitudeDeg: p.longitudeDeg,
    timezone: p.timeZone,
    lang: 'en',
  });
  return (out as { data: { ekadashis: Entry[] } }).data.ekadashis;
}

/** Unix ms of a reference 'YYYY-MM-DD HH:MM' in the place's zone, through the offset our answer printed for that day. */
function refMs(local: string, offsetOf: string): number {
  return Date.parse(`${local.replace(' ', 'T')}:00${offsetOf}`);
}
const offsetIn = (dateTime: string) => dateTime.slice(19);

function assertNear(ours: string, ref: string, what: string): void {
  const diff = Math.abs(Date.parse(ours) - refMs(ref, offsetIn(ours)));
  assert.ok(diff <= TOLERANCE_MS, `${what}: ours ${ours}, Drik ${ref} (${(diff / MINUTE_MS).toFixed(1)} min apart)`);
}

/** The entry of a reference record: the same id, the almanac date within three days. */
function entryFor(entries: Entry[], ref: ReferenceRecord): Entry {
  const near = entries.filter((e) => e.id === ref.id && Math.abs(Date.parse(e.almanac.date) - Date.parse(ref.date)) <= 3 * 86_400_000);
  assert.equal(near.length, 1, `${ref.place} ${ref.year} ${ref.id} ${ref.date}: expected one entry, found ${near.length}`);
  return near[0]!;
}

/**
 * Where the service's `date` (the sunrise rule) differs from Drik's, its
 * `almanac.date` must equal Drik's and name the reason: Drik lets Dwadashi
 * decide (docs/panchang.md). These are the records where that happens.
 */
const SUNRISE_RULE_DIFFERS: Record<string, string> = {
  // Ekadashi 26 May 05:11 to 27 May 06:22 covers both sunrises; Dwadashi lasts to 28 May 07:57, past that
  // sunrise, so Drik keeps the fast on the second day (paran 28 May in Dwadashi).
  'new-delhi|2026|padmini': 'dwadashi_at_third_sunrise',
  // Ekadashi 13 Jan 04:48 to 14 Jan 07:23 EST covers both sunrises (14 Jan by 4 minutes); Dwadashi lasts past the
  // 15 Jan sunrise: the second day.
  'new-york|2026|shattila': 'dwadashi_at_third_sunrise',
  // Ekadashi 3 Mar 04:45 to 4 Mar 07:25 IST covers both sunrises; Dwadashi lasts to 5 Mar 09:53, past that sunrise
  // (Drik's list names 5 Mar "Unmilini Mahadwadashi"): the second day.
  'new-delhi|2027|vijaya': 'dwadashi_at_third_sunrise',
  // Ekadashi 6 Sep 10:00 to 7 Sep 07:35 EDT covers the 7 Sep sunrise only, and Dwadashi ends before the 8 Sep
  // sunrise: a paran after a fast on 7 Sep would miss Dwadashi, so Drik keeps the Smarta fast on 6 Sep.
  'new-york|2026|aja': 'dwadashi_ends_before_next_sunrise',
  // The same: Ekadashi 19 Dec 11:40 to 20 Dec 09:45 EST, Dwadashi over before the 21 Dec sunrise.
  'new-york|2026|mokshada': 'dwadashi_ends_before_next_sunrise',
  // Vilnius, the same: Ekadashi 28 Jan 13:07 to 29 Jan 10:26 EET and 8 Aug 11:30 to 9 Aug 08:36 EEST, each holding
  // one sunrise, its Dwadashi over before the next: Drik keeps the Smarta fasts on 28 Jan and 8 Aug.
  'vilnius|2026|jaya': 'dwadashi_ends_before_next_sunrise',
  'vilnius|2026|kamika': 'dwadashi_ends_before_next_sunrise',
  // 2027, the same case four times (Drik's list names each second day "Trisparsha Mahadwadashi" or the Gauna fast):
  // Ekadashi 18 Jan 10:28 to 19 Jan 07:50 IST (New Delhi), 16 Feb 09:50 to 17 Feb 07:02 EST (New York),
  // 16 Apr 08:52 to 17 Apr 06:58 EEST and 23 Nov 10:15 to 24 Nov 08:42 EET (Vilnius): each holds one sunrise and
  // its Dwadashi is over before the next, so Drik keeps the Smarta fast on the first day.
  'new-delhi|2027|pausha_putrada': 'dwadashi_ends_before_next_sunrise',
  'new-york|2027|jaya': 'dwadashi_ends_before_next_sunrise',
  'vilnius|2027|kamada': 'dwadashi_ends_before_next_sunrise',
  'vilnius|2027|utpanna': 'dwadashi_ends_before_next_sunrise',
};

/**
 * Vaishnava dates that differ from Drik's. Drik keeps New York's Kamika 2026
 * fast on 8 Aug for Vaishnavas too, though Ekadashi begins (04:30 EDT) after
 * arunodaya as 96 minutes before sunrise puts it (the rule the service
 * states): Drik's arunodaya here is later, as two muhurtas of the night
 * (2/15 of about 10 hours, 80 minutes before sunrise) would put it. The
 * test checks the case lies in that gap.
 */
const VAISHNAVA_DIFFERS: Record<string, { ours: string; note: string }> = {
  'new-york|2026|kamika': { ours: '2026-08-09', note: 'Ekadashi begins between 96 and 80 minutes before sunrise' },
};

/**
 * Reference moments read on the wrong half of the clock: Drik prints New
 * York's Rama 2026 "Dwadashi End Moment 12:00 AM", midnight at the end of
 * 5 Nov; the fixture has 12:00 (noon) on 5 Nov. Ekadashi ends at 00:06 on
 * 5 Nov, so a Dwadashi ending at noon would last 12 hours, and no tithi lasts
 * less than about 19.
 */
const MOMENT_MISREAD: Record<string, { at: string }> = {
  'new-york|2026|rama|dwadashi_end': { at: '2026-11-06 00:00' },
};

/**
 * Earlier New Delhi Ekadashis as newspapers printed them from Drik Panchang
 * (its default place; the times fit New Delhi's sunrise), gathered for this
 * test: one a year, 2019 to 2022, each a different case of the paran rule.
 */
const EARLIER_YEARS: ReferenceRecord[] = [
  {
    place: 'new-delhi',
    year: 2019,
    id: 'parsva',
    date: '2019-09-09',
    paran: { start: '2019-09-10 07:05', end: '2019-09-10 08:33' },
    moments: [{ id: 'hari_vasara_end', at: '2019-09-10 07:05' }],
    source:
      'india.com, "Parivartini Ekadashi 2019" (https://www.india.com/hindi-news/faith-hindi/parivartini-ekadashi-pasharv-ekadashi-paran-vidhi-hari-vasar-shubh-muhurat-in-hindi/): fast 9 Sep, paran 07:05-08:33 on 10 Sep, Hari Vasara ends 07:05',
  },
  {
    place: 'new-delhi',
    year: 2020,
    id: 'parama',
    date: '2020-10-13',
    tithi: { start: '2020-10-12 16:38', end: '2020-10-13 14:35' },
    paran: { start: '2020-10-14 06:21', end: '2020-10-14 08:40' },
    moments: [{ id: 'dwadashi_end', at: '2020-10-14 11:51' }],
    source:
      'jantaserishta.com, "आज है परमा एकादशी" (https://jantaserishta.com/religion/today-is-parma-ekadashi-know-the-auspicious-time-and-significance-of-the-fast-625579)',
  },
  {
    place: 'new-delhi',
    year: 2021,
    id: 'jaya',
    date: '2021-02-23',
    tithi: { start: '2021-02-22 17:16', end: '2021-02-23 18:05' },
    paran: { start: '2021-02-24 06:50', end: '2021-02-24 09:08' },
    source:
      'news18.com, "Aaj Ka Panchang for February 23" (https://www.news18.com/news/india/aaj-ka-panchang-for-february-23-know-about-tithi-nakshatra-shubh-muhurat-and-rahu-kaal-3462419.html)',
  },
  {
    place: 'new-delhi',
    year: 2022,
    id: 'pausha_putrada',
    date: '2022-01-13',
    tithi: { start: '2022-01-12 16:49', end: '2022-01-13 19:32' },
    paran: { start: '2022-01-14 07:15', end: '2022-01-14 09:21' },
    moments: [{ id: 'dwadashi_end', at: '2022-01-14 22:19' }],
    source:
      'boldsky.com, "Vaikuntha Ekadashi 2022: Date, Parana Time" (http://origin-www.boldsky.com/yoga-spirituality/festivals/vaikuntha-ekadashi-date-parana-time-history-signifcance-138883.html)',
  },
  {
    place: 'new-delhi',
    year: 2023,
    id: 'devshayani',
    date: '2023-06-29',
    tithi: { start: '2023-06-29 03:18', end: '2023-06-30 02:42' },
    paran: { start: '2023-06-30 13:48', end: '2023-06-30 16:36' },
    moments: [{ id: 'hari_vasara_end', at: '2023-06-30 08:20' }],
    source:
      'jk24x7news.tv, "Devshayani Ekadashi Parana 2023" (https://jk24x7news.tv/devshayani-ekadashi-parana-2023-know-date-time-and-significance-of-paran): Hari Vasara ends 08:20, after pratahkal, so the paran follows madhyahna',
  },
];

const groups = new Map<string, ReferenceRecord[]>();
for (const r of [...EKADASHI_REFERENCE, ...EARLIER_YEARS])
  groups.set(`${r.place}|${r.year}`, [...(groups.get(`${r.place}|${r.year}`) ?? []), r]);

describe('Drik Panchang reference Ekadashis', () => {
  test('the reference holds New Delhi, New York and Vilnius 2026 and 2027 in full', () => {
    for (const place of ['new-delhi', 'new-york', 'vilnius'])
      for (const year of [2026, 2027]) assert.ok((groups.get(`${place}|${year}`) ?? []).length >= 24, `${place} ${year}`);
  });

  for (const [key, refs] of groups) {
    const [placeId, yearText] = key.split('|') as [keyof typeof REFERENCE_PLACES, string];
    const year = Number(yearText);
    test(`${key}: every date equal, every paran within 2 minutes`, () => {
      const entries = yearOf(placeId, year);
      // Where the reference holds Drik's whole list for the year, ours has as many fasts.
      assert.ok(refs.length > 0);
      if (refs.length >= 24) assert.equal(entries.length, refs.length);
      let checkedParans = 0;
      for (const ref of refs) {
        const e = entryFor(entries, ref);
        const k = `${key}|${ref.id}`;
        const what = `${k} ${ref.date}`;
        assert.equal(e.almanac.date, ref.date, what);
        const reason = SUNRISE_RULE_DIFFERS[k];
        if (reason === undefined) {
          assert.equal(e.date, ref.date, what);
          assert.equal(e.almanac.rule, 'sunrise', what);
        } else {
          assert.notEqual(e.date, ref.date, `${what}: listed as a disagreement but equal`);
          assert.equal(e.almanac.rule, reason, what);
        }
        if (ref.tithi !== undefined) {
          assertNear(e.tithi.start, ref.tithi.start, `${what} tithi start`);
          assertNear(e.tithi.end, ref.tithi.end, `${what} tithi end`);
        }
        if (ref.paran !== undefined) {
          assertNear(e.almanac.paran.start, ref.paran.start, `${what} paran start`);
          assertNear(e.almanac.paran.end, ref.paran.end, `${what} paran end`);
          if (reason === undefined) {
            assert.deepEqual({ start: e.paran.preferred.start, end: e.paran.preferred.end }, e.almanac.paran, what);
          }
          checkedParans += 1;
        }
        for (const m of ref.moments ?? []) {
          const at = MOMENT_MISREAD[`${k}|${m.id}`]?.at ?? m.at;
          if (m.id === 'dwadashi_end' && !e.flags.includes('dwadashi_ends_before_sunrise'))
            assertNear(e.paran.end, at, `${what} Dwadashi end`);
          // Drik prints the end of Hari Vasara when it falls after the paran day's sunrise: our paran starts there.
          if (m.id === 'hari_vasara_end' && reason === undefined) assertNear(e.paran.start, m.at, `${what} Hari Vasara end`);
        }
        const ourVaishnava = e.vaishnava?.date ?? e.date;
        const drikVaishnava = ref.vaishnava?.date ?? ref.date;
        const differs = VAISHNAVA_DIFFERS[k];
        if (differs === undefined) assert.equal(ourVaishnava, drikVaishnava, `${what} Vaishnava`);
        else assert.equal(ourVaishnava, differs.ours, `${what} Vaishnava (${differs.note})`);
        if (ref.vaishnava?.paran !== undefined) {
          const paran = (e.vaishnava?.paran ?? e.paran).preferred;
          assertNear(paran.start, ref.vaishnava.paran.start, `${what} Vaishnava paran start`);
          assertNear(paran.end, ref.vaishnava.paran.end, `${what} Vaishnava paran end`);
        }
      }
      assert.ok(checkedParans >= refs.length - 1);
    });
  }

  test('New York Kamika 2026: Ekadashi begins between 96 and 80 minutes before sunrise (the Vaishnava disagreement)', () => {
    const p = REFERENCE_PLACES['new-york'];
    const offset = offsetMinutesAtZone(p.timeZone);
    const days = yearDays(2026, p, offset);
    const kamika = ekadashiObservances(2026, p, offset).find((o) => isoDate(o.date) === '2026-08-08')!;
    const beforeSunriseMin = (days.sun.sunriseJdUt[kamika.dayIndex]! - kamika.tithi.startJdUt) * 1_440;
    assert.ok(beforeSunriseMin < ARUNODAYA_BEFORE_SUNRISE_DAYS * 1_440 && beforeSunriseMin > 80, `${beforeSunriseMin} min`);
  });
});

describe('the sunrise rule, paran and names', () => {
  const p = REFERENCE_PLACES['new-delhi'];
  const offset = offsetMinutesAtZone(p.timeZone);

  test('every fast of 2023-2026 in New Delhi keeps the stated rules', () => {
    for (const year of [2023, 2024, 2025, 2026]) {
      const days = yearDays(year, p, offset);
      const obs = ekadashiObservances(year, p, offset);
      assert.ok(obs.length >= 24 && obs.length <= 26, `${year}: ${obs.length}`);
      for (const o of obs) checkRules(o, days, year);
    }
  });

  // Adhik Shravana 2023 (the lunar-month tests): its shukla Ekadashi is Padmini and its krishna Ekadashi Parama.
  // Parama 2023 in New Delhi as published (webdunia.com, "परमा एकादशी कब है 2023", 2023-08-03; news18.com, "Parama
  // Ekadashi 2023", with Drik's paran note "Parana Day Dwadashi End"): Ekadashi 11 Aug 05:06 to 12 Aug 06:31, the fast
  // on 12 Aug, paran 13 Aug 05:49 to 08:19 (Dwadashi ends 08:19). The Ekadashi covers both sunrises and Dwadashi the
  // third: the sunrise rule's date is 11 Aug, the almanac's 12 Aug.
  test('Adhik Shravana 2023: Padmini and Parama, Parama as published', () => {
    const y2023 = yearOf('new-delhi', 2023);
    const padmini = y2023.find((e) => e.id === 'padmini')!;
    const parama = y2023.find((e) => e.id === 'parama')!;
    for (const e of [padmini, parama]) assert.deepEqual(e.month, { amanta: 'shravana', purnimanta: 'shravana', adhik: true });
    assert.deepEqual([padmini.paksha, parama.paksha], ['shukla', 'krishna']);
    assert.deepEqual(
      [parama.date, parama.almanac.date, parama.almanac.rule, parama.flags],
      ['2023-08-11', '2023-08-12', 'dwadashi_at_third_sunrise', ['covers_both_sunrises']],
    );
    assertNear(parama.tithi.start, '2023-08-11 05:06', 'Parama tithi start');
    assertNear(parama.tithi.end, '2023-08-12 06:31', 'Parama tithi end');
    assertNear(parama.almanac.paran.start, '2023-08-13 05:49', 'Parama paran start');
    assertNear(parama.almanac.paran.end, '2023-08-13 08:19', 'Parama paran end');
    for (const e of y2023) assert.ok(EKADASHI_IDS.includes(e.id as never), e.id);
    // 2023 has 25 fasts (Saphala falls on 7 Jan 2024); 2024 and 2025 have no adhik month.
    assert.equal(y2023.length, 25);
    for (const year of [2024, 2025]) assert.ok(!yearOf('new-delhi', year).some((e) => e.month.adhik), String(year));
  });

  test('names in Hindi with lang hi; name_hi always', () => {
    const out = calendarEkadashi.compute({
      year: 2026,
      latitudeDeg: p.latitudeDeg,
      longitudeDeg: p.longitudeDeg,
      timezone: p.timeZone,
      lang: 'hi',
    });
    const jaya = (out as { data: { ekadashis: Entry[] } }).data.ekadashis.find((e) => e.id === 'jaya')!;
    assert.equal(jaya.name, 'जया एकादशी');
    assert.equal(jaya.name_hi, 'जया एकादशी');
    assert.equal(yearOf('new-delhi', 2026).find((e) => e.id === 'jaya')!.name, 'Jaya Ekadashi');
  });

  test('a polar place is refused on lat, with the day', () => {
    assert.throws(
      () => ekadashiObservances(2026, { latitudeDeg: 78.22, longitudeDeg: 15.65 }, offsetMinutesAtZone('Europe/Oslo')),
      (e: unknown) => e instanceof ApiError && e.code === 'invalid_parameter' && e.param === 'lat',
    );
  });
});

/** The rules stated in docs/panchang.md, checked on one fast. */
function checkRules(o: Observance, days: ReturnType<typeof yearDays>, year: number): void {
  const rise = (i: number) => days.sun.sunriseJdUt[i]!;
  const covers = (i: number) => rise(i) >= o.tithi.startJdUt && rise(i) < o.tithi.endJdUt;
  const what = `${year} ${isoDate(o.date)}`;
  assert.equal(o.date.year, year, what);
  if (o.flags.includes('covers_neither_sunrise')) {
    assert.ok(
      !covers(o.dayIndex) &&
        !covers(o.dayIndex + 1) &&
        o.tithi.startJdUt >= days.sun.dayStartJdUt[o.dayIndex]! &&
        o.tithi.startJdUt < days.sun.dayStartJdUt[o.dayIndex + 1]!,
      what,
    );
  } else {
    assert.ok(covers(o.dayIndex) && !covers(o.dayIndex - 1), what);
    assert.equal(covers(o.dayIndex + 1), o.flags.includes('covers_both_sunrises'), what);
  }
  // The service's paran: on the next day, from the later of sunrise and the end of Hari Vasara, to the end of Dwadashi.
  assert.ok(o.paran.startJdUt >= rise(o.dayIndex + 1) && o.paran.endJdUt > o.paran.startJdUt, what);
  const pref = o.paran.preferred;
  assert.ok(pref.startJdUt >= o.paran.startJdUt - 1e-9 && pref.endJdUt <= o.paran.endJdUt + 1e-9 && pref.endJdUt > pref.startJdUt, what);
  if (o.vaishnava !== null) assert.equal(o.vaishnava.dayIndex, o.dayIndex + 1, what);
}
