/**
 * Drik Panchang's day pages: the Godhuli muhurta and the "Anandadi and Tamil
 * Yoga" box (the Anandadi yogas and the Tamil yoga, Amrita, Siddha or Marana,
 * each "upto" the time it ends) for New Delhi, New York and Vilnius. Nothing
 * here is computed by this project.
 *
 * Source of every value: the page
 * https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=<id>&date=DD/MM/YYYY
 * (New Delhi 1261481, New York 5128581, Vilnius 593116), as read on
 * 2026-10-04 (May and June 2026 pages: 2026-10-05) and stored by the public
 * project github.com/gerimantas/VedaCal (tests/fixtures/drik/<place>-<date>.json,
 * field `raw`, the page's text: "Godhuli Muhurta", "Anandadi Yoga",
 * "Tamil Yoga"). Times are transcribed as printed, turned from 'hh:mm AM' to
 * 24-hour 'HH:MM' (a '+1' suffix where the page adds the next day's date):
 * a change of notation only.
 *
 * Also here: two published weekday-and-nakshatra tables of the Tamil yoga
 * (Amirthathi yogam) that Drik's pages do not follow (docs/panchang.md,
 * "Tamil yoga").
 */

import type { AnandadiYogaId } from '../../src/core/glossary.ts';

export type TamilYogaId = 'amrita' | 'siddha' | 'marana';

export interface DrikDayWindowsPage {
  place: 'new-delhi' | 'new-york' | 'vilnius';
  date: string;
  /** The place's offset from UTC that day (IST +330; EDT -240, EST -300; EEST +180, EET +120), minutes. */
  utcOffsetMinutes: number;
  /** 0 = Sunday (the page's vara). */
  weekday: number;
  /** "Godhuli Muhurta": start and end. */
  godhuli: [string, string];
  /** "Anandadi Yoga", in order from sunrise to the next sunrise. */
  anandadi: AnandadiYogaId[];
  /** "Tamil Yoga", in the same order. */
  tamilYoga: TamilYogaId[];
  /** The "upto" times of the Anandadi yogas but the last, the same as the Tamil yogas' on every page. */
  changes: string[];
}

