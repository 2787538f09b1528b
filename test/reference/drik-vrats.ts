import type { ReferencePlaceId } from './drik-panchang.ts';

/**
 * Published monthly vrat days, tithi spans, windows and moments for New
 * Delhi (and moonrises for Mumbai and Ahmedabad), as Drik Panchang prints them or newspapers quote them, each with its
 * source. Nothing here is computed by this project.
 *
 * Times are the place's wall-clock times, 24-hour: tithi 'YYYY-MM-DD HH:MM';
 * windows and moments 'HH:MM' on the record's date unless they carry their
 * own date.
 */

export interface VratReference {
  /** New Delhi unless named. */
  place?: ReferencePlaceId;
  year: number;
  /** The vrat kind (rows.ts), or its weekday name (soma_pradosh). */
  id: string;
  date: string;
  tithi?: { start: string; end: string };
  window?: { id: string; start: string; end: string };
  moment?: { id: string; at: string };
  source: string;
}

/** Skanda Sashti 2025, New Delhi: the year's table (day, shashthi begins, ends). */
const SKANDA_SASHTI_2025: readonly [date: string, start: string, end: string][] = [
  ['2025-01-05', '2025-01-04 22:00', '2025-01-05 20:15'],
  ['2025-02-03', '2025-02-03 06:52', '2025-02-04 04:37'],
  ['2025-03-04', '2025-03-04 15:16', '2025-03-05 12:51'],
  ['2025-04-03', '2025-04-02 23:49', '2025-04-03 21:41'],
  ['2025-05-02', '2025-05-02 09:14', '2025-05-03 07:51'],
  ['2025-06-01', '2025-05-31 20:15', '2025-06-01 19:59'],
  ['2025-06-30', '2025-06-30 09:23', '2025-07-01 10:20'],
  ['2025-07-30', '2025-07-30 00:46', '2025-07-31 02:41'],
  ['2025-08-28', '2025-08-28 17:56', '2025-08-29 20:21'],
  ['2025-09-27', '2025-09-27 12:03', '2025-09-28 14:27'],
  ['2025-10-27', '2025-10-27 06:04', '2025-10-28 07:59'],
  ['2025-11-26', '2025-11-25 22:56', '2025-11-27 00:01'],
];

/**
 * Chandra Darshan, New Delhi: the day of every month from three published
 * year lists, and for 2025 its sighting window (sunset to moonset, 24-hour).
 * The 2021 and 2023 lists print windows 4-5 minutes before New Delhi's
 * sunsets (another place, unnamed), so only their days are kept.
 */
const CHANDRA_DARSHAN: readonly [year: number, source: string, rows: readonly [md: string, start: string, end: string][]][] = [
  [
    2021,
    'templesinindiainfo.com, "2021 Chandra Darshan Date and Timings" (the year\'s list of days and sighting windows)',
    [
      ['01-14', '17:41', '18:52'], ['02-13', '18:05', '19:37'], ['03-14', '18:25', '19:18'], ['04-13', '18:41', '19:51'],
      ['05-13', '18:59', '20:28'], ['06-11', '19:14', '20:12'], ['07-11', '19:17', '20:35'], ['08-09', '19:01', '19:54'],
      ['09-08', '18:30', '19:38'], ['10-07', '17:56', '18:45'], ['11-06', '17:28', '18:44'], ['12-05', '17:19', '18:19'],
    ],
  ],
  [
    2023,
    'templesinindiainfo.com, "2023 Chandra Darshan Date and Timings" (the year\'s list of days and sighting windows)',
    [
      ['01-23', '17:48', '19:34'], ['02-21', '18:11', '19:27'], ['03-22', '18:29', '19:15'], ['04-21', '18:46', '20:07'],
      ['05-20', '19:03', '19:57'], ['06-19', '19:17', '20:36'], ['07-19', '19:15', '20:38'], ['08-17', '18:55', '19:43'],
      ['09-16', '18:21', '19:08'], ['10-16', '17:47', '18:40'], ['11-15', '17:23', '18:45'], ['12-14', '17:21', '18:34'],
    ],
  ],
  [
    2025,
    'India Today (2025-09-23), "Chandra Darshan Dates 2025: Moon sighting timings for every month" ("according to drigpanchang"); ' +
      'myzodiaq.in prints the same table',
    [
      ['01-01', '17:36', '18:53'], ['01-30', '17:59', '18:51'], ['03-01', '18:21', '19:51'], ['03-30', '18:38', '19:45'],
      ['04-28', '18:55', '19:43'], ['05-28', '19:12', '20:53'], ['06-26', '19:23', '20:33'], ['07-26', '19:16', '20:29'],
      ['08-24', '18:51', '19:29'], ['09-23', '18:16', '18:53'], ['10-23', '17:43', '18:29'], ['11-22', '17:25', '18:39'],
      ['12-21', '17:29', '18:24'],
    ],
  ],
];

