/**
 * More of Drik Panchang's printed times, for the fit of issue 37 across
 * epochs (drik-times.ts holds 1995, 2026 and 2045): four New Delhi day pages
 * of 2020, 2022 and 2025 (Drik's Bengali Daily Panjika, which prints the same
 * panchang block as its day page), one Buddh Gaya page of 2026 (Drik's
 * ISKCON Detailed Day Panchang), thirteen New York day pages of 2026 (the
 * dates of drik-times.ts's New Delhi pages less 8 March, when New York's
 * clocks change) and the "Dwadashi End Moment" of Drik's 2027 New Delhi
 * Ekadashi pages. Nothing here is computed by this project.
 *
 * Sources:
 * - Day pages: the page named in `url`, as stored in the public web archive
 *   the project's reference search reads (read 2026-11-28); the same pages
 *   test/golden/panchang/drik-panchang.json cites. Times are transcribed as
 *   the page prints them ('hh:mm AM'; 'hh:mm AM , Mon DD' for another date:
 *   the page prints 'hh:mm AM, Mon DD', the comma spaced as drik-times.ts
 *   writes it), IST.
 * - New York 2026: Drik's day pages
 *   (https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=DD/MM/YYYY),
 *   read on 2026-10-04 (May and June: 2026-10-05) by the public project
 *   github.com/gerimantas/VedaCal (tests/fixtures/drik/new-york-<date>.json,
 *   field `raw`: the page's text), transcribed as drik-times.ts transcribes
 *   the other cities' pages; "Full Night" ends are left out.
 * - Dwadashi ends 2027: Drik's Ekadashi pages
 *   (https://www.drikpanchang.com/ekadashis/<name>/<name>-ekadashi-date-time.html?year=2027&geoname-id=1261481),
 *   read on 2026-10-05 by the public project github.com/gerimantas/VedaCal
 *   (tests/fixtures/parana/new-delhi-2027.json, field `note`: "Dwadashi End
 *   Moment - hh:mm AM" on the parana day `paranaDay`). Only the Dwadashi end
 *   is a boundary; the "Hari Vasara End Moment" notes (a quarter of Dwadashi)
 *   are left out.
 */

export type DrikMorePlace = 'new-delhi' | 'buddh-gaya' | 'new-york';

export interface DrikMoreDayPage {
  place: DrikMorePlace;
  /** YYYY-MM-DD: the page's civil date. */
  date: string;
  /** The place's offset that day: IST +330; New York EDT -240, EST -300. */
  utcOffsetMinutes: number;
  url: string;
  sunrise: string;
  sunset: string;
  moonrise: string;
  /** null where the page prints "No Moonset". */
  moonset: string | null;
  tithiEnds: string[];
  karanaEnds: string[];
  nakshatraEnds: string[];
  padaEnds: string[];
  yogaEnds: string[];
  moonSignEnds: string[];
  /** "Surya Nakshatra" and "Surya Pada" ends: the sidereal Sun's. */
  suryaPadaEnds: string[];
  /** "Dinamana", HH:MM:SS. */
  dinamana: string;
}

/** New Delhi and New York as in drik-times.ts (GeoNames 1261481, 5128581); Buddh Gaya as test/golden/panchang/drik-panchang.json. */
export const DRIK_MORE_PLACES: Record<DrikMorePlace, { latitude: number; longitude: number }> = {
  'new-delhi': { latitude: 28.63576, longitude: 77.22445 },
  'buddh-gaya': { latitude: 24.6961, longitude: 84.9869 },
  'new-york': { latitude: 40.71427, longitude: -74.00597 },
};