export const DRIK_DAY_WINDOWS: readonly DrikDayWindowsPage[] = [
  { place: 'new-delhi', date: '1995-07-15', utcOffsetMinutes: 330, weekday: 6, godhuli: ['19:20', '19:40'], anandadi: ['vardhamana', 'ananda'], tamilYoga: ['siddha', 'siddha'], changes: ['10:54'] },
  { place: 'new-delhi', date: '2026-03-08', utcOffsetMinutes: 330, weekday: 0, godhuli: ['18:23', '18:47'], anandadi: ['lumbaka', 'utpata'], tamilYoga: ['marana', 'marana'], changes: ['13:31'] },
  { place: 'new-delhi', date: '2026-03-29', utcOffsetMinutes: 330, weekday: 0, godhuli: ['18:36', '18:59'], anandadi: ['vajra', 'mudgara'], tamilYoga: ['marana', 'marana'], changes: ['14:38'] },
  { place: 'new-delhi', date: '2026-05-10', utcOffsetMinutes: 330, weekday: 0, godhuli: ['19:00', '19:22'], anandadi: ['matanga', 'rakshasa'], tamilYoga: ['amrita', 'marana'], changes: ['00:50+1'] },
  { place: 'new-delhi', date: '2026-05-25', utcOffsetMinutes: 330, weekday: 1, godhuli: ['19:09', '19:30'], anandadi: ['shrivatsa', 'vajra'], tamilYoga: ['siddha', 'marana'], changes: ['04:08+1'] },
  { place: 'new-delhi', date: '2026-06-08', utcOffsetMinutes: 330, weekday: 1, godhuli: ['19:16', '19:37'], anandadi: ['amrita', 'mushala'], tamilYoga: ['amrita', 'marana'], changes: ['09:09'] },
  { place: 'new-delhi', date: '2026-06-21', utcOffsetMinutes: 330, weekday: 0, godhuli: ['19:21', '19:41'], anandadi: ['chhatra', 'mitra'], tamilYoga: ['siddha', 'amrita'], changes: ['09:31'] },
  { place: 'new-delhi', date: '2026-10-02', utcOffsetMinutes: 330, weekday: 5, godhuli: ['18:06', '18:30'], anandadi: ['manasa', 'padma'], tamilYoga: ['amrita', 'siddha'], changes: ['02:55+1'] },
  { place: 'new-delhi', date: '2026-10-04', utcOffsetMinutes: 330, weekday: 0, godhuli: ['18:04', '18:28'], anandadi: ['dhwaja', 'shrivatsa'], tamilYoga: ['siddha', 'siddha'], changes: ['00:13+1'] },
  { place: 'new-delhi', date: '2026-10-06', utcOffsetMinutes: 330, weekday: 2, godhuli: ['18:01', '18:26'], anandadi: ['ananda', 'kaladanda'], tamilYoga: ['siddha', 'marana'], changes: ['22:17'] },
  { place: 'new-delhi', date: '2026-10-10', utcOffsetMinutes: 330, weekday: 6, godhuli: ['17:57', '18:22'], anandadi: ['mrityu', 'kana'], tamilYoga: ['marana', 'marana'], changes: ['21:42'] },
  { place: 'new-delhi', date: '2026-10-18', utcOffsetMinutes: 330, weekday: 0, godhuli: ['17:49', '18:14'], anandadi: ['shubha', 'amrita'], tamilYoga: ['siddha', 'amrita'], changes: ['12:48'] },
  { place: 'new-delhi', date: '2026-10-25', utcOffsetMinutes: 330, weekday: 0, godhuli: ['17:42', '18:07'], anandadi: ['vardhamana', 'ananda'], tamilYoga: ['siddha', 'siddha'], changes: ['19:22'] },
  { place: 'new-delhi', date: '2026-11-24', utcOffsetMinutes: 330, weekday: 2, godhuli: ['17:22', '17:49'], anandadi: ['gada', 'matanga'], tamilYoga: ['marana', 'amrita'], changes: ['23:25'] },
  { place: 'new-delhi', date: '2026-12-21', utcOffsetMinutes: 330, weekday: 1, godhuli: ['17:26', '17:54'], anandadi: ['chara', 'sthira'], tamilYoga: ['siddha', 'amrita'], changes: ['13:08'] },
  { place: 'new-delhi', date: '2045-01-15', utcOffsetMinutes: 330, weekday: 0, godhuli: ['17:44', '18:11'], anandadi: ['kana', 'siddhi'], tamilYoga: ['marana', 'amrita'], changes: ['13:10'] },
  { place: 'new-york', date: '1995-07-15', utcOffsetMinutes: -240, weekday: 6, godhuli: ['20:25', '20:43'], anandadi: ['ananda', 'kaladanda'], tamilYoga: ['siddha', 'marana'], changes: ['00:23+1'] },
  { place: 'new-york', date: '2026-03-08', utcOffsetMinutes: -240, weekday: 0, godhuli: ['18:52', '19:17'], anandadi: ['utpata', 'mrityu'], tamilYoga: ['marana', 'marana'], changes: ['06:41+1'] },
  { place: 'new-york', date: '2026-03-29', utcOffsetMinutes: -240, weekday: 0, godhuli: ['19:16', '19:39'], anandadi: ['mudgara', 'chhatra'], tamilYoga: ['marana', 'siddha'], changes: ['05:18+1'] },
  { place: 'new-york', date: '2026-05-10', utcOffsetMinutes: -240, weekday: 0, godhuli: ['20:00', '20:19'], anandadi: ['matanga', 'rakshasa'], tamilYoga: ['amrita', 'marana'], changes: ['15:20'] },
  { place: 'new-york', date: '2026-05-25', utcOffsetMinutes: -240, weekday: 1, godhuli: ['20:14', '20:33'], anandadi: ['shrivatsa', 'vajra'], tamilYoga: ['siddha', 'marana'], changes: ['18:38'] },
  { place: 'new-york', date: '2026-06-08', utcOffsetMinutes: -240, weekday: 1, godhuli: ['20:24', '20:42'], anandadi: ['mushala', 'gada'], tamilYoga: ['marana', 'marana'], changes: ['00:09+1'] },
  { place: 'new-york', date: '2026-06-21', utcOffsetMinutes: -240, weekday: 0, godhuli: ['20:29', '20:47'], anandadi: ['mitra', 'manasa'], tamilYoga: ['amrita', 'amrita'], changes: ['00:52+1'] },
  { place: 'new-york', date: '2026-10-02', utcOffsetMinutes: -240, weekday: 5, godhuli: ['18:36', '19:01'], anandadi: ['manasa', 'padma'], tamilYoga: ['amrita', 'siddha'], changes: ['17:25'] },
  { place: 'new-york', date: '2026-10-04', utcOffsetMinutes: -240, weekday: 0, godhuli: ['18:33', '18:58'], anandadi: ['dhwaja', 'shrivatsa'], tamilYoga: ['siddha', 'siddha'], changes: ['14:43'] },
  { place: 'new-york', date: '2026-10-06', utcOffsetMinutes: -240, weekday: 2, godhuli: ['18:30', '18:55'], anandadi: ['ananda', 'kaladanda'], tamilYoga: ['siddha', 'marana'], changes: ['12:47'] },
  { place: 'new-york', date: '2026-10-10', utcOffsetMinutes: -240, weekday: 6, godhuli: ['18:23', '18:49'], anandadi: ['mrityu', 'kana'], tamilYoga: ['marana', 'marana'], changes: ['12:12'] },
  { place: 'new-york', date: '2026-10-18', utcOffsetMinutes: -240, weekday: 0, godhuli: ['18:11', '18:37'], anandadi: ['amrita', 'mushala'], tamilYoga: ['amrita', 'marana'], changes: ['23:28'] },
  { place: 'new-york', date: '2026-10-25', utcOffsetMinutes: -240, weekday: 0, godhuli: ['18:01', '18:28'], anandadi: ['vardhamana', 'ananda'], tamilYoga: ['siddha', 'siddha'], changes: ['09:52'] },
  { place: 'new-york', date: '2026-11-24', utcOffsetMinutes: -300, weekday: 2, godhuli: ['16:29', '16:58'], anandadi: ['gada', 'matanga'], tamilYoga: ['marana', 'amrita'], changes: ['12:55'] },
  { place: 'new-york', date: '2026-12-21', utcOffsetMinutes: -300, weekday: 1, godhuli: ['16:28', '16:58'], anandadi: ['sthira', 'vardhamana'], tamilYoga: ['amrita', 'siddha'], changes: ['00:15+1'] },
  { place: 'new-york', date: '2045-01-15', utcOffsetMinutes: -300, weekday: 0, godhuli: ['16:51', '17:20'], anandadi: ['siddhi', 'shubha'], tamilYoga: ['amrita', 'siddha'], changes: ['05:32+1'] },
  { place: 'vilnius', date: '1995-07-15', utcOffsetMinutes: 180, weekday: 6, godhuli: ['21:45', '22:00'], anandadi: ['vardhamana', 'ananda'], tamilYoga: ['siddha', 'siddha'], changes: ['08:24'] },
  { place: 'vilnius', date: '2026-03-08', utcOffsetMinutes: 120, weekday: 0, godhuli: ['18:05', '18:31'], anandadi: ['lumbaka', 'utpata'], tamilYoga: ['marana', 'marana'], changes: ['10:01'] },
  { place: 'vilnius', date: '2026-03-29', utcOffsetMinutes: 180, weekday: 0, godhuli: ['19:48', '20:10'], anandadi: ['vajra', 'mudgara'], tamilYoga: ['marana', 'marana'], changes: ['12:08'] },
  { place: 'vilnius', date: '2026-05-10', utcOffsetMinutes: 180, weekday: 0, godhuli: ['21:07', '21:24'], anandadi: ['matanga', 'rakshasa'], tamilYoga: ['amrita', 'marana'], changes: ['22:20'] },
  { place: 'vilnius', date: '2026-05-25', utcOffsetMinutes: 180, weekday: 1, godhuli: ['21:33', '21:47'], anandadi: ['shrivatsa', 'vajra'], tamilYoga: ['siddha', 'marana'], changes: ['01:38+1'] },
  { place: 'vilnius', date: '2026-06-08', utcOffsetMinutes: 180, weekday: 1, godhuli: ['21:50', '22:04'], anandadi: ['amrita', 'mushala'], tamilYoga: ['amrita', 'marana'], changes: ['06:39'] },
  { place: 'vilnius', date: '2026-06-21', utcOffsetMinutes: 180, weekday: 0, godhuli: ['21:57', '22:11'], anandadi: ['chhatra', 'mitra'], tamilYoga: ['siddha', 'amrita'], changes: ['07:01'] },
  { place: 'vilnius', date: '2026-10-02', utcOffsetMinutes: 180, weekday: 5, godhuli: ['18:53', '19:18'], anandadi: ['manasa', 'padma'], tamilYoga: ['amrita', 'siddha'], changes: ['00:25+1'] },
  { place: 'vilnius', date: '2026-10-04', utcOffsetMinutes: 180, weekday: 0, godhuli: ['18:48', '19:13'], anandadi: ['dhwaja', 'shrivatsa'], tamilYoga: ['siddha', 'siddha'], changes: ['21:43'] },
  { place: 'vilnius', date: '2026-10-06', utcOffsetMinutes: 180, weekday: 2, godhuli: ['18:43', '19:08'], anandadi: ['ananda', 'kaladanda'], tamilYoga: ['siddha', 'marana'], changes: ['19:47'] },
  { place: 'vilnius', date: '2026-10-10', utcOffsetMinutes: 180, weekday: 6, godhuli: ['18:33', '18:59'], anandadi: ['mrityu', 'kana'], tamilYoga: ['marana', 'marana'], changes: ['19:12'] },
  { place: 'vilnius', date: '2026-10-18', utcOffsetMinutes: 180, weekday: 0, godhuli: ['18:14', '18:41'], anandadi: ['shubha', 'amrita', 'mushala'], tamilYoga: ['siddha', 'amrita', 'marana'], changes: ['10:19', '06:28+1'] },
  { place: 'vilnius', date: '2026-10-25', utcOffsetMinutes: 120, weekday: 0, godhuli: ['16:58', '17:26'], anandadi: ['vardhamana', 'ananda'], tamilYoga: ['siddha', 'siddha'], changes: ['15:52'] },
  { place: 'vilnius', date: '2026-11-24', utcOffsetMinutes: 120, weekday: 2, godhuli: ['16:00', '16:32'], anandadi: ['gada', 'matanga'], tamilYoga: ['marana', 'amrita'], changes: ['19:55'] },
  { place: 'vilnius', date: '2026-12-21', utcOffsetMinutes: 120, weekday: 1, godhuli: ['15:49', '16:23'], anandadi: ['chara', 'sthira', 'vardhamana'], tamilYoga: ['siddha', 'amrita', 'siddha'], changes: ['09:38', '07:15+1'] },
  { place: 'vilnius', date: '2045-01-15', utcOffsetMinutes: 120, weekday: 0, godhuli: ['16:20', '16:53'], anandadi: ['kana', 'siddhi'], tamilYoga: ['marana', 'amrita'], changes: ['09:40'] },
];