export const VRAT_REFERENCE: VratReference[] = [
  ...(
    [
      ['new-delhi', '17:24', '18:19'],
      ['mumbai', '18:00', '19:02'],
      ['ahmedabad', '17:54', '18:54'],
    ] as const
  ).map(([place, start, end]) => ({
    ...(place === 'new-delhi' ? {} : { place }),
    year: 2021,
    id: 'chandra_darshan',
    date: '2021-12-05',
    window: { id: 'moon_sighting', start, end },
    source: 'Sambad English (2021-12), "Chandra Darshan Dec 2021": 5 December, moon sighting time by city (New Delhi, Mumbai, Ahmedabad among them)',
  })),
  ...CHANDRA_DARSHAN.flatMap(([year, source, rows]) =>
    rows.map(([md, start, end]) => ({
      year,
      id: 'chandra_darshan',
      date: `${year}-${md}`,
      ...(year === 2025 ? { window: { id: 'moon_sighting', start, end } } : {}),
      source,
    })),
  ),
  ...SKANDA_SASHTI_2025.map(([date, start, end]) => ({
    year: 2025,
    id: 'skanda_sashti',
    date,
    tithi: { start, end },
    source:
      'bharatarticles.com, "2025 Skanda Sashti Vrat Dates and Significance" (the table of Drik Panchang\'s New Delhi page); ' +
      'thedivineindia.com, "Skanda Sashti vrat tithi" (the same days, times a minute later for January)',
  })),
  {
    year: 2025, id: 'shani_pradosh', date: '2025-01-11',
    tithi: { start: '2025-01-11 08:21', end: '2025-01-12 06:33' },
    window: { id: 'puja', start: '17:43', end: '20:26' },
    source: 'India TV Hindi (2025-01-11), "Shani Pradosh Vrat 2025 Shubh Muhurat"; TV9 Hindi and Janta Se Rishta print the same (puja 2 h 42 min)',
  },
  {
    year: 2024, id: 'soma_pradosh', date: '2024-05-20',
    source: 'https://www.drikpanchang.com/vrats/pradosha/soma-pradosha/soma-pradosha-date-time.html?date=20/05/2024 (New Delhi)',
  },
  {
    year: 2025, id: 'masik_shivaratri', date: '2025-05-25',
    tithi: { start: '2025-05-25 15:51', end: '2025-05-26 12:11' },
    window: { id: 'nishita', start: '23:58', end: '2025-05-26 00:39' },
    source: 'Lalluram web story "Masik Shivratri 2025" (May): 25 May, chaturdashi 15:51 to 12:11 on the 26th, nishita 23:58-00:39',
  },
  {
    year: 2025, id: 'masik_shivaratri', date: '2025-12-18',
    tithi: { start: '2025-12-18 02:32', end: '2025-12-19 04:59' },
    window: { id: 'nishita', start: '23:51', end: '2025-12-19 00:45' },
    source: 'India Today (2025-12-17), "Masik Shivaratri December 2025: Date, puja timings and significance"',
  },
  {
    year: 2024, id: 'sankashti_chaturthi', date: '2024-03-28',
    tithi: { start: '2024-03-28 18:57', end: '2024-03-29 20:21' },
    moment: { id: 'moonrise', at: '21:28' },
    source: 'Sambad English (2024-03-28), "Sankashti Chaturthi Today: Chandrodaya Time of various cities" (Delhi 09:28 PM)',
  },
  {
    place: 'mumbai', year: 2024, id: 'sankashti_chaturthi', date: '2024-03-28',
    moment: { id: 'moonrise', at: '21:29' },
    source: 'Sambad English (2024-03-28), "Sankashti Chaturthi Today: Chandrodaya Time of various cities" (Mumbai 09:29 PM)',
  },
  {
    place: 'ahmedabad', year: 2024, id: 'sankashti_chaturthi', date: '2024-03-28',
    moment: { id: 'moonrise', at: '21:37' },
    source: 'Sambad English (2024-03-28), the same table (Ahmedabad 09:37 PM)',
  },
  {
    place: 'mumbai', year: 2020, id: 'sankashti_chaturthi', date: '2020-11-04',
    moment: { id: 'moonrise', at: '20:52' },
    source: 'Times Now (2020-11-04), "Vakratunda Sankashti Chaturthi 2020: Chandrodaya time", "as per the drikpanchang": Mumbai 8:52 PM',
  },
  {
    place: 'ahmedabad', year: 2020, id: 'sankashti_chaturthi', date: '2020-11-04',
    moment: { id: 'moonrise', at: '20:44' },
    source: 'Times Now (2020-11-04), the same table: Ahmedabad 8:44 PM',
  },
  {
    year: 2021, id: 'sankashti_chaturthi', date: '2021-01-31',
    moment: { id: 'moonrise', at: '20:39' },
    source: 'Amar Ujala e-archive (2021-01): "by Delhi time tritiya ends at 08:23 PM on 31 January and chaturthi begins; the Moon rises at 08:39 PM"',
  },
  {
    year: 2020, id: 'sankashti_chaturthi', date: '2020-11-04',
    moment: { id: 'moonrise', at: '20:12' },
    source: 'Times Now (2020-11-04), "Vakratunda Sankashti Chaturthi 2020: Chandrodaya time", "as per the drikpanchang": Delhi 8:12 PM',
  },
  {
    year: 2024, id: 'kalashtami', date: '2024-06-28',
    tithi: { start: '2024-06-28 16:27', end: '2024-06-29 14:20' },
    source: 'Zee News (2024), "Kalashtami June 2024: date, significance": 28 June, ashtami 04:27 PM to 02:20 PM the next day',
  },
  {
    year: 2024, id: 'vinayaka_chaturthi', date: '2024-05-11',
    tithi: { start: '2024-05-11 02:50', end: '2024-05-12 02:03' },
    source:
      'MahaMedia News (Bhopal, 2024-05-10), "Vinayaka Chaturthi kal": 11 May, chaturthi 02:50 AM 11 May to 02:03 the 12th ' +
      '(printed "dopahar", afternoon; a tithi from 02:50 cannot last to 14:03 the next day, so 02:03 at night)',
  },
  {
    year: 2025, id: 'sankashti_chaturthi', date: '2025-01-17',
    tithi: { start: '2025-01-17 04:06', end: '2025-01-18 05:30' },
    moment: { id: 'moonrise', at: '21:09' },
    source: 'New Trending Topic, "Sakat Chauth 2025 Moonrise Time", quoting Republic World "as per Drik Panchang": chaturthi 04:06 AM 17 January to 05:30 AM 18 January, moonrise about 09:09 PM',
  },
  {
    year: 2026, id: 'angaraki_sankashti', date: '2026-01-06',
    tithi: { start: '2026-01-06 08:01', end: '2026-01-07 06:52' },
    moment: { id: 'moonrise', at: '20:54' },
    source: 'DNA India (2026-01-06), "Sakat Chauth 2026 Moonrise Time Today" (Delhi 08:54 PM; "Angarki Sankashti ... falls on a Tuesday"); India TV News the same table; Fashion News Era\'s panchang of the day: chaturthi from 08:01 AM to 06:52 AM on the 7th',
  },
  {
    place: 'mumbai', year: 2026, id: 'angaraki_sankashti', date: '2026-01-06',
    moment: { id: 'moonrise', at: '21:23' },
    source: 'DNA India (2026-01-06), the same table: Mumbai 09:23 PM',
  },
  {
    place: 'ahmedabad', year: 2026, id: 'angaraki_sankashti', date: '2026-01-06',
    moment: { id: 'moonrise', at: '21:20' },
    source: 'DNA India (2026-01-06), the same table: Ahmedabad 09:20 PM',
  },
  {
    year: 2024, id: 'bhauma_pradosh', date: '2024-01-09',
    tithi: { start: '2024-01-08 23:58', end: '2024-01-09 22:24' },
    source:
      'Editorji Hindi (2024-01-08), "the first Pradosh Vrat of the year": trayodashi 11:58 PM 8 January to 10:24 PM 9 January, kept on ' +
      'the 9th, a Tuesday (so Bhauma Pradosh); its puja "05:01 PM to 08:24 PM" starts before sunset (17:40), a misprint, left out',
  },
  {
    year: 2021, id: 'pradosh', date: '2021-01-10',
    tithi: { start: '2021-01-10 16:52', end: '2021-01-11 14:32' },
    window: { id: 'puja', start: '17:42', end: '20:25' },
    source: 'India Today (2021-01-08), "Pradosh Vrat 2021": Ravi Pradosh 10 January, trayodashi 04:52 PM to 02:32 PM the 11th, puja 05:42 PM to 08:25 PM',
  },
  ...(
    [
      [2020, ['01-06', '02-03', '03-01', '03-28', '04-24', '05-22', '06-18', '07-15', '08-12', '09-08', '10-05', '11-02', '11-29', '12-26']],
      [2025, ['01-09', '02-06', '03-05', '04-01', '04-29', '05-26', '06-22', '07-20', '08-16', '09-12', '10-10', '11-06', '12-04', '12-31']],
    ] as const
  ).flatMap(([year, days]) =>
    days.map((md) => ({
      year,
      id: 'masik_karthigai',
      date: `${year}-${md}`,
      source: `templesinindiainfo.com, "${year} Karthigai Deepam or Karthikai Deepam Pooja Date" (the year's Masik Karthigai list, Drik's; ${year === 2020 ? '29 November' : '4 December'} is Karthigai Deepam)`,
    })),
  ),
  // Masik Durgashtami: shukla ashtami by the udaya rule (Chaitra's and Ashwin's are Navratri's Ashtamis).
  {
    year: 2025, id: 'masik_durgashtami', date: '2025-04-05',
    tithi: { start: '2025-04-04 20:12', end: '2025-04-05 19:26' },
    source: 'Mint (2025-04-05), "according to Drik Panchang": Chaitra shukla Ashtami 08:12 PM 4 April to 07:26 PM 5 April, the fast on the 5th',
  },
  {
    year: 2025, id: 'masik_durgashtami', date: '2025-08-31',
    tithi: { start: '2025-08-30 22:46', end: '2025-09-01 00:58' },
    source: 'badhtikalam.com (2025-08), "Radha Ashtami 2025": 31 August, "राधा अष्टमी, दुर्गाष्टमी व्रत", Ashtami "according to Drik Panchang" 10:46 PM 30 August to 12:58 AM 1 September',
  },
  {
    year: 2025, id: 'masik_durgashtami', date: '2025-09-30',
    source: 'ekaansh.in (2025-09), "Durga Ashtami 2025": Maha Ashtami Tuesday 30 September',
  },
  {
    year: 2026, id: 'masik_durgashtami', date: '2026-02-24',
    source: 'article.wn.com (2026-02), "Masik Durgashtami 2026": the Phalguna Masik Durgashtami on 24 February',
  },
  // Satyanarayan Puja outside India: Drik Panchang's own year page for Perth (Australia/Perth time).
  ...(
    [
      ['2025-01-13', '2025-01-13 07:33', '2025-01-14 06:26'],
      ['2025-02-12', '2025-02-11 21:25', '2025-02-12 21:52'],
      ['2025-03-13', '2025-03-13 13:05', '2025-03-14 14:53'],
      ['2025-04-12', '2025-04-12 05:51', '2025-04-13 08:21'],
    ] as const
  ).map(([date, start, end]): VratReference => ({
    place: 'perth',
    year: 2025,
    id: 'satyanarayan_puja',
    date,
    tithi: { start, end },
    source:
      'https://www.drikpanchang.com/vrats/satyanarayandates.html?geoname-id=2063523 (2025, Hindi page): "श्री सत्यनारायण व्रत" on ' +
      'each date with its Purnima (प्रारम्भ, समाप्त); the year\'s first four',
  })),
];
