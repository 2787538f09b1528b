/**
 * Published monthly vrat values for Indian cities other than New Delhi, as
 * newspapers print Drik Panchang's city tables (Sankashti moonrises, Chandra
 * Darshan sighting windows, Pradosh puja windows, Purnima moonrises), each
 * with its source. Nothing here is computed by this project. Times are IST,
 * 24-hour, as in drik-vrats.ts; New Delhi's rows of the same tables are in
 * drik-vrats.ts or left out.
 *
 * A table prints its tithi once, New Delhi's; a tithi is the same instant
 * everywhere in India, so it is kept on the table's first city only.
 */
import type { ReferencePlaceId } from './drik-panchang.ts';
import type { VratReference } from './drik-vrats.ts';

export interface CityVratReference extends VratReference {
  place: ReferencePlaceId;
  /** Why a published moment is not Drik's for that city, where ours differs by more than the tolerance. */
  differs?: string;
}

interface TableHead {
  year: number;
  id: string;
  date: string;
  source: string;
  tithi?: { start: string; end: string };
  /** The window a 'HH:MM-HH:MM' row gives; a plain 'HH:MM' row is the moonrise. */
  windowId?: string;
}

/** The rows of one published city table: one record per city, same vrat, day and source. */
function cityTable(head: TableHead, rows: readonly (readonly [ReferencePlaceId, string, string?])[]): CityVratReference[] {
  return rows.map(([place, value, differs], i) => {
    const [start, end] = value.split('-') as [string, string | undefined];
    return {
      place,
      year: head.year,
      id: head.id,
      date: head.date,
      ...(i === 0 && head.tithi ? { tithi: head.tithi } : {}),
      ...(end === undefined ? { moment: { id: 'moonrise', at: start } } : { window: { id: head.windowId ?? 'puja', start, end } }),
      source: head.source,
      ...(differs === undefined ? {} : { differs }),
    };
  });
}

const TIMES_NOW_2020 =
  'Times Now (2020-11-04), "Vakratunda Sankashti Chaturthi 2020: Chandrodaya time, moonrise timings in Hyderabad, Mumbai and other cities" ' +
  '(https://uat.timesnownews.com/spiritual/religion/article/vakratunda-sankashti-chaturthi-2020-chandrodaya-time-moonrise-timings-in-hyderabad-mumbai-and-other-cities/677035): ' +
  '"As per the drikpanchang, the Moonrise timings are as follows" (Mumbai, Delhi and Ahmedabad of the same table are in drik-vrats.ts)';

const MID_DAY_2020 =
  'mid-day (2020-08-07), "Sankata Hara Sankashti Chaturthi 2020: significance, moonrise timings" ' +
  '(https://www.mid-day.com/articles/sankata-hara-sankashti-chaturthi-2020-significance-moonrise-timings-importance-of-fasting/22923229): ' +
  "today's moonrise by city (it names no almanac; the same cities, in the same order, as the Times Now and Oneindia tables that quote Drik)";

const KZR_2021 =
  'kzrnews.com (2021-03-02), "Angarki Sankashti Chaturthi 2021: See The City Wise Moonrise Time" ' +
  '(https://kzrnews.com/entertainment/angarki-sankashti-chaturthi-2021-see-the-city-wise-moonrise-time/): city-wise moonrise (Delhi 9:41 PM)';

const ONEINDIA_2021 =
  'Oneindia (2021-03-31), "Sankashti Chaturthi 2021: Vrat Date, moonrise timings and significance of Bhalchandra sankasthi" ' +
  '(https://www.oneindia.com/india/sankashti-chaturthi-2021-vrat-date-moonrise-timings-and-significance-of-bhalchandra-sankasthi-3238069.html): ' +
  '"Chaturthi Tithi Begins - 02:06 PM on Mar 31, 2021, Chaturthi Tithi Ends - 10:59 AM on Apr 01, 2021" (Drik\'s wording) and the moonrise by city';

