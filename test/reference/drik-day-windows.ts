/**
 * Drik Panchang's day pages: the Godhuli muhurta for New Delhi, New York and
 * Vilnius (their Anandadi, Tamil, Aadal and Vidaal yogas:
 * drik-anandadi.ts). Nothing here is computed by this project.
 *
 * Source of every value: the page
 * https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=<id>&date=DD/MM/YYYY
 * (New Delhi 1261481, New York 5128581, Vilnius 593116), as read on
 * 2026-10-04 (May and June 2026 pages: 2026-10-05) and stored by the public
 * project github.com/gerimantas/VedaCal (tests/fixtures/drik/<place>-<date>.json,
 * field `raw`, the page's text: "Godhuli Muhurta"). Times are transcribed
 * as printed, turned from 'hh:mm AM' to 24-hour 'HH:MM' (a '+1' suffix where
 * the page adds the next day's date): a change of notation only.
 */

export interface DrikDayWindowsPage {
  place: 'new-delhi' | 'new-york' | 'vilnius';
  date: string;
  /** The place's offset from UTC that day (IST +330; EDT -240, EST -300; EEST +180, EET +120), minutes. */
  utcOffsetMinutes: number;
  /** 0 = Sunday (the page's vara). */
  weekday: number;
  /** "Godhuli Muhurta": start and end. */
  godhuli: [string, string];
}

