/**
 * POST /v1/calendar/anniversaries against published dates: a tithi birthday
 * on Ram Navami (below), and the shraddha dates of the
 * Pitru Paksha (amanta Bhadrapada krishna, purnimanta Ashwin krishna) tables
 * of the dates on which each tithi's shraddha is kept, tithi by tithi, as
 * newspapers print them from the panchang (the labels Maha Bharani and Magha
 * Shraddha beside them are Drik Panchang's). A death on a tithi of that
 * fortnight has its yearly shraddha on that tithi's Pitru Paksha day, so a
 * death in the 2023 fortnight must give the 2024 and 2025 tables' dates.
 *
 * Sources (New Delhi):
 * - 2023: The Hans India, "Pitru Paksha 2023: Know important dates, rituals
 *   and significance" (2023-09-11), thehansindia.com/life-style/pitru-paksha-2023-know-important-dates-rituals-and-significance-821838:
 *   Purnima ends 15:26 on 29 September, Pratipada 12:21 on 30 September; the
 *   days of the shraddhas from Dwitiya (30 September) to Amavasya (14 October).
 * - 2024: India Today, "Pitru Paksha 2024: Date and time of Shradh this year"
 *   (2024-09-15), indiatoday.in/information/story/pitru-paksha-2024-date-and-time-of-shradh-this-year-2600145-2024-09-15,
 *   and the same list in Business Standard (2024-09-13).
 * - 2025: DNA India, "Pitru Paksha 2025: start and end dates of Shraddha"
 *   (2025-09-05), dnaindia.com/viral/report-pitru-paksha-2025-start-and-end-dates-of-shraddha-significance-and-rituals-for-honoring-ancestrors-3179025,
 *   and the same list in ABP Live (2025-08-28), Tritiya and Chaturthi both on
 *   10 September. (India TV, 2025-08-02, and vedaangam.com print another 2025
 *   list, Chaturthi on 11 September and every later tithi a day later; the
 *   two agreeing lists are the ones taken here.)
 *
 * Deaths at 14:00 IST (in the aparahna) on the day each tithi's shraddha was
 * kept in 2023, so at the tithi kept that day; Pratipada, which 2023 keeps
 * with the Purnima on 29 September, at 09:00 on 30 September (before its end
 * at 12:21). Days that keep two tithis in 2023 (none below but the Purnima)
 * are not used as death days.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let live: { key: string };
const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };

before(async () => {
  t = await startTestServer({ planOverrides: { business: generous } });
  live = await t.key('live', 'business');
});
after(async () => {
  await t.close();
});

const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };

/** Krishna tithi number (16 = Pratipada .. 30 = Amavasya), the death in 2023, and the published shraddha days of 2024 and 2025. */
const PITRU_PAKSHA: readonly { name: string; tithi: number; death: string; y2024: string; y2025: string }[] = [
  { name: 'Pratipada', tithi: 16, death: '2023-09-30T09:00', y2024: '2024-09-18', y2025: '2025-09-08' },
  { name: 'Dwitiya', tithi: 17, death: '2023-09-30T14:00', y2024: '2024-09-19', y2025: '2025-09-09' },
  { name: 'Tritiya', tithi: 18, death: '2023-10-01T14:00', y2024: '2024-09-20', y2025: '2025-09-10' },
  { name: 'Chaturthi', tithi: 19, death: '2023-10-02T14:00', y2024: '2024-09-21', y2025: '2025-09-10' },
  { name: 'Panchami', tithi: 20, death: '2023-10-03T14:00', y2024: '2024-09-22', y2025: '2025-09-11' },
  { name: 'Shashthi', tithi: 21, death: '2023-10-04T14:00', y2024: '2024-09-23', y2025: '2025-09-12' },
  { name: 'Saptami', tithi: 22, death: '2023-10-05T14:00', y2024: '2024-09-23', y2025: '2025-09-13' },
  { name: 'Ashtami', tithi: 23, death: '2023-10-06T14:00', y2024: '2024-09-24', y2025: '2025-09-14' },
  { name: 'Navami', tithi: 24, death: '2023-10-07T14:00', y2024: '2024-09-25', y2025: '2025-09-15' },
  { name: 'Dashami', tithi: 25, death: '2023-10-08T14:00', y2024: '2024-09-26', y2025: '2025-09-16' },
  { name: 'Ekadashi', tithi: 26, death: '2023-10-09T14:00', y2024: '2024-09-27', y2025: '2025-09-17' },
  { name: 'Dwadashi', tithi: 27, death: '2023-10-11T14:00', y2024: '2024-09-29', y2025: '2025-09-18' },
  { name: 'Trayodashi', tithi: 28, death: '2023-10-12T14:00', y2024: '2024-09-30', y2025: '2025-09-19' },
  { name: 'Chaturdashi', tithi: 29, death: '2023-10-13T14:00', y2024: '2024-10-01', y2025: '2025-09-20' },
  { name: 'Amavasya', tithi: 30, death: '2023-10-14T14:00', y2024: '2024-10-02', y2025: '2025-09-21' },
];

