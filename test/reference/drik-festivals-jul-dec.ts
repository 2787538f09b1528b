/**
 * Published dates of the festivals that fall from July to December, for the
 * New Delhi years 2023-2027 that the earlier references
 * (drik-festivals-declared.ts, drik-panchang.ts) lack: timeanddate.com's India
 * holiday tables and Drik Panchang's Mahalaya Amavasya page (with the Telangana
 * government's Bathukamma holidays), as archived in github.com/vacanza/holidays.
 * Nothing here is computed by this project.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

const ARCHIVE = 'as archived in github.com/vacanza/holidays holidays/calendars/hindu.py';
const TIMEANDDATE = (page: string, table: string) => `timeanddate.com/holidays/india/${page} ${ARCHIVE} (${table})`;

/** Dates by festival for the years the other references lack. */
const TABLES: readonly [id: string, source: string, dates: readonly string[]][] = [
  ['raksha_bandhan', TIMEANDDATE('raksha-bandhan', 'RAKSHA_BANDHAN_DATES'), ['2023-08-30', '2024-08-19', '2027-08-17']],
  // timeanddate's holiday is the Vaishnava day where Drik prints two (reference.test.ts compares it so).
  ['krishna_janmashtami', TIMEANDDATE('janmashtami', 'JANMASHTAMI_DATES'), ['2023-09-07', '2024-08-26', '2027-08-25']],
  ['sharad_navratri', TIMEANDDATE('navratri', 'SHARAD_NAVRATRI_DATES'), ['2023-10-15', '2024-10-03', '2027-09-30']],
  ['vijayadashami', TIMEANDDATE('dussehra', 'DUSSEHRA_DATES'), ['2023-10-24', '2024-10-12', '2027-10-09']],
  ['diwali', TIMEANDDATE('diwali', 'DIWALI_INDIA_DATES'), ['2023-11-12', '2027-10-29']],
  ['govardhan_puja', TIMEANDDATE('govardhan-puja', 'GOVARDHAN_PUJA_DATES'), ['2023-11-13', '2024-11-02', '2027-10-30']],
  [
    'sarva_pitru_amavasya',
    `drikpanchang.com/shraddha/tithi/amavasya-shraddha-date-time.html (Mahalaya Amavasya) and telangana.gov.in's holiday calendars 2023-2024 (Bathukamma) ${ARCHIVE} (BATHUKAMMA_DATES)`,
    ['2023-10-14', '2024-10-02', '2026-10-10', '2027-09-29'],
  ],
];

