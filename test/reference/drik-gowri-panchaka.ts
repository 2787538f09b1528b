/**
 * Drik Panchang's Panchaka Rahita muhurta as its page prints it
 * (drikpanchang.com/muhurat/panchaka-rahita-muhurat.html), for
 * test/unit/panchang/gowri-panchaka-drik.test.ts. Nothing here is computed by
 * this project.
 *
 * Times are the place's local wall-clock time, 24-hour: 'HH:MM' on the
 * record's date, 'YYYY-MM-DD HH:MM' on another day (the page prints times
 * after midnight with the next day's date, "12:17 AM, Mar 21"). Names are the
 * page's own ("Shubha - Good", "Agni - Risk", ...).
 *
 * The one copy of the page with its times found: Vellore, 2026-03-20, saved
 * as HTML on 2026-03-19 00:49 IST (the page's own clock) by the public
 * project github.com/ucs200525/panchBotNewTele, file backend/drik_sample.html
 * (commit 9dc0fb8, 2026-03-19). The page's city is Vellore, Tamil Nadu
 * (it prints 12 deg 55' 06" N, 79 deg 07' 57" E, elevation 218 m,
 * Asia/Kolkata: GeoNames 1253286, REFERENCE_PLACES.vellore). Besides the
 * table of the 20th it prints, as "Aaj Ka Panchaka Rahita Muhurat", the piece
 * running at its clock: the night of Wednesday the 18th, whose panchang day
 * lasts to the sunrise of the 19th.
 *
 * Not found (so neither a second city nor a second year, nor any Gowri
 * Panchangam value): the stored copy of the page for Fairfield, United
 * States, 2018-04-22 (?date=22%2F04%2F2018&time-format=24plushour) keeps
 * only its notes; gerimantas/VedaCal's day pages (tests/fixtures/drik/)
 * have an empty "Panchaka Rahita Muhurta and Udaya Lagna" box; other public
 * repositories hold only scrapers of the page. Drik's Gowri page
 * (drikpanchang.com/tamil/tamil-gowri-panchangam.html): searched for as
 * "Gowri Panchangam drikpanchang Nalla Neram", "tamil gowri panchangam
 * date=", "Tamil Gowri Panchangam for New Delhi", "Amirdha - Good",
 * "Udhyogam", "gowri-panchangam.html", Tamil "கௌரி நல்ல நேரம்" with
 * "drikpanchang", in the stored web pages, public code and issue threads:
 * only scrapers (one, python, reads its dpMuhurtaCard rows) and Tamil
 * calendars' fixed 06:00-based tables, none with Drik's times. Searched again
 * on 2026-11-28, also without a find: "Amirdha - Good", "Uthi - Good",
 * "Rogam - Bad", "Soram - Bad", "Gowri Panchangam for", "Gowri Nalla
 * Neram" and "tamil-gowri-panchangam.html?date" in public code; Gowri
 * Panchangam with "drikpanchang" in issue threads (bidyashish/
 * vedicpanchanga.com issues 4 and 37 print example Gowri tables naming
 * neither Drik nor a city); Tamil "இன்றைய பஞ்சாங்கம் கௌரி நல்ல நேரம்" and
 * Drik's Tamil Panchangam page in the stored web pages. One public project
 * says its weekday Gowri tables were "cross-checked against drikpanchang.com's
 * Tamil Gowri Panchangam for Chennai" but stores no time.
 */
import type { ReferencePlaceId } from './drik-panchang.ts';

export interface PrintedSpan {
  /** The page's name of the piece, e.g. 'Shubha - Good'. */
  name: string;
  start: string;
  end: string;
}

export interface PanchakaRahitaPage {
  place: ReferencePlaceId;
  /** The panchang day: the civil date of its sunrise, YYYY-MM-DD. */
  date: string;
  /** true: every piece from sunrise to the next sunrise; false: the pieces printed, not the whole day. */
  wholeDay: boolean;
  spans: PrintedSpan[];
  source: string;
  note?: string;
}

const VELLORE_PAGE =
  'https://www.drikpanchang.com/muhurat/panchaka-rahita-muhurat.html?date=20/03/2026 (city Vellore, India), saved 2026-03-19 ' +
  'by github.com/ucs200525/panchBotNewTele as backend/drik_sample.html (commit 9dc0fb8)';

export const DRIK_PANCHAKA_RAHITA: PanchakaRahitaPage[] = [
  {
    place: 'vellore',
    date: '2026-03-20',
    wholeDay: true,
    spans: [
      { name: 'Agni - Risk', start: '06:18', end: '07:43' },
      { name: 'Shubha - Good', start: '07:43', end: '09:31' },
      { name: 'Mrityu - Danger', start: '09:31', end: '11:34' },
      { name: 'Agni - Risk', start: '11:34', end: '13:45' },
      { name: 'Shubha - Good', start: '13:45', end: '15:54' },
      { name: 'Raja - Bad', start: '15:54', end: '17:57' },
      { name: 'Shubha - Good', start: '17:57', end: '19:59' },
      { name: 'Chora - Evil', start: '19:59', end: '22:05' },
      { name: 'Shubha - Good', start: '22:05', end: '2026-03-21 00:17' },
      { name: 'Roga - Disease', start: '2026-03-21 00:17', end: '2026-03-21 02:24' },
      { name: 'Shubha - Good', start: '2026-03-21 02:24', end: '2026-03-21 02:27' },
      { name: 'Mrityu - Danger', start: '2026-03-21 02:27', end: '2026-03-21 02:30' },
      { name: 'Agni - Risk', start: '2026-03-21 02:30', end: '2026-03-21 04:17' },
      { name: 'Shubha - Good', start: '2026-03-21 04:17', end: '2026-03-21 05:59' },
      { name: 'Raja - Bad', start: '2026-03-21 05:59', end: '2026-03-21 06:17' },
    ],
    source: VELLORE_PAGE,
    note: 'Friday; the card prints sunrise 06:18 and the date "March 20, 2026, Friday". The page prints no tithi, nakshatra or lagna.',
  },
  {
    place: 'vellore',
    date: '2026-03-18',
    wholeDay: false,
    spans: [{ name: 'Shubha - Good', start: '2026-03-19 00:25', end: '2026-03-19 02:32' }],
    source: VELLORE_PAGE,
    note:
      'The same page\'s "Aaj Ka Panchaka Rahita Muhurat" box ("Shubha - Good 12:25 AM to 02:32 AM", captioned "19 March 2026, ' +
      'Thursday") at the page\'s clock, Thu Mar 19, 2026 00:49, with 01:42:29 left: before sunrise, so in the panchang day of ' +
      'Wednesday the 18th.',
  },
];
