/**
 * Drik Panchang's New Delhi muhurat lists beyond drik-muhurat.ts: vehicle
 * purchase and property, July to December 2026, every date Drik lists in that
 * span, its marriage list of 2026 as a third copy of the one
 * drik-muhurat.ts holds, and its whole marriage list of 2027 with windows.
 * Nothing here is computed by this project; the dates are Drik's as public
 * projects read them.
 *
 * Source: drikpanchang.com's shubh-dates pages for New Delhi, "fetched
 * 2026-07-16", transcribed by github.com/shivinexus-tech/ganak in
 * validation/muhurat-anchors.cjs (commit 2694edb4): "Drik Panchang 2026 New
 * Delhi anchors (drikpanchang.com shubh-dates, fetched 2026-07-16)", each
 * list with the span it covers (vehicle and property from 2026-07-01 to
 * 12-31, marriage the whole year). The file names the category, not the page:
 * Drik's property page is property-registration-auspicious-dates.html, which
 * replaced its property-purchase page (github.com/ishankgupta95/panchang
 * names the one slug in place of the other). Its marriage dates are Drik's 59
 * of drik-muhurat.ts, date for date, which vouches for the transcription
 * (checked by test/unit/muhurat/drik-more.test.ts).
 *
 * A date is Drik's Hindu day (sunrise to sunrise) named by the civil date it
 * starts on. Windows were not transcribed.
 *
 * Marriage 2027, New Delhi, the whole year (96 dates, 79 with Drik's windows,
 * nakshatras and tithis): drikpanchang.com's 2027 marriage page as a public
 * project's data file stored it, read on 2026-09-26 (GitHub code index id
 * 70597979164; its NORTH_CONFIRMED list, and the days of NORTH_SOME it marks
 * "drik"). The same file's November-December 2026 windows are drik-muhurat.ts
 * MARRIAGE_2026_DETAIL. Its 96 dates are Drik's Mumbai 2027 list
 * (drik-muhurat-mumbai.ts) but for one day each way, which vouches for it.
 */

export type DrikMoreActivity = 'vehicle' | 'property' | 'marriage';

export interface DrikMoreList {
  activity: DrikMoreActivity;
  place: 'new-delhi';
  year: number;
  /** The span the list covers completely, YYYY-MM-DD, both ends included. */
  first: string;
  last: string;
  dates: readonly string[];
  source: string;
}

export const GANAK_DRIK_2026_SOURCE =
  'drikpanchang.com/shubh-dates (New Delhi, 2026), fetched 2026-07-16 and transcribed by github.com/shivinexus-tech/ganak, ' +
  'validation/muhurat-anchors.cjs (commit 2694edb4): "Drik Panchang 2026 New Delhi anchors"';

/** 'MM-DD DD DD ...' rows, one a month, to YYYY-MM-DD dates. */
function monthRows(year: number, rows: readonly string[]): string[] {
  return rows.flatMap((row) => {
    const [month, ...days] = row.split(' ');
    return days.map((d) => `${year}-${month}-${d.padStart(2, '0')}`);
  });
}

/** Vehicle purchase, New Delhi, 2026-07-01 to 12-31: 45 dates. */
export const DRIK_VEHICLE_2026_H2: DrikMoreList = {
  activity: 'vehicle',
  place: 'new-delhi',
  year: 2026,
  first: '2026-07-01',
  last: '2026-12-31',
  dates: monthRows(2026, [
    '07 02 03 05 08 12 19 24 29 30',
    '08 07 09 10 16 17 20 26 27 28 31',
    '09 04 06 07 13 14 16 17 24',
    '10 21 22 25 28 30',
    '11 01 06 25 26 29',
    '12 03 04 06 13 14 23 30 31',
  ]),
  source: GANAK_DRIK_2026_SOURCE,
};

/** Property, New Delhi, 2026-07-01 to 12-31: 35 dates, every one a Thursday or a Friday. */
export const DRIK_PROPERTY_2026_H2: DrikMoreList = {
  activity: 'property',
  place: 'new-delhi',
  year: 2026,
  first: '2026-07-01',
  last: '2026-12-31',
  dates: monthRows(2026, [
    '07 16 17 23 24',
    '08 13 14 20 21 28',
    '09 04 10 11 17 18 25',
    '10 01 02 08 16 22 23 29 30',
    '11 12 13 19 20 26 27',
    '12 10 11 17 18 24 25',
  ]),
  source: GANAK_DRIK_2026_SOURCE,
};

