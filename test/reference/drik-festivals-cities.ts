/**
 * Drik Panchang's dates, windows and moments for Indian cities other than New
 * Delhi: the city lists that newspapers print "according to Drik Panchang"
 * (Drik's festival pages carry a city table) and Drik's own Kolkata pages as
 * stored by public projects. Each record names its page and what it printed;
 * nothing here is computed by this project. Times are IST wall-clock times:
 * 'HH:MM' on the record's date, 'YYYY-MM-DD HH:MM' on another day (a window
 * after midnight). Tithi spans are the same for every Indian city.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';
import type { ReferencePlaceId } from './drik-panchang.ts';

/** One city's row of a printed list: its window (or moment) and, where it differs from the list's, its date. */
type CityRow = readonly [place: ReferencePlaceId, start: string, end: string, date?: string];

/** A list's rows as records: one per city, each naming the list and the city's printed values. */
function cityList(
  list: { year: number; id: string; date: string; windowId: string; tithi?: { start: string; end: string }; source: string },
  rows: readonly CityRow[],
): DeclaredFestivalReference[] {
  return rows.map(([place, start, end, date]) => ({
    place,
    year: list.year,
    id: list.id,
    date: date ?? list.date,
    ...(list.tithi ? { tithi: list.tithi } : {}),
    window: { id: list.windowId, start, end },
    source: `${list.source}: ${place} ${start} to ${end}${date ? ` on ${date}` : ''}`,
  }));
}

/** A list of moonrises as records. */
function moonriseList(
  list: { year: number; id: string; date: string; source: string },
  rows: readonly (readonly [place: ReferencePlaceId, at: string])[],
): DeclaredFestivalReference[] {
  return rows.map(([place, at]) => ({
    place,
    year: list.year,
    id: list.id,
    date: list.date,
    moment: { id: 'moonrise', at },
    source: `${list.source}: ${place} moonrise ${at}`,
  }));
}

const HT_GANESH_2024 =
  'Hindustan Times (2024-09-03), "Ganesh Chaturthi shubh muhurat: know citywise puja timings" ' +
  '(https://www.hindustantimes.com/lifestyle/festivals/ganesh-chaturthi-shubh-muhurat-know-citywise-puja-timings-ganesh-visarjan-date-bhog-for-bappa-101725347513197.html), ' +
  '"According to Drik Panchang", chaturthi 3:01 PM 6 September to 5:37 PM 7 September; Business Standard (2024-09-06) and Mint (2024-09-06) print the same list';

const MINT_DIWALI_2023 =
  'Mint (2023-11-11), "Diwali 2023: check shubh muhurat, Lakshmi pooja timings in Delhi, Mumbai and other cities" ' +
  '(https://www.livemint.com/news/diwali-2023-check-shubh-muhurat-lakshmi-pooja-timings-in-delhi-mumbai-and-other-cities-here/amp-11699674137972.html), ' +
  '"According to Drik Panchang" (New Delhi 5:39 PM to 7:35 PM), the city list for 12 November; unigreet.com (2023-11) the same';

const HT_DIWALI_2024 =
  'Hindustan Times (2024-10-24), "Diwali 2024: know the date and shubh muhurat of Lakshmi Puja" ' +
  '(https://www.hindustantimes.com/lifestyle/festivals/diwali-2024-know-the-date-and-shubh-muhurat-of-lakshmi-puja-govardhan-puja-and-bhai-dooj-101729776136819.html), ' +
  '"city-wise times for Lakshmi Puja according to Drik Pachang", amavasya 3:52 PM 31 October to 6:16 PM 1 November; Mint (2024-10-30, ' +
  'https://www.livemint.com/news/trends/diwali-2024-lakshmi-puja-timings-in-delhi-mumbai-bengaluru-noida-gurgaon-pune-hyderabad-and-other-cities-11730193570278.html) ' +
  'the same list. The list prints no dates: a window ending at 6:16 PM, the amavasya\'s end, is 1 November\'s pradosh; the others lie ' +
  'after that time and are 31 October\'s (New Delhi 5:36 PM to 6:16 PM, Drik\'s 1 November)';

const ZEE_DIWALI_2025 =
  'Zee News (2025-10), "Diwali 2025: is it on October 20 or 21? Check date and city-wise celebration timings" ' +
  '(https://zeenews.india.com/culture/diwali-2025-is-it-on-october-20-or-21-check-date-and-city-wise-celebration-timings-2969347.html), ' +
  '"According to drik panchang", amavasya 3:44 PM 20 October to 5:54 PM 21 October, the city list (Kolkata on 21 October)';

const MINT_DHANTERAS_2024 =
  'Mint (2024-10-28), "Dhanteras 2024" (https://www.livemint.com/news/dhanteras-date-2024-july-30-29-2024-top-5-items-to-bring-home-this-dhantrayodashi-for-good-fortune-prosperity-october-11730081623371.html), ' +
  '"city-wise Dhantrayodashi muhurat timings for October 29, as per Drik Panchang"';

const INDIATV_DHANTERAS_2025 =
  'India TV (2025-10-18), "Dhanteras 2025 muhurat: best time for Dhantrayodashi puja" ' +
  '(https://www.indiatvnews.com/lifestyle/spirituality/dhanteras-2025-muhurat-city-wise-puja-timings-2025-10-18-1013253), the city list; ' +
  'News24 (2025-10, https://news24online.com/religion/dhanteras-2025-when-to-perform-puja-on-october-18-check-city-wise-shubh-muhurat-timings/652676), ' +
  '"According to Drik Panchang", the same list';

const HT_KARWA_2023 =
  'Hindustan Times (2023-10-30), "Karwa Chauth 2023 moonrise time: find out the city-wise moonrise time and puja shubh muhurat" ' +
  '(https://www.hindustantimes.com/lifestyle/festivals/karwa-chauth-2023-moonrise-time-find-out-the-city-wise-moonrise-time-and-karva-chauth-puja-shubh-muhurat-in-india-101698636986092-amp.html), ' +
  '"According to Drik Panchang", 1 November, chaturthi 9:30 PM 31 October to 9:19 PM 1 November; The Hans India (2023-10-30) and the ' +
  'Free Press Journal (2023-10-31) print the same tables';

const BGL_KARWA_2024 =
  'Be Gorgeous Lady (2024-10), "Karwa Chauth 2024: know moonrise timing and puja muhurat in Delhi, Mumbai, Amritsar and other major cities" ' +
  '(https://begorgeouslady.com/amp/trending/social-relevance/karwa-chauth-2024-know-moonrise-timing-and-puja-muhurat-in-delhi-mumbai-amritsar-and-other-major-cities-644133.html), ' +
  '"According to Drik Panchang", the city table for Sunday 20 October';

