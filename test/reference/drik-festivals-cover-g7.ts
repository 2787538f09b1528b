/**
 * Drik Panchang's own festival pages for places outside India, as public copies of those pages store them (the page opens
 * at its reader's place), for January-June observances that the other reference files hold at no place abroad (issue 32):
 * Rama Navami at San Miguel, Costa Rica (2025), Narasimha Jayanti at Woodbridge, New Jersey (2015), Buddha Purnima at
 * Seattle (2015), Ganga Dussehra (1909) and Cheti Chand (1942) at Columbus, Ohio, and Sheetala Ashtami (2011) and Magha
 * Purnima (1923) at Fairfield, Connecticut. Each record names the page, its title and the values read. Nothing here is
 * computed by this project.
 *
 * Times are the place's wall-clock times, daylight saving included: tithi 'YYYY-MM-DD HH:MM', windows and moments 'HH:MM'
 * on the record's date.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

export const COVER_G7_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // San Miguel, San Jose, Costa Rica (geoname-id=3621753), 2025: Drik's Hindi Rama Navami page.
  {
    place: 'san-miguel-cr', year: 2025, id: 'rama_navami', date: '2025-04-05',
    tithi: { start: '2025-04-05 07:56', end: '2025-04-06 07:52' },
    window: { id: 'madhyahna', start: '10:25', end: '12:52' },
    moment: { id: 'madhyahna_moment', at: '11:39' },
    source:
      'http://drikpanchang.com/dashavatara/rama-navami/rama-navami-date-time.html?geoname-id=3621753 (Hindi), "2025 राम नवमी ' +
      'का दिन San Miguel, San Jose, Costa Rica के लिए" (stored copy): Rama Navami Saturday 5 April 2025, madhyahna muhurat 10:25 ' +
      'to 12:52 (2 hours 27 minutes), madhyahna moment 11:39, navami 07:56 on 5 April to 07:52 on 6 April ("24-hour clock, local ' +
      'time of San Miguel, Costa Rica, DST adjusted"); the page also names Sita Navami Monday 5 May 2025',
  },
  // Woodbridge, New Jersey, 2015: Drik's English Narasimha Jayanti page as served to a reader there.
  {
    place: 'woodbridge-nj', year: 2015, id: 'narasimha_jayanti', date: '2015-05-02',
    tithi: { start: '2015-05-01 20:46', end: '2015-05-02 22:29' },
    window: { id: 'madhyahna', start: '11:31', end: '14:17' },
    source:
      'http://www.drikpanchang.com/dashavatara/narasimha/narasimha-jayanti-date-time.html, "2015 Narasimha Jayanti Date and ' +
      'Time for Woodbridge, New Jersey, United States" (stored copy): May 2015 (the day\'s number is not in the stored text; ' +
      '"On 3rd, Parana Time for Narasimha Jayanti = 05:58 Onwards" puts the fast on the 2nd), Madhyana Sankalp Time 11:31 to ' +
      '14:17, chaturdashi 20:46 on 1 May to 22:29 on 2 May ("24-hour clock with local time of Woodbridge & DST adjusted"). Its ' +
      'Sanyakal Puja Time, 17:03 to 19:49, is not compared: the page reckons the day from the disc centre without refraction ' +
      '(with that sunrise convention our sayankal is 17:03:12 to 19:49:02 and madhyahna 11:31:32 to 14:17:22, its figures to ' +
      "the minute), and with the default upper limb our sayankal, 17:06:00 to 19:53:41, ends 5 minutes later; the madhyahna " +
      'moves less than 2 minutes (11:30:37 to 14:18:18) and is compared',
  },
  // Seattle, 2015: Drik's English Buddha Purnima page as served to a reader there.
  {
    place: 'seattle', year: 2015, id: 'buddha_purnima', date: '2015-05-03',
    tithi: { start: '2015-05-02 19:29', end: '2015-05-03 20:41' },
    source:
      'http://www.drikpanchang.com/festivals/buddha-purnima/buddha-purnima-date-time.html, "2015 Buddha Purnima, Buddha Jayanti ' +
      'Date for Seattle, United States" (stored copy): Buddha Purnima May 2015, 2577th birth anniversary of Gautama Buddha, ' +
      'purnima 19:29 on 2 May to 20:41 on 3 May ("24-hour clock with local time of Seattle & DST adjusted"). The day\'s number ' +
      'is not in the stored text; 3 May is the one sunrise inside the printed purnima (as drik-festivals-abroad.ts reads ' +
      "Woodbridge's 2015 Ganesh Chaturthi page)",
  },
  // Columbus, Ohio, 1909: Drik's Hindi Ganga Dussehra page as served to a reader there.
  {
    place: 'columbus-oh', year: 1909, id: 'ganga_dussehra', date: '1909-05-29',
    tithi: { start: '1909-05-28 11:55', end: '1909-05-29 14:15' },
    source:
      'http://www.drikpanchang.com/festivals/ganga-dussehra/ganga-dussehra-date-time.html?lang=hi&year=1909 (Hindi), "1909 गंगा ' +
      'दशहरा का दिन कोलंबस, Ohio, संयुक्त राज्य अमेरिका के लिये" (stored copy): Ganga Dussehra Saturday 29 May 1909, dashami ' +
      '11:55 AM on 28 May to 02:15 PM on 29 May ("12-hour notation, local time of Columbus, DST adjusted"); Hasta 03:53 AM ' +
      '29 May to 06:41 AM 30 May and Vyatipata 07:55 PM 29 May to 08:36 PM 30 May are printed, not compared',
  },
  // Columbus, Ohio, 1942: Drik's Hindi Cheti Chand page as served to a reader there (war time, UTC-4, as the zone has it).
  {
    place: 'columbus-oh', year: 1942, id: 'cheti_chand', date: '1942-03-17',
    tithi: { start: '1942-03-16 19:50', end: '1942-03-17 20:03' },
    window: { id: 'moon_sighting', start: '19:41', end: '20:29' },
    source:
      'http://www.drikpanchang.com/hindu-saints/jhulelal/cheti-chand-date-time.html?lang=hi&year=1942 (Hindi), "1942 चेटी चण्ड ' +
      '| झूलेलाल जयन्ती का दिन कोलंबस, Ohio, संयुक्त राज्य अमेरिका के लिए" (stored copy): Cheti Chand Tuesday 17 March 1942, ' +
      'Cheti Chand muhurat 19:41 to 20:29 (48 minutes), pratipada 19:50 on 16 March to 20:03 on 17 March ("24-hour clock, local ' +
      'time of Columbus, DST adjusted")',
  },
  // Fairfield, Connecticut, 2011: Drik's Hindi Sheetala Ashtami page as served to a reader there.
  {
    place: 'fairfield-ct', year: 2011, id: 'sheetala_ashtami', date: '2011-03-26',
    tithi: { start: '2011-03-25 20:06', end: '2011-03-26 20:20' },
    source:
      'https://www.drikpanchang.com/festivals/sheetala-ashtami/sheetala-ashtami-puja-date.html?lang=hi&year=2011 (Hindi), "2011 ' +
      'शीतला अष्टमी पूजा, बासोड़ा का दिन Fairfield, Connecticut, संयुक्त राज्य अमेरिका के लिए" (stored copy): Sheetala Ashtami ' +
      'Saturday 26 March 2011 (Sheetala Saptami Friday 25 March), puja muhurat 06:47 AM to 07:11 PM (sunrise to sunset; the rule ' +
      'gives no window to compare), ashtami 08:06 PM on 25 March to 08:20 PM on 26 March ("12-hour notation, local time of ' +
      'Fairfield, DST adjusted")',
  },
  // Fairfield, Connecticut, 1923: Drik's Hindi Magha Purnima page as served to a reader there.
  {
    place: 'fairfield-ct', year: 1923, id: 'magha_purnima', date: '1923-02-01',
    tithi: { start: '1923-01-31 13:00', end: '1923-02-01 10:53' },
    source:
      'http://www.drikpanchang.com/purnima/magha/magha-purnima-date-time.html?year=1923&time-format=24hour (Hindi), "1923 माघ ' +
      'पूर्णिमा | माघी पूर्णिमा का दिन Fairfield, Connecticut, संयुक्त राज्य अमेरिका के लिए" (stored copy): Magha Purnima Thursday ' +
      '1 February 1923, purnima 13:00 on 31 January to 10:53 on 1 February ("24-hour clock, local time of Fairfield, DST adjusted")',
  },
  // New Delhi 2023: Drik-quoted copies of two days other files hold under sources that do not name Drik.
  {
    year: 2023, id: 'ganga_dussehra', date: '2023-05-30',
    tithi: { start: '2023-05-29 11:49', end: '2023-05-30 13:07' },
    source:
      'LatestLY (2023-05-29), "Ganga Dussehra 2023 Date, Time and Shubh Muhurat" (https://www.latestly.com/lifestyle/festivals-events/' +
      'ganga-dussehra-2023-date-time-and-shubh-muhurat-know-everything-about-the-day-that-celebrates-avatarana-of-the-holy-ganga-5155225.html), ' +
      '"According to Drik Panchang": dashami 11:49 AM 29 May to 01:07 PM 30 May',
  },
  {
    year: 2023, id: 'chaitra_navratri', date: '2023-03-22',
    tithi: { start: '2023-03-21 22:52', end: '2023-03-22 20:20' },
    window: { id: 'ghatasthapana', start: '06:23', end: '07:32' },
    source:
      'DNA India (2023-03-21), "Chaitra Navratri 2023: Shubh muhurat, puja vidhi" (https://www.dnaindia.com/lifestyle/report-chaitra-' +
      'navratri-2023-shubh-muhurat-puja-vidhi-history-significance-9-day-long-festival-3031397), "Drik Panchang predicts": pratipada ' +
      '10:52 PM 21 March to 08:20 PM 22 March, ghatasthapana 6:23 AM to 7:32 AM',
  },
];
