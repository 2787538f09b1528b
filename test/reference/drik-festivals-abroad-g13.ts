/**
 * Drik Panchang's own festival pages for places in the United States, for
 * observances that had no place abroad (issue 32). Nothing here is computed
 * by this project. Drik opens a page at its reader's location; the copies
 * below were stored as served to readers in Fairfield, Connecticut (GeoNames
 * 4834157, `fairfield-ct`) and Lancaster, California (GeoNames 5364940,
 * `lancaster-ca`), and are read through the project's reference search (Hindi
 * pages, `lang=hi`; the page titles name the city).
 *
 * Same record shape as drik-festivals-declared.ts; times are the place's
 * wall-clock times, daylight saving included as Drik applies it (none on
 * either day: US daylight saving ended 27 October 1968 and 1 November 2026).
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

/**
 * Drik's Chhath calendar for 2026 at Lancaster, California: four day cards, each with its tithi and the day's sunrise and
 * sunset ("सूर्योदय 06:25 ए एम पर", "सूर्योस्त 04:49 पी एम पर").
 */
const LANCASTER_CHHATH_2026 =
  'Drik Panchang, "2026 छठ पूजा कैलेण्डर, सूर्य षष्ठी पूजा कैलेण्डर लँकेस्टर, California, संयुक्त राज्य अमेरिका के लिये" ' +
  '(https://www.drikpanchang.com/chhath/chhath-puja-calendar.html?lang=hi&year=2026, stored copy read through the ' +
  "project's reference search)";

export const ABROAD_G13_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  {
    place: 'fairfield-ct', year: 1968, id: 'akshaya_navami', date: '1968-10-29',
    tithi: { start: '1968-10-28 19:00', end: '1968-10-29 18:07' },
    window: { id: 'purvahna', start: '06:21', end: '11:36' },
    source:
      'Drik Panchang, "1968 अक्षय नवमी व्रत का दिन और समय Fairfield, Connecticut, संयुक्त राज्य अमेरिका के लिये" ' +
      '(http://www.drikpanchang.com/festivals/akshaya-navami/akshaya-navami-date-time.html?lang=hi&year=1968, stored copy ' +
      'read through the project\'s reference search): "अक्षय नवमी मंगलवार, अक्टूबर 29, 1968 को", "अक्षय नवमी पूर्वाह्न समय - ' +
      '06:21 ए एम से 11:36 ए एम", "नवमी तिथि प्रारम्भ - अक्टूबर 28, 1968 को 07:00 पी एम बजे", "नवमी तिथि समाप्त - अक्टूबर ' +
      '29, 1968 को 06:07 पी एम बजे" (EST)',
  },
  {
    place: 'lancaster-ca', year: 2026, id: 'chhath_nahay_khay', date: '2026-11-13',
    source: `${LANCASTER_CHHATH_2026}: "छठ पूजा का दिन 1", 13 नवम्बर 2026, Friday, "चतुर्थी", "नहाय खाय के दिन का पञ्चाङ्ग"`,
  },
  {
    place: 'lancaster-ca', year: 2026, id: 'chhath_kharna', date: '2026-11-14',
    moment: { id: 'sunset', at: '16:48' },
    source:
      `${LANCASTER_CHHATH_2026}: "छठ पूजा का दिन 2", 14 नवम्बर 2026, Saturday, "पञ्चमी", "सूर्योस्त 04:48 पी एम पर", ` +
      '"लोहंडा और खरना के दिन का पञ्चाङ्ग"',
  },
  {
    place: 'lancaster-ca', year: 2026, id: 'chhath_puja', date: '2026-11-15',
    source: `${LANCASTER_CHHATH_2026}: "छठ पूजा का दिन 3", 15 नवम्बर 2026, Sunday, "षष्ठी", "छठ पूजा के दिन का पञ्चाङ्ग"`,
  },
  {
    place: 'lancaster-ca', year: 2026, id: 'chhath_usha_arghya', date: '2026-11-16',
    moment: { id: 'sunrise', at: '06:27' },
    source:
      `${LANCASTER_CHHATH_2026}: "छठ पूजा का दिन 4", 16 नवम्बर 2026, Monday, "सप्तमी", "सूर्योदय 06:27 ए एम पर", ` +
      '"उषा अर्घ्य के दिन का पञ्चाङ्ग"',
  },
];
