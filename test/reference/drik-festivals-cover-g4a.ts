/**
 * Further published dates, tithi spans and windows of the Ashwin to early
 * Kartik observances (Navratri, Durga Puja, Dussehra, Sharad Purnima and the
 * Diwali days): New Delhi's years 2023-2027 that name Drik Panchang and the
 * earlier references lack, and further places. Each record names the page
 * that printed it and what it printed; nothing here is computed by this
 * project. Times are the place's wall-clock times: tithi 'YYYY-MM-DD HH:MM',
 * windows 'HH:MM' on the record's date, or 'YYYY-MM-DD HH:MM' on another day.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

/** Pragativadi (Bhubaneswar, 2024-10-11): New Delhi's Durga Ashtami and Maha Navami 2024, "as per Drik Panchang". */
const PRAGATIVADI_2024 =
  'Pragativadi (2024-10-11), "Durga Ashtami and Maha Navami 2024: all you need to know" ' +
  '(https://pragativadi.com/durga-ashtami-and-maha-navami-2024-all-you-need-to-know/), timings "as per Drik Panchang"';

/** News18's Diwali panchang of 12 November 2023 "according to Drik Panchang", as stored by wapozavr.com. */
const NEWS18_DIWALI_2023 =
  'News18 panchang (2023-11-12), "Diwali 2023 panchang: Lakshmi Puja muhurat in Delhi, Mumbai, Chennai, Bengaluru, other cities", ' +
  '"according to Drik Panchang" (stored copy https://wapozavr.com/new-delhi/diwali-2023-panchang-lakshmi-puja-muhurat-in-delhi-mumbai-chennai-bengaluru-other-cities-76995)';

/**
 * Durga Puja 2023 "according to Drik Panchang": the five-day calendar and tithi spans of an article whose title follows
 * Hindustan Times' "Durga Puja 2023: When is Durga Puja? Find out the dates, puja timings, complete 5-day calendar and all you
 * need to know", as stored by sarkariyojnaa.in (the same text at airs-ga.org and his.edu.vn).
 */
const DURGA_PUJA_2023 =
  'Durga Puja 2023 five-day calendar, "According to Drik Panchang" (https://sarkariyojnaa.in/durga-puja-2023-when-is-durga-puja-' +
  'find-out-the-dates-puja-timings-complete-5-day-calendar-and-all-you-need-to-know/; the same text at http://airs-ga.org/index-1709.html ' +
  'and https://his.edu.vn/durga-puja-2023-date-time-calendar-muhurat-and-vidhi)';

/** Mint (2025-09-28), its Durga Puja 2025 wishes article with the Drik timings of days 8-10. */
const MINT_2025 =
  'Mint (2025-09-28), "Happy Durga Puja 2025: top 50 wishes ... for Shashti" (https://www.livemint.com/news/trends/happy-durga-' +
  'puja-2025-top-50-wishes-instagram-facebook-whatsapp-messages-and-quotes-for-shashti/amp-11759024355465.html), "as per Drik Panchang"';

/**
 * Drik Panchang's New Delhi and Delhi pages for 2026 as read for a public app's "Festival deciding-daypart audit" (GitHub code
 * index id 54824827505), its Tier-1 table citing each page. Delhi's pages (geoname-id=1273294) are for a point 2 km north of New
 * Delhi's GeoNames point (1261481): their sunrise, sunset and kalas differ by seconds, so they are compared at New Delhi and say so.
 */
const DAYPART_AUDIT = (page: string) =>
  `Drik Panchang, ${page}, as cited in a public app's "Festival deciding-daypart audit" (GitHub code index id 54824827505, ` +
  'its Tier-1 table, read 2026-11-28)';

