import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  drikAyanaOf,
  drikRituOf,
  lunarMonthAt,
  lunarMonthsBetween,
  purnimantaNameOf,
  samvatsaraIndexOf,
  shakaSamvatOf,
  vedicAyanaOf,
  vedicRituOf,
  vikramSamvatOf,
  type LunarMonth,
} from '../../../src/domain/lunar-month/index.ts';
import { SAMVATSARAS } from '../../../src/core/glossary.ts';
import { dateFromJdUt, jdUtFromCalendar } from '../../../src/time/instant.ts';

const IST_DAYS = 5.5 / 24;
/** A moment in India Standard Time as a UT Julian day. */
function ist(year: number, month: number, day: number, hour = 12): number {
  return jdUtFromCalendar(year, month, day, hour) - IST_DAYS;
}
/** The IST date (YYYY-MM-DD) of a UT Julian day. */
function istDate(jdUt: number): string {
  return dateFromJdUt(jdUt + IST_DAYS)
    .toISOString()
    .slice(0, 10);
}
/**
 * The almanac's first and last day of a month in New Delhi: the first day
 * whose sunrise (taken as 06:00 IST; none of the new moons below is within
 * an hour of it) falls in the month, and the last.
 */
function almanacDays(m: LunarMonth): [string, string] {
  const sunrise = 6 / 24;
  return [istDate(m.startJdUt + 1 - sunrise), istDate(m.endJdUt - sunrise)];
}

// Sources: Drik Panchang "Adhik Maas" pages and the newspapers quoting them:
// Adhik Jyeshtha 16 May - 13 June 2018; Adhik Ashwin 18 September - 16 October
// 2020 (Times of India, "Adhik Maas 2020"); Adhik Shravana 18 July - 16 August
// 2023 (Hindustan Times, "Adhik Maas 2023"); Adhik Jyeshtha 17 May - 15 June
// 2026 (theloktantra.com, "Adhik Maas 2026 ... ज्येष्ठ का अधिकमास").
test('the adhik months of 2017-2028 are the published ones, with their dates', () => {
  const months = lunarMonthsBetween(ist(2017, 1, 1), ist(2029, 1, 1));
  assert.ok(months.length >= 148);
  const adhik = months.filter((m) => m.adhik).map((m) => [m.amanta, ...almanacDays(m)]);
  assert.deepEqual(adhik, [
    ['jyeshtha', '2018-05-16', '2018-06-13'],
    ['ashwin', '2020-09-18', '2020-10-16'],
    ['shravana', '2023-07-18', '2023-08-16'],
    ['jyeshtha', '2026-05-17', '2026-06-15'],
  ]);
  assert.equal(months.filter((m) => m.kshaya !== null).length, 0);
});

test('an adhik month takes the name of the month after it and months run on without gaps', () => {
  const months = lunarMonthsBetween(ist(2023, 5, 1), ist(2023, 10, 1));
  assert.deepEqual(
    months.map((m) => `${m.adhik ? 'adhik ' : ''}${m.amanta}`),
    ['vaishakha', 'jyeshtha', 'ashadha', 'adhik shravana', 'shravana', 'bhadrapada'],
  );
  for (let i = 1; i < months.length; i += 1) {
    assert.equal(months[i]!.startJdUt, months[i - 1]!.endJdUt);
    assert.equal(months[i]!.index, months[i - 1]!.index + 1);
  }
});

// Sources: hindupad.com "Kshaya Masa" ("The last Kshaya Masa was in 1983 and
// the next coming two Kshaya Masa are in 2124 and 2284"); Wikipedia "Hindu
// calendar", religious observances in lost months ("in 1983, Pausha and Magha
// were rolled into one"); Hindu Temple of Kentucky, "Adhika/Nija Masas"
// ("Such an event occurred in 1963 and again in 1982").
test('kshaya months: 1963, 1983 (Pausha with Magha), 2124 and 2284, and none from 1990 to 2060', () => {
  const kshayaIn = (fromYear: number, toYear: number) =>
    lunarMonthsBetween(ist(fromYear, 1, 1), ist(toYear, 1, 1)).filter((m) => m.kshaya !== null);
  const k1963 = kshayaIn(1963, 1965);
  assert.equal(k1963.length, 1);
  assert.ok(istDate(k1963[0]!.startJdUt).startsWith('1963-'));
  const k1983 = kshayaIn(1982, 1984);
  assert.equal(k1983.length, 1);
  assert.deepEqual([k1983[0]!.amanta, k1983[0]!.kshaya], ['pausha', 'magha']);
  assert.ok(istDate(k1983[0]!.startJdUt).startsWith('1983-01'));
  // The 2124 month begins at the new moon of December 2123 and runs into January 2124.
  const k2124 = kshayaIn(2123, 2125);
  assert.equal(k2124.length, 1);
  assert.ok(istDate(k2124[0]!.endJdUt).startsWith('2124-01'));
  assert.equal(kshayaIn(2284, 2285).length, 1);
  assert.equal(kshayaIn(1990, 2025).length + kshayaIn(2025, 2060).length, 0);
  // A kshaya year has an adhik month before the kshaya month and one after (hindu-blog.com, "Kshaya Month").
  const around1983 = lunarMonthsBetween(ist(1982, 1, 1), ist(1983, 12, 31));
  const k = around1983.findIndex((m) => m.kshaya !== null);
  assert.ok(around1983.slice(0, k).some((m) => m.adhik) && around1983.slice(k + 1).some((m) => m.adhik));
});