const SAMBAD_CHANDRA_2021 =
  'Sambad English (2021-12), "Chandra Darshan Dec 2021 Date, Tithi, Moon Sighting Time, Rituals" ' +
  '(https://sambadenglish.com/chandra-darshan-dec-2021-date-tithi-moon-sighting-time-rituals/): moon sighting time for various places ' +
  '(New Delhi, Mumbai and Ahmedabad of the same table are in drik-vrats.ts)';

const SAMBAD_2023 =
  'Sambad English (2023-05-08), "Sankashti Chaturthi Today, 8 May 2023: Chandrodaya/Moonrise Time of various cities" ' +
  '(https://sambadenglish.com/sankashti-chaturthi-today-8-may-2023-chandrodaya-moonrise-time-of-various-cities-to-break-upvas-fast/): ' +
  'chaturthi "May 08, 6:19 PM - May 09, 4:08 PM", New Delhi 10:04 PM';

const SAMBAD_2024 =
  'Sambad English (2024-03-28), "Sankashti Chaturthi Today, 28 March 2024: Chandrodaya Time of various cities to end fast" ' +
  '(https://sambadenglish.com/sankashti-chaturthi-today-28-march-2024-chandrodaya-time-of-various-cities-to-end-fast/) ' +
  '(Delhi, Mumbai and Ahmedabad of the same table are in drik-vrats.ts)';

const GANESH_CHATURTHI_2024 =
  'NewsX (2024-09-07), "Ganesh Chaturthi 2024: check city-specific puja timings" ' +
  '(https://newsx.com/india/ganesh-chaturthi-2024-check-city-specific-puja-timings-visarjan-dates-here/amp), "based on the Drik Panchang": ' +
  'the Bhadrapada Vinayaka Chaturthi\'s puja by city, chaturthi "3:01 pm on September 6" to "5:37 pm on September 7"; Mint (2024-09) ' +
  '(https://www.livemint.com/news/ganesh-chaturthi-2024-ganpati-idol-home-vinayaka-chaturthi-vinayaka-chavithi-vinayagar-chaturthi-lord-ganesha-krishna-11725591009968.html) ' +
  'and Sakshi Post (2024-09-06) print the same city windows (Sakshi Post\'s other chaturthi span: VRAT_CITIES_SECOND_SOURCES; ' +
  "New Delhi's row is left out)";

const INDIA_TV_PRADOSH_2025 =
  'India TV Hindi (2025-08-06), "Pradosh Kaal Time 6 August 2025: Budh Pradosh vrat puja muhurat in Delhi, Noida, Pune, Mumbai and other cities" ' +
  '(https://www.indiatv.in/religion/news-pradosh-kaal-time-6-august-2025-today-budh-pradosh-vrat-puja-muhurat-in-delhi-noida-pune-mumbai-and-other-cities-check-here-2025-08-06-1154328): ' +
  '"प्रदोष पूजा मुहूर्त" by city (New Delhi 07:08 PM to 09:16 PM)';

const INDIA_TV_SANKASHTI_2025 =
  'India TV (2025-09-10), "Sankashti Chaturthi Chandrodaya time today: Moonrise timings in Bengaluru, Mumbai, Hyderabad, Delhi" ' +
  '(https://www.indiatvnews.com/lifestyle/spirituality/sankashti-chaturthi-chandrodaya-time-today-moonrise-timings-bangalore-mumbai-hyderabad-delhi-2025-09-10-1007623) ' +
  '(Delhi 8:07 PM)';

const SHARAD_PURNIMA_2025 =
  'ABP Live (2025-10-06), "Sharad Purnima 2025 Moonrise Time: City-Wise Timings" ' +
  '(https://news.abplive.com/religion/sharad-purnima-2025-moon-time-today-city-wise-moonrises-ka-samay-in-delhi-ncr-1804313) and India TV ' +
  '(2025-10-06, https://www.indiatvnews.com/lifestyle/spirituality/sharad-purnima-2025-moonrise-time-2025-10-06-1011488), the same list: ' +
  '"According to Drik Panchang and local astronomical charts, here are the approximate moonrise timings" (New Delhi 5:27 PM)';

