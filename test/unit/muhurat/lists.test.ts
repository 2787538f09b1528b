/**
 * The activities against published New Delhi lists beyond marriage, griha
 * pravesh and mundan (search.test.ts, activities.test.ts): each list with
 * its source and the span it covers completely, the two shares the marriage
 * test measures (the list's dates we accept; our accepted days in the list),
 * every difference with the rule that decides it, and the printed windows
 * within 5 minutes where a panchang boundary ends them. Nothing here is
 * computed by this project; the dates and times are as printed.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { muhuratDays, type MuhuratActivityId, type MuhuratDay } from '../../../src/domain/muhurat/index.ts';
import { offsetMinutesAtZone } from '../../../src/time/index.ts';
import { MUHURAT_REFERENCE } from '../../reference/drik-muhurat.ts';
import { JD_UNIX_EPOCH } from './independent.ts';

const IST = offsetMinutesAtZone('Asia/Kolkata');
const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
/** mypanchang.com's Seattle calendars (as test/golden/panchang/mypanchang-seattle.json places them). */
const SEATTLE: ListPlace = { latitudeDeg: 47.6062, longitudeDeg: -122.3321, zone: 'America/Los_Angeles', name: 'Seattle' };
const hhmm = (jd: number) => new Date((jd - JD_UNIX_EPOCH) * 86_400_000 + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
/** A printed IST time: 'HH:MM' on `date`, 'YYYY-MM-DD HH:MM' on another date. */
const jdOf = (date: string, printed: string) => {
  const [civil, time] = printed.length > 5 ? printed.split(' ') : [date, printed];
  return Date.parse(`${civil}T${time}:00+05:30`) / 86_400_000 + JD_UNIX_EPOCH;
};

interface ListPlace {
  latitudeDeg: number;
  longitudeDeg: number;
  zone: string;
  name: string;
}

function daysOf(activity: MuhuratActivityId, first: string, last: string, place?: ListPlace): MuhuratDay[] {
  const [year, month, day] = first.split('-').map(Number) as [number, number, number];
  const dayCount = (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1;
  const at = place === undefined ? { place: DELHI, offsetMinutesAt: IST } : { place, offsetMinutesAt: offsetMinutesAtZone(place.zone) };
  return muhuratDays({ activity, first: { year, month, day }, dayCount, ...at });
}

interface PublishedList {
  activity: MuhuratActivityId;
  source: string;
  /** The list's city where it is not New Delhi. */
  place?: ListPlace;
  /** The span (inclusive) the list covers completely. */
  first: string;
  last: string;
  /** Each listed date with its printed window [start, end] (IST). */
  dates: Readonly<Record<string, readonly [string, string]>>;
  /** Listed dates the service rejects, each with the deciding rule. */
  missing: Readonly<Record<string, string>>;
  /** Days the service accepts that the list leaves out, each with the deciding rule. */
  extra: Readonly<Record<string, string>>;
  /** Printed edges not within 5 minutes of ours, each with why ('date start' or 'date end'). */
  edges: Readonly<Record<string, string>>;
  /** Set where the list's windows follow a rule the table does not have, so they are not compared: why. */
  windowsNotCompared?: string;
  /** The shares measured: the list's dates we accept, our days in the list. */
  shares: { listAccepted: number; oursInList: number };
}

const NEWS18_MAY_2021 =
  'news18.com/news/lifestyle/planning-to-buy-vehicle-holding-mundan-annaprashan-this-month-check-shubh-muhurats-in-may-3762104 ' +
  "(News18, 2021-05-21: vehicle, karnavedha and mundan muhurats for the rest of May 2021; New Delhi's sunrise)";

const BDNEWSTIMES_MAY_2021 =
  'bdnewstimes.com/know-the-auspicious-days-and-time-to-buy-a-property-house-warming-ceremony-and-marriage-in-may-2021 ' +
  "(May 2021, from the 21st: property and griha pravesh muhurats; New Delhi's sunrise. Its griha pravesh 21 May " +
  'prints "3.23 pm to 5.27 am on May 27", read as the next sunrise, 22 May)';

const DRIK_MUMBAI_JAN_2026 = "Drik Panchang's own Mumbai list keeps the day (test/reference/drik-muhurat-mumbai.ts)";

const HERZINDAGI_JAN_2026 =
  "HerZindagi's January 2026 list (herzindagi.com/hindi/astrology/astrology-remedies-tips/vahan-kharidne-ka-shubh-muhurat-" +
  'january-2026-vahan-kab-khariden-article-1051564, 2026-01-01: "1, 4, 5, 11, 12 and 14 January") keeps it';

const MYPANCHANG_SEATTLE_JAN_2017 =
  'mypanchang.com, Seattle WA, January 2017 (Pundit Mahesh Shastriji; transcribed on fdocuments.us as "YEAR CHANDRAMANA - ' +
  'mypanchang.com 2016-12-26"): the days marked "good day for vehicle", "good for griha pravesha" and "good for wedding", ' +
  "Pacific time; the copy read ends within 17 January. Not Drik Panchang: a second city's almanac";

const ASTROSAGE_UPANAYANA_2020 =
  'astrocamp.com/amp/upanayana-muhurat-2020-english.html (AstroSage\'s "Upanayana Muhurat 2020", 2019-09-25: each date ' +
  "with its tithi, nakshatra and window, New Delhi's sunrise; the table ends at 27 May, before Devshayani). Not Drik " +
  'Panchang: a second almanac';

const ASTROSAGE_KARNAVEDHA_2026 =
  'astrocamp.com/amp/2026-karnavedha-muhurat-2026.html (AstroSage\'s "2026 Karnavedha Muhurat", Vijay Pathak, 2025-11-05: ' +
  "January's twelve dates with one or two sessions each; the copy read ends within February). Not Drik Panchang";

const MYPANCHANG_WINDOWS = 'the calendar prints a day\'s general "good day till 2 PM" or "after 10 AM", not the activity\'s windows';

const LISTS: readonly PublishedList[] = [
  {
    activity: 'namkaran',
    source:
      'bdnewstimes.com/here-are-the-auspicious-days-and-time-for-namkaran-in-august-2021 (2021-08-03, "depicted by Hindu ' +
      "Panchang\"; New Delhi's sunrise, Drik Panchang's sunrise-to-sunrise format)",
    first: '2021-08-04',
    last: '2021-08-31',
    dates: {
      '2021-08-04': ['05:43', '2021-08-05 04:25'],
      '2021-08-11': ['09:32', '16:56'],
      '2021-08-12': ['15:27', '2021-08-13 05:48'],
      '2021-08-13': ['05:48', '2021-08-14 05:48'],
      '2021-08-19': ['22:42', '2021-08-20 05:52'],
      '2021-08-20': ['05:52', '20:52'],
      '2021-08-22': ['19:39', '2021-08-23 05:53'],
      '2021-08-23': ['05:54', '19:26'],
      '2021-08-25': ['05:55', '16:21'],
      '2021-08-26': ['17:16', '2021-08-27 05:55'],
      '2021-08-27': ['05:56', '2021-08-28 00:47'],
      '2021-08-30': ['06:39', '2021-08-31 02:02'],
    },
    missing: {
      '2021-08-30':
        "tithi: Krishna Ashtami (Janmashtami) all day; Drik Panchang's Namakarana page leaves Ashtami out of its tithis, and " +
        'the list leaves out the Shukla Ashtami windows of 08-15 (Anuradha from 04:25) and 08-16 (05:50 to 07:45) with it',
    },
    extra: {
      '2021-08-06':
        'none found: Punarvasu, Krishna Trayodashi, a Friday, 06:37 to 18:28 (as mundan 2026-05-15, also a Friday in ' +
        "Krishna Trayodashi, activities.test.ts); Drik's Namakarana page allows Trayodashi of both pakshas",
    },
    edges: {
      '2021-08-13 end':
        "tithi: Shukla Shashthi from 13:43, which Drik Panchang's Namakarana page leaves out; the list runs on to the sunrise",
      '2021-08-22 start':
        'none found: ours begins as Purnima ends (17:31) in Dhanishta, an allowed nakshatra; the list begins as Shatabhisha does',
      '2021-08-27 end': 'tithi: Krishna Shashthi from 18:49, as 08-13; the list runs on to 00:47',
    },
    shares: { listAccepted: 11 / 12, oursInList: 11 / 12 },
  },
  {
    activity: 'namkaran',
    source:
      'news18.com/news/lifestyle/baby-naming-ceremony-here-are-the-auspicious-days-and-time-for-namkaran-in-june-2021-3805328 ' +
      '(News18, June 2021; the copy read ends within 11 June)',
    first: '2021-06-04',
    last: '2021-06-10',
    dates: {
      '2021-06-04': ['05:23', '2021-06-05 05:23'],
      '2021-06-06': ['05:22', '2021-06-07 02:28'],
      '2021-06-10': ['16:24', '2021-06-11 05:22'],
    },
    missing: {},
    extra: {},
    edges: {},
    shares: { listAccepted: 1, oursInList: 1 },
  },
  {
    activity: 'vehicle',
    source:
      'news.abplive.com/religion/vehicle-purchasing-muhurat-2026-auspicious-dates-and-timings-for-buying-new-vehicles-1821068 ' +
      '(ABP Live, 2026-01-10, so complete from that day; the copy read ends within 11 February; no almanac named. Drik ' +
      "Panchang's vehicle page leaves " +
      'out the muhurats after nine at night: the list holds no window begun later, and prints one begun by day whole, ' +
      '2026-01-21 to 02:47, as the table reads the rule)',
    first: '2026-01-10',
    last: '2026-02-10',
    dates: {
      '2026-01-11': ['07:15', '10:20'],
      '2026-01-12': ['12:42', '21:05'],
      '2026-01-14': ['07:15', '17:52'],
      '2026-01-21': ['07:14', '2026-01-22 02:47'],
      '2026-01-28': ['09:26', '2026-01-29 07:11'],
      '2026-01-29': ['07:11', '13:55'],
      '2026-02-01': ['07:09', '23:58'],
      '2026-02-06': ['07:06', '2026-02-07 07:06'],
    },
    // With the nakshatras and tithis of Drik's own lists (rules.ts, vehicle) every date and printed edge is ours within a
    // minute: this list is, it seems, Drik's New Delhi list. The days before it (01-01, 01-02, 01-04, 01-05) are below.
    missing: {},
    extra: {},
    edges: {},
    shares: { listAccepted: 1, oursInList: 1 },
  },
  {
    activity: 'vehicle',
    source:
      'news.abplive.com/religion/pitru-paksha-2025-vehicle-purchasing-muhurat-1798425 (ABP Live, 2025-09-04, "Pitru ' +
      'Paksh 2025 — Auspicious Muhurat To Purchase Vehicle Before And After Shraddh": 5 September before it, 24 and 25 ' +
      'September after; "During this time, buying vehicles, houses, or performing other auspicious activities is ' +
      'avoided"; New Delhi\'s sunrise; no almanac named)',
    first: '2025-09-05',
    last: '2025-09-25',
    dates: {
      '2025-09-05': ['06:01', '2025-09-06 03:12'],
      '2025-09-24': ['06:10', '2025-09-25 06:11'],
      '2025-09-25': ['06:11', '07:06'],
    },
    missing: {},
    // pitru_paksha closes the three days of the table's in the fortnight (09-10, 09-14, 09-17).
    extra: {
      '2025-09-07':
        "none found: Shatabhisha in Bhadrapada Purnima, the day before Pitru Paksha's Krishna Pratipada; the article " +
        "counts the fortnight from the Purnima, where Drik Panchang's Mumbai list keeps the day (drik-mumbai.test.ts)",
    },
    edges: {},
    shares: { listAccepted: 1, oursInList: 3 / 4 },
  },
  {
    activity: 'vehicle',
    source:
      'hindustantimes.com/astrology/horoscope/weekly-panchang-september-16-22-transits-auspicious-muhurat-festivals-' +
      '101663246701070.html and .../weekly-panchang-september-23-29-transits-auspicious-muhurat-festivals-101663851478422.html ' +
      '(Hindustan Times, 2022-09-15 and the next week, New Delhi: "There is no auspicious muhurata available this week for ' +
      'purchasing vehicle", then "September 28 (06:12 AM to 01:27 AM, Sep 29)"; no almanac named. Pitru Paksha: ' +
      '09-10 to the Amavasya of 09-25)',
    first: '2022-09-16',
    last: '2022-09-29',
    dates: {
      '2022-09-28': ['06:12', '2022-09-29 01:27'],
    },
    missing: {},
    // pitru_paksha closes the four days of the table's in the first week (09-16, 09-18, 09-19, 09-21).
    extra: {},
    edges: {},
    shares: { listAccepted: 1, oursInList: 1 },
  },
  {
    activity: 'vehicle',
    source: NEWS18_MAY_2021,
    first: '2021-05-22',
    last: '2021-05-31',
    dates: {
      '2021-05-24': ['05:26', '2021-05-25 00:13'],
      '2021-05-26': ['05:25', '2021-05-27 01:16'],
      '2021-05-30': ['16:41', '2021-05-31 05:24'],
      '2021-05-31': ['05:23', '2021-06-01 01:08'],
    },
    missing: {},
    extra: {
      '2021-05-23': 'none found: Hasta in Shukla Ekadashi from the sunrise to 06:43, 77 minutes, a Sunday (the list keeps Sunday 05-30)',
    },
    edges: {},
    shares: { listAccepted: 1, oursInList: 4 / 5 },
  },
  {
    activity: 'mundan',
    source: NEWS18_MAY_2021,
    first: '2021-05-22',
    last: '2021-05-31',
    dates: {
      '2021-05-24': ['05:26', '2021-05-25 00:13'],
      '2021-05-27': ['13:04', '22:29'],
    },
    missing: {},
    extra: {},
    edges: {},
    shares: { listAccepted: 1, oursInList: 1 },
  },
  {
    activity: 'mundan',
    source:
      'bdnewstimes.com/heres-the-auspicious-date-and-time-for-tonsure-in-april-2021 (the mundan muhurats of April 2021; ' +
      "New Delhi's sunrise, Drik Panchang's format)",
    first: '2021-04-01',
    last: '2021-04-30',
    dates: {
      '2021-04-07': ['06:05', '2021-04-08 04:30'],
      '2021-04-19': ['05:52', '2021-04-20 00:02'],
      '2021-04-26': ['12:46', '2021-04-27 07:45'],
      '2021-04-29': ['14:30', '22:12'],
    },
    missing: {},
    extra: {
      '2021-04-02': 'none found: sunrise to 08:15, the end of Krishna Panchami, a Friday',
    },
    edges: {
      '2021-04-07 end':
        "tithi: Krishna Dwadashi from 02:28 is not a chudakarana tithi (Muhurta Chintamani's 2, 3, 5, 7, 10, 11, 13, as the " +
        '2026 list bears out); the list runs on to 04:30',
      '2021-04-26 end':
        'the list prints 07:45 on 04-27, two hours after that sunrise (05:44), where ours ends: a misprint of 05:45, it seems',
    },
    shares: { listAccepted: 1, oursInList: 4 / 5 },
  },
  {
    activity: 'mundan',
    source:
      'p-hindi.webdunia.com/astrology-articles/mundan-muhurat-in-2019-119061200056_1.html (Webdunia, 2019-06-12: the mundan ' +
      'muhurats of June 2019 to the second, as AstroSage prints them; New Delhi)',
    first: '2019-06-01',
    last: '2019-06-30',
    dates: {
      '2019-06-05': ['21:54', '2019-06-06 05:23'],
      '2019-06-06': ['05:22', '09:56'],
      '2019-06-07': ['07:39', '18:56'],
      '2019-06-12': ['11:51', '2019-06-13 05:22'],
      '2019-06-13': ['05:22', '16:50'],
      '2019-06-17': ['05:23', '10:43'],
      '2019-06-21': ['19:10', '2019-06-22 05:23'],
      '2019-06-27': ['07:43', '2019-06-28 05:25'],
    },
    missing: {
      '2019-06-05':
        "daylight: its only window begins at 21:54, after sunset; every window of Drik Panchang's 2026 list begins before " +
        "sunset (activities.test.ts), where this list (AstroSage's) keeps a night window",
    },
    extra: {
      '2019-06-20': 'none found: Shravana from 15:39 to the end of Krishna Tritiya (17:08), a Thursday',
      '2019-06-28': "none found: Ashwini from sunrise to 09:11, a Friday; the list's 06-27 window ends at this sunrise",
    },
    edges: {},
    shares: { listAccepted: 7 / 8, oursInList: 7 / 9 },
  },
  {
    activity: 'karnavedha',
    source: NEWS18_MAY_2021,
    first: '2021-05-22',
    last: '2021-05-31',
    dates: {
      '2021-05-23': ['09:42', '16:36'],
      '2021-05-24': ['07:23', '09:38'],
      '2021-05-26': ['07:15', '11:50'],
      '2021-05-31': ['09:10', '16:04'],
    },
    missing: {
      '2021-05-23': "weekday: a Sunday, which the table closes (Muhurta Chintamani's karnavedha: Mon, Wed, Thu, Fri); the list keeps it",
      '2021-05-24':
        'vyatipata_vaidhriti: Vyatipata to 11:12 over all of Chitra (Swati, from 09:49, is not a karnavedha nakshatra); ' +
        'the list keeps Chitra 07:23 to 09:38',
    },
    extra: {},
    edges: {
      '2021-05-26 start': 'tithi: Purnima to 16:43, which the table closes; the list keeps it (07:15 to 11:50)',
      '2021-05-26 end': "the list's windows are daytime lagnas; the table has no lagna rule for karnavedha (ours to 01:15)",
      '2021-05-31 start': "the list's windows are daytime lagnas (from 09:10); ours from sunrise",
      '2021-05-31 end': "the list's windows are daytime lagnas (to 16:04); ours to 01:06",
    },
    shares: { listAccepted: 2 / 4, oursInList: 1 },
  },
  {
    activity: 'karnavedha',
    source:
      'bdnewstimes.com/auspicious-date-and-time-for-ear-piercing-ceremony-this-month (2021-08-05, the karnavedha muhurats of ' +
      'August 2021 with their tithis; eng.bharattimes.co.in prints the same; no almanac named)',
    first: '2021-08-05',
    last: '2021-08-31',
    dates: {
      '2021-08-06': ['07:07', '18:23'],
      '2021-08-12': ['17:59', '19:42'],
      '2021-08-13': ['06:40', '19:38'],
      '2021-08-22': ['06:43', '19:02'],
    },
    missing: {
      '2021-08-06': "chaturmas: the table closes Chaturmas to karnavedha (Muhurta Chintamani); the list's four days all fall in it",
      '2021-08-12': 'chaturmas: as 08-06',
      '2021-08-13': 'chaturmas: as 08-06',
      '2021-08-22': "chaturmas and weekday: as 08-06, and a Sunday (Purnima, Raksha Bandhan), as News18's May list keeps 05-23",
    },
    extra: {},
    edges: {},
    windowsNotCompared:
      "the list's windows are daytime lagnas split at the lagna's change (07:07 to 14:00 and 16:19 to 18:23), as AstroSage " +
      'prints them, a rule the table does not have',
    shares: { listAccepted: 0, oursInList: Number.NaN },
  },
  {
    activity: 'annaprashan',
    source:
      'astrosage.com/2021/amp/annaprashan-muhurat-2021-dates.asp (AstroSage, "Annaprashan Muhurat 2021", New Delhi times; ' +
      'the copy read holds January to May)',
    first: '2021-01-01',
    last: '2021-05-31',
    dates: {
      '2021-01-14': ['09:02', '13:29'],
      '2021-01-15': ['07:15', '13:25'],
      '2021-01-18': ['07:43', '09:14'],
      '2021-01-20': ['07:14', '13:06'],
      '2021-02-22': ['06:53', '10:58'],
      '2021-02-25': ['06:51', '13:17'],
      '2021-03-15': ['06:31', '13:44'],
      '2021-03-24': ['06:21', '10:24'],
      '2021-04-19': ['05:52', '16:04'],
      '2021-05-13': ['05:32', '14:29'],
      '2021-05-14': ['05:31', '14:25'],
      '2021-05-17': ['05:29', '11:35'],
      '2021-05-24': ['11:12', '16:02'],
    },
    missing: {
      '2021-01-20':
        "gandanta: Revati's last pada and Ashwini's first (around 12:36) cover the morning, Ashtami the afternoon; " +
        'the list keeps Revati and Ashwini in Saptami (07:14 to 13:06)',
    },
    extra: {
      '2021-02-24': 'none found: Pushya in Shukla Trayodashi from 18:06, before the sunset (18:17), a Wednesday',
      '2021-04-16': 'none found: Rohini in Shukla Panchami from 18:06, before the sunset (18:48), a Friday',
      '2021-05-21': 'none found: Uttara Phalguni in Shukla Dashami from 15:22, a Friday',
      '2021-01-28':
        "none found: Pushya in Purnima from 13:06 (after Bhadra) to 00:46, a Thursday; AstroSage's 2019 list keeps four " +
        'Purnimas (below)',
      '2021-05-26':
        'none found: Anuradha in Purnima from 06:36 (after Bhadra) to 16:43, a Wednesday, the day of the total lunar eclipse ' +
        '(a caution, not a closure)',
    },
    edges: {},
    windowsNotCompared:
      "AstroSage's windows end in the early afternoon (13:06 to 16:04), where a panchang boundary is not: its day's " +
      'favourable lagnas, a rule the table does not have; their starts, where a boundary is, agree (09:02, 07:43, 11:12)',
    shares: { listAccepted: 12 / 13, oursInList: 12 / 17 },
  },
  {
    activity: 'annaprashan',
    source:
      'astrocamp.com/annaprashan-muhurat-2019-dates.html and kundlifree.com/2019/annaprashan-muhurat-2019.asp (the same ' +
      'table: AstroSage\'s "Annaprashan Muhurat 2019" for New Delhi, with each date\'s tithi and nakshatra; the copies read ' +
      'end within 4 July)',
    first: '2019-01-01',
    last: '2019-06-30',
    dates: {
      '2019-01-07': ['09:19', '13:59'],
      '2019-01-09': ['07:15', '13:15'],
      '2019-01-21': ['07:14', '10:46'],
      '2019-02-06': ['07:07', '09:53'],
      '2019-02-07': ['07:06', '12:09'],
      '2019-02-15': ['07:27', '13:19'],
      '2019-03-08': ['06:40', '14:13'],
      '2019-03-13': ['06:34', '13:53'],
      '2019-03-21': ['06:25', '07:13'],
      '2019-04-10': ['06:02', '14:24'],
      '2019-04-12': ['09:54', '13:24'],
      '2019-04-17': ['05:54', '13:56'],
      '2019-04-19': ['06:02', '16:05'],
      '2019-05-16': ['08:15', '14:19'],
      '2019-06-06': ['05:23', '09:55'],
      '2019-06-07': ['07:38', '15:09'],
      '2019-06-12': ['06:06', '14:49'],
      '2019-06-17': ['10:43', '14:00'],
    },
    missing: {
      '2019-06-17':
        'nakshatra: Mula from 10:43, in its gandanta first pada (the list prints Jyeshtha, the sunrise nakshatra), not an ' +
        'annaprashan nakshatra (Muhurta Chintamani)',
    },
    extra: {
      '2019-02-11': 'none found: Ashwini in Shukla Saptami from 15:20 to 21:12, a Monday',
      '2019-05-06': 'none found: Rohini from 16:36 in Shukla Dwitiya, a Monday',
      '2019-05-09': 'none found: Punarvasu from 15:16 in Shukla Panchami, a Thursday',
    },
    edges: {},
    windowsNotCompared:
      "as AstroSage's 2021 list: its windows end by mid-afternoon (07:13 to 16:05), its day's favourable lagnas; the three " +
      "days it leaves out begin after 15:15, as three of the 2021 list's five do",
    shares: { listAccepted: 17 / 18, oursInList: 17 / 20 },
  },
  {
    activity: 'property',
    source: BDNEWSTIMES_MAY_2021,
    first: '2021-05-21',
    last: '2021-05-31',
    dates: {
      '2021-05-21': ['11:13', '15:23'],
      '2021-05-25': ['20:31', '2021-05-26 05:25'],
      '2021-05-26': ['05:26', '2021-05-27 01:16'],
    },
    missing: {
      '2021-05-25':
        "bhadra: the list's window (20:31 to 05:25) lies in Vishti, Purnima's first half (to 06:36 on 05-26), which the " +
        'table closes; the list keeps it, as on 05-26 (Tuesday, the day, is open: the list names it among its best days)',
    },
    extra: {
      '2021-05-27': 'none found: Mula from 22:29 (ours from 03:50, after its gandanta pada), Krishna Dwitiya, a Thursday',
      '2021-05-28': "none found: Mula to 20:02, Krishna Tritiya, a Friday (News18's June 2021 list keeps Mula, 06-24)",
    },
    edges: {
      '2021-05-26 start': "bhadra: Vishti, Purnima's first half, to 06:36; the list keeps it",
    },
    shares: { listAccepted: 2 / 3, oursInList: 2 / 4 },
  },
  {
    activity: 'griha-pravesh',
    source: BDNEWSTIMES_MAY_2021,
    first: '2021-05-21',
    last: '2021-05-31',
    dates: {
      '2021-05-21': ['15:23', '2021-05-22 05:27'],
      '2021-05-22': ['05:26', '14:06'],
      '2021-05-24': ['05:26', '09:50'],
      '2021-05-26': ['16:45', '2021-05-27 01:16'],
    },
    // 05-24 lies in Vyatipata (to 11:12), which Drik's own lists keep for griha pravesh too (rules.ts).
    missing: {},
    extra: {
      '2021-05-29': 'none found: Uttara Ashadha in Krishna Panchami from 04:03, 81 minutes before the sunrise, a Saturday',
    },
    edges: {},
    shares: { listAccepted: 1, oursInList: 4 / 5 },
  },
  {
    activity: 'property',
    source:
      'news18.com/news/lifestyle/planning-to-buy-a-property-in-june-2021-here-are-the-auspicious-days-and-time-3805643 ' +
      "(News18, 2021-06-03: the muhurats to buy a property in June 2021; New Delhi's sunrise, Drik Panchang's format)",
    first: '2021-06-04',
    last: '2021-06-30',
    dates: {
      '2021-06-04': ['20:47', '2021-06-05 05:23'],
      '2021-06-05': ['05:22', '23:28'],
      '2021-06-10': ['11:44', '2021-06-11 05:22'],
      '2021-06-11': ['05:22', '14:30'],
      '2021-06-15': ['05:22', '2021-06-16 05:22'],
      '2021-06-16': ['05:22', '22:47'],
      '2021-06-24': ['09:11', '2021-06-25 05:24'],
      '2021-06-25': ['05:24', '21:01'],
      '2021-06-29': ['17:02', '2021-06-30 05:25'],
      '2021-06-30': ['05:26', '13:20'],
    },
    missing: {},
    extra: {
      '2021-06-12': 'none found: Punarvasu from 16:57, Shukla Dwitiya and Tritiya, a Saturday (the list keeps Saturday 06-05)',
      '2021-06-13': 'none found: Punarvasu to 19:00, Shukla Tritiya, a Sunday',
      '2021-06-14': 'none found: Ashlesha from 22:34 (after the Rikta Chaturthi), a Monday; the list keeps Ashlesha on 06-15',
      '2021-06-17': 'none found: Purva Phalguni to 22:00, Shukla Saptami, a Thursday',
      '2021-06-21': 'none found: Vishakha from 16:45, Shukla Ekadashi and Dwadashi, a Monday',
      '2021-06-22': 'none found: Vishakha in Shukla Trayodashi, a Tuesday (the list keeps the Tuesdays 06-15 and 06-29)',
      '2021-06-23': 'none found: Anuradha 05:24 to 07:00, Shukla Trayodashi, a Wednesday',
    },
    edges: {
      '2021-06-04 start': 'bhadra: Vishti (the second half of Krishna Dashami) to 04:07; the list begins with Revati (20:47)',
      '2021-06-05 end': "gandanta: Revati's last pada from 16:45; the list runs to Revati's end (23:28)",
      '2021-06-10 start': 'tithi: Amavasya to 16:22; the list begins with Mrigashira (11:44)',
      '2021-06-16 end': 'none found: the list ends as Shukla Saptami begins (22:46); ours runs to the next sunrise',
      '2021-06-24 start': "gandanta: Mula's first pada to 14:32; the list begins with Mula (09:11)",
      '2021-06-25 end': "none found: the list ends as Krishna Dwitiya begins (20:59); ours runs to Purva Ashadha's end (04:25)",
      '2021-06-29 start':
        'nakshatra: Shatabhisha to 01:01 is not a land nakshatra of the table; the list begins as Krishna Shashthi does (17:02)',
    },
    shares: { listAccepted: 1, oursInList: 10 / 17 },
  },
  {
    activity: 'property',
    source:
      'patrika.com/en/astrology-and-spirituality/new-home-or-property-purchase-plans-only-6-auspicious-dates-left-in-january-20241314 ' +
      '(Patrika, 2026-01-08: the dates left in January with their nakshatra; no almanac named)',
    first: '2026-01-09',
    last: '2026-01-31',
    dates: {
      '2026-01-15': ['2026-01-16 05:47', '2026-01-16 07:15'],
      '2026-01-16': ['07:15', '2026-01-17 07:15'],
      '2026-01-22': ['14:27', '19:13'],
      '2026-01-23': ['07:13', '2026-01-24 07:12'],
      '2026-01-29': ['07:31', '2026-01-30 05:29'],
      '2026-01-30': ['2026-01-31 03:27', '2026-01-31 07:10'],
    },
    missing: {
      '2026-01-15': "gandanta: Mula's first pada (05:47 to the sunrise), the junction with Jyeshtha",
    },
    extra: {
      '2026-01-12': 'weekday: a Monday (Vishakha from 21:05); every date of the list is a Thursday or a Friday',
      '2026-01-13': 'weekday: a Tuesday (Vishakha, from 15:18 after Bhadra), as 01-12',
      '2026-01-14': 'weekday: a Wednesday (Anuradha), as 01-12',
      '2026-01-24': 'weekday: a Saturday (Revati from 14:16), as 01-12',
      '2026-01-25': 'weekday: a Sunday (Revati to 07:48), as 01-12',
      '2026-01-31': 'weekday: a Saturday (Punarvasu to 08:26), as 01-12',
    },
    edges: {
      '2026-01-16 start': "gandanta: Mula's first pada to 12:26; the list keeps it",
      '2026-01-16 end': 'tithi: Amavasya from 22:22 (Krishna Chaturdashi before it is kept by neither); the list keeps it',
      '2026-01-22 start': 'tithi: the Rikta Chaturthi to 02:28; the list keeps it (ours from 02:28)',
      '2026-01-22 end': 'the list prints 7:13 PM; ours runs to the next sunrise, 07:13 (a misprint of AM, it seems)',
      '2026-01-23 end': 'nakshatra: Uttara Bhadrapada from 14:33 is not a land nakshatra; the list prints "all day"',
      '2026-01-29 start': 'bhadra: Vishti, the second half of Shukla Ekadashi, to 13:55; the list begins with Mrigashira (07:31)',
      '2026-01-29 end': 'vyatipata_vaidhriti: Vaidhriti from 20:27; the list runs to the end of Mrigashira',
    },
    shares: { listAccepted: 5 / 6, oursInList: 5 / 11 },
  },
  {
    activity: 'vehicle',
    source:
      'news18marathi.com/religion/five-auspicious-dates-for-vehicle-purchase-in-january-2026-revealed-ws-l-1583130 ' +
      '(News18 Marathi, January 2026: "the 5 muhurats available this month", New Delhi\'s times as ABP Live\'s list above; no ' +
      'almanac named)',
    first: '2026-01-01',
    last: '2026-01-31',
    dates: {
      '2026-01-11': ['07:15', '10:20'],
      '2026-01-12': ['12:42', '21:05'],
      '2026-01-14': ['07:15', '17:52'],
      '2026-01-21': ['07:14', '2026-01-22 02:47'],
      '2026-01-29': ['07:11', '13:55'],
    },
    missing: {},
    // "Available this month" counts from a publication date the copy does not give: the first days of January, which
    // Drik's own lists keep, are left out, and so is 01-28, which ABP Live's list (above) keeps.
    extra: {
      '2026-01-01': `none found: Rohini in Shukla Trayodashi, 07:13 to 22:22, a Thursday; ${DRIK_MUMBAI_JAN_2026}; ${HERZINDAGI_JAN_2026}`,
      '2026-01-02': `none found: Mrigashira in Purnima, 18:53 to 20:04, a Friday; ${DRIK_MUMBAI_JAN_2026}`,
      '2026-01-04': `none found: Punarvasu in Krishna Pratipada to 12:30, a Sunday; ${DRIK_MUMBAI_JAN_2026}; ${HERZINDAGI_JAN_2026}`,
      '2026-01-05': `none found: Pushya in Krishna Tritiya, 09:57 to 13:25, a Monday; ${DRIK_MUMBAI_JAN_2026}; ${HERZINDAGI_JAN_2026}`,
      '2026-01-28': "none found: Rohini from 09:27, a Wednesday; ABP Live's list (above) keeps it with the same window",
    },
    edges: {},
    shares: { listAccepted: 1, oursInList: 5 / 10 },
  },
  {
    activity: 'vehicle',
    source:
      'astrotalk.com/car-bike-muhurat-2023 (Astrotalk, "Car/Bike Muhurat 2023": each date with its window, nakshatra and ' +
      "tithi in Drik Panchang's sunrise-to-sunrise format, New Delhi's sunrise; the copy read ends within the row of 23 " +
      'January; no almanac named)',
    first: '2023-01-01',
    last: '2023-01-23',
    dates: {
      '2023-01-04': ['07:15', '2023-01-05 00:00'],
      '2023-01-15': ['07:15', '19:45'],
      '2023-01-18': ['07:15', '16:03'],
      '2023-01-23': ['18:43', '2023-01-24 07:13'],
    },
    missing: {},
    extra: {
      '2023-01-13': 'none found: Hasta in Krishna Shashthi, 16:35 to 18:17 (then Saptami, which the table closes), a Friday',
    },
    edges: {},
    shares: { listAccepted: 1, oursInList: 4 / 5 },
  },
  {
    activity: 'upanayana',
    source:
      'ganeshaspeaks.com/muhurat/2026/janeu-sanskar (GaneshaSpeaks, "Upanayana Sanskar Muhurat" 2026, its daytime lagna ' +
      'windows in IST; the copy read ends within 20 February; no place or almanac named, compared at New Delhi)',
    first: '2026-01-01',
    last: '2026-02-19',
    dates: {
      '2026-01-03': ['16:39', '18:53'],
      '2026-01-04': ['07:46', '18:49'],
      '2026-01-05': ['08:25', '11:35'],
      '2026-01-07': ['12:52', '18:38'],
      '2026-01-21': ['07:45', '17:43'],
      '2026-01-23': ['07:44', '19:55'],
      '2026-01-28': ['10:05', '19:35'],
      '2026-01-29': ['17:11', '19:00'],
      '2026-01-30': ['07:41', '12:57'],
      '2026-02-02': ['07:40', '19:16'],
      '2026-02-06': ['07:37', '19:00'],
      '2026-02-19': ['07:27', '18:09'],
    },
    missing: {
      '2026-01-03':
        'shukra_asta and lunar_month: Venus asta (2025-12-11 to 2026-02-01 by Drik Panchang, as Asianet prints it; the ' +
        "table's orb to 02-05) and amanta Pausha, outside Uttarayana's Magha to Ashadha (Muhurta Chintamani's upanayana); " +
        'also a Saturday and Purnima',
      '2026-01-04': 'shukra_asta and lunar_month: as 01-03',
      '2026-01-05': 'shukra_asta and lunar_month: as 01-03',
      '2026-01-07': 'shukra_asta and lunar_month: as 01-03',
      '2026-01-21': 'shukra_asta: Venus asta, as 01-03 (the month now Magha)',
      '2026-01-23': "shukra_asta: as 01-21 (Basant Panchami, without a marriage muhurat in 2026 for Venus's asta, ABP Live notes)",
      '2026-01-28': 'shukra_asta: as 01-21',
      '2026-01-29': 'shukra_asta: as 01-21',
      '2026-01-30': 'shukra_asta: as 01-21',
      '2026-02-02': "shukra_asta: Venus within the table's 7 degrees until 02-05 (Drik's marriages resume on 02-05); and nakshatra",
      '2026-02-19':
        "nakshatra and daylight: the list's window (07:27 to 18:09) lies in Purva Bhadrapada, not an upanayana nakshatra " +
        "(Muhurta Chintamani); the table's only window, Uttara Bhadrapada from 20:52, begins after sunset (18:14)",
    },
    extra: {
      '2026-02-18': 'none found: 16:58 to 21:16, begun before sunset (18:13), a Wednesday (the list has 02-19 by day)',
    },
    edges: {},
    windowsNotCompared:
      "the list's windows are the day's favourable lagnas (two or three a day, 07:37 to 08:02, 09:29 to 14:20, ...), a " +
      'rule the table does not have',
    shares: { listAccepted: 1 / 12, oursInList: 1 / 2 },
  },
  {
    activity: 'upanayana',
    source: ASTROSAGE_UPANAYANA_2020,
    first: '2020-01-01',
    last: '2020-05-31',
    dates: {
      '2020-01-15': ['07:15', '12:10'],
      '2020-01-27': ['07:12', '14:37'],
      '2020-01-29': ['10:46', '14:29'],
      '2020-01-30': ['07:11', '13:20'],
      '2020-02-26': ['06:50', '14:53'],
      '2020-02-28': ['06:48', '14:45'],
      '2020-03-11': ['11:42', '13:58'],
      '2020-03-13': ['08:51', '13:50'],
      '2020-03-26': ['06:18', '15:20'],
      '2020-04-03': ['06:09', '13:57'],
      '2020-04-09': ['06:02', '14:23'],
      '2020-04-26': ['05:45', '13:23'],
      '2020-05-03': ['05:39', '12:08'],
      '2020-05-04': ['06:13', '15:04'],
      '2020-05-25': ['07:54', '15:57'],
      '2020-05-27': ['07:28', '15:49'],
    },
    missing: {
      '2020-01-15':
        'lunar_month: amanta Pausha (the list\'s "Magha K. Panchami" is the purnimanta month), outside Uttarayana\'s Magha to ' +
        "Ashadha (Muhurta Chintamani's upanayana)",
      '2020-05-03':
        'nakshatra: Purva Phalguni (the list prints it) to 21:42 is not an upanayana nakshatra (Muhurta Chintamani); Uttara ' +
        'Phalguni after it lies in Bhadra (19:44 to 06:13)',
    },
    extra: {
      '2020-02-13': 'none found: Hasta and Chitra in Krishna Panchami to 20:46, a Thursday',
      '2020-03-05':
        'holashtak: Punarvasu from 11:25 in Shukla Ekadashi, within Holashtak (Phalguna Shukla Ashtami to Purnima), which the ' +
        'table has as a caution, not a closure (Drik Panchang keeps marriages in it, 2025-03-07)',
      '2020-03-06': 'holashtak: Pushya from 11:47 (Shukla Dwadashi), as 03-05',
      '2020-03-25': "none found: Revati in Shukla Dwitiya from 17:27, after the list's windows end (its latest, 16:27 and earlier)",
      '2020-03-29': "none found: Rohini in Shukla Panchami from 15:17, a Sunday, after the list's windows end",
      '2020-04-27': "none found: Mrigashira in Shukla Panchami from 14:30, a Monday, after the list's windows end",
      '2020-05-24': 'none found: Mrigashira in Shukla Dwitiya all day, a Sunday (the list keeps the Sundays 04-26 and 05-03)',
    },
    edges: {},
    windowsNotCompared:
      "AstroSage's windows end by mid-afternoon (12:08 to 15:57), its day's favourable lagnas, a rule the table does not " +
      'have; four of the seven days it leaves out begin after 14:30',
    shares: { listAccepted: 14 / 16, oursInList: 14 / 21 },
  },
  {
    activity: 'upanayana',
    source:
      'astrosage.com/2021/upanayana-muhurat-sanskar-2021-dates.asp (AstroSage, "Upanayana Muhurat 2021 List": the whole ' +
      "year's ten dates, April to June, with their windows; New Delhi's sunrise). Not Drik Panchang: a second almanac",
    first: '2021-01-01',
    last: '2021-12-31',
    dates: {
      '2021-04-22': ['05:49', '06:55'],
      '2021-04-29': ['05:42', '11:48'],
      '2021-05-13': ['05:32', '14:29'],
      '2021-05-16': ['10:01', '14:17'],
      '2021-05-17': ['05:29', '11:35'],
      '2021-05-21': ['11:11', '15:22'],
      '2021-05-23': ['06:43', '06:48'],
      '2021-05-30': ['05:24', '15:03'],
      '2021-06-13': ['05:23', '14:44'],
      '2021-06-20': ['10:31', '16:22'],
    },
    missing: {
      '2021-04-22':
        "nakshatra: the list's window (05:49 to 06:55) lies in Ashlesha (to 08:15), not an upanayana nakshatra (Muhurta " +
        "Chintamani); Magha after it is in its gandanta pada, and Venus within the table's orb",
      '2021-04-29':
        "nakshatra: Anuradha (to 14:29, the list's window 05:42 to 11:48) is not among Muhurta Chintamani's upanayana " +
        "nakshatras (astrobix.com lists it; the table keeps the text's), Jyeshtha after it neither",
    },
    extra: {
      '2021-02-14':
        'guru_asta and shukra_asta: Jupiter rose 2021-02-13 to 02-16 by the almanacs (Shaurya Times 02-13; ABP Live 02-16 ' +
        "06:17), after the table's 9-degree orb frees it (02-09); Venus set 02-16 06:34 (ABP Live, shreeayodhyajisss.com)",
      '2021-02-21':
        "shukra_asta: Venus set 2021-02-16 and rose 04-17 by the almanacs (as 02-14); the table's 7-degree orb closes it " +
        'only from 02-26 (asta_rule=visibility: 02-16 to 04-17, which closes the four February days)',
      '2021-02-22': 'shukra_asta: as 02-21',
      '2021-02-24': 'shukra_asta: as 02-21',
      '2021-05-14': 'none found: Rohini in Shukla Dwitiya all day, a Friday (the list keeps 05-13, in both)',
      '2021-06-21': 'none found: Swati in Shukla Dwadashi, 13:31 (after Bhadra) to 16:45, a Monday',
      '2021-06-28': "none found: Dhanishta in Krishna Panchami from 14:16, after the list's windows end (its latest, 16:22)",
      '2021-07-11':
        'none found: Pushya in Shukla Dwitiya of Ashadha, a Sunday, before Devshayani (07-20); the list holds no day after ' + '20 June',
      '2021-07-15': 'none found: Uttara Phalguni in Shukla Panchami, 05:33 to 07:16, as 07-11',
    },
    edges: {},
    windowsNotCompared:
      "AstroSage's windows are the day's favourable lagnas (05:49 to 06:55, 06:43 to 06:48, ...), a rule the table does " + 'not have',
    shares: { listAccepted: 8 / 10, oursInList: 8 / 17 },
  },
  {
    activity: 'karnavedha',
    source: ASTROSAGE_KARNAVEDHA_2026,
    first: '2026-01-01',
    last: '2026-01-31',
    dates: {
      '2026-01-04': ['07:46', '18:49'],
      '2026-01-05': ['08:25', '13:00'],
      '2026-01-10': ['07:46', '16:11'],
      '2026-01-11': ['07:46', '11:12'],
      '2026-01-14': ['07:50', '18:10'],
      '2026-01-19': ['13:40', '20:11'],
      '2026-01-21': ['07:45', '15:28'],
      '2026-01-24': ['15:16', '19:51'],
      '2026-01-25': ['07:44', '19:47'],
      '2026-01-26': ['11:37', '13:13'],
      '2026-01-29': ['17:11', '19:00'],
      '2026-01-31': ['07:41', '09:53'],
    },
    missing: {
      '2026-01-04':
        "weekday: a Sunday, which the table closes (Muhurta Chintamani's karnavedha: Mon, Wed, Thu, Fri); also Vaidhriti all day",
      '2026-01-10': 'weekday: a Saturday, as 01-04 (AstroSage keeps five Saturdays and Sundays of the twelve dates)',
      '2026-01-11': 'weekday: a Sunday, as 01-04',
      '2026-01-21':
        'vyatipata_vaidhriti: Vyatipata to 18:58 covers Dhanishta (to 13:58); Shatabhisha after it is not a karnavedha ' +
        'nakshatra (Muhurta Chintamani)',
      '2026-01-24': 'weekday: a Saturday, as 01-04',
      '2026-01-25': 'weekday: a Sunday, as 01-04',
      '2026-01-26': 'tithi: Shukla Ashtami to 21:18, then the Rikta Navami; the table closes both (Ashwini to 12:33)',
      '2026-01-31': 'weekday: a Saturday, as 01-04',
    },
    extra: {},
    edges: {},
    windowsNotCompared: "AstroSage's windows are the day's favourable lagnas (two sessions a day), a rule the table does not have",
    shares: { listAccepted: 4 / 12, oursInList: 1 },
  },
  {
    activity: 'griha-pravesh',
    source: MYPANCHANG_SEATTLE_JAN_2017,
    place: SEATTLE,
    first: '2017-01-01',
    last: '2017-01-16',
    dates: {
      '2017-01-04': ['07:57', '14:00'],
      '2017-01-09': ['07:55', '2017-01-10 07:55'],
    },
    // The calendar keeps amanta Pausha (from the new moon of 2016-12-29), which Drik Panchang's lists close (rules.ts,
    // griha-pravesh): the table follows Drik, and rejects every day of the span.
    missing: {
      '2017-01-04': 'lunar_month: amanta Pausha, which Drik closes and this calendar keeps',
      '2017-01-09': 'lunar_month: amanta Pausha, as 01-04',
    },
    extra: {},
    edges: {},
    windowsNotCompared: MYPANCHANG_WINDOWS,
    // No day of ours in the span: the second share is 0 / 0.
    shares: { listAccepted: 0, oursInList: Number.NaN },
  },
  {
    activity: 'vehicle',
    source: MYPANCHANG_SEATTLE_JAN_2017,
    place: SEATTLE,
    first: '2017-01-01',
    last: '2017-01-16',
    dates: {
      '2017-01-02': ['07:57', '17:00'],
      '2017-01-04': ['07:57', '14:00'],
      '2017-01-16': ['10:00', '2017-01-17 07:51'],
    },
    missing: {
      '2017-01-04':
        "nakshatra and night: the calendar's day (07:57 to 14:00) is Uttara Bhadrapada, a dhruva nakshatra the table leaves " +
        "out (as 01-16); the table's only window, Revati from 03:14, begins after 21:00 (Drik Panchang's vehicle rule)",
      '2017-01-16':
        "nakshatra: Uttara Phalguni (from 09:47), a dhruva nakshatra, is not among the table's; the calendar keeps it " +
        '"after 10 AM", where Drik\'s Mumbai lists hold no Uttara Phalguni in 311 days (drik-mumbai.test.ts)',
    },
    extra: {
      '2017-01-05': 'none found: Revati in Shukla Ashtami, a Thursday',
      '2017-01-09': 'none found: Mrigashira from 18:26 in Shukla Trayodashi, a Monday (marked for griha pravesha)',
      '2017-01-11': 'none found: Punarvasu from 13:47, Purnima and Krishna Pratipada, a Wednesday',
      '2017-01-12': 'none found: Punarvasu and Pushya, Krishna Pratipada and Dwitiya, a Thursday (marked "shubha dina after 9 AM")',
    },
    edges: {},
    windowsNotCompared: MYPANCHANG_WINDOWS,
    shares: { listAccepted: 1 / 3, oursInList: 1 / 5 },
  },
  {
    activity: 'marriage',
    source: MYPANCHANG_SEATTLE_JAN_2017,
    place: SEATTLE,
    first: '2017-01-01',
    last: '2017-01-16',
    dates: {
      '2017-01-16': ['10:00', '2017-01-17 07:51'],
    },
    missing: {},
    extra: {
      '2017-01-14':
        'tithi: Magha in the Rikta Chaturthi from 22:09, the night of Makar Sankranti (the Sun left Dhanu, Kharmas, at 18:11 ' +
        "on 01-13); the table keeps the Rikta tithis for marriage as Drik Panchang's New Delhi list does (2026-12-12)",
      '2017-01-15': 'tithi: Magha to 09:13 in the Rikta Chaturthi (Sankashti), a Sunday, as 01-14',
    },
    edges: {},
    windowsNotCompared: MYPANCHANG_WINDOWS,
    shares: { listAccepted: 1, oursInList: 1 / 3 },
  },
];

describe('published lists, New Delhi and Seattle', () => {
  for (const list of LISTS) {
    const where = list.place?.name ?? 'New Delhi';
    test(`${list.activity} ${where} ${list.first}..${list.last}: ${Object.keys(list.dates).length} dates`, () => {
      // Printed times are read as IST (jdOf): another city's windows are not compared.
      assert.ok(list.place === undefined || list.windowsNotCompared !== undefined);
      const days = daysOf(list.activity, list.first, list.last, list.place);
      const ours = days.filter((d) => !d.rejected).map((d) => d.iso);
      const listed = Object.keys(list.dates);
      const missing = listed.filter((d) => !ours.includes(d));
      const extra = ours.filter((d) => !listed.includes(d));
      assert.deepEqual(missing, Object.keys(list.missing).sort(), `${list.activity}: listed dates rejected`);
      assert.deepEqual(extra, Object.keys(list.extra).sort(), `${list.activity}: accepted days not listed`);
      assert.equal((listed.length - missing.length) / listed.length, list.shares.listAccepted);
      assert.equal((ours.length - extra.length) / ours.length, list.shares.oursInList);

      // Each printed edge within 5 minutes of the nearest edge of ours, or explained.
      if (list.windowsNotCompared !== undefined) return;
      for (const [date, [start, end]] of Object.entries(list.dates)) {
        const day = days.find((d) => d.iso === date)!;
        if (day.rejected) continue;
        for (const [edge, printed] of [
          ['start', start],
          ['end', end],
        ] as const) {
          const jd = jdOf(date, printed);
          const edges = day.windows.map((w) => (edge === 'start' ? w.startJdUt : w.endJdUt));
          const nearest = Math.min(...edges.map((e) => Math.abs(e - jd))) * 1440;
          const why = list.edges[`${date} ${edge}`];
          if (why === undefined) assert.ok(nearest <= 5, `${list.activity} ${date} ${edge}: printed ${printed}, ours ${edges.map(hhmm)}`);
          else assert.ok(nearest > 5, `${date} ${edge}: explained as differing, but within 5 minutes`);
        }
      }
    });
  }
});

/**
 * A dates-only vehicle list for March to December 2026 (no windows, no city
 * named), read as New Delhi's: it is Drik Panchang's Mumbai list for those
 * months but for two days (test/reference/drik-muhurat-mumbai.ts). It holds
 * no day in Pitru Paksha (2026-09-26 22:19 to 10-10), where the table, before
 * `pitru_paksha`, kept four (09-27, 10-01, 10-02, 10-05).
 */
const TOI_VEHICLE_2026 = {
  source:
    'timesofindia.indiatimes.com/astrology/numerology-tarot/best-muhurat-to-buy-vehicles-in-2026-check-the-auspicious-' +
    'dates-month-wise/articleshow/129313925.cms (Times of India, "Best muhurat to buy vehicles in 2026: Check the ' +
    'auspicious dates month-wise", inputs by Karishma Tushar; March to December, dates only)',
  dates: {
    3: [1, 5, 6, 8, 9, 15, 16, 23, 25, 27],
    4: [1, 2, 3, 6, 12, 13, 20, 24, 29],
    5: [1, 4, 10, 11, 14],
    6: [17, 22, 24, 25],
    7: [2, 3, 5, 8, 12, 19, 24, 29, 30],
    8: [7, 9, 10, 16, 17, 20, 26, 27, 28, 31],
    9: [4, 6, 7, 13, 14, 16, 17, 24],
    10: [21, 22, 25, 28, 30],
    11: [1, 6, 25, 26, 29],
    12: [3, 4, 6, 13, 14, 20, 30, 31],
  } as Readonly<Record<number, readonly number[]>>,
  missing: {
    '2026-12-20':
      "nakshatra: Ashwini and Bharani all day, a Sunday; Drik's Mumbai list has 12-23 (Mrigashira, Purnima) instead, " +
      'which this one leaves out: a misprint of 23, it seems',
  },
  extra: {
    '2026-04-23': "none found: Punarvasu and Pushya from 20:49, as Shukla Ashtami begins; Drik's Mumbai list keeps it (Pushya, Ashtami)",
    '2026-12-23': "none found: Mrigashira in Purnima from 10:47, as Drik's Mumbai list (see 12-20)",
  },
  shares: { listAccepted: 72 / 73, oursInList: 72 / 74 },
};

test('vehicle, March to December 2026 (Times of India, dates only): both ways, none in Pitru Paksha', () => {
  const listed = Object.entries(TOI_VEHICLE_2026.dates).flatMap(([month, days]) =>
    days.map((d) => `2026-${month.padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  );
  assert.equal(listed.length, 73);
  const ours = daysOf('vehicle', '2026-03-01', '2026-12-31')
    .filter((d) => !d.rejected)
    .map((d) => d.iso);
  const missing = listed.filter((d) => !ours.includes(d));
  const extra = ours.filter((d) => !listed.includes(d));
  assert.deepEqual(missing, Object.keys(TOI_VEHICLE_2026.missing).sort());
  assert.deepEqual(extra, Object.keys(TOI_VEHICLE_2026.extra).sort());
  assert.equal((listed.length - missing.length) / listed.length, TOI_VEHICLE_2026.shares.listAccepted);
  assert.equal((ours.length - extra.length) / ours.length, TOI_VEHICLE_2026.shares.oursInList);
  assert.deepEqual(
    ours.filter((d) => d >= '2026-09-26' && d <= '2026-10-10'),
    [],
    'no day of ours in Pitru Paksha',
  );
});

/**
 * The New Delhi lists pooled by activity, as docs/panchang.md gives them
 * ("Published lists", by activity): listed dates, those we accept, and our
 * accepted days (each list's `missing` and `extra` are checked above, so the
 * counts follow from them). The aim is 90% each way; the activities below
 * it are there with the rules that decide their differences.
 */
const POOLED_NEW_DELHI: Readonly<Partial<Record<MuhuratActivityId, { listed: number; accepted: number; ours: number }>>> = {
  namkaran: { listed: 15, accepted: 14, ours: 15 },
  annaprashan: { listed: 31, accepted: 29, ours: 37 },
  vehicle: { listed: 25, accepted: 25, ours: 33 },
  property: { listed: 19, accepted: 17, ours: 32 },
  karnavedha: { listed: 20, accepted: 6, ours: 6 },
  upanayana: { listed: 38, accepted: 23, ours: 40 },
};

test('the New Delhi lists pooled by activity: the shares the docs give', () => {
  for (const [activity, expected] of Object.entries(POOLED_NEW_DELHI)) {
    const lists = LISTS.filter((l) => l.activity === activity && l.place === undefined);
    assert.ok(lists.length >= 2, `${activity}: ${lists.length} lists`);
    let listed = 0;
    let accepted = 0;
    let ours = 0;
    for (const l of lists) {
      const n = Object.keys(l.dates).length;
      const kept = n - Object.keys(l.missing).length;
      listed += n;
      accepted += kept;
      ours += kept + Object.keys(l.extra).length;
    }
    assert.deepEqual({ listed, accepted, ours }, expected, activity);
  }
});

/**
 * Drik Panchang's printed marriage windows (New Delhi, November and December
 * 2026, test/reference/drik-muhurat.ts): every edge that a panchang boundary
 * draws is within 5 minutes of ours; the others are where the service's
 * jamitra rule (a graha in the 7th from the lagna) closes time Drik's windows
 * keep, since Drik does not narrow its windows by the lagna.
 */
test("marriage 2026: Drik's printed windows, each edge within 5 minutes or narrowed by the lagna", () => {
  const days = daysOf('marriage', '2026-11-20', '2026-12-13');
  const printed = MUHURAT_REFERENCE.filter((r) => r.activity === 'marriage' && r.windows !== undefined);
  assert.equal(printed.length, 11);
  let within = 0;
  let lagna = 0;
  let late = 0;
  for (const r of printed) {
    const day = days.find((d) => d.iso === r.date)!;
    assert.ok(!day.rejected, r.date);
    for (const w of r.windows!) {
      const [ps, pe] = [jdOf(r.date, w.start), jdOf(r.date, w.end)];
      const inside = day.windows.map((x, i) => ({ x, b: day.bounds[i]! })).filter(({ x }) => x.endJdUt > ps && x.startJdUt < pe);
      assert.ok(inside.length > 0, `${r.date}: no window of ours inside Drik's ${w.start}-${w.end}`);
      const first = inside[0]!;
      const last = inside[inside.length - 1]!;
      for (const [ours, theirs, bound] of [
        [first.x.startJdUt, ps, first.b.start],
        [last.x.endJdUt, pe, last.b.end],
      ] as const) {
        const minutes = Math.abs(ours - theirs) * 1440;
        if (minutes <= 5) within += 1;
        else if (r.date === '2026-11-21' && theirs === pe) {
          // Gandanta: Revati's last pada begins at 00:13 by the engine (its nakshatra ends agree with Drik's within a
          // minute elsewhere); Drik's window ends at 00:08, about 5.5 minutes earlier. The one edge beyond 5 minutes.
          assert.ok(bound.some((b) => b.rule === 'gandanta') && minutes < 7, `${minutes} minutes`);
          late += 1;
        } else {
          // Narrowed inward by the lagna, never widened.
          assert.ok(
            bound.some((b) => b.rule === 'lagna'),
            `${r.date}: ${hhmm(ours)} vs Drik ${hhmm(theirs)}, bounded by ${bound.map((b) => b.rule)}`,
          );
          assert.ok(theirs === ps ? ours > theirs : ours < theirs, r.date);
          lagna += 1;
        }
      }
    }
  }
  // 12 windows, 24 edges: 17 within 5 minutes, 6 narrowed by the lagna (11-24 end, 11-25 and 11-26 start and end, 12-05
  // start), 1 gandanta edge 5.5 minutes late (11-21 end).
  assert.deepEqual({ within, lagna, late }, { within: 17, lagna: 6, late: 1 });
});
