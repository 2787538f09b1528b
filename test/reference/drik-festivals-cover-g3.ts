/**
 * More published values for the July-September festivals and the Pitru
 * Paksha shraddhas (issue 32's reference gaps): New Delhi's years of Drik
 * Panchang the other reference files lack, from newspapers that print
 * Drik's values and say so, and the cities whose Drik pages a public project
 * tabulated. Each record names its page and what it printed; nothing here is
 * computed by this project. Times are the place's wall-clock times: tithi
 * 'YYYY-MM-DD HH:MM', windows 'HH:MM' on the record's date unless dated.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

const HT_RAKHI_2023 =
  'Hindustan Times (2023-08-02), "Raksha Bandhan 2023: is Rakhi on August 30 or 31?" ' +
  '(https://www.hindustantimes.com/lifestyle/festivals/raksha-bandhan-2023-is-rakhi-on-august-30-or-31-know-about-the-correct-date-and-shubh-muhurat-of-this-special-festival-101690957232874.html), ' +
  '"According to Drik Panchang": Wednesday 30 August, the muhurat after the Bhadra\'s end at 9:01 PM, purnima 10:58 AM 30 August ' +
  'to 7:05 AM 31 August';

const HT_RAKHI_2024 =
  'Hindustan Times (2024-08-16), "Raksha Bandhan 2024: is Raksha Bandhan on August 18 or 19?" ' +
  '(https://www.hindustantimes.com/lifestyle/fashion/raksha-bandhan-2024-is-raksha-bandhan-on-august-18-or-19-shubh-muhurat-and-correct-time-to-tie-rakhi-to-your-brother-101723792639502.html), ' +
  '"According to Drik Panchang": Monday 19 August, purnima 3:04 AM to 11:55 PM 19 August, Bhadra ends 1:30 PM, aparahna 1:43 PM ' +
  'to 4:20 PM, pradosh 6:56 PM to 9:08 PM';

const HT_GANESH_2024 =
  'Hindustan Times (2024-09-02), "Ganesh Chaturthi 2024: is Ganesh Chaturthi on September 6 or 7?" ' +
  '(https://www.hindustantimes.com/lifestyle/festivals/ganesh-chaturthi-2024-is-ganesh-chaturthi-on-september-6-or-7-know-the-correct-date-and-shubh-muhurat-101725249684897.html), ' +
  '"according to Drik Panchang": Saturday 7 September, madhyahna Ganesha puja 11:03 AM to 1:34 PM, chaturthi 3:01 PM 6 September ' +
  'to 5:37 PM 7 September; Zee News (2024-09-02) the same, "as per Drik Panchang"';

const NDTV_GANESH_2025 =
  'NDTV (2025-08-25), "Ganesh Chaturthi on August 26 or August 27? All about date and time of pooja muhurat" ' +
  '(https://www.ndtv.com/offbeat/ganesh-chaturthi-on-august-26-or-august-27-all-about-date-and-time-of-pooja-muhurat-9155003), ' +
  '"According to the Drik Panchang": Wednesday 27 August, madhyahna Ganesha puja 11:05 AM to 01:40 PM (New Delhi); Hindustan ' +
  'Times (2025-08, "Ganesh Chaturthi 2025: when to install Lord Ganesha\'s idol"), "According to Drik Panchang": chaturthi ' +
  '1:54 PM 26 August to 3:44 PM 27 August';

const HT_JANMASHTAMI_2024 =
  'Hindustan Times (2024-08-24), "Janmashtami 2024 shubh muhurat, citywise timings" ' +
  '(https://www.hindustantimes.com/lifestyle/festivals/janmashtami-2024-shubh-muhurat-citywise-timings-puja-samagri-and-rituals-to-mark-lord-krishnas-birthday-101724471169115.html), ' +
  '"as per Drik Panchang": 26 August, nishita puja 12:01 AM to 12:45 AM 27 August, ashtami 3:39 AM 26 August to 2:19 AM ' +
  '27 August; the Free Press Journal (2024-08-25), "According to Drik Panchang", the same';

const LATESTLY_HARIYALI_2025 =
  'LatestLY (2025-07-27), "Hariyali Teej 2025 Date and Auspicious Tithi" ' +
  '(https://www.latestly.com/lifestyle/festivals-events/hariyali-teej-2025-date-and-auspicious-tithi-know-shravan-teej-timings-and-significance-of-the-hindu-festival-to-celebrate-the-divine-union-of-lord-shiva-and-goddess-parvati-6939167.html), ' +
  '"According to drikpanchang": Sunday 27 July, tritiya 10:41 PM 26 July to 10:41 PM 27 July';

const NEWSX_GANESH_2024 =
  'NewsX (2024-09-07), "Ganesh Chaturthi 2024: check city-specific puja timings, visarjan dates here" ' +
  '(https://newsx.com/india/ganesh-chaturthi-2024-check-city-specific-puja-timings-visarjan-dates-here/), its timings "based on the ' +
  'Drik Panchang": Ganesh Visarjan (Anant Chaturdashi) on 17 September, chaturdashi 3:10 PM 16 September to 11:44 AM 17 September';

const NEWS18_PANCHANG_2023_08_23 =
  'News18 (2023-08), "August 23, 2023 panchang: tithi, vrat, rahu kaal and other details" ' +
  '(https://www.news18.com/india/august-23-2023-panchang-tithi-vrat-rahu-kaal-and-other-details-8546213.html), "as indicated by the ' +
  'Drik Panchang": Wednesday 23 August, saptami until 3:31 AM 24 August, "the observance of the religious festival, Tulsidas Jayanti"';

/**
 * A public app's festival audit (GitHub code index id 54824827505, "Festival deciding-daypart audit", its Tier-1 table and
 * "Minimum 2026 regression anchors"), which reads Drik Panchang's 2026 pages for New Delhi (geoname-id 1273294 or 1261481).
 */