describe('the shraddha of a death in Pitru Paksha 2023 falls on the published Pitru Paksha days of 2024 and 2025 (New Delhi)', () => {
  for (const row of PITRU_PAKSHA) {
    test(`${row.name} (death ${row.death}): ${row.y2024}, ${row.y2025}`, async () => {
      const [date, time] = row.death.split('T');
      const a = await call(t.url, '/v1/calendar/anniversaries', {
        method: 'POST',
        key: live.key,
        body: { event: 'death', birth: { date, time, place: NEW_DELHI }, from_year: 2024, years: 2 },
      });
      assert.equal(a.status, 200, a.text);
      const d = a.json.data;
      assert.equal(d.lunar_date.tithi.number, row.tithi);
      assert.equal(d.lunar_date.tithi.paksha, 'krishna');
      assert.deepEqual(d.lunar_date.month, { amanta: 'bhadrapada', purnimanta: 'ashwin', adhik: false });
      assert.deepEqual(
        d.shraddha.map((x: { date: string; rule: string }) => [x.date, x.rule]),
        [
          [row.y2024, 'aparahna'],
          [row.y2025, 'aparahna'],
        ],
      );
    });
  }
});

/**
 * A tithi birthday kept at madhyahna: a birth on Ram Navami (Chaitra shukla
 * navami, kept on the day whose madhyahna the navami covers, as Drik Panchang
 * keeps Rama's birthday) has its tithi birthdays on the later Ram Navamis.
 * News18 (2022-04-09): Ram Navami 2022 on 10 April, madhyahna 10:45 to 13:14;
 * News18 (2023-03-30), quoting Drik Panchang: 30 March 2023, madhyahna
 * 11:11 to 13:40; Hindustan Times (2025-04-03) and Business Today
 * (2025-04-05), quoting Drik Panchang: 6 April 2025, navami 19:26 on 5 April
 * to 19:22 on 6 April, madhyahna 11:08 to 13:39 (New Delhi).
 */
describe('a birth at the madhyahna of Ram Navami 2022: tithi birthdays on the Ram Navamis Drik gives (New Delhi)', () => {
  for (const [fromYear, expected] of [
    [2023, '2023-03-30'],
    [2025, '2025-04-06'],
  ] as const) {
    test(`${fromYear}: ${expected}`, async () => {
      const a = await call(t.url, '/v1/calendar/anniversaries', {
        method: 'POST',
        key: live.key,
        body: { birth: { date: '2022-04-10', time: '12:00', place: NEW_DELHI }, from_year: fromYear, years: 1, rule: 'madhyahna' },
      });
      assert.equal(a.status, 200, a.text);
      const d = a.json.data;
      assert.equal(d.lunar_date.tithi.number, 9);
      assert.equal(d.lunar_date.tithi.paksha, 'shukla');
      assert.deepEqual(d.lunar_date.month, { amanta: 'chaitra', purnimanta: 'chaitra', adhik: false });
      assert.deepEqual(
        d.tithi_birthdays.map((x: { date: string; rule: string }) => [x.date, x.rule]),
        [[expected, 'madhyahna']],
      );
    });
  }
});
