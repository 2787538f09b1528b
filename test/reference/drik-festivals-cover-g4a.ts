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
];
