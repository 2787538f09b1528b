/**
 * Further published dates, tithi spans and windows of the festivals of
 * Chaitra to Ashadha (April to July): New Delhi's years 2023-2027 that the
 * other references lack in a source naming Drik Panchang, other Indian
 * cities, and places outside India. Each record names its source (a Drik
 * Panchang page, or an outlet printing Drik's timings); nothing here is
 * computed by this project.
 *
 * Times are the place's wall-clock times (daylight saving included): tithi
 * 'YYYY-MM-DD HH:MM', windows and moments 'HH:MM' on the date unless dated.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

/** Mahavir Jayanti 2023 in western India: the Marathi almanac's and a Nashik astrologer's city lists (no Drik page found). */
const MAHAVIR_2023_WEST =
  'Mahalaxmi Panchang, "Shri Mahavir Jayanti khulasa" (https://mahalaxmipanchang.com/mahaveerjayanti, Marathi): the dvadashi ' +
  'ends at 6.24 AM on Monday 3 April 2023; where the sun rises after 6.24 the trayodashi holds both days and Mahavir Jayanti ' +
  'is Monday 3 April (Mumbai first in its list); India Darpan (Nashik, 2023-04), "Mahavir Jayanti celebration date ' +
  'clarification" (https://indiadarpanlive.com/mahavir-jayanti-celebration-date-clarification), astrologer Prashant Chaudhari: ' +
  '3 April in Mumbai, Pune, Nashik ..., Goa and all of Gujarat; Lokmat News18 (2023-04-01) the same rule; the trayodashi ' +
  'ends at 8:05 AM on 4 April (CNBC TV18, 2023-04-02)';