const DRIK_2026_AUDIT = (page: string) =>
  `Drik Panchang's 2026 page ${page} as read for a public app's festival audit (GitHub code index id 54824827505, ` +
  '"Festival deciding-daypart audit": "2026 Delhi / New Delhi anchor")';

/**
 * A public panchang engine's Delhi 2026 fixtures (GitHub code index id 62228934106, its observance rules; 62438053321, its Hala
 * Shashthi evidence), each checked against the Drik Panchang page it names (geoname-id 1273294, its URL, size and hash kept).
 */
const DRIK_2026_FIXTURE = (page: string, what: string) =>
  `Drik Panchang's Delhi page ${page}?geoname-id=1273294&year=2026, as fixed in a public panchang engine's 2026 fixtures ` +
  `(GitHub code index id ${what})`;

/**
 * Drik Panchang's Telugu calendars for Frisco, Texas (geoname-id 4692559) and Hyderabad (1269843), 2026, as read on 17
 * September 2026 for a public app's festival-calendar specification (GitHub code index id 69545120269, its section 2A table
 * "Named observances, in date order"; drik-festivals-cities.ts takes its Hyderabad column).
 */
const FRISCO_2026 =
  "Drik Panchang's Frisco, Texas pages (telugu/calendar/telugu-calendar.html?geoname-id=4692559, 2026) as read for a public " +
  'app\'s festival-calendar specification (GitHub code index id 69545120269, section 2A, its "Frisco 2026/27" column)';

/** Drik's Haridwar Pitru Paksha list, as tabulated by a public project (drik-festivals-cities.ts names the same check). */
const HARIDWAR_PITRU_2026 =
  "Drik Panchang's Haridwar pages (geoname 1270351), its Pitru Paksha list read on 16 September 2026 and tabulated in a public " +
  'river-site project\'s check of its panchang (GitHub code index id 69481483973, "The panchang, checked", "Dated occasions": ' +
  '"Purnima Shraddha 26 September, Sarva Pitru Amavasya 10 October")';

