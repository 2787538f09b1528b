/**
 * Further published sankranti values quoted from Drik Panchang (issue 32's
 * coverage: New Delhi years 2023-2027, other Indian cities, places abroad)
 * and the observances tied to them, each with its source. Nothing here is
 * computed by this project. Same shapes and conventions as drik-sankranti.ts:
 * times are local wall-clock times of the record's place, 24-hour,
 * 'YYYY-MM-DD HH:MM'; windows 'HH:MM' on the record's date.
 */
import type { SankrantiObservanceReference, SankrantiReference } from './drik-sankranti.ts';
import { DRIK_MONTH_STARTS, DRIK_SOLAR_MONTHS_SOURCE } from './drik-solar-months.ts';

const HARIDWAR =
  "Drik Panchang's Haridwar pages (geoname 1270351: the sankranti list and festival pages), read on 16 September 2026 and " +
  "tabulated in a public river-site project's check of its panchang (GitHub code index id 69481483973, \"The panchang, checked\", " +
  'its "Drik" column)';

const KOLKATA_VISHWAKARMA_2026 =
  'Drik Panchang, "2026 Vishwakarma Puja Date and Time for Kolkata, West Bengal, India" ' +
  '(https://www.drikpanchang.com/sankranti/vishwakarma-puja-date-time.html?geoname-id=1275004&year=2026), fetched 2026-08-06 by a ' +
  "public project and stored as its fixture's reading (GitHub code index id 62366112441: Thursday 17 September 2026, sankranti moment " +
  '07:58, the last day of Bengali Bhadra); the Government of West Bengal MSME holiday list has Viswakarma Puja on 17-09-2026 too';

const AHMEDABAD_GUJARATI =
  "Drik Panchang's Gujarati calendar for Ahmedabad (https://www.drikpanchang.com/gujarati/calendar/gujarati-calendar.html?geoname-id=1279233&year=<year>) " +
  'as transcribed in github.com/Zhonic/gujarati-panchang festivals.csv (commit 7b791a2e3eebec208ae5c680694ab3af55db106c, read 2026-11-28), ' +
  'whose header states every date was checked against that page';