export const DRIK_MORE_DAY_PAGES: DrikMoreDayPage[] = [
  {
    place: 'new-delhi',
    date: '2020-12-31',
    utcOffsetMinutes: 330,
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=31/12/2020',
    sunrise: '07:14 AM',
    sunset: '05:35 PM',
    moonrise: '06:42 PM',
    moonset: '08:12 AM',
    tithiEnds: ['09:30 AM'],
    karanaEnds: ['09:30 AM', '09:35 PM'],
    nakshatraEnds: ['07:49 PM'],
    padaEnds: ['07:26 AM', '01:38 PM', '07:49 PM', '01:58 AM , Jan 01'],
    yogaEnds: ['02:52 PM'],
    moonSignEnds: ['01:38 PM'],
    suryaPadaEnds: ['06:31 AM , Jan 01'],
    dinamana: '10:21:09',
  },
  {
    place: 'new-delhi',
    date: '2022-01-24',
    utcOffsetMinutes: 330,
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=24/01/2022',
    sunrise: '07:13 AM',
    sunset: '05:54 PM',
    moonrise: '11:55 PM',
    moonset: '11:08 AM',
    tithiEnds: ['08:43 AM'],
    karanaEnds: ['08:43 AM', '08:19 PM'],
    nakshatraEnds: ['11:15 AM'],
    padaEnds: ['11:15 AM', '05:13 PM', '11:08 PM', '05:02 AM , Jan 25'],
    yogaEnds: ['11:12 AM'],
    moonSignEnds: ['11:08 PM'],
    // Surya Nakshatra "Uttara Ashadha upto 10:33 AM" and Surya Pada (its fourth pada) "upto 10:33 AM": one moment.
    suryaPadaEnds: ['10:33 AM'],
    dinamana: '10:40:38',
  },
  {
    place: 'new-delhi',
    date: '2022-01-26',
    utcOffsetMinutes: 330,
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=26/01/2022',
    sunrise: '07:12 AM',
    sunset: '05:55 PM',
    moonrise: '02:03 AM , Jan 27',
    moonset: '12:18 PM',
    tithiEnds: ['04:34 AM , Jan 27'],
    karanaEnds: ['05:33 PM', '04:34 AM , Jan 27'],
    nakshatraEnds: ['10:07 AM'],
    padaEnds: ['10:07 AM', '03:50 PM', '09:32 PM', '03:13 AM , Jan 27'],
    yogaEnds: ['04:09 AM , Jan 27'],
    moonSignEnds: ['03:13 AM , Jan 27'],
    suryaPadaEnds: [],
    dinamana: '10:43:02',
  },
  {
    place: 'new-delhi',
    date: '2025-11-22',
    utcOffsetMinutes: 330,
    url: 'https://www.drikpanchang.com/bengali/bengali-day-panjika.html?date=22/11/2025',
    sunrise: '06:49 AM',
    sunset: '05:25 PM',
    moonrise: '08:39 AM',
    moonset: '06:44 PM',
    tithiEnds: ['05:11 PM'],
    karanaEnds: ['05:11 PM', '06:19 AM , Nov 23'],
    nakshatraEnds: ['04:47 PM'],
    padaEnds: ['10:05 AM', '04:47 PM', '11:28 PM', '06:09 AM , Nov 23'],
    yogaEnds: ['11:30 AM'],
    moonSignEnds: ['04:47 PM'],
    suryaPadaEnds: ['04:16 AM , Nov 23'],
    dinamana: '10:35:41',
  },
  {
    place: 'buddh-gaya',
    date: '2026-09-28',
    utcOffsetMinutes: 330,
    url: 'https://www.drikpanchang.com/iskcon/panchang/iskcon-detailed-day-panchang.html?date=28%2F09%2F2026',
    sunrise: '05:41 AM',
    sunset: '05:40 PM',
    moonrise: '06:33 PM',
    moonset: '07:03 AM',
    tithiEnds: ['07:13 PM'],
    karanaEnds: ['08:08 AM', '07:13 PM'],
    nakshatraEnds: ['10:16 AM'],
    padaEnds: ['10:16 AM', '03:59 PM', '09:41 PM', '03:23 AM , Sep 29'],
    yogaEnds: ['08:54 AM'],
    moonSignEnds: ['10:16 AM'],
    suryaPadaEnds: [],
    dinamana: '11:59:38',
  },
  {
    place: 'new-york',
    date: '2026-03-29',
    utcOffsetMinutes: -240,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=29/03/2026',
    sunrise: '06:44 AM',
    sunset: '07:18 PM',
    moonrise: '04:00 PM',
    moonset: '05:28 AM , Mar 30',
    tithiEnds: ['09:39 PM'],
    karanaEnds: ['09:55 AM', '09:39 PM'],
    nakshatraEnds: ['05:18 AM , Mar 30'],
    padaEnds: ['11:08 AM', '05:10 PM', '11:13 PM', '05:18 AM , Mar 30'],
    yogaEnds: ['08:50 AM'],
    moonSignEnds: [],
    suryaPadaEnds: [],
    dinamana: '12:33:18',
  },
  {
    place: 'new-york',
    date: '2026-05-10',
    utcOffsetMinutes: -240,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=10/05/2026',
    sunrise: '05:44 AM',
    sunset: '08:02 PM',
    moonrise: '02:51 AM , May 11',
    moonset: '01:02 PM',
    tithiEnds: [],
    karanaEnds: ['05:51 PM'],
    nakshatraEnds: ['03:20 PM'],
    padaEnds: ['09:02 AM', '03:20 PM', '09:34 PM', '03:45 AM , May 11'],
    yogaEnds: ['04:39 PM'],
    moonSignEnds: [],
    suryaPadaEnds: [],
    dinamana: '14:17:32',
  },
  {
    place: 'new-york',
    date: '2026-05-25',
    utcOffsetMinutes: -240,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=25/05/2026',
    sunrise: '05:31 AM',
    sunset: '08:16 PM',
    moonrise: '03:03 PM',
    moonset: '02:42 AM , May 26',
    tithiEnds: ['07:40 PM'],
    karanaEnds: ['07:16 AM', '07:40 PM'],
    nakshatraEnds: ['06:38 PM'],
    padaEnds: ['05:55 AM', '12:16 PM', '06:38 PM', '01:03 AM , May 26'],
    yogaEnds: ['05:45 PM'],
    moonSignEnds: [],
    suryaPadaEnds: ['06:14 AM'],
    dinamana: '14:44:42',
  },
  {
    place: 'new-york',
    date: '2026-06-08',
    utcOffsetMinutes: -240,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=08/06/2026',
    sunrise: '05:25 AM',
    sunset: '08:26 PM',
    moonrise: '01:37 AM , Jun 09',
    moonset: '01:02 PM',
    tithiEnds: ['05:53 PM'],
    karanaEnds: ['05:59 AM', '05:53 PM'],
    nakshatraEnds: ['12:09 AM , Jun 09'],
    padaEnds: ['05:51 AM', '12:00 PM', '06:06 PM', '12:09 AM , Jun 09'],
    yogaEnds: ['10:48 PM'],
    moonSignEnds: ['06:06 PM'],
    suryaPadaEnds: [],
    dinamana: '15:00:49',
  },
  {
    place: 'new-york',
    date: '2026-06-21',
    utcOffsetMinutes: -240,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=21/06/2026',
    sunrise: '05:25 AM',
    sunset: '08:31 PM',
    moonrise: '12:54 PM',
    moonset: '12:46 AM , Jun 22',
    tithiEnds: ['05:50 AM'],
    karanaEnds: ['05:50 AM', '05:54 PM'],
    nakshatraEnds: ['12:52 AM , Jun 22'],
    padaEnds: ['06:10 AM', '12:21 PM', '06:35 PM', '12:52 AM , Jun 22'],
    yogaEnds: ['01:01 AM , Jun 22'],
    moonSignEnds: ['06:10 AM'],
    suryaPadaEnds: ['03:02 AM , Jun 22'],
    dinamana: '15:05:44',
  },
  {
    place: 'new-york',
    date: '2026-10-02',
    utcOffsetMinutes: -240,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=02/10/2026',
    sunrise: '06:54 AM',
    sunset: '06:36 PM',
    moonrise: '10:47 PM',
    moonset: '01:46 PM',
    tithiEnds: ['10:29 PM'],
    karanaEnds: ['11:36 AM', '10:29 PM'],
    nakshatraEnds: ['05:25 PM'],
    padaEnds: ['11:47 AM', '05:25 PM', '11:03 PM', '04:41 AM , Oct 03'],
    yogaEnds: ['08:48 AM', '05:51 AM , Oct 03'],
    moonSignEnds: [],
    suryaPadaEnds: [],
    dinamana: '11:42:40',
  },
  {
    place: 'new-york',
    date: '2026-10-04',
    utcOffsetMinutes: -240,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=04/10/2026',
    sunrise: '06:56 AM',
    sunset: '06:33 PM',
    moonrise: '01:13 AM , Oct 05',
    moonset: '03:25 PM',
    tithiEnds: ['06:23 PM'],
    karanaEnds: ['07:21 AM', '06:23 PM', '05:28 AM , Oct 05'],
    nakshatraEnds: ['02:43 PM'],
    padaEnds: ['09:01 AM', '02:43 PM', '08:26 PM', '02:10 AM , Oct 05'],
    yogaEnds: ['12:21 AM , Oct 05'],
    moonSignEnds: ['09:01 AM'],
    suryaPadaEnds: [],
    dinamana: '11:37:20',
  },
  {
    place: 'new-york',
    date: '2026-10-06',
    utcOffsetMinutes: -240,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=06/10/2026',
    sunrise: '06:58 AM',
    sunset: '06:30 PM',
    moonrise: '03:40 AM , Oct 07',
    moonset: '04:29 PM',
    tithiEnds: ['03:04 PM'],
    karanaEnds: ['03:04 PM', '02:23 AM , Oct 07'],
    nakshatraEnds: ['12:47 PM'],
    padaEnds: ['06:59 AM', '12:47 PM', '06:36 PM', '12:26 AM , Oct 07', '06:18 AM , Oct 07'],
    yogaEnds: ['07:30 PM'],
    moonSignEnds: ['12:47 PM'],
    suryaPadaEnds: [],
    dinamana: '11:32:01',
  },
  {
    place: 'new-york',
    date: '2026-10-10',
    utcOffsetMinutes: -240,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=10/10/2026',
    sunrise: '07:02 AM',
    sunset: '06:23 PM',
    moonrise: '07:06 AM',
    moonset: '06:02 PM',
    tithiEnds: ['11:49 AM'],
    karanaEnds: ['11:49 AM', '11:51 PM'],
    nakshatraEnds: ['12:12 PM'],
    padaEnds: ['12:12 PM', '06:22 PM', '12:34 AM , Oct 11', '06:47 AM , Oct 11'],
    yogaEnds: ['12:32 PM'],
    moonSignEnds: ['12:34 AM , Oct 11'],
    suryaPadaEnds: ['04:56 PM'],
    dinamana: '11:21:26',
  },
  {
    place: 'new-york',
    date: '2026-10-18',
    utcOffsetMinutes: -240,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=18/10/2026',
    sunrise: '07:11 AM',
    sunset: '06:11 PM',
    moonrise: '02:37 PM',
    moonset: '11:53 PM',
    tithiEnds: ['01:21 AM , Oct 19'],
    karanaEnds: ['12:12 PM', '01:21 AM , Oct 19'],
    nakshatraEnds: ['06:08 AM , Oct 19'],
    padaEnds: ['10:03 AM', '04:46 PM', '11:28 PM', '06:08 AM , Oct 19'],
    yogaEnds: ['02:26 PM'],
    moonSignEnds: ['10:03 AM'],
    suryaPadaEnds: [],
    dinamana: '11:00:34',
  },
  {
    place: 'new-york',
    date: '2026-10-25',
    utcOffsetMinutes: -240,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=25/10/2026',
    sunrise: '07:18 AM',
    sunset: '06:01 PM',
    moonrise: '05:31 PM',
    moonset: null,
    tithiEnds: ['12:11 AM , Oct 26'],
    karanaEnds: ['01:22 PM', '12:11 AM , Oct 26'],
    nakshatraEnds: ['09:52 AM'],
    padaEnds: ['09:52 AM', '03:29 PM', '09:04 PM', '02:38 AM , Oct 26'],
    yogaEnds: ['07:52 AM', '04:47 AM , Oct 26'],
    moonSignEnds: ['09:52 AM'],
    suryaPadaEnds: [],
    dinamana: '10:42:50',
  },
  {
    place: 'new-york',
    date: '2026-11-24',
    utcOffsetMinutes: -300,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=24/11/2026',
    sunrise: '06:53 AM',
    sunset: '04:32 PM',
    moonrise: '04:21 PM',
    moonset: '07:00 AM',
    tithiEnds: ['09:53 AM', '06:20 AM , Nov 25'],
    karanaEnds: ['09:53 AM', '08:07 PM', '06:20 AM , Nov 25'],
    nakshatraEnds: ['12:55 PM'],
    padaEnds: ['07:36 AM', '12:55 PM', '06:13 PM', '11:31 PM', '04:49 AM , Nov 25'],
    yogaEnds: ['01:30 AM , Nov 25'],
    moonSignEnds: [],
    suryaPadaEnds: [],
    dinamana: '09:38:41',
  },
  {
    place: 'new-york',
    date: '2026-12-21',
    utcOffsetMinutes: -300,
    url: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=21/12/2026',
    sunrise: '07:16 AM',
    sunset: '04:32 PM',
    moonrise: '02:06 PM',
    moonset: '05:47 AM , Dec 22',
    tithiEnds: ['03:53 AM , Dec 22'],
    karanaEnds: ['05:33 PM', '03:53 AM , Dec 22'],
    nakshatraEnds: ['12:15 AM , Dec 22'],
    padaEnds: ['08:06 AM', '01:31 PM', '06:54 PM', '12:15 AM , Dec 22', '05:35 AM , Dec 22'],
    yogaEnds: ['03:02 PM'],
    moonSignEnds: ['08:06 AM'],
    suryaPadaEnds: [],
    dinamana: '09:15:15',
  },
];

