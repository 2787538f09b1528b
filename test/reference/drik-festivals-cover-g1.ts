/**
 * Drik Panchang's dates, tithi spans, windows and moments for festivals of
 * January to March (Makar Sankranti to Cheti Chand) that the other reference
 * files hold for fewer than three New Delhi years, or for no other Indian
 * city or place abroad: newspapers and sites that print Drik's table and say
 * so ("according to Drik Panchang", "Source: Drik Panchang"), each named
 * with its date, title and address. Nothing here is computed by this
 * project.
 *
 * Times are the place's wall-clock times: tithi 'YYYY-MM-DD HH:MM', windows
 * and moments 'HH:MM' on the record's date or 'YYYY-MM-DD HH:MM' on another
 * day (a window after midnight).
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';
import type { ReferencePlaceId } from './drik-panchang.ts';

const MINT_VASANT_2026 =
  'Mint (2026-01-23), "Happy Basant Panchami 2026 wishes" (https://www.livemint.com/news/trends/happy-basant-panchami-2026-wishes-' +
  'saraswati-puja-greetings-messages-gifs-new-beginnings-whatsapp-instagram-facebook/amp-11769128798327.html), "As per Drik ' +
  'Panchang": Friday 23 January, panchami 2:28 AM 23 January to 01:46 AM 24 January, muhurat 7:13 AM to 12:33 PM, the citywise list';

/** Mint's citywise Vasant Panchami muhurat of 2026 (12-hour in the list): [place, start, end]. */
const VASANT_PANCHAMI_2026: readonly [place: ReferencePlaceId, start: string, end: string][] = [
  ['pune', '07:10', '12:46'],
  ['chennai', '06:36', '12:21'],
  ['kolkata', '06:18', '11:48'],
  ['hyderabad', '06:50', '12:28'],
  ['noida', '07:13', '12:33'],
  ['jaipur', '07:16', '12:39'],
  ['gurgaon', '07:14', '12:34'],
  ['bengaluru', '06:46', '12:32'],
];

/**
 * Drik Panchang's pages for Frisco, Texas (geoname-id=4692559), as read in September 2026 for a public app's festival-calendar
 * specification (GitHub code index id 69545120269, its section 2A table and section 5; the same document's Hyderabad column is
 * in drik-festivals-cities.ts).
 */
const FRISCO_2027 =
  "Drik Panchang's Frisco, Texas pages (geoname-id=4692559: the Sankranti pages, the Ratha Saptami page and the Telugu calendar, " +
  "2027) as read in September 2026 for a public app's festival-calendar specification (GitHub code index id 69545120269, its " +
  'section 2A table, "Frisco 2026/27" column, and section 5)';