export const SANKRANTI_COVER_G6_REFERENCE: SankrantiReference[] = [
  {
    place: 'new-delhi', year: 2024, id: 'makara', date: '2024-01-15', moment: '2024-01-15 02:54',
    punyaKaal: { start: '07:15', end: '17:46' }, mahaPunyaKaal: { start: '07:15', end: '09:00' },
    source:
      'Hindustan Times (2024-01-14), "Makar Sankranti 2024: Shubh muhurat, puja timings, rituals, samagri", "according to Drik Panchang": ' +
      'punya kala 07:15 AM to 05:46 PM, maha punya kala 07:15 AM to 09:00 AM, moment 02:54 AM ' +
      '(https://www.hindustantimes.com/lifestyle/festivals/makar-sankranti-2024-shubh-muhurat-puja-timings-rituals-samagri-and-all-you-want-to-know-101705222817604.html)',
  },
  {
    place: 'new-delhi', year: 2023, id: 'mesha', date: '2023-04-14', moment: '2023-04-14 15:12',
    source:
      'Republic World (2023-04-10), "When is Baisakhi 2023, 13th or 14th April?": "as per the Drik Panchang, the auspicious Vaishakhi ' +
      'Sankranti moment, will be falling on April 14 at 3.12 pm", April 14 coinciding with Mesha Sankranti',
    note: 'The same page prints a Mesha Sankranti span 1.04 pm to 5.20 pm and a muhurat 2.07 pm to 4.24 pm, not Drik\'s punya kaal; left out.',
  },
  {
    place: 'new-delhi', year: 2024, id: 'mesha', date: '2024-04-13', moment: '2024-04-13 21:15',
    source:
      'LatestLY (2024-04-05), "When is Pana Sankranti 2024": "according to Drik Panchang, the Pana Sankranti Moment will be at 09.15 pm" ' +
      'on Saturday 13 April; ABP Live (2024-04), "Vishu 2024": the sankranti at 9:15 PM on 13 April "as per Drik Panchang"',
    note: 'drik-sankranti.ts holds this sankranti\'s windows from ANM News (no moment); this record adds Drik\'s moment.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'mesha', date: '2025-04-14', moment: '2025-04-14 03:30',
    source:
      'Mint (2025-04-11), "Happy Baisakhi 2025", "as per Drik Panchang": Vaishakhi Sankranti moment 3:30 AM, "Mesha Sankranti on Monday, ' +
      'April 14, 2025" (https://www.livemint.com/news/happy-baisakhi-2025-top-30-wishes-images-messages-whatsapp-and-facebook-status-to-celebrate-birth-of-khalsa-order/amp-11744355575951.html)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'vrishchika', date: '2025-11-16', moment: '2025-11-16 13:45',
    punyaKaal: { start: '07:58', end: '13:45' }, mahaPunyaKaal: { start: '11:56', end: '13:45' },
    source:
      'Mint (2025-11-16), "Vrishchik Sankranti 2025: shubh muhurat, rituals, significance": "According to Drik Panchang", punya kala ' +
      '7:58 AM to 1:45 PM, maha punya kala 11:56 AM to 1:45 PM, moment 1:45 PM on Sunday 16 November ' +
      '(https://www.livemint.com/news/trends/vrishchik-sankranti-2025-shubh-muhurat-rituals-significance-and-more/amp-11763253787060.html)',
    note: 'TV9 English (2025-11-16) prints 8:02 AM and 11:58 AM for the starts, another almanac.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'meena', date: '2025-03-14', moment: '2025-03-14 18:59',
    punyaKaal: { start: '12:29', end: '18:27' }, mahaPunyaKaal: { start: '16:28', end: '18:27' },
    source:
      'ABP Live (2025-03), "Meen Sankranti 2025, Kharmas begins today": 14 March, the Sun enters Pisces at 6:59 PM, punya kaal ' +
      '12:29 PM to 6:27 PM, maha punya kaal 4:28 PM to 6:27 PM (it names no almanac)',
    note:
      'LatestLY (2025-03-13) quotes "drikpanchang" with every time 2 h 30 min later (moment 21:29, punya kala 13:14-19:17): the page ' +
      'of a place in UTC+8, not named; left out.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'dhanu', date: '2025-12-16',
    source:
      'India TV (2025-12-16), "Dhanu Sankranti 2025 date and significance": the Sun enters Dhanu at 4:19 AM on 16 December, ' +
      'Dhanu Sankranti and the Kharmas from 16 December (it names no almanac; the moment is left out)',
  },
  // Indian cities.
  {
    place: 'haridwar', year: 2026, id: 'tula', date: '2026-10-17', moment: '2026-10-17 19:57',
    source: `${HARIDWAR}: Tula Sankramana 17 October 19:57 IST (the project keeps it the next morning; Drik's day is the 17th)`,
  },
  {
    place: 'haridwar', year: 2027, id: 'makara', date: '2027-01-15', moment: '2027-01-14 21:14',
    source: `${HARIDWAR}: Makar Sankranti 15 January 2027, "at 21:14 IST on 14 January"`,
  },
  {
    place: 'haridwar', year: 2027, id: 'mesha', date: '2027-04-14', moment: '2027-04-14 15:33',
    source: `${HARIDWAR}: "Mesha Sankranti 14 April 15:33" (the Vaisakhi row)`,
  },
  {
    place: 'kolkata', year: 2026, id: 'kanya', date: '2026-09-17', moment: '2026-09-17 07:58',
    source: `${KOLKATA_VISHWAKARMA_2026}: the Kanya (Bhadra) Sankranti of the page`,
  },
  { place: 'ahmedabad', year: 2026, id: 'makara', date: '2026-01-14', source: `${AHMEDABAD_GUJARATI}: "Uttarayan (Makar Sankranti)" 2026-01-14` },
  {
    place: 'ahmedabad', year: 2027, id: 'makara', date: '2027-01-15',
    source: `${AHMEDABAD_GUJARATI}: the header's "Drik Makar Sankranti is 2027-01-15" (its row keeps the Gujarat kite day, the 14th)`,
  },
];