/**
 * Why six rows of the Sharad Purnima list are not Drik's: the list calls itself "approximate", from "Drik Panchang and local
 * astronomical charts", and those rows contradict the list itself: Kolkata (88.4 E) at 17:24 after Varanasi (83.0 E) at 17:04,
 * though at these latitudes the Moon rises about 4 minutes earlier for each degree east; Lucknow (80.9 E) at 17:31, 27 minutes
 * after Varanasi 2 degrees east of it. Its New Delhi, Mumbai, Nashik, Varanasi and Chandigarh rows agree with ours within 2 minutes.
 */
const NOT_DRIK_PURNIMA = 'one of the list\'s "approximate" rows, not Drik\'s (see NOT_DRIK_PURNIMA)';

const DNA_2026 =
  'DNA India (2026-01-06), "Sakat Chauth 2026 Moonrise Time Today: Delhi, Noida, Ghaziabad, and others; check city-wise timings here" ' +
  '(https://www.dnaindia.com/lifestyle/report-sakat-chauth-2026-moonrise-time-today-delhi-noida-ghaziabad-and-others-city-wise-timings-here-3196191): ' +
  '"This January edition is known as Angarki Sankashti Chaturthi because it falls on a Tuesday" (Delhi, Mumbai and Ahmedabad of the same table are in drik-vrats.ts)';