export const COVER_G1_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // Maha Shivaratri, New Delhi.
  {
    year: 2023, id: 'maha_shivaratri', date: '2023-02-18',
    tithi: { start: '2023-02-18 20:02', end: '2023-02-19 16:18' },
    window: { id: 'nishita', start: '2023-02-19 00:09', end: '2023-02-19 01:00' },
    source:
      'Zee News (2023-02-17), "Maha Shivratri 2023: date, puja timings, vidhi and samagri" ' +
      '(https://zeenews.india.com/culture/maha-shivratri-2023-date-puja-timings-vidhi-and-samagri-2574240.html), "(Source: Drik ' +
      'Panchang)": Saturday 18 February, Nishita Kaal 12:09 am to 1 am 19 February, chaturdashi 8:02 pm 18 February to 4:18 pm ' +
      '19 February; Mint (2023-02-17, https://www.livemint.com/news/india/mahashivratri-2023-date-time-significance-and-more-11676609255623.html) ' +
      'and Sakshi English (2023-02-17) print the same table',
  },
  {
    year: 2024, id: 'maha_shivaratri', date: '2024-03-08',
    tithi: { start: '2024-03-08 21:57', end: '2024-03-09 18:17' },
    window: { id: 'nishita', start: '2024-03-09 00:07', end: '2024-03-09 00:56' },
    source:
      'Mint via MENAFN (2024-03), "Maha Shivratri 2024: Know Date, History, Significance, Timing" ' +
      '(https://menafn.com/1107924719/Maha-Shivratri-2024-Know-Date-History-Significance-Timing-Other-Details), "according to Drik ' +
      'Panchang": 8 March; East Coast Daily (2024-02-29, https://www.eastcoastdaily.in/2024/02/29/maha-shivratri-2024-know-date-customs-and-significance.html) ' +
      'prints Drik\'s table (no almanac named): Friday 8 March, Nishita Kaal 12:07 AM to 12:56 AM 9 March, chaturdashi 09:57 PM ' +
      '8 March to 06:17 PM 9 March',
  },
  // Holika Dahan and Holi, New Delhi.
  {
    year: 2023, id: 'holika_dahan', date: '2023-03-07',
    source:
      'Sakshi English (2023-03-04), "Holi 2023 puja muhuratam time" (https://english.sakshi.com/news/lifestyle/holi-2023-puja-muhuratam-time-169759), ' +
      '"As per the Drik Panchang": Holika Dahan 7 March (its purnima, "4:17 p.m. on March 7" to "6:09 p.m. on March 8", is a ' +
      'day late: Drik\'s is 6 to 7 March, Free Press Journal in drik-festivals-cities.ts; not compared)',
  },
  {
    year: 2023, id: 'holi', date: '2023-03-08',
    source:
      'Sakshi English (2023-03-04), "Holi 2023 puja muhuratam time" (https://english.sakshi.com/news/lifestyle/holi-2023-puja-muhuratam-time-169759), ' +
      '"As per the Drik Panchang": Holi 8 March',
  },
  {
    year: 2025, id: 'holika_dahan', date: '2025-03-13',
    tithi: { start: '2025-03-13 10:35', end: '2025-03-14 12:23' },
    source:
      'The Hans India (2025-03-11), "Holi 2025 date: Holika Dahan and Dhulandi celebrations explained" ' +
      '(https://www.thehansindia.com/life-style/holi-2025-date-holika-dahan-and-dhulandi-celebrations-explained-952786), "Based on ' +
      'the Drik Panchang": Holika Dahan Thursday 13 March, Rangwali Holi Friday 14 March, purnima 10:35 AM 13 March to 12:23 PM ' +
      '14 March; East Coast Daily (2025-03-05), "According to Drik Panchang", the same',
  },
  // Vasant Panchami 2026, New Delhi and Indian cities.
  {
    year: 2026, id: 'vasant_panchami', date: '2026-01-23',
    tithi: { start: '2026-01-23 02:28', end: '2026-01-24 01:46' },
    window: { id: 'puja', start: '07:13', end: '12:33' },
    source: `${MINT_VASANT_2026}: New Delhi 07:13 AM to 12:33 PM`,
  },
  ...VASANT_PANCHAMI_2026.map(([place, start, end]): DeclaredFestivalReference => ({
    place, year: 2026, id: 'vasant_panchami', date: '2026-01-23',
    tithi: { start: '2026-01-23 02:28', end: '2026-01-24 01:46' },
    window: { id: 'puja', start, end },
    source: `${MINT_VASANT_2026}: ${place} ${start} to ${end}`,
  })),
  // Sheetala Ashtami, New Delhi.
  {
    year: 2025, id: 'sheetala_ashtami', date: '2025-03-22',
    source:
      'LatestLY (2025-03-18), "Basoda 2025 date and time: when is Sheetala Ashtami" (https://www.latestly.com/lifestyle/festivals-events/' +
      'basoda-2025-date-and-time-when-is-sheetala-ashtami-know-shubh-muhurat-auspicious-rituals-and-significance-of-the-day-dedicated-' +
      'to-sheetala-mata-6715994.html), "According to drikpanchang": Saturday 22 March. Its times (puja 07:08 to 19:15, ashtami 06:53 ' +
      '22 March to 07:53 23 March) are not New Delhi\'s: the ashtami it prints begins two and a half hours after the IST one (04:23, ' +
      'HerZindagi in drik-festivals-declared.ts), a page read at UTC+8; not compared',
  },
  // London (Ritual Roots, UK; no almanac named), 2025.
  {
    place: 'london', year: 2025, id: 'makar_sankranti', date: '2025-01-14',
    window: { id: 'punya_kaal', start: '08:00', end: '16:20' },
    source:
      'Ritual Roots (ritualroots.co.uk/culture/makar-sankranti-2025-uk, UK; no almanac named): Tuesday 14 January 2025, "Punya ' +
      'Kala Muhurat: 08:00 to 16:20 (London time)"',
  },
  {
    place: 'london', year: 2025, id: 'makar_sankranti', date: '2025-01-14',
    window: { id: 'maha_punya_kaal', start: '08:00', end: '09:23' },
    source:
      'Ritual Roots (ritualroots.co.uk/culture/makar-sankranti-2025-uk, UK; no almanac named): Tuesday 14 January 2025, "Maha ' +
      'Punya Kala Muhurat: 08:00 to 09:23 (London time)"',
  },
  {
    place: 'london', year: 2025, id: 'gudi_padwa', date: '2025-03-30',
    tithi: { start: '2025-03-29 10:57', end: '2025-03-30 08:19' },
    source:
      'Ritual Roots (ritualroots.co.uk/culture/gudi-padwa-date-time-rituals-significance, UK; no almanac named): Gudi Padwa in London ' +
      'Sunday 30 March 2025, pratipada 10:57 AM 29 March to 08:19 AM 30 March',
  },
  {
    place: 'london', year: 2025, id: 'ugadi', date: '2025-03-30',
    tithi: { start: '2025-03-29 10:57', end: '2025-03-30 08:19' },
    source:
      'Ritual Roots (ritualroots.co.uk/culture/ugadi-date-time-rituals-significance, UK; no almanac named): Ugadi in London Sunday ' +
      '30 March 2025, pratipada "March 29, 2025, at 10:57 PM" to 08:19 AM 30 March "in London". Its start\'s PM is a slip: its Gudi ' +
      'Padwa page prints 10:57 AM, and the pratipada begins at 04:27 PM IST (10:57 GMT; hpblnews.com in drik-festivals-declared.ts)',
  },
  // Ganesh Jayanti and Holashtak, New Delhi, 2025.
  {
    year: 2025, id: 'ganesh_jayanti', date: '2025-02-01',
    tithi: { start: '2025-02-01 11:38', end: '2025-02-02 09:14' },
    window: { id: 'puja', start: '11:38', end: '13:40' },
    source:
      'Hindustan Times (2025-01-31), "Ganesh Jayanti 2025: Date, shubh muhurat, puja rituals, significance" ' +
      '(https://www.hindustantimes.com/lifestyle/festivals/ganesh-jayanti-2025-date-shubh-muhurat-puja-rituals-significance-and-all-you-' +
      'need-to-know-101738317401424.html), "According to Drik Panchnag": Saturday 1 February, madhyahna Ganesha puja 11:38 AM to ' +
      '1:40 PM, chaturthi 11:38 AM 1 February to 09:14 AM 2 February; DNA India (2025-01-31), "As per the Drik Panchang", the same',
  },
  {
    year: 2025, id: 'holashtak', date: '2025-03-07',
    source:
      'Hindustan Times (2025-03-06), "Holashtak 2025: mythical origins of this inauspicious period unveiled" ' +
      '(https://www.hindustantimes.com/lifestyle/health/holashtak-2025-mythical-origins-of-this-inauspicious-period-unveiled-101741259423203.html): ' +
      'Holashtak from 7 March to 13 March (Holika Dahan); it names Drik Panchang for the rule ("According to Drik Panchang, Holashtak ' +
      'starts from the Ashtami Tithi of Shukla Paksha of Phalguna month"), not for the dates',
  },
  // Frisco, Texas, 2027.
  {
    place: 'frisco', year: 2027, id: 'makar_sankranti', date: '2027-01-14',
    source:
      `${FRISCO_2027}: Makara Sankranti observed 14 January, "transit Jan 14, 9:44 AM CST" (Hyderabad: 15 January). The moment is ` +
      "not compared here: Drik's sankranti moments come some minutes after the Swiss Ephemeris Lahiri ingress (sankranti.test.ts " +
      'allows 16 minutes); ours is 09:40 CST',
  },
  {
    place: 'frisco', year: 2027, id: 'ratha_saptami', date: '2027-02-13',
    source: `${FRISCO_2027}: Ratha Saptami 13 February ("Drik dedicated pages", the same day as Hyderabad's)`,
  },
  {
    place: 'frisco', year: 2027, id: 'maha_shivaratri', date: '2027-03-06',
    source: `${FRISCO_2027}: Maha Shivaratri 6 March`,
  },
  {
    place: 'frisco', year: 2027, id: 'holika_dahan', date: '2027-03-21',
    source: `${FRISCO_2027}: Holika Dahan 21 March`,
  },
  {
    place: 'frisco', year: 2027, id: 'holi', date: '2027-03-22',
    source: `${FRISCO_2027}: Holi 22 March`,
  },
  // Holi 2026 and Makar Sankranti 2025, New Delhi.
  {
    year: 2026, id: 'holi', date: '2026-03-04',
    source:
      'Republic World (2026-02-06), "Is Holi 2026 on March 3 or 4? Know here" (https://www.republicworld.com/lifestyle/festivals/' +
      'is-holi-2026-on-march-3-or-4-know-here), "According to Drik Panchang": Holika Dahan Tuesday 3 March, Holi Wednesday 4 March, ' +
      'purnima 05:55 PM 2 March to 05:07 PM 3 March; Hindustan Times (2026), "As per Drik Panchang, Holi is on March 4th, with Holika ' +
      'Dahan on March 3rd"',
  },
  {
    year: 2026, id: 'holika_dahan', date: '2026-03-03',
    tithi: { start: '2026-03-02 17:55', end: '2026-03-03 17:07' },
    source:
      'Republic World (2026-02-06), "Is Holi 2026 on March 3 or 4? Know here" (https://www.republicworld.com/lifestyle/festivals/' +
      'is-holi-2026-on-march-3-or-4-know-here), "According to Drik Panchang": Holika Dahan Tuesday evening 3 March, purnima 05:55 PM ' +
      '2 March to 05:07 PM 3 March (the date is in drik-panchang.ts from samaydhara.com; this record adds the tithi)',
  },
  {
    year: 2025, id: 'makar_sankranti', date: '2025-01-14',
    source:
      'Republic World (2025-01-09), "Makar Sankranti 2025: significance, date, shubh muhurat and traditions" ' +
      '(https://www.republicworld.com/amp/lifestyle/festivals/makar-sankranti-2025-significance-date-shubh-muhurat-and-traditions), ' +
      '"According to Drik Panchang": 14 January, Punya Kala 9:03 AM to 5:46 PM, Maha Punya Kala 9:03 AM to 10:48 AM. The windows ' +
      "start at Drik's moment (09:03), which comes 7 minutes after the Lahiri ingress as we compute it (08:56; sankranti.test.ts): " +
      "not compared here; drik-sankranti.ts holds the same windows (tokanews.com) and compares them from Drik's moment",
  },
  // Makar Sankranti 2023 and Ugadi 2026, New Delhi.
  {
    year: 2023, id: 'makar_sankranti', date: '2023-01-15',
    source:
      'Daily Jagran English (2023-01-10), "Lohri 2023 on January 13 or 14" (https://english.jagran.com/lifestyle/lohri-2023-on-' +
      'january-13-or-14-date-puja-timings-and-all-you-need-to-know-about-the-festival-10060594), "as predicted by the Drik ' +
      'Panchang": Lohri 14 January, Makar Sankranti 15 January, the sankranti at 8:57 p.m. (14 January); The Quint (2023-01-12) and ' +
      'DNA India (2023-01-11), "According to Drik Panchang", the same days (DNA: the sankranti at 20:57 on 14 January). The moment ' +
      "is Drik's convention, compared in drik-sankranti-more.ts",
  },
  {
    year: 2026, id: 'ugadi', date: '2026-03-19',
    tithi: { start: '2026-03-19 06:52', end: '2026-03-20 04:52' },
    source:
      'Times Now via trends.glance.com (2026-03), "Ugadi 2026", quoting Drik Panchang ("states Drik Panchang") on the festival: Ugadi ' +
      '19 March, pratipada 6:52 am 19 March to "4:52 pm" 20 March (pm a slip); Republic World (2026-03-09, https://www.republicworld.com/' +
      'lifestyle/festivals/ugadi-2026-when-is-telugu-new-year-know-shubh-muhurat-pooja-rituals-and-more, no almanac named): 19 March, ' +
      'pratipada 06:52 AM 19 March to 04:52 AM 20 March (its weekday, "Wednesday", is a slip: 19 March 2026 is a Thursday)',
  },
  // Vasant Panchami 2024 and 2025, New Delhi.
  {
    year: 2024, id: 'vasant_panchami', date: '2024-02-14',
    tithi: { start: '2024-02-13 14:41', end: '2024-02-14 12:09' },
    source:
      'Hindustan Times (2024-01-27), "Basant Panchami 2024 date and time: Is Saraswati Puja on February 14 or 15?" ' +
      '(https://www.hindustantimes.com/lifestyle/festivals/basant-panchami-2024-date-and-time-is-saraswati-puja-on-february-14-or-15-' +
      'know-correct-date-and-puja-muhurat-101706338687476.html), "According to Drik Panchang": 14 February, panchami 14:41 13 ' +
      'February to 12:09 PM 14 February; Mint (2024-02-13), "According to the Hindu calendar Drik Panchang", the same. AsiaNet via ' +
      'MENAFN (2024-02-13, no almanac named) prints the muhurat 07:01 AM to 12:35 PM, its end past the panchami\'s: not compared',
  },
  {
    year: 2025, id: 'vasant_panchami', date: '2025-02-02',
    tithi: { start: '2025-02-02 09:14', end: '2025-02-03 06:52' },
    window: { id: 'puja', start: '07:09', end: '12:35' },
    source:
      'Republic World web story (2025-01), "Basant Panchami 2025: know date, auspicious time" (https://www.republicworld.com/web-' +
      'stories/lifestyle/basant-panchami-2025-know-date-auspicious-time-and-more-about-vasant-panchami), "As per Drik Panchang": ' +
      'Sunday 2 February, muhurat 7:09 am to 12:35 pm, madhyahna 12:35 pm, panchami 9:14 am 2 February to 6:52 am 3 February; India ' +
      'TV (2025-01-27), "According to the Drik Panchang", the same. The muhurat\'s start is the purvahna\'s, before the panchami ' +
      'begins (WINDOW_START_DIFFERS in reference-halves.test.ts)',
  },
  // Sakat Chauth 2026, New Delhi.
  {
    year: 2026, id: 'sakat_chauth', date: '2026-01-06',
    tithi: { start: '2026-01-06 08:01', end: '2026-01-07 06:52' },
    moment: { id: 'moonrise', at: '20:54' },
    source:
      'digitalsolutiontech.in (2026-01-06), "Sakat Chauth moonrise timing 2026", "According to Hindu calendar guidance from Drik ' +
      'Panchang": 6 January, the moon "around 8:54 PM" (Delhi/Noida); DNA India (2026-01-06, its city list, Delhi 08:54 PM) and India ' +
      'TV (2026-01-06) the same minute; Fashion News Era\'s panchang of the day (no almanac named): chaturthi from 08:01 AM 6 January ' +
      'to 06:52 AM 7 January, moonrise 08:54 PM',
  },
];