export const COVER_G3_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // Raksha Bandhan, New Delhi 2023 and 2024. 2023: the muhurat begins at the Bhadra's end, after the pradosh; date and
  // tithi only. 2024: Drik's muhurat starts at 13:30 (the Bhadra's end, drik-festivals-cities.ts explains the 3 minutes),
  // so the windows compared are the aparahna and the pradosh, which the Bhadra does not touch.
  {
    year: 2023, id: 'raksha_bandhan', date: '2023-08-30',
    tithi: { start: '2023-08-30 10:58', end: '2023-08-31 07:05' },
    source: HT_RAKHI_2023,
  },
  {
    year: 2024, id: 'raksha_bandhan', date: '2024-08-19',
    tithi: { start: '2024-08-19 03:04', end: '2024-08-19 23:55' },
    window: { id: 'aparahna', start: '13:43', end: '16:20' },
    source: HT_RAKHI_2024,
  },
  {
    year: 2024, id: 'raksha_bandhan', date: '2024-08-19',
    window: { id: 'pradosh', start: '18:56', end: '21:08' },
    source: HT_RAKHI_2024,
  },
  // Ganesh Chaturthi, New Delhi 2024 and 2025 (the whole madhyahna lies within the chaturthi).
  {
    year: 2024, id: 'ganesh_chaturthi', date: '2024-09-07',
    tithi: { start: '2024-09-06 15:01', end: '2024-09-07 17:37' },
    window: { id: 'madhyahna', start: '11:03', end: '13:34' },
    source: HT_GANESH_2024,
  },
  {
    year: 2025, id: 'ganesh_chaturthi', date: '2025-08-27',
    tithi: { start: '2025-08-26 13:54', end: '2025-08-27 15:44' },
    window: { id: 'madhyahna', start: '11:05', end: '13:40' },
    source: NDTV_GANESH_2025,
  },
  // Krishna Janmashtami, New Delhi 2024.
  {
    year: 2024, id: 'krishna_janmashtami', date: '2024-08-26',
    tithi: { start: '2024-08-26 03:39', end: '2024-08-27 02:19' },
    window: { id: 'nishita', start: '2024-08-27 00:01', end: '2024-08-27 00:45' },
    source: HT_JANMASHTAMI_2024,
  },
  // Hariyali Teej, New Delhi 2025.
  {
    year: 2025, id: 'hariyali_teej', date: '2025-07-27',
    tithi: { start: '2025-07-26 22:41', end: '2025-07-27 22:41' },
    source: LATESTLY_HARIYALI_2025,
  },
  // Anant Chaturdashi, New Delhi 2024 (the span; the visarjan muhurats are choghadiyas, not computed here).
  {
    year: 2024, id: 'anant_chaturdashi', date: '2024-09-17',
    tithi: { start: '2024-09-16 15:10', end: '2024-09-17 11:44' },
    source: NEWSX_GANESH_2024,
  },
  // Tulsidas Jayanti, New Delhi 2023 (date only: the page prints the saptami's end, not its start).
  { year: 2023, id: 'tulsidas_jayanti', date: '2023-08-23', source: NEWS18_PANCHANG_2023_08_23 },
  // New Delhi 2026, Drik's own pages.
  {
    year: 2026, id: 'raksha_bandhan', date: '2026-08-28',
    window: { id: 'rakhi', start: '05:57', end: '09:48' },
    source:
      `${DRIK_2026_AUDIT('festivals/raksha-bandhan/raksha-bandhan-date-time.html?geoname-id=1273294&year=2026')}: 28 August, ` +
      '"usable window 05:57-09:48": the purnima ends at 09:48, neither aparahna nor pradosh has it, and the Bhadra ended before sunrise',
  },
  // Hartalika Teej 2026: Drik's pratahkal puja ends with the tritiya at 07:06 (2023-2025 had the tritiya past pratahkal).
  {
    year: 2026, id: 'hartalika_teej', date: '2026-09-14',
    tithi: { start: '2026-09-13 07:08', end: '2026-09-14 07:06' },
    window: { id: 'pratahkal', start: '06:05', end: '07:06' },
    source:
      `${DRIK_2026_FIXTURE('festivals/teej/hartalika-teej-date-time.html', '62228934106, "devam-hartalika-teej-delhi-2026-v1"')}: ` +
      '14 September, tritiya 07:08 13 September to 07:06 14 September, pratahkala 06:05 to 07:06; ' +
      `${DRIK_2026_AUDIT('festivals/teej/hartalika-teej-date-time.html?geoname-id=1273294&year=2026')}: the same day and window`,
  },
  {
    year: 2026, id: 'krishna_janmashtami', date: '2026-09-04',
    tithi: { start: '2026-09-04 02:25', end: '2026-09-05 00:13' },
    window: { id: 'nishita', start: '23:57', end: '2026-09-05 00:43' },
    source:
      `${DRIK_2026_FIXTURE('dashavatara/lord-krishna/krishna-janmashtami-date-time.html', '62228934106, "devam-krishna-janmashtami-delhi-2026-v1"')}: ` +
      'Smarta and ISKCON both 4 September, nishita 23:57 to 00:43 5 September, ashtami 02:25 4 September to 00:13 5 September; ' +
      `${DRIK_2026_AUDIT('dashavatara/lord-krishna/krishna-janmashtami-date-time.html?geoname-id=1273294&year=2026')}: 4 September`,
  },
  {
    year: 2026, id: 'radha_ashtami', date: '2026-09-19',
    tithi: { start: '2026-09-18 13:00', end: '2026-09-19 15:26' },
    window: { id: 'puja', start: '11:01', end: '13:28' },
    source:
      `${DRIK_2026_FIXTURE('festivals/radha-ashtami/radha-ashtami-date-time.html', '62228934106, "devam-radha-ashtami-delhi-iskcon-2026-v1"')}: ` +
      '19 September, ashtami 13:00 18 September to 15:26 19 September, madhyahna 11:01 to 13:28 (within the ashtami); ' +
      `${DRIK_2026_AUDIT('festivals/radha-ashtami/radha-ashtami-date-time.html?year=2026')}: 19 September`,
  },
  {
    year: 2026, id: 'rishi_panchami', date: '2026-09-15',
    tithi: { start: '2026-09-15 07:44', end: '2026-09-16 08:59' },
    window: { id: 'puja', start: '11:02', end: '13:30' },
    source:
      `${DRIK_2026_FIXTURE('festivals/rishi-panchami/rishi-panchami-date-time.html', '62228934106, "devam-rishi-panchami-delhi-2026-v1"')}: ` +
      '15 September, panchami 07:44 15 September to 08:59 16 September, puja 11:02 to 13:30',
  },
  {
    year: 2026, id: 'balarama_jayanti', date: '2026-09-02',
    source:
      `${DRIK_2026_FIXTURE('dashavatara/lord-balarama/hala-shashthi-date-time.html', '62438053321, "devam-hala-shashthi-delhi-2026-v1"')}: ` +
      'Hala Shashthi 2 September',
  },
  // Frisco, Texas, 2026 (Drik's Telugu calendar for Frisco): Janmashtami's Smarta day a day before India's (ISKCON's is 4
  // September), Vinayaka Chavithi and Anant Chaturdashi (Ganesh Nimajjana, "Drik + temple").
  { place: 'frisco', year: 2026, id: 'krishna_janmashtami', date: '2026-09-03', source: `${FRISCO_2026}: "Krishna Janmashtami (Smarta)" Sep 3, "(ISKCON)" Sep 4` },
  { place: 'frisco', year: 2026, id: 'ganesh_chaturthi', date: '2026-09-14', source: `${FRISCO_2026}: "Vinayaka Chavithi" Sep 14` },
  { place: 'frisco', year: 2026, id: 'anant_chaturdashi', date: '2026-09-25', source: `${FRISCO_2026}: "Ganesh Nimajjana / Anant Chaturdashi" Sep 25` },
  // Kalki Jayanti, New Delhi 2027 (a page that names no almanac: a check of the rule, not one of Drik's years).
  {
    year: 2027, id: 'kalki_jayanti', date: '2027-08-07',
    tithi: { start: '2027-08-07 00:22', end: '2027-08-07 23:00' },
    window: { id: 'puja', start: '16:27', end: '19:08' },
    source:
      'durganavratri.in, "Kalki Jayanti 2027 Date" (https://www.durganavratri.in/2022/08/kalki-jayanti-2027-date.html; it names ' +
      'no almanac): Saturday 7 August 2027, Kalki Jayanti muhurat 04:27 PM to 07:08 PM, shashthi 12:22 AM to 11:00 PM 7 August',
  },
  // Purnima Shraddha, Haridwar 2026.
  { place: 'haridwar', year: 2026, id: 'purnima_shraddha', date: '2026-09-26', source: `${HARIDWAR_PITRU_2026}: Purnima Shraddha 26 September` },
];
