/**
 * More published monthly vrat values (cover-g5): Drik Panchang's New Delhi
 * year lists of 2026 as another project recorded them, newspapers quoting
 * Drik for single vrats of 2023-2024, and places outside India. Each record
 * names its source; nothing here is computed by this project. Times are the
 * place's wall-clock times, 24-hour, as in drik-vrats.ts ('HH:MM' on the
 * record's date unless the value carries its own date).
 */
import type { VratReference } from './drik-vrats.ts';

/** The name a weekday gives a Pradosh (rows.ts): Soma, Bhauma and Shani. */
const pradoshId = (date: string): string =>
  ({ 1: 'soma_pradosh', 2: 'bhauma_pradosh', 6: 'shani_pradosh' })[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'pradosh';

/** The next civil day of a 'YYYY-MM-DD' date. */
const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * A night window printed as two clock times: a time before noon is after
 * midnight, on the next civil day.
 */
const night = (date: string, time: string): string => (time < '12:00' ? `${nextDay(date)} ${time}` : time);

const DIVASTRO =
  'Drik Panchang\'s New Delhi pages (geoname-id=1261481) for 2026, as read on 2026-10-03 and recorded in github.com/tkshukla/divineastro ' +
  'tests/test_festivals.py';

/** Drik's 2026 Pradosh list for New Delhi: day and puja window (the part of pradosh within trayodashi). */
const PRADOSH_2026: readonly [date: string, start: string, end: string][] = [
  ['2026-01-01', '17:35', '20:19'], ['2026-01-16', '17:47', '20:29'], ['2026-01-30', '17:59', '20:37'],
  ['2026-02-14', '18:10', '20:44'], ['2026-03-01', '18:21', '19:09'], ['2026-03-16', '18:30', '20:54'],
  ['2026-03-30', '18:38', '20:57'], ['2026-04-15', '18:47', '21:00'], ['2026-04-28', '18:54', '21:04'],
  ['2026-05-14', '19:04', '21:09'], ['2026-05-28', '19:12', '21:15'], ['2026-06-12', '19:36', '21:20'],
  ['2026-06-27', '19:23', '21:23'], ['2026-07-12', '19:22', '21:24'], ['2026-07-26', '19:16', '21:21'],
  ['2026-08-10', '19:05', '21:14'], ['2026-08-25', '18:51', '21:04'], ['2026-09-08', '18:35', '20:52'],
  ['2026-09-24', '18:16', '20:39'], ['2026-10-08', '17:59', '20:27'], ['2026-10-23', '17:44', '20:16'],
  ['2026-11-06', '17:33', '20:09'], ['2026-11-22', '17:25', '20:06'], ['2026-12-06', '17:24', '20:07'],
  ['2026-12-21', '17:36', '20:13'],
];

/**
 * Drik's 2026 Sankashti list for New Delhi: day and moonrise. 6 January
 * (Angaraki) is left out: drik-vrats.ts has it from DNA India.
 */
const SANKASHTI_2026: readonly [date: string, moonrise: string][] = [
  ['2026-02-05', '21:39'], ['2026-03-06', '21:18'], ['2026-04-05', '21:58'], ['2026-05-05', '22:35'],
  ['2026-06-03', '22:04'], ['2026-07-03', '21:53'], ['2026-08-02', '21:24'], ['2026-08-31', '20:29'],
  ['2026-09-29', '19:44'], ['2026-10-29', '20:17'], ['2026-11-27', '20:18'], ['2026-12-26', '20:19'],
];

/**
 * Chaturthi spans of Drik's New Delhi Sankashti page for September-December
 * 2026, as github.com/toolsatZyra/devam-universe recorded them.
 */
const SANKASHTI_TITHI_2026: Readonly<Record<string, { start: string; end: string }>> = {
  '2026-09-29': { start: '2026-09-29 17:09', end: '2026-09-30 14:55' },
  '2026-10-29': { start: '2026-10-29 01:06', end: '2026-10-29 22:09' },
  '2026-11-27': { start: '2026-11-27 09:48', end: '2026-11-28 06:39' },
  '2026-12-26': { start: '2026-12-26 20:04', end: '2026-12-27 17:12' },
};
const DEVAM_SANKASHTI =
  'https://www.drikpanchang.com/vrats/sankashti-chaturthi-dates.html?geoname-id=1261481&year=2026 (fetched 2026-08-07) as recorded in ' +
  'github.com/toolsatZyra/devam-universe knowledge_packs/panchang/sankashti-chaturthi-delhi-mumbai-september-december-2026-v1.json ' +
  '(the chaturthi span and the same moonrise)';

/** Drik's 2026 Vinayaka Chaturthi list for New Delhi: day and madhyahna puja window (cut to the chaturthi). */
const VINAYAKA_2026: readonly [date: string, start: string, end: string][] = [
  ['2026-01-22', '11:29', '13:37'], ['2026-02-21', '11:27', '13:00'], ['2026-03-22', '11:15', '13:41'],
  ['2026-04-20', '11:02', '13:38'], ['2026-05-20', '10:56', '11:06'], ['2026-06-18', '10:58', '13:46'],
  ['2026-07-17', '11:05', '13:50'], ['2026-08-16', '11:06', '13:44'], ['2026-09-14', '11:02', '13:31'],
  ['2026-10-14', '10:58', '13:16'], ['2026-11-13', '11:01', '13:10'], ['2026-12-13', '11:13', '13:17'],
];

/** Drik's 2026 Masik Shivaratri list for New Delhi: day and nishita window. */
const SHIVARATRI_2026: readonly [date: string, start: string, end: string][] = [
  ['2026-01-16', '00:04', '00:58'], ['2026-02-15', '00:09', '01:01'], ['2026-03-17', '00:05', '00:53'],
  ['2026-04-15', '23:59', '00:43'], ['2026-05-15', '23:57', '00:38'], ['2026-06-13', '00:01', '00:41'],
  ['2026-07-12', '00:07', '00:47'], ['2026-08-11', '00:05', '00:48'], ['2026-09-09', '23:55', '00:41'],
  ['2026-10-08', '23:44', '00:33'], ['2026-11-07', '23:39', '00:31'], ['2026-12-07', '23:46', '00:40'],
];

/** Drik's 2026 New Delhi day lists of the vrats it prints without times there. */
const DAYS_2026: readonly [id: string, page: string, days: readonly string[]][] = [
  [
    'purnima', 'purnimasidates.html (the Purnima Vrat days)',
    ['01-03', '02-01', '03-03', '04-01', '05-01', '05-30', '06-29', '07-29', '08-27', '09-26', '10-25', '11-24', '12-23'],
  ],
  [
    'masik_durgashtami', 'masik-durgashtami-dates.html',
    ['01-26', '02-24', '03-26', '04-24', '05-23', '06-22', '07-21', '08-20', '09-19', '10-19', '11-17', '12-17'],
  ],
  [
    'kalashtami', 'masik-kalashtami-dates.html (with the adhika one, 8 June, and Kalabhairav Jayanti, 1 December)',
    ['01-10', '02-09', '03-11', '04-10', '05-09', '06-08', '07-07', '08-05', '09-04', '10-03', '11-01', '12-01', '12-30'],
  ],
  [
    'skanda_sashti', 'skanda-sashti-dates.html (with the adhika one, 21 May, and Soora Samharam, 15 November)',
    ['01-24', '02-22', '03-24', '04-22', '05-21', '06-19', '07-19', '08-17', '09-16', '10-16', '11-15', '12-15'],
  ],
];

/**
 * The records whose moonrise is Drik's 2026 page value: the Moon's centre on
 * the unrefracted horizon (all 12 within a minute with
 * moonrise=centre_no_refraction, the convention of Drik's Chandra Darshan
 * moonsets; the default, the centre refracted, rises 2.5-3.5 minutes
 * earlier). Newspapers of 2020-2024 quoting Drik's city tables printed the
 * upper limb's (vrats.test.ts), and DNA India's 20:54 for 6 January 2026
 * (drik-vrats.ts) is the upper limb's where this page reads 20:59.
 */
export const COVER_G5_UNREFRACTED_MOONRISE: readonly string[] = SANKASHTI_2026.map(([date]) => `new-delhi ${date}`);

export const COVER_G5_VRAT_REFERENCE: VratReference[] = [
  // New Delhi 2026: Drik's year lists.
  ...PRADOSH_2026.map(([date, start, end]): VratReference => ({
    year: 2026, id: pradoshId(date), date,
    window: { id: 'puja', start, end },
    source: `${DIVASTRO}: /vrats/pradoshdates.html, ${date} puja ${start}-${end}`,
  })),
  ...SANKASHTI_2026.map(([date, at]): VratReference => ({
    year: 2026, id: new Date(`${date}T00:00:00Z`).getUTCDay() === 2 ? 'angaraki_sankashti' : 'sankashti_chaturthi', date,
    moment: { id: 'moonrise', at },
    ...(SANKASHTI_TITHI_2026[date] ? { tithi: SANKASHTI_TITHI_2026[date] } : {}),
    source: `${DIVASTRO}: /vrats/sankashti-chaturthi-dates.html, ${date} moonrise ${at}${SANKASHTI_TITHI_2026[date] ? `; ${DEVAM_SANKASHTI}` : ''}`,
  })),
  ...VINAYAKA_2026.map(([date, start, end]): VratReference => ({
    year: 2026, id: 'vinayaka_chaturthi', date,
    window: { id: 'puja', start, end },
    source: `${DIVASTRO}: /vrats/vinayaka-chaturthi-dates.html, ${date} madhyahna puja ${start}-${end}`,
  })),
  ...SHIVARATRI_2026.map(([date, start, end]): VratReference => ({
    year: 2026, id: 'masik_shivaratri', date,
    window: { id: 'nishita', start: night(date, start), end: night(date, end) },
    source: `${DIVASTRO}: /vrats/masik-shivaratri-dates.html, ${date} nishita ${start}-${end}`,
  })),
  ...DAYS_2026.flatMap(([id, page, days]) =>
    days.map((md): VratReference => ({ year: 2026, id, date: `2026-${md}`, source: `${DIVASTRO}: /vrats/${page}` })),
  ),
  // New Delhi 2023-2025: newspapers quoting Drik for single vrats.
  {
    year: 2023, id: 'vinayaka_chaturthi', date: '2023-09-19',
    tithi: { start: '2023-09-18 12:39', end: '2023-09-19 13:43' },
    window: { id: 'puja', start: '11:01', end: '13:28' },
    source:
      'News9 (2023-09-15), "Ganesh Chaturthi 2023: when is it, what is the shubh muhurat" (https://www.news9live.com/lifestyle/spirituality/' +
      'ganesh-chaturthi-2023-when-is-it-what-is-the-shubh-muhurat-and-how-is-it-celebrated-2287251), "As per the Drik Panchang": the ' +
      'Bhadrapada Vinayaka Chaturthi on 19 September, chaturthi 12:39 pm 18 September to 1:43 pm 19 September, puja 11:01 AM to 01:28 PM',
  },
  {
    year: 2024, id: 'vinayaka_chaturthi', date: '2024-09-07',
    tithi: { start: '2024-09-06 15:01', end: '2024-09-07 17:37' },
    window: { id: 'puja', start: '11:03', end: '13:34' },
    source:
      'Hindustan Times (2024-09-03), "Ganesh Chaturthi 2024: Know the shubh muhurat, citywise puja timings" (https://www.hindustantimes.com/' +
      'lifestyle/festivals/ganesh-chaturthi-shubh-muhurat-know-citywise-puja-timings-ganesh-visarjan-date-bhog-for-bappa-101725347513197.html), ' +
      '"According to Drik Panchang": 7 September, New Delhi 11:03 am to 01:34 pm, chaturthi 3:01 pm 6 September to 5:37 pm 7 September ' +
      '(the New Delhi row of the city table whose other rows are in drik-vrats-cities.ts)',
  },
  {
    year: 2023, id: 'masik_shivaratri', date: '2023-02-18',
    tithi: { start: '2023-02-18 20:02', end: '2023-02-19 16:18' },
    window: { id: 'nishita', start: '2023-02-19 00:10', end: '2023-02-19 01:01' },
    source:
      'Jagran English (2023-02-17), "Maha Shivratri 2023: complete list of essentials" (https://english.jagran.com/lifestyle/maha-shivratri-' +
      '2023-complete-list-of-essentials-needed-to-perform-lord-shiva-puja-at-home-10065462), "According to Drik Panchang": the Phalguna ' +
      'Masik Shivaratri (Maha Shivaratri) on 18 February, chaturdashi 08:02 PM 18 February to 04:18 PM 19 February, nishita 12:10 AM to ' +
      '01:01 AM 19 February (Mint and Sakshi print 12:09 AM to 01:00 AM)',
  },
  {
    year: 2024, id: 'masik_shivaratri', date: '2024-03-08',
    tithi: { start: '2024-03-08 21:57', end: '2024-03-09 18:17' },
    window: { id: 'nishita', start: '2024-03-09 00:07', end: '2024-03-09 00:56' },
    source:
      'Mint via MENAFN (2024-03), "Maha Shivratri 2024: Know Date, History, Significance, Timing" (https://menafn.com/1107924719/Maha-' +
      'Shivratri-2024-Know-Date-History-Significance-Timing-Other-Details), "according to Drik Panchang", Maha Shivratri (the Phalguna ' +
      'Masik Shivaratri) on 8 March; the times from East Coast Daily (2024-02-29, https://www.eastcoastdaily.in/2024/02/29/maha-shivratri-' +
      '2024-know-date-customs-and-significance.html, Drik\'s layout, unnamed): nishita 12:07 AM to 12:56 AM 9 March, chaturdashi 09:57 PM ' +
      '8 March to 06:17 PM 9 March; Mint (2024-03-05) the same tithi',
  },
  {
    year: 2024, id: 'masik_karthigai', date: '2024-12-13',
    source:
      'Hindustan Times via bfn.today (2024-12), "Karthigai Deepam 2024 date: Know the timings, puja rituals" (https://my.bfn.today/' +
      'karthigai-deepam-2024-st_648017/news/karthigai-deepam-2024-date-know-the-timings-puja-rituals-sn_11544362): the Karthigai ' +
      'Deepam (the Masik Karthigai of the Tamil month Karthigai) on Friday 13 December "according to Drikpanchang.com", Karthigai ' +
      'nakshathram 07:50 am 13 December to 05:48 am 14 December',
  },
  {
    year: 2025, id: 'pradosh', date: '2025-05-09',
    tithi: { start: '2025-05-09 14:56', end: '2025-05-10 17:29' },
    window: { id: 'puja', start: '19:01', end: '21:08' },
    source:
      'Republic World (2025-05-08), "When is Pradosh Vrat 2025" (https://www.republicworld.com/lifestyle/festivals/when-is-pradosh-vrat-' +
      '2025-know-shubh-muhurat-mantras-and-puja-vidhi-to-seek-blessings-from-lord-shiva): Shukra Pradosha on 9 May, "Day Pradosha Time" ' +
      '07:01 PM to 09:08 PM, trayodashi 02:56 PM 9 May to 05:29 PM 10 May (the almanac not named)',
  },
  // New Delhi 2025: Drik's Purnima Vrat list as Moneycontrol prints it (its notes are Drik's: "local time of New Delhi, India
  // with DST adjustments"). 9 August: a Purnima begun at 14:12 on the 8th, after madhyahna, fasts on the 9th.
  ...(
    [
      ['2025-01-13', '2025-01-13 05:03', '2025-01-14 03:56'], ['2025-02-12', '2025-02-11 18:55', '2025-02-12 19:22'],
      ['2025-03-13', '2025-03-13 10:35', '2025-03-14 12:23'], ['2025-04-12', '2025-04-12 03:21', '2025-04-13 05:51'],
      ['2025-05-12', '2025-05-11 20:01', '2025-05-12 22:25'], ['2025-06-10', '2025-06-10 11:35', '2025-06-11 13:13'],
      ['2025-07-10', '2025-07-10 01:36', '2025-07-11 02:06'], ['2025-08-09', '2025-08-08 14:12', '2025-08-09 13:24'],
      ['2025-09-07', '2025-09-07 01:41', '2025-09-07 23:38'], ['2025-10-06', '2025-10-06 12:23', '2025-10-07 09:16'],
      ['2025-11-05', '2025-11-04 22:36', '2025-11-05 18:48'], ['2025-12-04', '2025-12-04 08:37', '2025-12-05 04:43'],
    ] as const
  ).map(([date, start, end]): VratReference => ({
    year: 2025, id: 'purnima', date,
    tithi: { start, end },
    source:
      'Moneycontrol (2024-12), "Purnima 2025 dates: complete list of 2025 full moon dates, timings and rituals" (https://www.moneycontrol.com/' +
      `religion/purnima-2025-dates-complete-list-of-2025-full-moon-dates-timings-and-rituals-article-12900487.html): Purnima Vrat ${date}, ` +
      `Purnima ${start} to ${end}; newstime365.in prints the same list`,
  })),
  // Delhi (Drik's geoname-id=1273294), September-December 2026: Drik's pages as github.com/toolsatZyra/devam-universe recorded them
  // (knowledge_packs/panchang/*-delhi-*-2026-v1.json, each with the page's URL, fetch date and checksum).
  ...(
    [
      ['2026-09-08', '2026-09-08 14:42', '2026-09-09 12:30'], ['2026-09-24', '2026-09-23 22:50', '2026-09-24 23:18'],
      ['2026-10-08', '2026-10-07 23:16', '2026-10-08 22:15'], ['2026-10-23', '2026-10-23 14:35', '2026-10-24 13:36'],
      ['2026-11-06', '2026-11-06 10:30', '2026-11-07 10:47'], ['2026-11-22', '2026-11-22 04:56', '2026-11-23 02:36'],
      ['2026-12-06', '2026-12-06 00:51', '2026-12-07 02:22'], ['2026-12-21', '2026-12-21 17:36', '2026-12-22 14:23'],
    ] as const
  ).map(([date, start, end]): VratReference => ({
    place: 'delhi', year: 2026, id: pradoshId(date), date,
    tithi: { start, end },
    source:
      'https://www.drikpanchang.com/vrats/pradoshdates.html?geoname-id=1273294&year=2026 (fetched 2026-08-06), "2026 Pradosh Dates for ' +
      `Delhi", as recorded in devam-universe pradosha-delhi-september-december-2026-v1.json: ${date}, trayodashi ${start} to ${end}`,
  })),
  ...(
    [
      ['2026-09-19', '2026-09-18 13:00', '2026-09-19 15:26'], ['2026-10-19', '2026-10-18 08:27', '2026-10-19 10:51'],
      ['2026-11-17', '2026-11-17 04:19', '2026-11-18 06:04'], ['2026-12-17', '2026-12-16 22:45', '2026-12-17 23:25'],
    ] as const
  ).map(([date, start, end]): VratReference => ({
    place: 'delhi', year: 2026, id: 'masik_durgashtami', date,
    tithi: { start, end },
    source:
      'https://www.drikpanchang.com/vrats/masik-durgashtami-dates.html?geoname-id=1273294&year=2026 (fetched 2026-08-06), as recorded in ' +
      `devam-universe masika-durgashtami-delhi-september-december-2026-v1.json: ${date}, ashtami ${start} to ${end}`,
  })),
  {
    place: 'delhi', year: 2026, id: 'kalashtami', date: '2026-12-01',
    tithi: { start: '2026-12-01 00:11', end: '2026-12-01 23:13' },
    source:
      'https://www.drikpanchang.com/vrats/masik-kalashtami-dates.html?geoname-id=1273294&year=2026, "2026 Kalashtami, Kala Ashtami dates for ' +
      'Delhi, NCT, India", as recorded in devam-universe kalabhairava-delhi-2026-v1.json: Kalabhairav Jayanti (the Margashirsha ' +
      'Kalashtami) Tuesday 1 December, ashtami 00:11 to 23:13 on the 1st (it touches the nishita of the night of 30 November, not its pradosh)',
  },
  // Outside India.
  {
    place: 'london', year: 2025, id: 'vinayaka_chaturthi', date: '2025-08-26',
    tithi: { start: '2025-08-26 09:24', end: '2025-08-27 11:14' },
    window: { id: 'puja', start: '11:38', end: '14:25' },
    source:
      'Ritual Roots (ritualroots.co.uk, UK), "Ganesh Chaturthi 2025 UK" (https://ritualroots.co.uk/culture/ganesh-chaturthi-2025-uk): in ' +
      'London Tuesday 26 August, chaturthi 09:24 AM 26 August to 11:14 AM 27 August, "Madhyahna Ganesha Puja Muhurat: 11:38 AM to 02:25 PM"',
  },
  {
    place: 'london', year: 2024, id: 'vinayaka_chaturthi', date: '2024-09-06',
    window: { id: 'puja', start: '11:39', end: '14:17' },
    source:
      'British Online Archives (2024-09-06), "Ganesh Chaturthi 2024" (https://britishonlinearchives.com/posts/category/notable-days/817/' +
      'ganesh-chaturthi-2024): "Madhyahna Ganesha Puja Muhurat ... In London ... on 6 September, from 11:39am to 02:17pm. In New Delhi ... ' +
      '7 September, from 11:03am to 01:34pm" (Drik\'s New Delhi window, Hindustan Times above)',
  },
  {
    place: 'woodbridge-nj', year: 2015, id: 'vinayaka_chaturthi', date: '2015-09-16',
    tithi: { start: '2015-09-16 10:31', end: '2015-09-17 12:50' },
    window: { id: 'puja', start: '11:38', end: '14:05' },
    source:
      'http://www.drikpanchang.com/festivals/ganesh-chaturthi/ganesh-chaturthi-date-time.html, "2015 Ganesh Chaturthi date and puja time for ' +
      'Woodbridge, New Jersey, United States" (stored copy): the Bhadrapada Vinayaka Chaturthi, Madhyahana Ganesha Puja 11:38 to 14:05, ' +
      'chaturthi 10:31 16 September to 12:50 17 September (also the Ganesh Chaturthi record of drik-festivals-abroad.ts)',
  },
  {
    place: 'london', year: 2025, id: 'sankashti_chaturthi', date: '2025-10-09',
    tithi: { start: '2025-10-09 18:24', end: '2025-10-10 15:08' },
    moment: { id: 'moonrise', at: '18:54' },
    source:
      'Ritual Roots (ritualroots.co.uk, UK), "Karwa Chauth 2025 timings in London": Thursday 9 October, moonrise 18:54, chaturthi 18:24 ' +
      '9 October to 15:08 10 October (Karwa Chauth is the Kartika krishna chaturthi, a Sankashti; its Karwa Chauth record is in ' +
      'drik-festivals-more-b.ts)',
  },
  {
    place: 'london', year: 2024, id: 'purnima', date: '2024-11-15',
    tithi: { start: '2024-11-15 00:49', end: '2024-11-15 21:28' },
    moment: { id: 'moonrise', at: '15:30' },
    source:
      'Ritual Roots (ritualroots.co.uk, UK), "Kartik Purnima" (https://ritualroots.co.uk/culture/kartik-purnima): in the UK Friday 15 ' +
      'November 2024, Purnima 00:49 AM to 21:28 PM (local time), moonrise 15:30',
  },
  // Karwa Chauth 2023 (1 November, a Wednesday): the Kartika krishna chaturthi, a Sankashti; Hindustan Times quotes Drik.
  ...(
    [
      ['new-delhi', '20:15'], ['mumbai', '20:59'], ['chennai', '20:43'], ['kolkata', '19:46'], ['bhopal', '20:29'], ['jaipur', '20:26'],
      ['patna', '19:51'], ['chandigarh', '20:10'], ['pune', '20:56'], ['hyderabad', '20:40'], ['bhubaneswar', '20:02'],
      ['kanpur', '20:08'], ['lucknow', '20:05'], ['noida', '20:14'], ['gurgaon', '20:16'],
    ] as const
  ).map(([place, at], i): VratReference => ({
    ...(place === 'new-delhi' ? {} : { place }),
    year: 2023, id: 'sankashti_chaturthi', date: '2023-11-01',
    ...(i === 0 ? { tithi: { start: '2023-10-31 21:30', end: '2023-11-01 21:19' } } : {}),
    moment: { id: 'moonrise', at },
    source:
      'Hindustan Times (2023-10-30), "Karwa Chauth 2023 moonrise time: find out the city-wise moonrise time" (https://www.hindustantimes.com/' +
      'lifestyle/festivals/karwa-chauth-2023-moonrise-time-find-out-the-city-wise-moonrise-time-and-karva-chauth-puja-shubh-muhurat-in-india-' +
      '101698636986092-amp.html), "According to Drik Panchang": 1 November, chaturthi 9:30 pm 31 October to 9:19 pm 1 November, ' +
      `citywise moonrise ${place} ${at} (Republic World and The Hans India print the same table)`,
  })),
  // Kalashtami: the Margashirsha one is Kalabhairav Jayanti (the same values are its festival records in drik-festivals-more-b.ts).
  {
    year: 2023, id: 'kalashtami', date: '2023-12-05',
    tithi: { start: '2023-12-04 21:59', end: '2023-12-06 00:37' },
    source:
      'officenewz.com (2023-03-14), "Kalashtami 2023: dates, timings" (Drik\'s Kalashtami table): 5 December, ashtami 09:59 PM 4 December ' +
      'to 12:37 AM 6 December; editorji Hindi (2023-12-04) the same date and tithi',
  },
  {
    year: 2024, id: 'kalashtami', date: '2024-11-22',
    tithi: { start: '2024-11-22 18:07', end: '2024-11-23 19:56' },
    source:
      'Prabhat Khabar (2024-11), "Kaal Bhairav Jayanti 2024", "according to Drik Panchang": Kalabhairav Jayanti (the Margashirsha ' +
      'Kalashtami) on 22 November, ashtami 6:07 PM 22 November to 7:56 PM 23 November (the ashtami is in pradosh on both evenings: the first)',
  },
  {
    year: 2025, id: 'kalashtami', date: '2025-11-12',
    tithi: { start: '2025-11-11 23:08', end: '2025-11-12 22:58' },
    source:
      'Moneycontrol (2025-11), "Kalabhairav Jayanti 2025 date: when is Bhairava Jayanti, November 11 or 12" (https://www.moneycontrol.com/' +
      'religion/kalabhairav-jayanti-2025-date-when-is-bhairava-jayanti-november-11-or-12-as-per-hindu-panchang-article-13663161.html): ' +
      '12 November, ashtami 11:08 PM 11 November to 10:58 PM 12 November (the ashtami touches the nishita of the 11th, not its pradosh)',
  },
  {
    year: 2024, id: 'skanda_sashti', date: '2024-10-08',
    tithi: { start: '2024-10-08 11:17', end: '2024-10-09 12:14' },
    source:
      'Moneycontrol (2024-10), "Skanda Sashti 2024: date, time and significance" (https://www.moneycontrol.com/religion/skanda-sashti-2024-' +
      'date-time-and-significance-article-12837111.html): Tuesday 8 October, tithi 11:17 AM 8 October to 12:14 PM 9 October',
  },
  // Maha Shivaratri 2015 (the Phalguna Masik Shivaratri) by time zone; the same statement gives the Maha Shivaratri records of
  // drik-festivals-abroad.ts.
  ...(
    [
      ['london', '2015-02-17', 'Europe'],
      ['new-york', '2015-02-17', 'the Eastern time zone'],
      ['los-angeles', '2015-02-16', 'the Pacific time zone'],
    ] as const
  ).map(([place, date, zone]): VratReference => ({
    place, year: 2015, id: 'masik_shivaratri', date,
    source:
      'shivadarshana.blogspot.com (2015-02-09), "Shivaratri 2015" (http://shivadarshana.blogspot.com/2015/02/shivaratri-2015.html): the ' +
      'chaturdashi overlapping nishita kala, "Tuesday February 17 - in all time zones in Asia, Europe, Africa, South America, and Eastern ' +
      `and Central time zones in North America. Monday February 16 - in Mountain time zone of North America and westward": ${zone}, ${date}`,
  })),
  {
    year: 2024, id: 'masik_durgashtami', date: '2024-10-11',
    tithi: { start: '2024-10-10 12:31', end: '2024-10-11 12:06' },
    source:
      'Pragativadi (Bhubaneswar, 2024-10-11), "Durga Ashtami and Maha Navami 2024: all you need to know" (https://pragativadi.com/durga-' +
      'ashtami-and-maha-navami-2024-all-you-need-to-know/), "as per Drik Panchang": Durga Ashtami (the Ashwin Masik Durgashtami) Friday ' +
      '11 October, ashtami 12:31 PM 10 October to 12:06 PM 11 October; India TV (2024-10-07) "According to Drik Panchang" the same day; ' +
      'The Hans India (2024-10-08) the same tithi',
  },
  {
    year: 2025, id: 'shani_pradosh', date: '2025-10-04',
    tithi: { start: '2025-10-04 17:09', end: '2025-10-05 15:03' },
    source:
      'Hindustan (New Delhi) via htsyndication.com (2025-10-03), "शनि प्रदोष व्रत कल" (https://www.htsyndication.com/hindustan-delhi/' +
      'article/93755751): Saturday 4 October, trayodashi 05:09 PM 4 October to 03:03 PM 5 October (the almanac not named). Its "प्रदोष ' +
      'पूजा मुहूर्त - 06:24 पी एम से 08:49 पी एम" begins 21 minutes after New Delhi\'s sunset (18:03), with the trayodashi already begun: ' +
      'another place\'s window (Mumbai\'s sunset is about 18:25), so it is left out',
  },
  {
    year: 2025, id: 'shani_pradosh', date: '2025-05-24',
    tithi: { start: '2025-05-24 19:20', end: '2025-05-25 15:51' },
    window: { id: 'puja', start: '19:20', end: '21:13' },
    source:
      'Republic World (2025-05-23), "Shani Pradosha Vrat 2025" (https://www.republicworld.com/lifestyle/festivals/shani-pradosha-vrat-' +
      '2025-know-date-shubh-muhurat-significance-ritual-mantras-to-celebrate-auspicious-day): 24 May, "Pradosha Puja Muhurat - 07:20 PM ' +
      'to 09:13 PM", trayodashi 07:20 PM 24 May to 03:51 PM 25 May; Hindustan (2025-05-22) the same tithi (the almanac not named)',
  },
  {
    year: 2020, id: 'skanda_sashti', date: '2020-11-20',
    tithi: { start: '2020-11-19 21:59', end: '2020-11-20 21:29' },
    source:
      'India Today (2020-11-20), "Soorasamharam 2020: time, date, significance" (https://www.indiatoday.in/information/story/soorasamharam-' +
      '2020-time-date-significance-and-celebration-1742508-2020-11-20): Skanda Shashthi Friday 20 November, shashthi 9:59 pm 19 November ' +
      'to 9:29 pm 20 November',
  },
  {
    year: 2022, id: 'satyanarayan_puja', date: '2022-10-09',
    tithi: { start: '2022-10-09 03:41', end: '2022-10-10 02:24' },
    source:
      'Free Press Journal (2022-10-08), "Satyanarayan Vrat: read to know significance and muhurat" (https://www.freepressjournal.in/' +
      'spirituality/satyanarayan-vrat-read-to-know-significance-and-muhurat): the puja on Purnima, 9 October, Ashwina Shukla Purnima ' +
      '03:41 AM 9 October to 02:24 AM 10 October',
  },
  // Ahmedabad 2026-2028: Drik's Gujarati calendar as github.com/Zhonic/gujarati-panchang transcribes it (festivals.csv, commit
  // 7b791a2e3eebec208ae5c680694ab3af55db106c: "Every date verified against the drikpanchang.com Gujarati calendar for Ahmedabad
  // (geoname-id 1279233)"); Maha Shivratri is the Phalguna Masik Shivaratri, Durga Ashtami the Ashwin Masik Durgashtami (its
  // Maha Shivratri and 2026 Durga Ashtami are also festival records in drik-festivals-cities.ts).
  ...(
    [
      ['masik_shivaratri', '2026-02-15', 'Maha Shivratri'],
      ['masik_shivaratri', '2027-03-06', 'Maha Shivratri'],
      ['masik_shivaratri', '2028-02-23', 'Maha Shivratri'],
      ['masik_durgashtami', '2026-10-19', 'the header: "Drik Ahmedabad places Durga Ashtami on 2026-10-19" (its own row keeps the 18th, the 8th garba night)'],
      ['masik_durgashtami', '2027-10-07', 'Durgashtami'],
      ['masik_durgashtami', '2028-09-26', 'Durgashtami'],
    ] as const
  ).map(([id, date, name]): VratReference => ({
    place: 'ahmedabad', year: Number(date.slice(0, 4)), id, date,
    source:
      "Drik Panchang's Gujarati calendar for Ahmedabad (https://www.drikpanchang.com/gujarati/calendar/gujarati-calendar.html?geoname-id=" +
      `1279233) as transcribed in github.com/Zhonic/gujarati-panchang festivals.csv: ${date}, ${name}`,
  })),
  // Chennai 2026: Drik's Tamil calendar as a public site's calendar script transcribes it (GitHub code index id 70577715192, read
  // 2026-11-28; festivalSource 'https://www.drikpanchang.com/tamil/tamil-calendar.html?geoname-id=1264527&year=2026').
  ...(
    [
      ['masik_shivaratri', '2026-02-15', 'Maha Shivaratri'],
      ['skanda_sashti', '2026-11-15', 'Kanda Sashti / Soorasamharam'],
      ['masik_karthigai', '2026-11-24', 'Karthigai Deepam'],
    ] as const
  ).map(([id, date, name]): VratReference => ({
    place: 'chennai', year: 2026, id, date,
    source:
      "Drik Panchang's Tamil calendar for Chennai (https://www.drikpanchang.com/tamil/tamil-calendar.html?geoname-id=1264527&year=2026) " +
      `as transcribed in a public site's calendar script, its festivals list (GitHub code index id 70577715192): "${name}" ${date}`,
  })),
  // Outside India, October 2026: Drik's per-city pages as a public project's research notes quote them, each page read separately
  // (GitHub code index id 70086262180, read 2026-11-28): the Durga Ashtami (Mahashtami) page, navratri/durga-puja/mahashtami-date-
  // time.html?geoname-id=<id>&year=2026, and the Amavasya list, vrats/amavasyadates.html?geoname-id=<id>&year=2026, whose 9 October is
  // "Darsha Amavasya" (the pitru-karya day, the afternoon's Amavasya) and 10 October "Ashwina Amavasya" (the sunrise's).
  ...(
    [
      ['new-york', '2026-10-17 22:57', '2026-10-19 01:21'],
      ['chicago', '2026-10-17 21:57', '2026-10-19 00:21'],
      ['dallas', '2026-10-17 21:57', '2026-10-19 00:21'],
      ['los-angeles', '2026-10-17 19:57', '2026-10-18 22:21'],
      ['san-francisco', '2026-10-17 19:57', '2026-10-18 22:21'],
      ['seattle', '2026-10-17 19:57', '2026-10-18 22:21'],
    ] as const
  ).map(([place, start, end]): VratReference => ({
    place, year: 2026, id: 'masik_durgashtami', date: '2026-10-18',
    tithi: { start, end },
    source:
      "Drik Panchang's Durga Ashtami (Mahashtami) page for the city, 2026, as quoted in a public project's research notes (GitHub code " +
      `index id 70086262180): the Ashwin Masik Durgashtami on Sunday 18 October, ashtami ${start} to ${end} (local time)`,
  })),
  {
    place: 'hyderabad', year: 2026, id: 'masik_durgashtami', date: '2026-10-19',
    tithi: { start: '2026-10-18 08:27', end: '2026-10-19 10:51' },
    source:
      "Drik Panchang's Durga Ashtami (Mahashtami) page for Hyderabad, 2026 (geoname-id=1269843), as quoted in a public project's research " +
      'notes (GitHub code index id 70086262180): "Durgashtami on Monday, October 19, 2026 / Ashtami Tithi Begins - 08:27 AM on Oct 18, ' +
      '2026 / Ends - 10:51 AM on Oct 19, 2026" (the Telangana government keeps the 18th, when the ashtami covers the afternoon)',
  },
  ...(
    [
      ['new-york', '2026-10-09 12:05', '2026-10-10 11:49'],
      ['chicago', '2026-10-09 11:05', '2026-10-10 10:49'],
      ['dallas', '2026-10-09 11:05', '2026-10-10 10:49'],
      ['los-angeles', '2026-10-09 09:05', '2026-10-10 08:49'],
      ['san-francisco', '2026-10-09 09:05', '2026-10-10 08:49'],
      ['seattle', '2026-10-09 09:05', '2026-10-10 08:49'],
    ] as const
  ).map(([place, start, end]): VratReference => ({
    place, year: 2026, id: 'amavasya', date: '2026-10-09',
    tithi: { start, end },
    source:
      "Drik Panchang's 2026 Amavasya list for the city, as quoted in a public project's research notes (GitHub code index id " +
      `70086262180): "October 9, 2026, Friday — Darsha Amavasya" and "October 10, 2026, Saturday — Ashwina Amavasya", amavasya ${start} ` +
      'to ' + end + ' (local time); the vrat day is the first, the snan-daan day the second',
  })),
  {
    year: 2027, id: 'kalashtami', date: '2027-01-29',
    tithi: { start: '2027-01-29 04:02', end: '2027-01-30 04:57' },
    source:
      'a public project\'s test notes (GitHub code index id 61470131845, "retrieved 2026-08-12"): "Magha Krishna Ashtami (Masik ' +
      'Kalashtami) 2027: Fri 29 Jan 2027, tithi 04:02 AM 29 Jan → 04:57 AM 30 Jan", citing https://www.drikpanchang.com/vrats/masik-' +
      'kalashtami-dates.html?year=2027 as read through AstroVed\'s page (https://www.astroved.com/astropedia/en/festivals/krishna-paksha-' +
      'ashtami?y=2027&m=01); second-hand, its place unnamed (the tithi is one instant across India)',
  },
];
