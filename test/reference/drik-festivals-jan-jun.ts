/**
 * Published dates, tithi spans and windows of the festivals that fall from
 * January to June, for the years 2023-2027 that the earlier references
 * (drik-festivals-declared.ts, drik-panchang.ts) lack (and an earlier year
 * where it tells a rule apart), and other cities'
 * values where printed: Drik Panchang's pages or newspapers quoting them,
 * timeanddate.com's India holiday tables as a second source. Nothing here is
 * computed by this project. Times are the place's wall-clock times (New
 * Delhi's unless named): tithi 'YYYY-MM-DD HH:MM', windows 'HH:MM' on the date.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

const TIMEANDDATE = (page: string, table: string) =>
  `timeanddate.com/holidays/india/${page} as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (${table})`;

/** timeanddate.com's India dates for the years the other references lack. */
const TABLES: readonly [id: string, page: string, table: string, dates: readonly string[]][] = [
  ['maha_shivaratri', 'maha-shivaratri-shivaratri', 'MAHA_SHIVARATRI_DATES', ['2023-02-18', '2024-03-08', '2027-03-06']],
];

/**
 * timeanddate.com's Holi (Dhulandi) dates in India 2001-2035, the day after
 * Holika Dahan (github.com/vacanza/holidays holidays/calendars/hindu.py,
 * HOLI_DATES, from web.archive.org/web/20250410002117/https://www.timeanddate.com/holidays/india/holi):
 * the check of Holika Dahan's rule over 35 years.
 */
export const TIMEANDDATE_HOLI: readonly string[] = (
  '2001-03-10 2002-03-29 2003-03-18 2004-03-07 2005-03-26 2006-03-15 2007-03-04 2008-03-22 2009-03-11 2010-03-01 ' +
  '2011-03-20 2012-03-08 2013-03-27 2014-03-17 2015-03-06 2016-03-24 2017-03-13 2018-03-02 2019-03-21 2020-03-10 ' +
  '2021-03-29 2022-03-18 2023-03-08 2024-03-25 2025-03-14 2026-03-04 2027-03-22 2028-03-11 2029-03-01 2030-03-20 ' +
  '2031-03-09 2032-03-27 2033-03-16 2034-03-05 2035-03-24'
).split(' ');

