/**
 * More of Drik Panchang's printed times, for the fit of issue 37 across
 * epochs (drik-times.ts holds 1995, 2026 and 2045): four New Delhi day pages
 * of 2020, 2022 and 2025 (Drik's Bengali Daily Panjika, which prints the same
 * panchang block as its day page), one Buddh Gaya page of 2026 (Drik's
 * ISKCON Detailed Day Panchang) and the "Dwadashi End Moment" of Drik's 2027
 * New Delhi Ekadashi pages. Nothing here is computed by this project.
 *
 * Sources:
 * - Day pages: the page named in `url`, as stored in the public web archive
 *   the project's reference search reads (read 2026-11-28); the same pages
 *   test/golden/panchang/drik-panchang.json cites. Times are transcribed as
 *   the page prints them ('hh:mm AM'; 'hh:mm AM , Mon DD' for another date:
 *   the page prints 'hh:mm AM, Mon DD', the comma spaced as drik-times.ts
 *   writes it), IST.
 * - Dwadashi ends 2027: Drik's Ekadashi pages
 *   (https://www.drikpanchang.com/ekadashis/<name>/<name>-ekadashi-date-time.html?year=2027&geoname-id=1261481),
 *   read on 2026-10-05 by the public project github.com/gerimantas/VedaCal
 *   (tests/fixtures/parana/new-delhi-2027.json, field `note`: "Dwadashi End
 *   Moment - hh:mm AM" on the parana day `paranaDay`). Only the Dwadashi end
 *   is a boundary; the "Hari Vasara End Moment" notes (a quarter of Dwadashi)
 *   are left out.
 */

export type DrikMorePlace = 'new-delhi' | 'buddh-gaya';

export interface DrikMoreDayPage {
  place: DrikMorePlace;
  /** YYYY-MM-DD: the page's civil date. */
  date: string;
  /** IST. */
  utcOffsetMinutes: 330;
  url: string;
  sunrise: string;
  sunset: string;
  moonrise: string;
  moonset: string;
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

/** New Delhi as in drik-times.ts (GeoNames 1261481); Buddh Gaya as test/golden/panchang/drik-panchang.json. */
export const DRIK_MORE_PLACES: Record<DrikMorePlace, { latitude: number; longitude: number }> = {
  'new-delhi': { latitude: 28.63576, longitude: 77.22445 },
  'buddh-gaya': { latitude: 24.6961, longitude: 84.9869 },
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