export const COVER_G4A_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  {
    year: 2024, id: 'maha_ashtami', date: '2024-10-11',
    tithi: { start: '2024-10-10 12:31', end: '2024-10-11 12:06' },
    source: `${PRAGATIVADI_2024}: Durga Ashtami Friday 11 October, ashtami 12:31 PM 10 October to 12:06 PM 11 October`,
  },
  {
    year: 2024, id: 'maha_navami', date: '2024-10-11',
    tithi: { start: '2024-10-11 12:06', end: '2024-10-12 10:58' },
    source: `${PRAGATIVADI_2024}: Maha Navami Friday 11 October, navami 12:06 PM 11 October to 10:58 AM 12 October`,
  },
  {
    year: 2024, id: 'vijayadashami', date: '2024-10-12',
    tithi: { start: '2024-10-12 10:58', end: '2024-10-13 09:08' },
    window: { id: 'vijay_muhurat', start: '14:03', end: '14:49' },
    source:
      'Zee News (2024-10-11), "Dussehra 2024: is Vijayadashami on October 12 or 13? Exact date and auspicious timings revealed" ' +
      '(https://zeenews.india.com/culture/dussehra-2024-is-vijayadashami-on-october-12-or-13-exact-date-and-auspicious-timings-revealed-2805782.html), ' +
      '"According to Drik Panchang": Saturday 12 October, Vijay Muhurat 14:03 to 14:49, dashami 10:58 AM 12 October to 09:08 AM 13 October',
  },
  {
    year: 2024, id: 'vijayadashami', date: '2024-10-12',
    window: { id: 'aparahna', start: '13:17', end: '15:35' },
    source: 'Zee News (2024-10-11), the same article, "According to Drik Panchang": Aparahna Puja Time 13:17 to 15:35',
  },
  {
    year: 2023, id: 'vijayadashami', date: '2023-10-24',
    window: { id: 'vijay_muhurat', start: '13:58', end: '14:43' },
    source:
      'Pinkvilla (2023-10-24), "Dussehra Puja muhurat timings" (https://www.pinkvilla.com/stories/lifestyle/dussehra-puja-muhurat-timings-1253129), ' +
      '"As per the Drik Panchang": 24 October, Vijay Muhurat 1:58 PM to 2:43 PM (dashami from 5:44 PM 23 October; its end not ' +
      'printed). Its "Dashami puja" 12:40 PM to 02:59 PM names no city and is not compared: New Delhi\'s aparahna, the fourth ' +
      'fifth of the daytime, begins half an hour later',
  },
  {
    year: 2024, id: 'bhai_dooj', date: '2024-11-03',
    tithi: { start: '2024-11-02 20:21', end: '2024-11-03 22:05' },
    window: { id: 'aparahna', start: '13:10', end: '15:22' },
    source:
      'Free Press Journal (2024-11-02), "Happy Bhai Dooj 2024: 25+ wishes, messages, greetings" ' +
      '(https://www.freepressjournal.in/lifestyle/happy-bhai-dooj-2024-25-wishes-messages-greetings-to-share-with-your-brothers-and-sisters), ' +
      '"As per Drik Panchang": Sunday 3 November, Aparahna 1:10 PM to 3:22 PM, dwitiya 8:21 PM 2 November to 10:05 PM 3 November',
  },
  {
    year: 2025, id: 'govardhan_puja', date: '2025-10-22',
    tithi: { start: '2025-10-21 17:54', end: '2025-10-22 20:16' },
    source:
      'Zee News (2025-10-21), "Govardhan Puja 2025: is it on October 21 or 22? Check date, muhurat and timings" ' +
      '(https://zeenews.india.com/culture/govardhan-puja-2025-is-it-on-october-21-or-22-check-date-muhurat-and-timings-2974567.html), ' +
      '"According to the Drik Panchang": Wednesday 22 October, pratipada 17:54 on 21 October to 20:16 on 22 October, ' +
      'Pratahkala 06:24 AM to 08:39 AM and Sayankala 15:26 to 17:41. The two windows are not compared: each is 2-3 minutes ' +
      "before Drik's own New Delhi page for 2025 (06:26 to 08:42 and 15:29 to 17:44, the fifths of the daytime), so they are " +
      'not New Delhi\'s',
  },
  {
    year: 2023, id: 'diwali', date: '2023-11-12',
    tithi: { start: '2023-11-12 14:44', end: '2023-11-13 14:56' },
    window: { id: 'lakshmi_puja', start: '17:39', end: '19:35' },
    source: `${NEWS18_DIWALI_2023}: amavasya 2:44 PM 12 November to 2:56 PM 13 November, Lakshmi Puja New Delhi 5:39 pm to 7:35 pm`,
  },
  {
    year: 2023, id: 'narak_chaturdashi', date: '2023-11-12',
    source: `${NEWS18_DIWALI_2023}: the festivals of Sunday 12 November, among them Narak Chaturdashi`,
  },
  {
    year: 2023, id: 'durga_puja_shashthi', date: '2023-10-20',
    tithi: { start: '2023-10-20 00:31', end: '2023-10-20 23:24' },
    source: `${DURGA_PUJA_2023}: Maha Shashthi Friday 20 October, shashthi 12:31 am to 11:24 pm on 20 October`,
  },
  {
    year: 2023, id: 'durga_puja_saptami', date: '2023-10-21',
    tithi: { start: '2023-10-20 23:24', end: '2023-10-21 21:53' },
    source: `${DURGA_PUJA_2023}: Maha Saptami Saturday 21 October, saptami 11:24 pm 20 October to 9:53 pm 21 October`,
  },
  {
    year: 2023, id: 'maha_ashtami', date: '2023-10-22',
    tithi: { start: '2023-10-21 21:53', end: '2023-10-22 19:58' },
    source: `${DURGA_PUJA_2023}: Maha Ashtami Sunday 22 October, ashtami 9:53 pm 21 October to 7:58 pm 22 October`,
  },
  {
    year: 2023, id: 'sandhi_puja', date: '2023-10-22',
    tithi: { start: '2023-10-21 21:53', end: '2023-10-22 19:58' },
    window: { id: 'sandhi_puja', start: '19:34', end: '20:22' },
    source: `${DURGA_PUJA_2023}: Sandhi (Sondhi) Puja 7:34 pm to 8:22 pm on 22 October, the ashtami as above`,
  },
  {
    year: 2023, id: 'maha_navami', date: '2023-10-23',
    tithi: { start: '2023-10-22 19:58', end: '2023-10-23 17:44' },
    source: `${DURGA_PUJA_2023}: Maha Navami Monday 23 October, navami 7:58 PM 22 October to 5:44 PM 23 October (his.edu.vn's copy)`,
  },
  {
    year: 2025, id: 'maha_ashtami', date: '2025-09-30',
    tithi: { start: '2025-09-29 16:31', end: '2025-09-30 18:06' },
    source: `${MINT_2025}: Maha Ashtami Tuesday 30 September, ashtami 4:31 PM 29 September to 6:06 PM 30 September`,
  },
  {
    year: 2025, id: 'maha_navami', date: '2025-10-01',
    tithi: { start: '2025-09-30 18:06', end: '2025-10-01 19:01' },
    source: `${MINT_2025}: Maha Navami Wednesday 1 October, navami 6:06 PM 30 September to 7:01 PM 1 October`,
  },
  {
    year: 2025, id: 'bhai_dooj', date: '2025-10-23',
    source:
      'Hindustan Times (2025-10-21, via htsyndication.com), "Bhai Dooj 2025: is it on October 22 or October 23? Date, tilak ' +
      'muhurat, rituals, vrat katha, puja timings and more" (https://htsyndication.com/hindustan-times/article/bhai-dooj-2025%3A-is-' +
      'it-on-october-22-or-october-23--date%2C-tilak-muhurat%2C-rituals%2C-vrat-katha%2C-puja-timings-and-more/94232151): "Thursday, ' +
      'October 23, as per Drik Panchang"',
  },
  {
    place: 'london', year: 2024, id: 'kali_puja', date: '2024-10-31',
    window: { id: 'nishita', start: '23:16', end: '2024-11-01 00:13' },
    source:
      'Ritual Roots (ritualroots.co.uk, UK), "Kali Puja 2024" (https://ritualroots.co.uk/culture/kali-puja-2024), names no almanac: ' +
      'Thursday 31 October, "Kali Puja Nishita ... from 23:16 to 00:13 on November 1", 57 minutes',
  },
  {
    place: 'london', year: 2024, id: 'govardhan_puja', date: '2024-11-02',
    source:
      'Ritual Roots (ritualroots.co.uk, UK), "Govardhan Puja 2024" (https://ritualroots.co.uk/culture/govardhan-puja-2024), names no ' +
      'almanac: "Govardhan Puja, celebrated on 2 November 2024" (for Londoners)',
  },
  {
    year: 2024, id: 'lalita_panchami', date: '2024-10-07',
    tithi: { start: '2024-10-07 09:47', end: '2024-10-08 11:17' },
    source:
      'ekohumm.com, "Lalita Panchami: paying homage to one of the Navadurgas" ' +
      '(https://ekohumm.com/article/-lalita-panchami-paying-homage-to-one-of-the-navadurgas), "As per Drik Panchang": Monday ' +
      '7 October 2024, panchami 09:47 on 7 October to 11:17 on 8 October',
  },
  {
    place: 'kolkata', year: 2026, id: 'sandhi_puja', date: '2026-10-19',
    source:
      "Drik Panchang's Kolkata \"Durga Puja calendar\" (https://www.drikpanchang.com/navratri/durga-puja/durga-puja-calendar.html?" +
      'geoname-id=1275004, fetched 14 August 2026) as tabulated in a public Durga Puja committee site\'s date-verification note ' +
      '(GitHub code index id 70348065295, section 4): "Day 4 - Ashtami, 19 Oct 2026, Monday: Durga Ashtami, Kumari Puja, Sandhi ' +
      'Puja, Maha Navami"',
  },
  {
    year: 2026, id: 'sharad_navratri', date: '2026-10-11',
    window: { id: 'ghatasthapana', start: '06:19', end: '10:12' },
    source: `${DAYPART_AUDIT('navratri/shardiya-navratri-ghatasthapana.html?geoname-id=1261481&year=2026')}: 11 October, Delhi Ghatasthapana 06:19-10:12`,
  },
  {
    year: 2026, id: 'sharad_navratri', date: '2026-10-11',
    window: { id: 'ghatasthapana_abhijit', start: '11:44', end: '12:31' },
    source: `${DAYPART_AUDIT('navratri/shardiya-navratri-ghatasthapana.html?geoname-id=1261481&year=2026')}: 11 October, Abhijit 11:44-12:31`,
  },
  {
    year: 2026, id: 'maha_ashtami', date: '2026-10-19',
    source: `${DAYPART_AUDIT('navratri/durga-puja/mahashtami-date-time.html?geoname-id=1261481&year=2026')}: 19 October, ashtami ends 10:51`,
  },
  {
    year: 2026, id: 'maha_navami', date: '2026-10-19',
    source:
      `${DAYPART_AUDIT('navratri/durga-puja/maha-navami-date-time.html?geoname-id=1261481&year=2026')}: ` +
      '"19 Oct (general Vedic rule); 20 Oct (Bengal rule)"',
  },
  {
    year: 2026, id: 'sharad_purnima', date: '2026-10-25',
    window: { id: 'nishita', start: '23:40', end: '2026-10-26 00:31' },
    source:
      `${DAYPART_AUDIT('festivals/kojagara/kojagara-puja-date-time.html?geoname-id=1273294&year=2026 (Delhi)')}: 25 October, ` +
      'Nishita 23:40-00:31',
  },
  {
    year: 2026, id: 'ahoi_ashtami', date: '2026-11-01',
    window: { id: 'puja', start: '17:36', end: '18:54' },
    source:
      `${DAYPART_AUDIT('festivals/ahoi-ashtami/ahoi-ashtami-date-time.html?geoname-id=1273294&year=2026 (Delhi)')}: 1 November, ` +
      'puja 17:36-18:54, stars about 18:00, moonrise 23:40',
  },
  {
    year: 2025, id: 'dhanteras', date: '2025-10-18',
    tithi: { start: '2025-10-18 12:18', end: '2025-10-19 13:51' },
    window: { id: 'puja', start: '19:16', end: '20:20' },
    source:
      'News24 (2025-10), "Dhanteras 2025: when to perform puja on October 18? Check city-wise shubh muhurat" ' +
      '(https://news24online.com/religion/dhanteras-2025-when-to-perform-puja-on-october-18-check-city-wise-shubh-muhurat-timings/652676), ' +
      '"According to Drik Panchang": Saturday 18 October, puja 7:16 pm to 8:20 pm (New Delhi in its city table); Zee News ' +
      '(2025-10-13, https://zeenews.india.com/culture/dhanteras-2025-when-is-dhanteras-date-shubh-muhurat-city-wise-timings-and-' +
      'significance-ahead-of-diwali-2971382.html), "according to drik panchang": New Delhi 07:16 PM to 08:20 PM, trayodashi ' +
      '12:18 PM 18 October to 01:51 PM 19 October',
  },
  {
    year: 2025, id: 'dhanteras', date: '2025-10-18',
    window: { id: 'pradosh', start: '17:48', end: '20:20' },
    source: 'News24 (2025-10), the same article, "According to Drik Panchang": Pradosh Kaal 5:48 pm to 8:20 pm',
  },
];
