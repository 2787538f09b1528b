/**
 * Further published festival dates at places outside India, for observances
 * that had no place abroad (issue 32), each with its source. Nothing here is
 * computed by this project. Drik Panchang's own pages abroad were not found
 * for these observances (of its shraddha pages stored as served to a reader
 * in Lancaster, California, the search showed only the notes, not the
 * dates), so most sources here name no almanac; each record says which.
 *
 * Same record shape as drik-festivals-declared.ts; times are the place's
 * wall-clock times, daylight saving included.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

/**
 * Hindu Vision (hinduvision.com, 2016), "Difference in festivals between India and North America 2016"
 * (http://www.hinduvision.com/index.php/difference-in-festivals-between-india-and-north-america-2016/), no almanac named,
 * written for "Canada, America, Guyana, Toronto, Surinam". Its clock is the Eastern one: the Shravana Purnima it prints ends
 * at "29:27 that is 05:27 hrs of August 18th", "In India ... (5:27 + 9:30 = 14:57)", an offset of UTC-4 (EDT); its sunrise
 * of 17 August (06:25) is Toronto's (06:25 as computed; New York 06:09, Ottawa 06:07). Taken at Toronto.
 */
const HINDU_VISION_2016 =
  'Hindu Vision (hinduvision.com, 2016), "Difference in festivals between India and North America 2016" ' +
  '(http://www.hinduvision.com/index.php/difference-in-festivals-between-india-and-north-america-2016/; no almanac named; ' +
  'Eastern time, taken at Toronto)';

/**
 * LatestLY (2018-11), "Chhath Puja 2018 Sunset and Sunrise Timings in New York, Chicago, Houston, California, Toronto,
 * Vancouver and Sydney: Know Sandhya Arghya and Usha Arghya Timings in US, UK and Australia" (no almanac named): "The main
 * days for Chhath Puja fasting are Sandhya Arghya on November 13 and Usha Argh or the Suryodaya on November 14", stated once
 * for the cities of its title. Its city table of sunset and sunrise times was not read, so only the day is compared; Sydney
 * (no reference place) and "California" (no city) are left out.
 */
const LATESTLY_CHHATH_2018 =
  'LatestLY (2018-11), "Chhath Puja 2018 Sunset and Sunrise Timings in New York, Chicago, Houston, California, Toronto, ' +
  'Vancouver and Sydney" (https://www.latestly.com/lifestyle/festivals-events/chhath-puja-2018-sunset-and-sunrise-timings-in-' +
  'new-york-chicago-houston-california-toronto-vancouver-and-sydney-know-sandhya-arghya-and-usha-arghya-timings-in-us-uk-and-' +
  'australia-484519.html; no almanac named): Sandhya Arghya 13 November, Usha Arghya ("the Suryodaya") 14 November, stated ' +
  'for the cities of its title';

export const ABROAD_GEO_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  {
    place: 'toronto', year: 2016, id: 'chaitra_navratri', date: '2016-04-07',
    source:
      `${HINDU_VISION_2016}: "Vasant Nav Ratra, 'Pratipada Chaitra Shukla' Thursday, April 7, 2016": no pratipada at any sunrise ` +
      '(it ends on 8 April before sunrise), so the day before; "Amavasya is ending at 07:23, after which it can be installed" ' +
      "(the rule's pratipada begins at 07:24, flagged tithi_covers_no_sunrise)",
  },
  {
    place: 'toronto', year: 2016, id: 'holika_dahan', date: '2016-03-22',
    source:
      `${HINDU_VISION_2016}: "Holika Dahan (Phalgun Purnima) March 22, 2016", "due to 'pradosh kaal' after 19:33 and Bhadra up ` +
      "to 18:49\" (the rule's window starts at 19:33, its Bhadra ends at 18:50; the window's end is not printed, so only the day " +
      'is compared)',
  },
  {
    place: 'toronto', year: 2016, id: 'raksha_bandhan', date: '2016-08-17',
    source:
      `${HINDU_VISION_2016}: "Raksha bandhan, Purnima, August 17th, 2016", Purnima "from 06:28 to 29:27 that is 05:27 hrs of ` +
      'August 18th", "Bhadra is at 18:16 EST, after which it is auspicious" (the rule: Bhadra to 18:16, Purnima to 05:27; the ' +
      "rule's Purnima begins at 06:57, not 06:28, so the span is not compared)",
  },
  ...(['new-york', 'chicago', 'houston', 'toronto', 'vancouver'] as const).map(
    (place): DeclaredFestivalReference => ({
      place, year: 2018, id: 'chhath_usha_arghya', date: '2018-11-14', source: LATESTLY_CHHATH_2018,
    }),
  ),
  // Differs (test/unit/festivals/reference-differs.ts): the article's Purnima is New Delhi's day.
  {
    place: 'seattle', year: 2021, id: 'diwali', date: '2021-11-03',
    source:
      'Drik Panchang, "Date of Hindu Festival shifts opposite to time zone shift" ' +
      '(https://www.drikpanchang.com/festivals/hindu-festival-date-shift-with-timezone.html): "if Diwali Lakshmi Puja date for ' +
      'New Delhi, India falls on Nov 04, 2021 ... as per Deepavali observance rules, actual date for Seattle, USA is Nov 03, ' +
      '2021, i.e., one day before New Delhi"',
  },
];