const FPJ_KARWA_2025 =
  'Free Press Journal (2025-10-10), "Karwa Chauth 2025 moonrise timings in Mumbai, Delhi, Kolkata, Bengaluru" ' +
  '(https://www.freepressjournal.in/lifestyle/karwa-chauth-2025-moonrise-timings-in-mumbai-delhi-kolkata-bengaluru-other-parts-of-india), ' +
  '"City-wise moonrise timings across India (as per Drik Panchag)"; NDTV (2025-10-10, https://www.ndtv.com/offbeat/karwa-chauth-2025-moonrise-time-and-rituals-to-know-across-india-9429180) ' +
  'prints the same for Mumbai, Kolkata, Chennai, Chandigarh, Noida, Gurugram and Ahmedabad (Jaipur 8:23 PM)';

const HT_JANMASHTAMI_2024 =
  'Hindustan Times (2024-08-24), "Janmashtami 2024: shubh muhurat, citywise timings" ' +
  '(https://www.hindustantimes.com/lifestyle/festivals/janmashtami-2024-shubh-muhurat-citywise-timings-puja-samagri-and-rituals-to-mark-lord-krishnas-birthday-101724471169115.html), ' +
  '"as per Drik Panchang", 26 August, ashtami 3:39 AM 26 August to 2:19 AM 27 August, the citywise nishita puja; the Free Press Journal ' +
  '(2024-08-25) the same';

const MINT_JANMASHTAMI_2025 =
  'Mint via MENAFN (2025-08), "When will Janmashtami be celebrated in India? Check dates, times for Delhi, Bengaluru and other cities" ' +
  '(https://menafn.com/1109932539/When-Will-Janmashtami-Be-Celebrated-In-India-Check-Dates-Times-For-Delhi-Bengaluru-And-Other-Cities), ' +
  '"as per Drik Panchang", Friday 15 August, ashtami 11:49 PM 15 August to 9:34 PM 16 August, the city-wise nishita puja (Kolkata\'s ' +
  '11:19 PM 16 August to 12:03 AM 17 August)';

const FPJ_HOLIKA_2023 =
  'Free Press Journal (2023-03-04), "Holika Dahan 2023: city-wise muhurat" ' +
  '(https://www.freepressjournal.in/lifestyle/holika-dahan-2023-city-wise-muhurat-puja-vidhi-and-significance), ' +
  '"City-wise Holika Dahan Muhurat as per Drik Panchang" (New Delhi 6:24 PM to 8:51 PM, Drik\'s 7 March), purnima 4:17 PM 6 March to 6:09 PM 7 March';

const HT_AKSHAYA_2023 =
  'Hindustan Times (2023-04-20), "Akshaya Tritiya 2023: is it on April 22 or 23?" ' +
  '(https://www.hindustantimes.com/lifestyle/festivals/akshaya-tritiya-2023-is-akshaya-tritiya-on-april-22-or-23-shubh-muhurat-city-wise-timing-auspicious-time-to-buy-gold-101681966417487.html), ' +
  '"According to Drik Panchang", Saturday 22 April, tritiya 7:49 AM 22 April to 7:47 AM 23 April, the city-wise puja time';

const NEWSX_RAKHI_2025 =
  'NewsX (2025-08-08), "Raksha Bandhan 2025: when is Rakhi, August 9 or 8?" ' +
  '(https://www.newsx.com/lifestyle/raksha-bandhan-2025-when-is-rakhi-august-9-or-8-check-date-timings-and-city-wise-muhurat-details-40927/), ' +
  '"according to Drik Panchang" 9 August, purnima 2:12 PM 8 August to 1:24 PM 9 August, the city-wise muhurat "according to Hindustan Times report"';

const SUBHSANDESH_GANESH =
  'Drik Panchang\'s Ganesh Chaturthi pages (festivals/ganesh-chaturthi/ganesh-chaturthi-date-time.html?geoname-id=<id>&year=<year>) ' +
  'as read on 2026-09-09 and quoted in a public blog project\'s research notes (GitHub code index id 66260323094)';

const HYDERABAD_2026 =
  "Drik Panchang's Hyderabad pages (geoname-id=1269843: the Telugu calendar, the Diwali calendar and the festival pages, 2026 and " +
  "2027) as read in September 2026 for a public app's festival-calendar specification (GitHub code index id 69545120269, its " +
  'section 2A table; the Naraka Chaturdashi date from a verbatim quote of the page)';

const HT_RAKHI_2024 =
  'Hindustan Times (2024-08-16), "Raksha Bandhan 2024: is Raksha Bandhan on August 18 or 19?" ' +
  '(https://www.hindustantimes.com/lifestyle/fashion/raksha-bandhan-2024-is-raksha-bandhan-on-august-18-or-19-shubh-muhurat-and-correct-time-to-tie-rakhi-to-your-brother-101723792639502.html), ' +
  '"According to Drik Panchang", Monday 19 August, Bhadra ends 1:30 PM, purnima 3:04 AM 19 August to 11:55 PM 19 August, the ' +
  'citywise muhurat; PTC News (2024-08-19) the same list';

const HT_GANESH_2023 =
  'Hindustan Times (2023-09-11), "Ganesh Chaturthi 2023 calendar" ' +
  '(https://www.hindustantimes.com/lifestyle/festivals/ganesh-chaturthi-2023-calendar-know-the-starting-and-end-date-of-the-auspicious-10-day-ganeshotsav-festival-101694408908749.html), ' +
  '"According to Drik Panchang" 19 September, chaturthi 12:39 PM 18 September to 1:43 PM 19 September, the citywise muhurat; ' +
  'WION (2023-09-18, https://www.wionews.com/india-news/ganesha-chathurthi-2023-check-date-significance-time-and-wishes-to-send-to-your-loved-ones-637048) ' +
  'the same list for 19 September (Mumbai 11:19 to 01:43 PM, where the chaturthi ends within madhyahna)';

const ECD_AKSHAYA_2024 =
  'East Coast Daily (2024-05-09), "Akshaya Tritiya 2024: know city-wise best timings" ' +
  '(https://www.eastcoastdaily.in/2024/05/09/akshaya-tritiya-2024-know-city-wise-best-timings-to-buy-gold-and-silver.html), ' +
  '"according to the Drik Panchang" Friday 10 May, tritiya 04:17 AM 10 May to 02:50 AM 11 May, the city list; Asianet Newsable ' +
  '(2024-05-10) and Hindustan Times (2024-05-08) the same';

const BGL_HOLIKA_2025 =
  'Be Gorgeous Lady (2025-03), "Holi 2025: city-wise Holika Dahan timings and muhurat" ' +
  '(https://begorgeouslady.com/events/holi-2025-city-wise-holika-dahan-timings-and-muhurat-in-delhi-gurgaon-mumbai-kolkata-other-cities-654266.html), ' +
  '"According to Drik Panchang" Thursday 13 March, New Delhi 11:26 PM 13 March to 12:30 AM 14 March, the city table (each from the ' +
  "Bhadra's end, 11:26 PM)";

const NER_JANMASHTAMI_2023 =
  'Northeast Rising (2023-09-06), "Janmashtami 2023: muhurat, city timings" ' +
  '(https://northeastrising.in/janmashtami-2023-muhurat-city-timings-traditions-and-insights-into-the-festival/): ashtami 3:37 PM ' +
  "6 September to 4:14 PM 7 September, the citywise nishita (it names no almanac; its New Delhi values are Drik's, " +
  'drik-festivals-jul-dec.ts)';

