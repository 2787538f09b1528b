/**
 * Drik Panchang's day pages: the box "Anandadi and Tamil Yoga" (the Anandadi
 * yogas and the Tamil yoga, Amrita, Siddha or Marana, each "upto" the time it
 * ends, the last to the next sunrise) and the "Aadal Yoga" and "Vidaal Yoga"
 * spans of "Inauspicious Timings", for New Delhi, New York and Vilnius, 16
 * days each of 1995, 2026 and 2045. Nothing here is computed by this project.
 *
 * Source of every record: its `source` page (New Delhi geoname-id 1261481,
 * New York 5128581, Vilnius 593116), as read on 2026-10-04 (May and June 2026
 * pages: 2026-10-05) and stored by the public project github.com/gerimantas/VedaCal
 * (tests/fixtures/drik/<place>-<date>.json, field `source` and the page's text
 * in `raw`: "Anandadi Yoga", "Tamil Yoga", "Aadal Yoga", "Vidaal Yoga",
 * "Surya Nakshatra"). Times are transcribed as printed, turned from 'hh:mm AM'
 * to 24-hour 'HH:MM' (a '+1' suffix where the page adds the next day's date):
 * a change of notation only. A span printed from the page's sunrise or to its
 * next sunrise is the page's day cut, not the span's edge.
 *
 * Also here: two published weekday-and-nakshatra tables of the Tamil yoga
 * (Amirthathi yogam) that Drik's pages do not follow.
 */

import type { AnandadiYogaId } from '../../src/core/glossary.ts';

export type DrikTamilYogaId = 'amrita' | 'siddha' | 'marana';

export interface DrikAnandadiPage {
  source: string;
  place: 'new-delhi' | 'new-york' | 'vilnius';
  date: string;
  /** The place's offset from UTC that day (IST +330; EDT -240, EST -300; EEST +180, EET +120), minutes. */
  utcOffsetMinutes: number;
  /** 0 = Sunday (the page's vara). */
  weekday: number;
  /** "Anandadi Yoga": [name, 'HH:MM' it ends], the last null (to the next sunrise). Drik's "Ketu/Dhwaja" is dhwaja. */
  anandadi: [AnandadiYogaId, string | null][];
  /** "Tamil Yoga", likewise. */
  tamilYoga: [DrikTamilYogaId, string | null][];
  /** "Aadal Yoga": [start, end] of each span. */
  aadal: [string, string][];
  /** "Vidaal Yoga": [start, end] of each span. */
  vidaal: [string, string][];
  /** Where "Surya Nakshatra" changes within the day: an Aadal or Vidaal edge there is the Sun's. */
  sunNakshatraChange?: string;
}