export const JAN_JUN_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  ...TABLES.flatMap(([id, page, table, dates]) =>
    dates.map((date) => ({ year: Number(date.slice(0, 4)), id, date, source: TIMEANDDATE(page, table) })),
  ),
  ...(['2023-03-08', '2024-03-25', '2027-03-22'] as const).map((date) => ({
    year: Number(date.slice(0, 4)), id: 'holi', date, source: TIMEANDDATE('holi', 'HOLI_DATES'),
  })),
  {
    year: 2022, id: 'holika_dahan', date: '2022-03-17',
    tithi: { start: '2022-03-17 13:29', end: '2022-03-18 12:47' },
    window: { id: 'muhurat', start: '21:06', end: '22:16' },
    source:
      'Jagran English (2022-03-16), "Happy Holi 2022", "as mentioned on drikpanchang.com": Holika Dahan Thursday 17 March, muhurat ' +
      '(Bhadra punchha) 09:06 PM to 10:16 PM, Bhadra mukha 10:16 PM to 12:13 AM, Purnima 1:29 PM 17 March to 12:47 PM 18 March, ' +
      'Holi Friday 18 March; Republic World (2022-03-15) the same',
  },
  { year: 2022, id: 'holi', date: '2022-03-18', source: 'Jagran English (2022-03-16), "according to drikpanchang.com": Holi Friday 18 March; timeanddate.com the same' },
  {
    year: 2024, id: 'holika_dahan', date: '2024-03-24',
    window: { id: 'muhurat', start: '23:13', end: '2024-03-25 00:27' },
    source:
      'lalluram.com web story (2024-03): Holika Dahan 24 March, 11:13 PM to 12:27 AM, after Bhadra (09:54 AM to 11:13 PM); Lokmat Times ' +
      '(2024-03-19) the same day and start; ANM News: Purnima 09:55 AM 24 March to 12:30 PM 25 March',
  },
  {
    year: 2027, id: 'holika_dahan', date: '2027-03-21',
    tithi: { start: '2027-03-21 18:21', end: '2027-03-22 16:13' },
    source:
      'ABP Live (2026), "Holi 2027 date": Holika Dahan Sunday 21 March, Holi Monday 22 March, Purnima 06:21 PM 21 March to 04:13 PM ' +
      '22 March; timeanddate.com\'s Holi the 22nd. Purnima lasts under three and a half yamas past the sunrise of the 22nd, so the ' +
      "Dahan stays in the 21st's Bhadra punchha (purnima-bhadra.ts)",
  },
  {
    year: 2024, id: 'mauni_amavasya', date: '2024-02-09',
    tithi: { start: '2024-02-09 08:02', end: '2024-02-10 04:28' },
    source: 'Zee News (2024-02), "Mauni Amavasya 2024: Date, Significance, Timings" ("Source: Drik Panchang"): Friday 9 February, amavasya 8:02 AM 9 February to 4:28 AM 10 February',
  },
  {
    year: 2024, id: 'magha_purnima', date: '2024-02-24',
    source:
      'DNA India (2024-02-23), "Magha Purnima 2024": Saturday 24 February, purnima from 03:33 PM 23 February; durganavratri.in the same ' +
      'day and start. Their ends disagree (DNA 05:49 PM, durganavratri 05:59 PM, Business Standard 6.34 PM with a 3.36 PM start), so the span is left out',
  },
  {
    year: 2024, id: 'ugadi', date: '2024-04-09',
    tithi: { start: '2024-04-08 23:50', end: '2024-04-09 20:30' },
    source: 'Asianet News via MENAFN (2024-04-07), "When Is Ugadi 2024": 9 April, pratipada 11:50 PM 8 April to 08:30 PM 9 April (the span Drik\'s Cheti Chand table prints, drik-festivals-declared.ts)',
  },
  {
    year: 2022, id: 'ugadi', date: '2022-04-02',
    tithi: { start: '2022-04-01 11:53', end: '2022-04-02 11:58' },
    source: 'The Quint (2022-03-31), "Ugadi 2022" ("according to Drik Panchang"): Saturday 2 April, pratipada 11:53 AM 1 April to 11:58 AM 2 April',
  },
  {
    year: 2024, id: 'hanuman_jayanti', date: '2024-04-23',
    tithi: { start: '2024-04-23 03:25', end: '2024-04-24 05:18' },
    source: 'The Hans India (2024-04), "Hanuman Jayanti 2024" ("according to Drik Panchang"): Tuesday 23 April, purnima 03:25 23 April to 05:18 24 April; Webdunia Hindi the same day and start',
  },
  {
    year: 2023, id: 'hanuman_jayanti', date: '2023-04-06',
    tithi: { start: '2023-04-05 09:19', end: '2023-04-06 10:04' },
    source: 'Mid-day (2023-04-05), "Hanuman Jayanti 2023" ("According to Drik Panchang"): Thursday 6 April, purnima 09:19 AM 5 April to 10:04 AM 6 April; India Today (2023-01-16) and DNA India the same',
  },
  {
    year: 2024, id: 'akshaya_tritiya', date: '2024-05-10',
    tithi: { start: '2024-05-10 04:17', end: '2024-05-11 02:50' },
    window: { id: 'puja', start: '05:33', end: '12:18' },
    source: 'Business Today (2024-05-09), "Akshaya Tritiya 2024: state-wise muhurat": tritiya 04:17 AM 10 May to 02:50 AM 11 May, puja 05:33 AM to 12:18 PM, New Delhi the same; The Hans India the same',
  },
  {
    place: 'mumbai', year: 2024, id: 'akshaya_tritiya', date: '2024-05-10',
    window: { id: 'puja', start: '06:06', end: '12:35' },
    source: 'Business Today (2024-05-09), the city table: Mumbai 06:06 AM to 12:35 PM; Asianet News via MENAFN (2024-05-10) the same',
  },
  {
    place: 'ahmedabad', year: 2024, id: 'akshaya_tritiya', date: '2024-05-10',
    window: { id: 'puja', start: '06:01', end: '12:36' },
    source: 'Business Today (2024-05-09), the city table: Ahmedabad 06:01 AM to 12:36 PM; Asianet News via MENAFN (2024-05-06) the same',
  },
  {
    year: 2024, id: 'ganga_dussehra', date: '2024-06-16',
    tithi: { start: '2024-06-16 02:32', end: '2024-06-17 04:43' },
    source: 'India TV News (2024-06-15), "Ganga Dussehra 2024": 16 June, dashami 02:32 AM 16 June to 04:43 AM 17 June, Hasta 08:14 AM 15 June to 11:13 AM 16 June; ghdays.in the same',
  },
  {
    year: 2024, id: 'jagannath_rath_yatra', date: '2024-07-07',
    tithi: { start: '2024-07-07 04:26', end: '2024-07-08 04:59' },
    source: 'Webdunia Hindi (2024-07-02), "Jagannath Rath Yatra": Sunday 7 July, dwitiya 04:26 AM 7 July to 04:59 AM 8 July',
  },
  {
    year: 2024, id: 'vat_savitri', date: '2024-06-06',
    tithi: { start: '2024-06-05 19:54', end: '2024-06-06 18:07' },
    source: 'India Today (2024-06-06), "Vat Savitri 2024": Vata Savitri Amavasya Thursday 6 June, amavasya 07:54 PM 5 June to 06:07 PM 6 June; Vat Savitri Purnima Vrat Friday 21 June',
  },
  {
    year: 2024, id: 'vat_purnima', date: '2024-06-21',
    source: 'India Today (2024-06-06), "Vat Savitri 2024": Vat Savitri Purnima Vrat on Friday 21 June',
  },
  {
    year: 2024, id: 'sheetala_ashtami', date: '2024-04-02',
    source: 'LatestLY (2024-04-01), "Sheetala Ashtami 2024 Date": Tuesday 2 April, puja 06:23 AM to 06:40 PM',
  },
  {
    year: 2024, id: 'rang_panchami', date: '2024-03-30',
    tithi: { start: '2024-03-29 20:20', end: '2024-03-30 21:13' },
    source: 'India TV News (2024-03-29), "When is Ranga Panchami 2024": 30 March, panchami 08:20 PM 29 March to 09:13 PM 30 March; festivalsdatetime.co.in the same day and start (its end 21:15)',
  },
  {
    year: 2024, id: 'parashurama_jayanti', date: '2024-05-10',
    tithi: { start: '2024-05-10 04:17', end: '2024-05-11 02:50' },
    source: 'Hindustan Times (2024-05-09), "Parshurama Jayanti 2024" ("According to Drik Panchang"): 10 May, tritiya 4:17 AM 10 May to 2:50 AM 11 May; The Hans India the same',
  },
  {
    year: 2024, id: 'shani_jayanti', date: '2024-06-06',
    tithi: { start: '2024-06-05 19:54', end: '2024-06-06 18:07' },
    source: 'ANM News Hindi (2024-06), "Shani Jayanti": 6 June by the udaya tithi, amavasya 7:54 PM 5 June to 6:07 PM 6 June; News11 Bharat the same',
  },
  {
    year: 2024, id: 'narasimha_jayanti', date: '2024-05-21',
    tithi: { start: '2024-05-21 17:39', end: '2024-05-22 18:47' },
    window: { id: 'puja', start: '16:24', end: '19:09' },
    source: 'Moneycontrol (2024-05-17), "Narasimha Jayanti 2024 Date and Time" (Drik\'s table): Tuesday 21 May, sayana kala puja 16:24 to 19:09, madhyahna sankalp 10:56 to 13:40, chaturdashi 17:39 21 May to 18:47 22 May',
  },
  {
    year: 2024, id: 'sita_navami', date: '2024-05-16',
    tithi: { start: '2024-05-16 06:22', end: '2024-05-17 08:48' },
    source:
      'LatestLY (2024-05), "Sita Navami 2024 Date, Time and Shubh Muhurat": Thursday 16 May, navami 06:22 AM 16 May to 08:48 AM 17 May, ' +
      'madhyahna moment 12:19 PM. Its two articles print two madhyahna muhurats (11:04 AM to 01:34 PM and 11:16 AM to 01:53 PM), ' +
      'neither a fifth of New Delhi\'s daytime around that moment; left out',
  },
  {
    year: 2023, id: 'sita_navami', date: '2023-04-29',
    tithi: { start: '2023-04-28 16:01', end: '2023-04-29 18:22' },
    window: { id: 'puja', start: '11:00', end: '13:37' },
    source: 'durganavratri.in, "Sita Navami 2023" (Drik\'s table): Saturday 29 April, madhyahna muhurat 11:00 AM to 01:37 PM, moment 12:19 PM, navami 04:01 PM 28 April to 06:22 PM 29 April',
  },
  {
    year: 2024, id: 'ganga_saptami', date: '2024-05-14',
    tithi: { start: '2024-05-14 02:50', end: '2024-05-15 04:19' },
    window: { id: 'puja', start: '10:56', end: '13:39' },
    source:
      'Mint via MENAFN (2024-05-14), "Ganga Saptami 2024" ("According to Drik Panchang"): 14 May, madhyahna muhurat 10:56 AM to 1:39 PM, ' +
      'saptami 2.50 AM 14 May to 4.19 AM 15 May; worldinformers.com (Hindi) the same. HT Marathi\'s span (5.20 PM 13 May to 6.49 PM 14 May) matches no other source; left out',
  },
  {
    year: 2025, id: 'vasant_panchami', date: '2025-02-02',
    tithi: { start: '2025-02-02 09:14', end: '2025-02-03 06:52' },
    window: { id: 'puja', start: '07:09', end: '12:35' },
    source: 'India Inputs (2025-01), "Vasant Panchami: date, puja time and muhurat": Sunday 2 February, Saraswati puja 07:09 AM to 12:35 PM, panchami 09:14 AM 2 February to 06:52 AM 3 February',
  },
  {
    place: 'mumbai', year: 2022, id: 'vasant_panchami', date: '2022-02-05',
    tithi: { start: '2022-02-05 03:47', end: '2022-02-06 03:46' },
    window: { id: 'puja', start: '07:11', end: '12:53' },
    source: 'Free Press Journal (2022-02-04), "Vasant Panchami 2022", "Tithi and timings for Mumbai" ("Date & Time Source: Drikpanchang"): 5 February, muhurat 07:11 AM to 12:53 PM, panchami 03:47 AM 5 February to 03:46 AM 6 February',
  },
  {
    year: 2026, id: 'ratha_saptami', date: '2026-01-25',
    source: 'News18 Marathi (2026-01-24), "Rathasaptami 2026": Sunday 25 January by the udaya tithi, snan 5:26 AM to 7:13 AM. Its saptami (12:49 AM 24 January to 11:10 PM 25 January, 46 hours) is no tithi\'s length; left out',
  },
  {
    year: 2023, id: 'ratha_saptami', date: '2023-01-28',
    source: 'News18 Telugu (2023-01), "Ratha Saptami 2023", by the Kashi panchang of Chakrapani Bhatt: 28 January, saptami 09:10 AM 27 January to 08:43 PM 28 January, snan 05:25 AM to 07:12 AM (not Drik\'s table; the date only)',
  },
  ...(['vat_savitri', 'shani_jayanti'] as const).map((id) => ({
    year: 2023, id, date: '2023-05-19',
    tithi: { start: '2023-05-18 21:42', end: '2023-05-19 21:22' },
    source: 'Chennai Print (2023-05), "Jyeshtha Amavasya is on 19th May": Savitri Vrat and Shani Jayanti Friday 19 May, amavasya 9.42 PM 18 May to 9.22 PM 19 May',
  })),
  {
    year: 2023, id: 'ganga_dussehra', date: '2023-05-30',
    tithi: { start: '2023-05-29 11:49', end: '2023-05-30 13:07' },
    source: 'Zee News (2023-05-30), "Ganga Dussehra 2023": Tuesday 30 May, dashami 11:49 AM 29 May to 01:07 PM 30 May, Hasta 04:29 AM 30 May to 06:00 AM 31 May; Business Standard the same (The Statesman prints 1:49 AM for the start)',
  },
  {
    year: 2023, id: 'jagannath_rath_yatra', date: '2023-06-20',
    tithi: { start: '2023-06-19 11:25', end: '2023-06-20 13:07' },
    source: 'News18 Hindi via theinfinitylive.com (2023-06), "Jagannath Rath Yatra 2023 on 20 June": dwitiya 11:25 AM 19 June to 1:07 PM 20 June, the yatra by the udaya tithi on the 20th; Zee News (2023-06-20) the same day',
  },
  {
    year: 2023, id: 'akshaya_tritiya', date: '2023-04-22',
    tithi: { start: '2023-04-22 07:49', end: '2023-04-23 07:47' },
    window: { id: 'puja', start: '07:49', end: '12:20' },
    source:
      'Hindustan Times (2023-04-20), "Is Akshaya Tritiya on April 22 or 23" ("According to Drik Panchang"): Saturday 22 April, tritiya ' +
      '7:49 AM 22 April to 7:47 AM 23 April, puja 7:49 AM to 12:20 PM (New Delhi); Zee News, DNA India and Republic World the same',
  },
  {
    // An earlier year that tells the tie-break: the tritiya holds 28 minutes of 25 April's purvahna and all of 26 April's.
    year: 2020, id: 'akshaya_tritiya', date: '2020-04-26',
    tithi: { start: '2020-04-25 11:51', end: '2020-04-26 13:22' },
    window: { id: 'puja', start: '05:45', end: '12:19' },
    source:
      'Zee News (2020-04), "Akshaya Tritiya 2020: puja muhurat, gold purchasing time" ' +
      '(https://zeenews.india.com/culture/akshaya-tritiya-2020-puja-muhurat-gold-purchasing-time-2278929.html), "according to ' +
      'drikpanchang.com": Sunday 26 April, puja 05:45 AM to 12:19 PM, tritiya 11:51 AM 25 April to 01:22 PM 26 April; News18 ' +
      '(2020-04-25) and DNA India (2020-04-24) the same day and tithi',
  },
  {
    place: 'mumbai', year: 2023, id: 'akshaya_tritiya', date: '2023-04-22',
    window: { id: 'puja', start: '07:49', end: '12:37' },
    source: 'Hindustan Times (2023-04-20), the city table: Mumbai 7:49 AM to 12:37 PM; Republic World and DNA India the same',
  },
  {
    place: 'ahmedabad', year: 2023, id: 'akshaya_tritiya', date: '2023-04-22',
    window: { id: 'puja', start: '07:49', end: '12:38' },
    source: 'Hindustan Times (2023-04-20), the city table: Ahmedabad 7:49 AM to 12:38 PM; Republic World and DNA India the same',
  },
  {
    year: 2024, id: 'holashtak', date: '2024-03-17',
    source:
      'kajernews.com (2024-03), "Holashtak 2024": from 17 March to Holika Dahan on 24 March, "according to Drik Panchang"; lokportal.com ' +
      'the same start. Its ashtami (09:39 PM 16 March to "09:53 AM" 17 March) would last 12 hours, a misprint; left out',
  },
  {
    year: 2024, id: 'holika_dahan', date: '2024-03-24',
    tithi: { start: '2024-03-24 09:54', end: '2024-03-25 12:29' },
    window: { id: 'bhadra_punchha', start: '18:33', end: '19:53' },
    source: 'kajernews.com and trendindian.in (2024-03), "according to Drik Panchang": Holika Dahan 24 March, Bhadra punchha 6:33 PM to 7:53 PM, mukha 7:53 PM to 10:06 PM, Purnima 09:54 AM 24 March to 12:29 PM 25 March',
  },
  {
    year: 2023, id: 'mauni_amavasya', date: '2023-01-21',
    tithi: { start: '2023-01-21 06:17', end: '2023-01-22 02:22' },
    source:
      'DNA India (2023-01-20), "Magha Amavasya" ("As per the Drik Panchang"; "Source: Drik Panchang"): Saturday 21 January, amavasya 6:17 AM ' +
      '21 January to 2:22 AM 22 January; buzinessbytes.com the same. hindu-calendar.com\'s 5:08 AM to 2:49 AM ("in many parts of India") is not Drik\'s',
  },
  {
    year: 2023, id: 'magha_purnima', date: '2023-02-05',
    tithi: { start: '2023-02-04 21:29', end: '2023-02-05 23:58' },
    source: 'India Today (2023-02-05), "Magha Purnima 2023": Sunday 5 February, purnima 09:29 PM 4 February to 11:58 PM 5 February; Jagran English and eduvast.com the same',
  },
  {
    year: 2023, id: 'bhishma_ashtami', date: '2023-01-28',
    tithi: { start: '2023-01-28 08:43', end: '2023-01-29 09:05' },
    window: { id: 'madhyahna', start: '11:30', end: '13:39' },
    source: 'durganavratri.in, "Bhishma Ashtami 2023 Date" (Drik\'s table): Saturday 28 January, madhyahna 11:30 AM to 01:39 PM, ashtami 08:43 AM 28 January to 09:05 AM 29 January; India Today (2023-01-27) the same (its end 01:40 PM)',
  },
  {
    year: 2024, id: 'ganesh_jayanti', date: '2024-02-13',
    tithi: { start: '2024-02-12 17:44', end: '2024-02-13 14:41' },
    window: { id: 'puja', start: '11:29', end: '13:42' },
    source:
      'durganavratri.in, "Ganesh Jayanti 2024 Date" (Drik\'s table): Tuesday 13 February, madhyahna puja 11:29 AM to 01:42 PM, chaturthi ' +
      '05:44 PM 12 February to 02:41 PM 13 February; Prabhat Khabar the same day and span',
  },
  {
    year: 2024, id: 'sakat_chauth', date: '2024-01-29',
    moment: { id: 'moonrise', at: '21:11' },
    source: 'Republic World (2024-01-29), "Sakat Chauth 2024: City-wise Moonrise Time": New Delhi 09:11 PM; ABP Live (2024-01-29) the same day, Delhi 09:10 PM',
  },
  {
    place: 'mumbai', year: 2024, id: 'sakat_chauth', date: '2024-01-29',
    moment: { id: 'moonrise', at: '21:33' },
    source: 'Republic World (2024-01-29), the city list: Mumbai 09:33 PM; ABP Live (2024-01-29) 09:32 PM',
  },
  {
    year: 2023, id: 'ugadi', date: '2023-03-22',
    tithi: { start: '2023-03-21 22:52', end: '2023-03-22 20:20' },
    source: 'India TV News (2023-03-21), "Ugadi 2023": Wednesday 22 March, pratipada 10:52 PM 21 March to 8:20 PM 22 March; IBTimes the same day',
  },
  {
    year: 2023, id: 'narasimha_jayanti', date: '2023-05-04',
    tithi: { start: '2023-05-03 23:49', end: '2023-05-04 23:44' },
    source:
      'LatestLY via rapidtelecast.com (2023-05), "Narasimha Jayanti 2023": Thursday 4 May, chaturdashi 11:49 PM 3 May to 11:44 PM 4 May, ' +
      'parana after 6:09 AM 5 May. Its sayana kala (04:27 PM to 07:02 PM) ends after New Delhi\'s sunset, another place\'s; left out. ' +
      'India Today\'s 3 May (chaturdashi 02:19 PM 3 May to 02:14 PM 4 May) is another zone\'s clock',
  },
  {
    year: 2024, id: 'hanuman_jayanti_telugu', date: '2024-06-01',
    tithi: { start: '2024-06-01 07:24', end: '2024-06-02 05:04' },
    source: 'Daily Jagran English (2024-06-01), "Telugu Hanuman Jayanti 2024": 1 June, dashami 7:24 AM 1 June to 5:04 AM 2 June; lalluramnews.com ("According to Drik Panchang") and Webdunia Hindi the same',
  },
  {
    year: 2024, id: 'nirjala_ekadashi', date: '2024-06-18',
    tithi: { start: '2024-06-17 04:43', end: '2024-06-18 06:24' },
    source:
      'India Today (2024-06-18), "Nirjala Ekadashi 2024" ("According to the drik panchang"): Tuesday 18 June, ekadashi 4:43 AM 17 June ' +
      'to 6:24 AM 18 June (its body 4:42 AM), parana 5:23 AM to 7:28 AM 19 June; 24ghanteonline.com the same. Webdunia Hindi ' +
      '(2024-06-17) keeps the Smarta fast on the 17th and the Vaishnava on the 18th: the Ekadashi covers both sunrises (flag ' +
      'covers_both_sunrises) and the rule keeps the second, India Today\'s day',
  },
  {
    year: 2024, id: 'amalaki_ekadashi', date: '2024-03-20',
    tithi: { start: '2024-03-20 00:21', end: '2024-03-21 02:22' },
    source: 'Hindustan Times (2024-03-19), "Amalaki Ekadashi 2024: Is Rangbhari Ekadashi on March 20 or 21" ("According to Drik Panchang"): 20 March, ekadashi 12:21 AM 20 March to 02:22 AM 21 March, parana 1:41 PM to 4:07 PM 21 March; Prameya News the same',
  },
  {
    year: 2023, id: 'vat_purnima', date: '2023-06-03',
    tithi: { start: '2023-06-03 11:16', end: '2023-06-04 09:11' },
    source: 'LatestLY (2023-05-28), "Vat Purnima 2023 Date in Maharashtra" ("According to Drik Panchang"): 3 June, purnima 11:16 AM 3 June to 09:11 AM 4 June',
  },
  {
    year: 2023, id: 'cheti_chand', date: '2023-03-22',
    tithi: { start: '2023-03-21 22:52', end: '2023-03-22 20:20' },
    source:
      'LatestLY (2023-03-20), "Cheti Chand 2023": Wednesday 22 March; aitechshow.com (2023-03): pratipada 10.52 PM 21 March to 08.20 PM ' +
      '22 March (India TV\'s Ugadi span the same). Their muhurats disagree (06:28 PM to 07:07 PM, 06:32 PM to 07:14 PM); left out',
  },
  {
    year: 2023, id: 'sheetala_ashtami', date: '2023-03-15',
    source:
      'LatestLY (2023-03-13), "Sheetala Ashtami 2023": Wednesday 15 March; ent24x7.com and liveworldnews.in the same day. Their ashtami ' +
      'spans disagree (6.52 PM 14 March to 5.15 PM 15 March; 12.09 AM 15 March to 10.04 PM 16 March); left out',
  },
  {
    year: 2023, id: 'ganga_saptami', date: '2023-04-27',
    tithi: { start: '2023-04-26 11:27', end: '2023-04-27 13:38' },
    window: { id: 'puja', start: '11:00', end: '13:38' },
    source:
      'Hindu Metro (2023-04-27), "Ganga Saptami 2023": Thursday 27 April, saptami 11:27 AM 26 April to 01:38 PM 27 April, madhyahna ' +
      'muhurat 11 AM to 01:38 PM; rxzine.com and dellyranks.com the same (globalprabhat.com\'s 11:07 AM to 01:43 PM is another place\'s)',
  },
  {
    year: 2024, id: 'janaki_jayanti', date: '2024-03-04',
    tithi: { start: '2024-03-03 08:44', end: '2024-03-04 08:49' },
    source: 'Hindustan Times (2024-03-03), "Janak Jayanti 2024": Monday 4 March, ashtami 8:44 AM 3 March to 8:49 AM 4 March; India TV News the same',
  },
  {
    year: 2023, id: 'sakat_chauth', date: '2023-01-10',
    tithi: { start: '2023-01-10 12:09', end: '2023-01-11 14:31' },
    moment: { id: 'moonrise', at: '20:41' },
    source:
      'DNA India (2023-01-10), "Sakat Chauth 2023 moonrise time": Tuesday 10 January, New Delhi 08:41 PM; Jagran English (2023-01-10): ' +
      'chaturthi 12.09 PM 10 January to 2.31 PM 11 January',
  },
  ...(
    [
      ['mumbai', '21:13'],
      ['ahmedabad', '21:08'],
    ] as const
  ).map(([place, at]) => ({
    place, year: 2023, id: 'sakat_chauth', date: '2023-01-10',
    moment: { id: 'moonrise', at },
    source: `DNA India (2023-01-10), "Sakat Chauth 2023 moonrise time", the city list: ${place === 'mumbai' ? 'Mumbai 09:13 PM' : 'Ahmedabad 09:08 PM'}`,
  })),
  {
    year: 2023, id: 'parashurama_jayanti', date: '2023-04-22',
    tithi: { start: '2023-04-22 07:49', end: '2023-04-23 07:47' },
    source: 'LatestLY (2023-04-21), "Parshuram Jayanti 2023 Date in India": Saturday 22 April, tritiya 07:49 AM 22 April to 07:47 AM 23 April; indianfestival112.blogspot.com ("2023 Parashurama Jayanti date for Delhi") the same',
  },
  {
    year: 2023, id: 'holashtak', date: '2023-02-27',
    source: 'comparemela.com (2023-03): "Holashtak will begin on February 27 and continue till March 7"; Prokerala\'s Holashtak page: "Holashtak 2023 was on 27th February" (Ujjain)',
  },
  {
    year: 2023, id: 'rang_panchami', date: '2023-03-12',
    tithi: { start: '2023-03-11 22:05', end: '2023-03-12 22:01' },
    source: 'DNA India (2023-03-12), "Rang Panchami 2023": 12 March, panchami 10:05 PM 11 March to 10:01 PM 12 March',
  },
  {
    year: 2023, id: 'vaikuntha_ekadashi', date: '2023-01-02',
    tithi: { start: '2023-01-01 19:12', end: '2023-01-02 20:23' },
    source: 'Free Press Journal (2023-01), "Vaikunta Ekadashi 2023": 2 January, Ekadashi 07:12 PM 1 January to 08:23 PM 2 January (the year\'s second, 23 December, is declared-festivals.test.ts\'s)',
  },
  {
    year: 2021, id: 'mahesh_navami', date: '2021-06-19',
    source:
      'festivalsdatetime.co.in, "Mahesh Navami Pooja 2021 Date": Saturday 19 June. Its navami (20:40 18 June to 18:50 19 June) ' +
      'is not Drik\'s table and ends 4 minutes after ours, with no second source to settle it; left out',
  },
  {
    year: 2023, id: 'hanuman_jayanti_telugu', date: '2023-05-14',
    tithi: { start: '2023-05-14 04:42', end: '2023-05-15 02:46' },
    source: 'LatestLY (2023-05-12), "Telugu Hanuman Jayanti 2023": Sunday 14 May, dashami 04:42 AM 14 May to 02:46 AM 15 May; ganeshavoice.com the same day and start (its end, 04:46 AM, two hours later, with no third source; left aside)',
  },
  {
    year: 2023, id: 'mahesh_navami', date: '2023-05-29',
    tithi: { start: '2023-05-28 09:56', end: '2023-05-29 11:49' },
    source: 'LatestLY (2023-05), "Mahesh Navami 2023 Date and Time" ("According to drikpanchang"): Monday 29 May, navami 09:56 AM 28 May to 11:49 AM 29 May',
  },
];