export const DRIK_DAY_WINDOWS: readonly DrikDayWindowsPage[] = [
  { place: 'new-delhi', date: '1995-07-15', utcOffsetMinutes: 330, weekday: 6, godhuli: ['19:20', '19:40'] },
  { place: 'new-delhi', date: '2026-03-08', utcOffsetMinutes: 330, weekday: 0, godhuli: ['18:23', '18:47'] },
  { place: 'new-delhi', date: '2026-03-29', utcOffsetMinutes: 330, weekday: 0, godhuli: ['18:36', '18:59'] },
  { place: 'new-delhi', date: '2026-05-10', utcOffsetMinutes: 330, weekday: 0, godhuli: ['19:00', '19:22'] },
  { place: 'new-delhi', date: '2026-05-25', utcOffsetMinutes: 330, weekday: 1, godhuli: ['19:09', '19:30'] },
  { place: 'new-delhi', date: '2026-06-08', utcOffsetMinutes: 330, weekday: 1, godhuli: ['19:16', '19:37'] },
  { place: 'new-delhi', date: '2026-06-21', utcOffsetMinutes: 330, weekday: 0, godhuli: ['19:21', '19:41'] },
  { place: 'new-delhi', date: '2026-10-02', utcOffsetMinutes: 330, weekday: 5, godhuli: ['18:06', '18:30'] },
  { place: 'new-delhi', date: '2026-10-04', utcOffsetMinutes: 330, weekday: 0, godhuli: ['18:04', '18:28'] },
  { place: 'new-delhi', date: '2026-10-06', utcOffsetMinutes: 330, weekday: 2, godhuli: ['18:01', '18:26'] },
  { place: 'new-delhi', date: '2026-10-10', utcOffsetMinutes: 330, weekday: 6, godhuli: ['17:57', '18:22'] },
  { place: 'new-delhi', date: '2026-10-18', utcOffsetMinutes: 330, weekday: 0, godhuli: ['17:49', '18:14'] },
  { place: 'new-delhi', date: '2026-10-25', utcOffsetMinutes: 330, weekday: 0, godhuli: ['17:42', '18:07'] },
  { place: 'new-delhi', date: '2026-11-24', utcOffsetMinutes: 330, weekday: 2, godhuli: ['17:22', '17:49'] },
  { place: 'new-delhi', date: '2026-12-21', utcOffsetMinutes: 330, weekday: 1, godhuli: ['17:26', '17:54'] },
  { place: 'new-delhi', date: '2045-01-15', utcOffsetMinutes: 330, weekday: 0, godhuli: ['17:44', '18:11'] },
  { place: 'new-york', date: '1995-07-15', utcOffsetMinutes: -240, weekday: 6, godhuli: ['20:25', '20:43'] },
  { place: 'new-york', date: '2026-03-08', utcOffsetMinutes: -240, weekday: 0, godhuli: ['18:52', '19:17'] },
  { place: 'new-york', date: '2026-03-29', utcOffsetMinutes: -240, weekday: 0, godhuli: ['19:16', '19:39'] },
  { place: 'new-york', date: '2026-05-10', utcOffsetMinutes: -240, weekday: 0, godhuli: ['20:00', '20:19'] },
  { place: 'new-york', date: '2026-05-25', utcOffsetMinutes: -240, weekday: 1, godhuli: ['20:14', '20:33'] },
  { place: 'new-york', date: '2026-06-08', utcOffsetMinutes: -240, weekday: 1, godhuli: ['20:24', '20:42'] },
  { place: 'new-york', date: '2026-06-21', utcOffsetMinutes: -240, weekday: 0, godhuli: ['20:29', '20:47'] },
  { place: 'new-york', date: '2026-10-02', utcOffsetMinutes: -240, weekday: 5, godhuli: ['18:36', '19:01'] },
  { place: 'new-york', date: '2026-10-04', utcOffsetMinutes: -240, weekday: 0, godhuli: ['18:33', '18:58'] },
  { place: 'new-york', date: '2026-10-06', utcOffsetMinutes: -240, weekday: 2, godhuli: ['18:30', '18:55'] },
  { place: 'new-york', date: '2026-10-10', utcOffsetMinutes: -240, weekday: 6, godhuli: ['18:23', '18:49'] },
  { place: 'new-york', date: '2026-10-18', utcOffsetMinutes: -240, weekday: 0, godhuli: ['18:11', '18:37'] },
  { place: 'new-york', date: '2026-10-25', utcOffsetMinutes: -240, weekday: 0, godhuli: ['18:01', '18:28'] },
  { place: 'new-york', date: '2026-11-24', utcOffsetMinutes: -300, weekday: 2, godhuli: ['16:29', '16:58'] },
  { place: 'new-york', date: '2026-12-21', utcOffsetMinutes: -300, weekday: 1, godhuli: ['16:28', '16:58'] },
  { place: 'new-york', date: '2045-01-15', utcOffsetMinutes: -300, weekday: 0, godhuli: ['16:51', '17:20'] },
  { place: 'vilnius', date: '1995-07-15', utcOffsetMinutes: 180, weekday: 6, godhuli: ['21:45', '22:00'] },
  { place: 'vilnius', date: '2026-03-08', utcOffsetMinutes: 120, weekday: 0, godhuli: ['18:05', '18:31'] },
  { place: 'vilnius', date: '2026-03-29', utcOffsetMinutes: 180, weekday: 0, godhuli: ['19:48', '20:10'] },
  { place: 'vilnius', date: '2026-05-10', utcOffsetMinutes: 180, weekday: 0, godhuli: ['21:07', '21:24'] },
  { place: 'vilnius', date: '2026-05-25', utcOffsetMinutes: 180, weekday: 1, godhuli: ['21:33', '21:47'] },
  { place: 'vilnius', date: '2026-06-08', utcOffsetMinutes: 180, weekday: 1, godhuli: ['21:50', '22:04'] },
  { place: 'vilnius', date: '2026-06-21', utcOffsetMinutes: 180, weekday: 0, godhuli: ['21:57', '22:11'] },
  { place: 'vilnius', date: '2026-10-02', utcOffsetMinutes: 180, weekday: 5, godhuli: ['18:53', '19:18'] },
  { place: 'vilnius', date: '2026-10-04', utcOffsetMinutes: 180, weekday: 0, godhuli: ['18:48', '19:13'] },
  { place: 'vilnius', date: '2026-10-06', utcOffsetMinutes: 180, weekday: 2, godhuli: ['18:43', '19:08'] },
  { place: 'vilnius', date: '2026-10-10', utcOffsetMinutes: 180, weekday: 6, godhuli: ['18:33', '18:59'] },
  { place: 'vilnius', date: '2026-10-18', utcOffsetMinutes: 180, weekday: 0, godhuli: ['18:14', '18:41'] },
  { place: 'vilnius', date: '2026-10-25', utcOffsetMinutes: 120, weekday: 0, godhuli: ['16:58', '17:26'] },
  { place: 'vilnius', date: '2026-11-24', utcOffsetMinutes: 120, weekday: 2, godhuli: ['16:00', '16:32'] },
  { place: 'vilnius', date: '2026-12-21', utcOffsetMinutes: 120, weekday: 1, godhuli: ['15:49', '16:23'] },
  { place: 'vilnius', date: '2045-01-15', utcOffsetMinutes: 120, weekday: 0, godhuli: ['16:20', '16:53'] },
];