export const DRIK_ANANDADI_PAGES: readonly DrikAnandadiPage[] = [
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=15/07/1995',
    place: 'new-delhi', date: '1995-07-15', utcOffsetMinutes: 330, weekday: 6,
    anandadi: [['vardhamana', '10:54'], ['ananda', null]],
    tamilYoga: [['siddha', '10:54'], ['siddha', null]],
    aadal: [],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=08/03/2026',
    place: 'new-delhi', date: '2026-03-08', utcOffsetMinutes: 330, weekday: 0,
    anandadi: [['lumbaka', '13:31'], ['utpata', null]],
    tamilYoga: [['marana', '13:31'], ['marana', null]],
    aadal: [],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=29/03/2026',
    place: 'new-delhi', date: '2026-03-29', utcOffsetMinutes: 330, weekday: 0,
    anandadi: [['vajra', '14:38'], ['mudgara', null]],
    tamilYoga: [['marana', '14:38'], ['marana', null]],
    aadal: [],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=10/05/2026',
    place: 'new-delhi', date: '2026-05-10', utcOffsetMinutes: 330, weekday: 0,
    anandadi: [['matanga', '00:50+1'], ['rakshasa', null]],
    tamilYoga: [['amrita', '00:50+1'], ['marana', null]],
    aadal: [['05:34', '00:50+1']],
    vidaal: [['00:50+1', '05:33+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=25/05/2026',
    place: 'new-delhi', date: '2026-05-25', utcOffsetMinutes: 330, weekday: 1,
    anandadi: [['shrivatsa', '04:08+1'], ['vajra', null]],
    tamilYoga: [['siddha', '04:08+1'], ['marana', null]],
    aadal: [['15:44', '04:08+1']],
    vidaal: [['05:26', '15:44'], ['04:08+1', '05:25+1']], sunNakshatraChange: '15:44',
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=08/06/2026',
    place: 'new-delhi', date: '2026-06-08', utcOffsetMinutes: 330, weekday: 1,
    anandadi: [['amrita', '09:09'], ['mushala', null]],
    tamilYoga: [['amrita', '09:09'], ['marana', null]],
    aadal: [['09:09', '13:39']],
    vidaal: [], sunNakshatraChange: '13:39',
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=21/06/2026',
    place: 'new-delhi', date: '2026-06-21', utcOffsetMinutes: 330, weekday: 0,
    anandadi: [['chhatra', '09:31'], ['mitra', null]],
    tamilYoga: [['siddha', '09:31'], ['amrita', null]],
    aadal: [['05:24', '09:31']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=02/10/2026',
    place: 'new-delhi', date: '2026-10-02', utcOffsetMinutes: 330, weekday: 5,
    anandadi: [['manasa', '02:55+1'], ['padma', null]],
    tamilYoga: [['amrita', '02:55+1'], ['siddha', null]],
    aadal: [['06:14', '02:55+1']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=04/10/2026',
    place: 'new-delhi', date: '2026-10-04', utcOffsetMinutes: 330, weekday: 0,
    anandadi: [['dhwaja', '00:13+1'], ['shrivatsa', null]],
    tamilYoga: [['siddha', '00:13+1'], ['siddha', null]],
    aadal: [['06:15', '00:13+1']],
    vidaal: [['00:13+1', '06:16+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=06/10/2026',
    place: 'new-delhi', date: '2026-10-06', utcOffsetMinutes: 330, weekday: 2,
    anandadi: [['ananda', '22:17'], ['kaladanda', null]],
    tamilYoga: [['siddha', '22:17'], ['marana', null]],
    aadal: [],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=10/10/2026',
    place: 'new-delhi', date: '2026-10-10', utcOffsetMinutes: 330, weekday: 6,
    anandadi: [['mrityu', '21:42'], ['kana', null]],
    tamilYoga: [['marana', '21:42'], ['marana', null]],
    aadal: [['21:42', '02:26+1']],
    vidaal: [], sunNakshatraChange: '02:26+1',
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=18/10/2026',
    place: 'new-delhi', date: '2026-10-18', utcOffsetMinutes: 330, weekday: 0,
    anandadi: [['shubha', '12:48'], ['amrita', null]],
    tamilYoga: [['siddha', '12:48'], ['amrita', null]],
    aadal: [['06:24', '12:48']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=25/10/2026',
    place: 'new-delhi', date: '2026-10-25', utcOffsetMinutes: 330, weekday: 0,
    anandadi: [['vardhamana', '19:22'], ['ananda', null]],
    tamilYoga: [['siddha', '19:22'], ['siddha', null]],
    aadal: [['06:28', '19:22']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=24/11/2026',
    place: 'new-delhi', date: '2026-11-24', utcOffsetMinutes: 330, weekday: 2,
    anandadi: [['gada', '23:25'], ['matanga', null]],
    tamilYoga: [['marana', '23:25'], ['amrita', null]],
    aadal: [['23:25', '06:52+1']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=21/12/2026',
    place: 'new-delhi', date: '2026-12-21', utcOffsetMinutes: 330, weekday: 1,
    anandadi: [['chara', '13:08'], ['sthira', null]],
    tamilYoga: [['siddha', '13:08'], ['amrita', null]],
    aadal: [],
    vidaal: [['13:08', '07:10+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=1261481&date=15/01/2045',
    place: 'new-delhi', date: '2045-01-15', utcOffsetMinutes: 330, weekday: 0,
    anandadi: [['kana', '13:10'], ['siddhi', null]],
    tamilYoga: [['marana', '13:10'], ['amrita', null]],
    aadal: [],
    vidaal: [['13:10', '07:15+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=15/07/1995',
    place: 'new-york', date: '1995-07-15', utcOffsetMinutes: -240, weekday: 6,
    anandadi: [['ananda', '00:23+1'], ['kaladanda', null]],
    tamilYoga: [['siddha', '00:23+1'], ['marana', null]],
    aadal: [],
    vidaal: [['00:23+1', '05:38+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=08/03/2026',
    place: 'new-york', date: '2026-03-08', utcOffsetMinutes: -240, weekday: 0,
    anandadi: [['utpata', '06:41+1'], ['mrityu', null]],
    tamilYoga: [['marana', '06:41+1'], ['marana', null]],
    aadal: [],
    vidaal: [['06:41+1', '07:17+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=29/03/2026',
    place: 'new-york', date: '2026-03-29', utcOffsetMinutes: -240, weekday: 0,
    anandadi: [['mudgara', '05:18+1'], ['chhatra', null]],
    tamilYoga: [['marana', '05:18+1'], ['siddha', null]],
    aadal: [],
    vidaal: [['05:18+1', '06:43+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=10/05/2026',
    place: 'new-york', date: '2026-05-10', utcOffsetMinutes: -240, weekday: 0,
    anandadi: [['matanga', '15:20'], ['rakshasa', null]],
    tamilYoga: [['amrita', '15:20'], ['marana', null]],
    aadal: [['05:44', '15:20']],
    vidaal: [['15:20', '05:43+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=25/05/2026',
    place: 'new-york', date: '2026-05-25', utcOffsetMinutes: -240, weekday: 1,
    anandadi: [['shrivatsa', '18:38'], ['vajra', null]],
    tamilYoga: [['siddha', '18:38'], ['marana', null]],
    aadal: [['06:14', '18:38']],
    vidaal: [['05:31', '06:14'], ['18:38', '05:30+1']], sunNakshatraChange: '06:14',
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=08/06/2026',
    place: 'new-york', date: '2026-06-08', utcOffsetMinutes: -240, weekday: 1,
    anandadi: [['mushala', '00:09+1'], ['gada', null]],
    tamilYoga: [['marana', '00:09+1'], ['marana', null]],
    aadal: [['00:09+1', '05:25+1']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=21/06/2026',
    place: 'new-york', date: '2026-06-21', utcOffsetMinutes: -240, weekday: 0,
    anandadi: [['mitra', '00:52+1'], ['manasa', null]],
    tamilYoga: [['amrita', '00:52+1'], ['amrita', null]],
    aadal: [['00:52+1', '03:02+1']],
    vidaal: [], sunNakshatraChange: '03:02+1',
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=02/10/2026',
    place: 'new-york', date: '2026-10-02', utcOffsetMinutes: -240, weekday: 5,
    anandadi: [['manasa', '17:25'], ['padma', null]],
    tamilYoga: [['amrita', '17:25'], ['siddha', null]],
    aadal: [['06:54', '17:25']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=04/10/2026',
    place: 'new-york', date: '2026-10-04', utcOffsetMinutes: -240, weekday: 0,
    anandadi: [['dhwaja', '14:43'], ['shrivatsa', null]],
    tamilYoga: [['siddha', '14:43'], ['siddha', null]],
    aadal: [['06:56', '14:43']],
    vidaal: [['14:43', '06:57+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=06/10/2026',
    place: 'new-york', date: '2026-10-06', utcOffsetMinutes: -240, weekday: 2,
    anandadi: [['ananda', '12:47'], ['kaladanda', null]],
    tamilYoga: [['siddha', '12:47'], ['marana', null]],
    aadal: [],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=10/10/2026',
    place: 'new-york', date: '2026-10-10', utcOffsetMinutes: -240, weekday: 6,
    anandadi: [['mrityu', '12:12'], ['kana', null]],
    tamilYoga: [['marana', '12:12'], ['marana', null]],
    aadal: [['12:12', '16:56']],
    vidaal: [], sunNakshatraChange: '16:56',
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=18/10/2026',
    place: 'new-york', date: '2026-10-18', utcOffsetMinutes: -240, weekday: 0,
    anandadi: [['amrita', '23:28'], ['mushala', null]],
    tamilYoga: [['amrita', '23:28'], ['marana', null]],
    aadal: [['23:28', '07:12+1']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=25/10/2026',
    place: 'new-york', date: '2026-10-25', utcOffsetMinutes: -240, weekday: 0,
    anandadi: [['vardhamana', '09:52'], ['ananda', null]],
    tamilYoga: [['siddha', '09:52'], ['siddha', null]],
    aadal: [['07:18', '09:52']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=24/11/2026',
    place: 'new-york', date: '2026-11-24', utcOffsetMinutes: -300, weekday: 2,
    anandadi: [['gada', '12:55'], ['matanga', null]],
    tamilYoga: [['marana', '12:55'], ['amrita', null]],
    aadal: [['12:55', '06:54+1']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=21/12/2026',
    place: 'new-york', date: '2026-12-21', utcOffsetMinutes: -300, weekday: 1,
    anandadi: [['sthira', '00:15+1'], ['vardhamana', null]],
    tamilYoga: [['amrita', '00:15+1'], ['siddha', null]],
    aadal: [['00:15+1', '07:17+1']],
    vidaal: [['07:16', '00:15+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=5128581&date=15/01/2045',
    place: 'new-york', date: '2045-01-15', utcOffsetMinutes: -300, weekday: 0,
    anandadi: [['siddhi', '05:32+1'], ['shubha', null]],
    tamilYoga: [['amrita', '05:32+1'], ['siddha', null]],
    aadal: [['05:32+1', '07:17+1']],
    vidaal: [['07:18', '05:32+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=15/07/1995',
    place: 'vilnius', date: '1995-07-15', utcOffsetMinutes: 180, weekday: 6,
    anandadi: [['vardhamana', '08:24'], ['ananda', null]],
    tamilYoga: [['siddha', '08:24'], ['siddha', null]],
    aadal: [],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=08/03/2026',
    place: 'vilnius', date: '2026-03-08', utcOffsetMinutes: 120, weekday: 0,
    anandadi: [['lumbaka', '10:01'], ['utpata', null]],
    tamilYoga: [['marana', '10:01'], ['marana', null]],
    aadal: [],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=29/03/2026',
    place: 'vilnius', date: '2026-03-29', utcOffsetMinutes: 180, weekday: 0,
    anandadi: [['vajra', '12:08'], ['mudgara', null]],
    tamilYoga: [['marana', '12:08'], ['marana', null]],
    aadal: [],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=10/05/2026',
    place: 'vilnius', date: '2026-05-10', utcOffsetMinutes: 180, weekday: 0,
    anandadi: [['matanga', '22:20'], ['rakshasa', null]],
    tamilYoga: [['amrita', '22:20'], ['marana', null]],
    aadal: [['05:22', '22:20']],
    vidaal: [['22:20', '05:20+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=25/05/2026',
    place: 'vilnius', date: '2026-05-25', utcOffsetMinutes: 180, weekday: 1,
    anandadi: [['shrivatsa', '01:38+1'], ['vajra', null]],
    tamilYoga: [['siddha', '01:38+1'], ['marana', null]],
    aadal: [['13:14', '01:38+1']],
    vidaal: [['04:58', '13:14'], ['01:38+1', '04:56+1']], sunNakshatraChange: '13:14',
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=08/06/2026',
    place: 'vilnius', date: '2026-06-08', utcOffsetMinutes: 180, weekday: 1,
    anandadi: [['amrita', '06:39'], ['mushala', null]],
    tamilYoga: [['amrita', '06:39'], ['marana', null]],
    aadal: [['06:39', '11:09']],
    vidaal: [], sunNakshatraChange: '11:09',
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=21/06/2026',
    place: 'vilnius', date: '2026-06-21', utcOffsetMinutes: 180, weekday: 0,
    anandadi: [['chhatra', '07:01'], ['mitra', null]],
    tamilYoga: [['siddha', '07:01'], ['amrita', null]],
    aadal: [['04:42', '07:01']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=02/10/2026',
    place: 'vilnius', date: '2026-10-02', utcOffsetMinutes: 180, weekday: 5,
    anandadi: [['manasa', '00:25+1'], ['padma', null]],
    tamilYoga: [['amrita', '00:25+1'], ['siddha', null]],
    aadal: [['07:23', '00:25+1']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=04/10/2026',
    place: 'vilnius', date: '2026-10-04', utcOffsetMinutes: 180, weekday: 0,
    anandadi: [['dhwaja', '21:43'], ['shrivatsa', null]],
    tamilYoga: [['siddha', '21:43'], ['siddha', null]],
    aadal: [['07:26', '21:43']],
    vidaal: [['21:43', '07:28+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=06/10/2026',
    place: 'vilnius', date: '2026-10-06', utcOffsetMinutes: 180, weekday: 2,
    anandadi: [['ananda', '19:47'], ['kaladanda', null]],
    tamilYoga: [['siddha', '19:47'], ['marana', null]],
    aadal: [],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=10/10/2026',
    place: 'vilnius', date: '2026-10-10', utcOffsetMinutes: 180, weekday: 6,
    anandadi: [['mrityu', '19:12'], ['kana', null]],
    tamilYoga: [['marana', '19:12'], ['marana', null]],
    aadal: [['19:12', '23:56']],
    vidaal: [], sunNakshatraChange: '23:56',
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=18/10/2026',
    place: 'vilnius', date: '2026-10-18', utcOffsetMinutes: 180, weekday: 0,
    anandadi: [['shubha', '10:19'], ['amrita', '06:28+1'], ['mushala', null]],
    tamilYoga: [['siddha', '10:19'], ['amrita', '06:28+1'], ['marana', null]],
    aadal: [['07:53', '10:19'], ['06:28+1', '07:55+1']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=25/10/2026',
    place: 'vilnius', date: '2026-10-25', utcOffsetMinutes: 120, weekday: 0,
    anandadi: [['vardhamana', '15:52'], ['ananda', null]],
    tamilYoga: [['siddha', '15:52'], ['siddha', null]],
    aadal: [['07:07', '15:52']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=24/11/2026',
    place: 'vilnius', date: '2026-11-24', utcOffsetMinutes: 120, weekday: 2,
    anandadi: [['gada', '19:55'], ['matanga', null]],
    tamilYoga: [['marana', '19:55'], ['amrita', null]],
    aadal: [['19:55', '08:08+1']],
    vidaal: [],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=21/12/2026',
    place: 'vilnius', date: '2026-12-21', utcOffsetMinutes: 120, weekday: 1,
    anandadi: [['chara', '09:38'], ['sthira', '07:15+1'], ['vardhamana', null]],
    tamilYoga: [['siddha', '09:38'], ['amrita', '07:15+1'], ['siddha', null]],
    aadal: [['07:15+1', '08:40+1']],
    vidaal: [['09:38', '07:15+1']],
  },
  {
    source: 'https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=593116&date=15/01/2045',
    place: 'vilnius', date: '2045-01-15', utcOffsetMinutes: 120, weekday: 0,
    anandadi: [['kana', '09:40'], ['siddhi', null]],
    tamilYoga: [['marana', '09:40'], ['amrita', null]],
    aadal: [],
    vidaal: [['09:40', '08:31+1']],
  },
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