const DNA_SAKAT_2026 =
  'DNA India (2026-01-06), "Sakat Chauth 2026 moonrise time today" ' +
  '(https://www.dnaindia.com/lifestyle/report-sakat-chauth-2026-moonrise-time-today-delhi-noida-ghaziabad-and-others-city-wise-timings-here-3196191), ' +
  'the city-wise moonrise on 6 January (it names no almanac; Delhi 08:54 PM)';

const CHENNAI_TAMIL_2026 =
  "Drik Panchang's Tamil calendar for Chennai (https://www.drikpanchang.com/tamil/tamil-calendar.html?geoname-id=1264527&year=2026) " +
  "as transcribed in a public site's calendar script, its festivals list (GitHub code index id 70577715192, read 2026-11-28; the " +
  "script's holidays list is the Tamil Nadu government's and is not used)";

const AHMEDABAD_GUJARATI =
  "Drik Panchang's Gujarati calendar for Ahmedabad (https://www.drikpanchang.com/gujarati/calendar/gujarati-calendar.html?geoname-id=1279233&year=<year>; " +
  'Navratri day 1 from navratri/ashwin-shardiya-navratri-dates.html), as transcribed in github.com/Zhonic/gujarati-panchang ' +
  'festivals.csv (commit 7b791a2e3eebec208ae5c680694ab3af55db106c, read 2026-11-28), whose header states every date was checked ' +
  "against that page; the two rows it keeps off Drik's date (Durgashtami 2026, Uttarayan 2027) are taken from the header's Drik dates";

const HARIDWAR_2026 =
  "Drik Panchang's Haridwar pages (geoname 1270351: the vrat lists for purnima, amavasya and ekadashi, the sankranti and Pitru " +
  'Paksha lists, the festival pages for Maha Shivaratri, Ganga Dussehra and the Diwali days), read on 16 September 2026 and ' +
  "tabulated in a public river-site project's check of its panchang (GitHub code index id 69481483973, \"The panchang, checked\", " +
  'its "Drik" column)';

const HT_KARWA_2020 =
  'Hindustan Times (2020-11-04), "When is Karwa Chauth 2020: date, muhurat and city-wise moonrise time across India" ' +
  '(https://www.hindustantimes.com/art-and-culture/when-is-karwa-chauth-2020-date-muhurat-and-city-wise-moonrise-time-across-india/story-w5KmTHFtlJiJNdmtSpUE5M.html), ' +
  '"According to Drik Panchang" 4 November, chaturthi 3:24 AM 4 November to 5:14 AM 5 November, the city-wise moonrise ' +
  '("Source timeanddate.com and Drik Panchang"); Times Now\'s Sankashti list of the day, "as per the drikpanchang", the same';

const PATNA_CHHATH =
  "Drik Panchang's Patna Chhath pages (chhath/chhath-puja-calendar.html and chhath-puja-date-time.html, geoname-id=1260086) as " +
  "tabulated in a public Chhath calculator's test (GitHub code index id 71528696077, DRIK_PATNA_NAHAY_KHAY and DRIK_SHASHTHI: " +
  '"Nahay Khay first day; four consecutive days"), read 2026-11-28';

const VARANASI_2026 =
  "Drik Panchang's Varanasi calendar (geoname-id=1253405) as checked on 2026-09-01 for a public site's festival banner " +
  '(GitHub code index id 59511838672, FESTIVAL_DATES_2026: "every date below was verified against drikpanchang.com\'s own ' +
  'Varanasi-specific calendar")';

const DRIK_KOLKATA_2026 = (page: string) =>
  `Drik Panchang, ${page} (geoname-id=1275004, year 2026) as read on 2026-08 by a public project and stored in its code`;