export const SANKRANTI_COVER_G6_OBSERVANCE_REFERENCE: SankrantiObservanceReference[] = [
  {
    place: 'new-delhi', year: 2026, id: 'lohri', date: '2026-01-13',
    source:
      'NDTV (2026-01-13), "Happy Lohri 2026": "According to the Druk Panchang" (so spelled: Drik Panchang), Lohri Tuesday 13 January, ' +
      'the Lohri Sankranti at 03:13 pm on 14 January, Makar Sankranti Wednesday 14 January; DNA India (2026-01-12) the same days',
  },
  {
    place: 'new-delhi', year: 2025, id: 'baisakhi', date: '2025-04-14',
    source:
      'Mint (2025-04-11 and 2025-04-12), "Happy Baisakhi 2025": "As per Drik Panchang, Baisakhi will be celebrated on Monday, April 14", ' +
      'the Vaishakhi Sankranti moment 3:30 AM; adda247 Current Affairs (2025-04), "according to Drik Panchang, Baisakhi in 2025 will be fall on April 14, Monday"',
  },
  {
    place: 'new-delhi', year: 2025, id: 'vishu', date: '2025-04-14',
    source:
      'NDTV (2025-04-14), "Vishu 2025 Date, History And Significance": Monday 14 April, "As per Drik Panchang, the Sankranti Moment on ' +
      'Vishu Kani will take place at 3:30 AM on April 14" (https://www.ndtv.com/offbeat/vishu-2025-date-history-and-significance-know-all-about-malayalam-new-year-8159275)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'pana_sankranti', date: '2025-04-14',
    source:
      'LatestLY (2025-04), "Maha Bisuba Sankranti 2025 Date: When Is Pana Sankranti?" (article 6773701, read in a copy of the page): ' +
      'Monday 14 April, "According to drikpanchang, the Pana Sankranti Moment will be at 03:30 am"',
  },
  {
    place: 'new-delhi', year: 2021, id: 'baisakhi', date: '2021-04-14',
    source:
      'Zee News (2021-04-12), "Baisakhi 2021: Check date, time and significance", "According to Dirk [Drik] Panchang": Wednesday 14 April 2021, ' +
      'Vaishakhi Sankranti moment 02:48 AM, Mesha Sankranti on Wednesday 14 April; NDTV (2021-04-12) the same',
  },
  {
    place: 'new-delhi', year: 2025, id: 'kharmas_start', date: '2025-12-16',
    source: 'India TV (2025-12-16), "Dhanu Sankranti 2025": "Dhanu Kharmas will also begin from December 16" (it names no almanac)',
  },
  ...(
    [
      ['bhogi', '2026-01-13', 'Bhogi Pandigai on Tuesday, January 13, 2026'],
      ['thai_pongal', '2026-01-14', 'Thai Pongal on Wednesday, January 14, 2026'],
      ['mattu_pongal', '2026-01-15', 'Mattu Pongal on Thursday, January 15, 2026'],
    ] as const
  ).map(
    ([id, date, printed]): SankrantiObservanceReference => ({
      place: 'new-delhi', year: 2026, id, date,
      source:
        `Free Press Journal (2026-01-14), "Pongal 2026: know Bhogi, Thai, Mattu and Kaanum dates": "${printed}", the sankranti ` +
        'moment 03:13 PM on 14 January (it names no almanac; the moment is New Delhi\'s)',
    }),
  ),
  // Indian cities.
  {
    place: 'haridwar', year: 2027, id: 'baisakhi', date: '2027-04-14',
    source: `${HARIDWAR}: "Vaisakhi 2027 | 14 April, 15:33 IST | Mesha Sankranti 14 April 15:33 | Match"`,
  },
  { place: 'kolkata', year: 2026, id: 'vishwakarma_puja', date: '2026-09-17', source: KOLKATA_VISHWAKARMA_2026 },
  { place: 'ahmedabad', year: 2026, id: 'uttarayan', date: '2026-01-14', source: `${AHMEDABAD_GUJARATI}: "Uttarayan (Makar Sankranti)" 2026-01-14` },
  {
    place: 'ahmedabad', year: 2028, id: 'uttarayan', date: '2028-01-15',
    source: `${AHMEDABAD_GUJARATI}: "Uttarayan (Makar Sankranti)" 2028-01-15 (the header: "Drik Makar Sankranti; kite day may be kept on 2028-01-14")`,
  },
  // New Delhi: the observances that are the first day of a regional solar month, read off Drik's month tables
  // (drik-solar-months.ts) where no record above names Drik for that year.
  ...(
    [
      ['thai_pongal', 'tamil', 0, 'Thai', [2024, 2025, 2026, 2027]],
      ['puthandu', 'tamil', 3, 'Chithirai', [2024, 2026, 2027]],
      ['vishu', 'malayalam', 3, 'Medam', [2026, 2027]],
      ['pohela_boishakh', 'bengali', 3, 'Boishakh', [2024, 2026, 2027]],
      ['pana_sankranti', 'odia', 3, 'Baisakha', [2026, 2027]],
    ] as const
  ).flatMap(([id, calendar, month, name, years]) =>
    years.map((year): SankrantiObservanceReference => {
      const date = `${year}-${DRIK_MONTH_STARTS[calendar][year]![month]!}`;
      return { place: 'new-delhi', year, id, date, source: `${DRIK_SOLAR_MONTHS_SOURCE(calendar)}: the first day of ${name} ${year}, ${date}` };
    }),
  ),
];
