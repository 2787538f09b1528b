/**
 * Drik Panchang's own festival pages for a place outside India, for
 * observances that had none (issue 32). Nothing here is computed by this
 * project. Drik opens a page at its reader's location (or at the page's
 * `geoname-id=`); the copies below were stored, and are read through the
 * project's reference search, for Belvaux, Luxembourg (geoname-id=2960800,
 * `belvaux`, added to REFERENCE_PLACES) and for a reader in Fairfield,
 * Connecticut (GeoNames 4834157, `fairfield-ct`). The Fairfield pages are of
 * far years, as the copies were stored, so only their dates are compared: the
 * tithi moments Drik prints for 2178 and 2206 run 4 to 5 minutes before the
 * rule's (the two ΔT extrapolations part by minutes that far out), past the
 * 2-minute tolerance of the comparisons.
 *
 * Same record shape as drik-festivals-declared.ts; times are the place's
 * wall-clock times, daylight saving included as Drik applies it.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

/**
 * Drik's Shardiya Navratri calendar for 2206 at Fairfield. The stored text gives each day card's month and weekday (the
 * day-of-month figure is not in the text): "Navratri Day 1 / October 2206 / Friday", Day 3 Sunday, Day 5 Tuesday, Day 6
 * Wednesday, Day 7 Thursday, Day 8 Friday, Day 9 Saturday (Days 2 and 4 without their lines). Day 7's card prints "Sandhi
 * Puja begins at 05:52 AM, Oct 10 / Sandhi Puja ends at 06:40 AM, Oct 10": Drik suffixes a date only to a time that falls
 * after the card's own date, so the Thursday card is 9 October, Day 1 the Friday six days before, 3 October, and the nine
 * cards run 3 to 11 October.
 */
const NAVRATRI_2206 =
  'Drik Panchang, "2206 Shardiya Navratri Calendar for Fairfield, Connecticut, United States" ' +
  '(https://www.drikpanchang.com/navratri/ashwin-shardiya-navratri-dates.html?year=2206, stored copy read through the ' +
  "project's reference search)";

export const ABROAD_G11_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  {
    place: 'belvaux', year: 2020, id: 'hartalika_teej', date: '2020-08-21',
    tithi: { start: '2020-08-20 22:43', end: '2020-08-21 19:32' },
    window: { id: 'pratahkal', start: '06:36', end: '09:25' },
    source:
      'Drik Panchang, "2020 Hartalika Teej date for Belvaux, Esch-sur-Alzette, Luxembourg" ' +
      '(https://www.drikpanchang.com/festivals/teej/hartalika-teej-date-time.html?geoname-id=2960800, stored copy read ' +
      'through the project\'s reference search): "Hartalika Teej on Friday, August 21, 2020", "Pratahkala Hartalika Puja ' +
      'Muhurat - 06:36 AM to 09:25 AM", "Tritiya Tithi Begins - 10:43 PM on Aug 20, 2020", "Tritiya Tithi Ends - 07:32 PM on ' +
      'Aug 21, 2020" (CEST)',
  },
  {
    place: 'fairfield-ct', year: 2206, id: 'sharad_navratri', date: '2206-10-03',
    source:
      `${NAVRATRI_2206}: "Navratri Day 1", October 2206, Friday, the day cards running Friday to Saturday through Day 7's ` +
      'Thursday, which prints the Sandhi Puja of the next morning ("05:52 AM, Oct 10"): Day 1 is Friday 3 October 2206',
  },
  {
    place: 'fairfield-ct', year: 2206, id: 'sandhi_puja', date: '2206-10-09',
    source:
      `${NAVRATRI_2206}: on the Day 7 card (Thursday 9 October 2206) "Sandhi Puja begins at 05:52 AM, Oct 10", "Sandhi Puja ` +
      "ends at 06:40 AM, Oct 10\". The window is not compared: the rule's runs 05:57 to 06:45 on 10 October, its ashtami " +
      "ending 5 minutes after the middle of Drik's (06:16), as the far year's tithi moments do",
  },
  // Differs (test/unit/festivals/reference-differs.ts): the rule keeps the first sunrise in pratipada, 10 November.
  {
    place: 'fairfield-ct', year: 2178, id: 'govardhan_puja', date: '2178-11-09',
    source:
      'Drik Panchang, "2178 Govardhan Puja date and time for Fairfield, Connecticut, United States" ' +
      '(http://www.drikpanchang.com/festivals/govardhan-puja/govardhan-puja-date-time.html?year=2178&time-format=24plushour, ' +
      "stored copy read through the project's reference search): \"Govardhan Puja on Monday, November 9, 2178\", \"Govardhan " +
      'Puja Sayankala Muhurat - 14:38 to 16:39", "Dyuta Krida on Tuesday, November 10, 2178", "Pratipada Tithi Begins - 12:42 ' +
      'on Nov 09, 2178", "Pratipada Tithi Ends - 10:52 on Nov 10, 2178" (no Pratahkala Muhurat printed)',
  },
];