export const CITIES_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // Ganesh Chaturthi 2024 (madhyahna).
  ...cityList(
    {
      year: 2024, id: 'ganesh_chaturthi', date: '2024-09-07', windowId: 'madhyahna',
      tithi: { start: '2024-09-06 15:01', end: '2024-09-07 17:37' }, source: HT_GANESH_2024,
    },
    [
      ['pune', '11:18', '13:47'], ['mumbai', '11:22', '13:51'], ['gurgaon', '11:04', '13:35'], ['noida', '11:03', '13:33'],
      ['chennai', '10:53', '13:21'], ['jaipur', '11:09', '13:40'], ['hyderabad', '11:00', '13:28'], ['chandigarh', '11:05', '13:36'],
      ['kolkata', '10:20', '12:49'], ['bengaluru', '11:04', '13:31'], ['ahmedabad', '11:23', '13:52'],
    ],
  ),
  // Diwali (Lakshmi Puja) 2023-2025.
  ...cityList({ year: 2023, id: 'diwali', date: '2023-11-12', windowId: 'lakshmi_puja', source: MINT_DIWALI_2023 }, [
    ['pune', '18:09', '20:09'], ['chennai', '17:52', '19:54'], ['jaipur', '17:48', '19:44'], ['hyderabad', '17:52', '19:53'],
    ['gurgaon', '17:40', '19:36'], ['chandigarh', '17:37', '19:32'], ['kolkata', '17:05', '19:03'], ['mumbai', '18:12', '20:12'],
    ['bengaluru', '18:03', '20:05'], ['ahmedabad', '18:07', '20:06'], ['noida', '17:39', '19:34'],
  ]),
  ...cityList({ year: 2024, id: 'diwali', date: '2024-11-01', windowId: 'lakshmi_puja', source: HT_DIWALI_2024 }, [
    ['mumbai', '18:57', '20:36', '2024-10-31'], ['ahmedabad', '18:52', '20:35', '2024-10-31'], ['pune', '18:54', '20:33', '2024-10-31'],
    ['chandigarh', '17:35', '18:16'], ['chennai', '17:42', '18:16'], ['hyderabad', '17:44', '18:16'], ['kolkata', '17:45', '18:16'],
  ]),
  {
    place: 'bengaluru', year: 2024, id: 'diwali', date: '2024-10-31',
    source: `${HT_DIWALI_2024}: bengaluru 18:47 to 20:21, 31 October's (the window is not compared: the rule keeps 1 November, see reference-differs.ts)`,
  },
  ...cityList(
    {
      year: 2025, id: 'diwali', date: '2025-10-20', windowId: 'lakshmi_puja',
      tithi: { start: '2025-10-20 15:44', end: '2025-10-21 17:54' }, source: ZEE_DIWALI_2025,
    },
    [
      ['pune', '19:38', '20:37'], ['chennai', '19:20', '20:14'], ['jaipur', '19:17', '20:25'], ['hyderabad', '19:21', '20:19'],
      ['gurgaon', '19:09', '20:19'], ['chandigarh', '19:06', '20:19'], ['kolkata', '17:06', '17:54', '2025-10-21'],
      ['mumbai', '19:41', '20:41'], ['bengaluru', '19:31', '20:25'], ['ahmedabad', '19:36', '20:40'], ['noida', '19:07', '20:18'],
    ],
  ),
  // Dhanteras 2024 and 2025 (the puja: pradosh within trayodashi and Vrishabha).
  ...cityList({ year: 2024, id: 'dhanteras', date: '2024-10-29', windowId: 'puja', source: MINT_DHANTERAS_2024 }, [
    ['gurgaon', '18:32', '20:14'], ['noida', '18:31', '20:12'], ['pune', '19:01', '20:33'], ['chennai', '18:44', '20:11'],
    ['jaipur', '18:40', '20:20'], ['hyderabad', '18:45', '20:15'], ['chandigarh', '18:29', '20:13'], ['kolkata', '17:57', '19:33'],
    ['bengaluru', '18:55', '20:22'],
  ]),
  ...cityList({ year: 2025, id: 'dhanteras', date: '2025-10-18', windowId: 'puja', source: INDIATV_DHANTERAS_2025 }, [
    ['pune', '19:46', '20:38'], ['chennai', '19:28', '20:15'], ['jaipur', '19:24', '20:26'], ['hyderabad', '19:29', '20:20'],
    ['gurgaon', '19:17', '20:20'], ['chandigarh', '19:14', '20:20'], ['kolkata', '18:41', '19:38'], ['mumbai', '19:49', '20:41'],
    ['bengaluru', '19:39', '20:25'], ['noida', '19:15', '20:19'],
  ]),
  // Karwa Chauth 2023-2025: puja windows and moonrises.
  ...cityList({ year: 2023, id: 'karwa_chauth', date: '2023-11-01', windowId: 'puja', source: HT_KARWA_2023 }, [
    ['pune', '18:02', '19:17'], ['chennai', '17:42', '18:56'], ['kolkata', '16:59', '18:15'], ['hyderabad', '17:45', '19:00'],
    ['noida', '17:36', '18:53'], ['jaipur', '17:44', '19:02'], ['gurgaon', '17:37', '18:55'], ['bengaluru', '17:53', '19:07'],
    ['chandigarh', '17:35', '18:54'],
  ]),
  ...moonriseList({ year: 2023, id: 'karwa_chauth', date: '2023-11-01', source: HT_KARWA_2023 }, [
    ['noida', '20:14'], ['gurgaon', '20:16'], ['chennai', '20:43'], ['kolkata', '19:46'], ['jaipur', '20:26'],
    ['chandigarh', '20:10'], ['pune', '20:56'], ['hyderabad', '20:40'],
  ]),
  ...cityList({ year: 2024, id: 'karwa_chauth', date: '2024-10-20', windowId: 'puja', source: BGL_KARWA_2024 }, [
    ['noida', '17:46', '19:01'], ['gurgaon', '17:47', '19:03'], ['chennai', '17:47', '19:00'], ['kolkata', '17:07', '18:22'],
  ]),
  ...moonriseList({ year: 2024, id: 'karwa_chauth', date: '2024-10-20', source: BGL_KARWA_2024 }, [
    ['noida', '19:53'], ['gurgaon', '19:55'], ['chennai', '20:20'], ['kolkata', '19:24'],
  ]),
  ...moonriseList({ year: 2025, id: 'karwa_chauth', date: '2025-10-10', source: FPJ_KARWA_2025 }, [
    ['noida', '20:13'], ['mumbai', '20:55'], ['pune', '20:52'], ['ahmedabad', '20:47'], ['bengaluru', '20:48'], ['chennai', '20:38'],
    ['jaipur', '20:22'], ['hyderabad', '20:36'], ['gurgaon', '20:14'], ['chandigarh', '20:09'], ['kolkata', '19:42'],
  ]),
  // Krishna Janmashtami 2024 and 2025 (Smarta day, nishita puja after midnight).
  ...cityList(
    {
      year: 2024, id: 'krishna_janmashtami', date: '2024-08-26', windowId: 'nishita',
      tithi: { start: '2024-08-26 03:39', end: '2024-08-27 02:19' }, source: HT_JANMASHTAMI_2024,
    },
    [
      ['noida', '2024-08-27 00:00', '2024-08-27 00:44'], ['gurgaon', '2024-08-27 00:01', '2024-08-27 00:46'],
      ['mumbai', '2024-08-27 00:17', '2024-08-27 01:03'], ['bengaluru', '23:58', '2024-08-27 00:44'],
      ['kolkata', '23:16', '2024-08-27 00:01'], ['chandigarh', '2024-08-27 00:03', '2024-08-27 00:47'],
      ['pune', '2024-08-27 00:13', '2024-08-27 00:59'], ['chennai', '23:48', '2024-08-27 00:34'],
      ['jaipur', '2024-08-27 00:06', '2024-08-27 00:51'], ['hyderabad', '23:55', '2024-08-27 00:41'],
      ['ahmedabad', '2024-08-27 00:19', '2024-08-27 01:04'],
    ],
  ),
  ...cityList(
    {
      year: 2025, id: 'krishna_janmashtami', date: '2025-08-15', windowId: 'nishita',
      tithi: { start: '2025-08-15 23:49', end: '2025-08-16 21:34' }, source: MINT_JANMASHTAMI_2025,
    },
    [
      ['pune', '2025-08-16 00:17', '2025-08-16 01:02'], ['chennai', '23:51', '2025-08-16 00:36'],
      ['jaipur', '2025-08-16 00:10', '2025-08-16 00:53'], ['hyderabad', '23:58', '2025-08-16 00:43'],
      ['gurgaon', '2025-08-16 00:05', '2025-08-16 00:48'], ['chandigarh', '2025-08-16 00:06', '2025-08-16 00:49'],
      ['mumbai', '2025-08-16 00:20', '2025-08-16 01:05'],
      ['bengaluru', '2025-08-16 00:01', '2025-08-16 00:47'], ['ahmedabad', '2025-08-16 00:22', '2025-08-16 01:06'],
      ['noida', '2025-08-16 00:03', '2025-08-16 00:47'],
    ],
  ),
  {
    place: 'kolkata', year: 2025, id: 'krishna_janmashtami', date: '2025-08-16',
    tithi: { start: '2025-08-15 23:49', end: '2025-08-16 21:34' },
    window: { id: 'nishita', start: '23:19', end: '2025-08-17 00:03' },
    source:
      `${MINT_JANMASHTAMI_2025}: kolkata 23:19 16 August to 00:03 17 August (the ashtami, from 23:49 ` +
      "15 August, begins in the later half of that night's nishita and holds neither night's midnight: the later night)",
  },
  // Holika Dahan 2023.
  ...cityList(
    {
      year: 2023, id: 'holika_dahan', date: '2023-03-07', windowId: 'muhurat',
      tithi: { start: '2023-03-06 16:17', end: '2023-03-07 18:09' }, source: FPJ_HOLIKA_2023,
    },
    [
      ['noida', '18:24', '20:51'], ['gurgaon', '18:25', '20:52'], ['chandigarh', '18:25', '20:53'], ['jaipur', '18:31', '20:58'],
      ['mumbai', '18:46', '21:11'], ['pune', '18:42', '21:07'], ['ahmedabad', '18:45', '21:11'], ['kolkata', '17:42', '18:09'],
      ['hyderabad', '18:24', '20:49'], ['bengaluru', '18:29', '20:54'], ['chennai', '18:18', '20:43'],
    ],
  ),
  // Akshaya Tritiya 2023.
  ...cityList(
    {
      year: 2023, id: 'akshaya_tritiya', date: '2023-04-22', windowId: 'puja',
      tithi: { start: '2023-04-22 07:49', end: '2023-04-23 07:47' }, source: HT_AKSHAYA_2023,
    },
    [['pune', '07:49', '12:33'], ['chennai', '07:49', '12:08'], ['hyderabad', '07:49', '12:15']],
  ),
  // Kolkata alone keeps 23 April: its window is that morning's sunrise to the tritiya's end, 2 h 37 min (over three
  // muhurtas, a fifth of the daytime; Kolkata's sun rises earliest of the list).
  {
    place: 'kolkata', year: 2023, id: 'akshaya_tritiya', date: '2023-04-23',
    tithi: { start: '2023-04-22 07:49', end: '2023-04-23 07:47' },
    window: { id: 'puja', start: '05:10', end: '07:47' },
    source:
      'Zee News (2023-04-21), "Akshaya Tritiya 2023: is Akha Teej on April 22 or 23?" ' +
      '(https://zeenews.india.com/culture/akshaya-tritiya-2023-is-akha-teej-on-april-22-or-23-check-shubh-muhurat-city-wise-puja-timings-and-auspicious-time-to-buy-gold-2597485.html), ' +
      '"As per Drik Panchang", city-wise puja time: "Kolkata - 5:10 am to 07:47 pm" while every other city has 7:49 am to about ' +
      'midday; Republic World (2023-04-21) prints the same. 5:10 is a sunrise and 07:47 the tritiya\'s end on 23 April (AM; the ' +
      'printed "pm" is no time of the tithi), so the puja is on the 23rd',
  },
  // Raksha Bandhan 2025 (from sunrise to the purnima's end; Bhadra ended before sunrise).
  ...cityList(
    {
      year: 2025, id: 'raksha_bandhan', date: '2025-08-09', windowId: 'rakhi',
      tithi: { start: '2025-08-08 14:12', end: '2025-08-09 13:24' }, source: NEWSX_RAKHI_2025,
    },
    [
      ['mumbai', '06:18', '13:24'], ['gurgaon', '05:48', '13:24'], ['noida', '05:46', '13:24'], ['bengaluru', '06:07', '13:24'],
      ['pune', '06:15', '13:24'], ['chennai', '05:56', '13:24'], ['kolkata', '05:11', '13:24'], ['hyderabad', '05:58', '13:24'],
      ['ahmedabad', '06:14', '13:24'], ['jaipur', '05:55', '13:24'], ['chandigarh', '05:46', '13:24'],
    ],
  ),
  // Ganesh Chaturthi, Mumbai 2026-2031 and other cities 2027 (Drik's own pages; 2027's window ends with the chaturthi).
  ...cityList(
    {
      year: 2027, id: 'ganesh_chaturthi', date: '2027-09-04', windowId: 'puja',
      tithi: { start: '2027-09-03 14:18', end: '2027-09-04 12:25' }, source: SUBHSANDESH_GANESH,
    },
    [
      ['mumbai', '11:23', '12:25'], ['pune', '11:19', '12:25'], ['bengaluru', '11:05', '12:25'], ['hyderabad', '11:01', '12:25'],
      ['chennai', '10:54', '12:25'],
    ],
  ),
  ...(
    [
      [2026, '2026-09-14', '11:20', '13:48'],
      [2028, '2028-08-23', '11:25', '13:57'],
      [2029, '2029-09-11', '11:21', '13:49'],
      [2030, '2030-09-01', '11:23', '13:53'],
      [2031, '2031-09-20', '11:19', '13:45'],
    ] as const
  ).flatMap(([year, date, start, end]) =>
    cityList({ year, id: 'ganesh_chaturthi', date, windowId: 'madhyahna', source: `${SUBHSANDESH_GANESH}, Mumbai ${year}` }, [
      ['mumbai', start, end],
    ]),
  ),
  // Hyderabad 2026-2027: dates from Drik's Hyderabad calendars.
  ...(
    [
      [2026, 'krishna_janmashtami', '2026-09-04'],
      [2026, 'ganesh_chaturthi', '2026-09-14'],
      [2026, 'parsva_ekadashi', '2026-09-22'],
      [2026, 'anant_chaturdashi', '2026-09-25'],
      [2026, 'sharad_navratri', '2026-10-11'],
      [2026, 'maha_ashtami', '2026-10-19'],
      [2026, 'maha_navami', '2026-10-19'],
      [2026, 'vijayadashami', '2026-10-20'],
      [2026, 'dhanteras', '2026-11-06'],
      [2026, 'narak_chaturdashi', '2026-11-08'],
      [2026, 'diwali', '2026-11-08'],
      [2026, 'govardhan_puja', '2026-11-10'],
      [2026, 'bhai_dooj', '2026-11-11'],
      [2026, 'devutthana_ekadashi', '2026-11-20'],
      [2026, 'kartik_purnima', '2026-11-24'],
      [2026, 'vaikuntha_ekadashi', '2026-12-20'],
      [2027, 'makar_sankranti', '2027-01-15'],
      [2027, 'ratha_saptami', '2027-02-13'],
      [2027, 'maha_shivaratri', '2027-03-06'],
      [2027, 'amalaki_ekadashi', '2027-03-18'],
      [2027, 'holika_dahan', '2027-03-21'],
      [2027, 'holi', '2027-03-22'],
      [2027, 'ugadi', '2027-04-07'],
    ] as const
  ).map(([year, id, date]): DeclaredFestivalReference => ({ place: 'hyderabad', year, id, date, source: `${HYDERABAD_2026}: ${id} ${date}` })),
  // Raksha Bandhan 2024: dates only. Drik's muhurat starts at the Bhadra's end, 13:30, the time midpoint of the purnima
  // (03:04 to 23:55: 13:29:30); the rule's Bhadra is the vishti karana, which ends when the elongation passes 174 degrees,
  // 13:32:45, as Drik's day pages print the karanas (drik-times.test.ts). The windows are kept in the source, not compared.
  ...cityList(
    {
      year: 2024, id: 'raksha_bandhan', date: '2024-08-19', windowId: 'rakhi',
      tithi: { start: '2024-08-19 03:04', end: '2024-08-19 23:55' }, source: HT_RAKHI_2024,
    },
    [
      ['pune', '13:30', '21:14'], ['chennai', '13:30', '20:46'], ['kolkata', '13:30', '20:19'], ['hyderabad', '13:30', '20:55'],
      ['ahmedabad', '13:30', '21:22'], ['noida', '13:30', '21:07'], ['jaipur', '13:30', '21:12'], ['mumbai', '13:30', '21:19'],
      ['gurgaon', '13:30', '21:08'], ['bengaluru', '13:30', '20:56'], ['chandigarh', '13:30', '21:11'],
    ],
  ).map(({ window: _window, ...record }) => record),
  // Ganesh Chaturthi 2023 (the puja: madhyahna within the chaturthi).
  ...cityList(
    {
      year: 2023, id: 'ganesh_chaturthi', date: '2023-09-19', windowId: 'puja',
      tithi: { start: '2023-09-18 12:39', end: '2023-09-19 13:43' }, source: HT_GANESH_2023,
    },
    [
      ['pune', '11:15', '13:41'], ['chennai', '10:50', '13:16'], ['jaipur', '11:07', '13:34'], ['hyderabad', '10:57', '13:23'],
      ['gurgaon', '11:02', '13:29'], ['chandigarh', '11:03', '13:30'], ['kolkata', '10:17', '12:44'], ['mumbai', '11:19', '13:43'],
    ],
  ),
  // Akshaya Tritiya 2024.
  ...cityList(
    {
      year: 2024, id: 'akshaya_tritiya', date: '2024-05-10', windowId: 'puja',
      tithi: { start: '2024-05-10 04:17', end: '2024-05-11 02:50' }, source: ECD_AKSHAYA_2024,
    },
    [
      ['pune', '06:03', '12:31'], ['chennai', '05:45', '12:06'], ['jaipur', '05:42', '12:23'], ['hyderabad', '05:46', '12:13'],
      ['gurgaon', '05:34', '12:18'], ['chandigarh', '05:31', '12:20'], ['kolkata', '04:59', '11:33'], ['bengaluru', '05:56', '12:16'],
      ['noida', '05:33', '12:17'],
    ],
  ),
  // Holika Dahan 2025 (from the Bhadra's end to the pradosh's end, past midnight).
  ...cityList({ year: 2025, id: 'holika_dahan', date: '2025-03-13', windowId: 'muhurat', source: BGL_HOLIKA_2025 }, [
    ['gurgaon', '23:26', '2025-03-14 00:31'], ['mumbai', '23:26', '2025-03-14 00:48'], ['kolkata', '23:26', '23:46'],
    ['pune', '23:26', '2025-03-14 00:44'], ['chennai', '23:26', '2025-03-14 00:18'], ['hyderabad', '23:26', '2025-03-14 00:25'],
    ['ahmedabad', '23:26', '2025-03-14 00:49'], ['noida', '23:26', '2025-03-14 00:29'], ['jaipur', '23:26', '2025-03-14 00:36'],
    ['bengaluru', '23:26', '2025-03-14 00:29'], ['chandigarh', '23:26', '2025-03-14 00:32'],
  ]),
  // Krishna Janmashtami 2023.
  ...cityList(
    {
      year: 2023, id: 'krishna_janmashtami', date: '2023-09-06', windowId: 'nishita',
      tithi: { start: '2023-09-06 15:37', end: '2023-09-07 16:14' }, source: NER_JANMASHTAMI_2023,
    },
    [
      ['pune', '2023-09-07 00:10', '2023-09-07 00:56'], ['chennai', '23:44', '2023-09-07 00:31'],
      ['jaipur', '2023-09-07 00:02', '2023-09-07 00:48'], ['hyderabad', '23:51', '2023-09-07 00:38'],
      ['gurgaon', '23:58', '2023-09-07 00:43'], ['chandigarh', '23:59', '2023-09-07 00:44'], ['kolkata', '23:12', '23:58'],
      ['bengaluru', '23:55', '2023-09-07 00:41'], ['noida', '23:56', '2023-09-07 00:42'],
    ],
  ),
  // Sakat Chauth 2026 (moonrise).
  ...moonriseList({ year: 2026, id: 'sakat_chauth', date: '2026-01-06', source: DNA_SAKAT_2026 }, [
    ['noida', '20:54'], ['mumbai', '21:23'], ['kolkata', '20:15'], ['chennai', '20:59'], ['bengaluru', '21:10'],
    ['hyderabad', '21:02'], ['jaipur', '21:03'], ['ahmedabad', '21:20'], ['pune', '21:20'], ['chandigarh', '20:54'],
  ]),
  // Chennai 2026: dates from Drik's Tamil calendar.
  ...(
    [
      ['maha_shivaratri', '2026-02-15', 'Maha Shivaratri'],
      ['akshaya_tritiya', '2026-04-19', 'Akshaya Thiruthiyai'],
      ['sharad_navratri', '2026-10-11', 'Navarathri / Golu begins'],
      ['vaikuntha_ekadashi', '2026-12-20', 'Vaikunta Ekadashi'],
    ] as const
  ).map(([id, date, name]): DeclaredFestivalReference => ({
    place: 'chennai', year: 2026, id, date, source: `${CHENNAI_TAMIL_2026}: "${name}" ${date}`,
  })),
  // Ahmedabad 2026-2028: dates from Drik's Gujarati calendar.
  ...(
    [
      ['2026-01-14', 'makar_sankranti', 'Uttarayan (Makar Sankranti)'],
      ['2026-01-23', 'vasant_panchami', 'Vasant Panchami'],
      ['2026-02-15', 'maha_shivaratri', 'Maha Shivratri'],
      ['2026-03-02', 'holika_dahan', 'Holika Dahan'],
      ['2026-03-03', 'holi', 'Dhuleti (Holi)'],
      ['2026-03-26', 'rama_navami', 'Ram Navami'],
      ['2026-04-02', 'hanuman_jayanti', 'Hanuman Jayanti'],
      ['2026-04-19', 'akshaya_tritiya', 'Akshaya Tritiya'],
      ['2026-07-29', 'guru_purnima', 'Guru Purnima'],
      ['2026-08-28', 'raksha_bandhan', 'Raksha Bandhan'],
      ['2026-09-04', 'krishna_janmashtami', 'Krishna Janmashtami'],
      ['2026-09-14', 'ganesh_chaturthi', 'Ganesh Chaturthi'],
      ['2026-09-25', 'anant_chaturdashi', 'Anant Chaturdashi'],
      ['2026-10-10', 'sarva_pitru_amavasya', 'Mahalaya Amavasya (Sarva Pitru)'],
      ['2026-10-11', 'sharad_navratri', 'Navratri Night 1 (Shailaputri)'],
      ['2026-10-19', 'maha_ashtami', 'Durga Ashtami (the header: "Drik Ahmedabad places Durga Ashtami on 2026-10-19")'],
      ['2026-10-20', 'vijayadashami', 'Dussehra (Vijayadashami)'],
      ['2026-10-25', 'sharad_purnima', 'Sharad Purnima'],
      ['2026-11-06', 'dhanteras', 'Dhanteras'],
      ['2026-11-07', 'kali_chaudas', 'Kali Chaudas (Naraka Chaturdashi)'],
      ['2026-11-08', 'diwali', 'Diwali (Lakshmi Puja)'],
      ['2026-11-11', 'bhai_dooj', 'Bhai Bij'],
      ['2027-01-15', 'makar_sankranti', 'Makar Sankranti (the header: "Drik Makar Sankranti is 2027-01-15")'],
      ['2027-02-11', 'vasant_panchami', 'Vasant Panchami'],
      ['2027-03-06', 'maha_shivaratri', 'Maha Shivratri'],
      ['2027-03-21', 'holika_dahan', 'Holika Dahan'],
      ['2027-03-22', 'holi', 'Dhuleti (Holi)'],
      ['2027-04-15', 'rama_navami', 'Ram Navami'],
      ['2027-04-20', 'hanuman_jayanti', 'Hanuman Jayanti'],
      ['2027-05-09', 'akshaya_tritiya', 'Akshaya Tritiya'],
      ['2027-07-18', 'guru_purnima', 'Guru Purnima'],
      ['2027-08-17', 'raksha_bandhan', 'Raksha Bandhan'],
      ['2027-08-25', 'krishna_janmashtami', 'Krishna Janmashtami'],
      ['2027-09-04', 'ganesh_chaturthi', 'Ganesh Chaturthi'],
      ['2027-09-14', 'anant_chaturdashi', 'Anant Chaturdashi'],
      ['2027-09-29', 'sarva_pitru_amavasya', 'Mahalaya Amavasya (Sarva Pitru)'],
      ['2027-09-30', 'sharad_navratri', 'Navratri Night 1 (Shailaputri)'],
      ['2027-10-07', 'maha_ashtami', 'Durgashtami'],
      ['2027-10-09', 'vijayadashami', 'Dussehra (Vijayadashami)'],
      ['2027-10-14', 'sharad_purnima', 'Sharad Purnima'],
      ['2027-10-27', 'dhanteras', 'Dhanteras'],
      ['2027-10-27', 'kali_chaudas', 'Kali Chaudas (Naraka Chaturdashi)'],
      ['2027-10-29', 'diwali', 'Diwali (Lakshmi Puja)'],
      ['2027-10-31', 'bhai_dooj', 'Bhai Bij'],
      ['2028-01-15', 'makar_sankranti', 'Uttarayan (Makar Sankranti)'],
      ['2028-01-31', 'vasant_panchami', 'Vasant Panchami'],
      ['2028-02-23', 'maha_shivaratri', 'Maha Shivratri'],
      ['2028-03-10', 'holika_dahan', 'Holika Dahan'],
      ['2028-03-11', 'holi', 'Dhuleti (Holi)'],
      ['2028-04-03', 'rama_navami', 'Ram Navami'],
      ['2028-04-09', 'hanuman_jayanti', 'Hanuman Jayanti'],
      ['2028-04-27', 'akshaya_tritiya', 'Akshaya Tritiya'],
      ['2028-07-06', 'guru_purnima', 'Guru Purnima'],
      ['2028-08-05', 'raksha_bandhan', 'Raksha Bandhan'],
      ['2028-08-13', 'krishna_janmashtami', 'Krishna Janmashtami'],
      ['2028-08-23', 'ganesh_chaturthi', 'Ganesh Chaturthi'],
      ['2028-09-02', 'anant_chaturdashi', 'Anant Chaturdashi'],
      ['2028-09-18', 'sarva_pitru_amavasya', 'Mahalaya Amavasya (Sarva Pitru)'],
      ['2028-09-19', 'sharad_navratri', 'Navratri Night 1 (Shailaputri)'],
      ['2028-09-26', 'maha_ashtami', 'Durgashtami'],
      ['2028-09-27', 'vijayadashami', 'Dussehra (Vijayadashami)'],
      ['2028-10-02', 'sharad_purnima', 'Sharad Purnima'],
      ['2028-10-15', 'dhanteras', 'Dhanteras'],
      ['2028-10-16', 'kali_chaudas', 'Kali Chaudas (Naraka Chaturdashi)'],
      ['2028-10-17', 'diwali', 'Diwali (Lakshmi Puja)'],
      ['2028-10-19', 'bhai_dooj', 'Bhai Bij'],
    ] as const
  ).map(([date, id, name]): DeclaredFestivalReference => ({
    place: 'ahmedabad', year: Number(date.slice(0, 4)), id, date, source: `${AHMEDABAD_GUJARATI}: "${name}" ${date}`,
  })),
  // Haridwar 2026-2027: dates (and two tithi spans) from Drik's Haridwar pages.
  ...(
    [
      ['sarva_pitru_amavasya', '2026-10-10', 'Sarva Pitru Amavasya 10 October'],
      ['sharad_purnima', '2026-10-25', '25 October, Kojagara'],
      ['bhai_dooj', '2026-11-11', 'Bhaiya Dooj 11 November'],
      ['chhath_puja', '2026-11-15', 'Chhath 15 November'],
      ['kartik_purnima', '2026-11-24', 'Kartika Purnima 24 November'],
      ['vaikuntha_ekadashi', '2026-12-20', 'Mokshada Ekadashi 20 December'],
      ['makar_sankranti', '2027-01-15', '15 January, at 21:14 IST on 14 January'],
      ['mauni_amavasya', '2027-02-06', 'Magha Amavasya 6 February'],
      ['magha_purnima', '2027-02-20', '20 February'],
      ['akshaya_tritiya', '2027-05-09', '9 May'],
      ['ganga_saptami', '2027-05-12', '12 May'],
      ['guru_purnima', '2027-07-18', '18 July'],
      ['raksha_bandhan', '2027-08-17', 'Raksha Bandhan 17 August'],
    ] as const
  ).map(([id, date, printed]): DeclaredFestivalReference => ({
    place: 'haridwar', year: Number(date.slice(0, 4)), id, date, source: `${HARIDWAR_2026}: ${printed}`,
  })),
  {
    place: 'haridwar', year: 2027, id: 'maha_shivaratri', date: '2027-03-06',
    tithi: { start: '2027-03-06 12:03', end: '2027-03-07 13:46' },
    source: `${HARIDWAR_2026}: 6 March, chaturdashi 12:03 on 6 March to 13:46 on 7 March`,
  },
  {
    place: 'haridwar', year: 2027, id: 'ganga_dussehra', date: '2027-06-13',
    tithi: { start: '2027-06-13 02:43', end: '2027-06-14 02:11' },
    source: `${HARIDWAR_2026}: 13 June, dashami 02:43 on 13 June to 02:11 on 14 June`,
  },
  // Karwa Chauth 2020 (moonrise).
  ...moonriseList({ year: 2020, id: 'karwa_chauth', date: '2020-11-04', source: HT_KARWA_2020 }, [
    ['mumbai', '20:52'], ['hyderabad', '20:32'], ['chennai', '20:33'], ['pune', '20:49'], ['bengaluru', '20:44'],
    ['chandigarh', '20:09'], ['kolkata', '19:40'], ['ahmedabad', '20:44'], ['jaipur', '20:22'],
  ]),
  // Patna: Drik's Chhath calendars 2023-2026 (four consecutive days from Nahay Khay) and the shashthi spans.
  ...(
    [
      [2023, '2023-11-17', '2023-11-18 09:18', '2023-11-19 07:23'],
      [2024, '2024-11-05', '2024-11-07 00:41', '2024-11-08 00:34'],
      [2025, '2025-10-26', '2025-10-27 06:04', '2025-10-28 07:59'],
      [2026, '2026-11-13', '2026-11-14 23:23', '2026-11-16 02:00'],
    ] as const
  ).flatMap(([year, nahayKhay, start, end]) =>
    (['chhath_nahay_khay', 'chhath_kharna', 'chhath_puja', 'chhath_usha_arghya'] as const).map(
      (id, day): DeclaredFestivalReference => {
        const date = new Date(Date.parse(`${nahayKhay}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
        return {
          place: 'patna', year, id, date,
          ...(id === 'chhath_puja' ? { tithi: { start, end } } : {}),
          source: `${PATNA_CHHATH}: Nahay Khay ${nahayKhay}, day ${day + 1} ${date}${id === 'chhath_puja' ? `, shashthi ${start} to ${end}` : ''}`,
        };
      },
    ),
  ),
  // Varanasi 2026: dates from Drik's Varanasi calendar.
  ...(
    [
      ['maha_shivaratri', '2026-02-15'], ['holi', '2026-03-04'], ['hanuman_jayanti', '2026-04-02'], ['akshaya_tritiya', '2026-04-19'],
      ['guru_purnima', '2026-07-29'], ['raksha_bandhan', '2026-08-28'], ['ganesh_chaturthi', '2026-09-14'], ['diwali', '2026-11-08'],
      ['dev_deepawali', '2026-11-24'],
    ] as const
  ).map(([id, date]): DeclaredFestivalReference => ({ place: 'varanasi', year: 2026, id, date, source: `${VARANASI_2026}: ${id} ${date}` })),
  // Puri 2026: Rath Yatra.
  {
    place: 'puri', year: 2026, id: 'jagannath_rath_yatra', date: '2026-07-16',
    source:
      'Drik Panchang, https://www.drikpanchang.com/festivals/ratha-yatra/jagannatha-rathayatra-date-time.html?geoname-id=1259184&year=2026, ' +
      'cited with its date in a public festival research note (GitHub code index id 54546470904, read 2026-11-28): Thursday 16 July ' +
      "2026, Puri; the Odisha Government's 2026 holiday notification and News on AIR the same day",
  },
  // Mumbai 2026: Drik's own pages.
  {
    place: 'mumbai', year: 2026, id: 'anant_chaturdashi', date: '2026-09-25',
    source:
      'Drik Panchang, https://www.drikpanchang.com/festivals/anant-chaturdashi/anant-chaturdashi-date-time.html?geoname-id=1275339&year=2026, ' +
      'as cited with its observed date in a public project\'s rule table (GitHub code index id 62228934106, read 2026-11-28): 25 September',
  },
  {
    place: 'mumbai', year: 2026, id: 'narak_chaturdashi', date: '2026-11-08',
    source:
      'Drik Panchang, "Abhyang Snan" (https://www.drikpanchang.com/festivals/abhyangsnan/festivals-abhyangsnan-timings.html?geoname-id=1275339&year=2026), ' +
      'read 2026-08-07 and stored as a fixture by a public project (GitHub code index id 61963077405): 8 November, abhyang snan ' +
      '05:45 to 06:42. The window is not compared: its start is 3 minutes after our moonrise (05:42); the same fixture puts the ' +
      "project's own moonrise 239 seconds before Drik's start, so Drik's start is not the plain moonrise here (New Delhi's are, " +
      'drik-festivals-more-b.ts); the Maharashtra Tourism page keeps Narak Chaturdashi on the second day of Diwali',
  },
  // Kolkata 2026: Drik's own pages.
  {
    place: 'kolkata', year: 2026, id: 'kali_puja', date: '2026-11-08',
    tithi: { start: '2026-11-08 11:27', end: '2026-11-09 12:31' },
    window: { id: 'nishita', start: '22:55', end: '23:46' },
    source:
      `${DRIK_KOLKATA_2026('"2026 Bengal Kali Puja | Shyama Puja Date and Time for Kolkata", https://www.drikpanchang.com/diwali/kali-puja/bengal-kalipuja-date-time.html?geoname-id=1275004&year=2026')} ` +
      '(GitHub code index id 62079352986, read 2026-11-28): Sunday 8 November, nishita 22:55 to 23:46, amavasya 11:27 8 November to ' +
      '12:31 9 November; the Government of West Bengal\'s 2026 holiday list (notification 4188-F(P2)) keeps Kali Puja on 8 November',
  },
  {
    place: 'kolkata', year: 2026, id: 'sarva_pitru_amavasya', date: '2026-10-10',
    tithi: { start: '2026-10-09 21:35', end: '2026-10-10 21:19' },
    source:
      `${DRIK_KOLKATA_2026('https://www.drikpanchang.com/shraddha/tithi/amavasya-shraddha-date-time.html?year=2026&geoname-id=1275004')} ` +
      '(GitHub code index id 70829478124, a Durga Puja 2026 app\'s calendar, read 2026-11-28): Mahalaya on Saturday 10 October, ' +
      'amavasya 09:35 PM 9 October to 09:19 PM 10 October',
  },
  {
    place: 'kolkata', year: 2026, id: 'durga_puja_shashthi', date: '2026-10-17',
    tithi: { start: '2026-10-16 03:25', end: '2026-10-17 05:54' },
    source:
      `${DRIK_KOLKATA_2026('"Durga Puja calendar", https://www.drikpanchang.com/navratri/durga-puja/durga-puja-calendar.html?geoname-id=1275004&year=2026')} ` +
      '(GitHub code index id 70348065295, a verification note read 2026-11-28): Day 1 Shashthi 16 October (Bilva Nimantran), Day 2 ' +
      'Shashthi 17 October (Kalparambha, Akal Bodhon, Amantran, Adhivas); Drik\'s Kalparambha page (bengal/kalparambha-date-time.html, ' +
      'as cited in code index id 70829478124) puts Kalparambha and Bodhon on 17 October; shashthi 03:25 AM 16 October to 05:54 AM ' +
      '17 October (Drik, the same note)',
  },
  {
    place: 'kolkata', year: 2026, id: 'durga_puja_saptami', date: '2026-10-18',
    source: `${DRIK_KOLKATA_2026('"Durga Puja calendar" (as above, code index id 70348065295)')}: Day 3 Saptami 18 October (Kolabou Puja)`,
  },
  {
    place: 'kolkata', year: 2026, id: 'maha_ashtami', date: '2026-10-19',
    source: `${DRIK_KOLKATA_2026('"Durga Puja calendar" (as above, code index id 70348065295)')}: Day 4 Ashtami 19 October (Durga Ashtami, Kumari Puja, Sandhi Puja)`,
  },
  {
    place: 'kolkata', year: 2026, id: 'maha_navami', date: '2026-10-20',
    source:
      `${DRIK_KOLKATA_2026('Bengal Maha Navami, https://www.drikpanchang.com/navratri/durga-puja/bengal/maha-navami-date-time.html?geoname-id=1275004&year=2026')} ` +
      '(cited with the date in GitHub code index id 54546470904, read 2026-11-28): Tuesday 20 October; the Durga Puja calendar\'s Day 5 ' +
      'Nabami 20 October (code index id 70348065295); the West Bengal holiday calendar (msme.wb.gov.in) lists Maha Nabami on 20 October',
  },
];