/** Marriage, New Delhi, the whole of 2026: 59 dates (drik-muhurat.ts holds the same from two other copies). */
export const DRIK_MARRIAGE_2026_GANAK: DrikMoreList = {
  activity: 'marriage',
  place: 'new-delhi',
  year: 2026,
  first: '2026-01-01',
  last: '2026-12-31',
  dates: monthRows(2026, [
    '02 05 06 08 10 12 14 19 20 21 24 25 26',
    '03 02 03 04 07 08 09 11 12',
    '04 15 20 21 25 26 27 28 29',
    '05 01 03 05 06 07 08 13 14',
    '06 21 22 23 24 25 26 27 29',
    '07 01 06 07 11',
    '11 21 24 25 26',
    '12 02 03 04 05 06 11 12',
  ]),
  source: GANAK_DRIK_2026_SOURCE,
};

export const DRIK_MARRIAGE_2027_SOURCE =
  'drikpanchang.com/shubh-dates/shubh-marriage-dates-with-muhurat.html?year=2027 (New Delhi), read on 2026-09-26 and ' +
  "stored in a public project's data file (GitHub code index id 70597979164: NORTH_CONFIRMED, the days with Drik's " +
  'windows, nakshatras and tithis, and the days of NORTH_SOME it marks "drik"), the copy drik-muhurat.ts cites for ' +
  "Drik's November-December 2026 windows";

/** A listed day with the windows (New Delhi IST, as drik-muhurat.ts writes them), nakshatras and tithis Drik prints. */
export interface DrikWindowDay {
  date: string;
  windows: readonly { start: string; end: string }[];
  nakshatra: readonly string[];
  tithi: readonly string[];
}

/**
 * Marriage, New Delhi, 2027: the 79 days the copy keeps with Drik's windows.
 * Windows are 'HH:MM' on the day's date or 'YYYY-MM-DD HH:MM' after midnight.
 */