export const VRAT_REFERENCE_CITIES: CityVratReference[] = [
  ...cityTable({ year: 2020, id: 'sankashti_chaturthi', date: '2020-08-07', source: MID_DAY_2020 }, [
    ['mumbai', '21:52'], ['hyderabad', '21:28'], ['visakhapatnam', '21:09'], ['nashik', '21:48'], ['nagpur', '21:27'],
    ['pune', '21:48'], ['chennai', '21:19'], ['coimbatore', '21:32'], ['bengaluru', '21:30'], ['mysuru', '21:34'],
    ['thiruvananthapuram', '21:32'],
  ]),
  ...cityTable({ year: 2020, id: 'sankashti_chaturthi', date: '2020-11-04', source: TIMES_NOW_2020 }, [
    ['hyderabad', '20:32'], ['visakhapatnam', '20:12'], ['nashik', '20:46'], ['nagpur', '20:22'], ['indore', '20:32'],
    ['pune', '20:49'], ['chennai', '20:33'], ['coimbatore', '20:51'], ['bengaluru', '20:44'], ['mysuru', '20:50'],
    ['thiruvananthapuram', '20:56'], ['kolkata', '19:40'], ['bhubaneswar', '19:55'], ['bhopal', '20:24'], ['kanpur', '20:04'],
    ['chandigarh', '20:09'], ['surat', '20:47'],
  ]),
  ...cityTable({ year: 2021, id: 'angaraki_sankashti', date: '2021-03-02', source: KZR_2021 }, [
    ['patna', '21:06'], ['mumbai', '21:53'], ['bhopal', '21:36'], ['kanpur', '21:26'], ['chandigarh', '21:44'],
    ['hyderabad', '21:29'], ['nashik', '21:50'], ['nagpur', '21:28'], ['indore', '21:43'], ['pune', '21:48'],
    ['chennai', '21:19'], ['bhubaneswar', '21:00'], ['surat', '21:54'], ['ahmedabad', '21:56'], ['jaipur', '21:46'],
    ['guwahati', '20:38'], ['kolkata', '20:50'],
  ]),
  ...cityTable(
    {
      year: 2021, id: 'sankashti_chaturthi', date: '2021-03-31', source: ONEINDIA_2021,
      tithi: { start: '2021-03-31 14:06', end: '2021-04-01 10:59' },
    },
    [
      ['mumbai', '21:43'], ['hyderabad', '21:18'], ['visakhapatnam', '20:58'], ['nashik', '21:41'], ['nagpur', '21:20'],
      ['indore', '21:36'], ['pune', '21:39'], ['chennai', '21:04'], ['coimbatore', '21:16'], ['bengaluru', '21:16'],
      ['mysuru', '21:19'], ['thiruvananthapuram', '21:13'], ['bhubaneswar', '20:51'], ['bhopal', '21:30'], ['kanpur', '21:23'],
      ['chandigarh', '21:45'], ['surat', '21:47'], ['ahmedabad', '21:50'], ['jaipur', '21:43'], ['guwahati', '20:35'],
      ['kolkata', '20:44'],
    ],
  ),
  ...cityTable({ year: 2021, id: 'chandra_darshan', date: '2021-12-05', source: SAMBAD_CHANDRA_2021, windowId: 'moon_sighting' }, [
    ['jaipur', '17:33-18:30'], ['patna', '16:59-17:55'], ['bengaluru', '17:52-18:56'], ['bhopal', '17:34-18:33'],
    ['raipur', '17:21-18:20'], ['hyderabad', '17:41-18:43'], ['chennai', '17:41-18:45'], ['kolkata', '16:52-17:49'],
    ['lucknow', '17:13-18:09'],
  ]),
  ...cityTable(
    {
      year: 2023, id: 'sankashti_chaturthi', date: '2023-05-08', source: SAMBAD_2023,
      tithi: { start: '2023-05-08 18:19', end: '2023-05-09 16:08' },
    },
    [
      ['jaipur', '22:05'], ['ahmedabad', '22:08'], ['patna', '21:22'], ['mumbai', '21:56'], ['bengaluru', '21:22'],
      ['bhopal', '21:48'], ['raipur', '21:25'], ['hyderabad', '21:29'], ['chennai', '21:11'], ['kolkata', '21:00'],
      ['lucknow', '21:43'], ['chandigarh', '22:12'],
    ],
  ),
  ...cityTable({ year: 2024, id: 'sankashti_chaturthi', date: '2024-03-28', source: SAMBAD_2024 }, [
    ['jaipur', '21:31'], ['patna', '20:49'], ['bengaluru', '21:00'], ['bhopal', '21:17'], ['raipur', '20:56'],
    ['hyderabad', '21:03'], ['chennai', '20:49'], ['kolkata', '20:31'], ['lucknow', '21:09'], ['chandigarh', '21:34'],
    ['bhubaneswar', '20:37'], ['shimla', '21:33'], ['dehradun', '21:28'],
  ]),
  ...cityTable(
    {
      year: 2024, id: 'vinayaka_chaturthi', date: '2024-09-07', source: GANESH_CHATURTHI_2024,
      tithi: { start: '2024-09-06 15:01', end: '2024-09-07 17:37' },
    },
    [
      ['pune', '11:18-13:47'], ['mumbai', '11:22-13:51'], ['chennai', '10:53-13:21'], ['jaipur', '11:09-13:40'],
      ['hyderabad', '11:00-13:28'], ['chandigarh', '11:05-13:36'], ['kolkata', '10:20-12:49'], ['bengaluru', '11:04-13:31'],
      ['ahmedabad', '11:23-13:52'],
    ],
  ),
  ...cityTable({ year: 2025, id: 'pradosh', date: '2025-08-06', source: INDIA_TV_PRADOSH_2025 }, [
    ['patna', '18:32-20:41'], ['varanasi', '18:40-20:50'], ['lucknow', '18:51-20:59'], ['chandigarh', '19:13-21:20'],
    ['mumbai', '19:12-21:25'], ['kolkata', '18:15-20:26'], ['chennai', '18:34-20:50'], ['jaipur', '19:11-21:20'],
    ['hyderabad', '18:47-21:01'], ['ahmedabad', '19:18-21:29'], ['pune', '19:07-21:20'],
  ]),
  ...cityTable({ year: 2025, id: 'sankashti_chaturthi', date: '2025-09-10', source: INDIA_TV_SANKASHTI_2025 }, [
    ['bengaluru', '20:23'], ['mumbai', '20:36'], ['hyderabad', '20:15'],
  ]),
  ...cityTable({ year: 2025, id: 'purnima', date: '2025-10-06', source: SHARAD_PURNIMA_2025 }, [
    ['mumbai', '17:49'], ['nashik', '17:43'], ['varanasi', '17:04'], ['chandigarh', '17:27'],
    ['kolkata', '17:24', NOT_DRIK_PURNIMA], ['chennai', '17:39', NOT_DRIK_PURNIMA], ['bengaluru', '17:42', NOT_DRIK_PURNIMA],
    ['hyderabad', '17:36', NOT_DRIK_PURNIMA], ['ahmedabad', '17:44', NOT_DRIK_PURNIMA], ['lucknow', '17:31', NOT_DRIK_PURNIMA],
  ]),
  {
    place: 'kolkata', year: 2025, id: 'purnima', date: '2025-10-06',
    tithi: { start: '2025-10-06 12:23', end: '2025-10-07 09:16' },
    source:
      'LatestLY Bangla (2025-10), "Kojagiri Purnima 2025: when is Kojagari Purnima Laxmi Puja" ' +
      '(https://bangla.latestly.com/lifestyle/kojagiri-purnima-2025-when-is-kojagari-purnima-laxmi-puja-know-muhurat-timings-364540.html): ' +
      'Lakshmi puja on 6 October, Purnima from 12:23 PM 6 October to 9:16 AM 7 October (a second source, The Calcutta Mirror, ' +
      'differs: VRAT_CITIES_SECOND_SOURCES)',
  },
  ...cityTable({ year: 2026, id: 'angaraki_sankashti', date: '2026-01-06', source: DNA_2026 }, [
    ['kolkata', '20:15'], ['chennai', '20:59'], ['bengaluru', '21:10'], ['hyderabad', '21:02'], ['jaipur', '21:03'],
    ['pune', '21:20'], ['chandigarh', '20:54'],
  ]),
];

