/**
 * Drik Panchang's Sankashti Chaturthi moonrises for Indian cities other than
 * New Delhi, from the city lists newspapers print (records as in
 * drik-vrats.ts; times IST on the record's date). Nothing here is computed by
 * this project.
 */
import type { ReferencePlaceId } from './drik-panchang.ts';
import type { VratReference } from './drik-vrats.ts';

/** A list of moonrises: its day, its source and one row per city. */
const LISTS: readonly [date: string, source: string, rows: readonly (readonly [ReferencePlaceId, string])[]][] = [
  [
    '2020-11-04',
    'Times Now (2020-11-04), "Vakratunda Sankashti Chaturthi 2020: chandrodaya time, moonrise timings in Hyderabad, Mumbai and other cities" ' +
      '(https://www.timesnownews.com/spiritual/religion/article/vakratunda-sankashti-chaturthi-2020-chandrodaya-time-moonrise-timings-in-hyderabad-mumbai-and-other-cities/677035), ' +
      '"As per the drikpanchang"; Hindustan Times (2020-11-04, Karwa Chauth, "Source timeanddate.com and Drik Panchang") prints the same for these cities',
    [
      ['mumbai', '20:52'], ['hyderabad', '20:32'], ['pune', '20:49'], ['chennai', '20:33'], ['bengaluru', '20:44'],
      ['kolkata', '19:40'], ['chandigarh', '20:09'], ['ahmedabad', '20:44'],
    ],
  ],
  [
    '2021-03-31',
    'Oneindia (2021-03-31), "Sankashti Chaturthi 2021: vrat date, moonrise timings and significance of Bhalchandra sankasthi" ' +
      '(https://www.oneindia.com/india/sankashti-chaturthi-2021-vrat-date-moonrise-timings-and-significance-of-bhalchandra-sankasthi-3238069.html): ' +
      "chaturthi 02:06 PM 31 March to 10:59 AM 1 April, the city list (it names no almanac; its table has the cities and order of Times Now's Drik table)",
    [
      ['mumbai', '21:43'], ['hyderabad', '21:18'], ['pune', '21:39'], ['chennai', '21:04'], ['bengaluru', '21:16'],
      ['chandigarh', '21:45'], ['ahmedabad', '21:50'], ['jaipur', '21:43'], ['kolkata', '20:44'],
    ],
  ],
  [
    '2025-09-10',
    'India TV (2025-09-10), "Sankashti Chaturthi chandrodaya time today: moonrise timings in Bengaluru, Mumbai, Hyderabad, Delhi" ' +
      '(https://www.indiatvnews.com/lifestyle/spirituality/sankashti-chaturthi-chandrodaya-time-today-moonrise-timings-bangalore-mumbai-hyderabad-delhi-2025-09-10-1007623), ' +
      'Vighnaraja Sankashti (it names no almanac)',
    [['bengaluru', '20:23'], ['mumbai', '20:36'], ['hyderabad', '20:15']],
  ],
];

export const CITIES_VRAT_REFERENCE: VratReference[] = LISTS.flatMap(([date, source, rows]) =>
  rows.map(([place, at]) => ({
    place,
    year: Number(date.slice(0, 4)),
    id: 'sankashti_chaturthi',
    date,
    moment: { id: 'moonrise', at },
    source: `${source}: ${place} ${at}`,
  })),
);