export const COVER_G2_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  {
    year: 2025, id: 'buddha_purnima', date: '2025-05-12',
    tithi: { start: '2025-05-11 20:01', end: '2025-05-12 22:25' },
    source:
      'NDTV (2025-05), "Buddha Purnima 2025: Date, History, Timings And All You Need To Know" (https://www.ndtv.com/india-news/' +
      'buddha-purnima-2025-date-history-timings-and-all-you-need-to-know-8388994), "According to Drik Panchang": Monday 12 May, ' +
      'purnima 08:01 PM 11 May to 10:25 PM 12 May',
  },
  {
    year: 2024, id: 'buddha_purnima', date: '2024-05-23',
    tithi: { start: '2024-05-22 18:47', end: '2024-05-23 19:22' },
    source:
      'DNA India (2024-05-22), "Buddha Purnima 2024: Know date, timings, significance and more" (https://www.dnaindia.com/lifestyle/' +
      'report-buddha-purnima-2024-know-date-timings-significance-and-more-3090311), "According to Drik Panchang": Thursday 23 May, ' +
      'purnima 6:47 PM 22 May to 7:22 PM 23 May; The Quint (2024-05-21), "As per Drik Panchang", the same; The Hans India ' +
      '(2024-05-21), "According to Drik Panchang", prints the start as "6:47 AM"',
  },
  {
    year: 2024, id: 'ganga_dussehra', date: '2024-06-16',
    tithi: { start: '2024-06-16 02:32', end: '2024-06-17 04:43' },
    source:
      'LatestLY (2024-06), "When Is Ganga Dussehra 2024? Know the Gangavataran Date, Timings and Significance" ' +
      '(https://www.latestly.com/lifestyle/festivals-events/when-is-ganga-dussehra-2024-know-the-gangavataran-date-timings-and-' +
      'significance-of-the-day-that-marks-river-gangas-descent-from-heaven-to-earth-6021813.html), "Ganga Dussehra Timings As Per ' +
      'Drik Panchang": Sunday 16 June, dashami 02:32 AM 16 June to 04:43 AM 17 June',
  },
  {
    year: 2025, id: 'ganga_dussehra', date: '2025-06-05',
    tithi: { start: '2025-06-04 23:54', end: '2025-06-06 02:15' },
    source:
      'Hindustan (New Delhi, 2025-04-14), "Ganga Dussehra: kab hai Ganga Dussehra" (htsyndication.com, hindustan-delhi article ' +
      '89427617): dashami 11:54 PM 4 June to 02:15 AM 6 June, "according to Drik Panchang, Ganga Dussehra on 5 June 2025"',
  },
  {
    year: 2025, id: 'mahavir_jayanti', date: '2025-04-10',
    tithi: { start: '2025-04-09 22:55', end: '2025-04-11 01:00' },
    source:
      'Hindustan Times (2025-04-08), "Mahavir Jayanti 2025: Is it on April 9 or 10?" (https://www.hindustantimes.com/lifestyle/' +
      'festivals/mahavir-jayanti-2025-is-it-on-april-9-or-10-know-correct-date-trayodashi-tithi-history-significance-and-' +
      'celebration-101744112012971.html), "According to Drik Panchang": Thursday 10 April, trayodashi 10:55 PM 9 April to ' +
      '01:00 AM (printed "April 10", the night after); LatestLY (2025-04) prints the same times, ending 1:00 AM 11 April',
  },
  {
    year: 2023, id: 'shani_jayanti', date: '2023-05-19',
    tithi: { start: '2023-05-18 21:42', end: '2023-05-19 21:22' },
    source:
      'Zee News (2023-05-19), "Shani Jayanti 2023 Today: Check Amavasya Timings, Puja Rituals, Vidhi" (https://zeenews.india.com/' +
      'culture/shani-jayanti-2023-today-check-amavasya-timings-puja-rituals-vidhi-2610243.html/amp): 19 May, amavasya 09:42 PM 18 May ' +
      'to 09:22 PM 19 May "(according to drikpanchang.com)"',
  },
  {
    year: 2023, id: 'vat_savitri', date: '2023-05-19',
    tithi: { start: '2023-05-18 21:42', end: '2023-05-19 21:22' },
    source:
      'Zee News (2023-05-19), "Shani Jayanti 2023 Today" (above): amavasya 09:42 PM 18 May to 09:22 PM 19 May "(according to ' +
      'drikpanchang.com)"; "it coincides with Vat Savitri Vrat on May 19"',
  },
  {
    year: 2025, id: 'hanuman_jayanti_telugu', date: '2025-05-22',
    tithi: { start: '2025-05-22 03:21', end: '2025-05-23 01:12' },
    source:
      'Newsdesk-24 (2025-05), "When Is Telugu Hanuman Jayanti? Know Date, Significance, Puja Vidhi" (https://newsdesk-24.in/when-is-' +
      'telugu-hanuman-jayanti-know-date-significance-puja-vidhi-auspicious-time-and-more), "According to the Drik Panchang": ' +
      'Thursday 22 May (its "Thursday, May 21" a slip for the Thursday), dashami 3:21 AM 22 May to 01:12 AM 23 May; LatestLY ' +
      '(2025-05) the same, Thursday 22 May',
  },
  {
    year: 2024, id: 'vat_purnima', date: '2024-06-21',
    tithi: { start: '2024-06-21 07:31', end: '2024-06-22 06:37' },
    source:
      'Slerahan (2024-06), "Vat Purnima 2024: Date, muhurat, rituals, significance" (https://slerahan.com/vat-purnima-2024-date-' +
      'muhurat-rituals-significance): "According to Drik Panchang", 21 June, purnima 7:31 AM 21 June to 6:37 AM 22 June',
  },
  {
    // Its dwitiya end, printed "11.19 pm on June 27", is not compared: the date only.
    year: 2025, id: 'jagannath_rath_yatra', date: '2025-06-27',
    source:
      'Lokmat Times (2025-06-26), "Puri Jagannath Rath Yatra 2025 Date and Timings" (https://www.lokmattimes.com/lifestyle/puri-' +
      'jagannath-rath-yatra-2025-date-and-timings-check-details-of-iskcons-rath-yatra-celebration-in-odisha-a517/): Friday 27 June, ' +
      '"According to the Drik Panchang", dwitiya from 1.24 pm 26 June',
  },
  {
    year: 2023, id: 'buddha_purnima', date: '2023-05-05',
    source:
      'News18 (2023-05-05), "Aaj Ka Panchang, May 5" (https://www.news18.com/amp/india/aaj-ka-panchang-may-5-vrat-rahu-kaal-and-' +
      'other-details-7721665.html): "According to Drik Panchang, the festival of Buddha Purnima will be celebrated on May 5"',
  },
  {
    year: 2024, id: 'shani_jayanti', date: '2024-06-06',
    tithi: { start: '2024-06-05 19:54', end: '2024-06-06 18:07' },
    source:
      'Hindustan Times (2024-06-05), "Shani Jayanti 2024: Date, rituals, significance" (https://www.hindustantimes.com/lifestyle/' +
      'festivals/shani-jayanti-2024-date-rituals-significance-101717580834487.html): 6 June, "According to Drik Panchang, Amavasya ' +
      'tithi will begin at 7:54 PM on June 5 and will end at 6:07 PM on June 6"',
  },
  {
    year: 2023, id: 'guru_purnima', date: '2023-07-03',
    tithi: { start: '2023-07-02 20:21', end: '2023-07-03 17:08' },
    source:
      'News18 (2023-07-03), "When Is Guru Purnima 2023? Date, Timings, Rituals and Significance" (https://www.news18.com/amp/' +
      'lifestyle/when-is-guru-purnima-2023-date-timings-rituals-and-significance-8218873.html): "According to Drik Panchang, the ' +
      'Purnima Tithi is likely to begin at 8:21 PM on July 2 ... end at 5:08 PM on July 3" (its "falls on June 3" a slip for ' +
      'July); The Quint (2023-07-03): "According to Drik Panchang", observed Monday 3 July',
  },
  {
    year: 2024, id: 'akshaya_tritiya', date: '2024-05-10',
    tithi: { start: '2024-05-10 04:17', end: '2024-05-11 02:50' },
    window: { id: 'puja', start: '05:33', end: '12:18' },
    source:
      'Zee News (2024-05), "Akshaya Tritiya 2024: Best Time Or Muhurat To Buy Gold, City-Wise Akshaya Tritiya Muhurat List" ' +
      '(https://zeenews.india.com/bullion/akshaya-tritiya-2024-best-time-or-muhurat-to-buy-gold-city-wise-akshaya-tritiya-muhurat-' +
      'list-and-gold-purchase-timings-2747698.html): "According to the Drikpanchang website", 10 May, tritiya 04:17 AM 10 May ' +
      'to 02:50 AM 11 May, puja muhurat 05:33 AM to 12:18 PM (New Delhi 05:33 AM to 12:18 PM in its city list)',
  },
  {
    year: 2023, id: 'chaitra_durga_ashtami', date: '2023-03-29',
    source:
      'DNA India (2023-03-21), "Chaitra Navratri 2023: From shubh muhurat to history" (https://www.dnaindia.com/lifestyle/report-' +
      'chaitra-navratri-2023-shubh-muhurat-puja-vidhi-history-significance-9-day-long-festival-3031397): its timings "according ' +
      'to Drik Panchang" (pratipada 10:52 PM 21 March to 08:20 PM 22 March); "Durga Ashtami, the eighth day of Navratri, falls on ' +
      'March 29"',
  },
  {
    // Their day differs from the rule's (HALF_YEAR_DATE_DIFFERS, reference-differs.ts): the date and span are compared, and the
    // sayankal they print (the 11th's) is not.
    year: 2025, id: 'narasimha_jayanti', date: '2025-05-11',
    tithi: { start: '2025-05-10 17:29', end: '2025-05-11 20:01' },
    source:
      'Moneycontrol (2025-05-06), "Narasimha Jayanti 2025 Date: When is Vaishakha Shukla Chaturdashi - May 10 or May 11?" ' +
      '(https://www.moneycontrol.com/religion/narasimha-jayanti-2025-date-when-is-vaishakha-shukla-chaturdashi-may-10-or-may-11-' +
      'article-13014135.html; no almanac named): Sunday 11 May, Sayana Kala puja 04:21 PM to 07:03 PM, chaturdashi 05:29 PM ' +
      '10 May to 08:01 PM 11 May; Prabhasakshi (2025-05-11), Dainik Tribune (2025-05-11), Khabribox and Dainik Jagran\'s Aaj ka ' +
      'Panchang (2025-05-11) the same day (puja 4:21 to 7:03 PM)',
  },
  // Mahavir Jayanti 2023 in western India: the trayodashi (06:24 3 April to 08:05 4 April) holds both sunrises where the sun rises
  // after 06:24 on 3 April, and the almanacs keep the first; New Delhi (sunrise 06:09) keeps 4 April (timeanddate, drik-festivals-declared.ts).
  {
    place: 'mumbai', year: 2023, id: 'mahavir_jayanti', date: '2023-04-03',
    tithi: { start: '2023-04-03 06:24', end: '2023-04-04 08:05' },
    source: MAHAVIR_2023_WEST + ' (Mumbai)',
  },
  {
    place: 'pune', year: 2023, id: 'mahavir_jayanti', date: '2023-04-03',
    tithi: { start: '2023-04-03 06:24', end: '2023-04-04 08:05' },
    source: MAHAVIR_2023_WEST + ' (Pune)',
  },
  {
    place: 'nashik', year: 2023, id: 'mahavir_jayanti', date: '2023-04-03',
    tithi: { start: '2023-04-03 06:24', end: '2023-04-04 08:05' },
    source: MAHAVIR_2023_WEST + ' (Nashik)',
  },
  {
    place: 'ahmedabad', year: 2023, id: 'mahavir_jayanti', date: '2023-04-03',
    tithi: { start: '2023-04-03 06:24', end: '2023-04-04 08:05' },
    source: MAHAVIR_2023_WEST + ' (Ahmedabad (all Gujarat))',
  },
  {
    place: 'surat', year: 2023, id: 'mahavir_jayanti', date: '2023-04-03',
    tithi: { start: '2023-04-03 06:24', end: '2023-04-04 08:05' },
    source: MAHAVIR_2023_WEST + ' (Surat (all Gujarat))',
  },
  // Kolkata: a Bengali almanac's purnima as printed by Kolkata papers, and the day the city kept (no Drik page found).
  {
    place: 'kolkata', year: 2022, id: 'buddha_purnima', date: '2022-05-16',
    tithi: { start: '2022-05-15 12:47', end: '2022-05-16 09:44' },
    source:
      'Anandabazar Patrika (2022-05), "Buddha Purnima: time and fixture" (https://anandabazar.com/amp/horoscope/time-and-fixture-of-' +
      'buddha-purnima-dgtl/cid/1344012, Bengali): Buddha Purnima Monday 16 May; by the Vishuddha Siddhanta panjika the purnima ' +
      'begins 12:47 PM on Sunday 15 May and ends 9:44 AM on Monday 16 May; Zee 24 Ghanta (2022-05-15) the same',
  },
  {
    place: 'kolkata', year: 2023, id: 'buddha_purnima', date: '2023-05-05',
    source:
      'My Kolkata web desk (2023-05-05), "Glimpses of Buddha Purnima observed across Kolkata" (stored at https://obeta.ttef.in/' +
      'my-kolkata/news/glimpses-of-buddha-purnima-observed-across-kolkata-photogallery/cid/1934606): "Kolkata observed Buddha ' +
      'Purnima on May 5"',
  },
  // Drik's own pages as stored when read from the United States (they open at the reader's place). Their years lie far from ours:
  // the dates are compared, not the printed tithi times, which run 2 (2063, 2077) to 6 (2200, 2225) minutes from ours, as the
  // extrapolated Delta T of those years differs.
  {
    place: 'columbus-oh', year: 2077, id: 'vat_savitri', date: '2077-05-21',
    source:
      'https://www.drikpanchang.com/festivals/savitri/vat-savitri-date-time.html?time-format=24plushour&year=2077 (Hindi), "2077 ' +
      'Vat Savitri Vrat din aur samay Columbus, Ohio, United States ke liye" (stored copy): Vat Savitri Amavasya Friday 21 May ' +
      '2077, amavasya 24:45+ on 20 May to 22:37 on 21 May',
  },
  {
    place: 'fairfield-ct', year: 2200, id: 'vat_savitri', date: '2200-06-11',
    source:
      'https://www.drikpanchang.com/festivals/savitri/vat-savitri-date-time.html?year=2200 (Hindi), "2200 Vat Savitri Vrat din ' +
      'aur samay Fairfield, Connecticut, United States ke liye" (stored copy): Vat Savitri Amavasya Wednesday 11 June 2200, ' +
      'amavasya 10:52 AM 11 June to 11:28 AM 12 June',
  },
  {
    place: 'fairfield-ct', year: 2200, id: 'vat_purnima', date: '2200-06-27',
    source: 'The same Drik page (Fairfield, Connecticut, 2200): "Vat Savitri Purnima Vrat on Friday, June 27, 2200"',
  },
  {
    // Amavasya begins after the 5th's madhyahna, so the rule and Drik keep the 6th.
    place: 'fairfield-ct', year: 2225, id: 'vat_savitri', date: '2225-06-06',
    source:
      'https://www.drikpanchang.com/festivals/savitri/vat-savitri-date-time.html?time-format=12hour&year=2225 (Hindi), "2225 Vat ' +
      'Savitri Vrat din aur samay Fairfield, Connecticut, United States ke liye" (stored copy): Vat Savitri Amavasya Monday ' +
      '6 June 2225, amavasya 04:27 PM 5 June to 07:02 PM 6 June',
  },
  {
    place: 'fairfield-ct', year: 2225, id: 'vat_purnima', date: '2225-06-20',
    source: 'The same Drik page (Fairfield, Connecticut, 2225): "Vat Savitri Purnima Vrat on Monday, June 20, 2225"',
  },
  {
    place: 'fairfield-ct', year: 2063, id: 'guru_purnima', date: '2063-07-10',
    source:
      'https://www.drikpanchang.com/festivals/guru-purnima/guru-purnima-date-time.html?lang=hi&year=2063 (Hindi), "2063 Guru ' +
      'Purnima puja ka din Fairfield, Connecticut, United States ke liye" (stored copy): Guru Purnima Tuesday 10 July 2063, ' +
      'purnima 08:23 AM 9 July to 09:47 AM 10 July',
  },
];