export const DRIK_MARRIAGE_2027_WINDOWS: readonly DrikWindowDay[] = ([
  ['2027-01-15', [['07:15', '14:13']], ['Revati'], ['Saptami']],
  ['2027-01-18', [['21:05', '21:12']], ['Rohini', 'Krittika'], ['Ekadashi']],
  ['2027-01-19', [['07:49', '2027-01-20 07:14']], ['Rohini', 'Mrigashira'], ['Dwadashi', 'Trayodashi']],
  ['2027-01-24', [['10:20', '21:29']], ['Magha'], ['Tritiya']],
  ['2027-01-26', [['20:18', '2027-01-27 07:12']], ['Uttara Phalguni', 'Hasta'], ['Panchami', 'Shashthi']],
  ['2027-01-27', [['07:12', '23:56']], ['Hasta'], ['Shashthi']],
  ['2027-01-31', [['07:10', '19:34']], ['Anuradha'], ['Dashami']],
  ['2027-02-02', [['17:47', '2027-02-03 07:08']], ['Mula'], ['Dwadashi']],
  ['2027-02-03', [['07:08', '12:26']], ['Mula'], ['Dwadashi']],
  ['2027-02-10', [['07:04', '14:45'], ['2027-02-11 03:04', '2027-02-11 07:03']], ['Uttara Bhadrapada', 'Revati'], ['Chaturthi', 'Panchami']],
  ['2027-02-11', [['07:03', '23:30']], ['Revati'], ['Panchami']],
  ['2027-02-22', [['11:54', '2027-02-23 06:53']], ['Uttara Phalguni'], ['Dwitiya', 'Tritiya']],
  ['2027-02-25', [['09:32', '2027-02-26 06:50']], ['Swati'], ['Panchami', 'Shashthi']],
  ['2027-02-27', [['22:08', '2027-02-28 06:48']], ['Anuradha'], ['Ashtami']],
  ['2027-02-28', [['06:48', '13:47']], ['Anuradha'], ['Ashtami']],
  ['2027-03-01', [['23:12', '2027-03-02 06:46']], ['Mula'], ['Navami', 'Dashami']],
  ['2027-03-02', [['06:46', '15:24']], ['Mula'], ['Dashami']],
  ['2027-03-03', [['2027-03-04 01:06', '2027-03-04 06:44']], ['Uttara Ashadha'], ['Ekadashi']],
  ['2027-03-04', [['06:44', '2027-03-05 01:35']], ['Uttara Ashadha'], ['Dwadashi']],
  ['2027-03-09', [['09:58', '2027-03-10 06:37']], ['Uttara Bhadrapada'], ['Pratipada', 'Dwitiya']],
  ['2027-03-10', [['06:37', '2027-03-11 05:13']], ['Uttara Bhadrapada', 'Revati'], ['Dwitiya', 'Tritiya']],
  ['2027-03-14', [['17:10', '2027-03-15 06:31']], ['Rohini'], ['Saptami']],
  ['2027-04-18', [['06:05', '21:58']], ['Uttara Phalguni'], ['Dwadashi', 'Trayodashi']],
  ['2027-04-19', [['19:44', '2027-04-20 04:40']], ['Hasta'], ['Chaturdashi']],
  ['2027-04-21', [['16:10', '2027-04-22 04:43']], ['Swati'], ['Pratipada', 'Dwitiya']],
  ['2027-04-23', [['14:13', '15:53'], ['2027-04-24 04:20', '2027-04-24 05:47']], ['Anuradha'], ['Tritiya', 'Chaturthi']],
  ['2027-04-25', [['15:35', '2027-04-26 05:45']], ['Mula'], ['Panchami']],
  ['2027-04-26', [['05:45', '11:29']], ['Mula'], ['Panchami', 'Shashthi']],
  ['2027-04-27', [['23:13', '2027-04-28 05:43']], ['Uttara Ashadha'], ['Saptami']],
  ['2027-04-28', [['05:43', '17:30']], ['Uttara Ashadha'], ['Saptami', 'Ashtami']],
  ['2027-05-04', [['16:14', '19:30']], ['Revati'], ['Trayodashi']],
  ['2027-05-07', [['23:42', '2027-05-08 05:35']], ['Rohini'], ['Dwitiya']],
  ['2027-05-09', [['05:35', '19:42']], ['Mrigashira'], ['Tritiya', 'Chaturthi']],
  ['2027-05-13', [['19:26', '2027-05-14 05:31']], ['Magha'], ['Ashtami', 'Navami']],
  ['2027-05-15', [['12:00', '2027-05-16 05:30']], ['Uttara Phalguni'], ['Dashami', 'Ekadashi']],
  ['2027-05-16', [['2027-05-17 02:43', '2027-05-17 05:29']], ['Hasta'], ['Dwadashi']],
  ['2027-05-17', [['05:29', '11:29']], ['Hasta'], ['Dwadashi']],
  ['2027-05-18', [['23:55', '2027-05-19 05:28']], ['Swati'], ['Chaturdashi']],
  ['2027-05-19', [['05:28', '12:19']], ['Swati'], ['Chaturdashi']],
  ['2027-05-20', [['22:26', '2027-05-21 05:27']], ['Anuradha'], ['Pratipada']],
  ['2027-05-21', [['05:27', '14:51']], ['Anuradha'], ['Pratipada']],
  ['2027-05-22', [['23:27', '2027-05-23 05:27']], ['Mula'], ['Tritiya']],
  ['2027-05-23', [['05:27', '07:41']], ['Mula'], ['Tritiya']],
  ['2027-05-24', [['22:07', '2027-05-25 05:26']], ['Uttara Ashadha'], ['Panchami']],
  ['2027-05-25', [['05:26', '2027-05-26 01:12']], ['Uttara Ashadha'], ['Panchami']],
  ['2027-05-30', [['11:32', '21:54']], ['Uttara Bhadrapada'], ['Dashami']],
  ['2027-05-31', [['10:02', '2027-06-01 05:24']], ['Uttara Bhadrapada', 'Revati'], ['Ekadashi']],
  ['2027-06-09', [['2027-06-10 01:26', '2027-06-10 05:23']], ['Magha'], ['Shashthi']],
  ['2027-06-10', [['05:23', '15:24']], ['Magha'], ['Shashthi', 'Saptami']],
  ['2027-06-11', [['17:27', '2027-06-12 05:23']], ['Uttara Phalguni'], ['Ashtami', 'Navami']],
  ['2027-06-12', [['05:23', '10:48']], ['Uttara Phalguni'], ['Navami']],
  ['2027-06-13', [['09:05', '16:59']], ['Hasta'], ['Dashami']],
  ['2027-06-15', [['06:46', '18:23']], ['Swati'], ['Dwadashi']],
  ['2027-06-16', [['19:44', '2027-06-17 05:23']], ['Anuradha'], ['Trayodashi', 'Chaturdashi']],
  ['2027-06-17', [['05:23', '21:30']], ['Anuradha'], ['Chaturdashi']],
  ['2027-06-19', [['06:18', '2027-06-20 02:12']], ['Mula'], ['Pratipada']],
  ['2027-06-20', [['2027-06-21 05:03', '2027-06-21 05:24']], ['Uttara Ashadha', 'Purva Ashadha'], ['Dwitiya']],
  ['2027-06-21', [['05:24', '23:50']], ['Uttara Ashadha'], ['Dwitiya', 'Tritiya']],
  ['2027-06-26', [['19:22', '2027-06-27 05:25']], ['Uttara Bhadrapada'], ['Saptami', 'Ashtami']],
  ['2027-06-27', [['05:25', '2027-06-28 05:26']], ['Uttara Bhadrapada', 'Revati'], ['Ashtami', 'Navami']],
  ['2027-06-28', [['05:26', '11:45']], ['Revati'], ['Navami']],
  ['2027-07-07', [['18:43', '23:58']], ['Magha'], ['Panchami']],
  ['2027-07-09', [['05:30', '18:16']], ['Uttara Phalguni'], ['Shashthi', 'Saptami']],
  ['2027-07-12', [['05:31', '23:56']], ['Swati'], ['Navami', 'Dashami']],
  ['2027-11-10', [['09:11', '23:40']], ['Uttara Bhadrapada'], ['Dwadashi']],
  ['2027-11-11', [['22:57', '2027-11-12 01:42']], ['Revati'], ['Trayodashi']],
  ['2027-11-15', [['15:21', '2027-11-16 06:00']], ['Rohini'], ['Dwitiya']],
  ['2027-11-16', [['06:44', '16:42'], ['2027-11-17 03:41', '2027-11-17 04:42']], ['Mrigashira'], ['Tritiya', 'Chaturthi']],
  ['2027-11-23', [['14:08', '2027-11-24 06:51']], ['Uttara Phalguni', 'Hasta'], ['Ekadashi']],
  ['2027-11-24', [['06:51', '18:53']], ['Hasta'], ['Ekadashi', 'Dwadashi']],
  ['2027-11-25', [['18:17', '2027-11-26 06:52']], ['Swati'], ['Trayodashi']],
  ['2027-11-29', [['2027-11-30 02:12', '2027-11-30 02:30']], ['Mula'], ['Dwitiya']],
  ['2027-12-02', [['13:43', '2027-12-03 02:29']], ['Uttara Ashadha'], ['Panchami']],
  ['2027-12-07', [['14:14', '2027-12-08 06:57']], ['Uttara Bhadrapada'], ['Navami', 'Dashami']],
  ['2027-12-08', [['2027-12-09 06:35', '2027-12-09 07:02']], ['Revati'], ['Ekadashi']],
  ['2027-12-09', [['07:02', '11:08']], ['Revati'], ['Ekadashi']],
  ['2027-12-12', [['16:41', '23:54']], ['Rohini'], ['Chaturdashi']],
  ['2027-12-13', [['10:49', '2027-12-14 07:05']], ['Rohini', 'Mrigashira'], ['Purnima', 'Pratipada']],
  ['2027-12-14', [['07:05', '13:24']], ['Mrigashira'], ['Pratipada']],
] as const).map(([date, windows, nakshatra, tithi]) => ({
  date,
  windows: windows.map(([start, end]) => ({ start, end })),
  nakshatra: [...nakshatra],
  tithi: [...tithi],
}));

/**
 * Marriage, New Delhi, the whole of 2027: 96 dates, the 79 above and 17 the
 * copy lists as Drik's without windows (it counts them "not confirmed" as no
 * second almanac lists them; they are Drik's all the same).
 */
export const DRIK_MARRIAGE_2027: DrikMoreList = {
  activity: 'marriage',
  place: 'new-delhi',
  year: 2027,
  first: '2027-01-01',
  last: '2027-12-31',
  dates: [
    ...DRIK_MARRIAGE_2027_WINDOWS.map((d) => d.date),
    ...monthRows(2027, ['01 20 30', '02 09 14 15 21 26', '04 24', '05 14', '06 01 05', '07 01 08 11', '11 20 21 26']),
  ].sort(),
  source: DRIK_MARRIAGE_2027_SOURCE,
};

export const DRIK_MORE_LISTS: readonly DrikMoreList[] = [
  DRIK_VEHICLE_2026_H2,
  DRIK_PROPERTY_2026_H2,
  DRIK_MARRIAGE_2026_GANAK,
  DRIK_MARRIAGE_2027,
];