/**
 * Second sources whose tithi span differs from Drik's (the records above) by more than the tolerance, each with
 * the reason; the test checks that they do differ from ours and that their day is the same.
 */
export const VRAT_CITIES_SECOND_SOURCES: readonly (CityVratReference & { tithi: { start: string; end: string }; differs: string })[] = [
  {
    place: 'hyderabad', year: 2024, id: 'vinayaka_chaturthi', date: '2024-09-07',
    tithi: { start: '2024-09-06 15:22', end: '2024-09-07 16:45' },
    source: 'Sakshi Post (2024-09-06), "Ganesh Chaturthi 2024: when is the right time to do Ganesh pooja" (https://www.sakshipost.com/news/telangana/ganesh-chaturthi-2024-when-right-time-do-ganesh-pooja-329837)',
    differs:
      'the article prints this span (with "Madhyahna Ganesha" puja 11:02 am to 1:30 pm) naming no almanac, and lower down the city ' +
      'windows "according to Drik Panchang" with Drik\'s 3:01 pm to 5:37 pm (NewsX, above); the day is the same, 7 September',
  },
  {
    place: 'kolkata', year: 2025, id: 'purnima', date: '2025-10-06',
    tithi: { start: '2025-10-06 11:24', end: '2025-10-07 09:33' },
    source: 'The Calcutta Mirror (2025, written during Durga Puja\'s Ashtami), "কোজাগরী লক্ষ্মীপুজো কবে ? জানুন শুভ মুহূর্ত" (https://thecalcuttamirror.com/?p=2780)',
    differs:
      '"according to the 2025 panjika", a Bengali almanac of its own reckoning; Drik\'s 12:23 PM to 9:16 AM (LatestLY Bangla, above) ' +
      'agrees with ours, and both give the same day, 6 October',
  },
];