export const JUL_DEC_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  ...TABLES.flatMap(([id, source, dates]) => dates.map((date) => ({ year: Number(date.slice(0, 4)), id, date, source }))),
  {
    year: 2023, id: 'krishna_janmashtami', date: '2023-09-06',
    tithi: { start: '2023-09-06 15:37', end: '2023-09-07 16:14' },
    window: { id: 'nishita', start: '23:57', end: '2023-09-07 00:42' },
    source: 'Northeast Rising (2023-09-06), "Janmashtami 2023: muhurat, city timings": nishita puja 11:57 PM 6 September to 12:42 AM 7 September (New Delhi), ashtami 3:37 PM 6 September to 4:14 PM 7 September; Drik\'s Smarta day',
  },
  {
    place: 'mumbai', year: 2023, id: 'krishna_janmashtami', date: '2023-09-06',
    window: { id: 'nishita', start: '2023-09-07 00:14', end: '2023-09-07 01:00' },
    source: 'Northeast Rising (2023-09-06), the city table: Mumbai 12:14 AM to 01:00 AM, 7 September',
  },
  {
    place: 'ahmedabad', year: 2023, id: 'krishna_janmashtami', date: '2023-09-06',
    window: { id: 'nishita', start: '2023-09-07 00:15', end: '2023-09-07 01:01' },
    source: 'Northeast Rising (2023-09-06), the city table: Ahmedabad 12:15 AM to 01:01 AM, 7 September',
  },
  {
    year: 2023, id: 'govardhan_puja', date: '2023-11-14',
    tithi: { start: '2023-11-13 14:56', end: '2023-11-14 14:36' },
    window: { id: 'pratahkal', start: '06:43', end: '08:52' },
    source: 'Kalam Times (2023-11), "Govardhan Puja 2023: 13 or 14 November", "according to Drik Panchang": morning muhurat 6:43 AM to 8:52 AM on 14 November, pratipada 2:56 PM 13 November to 2:36 PM 14 November; Webdunia Hindi and ABP Live (via Taza Khabar) the same day and tithi',
  },
  {
    year: 2024, id: 'guru_purnima', date: '2024-07-21',
    tithi: { start: '2024-07-20 17:59', end: '2024-07-21 15:46' },
    source: 'thenarinder.in (2024-07), "Guru Purnima 2024: date, timing", "according to Drik Panchang": 21 July, purnima 5:59 PM 20 July to 3:46 PM 21 July',
  },
  {
    year: 2024, id: 'nag_panchami', date: '2024-08-09',
    tithi: { start: '2024-08-09 00:36', end: '2024-08-10 03:14' },
    window: { id: 'pratahkal', start: '05:47', end: '08:27' },
    source: 'Zee News (2024-08-07), "When is Nag Panchami 2024", "(Source: Drik Panchang)": 9 August, puja 5:47 AM to 8:27 AM, panchami 12:36 AM 9 August to 3:14 AM 10 August',
  },
  {
    year: 2024, id: 'hartalika_teej', date: '2024-09-06',
    tithi: { start: '2024-09-05 12:21', end: '2024-09-06 15:01' },
    window: { id: 'pratahkal', start: '06:02', end: '08:33' },
    source: 'The Hans India (2024-09-04), "Hartalika Teej 2024: clarifying the observance date": 6 September, puja 6:02 AM to 8:33 AM, tritiya 12:21 PM 5 September to 3:01 PM 6 September; Hindustan Times (2024-09-06) and Pudhari the same day and tithi',
  },
  {
    year: 2023, id: 'karwa_chauth', date: '2023-11-01',
    tithi: { start: '2023-10-31 21:30', end: '2023-11-01 21:19' },
    window: { id: 'puja', start: '17:36', end: '18:54' },
    moment: { id: 'moonrise', at: '20:15' },
    source: 'The Hans India (2023-10-30), "Karwa Chauth moonrise time 2023", "according to Drik Panchang": 1 November, chaturthi 9:30 PM 31 October to 9:19 PM 1 November, moonrise 8:15 PM, puja (city table) New Delhi 17:36 to 18:54',
  },
  {
    place: 'mumbai', year: 2023, id: 'karwa_chauth', date: '2023-11-01',
    window: { id: 'puja', start: '18:05', end: '19:21' },
    moment: { id: 'moonrise', at: '20:59' },
    source: 'The Hans India (2023-10-30), the city tables: Mumbai puja 6:05 PM to 7:21 PM, moonrise 20:59',
  },
  {
    place: 'ahmedabad', year: 2023, id: 'karwa_chauth', date: '2023-11-01',
    window: { id: 'puja', start: '18:02', end: '19:18' },
    source: 'The Hans India (2023-10-30), the city table: Ahmedabad puja 18:02 to 19:18',
  },
  {
    year: 2024, id: 'karwa_chauth', date: '2024-10-20',
    tithi: { start: '2024-10-20 06:46', end: '2024-10-21 04:16' },
    window: { id: 'puja', start: '17:46', end: '19:02' },
    moment: { id: 'moonrise', at: '19:54' },
    source: 'Be Gorgeous Lady (2024-10), "Karwa Chauth 2024: moonrise timing and puja muhurat", "according to Drik Panchang": Delhi puja 05:46 PM to 07:02 PM, moonrise 07:54 PM; classicfunny.club (2024-10), "as per Drik Panchang": chaturthi 6:46 AM 20 October to 4:16 AM 21 October, the same puja and moonrise',
  },
  {
    place: 'mumbai', year: 2024, id: 'karwa_chauth', date: '2024-10-20',
    window: { id: 'puja', start: '18:12', end: '19:26' },
    moment: { id: 'moonrise', at: '20:37' },
    source: 'Be Gorgeous Lady (2024-10), the city table: Mumbai puja 06:12 PM to 07:26 PM, moonrise 08:37 PM',
  },
  {
    year: 2024, id: 'dhanteras', date: '2024-10-29',
    tithi: { start: '2024-10-29 10:31', end: '2024-10-30 13:15' },
    window: { id: 'puja', start: '18:31', end: '20:13' },
    source: 'Livemint (2024-10-28), "Dhanteras 2024", city-wise muhurat "as per Drik Panchang": New Delhi 6:31 PM to 8:13 PM on 29 October; trayodashi 10:31 AM 29 October to 1:15 PM 30 October as printed by a Hindi daily (2024-10-29, astrologer Rajkumar Shastri; puja from 6:31 PM, pradosh to 8:13 PM)',
  },
  {
    place: 'mumbai', year: 2024, id: 'dhanteras', date: '2024-10-29',
    window: { id: 'puja', start: '19:04', end: '20:37' },
    source: 'Livemint (2024-10-28), the city table "as per Drik Panchang": Mumbai 7:04 PM to 8:37 PM',
  },
  {
    place: 'ahmedabad', year: 2024, id: 'dhanteras', date: '2024-10-29',
    window: { id: 'puja', start: '18:59', end: '20:35' },
    source: 'Livemint (2024-10-28), the city table "as per Drik Panchang": Ahmedabad 6:59 PM to 8:35 PM',
  },
  {
    year: 2024, id: 'bhai_dooj', date: '2024-11-03',
    source: 'IND24 (2024-11), Bhai Dooj: dwitiya from 8:21 PM 2 November, kept on Sunday 3 November',
  },
  {
    year: 2024, id: 'ahoi_ashtami', date: '2024-10-24',
    tithi: { start: '2024-10-24 01:18', end: '2024-10-25 01:58' },
    window: { id: 'puja', start: '17:42', end: '18:59' },
    moment: { id: 'moonrise', at: '23:55' },
    source: 'The Hans India (2024-10), "Ahoi Ashtami 2024"; Mobile Masala (2024-10), "as per Drik Panchang": 24 October, puja 5:42 PM to 6:59 PM, stars 6:06 PM, moonrise 11:55 PM, ashtami 1:18 AM 24 October to 1:58 AM 25 October',
  },
  {
    year: 2023, id: 'ahoi_ashtami', date: '2023-11-05',
    tithi: { start: '2023-11-05 00:59', end: '2023-11-06 03:18' },
    window: { id: 'puja', start: '17:33', end: '18:52' },
    source: 'mangliks.com blog (2023-11), "Ahoi Ashtami 2023": 5 November, puja 05:33 to 06:52 PM, stars 05:58 PM, ashtami 12:59 AM 5 November to 03:18 AM 6 November',
  },
  ...(
    [
      ['chhath_nahay_khay', '2024-11-05'],
      ['chhath_kharna', '2024-11-06'],
      ['chhath_usha_arghya', '2024-11-08'],
    ] as const
  ).map(([id, date]) => ({
    year: 2024, id, date,
    source: 'Hindustan Times (2024-11-04), "Chhath Puja 2024 calendar", "as per Panchang": Nahay Khay 5 November, Kharna 6 November, Sandhya Arghya 7 November, Usha Arghya 8 November; Hind First the same days',
  })),
  {
    year: 2024, id: 'tulsi_vivah', date: '2024-11-13',
    tithi: { start: '2024-11-12 16:04', end: '2024-11-13 13:01' },
    source: 'Lalluram (2024-11), "Tulsi Vivah 2024 date": 13 November; Betul Talk (2024-11) and a LatestLY-syndicated note: dwadashi 4:04 PM 12 November to 1:01 PM 13 November, Tulsi Vivah on the 13th',
  },
  {
    year: 2024, id: 'kali_puja', date: '2024-10-31',
    tithi: { start: '2024-10-31 15:52', end: '2024-11-01 18:16' },
    source: 'News18 Bangla (2024-10-11), "Kalipuja 2024 date and amavasya timing", "according to the Drik Siddhanta panjika": 31 October, amavasya 3:52 PM 31 October to 6:16 PM 1 November (IST, the same moments at New Delhi); its nishita 11:47 PM to 12:39 AM is Kolkata\'s, not compared',
  },
  {
    year: 2024, id: 'hariyali_teej', date: '2024-08-07',
    tithi: { start: '2024-08-06 19:52', end: '2024-08-07 22:05' },
    source: 'Livemint (2024-08-06), "Hariyali Teej 2024": Wednesday 7 August, tritiya 07:52 PM 6 August to 10:05 PM 7 August; Lalluram the same',
  },
  {
    year: 2024, id: 'radha_ashtami', date: '2024-09-11',
    tithi: { start: '2024-09-10 23:11', end: '2024-09-11 23:46' },
    window: { id: 'puja', start: '11:04', end: '13:33' },
    source: 'Business Standard (2024-09-10), "Radha Ashtami 2024": Wednesday 11 September, madhyahna 11:04 AM to 1:33 PM, ashtami 11:11 PM 10 September to 11:46 PM 11 September; The Hans India (2024-08-28) the same tithi, 11:03 AM to 1:32 PM',
  },
  {
    year: 2024, id: 'gita_jayanti', date: '2024-12-11',
    tithi: { start: '2024-12-11 03:42', end: '2024-12-12 01:09' },
    source: 'LocalTak (2024-12), "Gita Jayanti 2024", "as per Drik Panchang": Wednesday 11 December, ekadashi 03:42 AM 11 December to 01:09 AM 12 December; Patrika (2024-12) the same day',
  },
  {
    year: 2024, id: 'dattatreya_jayanti', date: '2024-12-14',
    tithi: { start: '2024-12-14 16:58', end: '2024-12-15 14:31' },
    source: 'LatestLY (2024-12-08), "Datta Jayanti 2024": Saturday 14 December, purnima 04:58 PM 14 December to 02:31 PM 15 December',
  },
  {
    year: 2021, id: 'dattatreya_jayanti', date: '2021-12-18',
    tithi: { start: '2021-12-18 07:24', end: '2021-12-19 10:05' },
    source: 'Daily Jagran English (2021-12-17), "Dattatreya Jayanti 2021", "as per Drikpanchang": 18 December, purnima 07:24 AM 18 December to 10:05 AM 19 December',
  },
  {
    year: 2023, id: 'kajari_teej', date: '2023-09-02',
    tithi: { start: '2023-09-01 23:50', end: '2023-09-02 20:49' },
    source: 'Hindustan Times (2023-08-31), "Kajari Teej 2023", "according to Drik Panchang": Saturday 2 September, tritiya 11:50 PM 1 September to 8:49 PM 2 September; MENAFN (2023-09-14) the same',
  },
  {
    year: 2024, id: 'vivah_panchami', date: '2024-12-06',
    tithi: { start: '2024-12-05 12:49', end: '2024-12-06 12:07' },
    source: 'Zee News Hindi (2024-11), "Vivah Panchami 2024": panchami from 12:49 on 5 December to 12:07 on 6 December, kept on 6 December',
  },
  {
    year: 2024, id: 'kartik_purnima', date: '2024-11-15',
    tithi: { start: '2024-11-15 06:19', end: '2024-11-16 02:58' },
    source: 'Sakshi Post (2024-11-14), "Karthika Purnima 2024": Friday 15 November, purnima 06:19 AM 15 November to 02:58 AM 16 November; Webdunia Gujarati the same',
  },
  {
    year: 2024, id: 'dev_deepawali', date: '2024-11-15',
    source: 'Sakshi Post (2024-11-14), "Karthika Purnima 2024": Dev Diwali on 15 November; its puja time 05:10 PM to 07:47 PM begins before New Delhi\'s sunset (17:27), Varanasi\'s pradosh, so not compared here',
  },
  {
    year: 2023, id: 'anant_chaturdashi', date: '2023-09-28',
    tithi: { start: '2023-09-27 22:18', end: '2023-09-28 18:49' },
    window: { id: 'puja', start: '06:12', end: '18:49' },
    source: 'Shree News (2023-09), "Anant Chaturdashi 2023": 28 September, chaturdashi 10:18 PM 27 September to 06:49 PM 28 September, Vishnu puja 06:12 AM to 06:49 PM; Newslink Hindi the same tithi',
  },
  ...(
    [
      ['purnima_shraddha', '2023-09-29'], ['pratipada_shraddha', '2023-09-29'], ['dwitiya_shraddha', '2023-09-30'],
      ['tritiya_shraddha', '2023-10-01'], ['chaturthi_shraddha', '2023-10-02'], ['maha_bharani_shraddha', '2023-10-02'],
      ['panchami_shraddha', '2023-10-03'], ['shashthi_shraddha', '2023-10-04'], ['saptami_shraddha', '2023-10-05'],
      ['ashtami_shraddha', '2023-10-06'], ['navami_shraddha', '2023-10-07'], ['dashami_shraddha', '2023-10-08'],
      ['ekadashi_shraddha', '2023-10-09'], ['magha_shraddha', '2023-10-10'], ['dwadashi_shraddha', '2023-10-11'],
      ['trayodashi_shraddha', '2023-10-12'], ['chaturdashi_shraddha', '2023-10-13'],
    ] as const
  ).map(([id, date]) => ({
    year: 2023, id, date,
    source: 'The Hans India (2023-09-11), "Pitru Paksha 2023: know important dates" (purnima till 03:26 PM 29 September, pratipada till 12:21 PM 30 September), and bhaktihome.com\'s Pitru Paksha table: the sixteen shraddha days 29 September to 14 October 2023',
  })),
  ...(
    [
      ['purnima_shraddha', '2024-09-17'], ['pratipada_shraddha', '2024-09-18'], ['dwitiya_shraddha', '2024-09-19'],
      ['tritiya_shraddha', '2024-09-20'], ['chaturthi_shraddha', '2024-09-21'], ['maha_bharani_shraddha', '2024-09-21'],
      ['panchami_shraddha', '2024-09-22'], ['shashthi_shraddha', '2024-09-23'], ['saptami_shraddha', '2024-09-23'],
      ['ashtami_shraddha', '2024-09-24'], ['navami_shraddha', '2024-09-25'], ['dashami_shraddha', '2024-09-26'],
      ['ekadashi_shraddha', '2024-09-27'],
    ] as const
  ).map(([id, date]) => ({
    year: 2024, id, date,
    source: 'NDTV India (2024-09), web story "which shraddha on which day": purnima 17 September to ekadashi 27 September, shashthi and saptami both on 23 September (a lost tithi); News24 Hindi the same span, 17 September to 2 October',
  })),
  ...(
    [
      ['durga_puja_shashthi', '2024-10-09'],
      ['durga_puja_saptami', '2024-10-10'],
      ['sandhi_puja', '2024-10-11'],
    ] as const
  ).map(([id, date]) => ({
    year: 2024, id, date,
    source: 'Sports N Screen Bangla (2024-10-08), "the exact time of Sandhi Puja this year": Maha Shashthi Wednesday 9 October, Maha Saptami Thursday 10 October, Durgashtami and the Sandhi Puja (from 11:42 AM) Friday 11 October, Navami 12 October; its end (12:50 PM) is a Bengal panjika\'s, not compared',
  })),
  {
    year: 2024, id: 'balarama_jayanti', date: '2024-08-24',
    tithi: { start: '2024-08-24 07:52', end: '2024-08-25 05:31' },
    source: 'Daily Jagran English (2024-08-23), "Balaram Jayanti 2024: Hal Shashthi": 24 August, shashthi 07:52 AM 24 August to 05:31 AM 25 August',
  },
  {
    year: 2024, id: 'narali_purnima', date: '2024-08-19',
    tithi: { start: '2024-08-19 03:04', end: '2024-08-19 23:55' },
    source: 'LatestLY (2024-08), "When is Narali Purnima 2024": Monday 19 August, purnima 03:04 AM to 11:55 PM 19 August',
  },
  {
    year: 2024, id: 'tulsidas_jayanti', date: '2024-08-11',
    tithi: { start: '2024-08-11 05:44', end: '2024-08-12 07:55' },
    source: 'Hindustan Times (2024-08-10), "When is Tulsidas Jayanti 2024", "according to Drik Panchang": Sunday 11 August, saptami 05:44 AM 11 August to 07:55 AM 12 August; The Hans India (2024-08-09) the same',
  },
  {
    year: 2024, id: 'vaikuntha_chaturdashi', date: '2024-11-14',
    tithi: { start: '2024-11-14 09:43', end: '2024-11-15 06:19' },
    window: { id: 'nishita', start: '23:38', end: '2024-11-15 00:32' },
    source: 'Moneycontrol (2024-11-12), "When is Vaikuntha Chaturdashi": Thursday 14 November, nishitakal 11:38 PM to 12:32 AM 15 November, chaturdashi 09:43 AM 14 November to 06:19 AM 15 November',
  },
  {
    year: 2021, id: 'vaikuntha_chaturdashi', date: '2021-11-17',
    tithi: { start: '2021-11-17 09:50', end: '2021-11-18 12:00' },
    window: { id: 'nishita', start: '23:40', end: '2021-11-18 00:33' },
    source: 'Sambad English (2021-11) and Boldsky (2021-11-17), "Vaikuntha Chaturdashi 2021": 17 November, chaturdashi 09:50 AM 17 November to 12:00 PM 18 November, nishitakal 11:40 PM to 12:33 AM 18 November',
  },
  {
    year: 2022, id: 'karwa_chauth', date: '2022-10-13',
    tithi: { start: '2022-10-13 01:59', end: '2022-10-14 03:08' },
    window: { id: 'puja', start: '17:54', end: '19:09' },
    moment: { id: 'moonrise', at: '20:09' },
    source: 'News18 (2022-10-13), "Karwa Chauth 2022", "according to Drik Panchang": 13 October, chaturthi 1:59 AM 13 October to 3:08 AM 14 October, puja 5:54 PM to 7:09 PM, moonrise 8:09 PM; Zee News and NewsroomPost the same',
  },
  {
    place: 'new-york', year: 2022, id: 'karwa_chauth', date: '2022-10-13',
    source: 'LatestLY (2022-10-13), "Karwa Chauth 2022 moonrise time today in the US states": New York City moonrise 08:25 PM "today" (13 October, India\'s day); its New York puja "06:20 PM to 09:37 PM" is a misprint',
  },
];