export interface DrikDwadashiEnd {
  place: 'new-delhi';
  /** The parana day (IST) and the printed "Dwadashi End Moment", 24-hour. */
  local: string;
  ekadashi: string;
  url: string;
}

const EKADASHI_URL = (slug: string): string =>
  `https://www.drikpanchang.com/ekadashis/${slug}-ekadashi-date-time.html?year=2027&geoname-id=1261481`;

/** 'hh:mm AM' notes turned into 24-hour local time: a change of notation. */
export const DRIK_DWADASHI_ENDS_2027: DrikDwadashiEnd[] = [
  ['2027-01-04 18:15', 'Saphala', 'saphala/saphala'],
  ['2027-02-03 13:50', 'Shattila', 'shattila/shattila'],
  ['2027-02-18 14:27', 'Jaya', 'jaya/jaya'],
  ['2027-03-05 09:53', 'Vijaya', 'vijaya/vijaya'],
  ['2027-04-18 07:42', 'Kamada', 'kamada/kamada'],
  ['2027-05-03 20:03', 'Varuthini', 'varuthini/varuthini'],
  ['2027-05-17 16:28', 'Mohini', 'mohini/mohini'],
  ['2027-06-02 08:28', 'Apara', 'apara/apara'],
  ['2027-07-01 18:14', 'Yogini', 'yogini/yogini'],
  ['2027-07-15 14:40', 'Devshayani', 'devshayani/devshayani'],
  ['2027-08-29 09:35', 'Aja', 'aja/aja'],
  ['2027-09-12 22:12', 'Parsva', 'parivartini/parivartini'],
  ['2027-09-27 16:55', 'Indira', 'indira/indira'],
  ['2027-10-12 16:13', 'Papankusha', 'papankusha/papankusha'],
  ['2027-11-11 10:07', 'Devutthana', 'prabodhini/prabodhini'],
  ['2027-11-25 10:50', 'Utpanna', 'utpanna/utpanna'],
].map(([local, ekadashi, slug]) => ({ place: 'new-delhi' as const, local: local!, ekadashi: ekadashi!, url: EKADASHI_URL(slug!) }));

/** The UTC instant (ms) of the start of a 'YYYY-MM-DD HH:MM' IST minute. */
export function istUtcMs(local: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(local);
  if (!m) throw new Error(`unreadable time '${local}'`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) - 330 * 60_000;
}