/**
 * Published weekday-and-nakshatra tables of the Tamil yoga (nakshatras
 * 0 = Ashwini .. 26 = Revati, transcribed from the Tamil names), for the
 * weekdays they list in full. Neither is followed by Drik's pages.
 */
export const TAMIL_YOGA_TABLES: readonly { source: string; weekday: number; amrita: number[]; siddha: number[]; marana: number[]; other?: number[] }[] = [
  {
    source:
      'happylife.in, "அமிர்தயோகம், சித்தயோகம், மரணயோகம்" (2022-01-13): Sunday, Siddha: Ashwini, Krittika, Rohini, Mrigashira, Ardra, ' +
      'Punarvasu, Pushya, Ashlesha, Purva Phalguni, Hasta, Chitra, Swati, Purva Ashadha, Shatabhisha, Purva Bhadrapada; Amrita: Uttara Phalguni, ' +
      'Mula, Uttara Ashadha, Shravana, Uttara Bhadrapada, Revati; Marana: Magha, Vishakha, Anuradha, Jyeshtha, Dhanishtha; Bharani Prabalarishta',
    weekday: 0,
    siddha: [0, 2, 3, 4, 5, 6, 7, 8, 10, 12, 13, 14, 19, 23, 24],
    amrita: [11, 18, 20, 21, 25, 26],
    marana: [9, 15, 16, 17, 22],
    other: [1],
  },
  {
    source:
      'neerkondar.blogspot.com, "மரணயோகம்" (2013-01-27): Monday, Siddha: Ashwini, Bharani, Ardra, Pushya, Ashlesha, Purva Phalguni, ' +
      'Uttara Phalguni, Hasta, Anuradha, Jyeshtha, Mula, Dhanishtha, Shatabhisha, Uttara Bhadrapada, Revati; Amrita: Rohini, Mrigashira, ' +
      'Punarvasu, Swati, Shravana; Marana: Krittika, Chitra, Magha, Vishakha, Purva Ashadha, Uttara Ashadha, Purva Bhadrapada',
    weekday: 1,
    siddha: [0, 1, 5, 7, 8, 10, 11, 12, 16, 17, 18, 22, 23, 25, 26],
    amrita: [3, 4, 6, 14, 21],
    marana: [2, 13, 9, 15, 19, 20, 24],
  },
];
