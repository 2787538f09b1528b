/**
 * Published New Delhi dates, tithi spans and windows of the observances that
 * the earlier references (drik-festivals-declared.ts, drik-festivals-jan-jun.ts,
 * drik-festivals-jul-dec.ts, drik-festivals-more-b.ts, drik-panchang.ts) give
 * for fewer than three years among 2023-2027: Makar Sankranti and Rama Navami,
 * the Shravana and Bhadrapada observances, Devshayani and Parsva Ekadashi,
 * the last shraddha days, Sandhi Puja and Lalita Panchami. Each value is Drik
 * Panchang's as quoted by the named newspaper or web page (a page that names
 * no almanac says so); nothing here is computed by this project.
 * Times are New Delhi's wall-clock times: tithi 'YYYY-MM-DD HH:MM', windows 'HH:MM' on the date.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

export const MORE_A_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // Makar Sankranti.
  {
    year: 2023, id: 'makar_sankranti', date: '2023-01-15',
    source:
      'Napasar Times (2023-01), "Makar Sankranti on Sunday 15 January": the Sun enters Makara at night on 14 January, the punya kaal ' +
      'on the 15th (its times, 8:43 PM and 06:47 AM to 05:40 PM, are another almanac\'s and are not compared); thehealthbridges.com ' +
      '(the Sun at 08:45 PM on the 14th, the punya kaal on the 15th) the same day',
  },
  {
    year: 2024, id: 'makar_sankranti', date: '2024-01-15',
    window: { id: 'punya_kaal', start: '07:15', end: '17:46' },
    source:
      'The Postcard Newsroom (2024-01), "Makar Sankranti 2024": on 15 January, not the 14th, punya kaal 07:15 AM to 5:46 PM (IST). Its ' +
      'other figures (the Sun into Makara at 09:13 AM, maha punya kaal to 08:46 AM) match no almanac we found and are not compared; ' +
      'onlinenews24seven.com the same day',
  },
  // Mahesh Navami (Jyeshtha shukla navami at sunrise).
  {
    year: 2024, id: 'mahesh_navami', date: '2024-06-15',
    tithi: { start: '2024-06-15 00:03', end: '2024-06-16 02:32' },
    source:
      'Pardaphash Hindi (2024-06), "Mahesh Navami 2024", "Vedic Panchang": Saturday 15 June, navami 12:03 AM 15 June (midnight) to ' +
      '02:32 AM 16 June; DNA India Hindi (2024-06) the same day, by the udaya tithi',
  },
  // Jaya Parvati Vrat (Ashadha shukla trayodashi at sunrise, the puja in pradosh).
  {
    year: 2023, id: 'jaya_parvati_vrat', date: '2023-07-01',
    tithi: { start: '2023-07-01 01:16', end: '2023-07-01 23:07' },
    source:
      'newsnow24x7.com (2023-06), "Jaya Parvati Vrat 2023": from 1 July to 6 July, trayodashi 01:16 AM to 11:07 PM 1 July; ETV Bharat ' +
      '(2023-06-30), New Delhi: begins 1 July, with the Shani pradosh',
  },
  {
    year: 2024, id: 'jaya_parvati_vrat', date: '2024-07-19',
    window: { id: 'pradosh', start: '19:19', end: '21:23' },
    source:
      'Business Standard (2024-07-19), "Jaya Parvati Vrat 2024": Friday 19 July to Wednesday 24 July, Jayaparvati pradosh puja ' +
      'muhurat 07:19 PM to 09:23 PM on 19 July (2 hours 3 minutes)',
  },
  {
    year: 2025, id: 'jaya_parvati_vrat', date: '2025-07-08',
    tithi: { start: '2025-07-07 23:10', end: '2025-07-09 00:38' },
    source:
      'IANS Hindi (2025-07-07), "Bhaum pradosh and Jaya Parvati vrat", "according to Drik Panchang": the vrat begins Tuesday 8 July, ' +
      'trayodashi 11:10 PM 7 July to 12:38 AM 9 July',
  },
  // Rama Navami (Chaitra shukla navami at madhyahna).
  {
    year: 2023, id: 'rama_navami', date: '2023-03-30',
    tithi: { start: '2023-03-29 21:07', end: '2023-03-30 23:30' },
    window: { id: 'madhyahna', start: '11:11', end: '13:40' },
    moment: { id: 'madhyahna_moment', at: '12:26' },
    source:
      'News18 (2023-03-29), "Ram Navami 2023", "according to Drik Panchang": Thursday 30 March, madhyahna muhurat 11:11 AM to 1:40 PM, ' +
      'madhyahna moment 12:26 PM, navami 9:07 PM 29 March to 11:30 PM 30 March; Asianet Newsable and indexinvestingnews.com the same. ' +
      "LatestLY's 11:29 AM to 01:57 PM is another place's madhyahna, not compared",
  },
  {
    year: 2024, id: 'rama_navami', date: '2024-04-17',
    tithi: { start: '2024-04-16 13:23', end: '2024-04-17 15:14' },
    window: { id: 'madhyahna', start: '11:03', end: '13:38' },
    moment: { id: 'madhyahna_moment', at: '12:21' },
    source:
      'East Coast Daily (2024-04-15), "Ram Navami 2024": 17 April, navami 01:23 PM 16 April to 03:14 PM 17 April, madhyahna muhurat ' +
      '11:03 AM to 01:38 PM, madhyahna moment 12:21 PM; Asianet Newsable (2024-04-15), "according to Drik Panchang", the same day ' +
      'and tithi (its 9:57 AM to 12:31 PM muhurat is another place\'s, not compared)',
  },
  // Devshayani Ekadashi (Ashadha shukla ekadashi, the Smarta fast day).
  {
    year: 2023, id: 'devshayani_ekadashi', date: '2023-06-29',
    tithi: { start: '2023-06-29 03:18', end: '2023-06-30 02:42' },
    source:
      'Daily Jagran English (2023-06), "Devshayani Ekadashi 2023", "according to Drik Panchang": 29 June, ekadashi 03:18 AM 29 June to ' +
      '02:42 AM 30 June, parana 01:48 PM to 04:36 PM 30 June (hari vasara to 08:20 AM); DNA India (2023-06-29) and LatestLY the same',
  },
  {
    year: 2024, id: 'devshayani_ekadashi', date: '2024-07-17',
    tithi: { start: '2024-07-16 20:33', end: '2024-07-17 21:02' },
    source:
      'Hindustan Times (2024-07-17), "Devshayani Ekadashi 2024", "according to Drik Panchang": 17 July, ekadashi 8:33 PM 16 July to ' +
      '9:02 PM 17 July, parana 5:35 AM to 8:20 AM 18 July; looknewsindia.com the same',
  },
  {
    year: 2025, id: 'devshayani_ekadashi', date: '2025-07-06',
    tithi: { start: '2025-07-05 18:58', end: '2025-07-06 21:14' },
    source:
      'Hindustan Times (2025-07-06), "Devshayani Ekadashi 2025", "according to the Drik Panchang": Sunday 6 July, ekadashi 6:58 PM ' +
      '5 July to 9:14 PM 6 July, parana 5:29 AM to 8:16 AM 7 July; possible11.com the same tithi and day',
  },
  // Hariyali Teej, Nag Panchami, Kalki and Tulsidas Jayanti (Shravana shukla).
  {
    year: 2023, id: 'hariyali_teej', date: '2023-08-19',
    tithi: { start: '2023-08-18 20:01', end: '2023-08-19 22:19' },
    source:
      'Hindustan Times (2023-08-17), "Hariyali Teej 2023", "according to Drik Panchang": 19 August, tritiya 8:01 PM 18 August to ' +
      '10:19 PM 19 August; CNBC TV18 (2023-08), "according to Drik Panchang", the same',
  },
  {
    year: 2023, id: 'nag_panchami', date: '2023-08-21',
    tithi: { start: '2023-08-21 00:21', end: '2023-08-22 02:00' },
    window: { id: 'pratahkal', start: '05:53', end: '08:30' },
    source:
      'Livemint (2023-08-21), "Nag Panchami 2023", after Hindustan Times and Drik Panchang: Monday 21 August, puja 5:53 AM to 8:30 AM ' +
      '(the pratahkal), panchami 12:21 AM 21 August to 2:00 AM 22 August; Zee News Hindi and editorji the same',
  },
  {
    year: 2023, id: 'kalki_jayanti', date: '2023-08-22',
    window: { id: 'puja', start: '16:18', end: '18:54' },
    source: 'Medhaj News (2023-08), "Kalki Jayanti": Tuesday 22 August 2023, muhurat 04:18 PM to 06:54 PM (2 hours 36 minutes)',
  },
  {
    year: 2024, id: 'kalki_jayanti', date: '2024-08-10',
    tithi: { start: '2024-08-10 03:14', end: '2024-08-11 05:44' },
    window: { id: 'puja', start: '16:25', end: '19:05' },
    source:
      'Webdunia Hindi (2024-08-09), "2024 Kalki Jayanti": Saturday 10 August, shashthi 03:14 AM 10 August to 05:44 AM 11 August, ' +
      'puja 04:25 PM to 07:05 PM (2 hours 39 minutes)',
  },
  {
    year: 2023, id: 'tulsidas_jayanti', date: '2023-08-23',
    source: 'The Hans India (2023-08-23), "Tulsidas Jayanti 2023": 23 August; edudwar.com and Boldsky the same',
  },
  // Balarama Jayanti (Bhadrapada krishna shashthi, purnimanta).
  {
    year: 2023, id: 'balarama_jayanti', date: '2023-09-05',
    source: 'Zee News Hindi (2023-09), "Balaram Jayanti 2023": Tuesday 5 September (Hal Chhath); divyahindi.com: Halshashthi 5 September 2023 by the udaya tithi',
  },
  // Hartalika Teej, Rishi Panchami, Radha Ashtami, Parsva Ekadashi, Vamana Jayanti (Bhadrapada shukla).
  {
    year: 2023, id: 'hartalika_teej', date: '2023-09-18',
    tithi: { start: '2023-09-17 11:08', end: '2023-09-18 12:39' },
    window: { id: 'pratahkal', start: '06:08', end: '08:35' },
    source:
      'india.com (2023-09), "Hartalika Teej 2023", "according to Drik Panchang": Monday 18 September, tritiya 11:08 AM 17 September ' +
      'to 12:39 PM 18 September, pratahkal puja 06:08 to 08:35; Prabhat Khabar the same day',
  },
  {
    year: 2023, id: 'rishi_panchami', date: '2023-09-20',
    tithi: { start: '2023-09-19 13:43', end: '2023-09-20 14:16' },
    window: { id: 'puja', start: '11:01', end: '13:28' },
    source:
      'The Hans India (2023-09-20), "Rishi Panchami 2023": 20 September, panchami 1:43 PM 19 September to 2:16 PM 20 September, ' +
      'puja 11:01 AM to 1:28 PM',
  },
  {
    year: 2023, id: 'radha_ashtami', date: '2023-09-23',
    tithi: { start: '2023-09-22 13:35', end: '2023-09-23 12:17' },
    source:
      'Free Press Journal (2023-09-23), "Radha Ashtami 2023": Saturday 23 September, ashtami 1:35 PM 22 September to 12:17 PM ' +
      "23 September; thepostreader.com and News18's web story the same tithi and day. Their madhyahna (11:01 AM to 1:26 PM) is " +
      "the whole of it, past the tithi's end; the rule's puja stops at the tithi, so the window is not compared",
  },
  {
    year: 2023, id: 'parsva_ekadashi', date: '2023-09-25',
    tithi: { start: '2023-09-25 07:55', end: '2023-09-26 05:00' },
    source:
      'Hindustan Times (2023-09-24), "Parsva Ekadashi 2023", "according to Drik Panchang": 25 September (Gauna, the Vaishnava day, ' +
      '26 September), parana 1:25 PM to 3:49 PM 26 September; News9 (2023-09): ekadashi 7:55 AM 25 September to 5:00 AM 26 September, ' +
      'the fast on the 25th',
  },
  {
    year: 2023, id: 'vamana_jayanti', date: '2023-09-26',
    tithi: { start: '2023-09-26 05:00', end: '2023-09-27 01:45' },
    source:
      'Free Press Journal (2023-09-25), "Vamana Jayanti 2023": 26 September, dwadashi 05:00 AM 26 September to 01:45 AM 27 September; ' +
      'newstracklive.com, "according to the Drik Panchang calendar", the same day and tithi',
  },
  {
    year: 2024, id: 'rishi_panchami', date: '2024-09-08',
    tithi: { start: '2024-09-07 17:37', end: '2024-09-08 19:58' },
    window: { id: 'puja', start: '11:03', end: '13:34' },
    source:
      'ABP Live (2024-09), "Rishi Panchami 2024 Date": Sunday 8 September, panchami 05:37 PM 7 September to 07:58 PM 8 September, ' +
      'puja 11:03 AM to 01:34 PM; Asianet News via MENAFN (2024-09-03) the same day and tithi',
  },
  {
    year: 2024, id: 'parsva_ekadashi', date: '2024-09-14',
    tithi: { start: '2024-09-13 22:30', end: '2024-09-14 20:41' },
    source:
      'Live Hindustan (2024-09), "according to Drik Panchang": the Parivartini (Parsva) Ekadashi fast Saturday 14 September 2024; ' +
      'tirumalatirupationline.com: 14 September, ekadashi 10:30 PM 13 September to 8:41 PM 14 September',
  },
  {
    year: 2025, id: 'parsva_ekadashi', date: '2025-09-03',
    tithi: { start: '2025-09-03 03:53', end: '2025-09-04 04:21' },
    source:
      'NewsX (2025-09-02), "Ekadashi in September 2025": Parivartini (Parsva) Ekadashi 3 September, ekadashi 3:53 AM 3 September to ' +
      '4:21 AM 4 September, parana 1:36 PM to 4:07 PM 4 September; bhaktiudaybharat.com the same day and tithi',
  },
  {
    year: 2024, id: 'vamana_jayanti', date: '2024-09-15',
    tithi: { start: '2024-09-14 20:41', end: '2024-09-15 18:12' },
    source:
      'trendingvaqt.com (2024-09), "Vamana Jayanti 2024", "according to Drik Panchang": 15 September, dwadashi 08:41 PM 14 September ' +
      'to 06:12 PM 15 September; bhakthitv.in the same day',
  },
  // The last shraddha days of 2024 (the 28th holds none).
  ...(
    [
      ['dwadashi_shraddha', '2024-09-29'], ['magha_shraddha', '2024-09-29'],
      ['trayodashi_shraddha', '2024-09-30'], ['chaturdashi_shraddha', '2024-10-01'],
    ] as const
  ).map(([id, date]) => ({
    year: 2024, id, date,
    source:
      'Business Standard (2024-09-13), "Pitru Paksha 2024: Know date and time of Shradh": Dwadashi and Magha Shraddha Sunday ' +
      '29 September, Trayodashi Monday 30 September, Chaturdashi Tuesday 1 October; India Today (2024-09-15) and Moneycontrol the same',
  })),
  // Sandhi Puja (the last 24 minutes of ashtami and the first 24 of navami).
  {
    year: 2023, id: 'sandhi_puja', date: '2023-10-22',
    source:
      'Webdunia Hindi (2023-10-20), "Sandhi Puja 2023": ashtami Sunday 22 October, ending at 07:58 PM, the sandhi puja in its last ' +
      '24 minutes and the first 24 of navami (23 October is navami). Date only: the page prints the rule, not the window',
  },
  // Lalita Panchami (Ashwin shukla panchami).
  {
    year: 2023, id: 'lalita_panchami', date: '2023-10-19',
    tithi: { start: '2023-10-19 01:12', end: '2023-10-20 00:31' },
    source:
      'Jansatta (2023-10), "Lalita Panchami 2023": the vrat on 19 October, panchami 01:12 AM 19 October to 12:31 AM 20 October',
  },
  {
    year: 2024, id: 'lalita_panchami', date: '2024-10-07',
    tithi: { start: '2024-10-07 09:47', end: '2024-10-08 11:17' },
    source: 'thedivineindia.com, "Lalita Panchami 2024" (names no almanac): Monday 7 October, panchami 09:47 AM 7 October to 11:17 AM 8 October',
  },
];
