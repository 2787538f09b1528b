/**
 * Drik Panchang's New Delhi dates for observances the other references hold in fewer than three of the years 2023-2027
 * with Drik named (issue 32): a second pass after drik-festivals-nd-years.ts. Each record names the page that prints the
 * value and says it is Drik's (a newspaper "according to Drik Panchang", or Drik's own New Delhi pages as a public project
 * stored them). Times are New Delhi's (IST). Nothing here is computed by this project.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

/**
 * Drik Panchang's New Delhi pages (geoname-id=1261481), fetched 2026-10-01 and stored by github.com/tusharma12/jaapcounter
 * (commit 8feef80) in tool/observances.json, whose header names the pages ("Festivals:
 * /festivals/month/festivals-<month>.html?year=YYYY ..."). Dates only.
 */
const JAAPCOUNTER = (read: string) =>
  'Drik Panchang, New Delhi (geoname-id=1261481), festivals-<month>.html?year=YYYY, fetched 2026-10-01 and stored in ' +
  `github.com/tusharma12/jaapcounter (commit 8feef80) tool/observances.json: ${read}`;

/**
 * Mint (2024-11-04), "Happy Chhath Puja 2024: top 10 wishes, significance, shubh muhurat, puja, sunrise, sunset time and more"
 * (https://www.livemint.com/news/india/happy-chhath-puja-2024-top-10-wishes-significance-shubh-muhurat-puja-sunrise-sunset-time-and-more-11730724820477.html):
 * "The sunset and sunrise timings of the four days of the festival is given below as listed out by Drik Panchang": Nahay
 * Khay 5 November (6:36 am, 5:33 pm), Lohanda and Kharna 6 November (6:37 am, 5:32 pm), Sandhya Arghya 7 November
 * (6:38 am, 5:32 pm), Usha Arghya or Parana Day 8 November (6:38 am, 5:31 pm); shashthi 00:41 on the 7th to 00:34 on the
 * 8th. The times are New Delhi's (its sunset on 6 November is 17:32), though the article names no city.
 */
const MINT_CHHATH_2024 = (read: string) =>
  'Mint (2024-11-04), "Happy Chhath Puja 2024: ... sunrise, sunset time and more" (https://www.livemint.com/news/india/' +
  'happy-chhath-puja-2024-top-10-wishes-significance-shubh-muhurat-puja-sunrise-sunset-time-and-more-11730724820477.html), ' +
  `"as listed out by Drik Panchang": ${read}`;

export const ND_YEARS2_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // Mahavir Jayanti (Chaitra shukla trayodashi).
  {
    year: 2027, id: 'mahavir_jayanti', date: '2027-04-19',
    source: JAAPCOUNTER('"mahavir-jayanti", "Mahavir Jayanti", start 2027-04-19 ("Prokerala agrees")'),
  },
  // Narali Purnima (Shravana purnima). Date only: the article's purnima end, 11:58 PM, is 2.2 minutes after the rule's
  // (23:55:48), past the 2-minute tolerance, and no second Drik-named page was found to tell a misprint from a difference.
  {
    year: 2024, id: 'narali_purnima', date: '2024-08-19',
    source:
      'Lokmat Times (2024-08-19), "Narali Purnima 2024: Shubh Muhurat, Puja Time, Vidhi, and Significance of Shravana ' +
      'Purnima" (https://www.lokmattimes.com/lifestyle/narali-purnima-2024-shubh-muhurat-puja-time-vidhi-and-significance-of-' +
      'shravana-purnima-a505/): "According to Drik Panchang, Narali Purnima will be observed on August 19, 2024. The Purnima ' +
      'Tithi ... will begin at 03:04 AM and end at 11:58 PM on the same day"',
  },
  // Chhath 2024: the first, second and fourth days.
  {
    year: 2024, id: 'chhath_nahay_khay', date: '2024-11-05',
    source: MINT_CHHATH_2024('Nahay Khay, 5 November'),
  },
  {
    year: 2024, id: 'chhath_kharna', date: '2024-11-06',
    moment: { id: 'sunset', at: '17:32' },
    source:
      MINT_CHHATH_2024('Lohanda and Kharna, 6 November, sunset 5:32 pm') +
      '; feed.ilidea.com (details id=7320887, 2024-11): "The Kharna Puja will be performed on Wednesday, November 6. According to ' +
      'Drik Panchang, the sunrise time will be 06:37 AM and the sunset time will be 05:32 PM"',
  },
  {
    year: 2024, id: 'chhath_usha_arghya', date: '2024-11-08',
    moment: { id: 'sunrise', at: '06:38' },
    source: MINT_CHHATH_2024('Usha Arghya or Parana Day, 8 November, sunrise 6:38 am'),
  },
];