// Sources (Drik Panchang festival pages, New Delhi): Holi 14 March 2025 is
// Phalguna Purnima; Krishna Janmashtami 16 August 2025 is Bhadrapada krishna
// ashtami (purnimanta), Shravana in the amanta calendar; Diwali 21 October 2025
// is Kartika Amavasya (purnimanta), Ashwin Amavasya in the amanta calendar.
test('the month names of known festival days', () => {
  const holi = lunarMonthAt(ist(2025, 3, 14, 6));
  assert.equal(holi.amanta, 'phalguna');
  assert.equal(purnimantaNameOf(holi, 'shukla'), 'phalguna');
  const janmashtami = lunarMonthAt(ist(2025, 8, 16));
  assert.equal(janmashtami.amanta, 'shravana');
  assert.equal(purnimantaNameOf(janmashtami, 'krishna'), 'bhadrapada');
  const diwali = lunarMonthAt(ist(2025, 10, 21, 6));
  assert.deepEqual([diwali.amanta, diwali.adhik], ['ashwin', false]);
  assert.equal(purnimantaNameOf(diwali, 'krishna'), 'kartika');
  // Both halves of an adhik month keep its name in the purnimanta reckoning.
  const adhik = lunarMonthAt(ist(2023, 8, 10));
  assert.deepEqual([adhik.amanta, adhik.adhik, purnimantaNameOf(adhik, 'krishna')], ['shravana', true, 'shravana']);
});

// Sources: Vikram samvat 2082 and Shaka 1947 began with Chaitra shukla
// pratipada on 30 March 2025, Vikram 2083 and Shaka 1948 on 19 March 2026
// (Drik Panchang "Hindu New Year"; vistaarnews.com "Hindu Nav Varsh 2026").
// Samvatsaras: Ugadi 2025 began Vishvavasu (Shaka 1947); Drik Panchang's New
// Delhi day pages show "Shaka Samvat 1942 Sharvari" on 31 December 2020 and
// "1943 Plava" on 24 January 2022.
test('Vikram and Shaka samvat change at Chaitra shukla pratipada', () => {
  const years = (jd: number) => {
    const m = lunarMonthAt(jd);
    return [vikramSamvatOf(m), shakaSamvatOf(m)];
  };
  assert.deepEqual(years(ist(2025, 3, 29, 6)), [2081, 1946]);
  assert.deepEqual(years(ist(2025, 3, 30, 6)), [2082, 1947]);
  assert.deepEqual(years(ist(2026, 1, 15)), [2082, 1947]);
  assert.deepEqual(years(ist(2026, 3, 18, 6)), [2082, 1947]);
  assert.deepEqual(years(ist(2026, 3, 19, 12)), [2083, 1948]);
  // After the adhik Jyeshtha of 2026 the year is still 2083.
  assert.deepEqual(years(ist(2026, 6, 1)), [2083, 1948]);
  assert.deepEqual(years(ist(2026, 12, 31)), [2083, 1948]);
  const name = (shaka: number) => SAMVATSARAS[samvatsaraIndexOf(shaka)]!.id;
  assert.deepEqual([name(1947), name(1942), name(1943)], ['vishvavasu', 'sharvari', 'plava']);
});

// Source: Drik Panchang New Delhi day pages: 31 December 2020 "Drik Ritu
// Shishir, Vedic Ritu Hemant, Drik Ayana Uttarayana, Vedic Ayana Dakshinayana"
// (Sun tropical ~280 deg, sidereal ~256 deg, amanta Margashirsha); 24 January
// 2022 "Drik Ritu Shishir, Vedic Ritu Hemant, Drik Ayana Uttarayana, Vedic Ayana
// Uttarayana" (amanta Pausha, the Sun past Makara sankranti).
test('ritu and ayana, drik and vedic', () => {
  assert.equal(drikRituOf(280), 'shishira');
  assert.equal(vedicRituOf('margashirsha'), 'hemanta');
  assert.equal(vedicRituOf('pausha'), 'hemanta');
  assert.equal(drikAyanaOf(280), 'uttarayana');
  assert.equal(vedicAyanaOf(256), 'dakshinayana');
  assert.equal(vedicAyanaOf(280), 'uttarayana');
  assert.deepEqual([330, 30, 90, 150, 210, 270].map(drikRituOf), ['vasanta', 'grishma', 'varsha', 'sharad', 'hemanta', 'shishira']);
  assert.deepEqual(
    ['chaitra', 'jyeshtha', 'shravana', 'ashwin', 'margashirsha', 'magha'].map((m) => vedicRituOf(m as never)),
    ['vasanta', 'grishma', 'varsha', 'sharad', 'hemanta', 'shishira'],
  );
  assert.equal(lunarMonthAt(ist(2020, 12, 31)).amanta, 'margashirsha');
  assert.equal(lunarMonthAt(ist(2022, 1, 24)).amanta, 'pausha');
});
