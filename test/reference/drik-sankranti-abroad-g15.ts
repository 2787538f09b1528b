/**
 * Drik Panchang's own sankranti observance pages for places in the United
 * States, for observances that had no place abroad (issue 32). Nothing here is
 * computed by this project. Drik opens a page at its reader's location; the
 * copies below were stored as served to readers in Fairfield, Connecticut
 * (GeoNames 4834157, `fairfield-ct`), Lancaster, California (GeoNames 5364940,
 * `lancaster-ca`) and Cambridge, Massachusetts (GeoNames 4931972,
 * `cambridge-ma`), and are read through the project's reference search (Hindi
 * pages; the page titles name the city). Each page prints the observance's
 * day, the moment of the Makara sankranti and the day Makar Sankranti is kept,
 * so each gives a sankranti record and an observance record.
 *
 * Same shapes as drik-sankranti.ts: times are the place's wall-clock times,
 * 24-hour, 'YYYY-MM-DD HH:MM' (none of the January moments falls in daylight
 * saving; Cambridge's 1870 moment is before the zones of 1883, where the
 * America/New_York zone keeps local mean time, 4 minutes ahead of EST, well
 * within the 16-minute tolerance of the moment).
 */
import type { SankrantiObservanceReference, SankrantiReference } from './drik-sankranti.ts';

const STORED = "stored copy read through the project's reference search";

const UTTARAYAN_FAIRFIELD_2013 =
  'Drik Panchang, "2013 उत्तरायण का दिन Fairfield, Connecticut, संयुक्त राज्य अमेरिका के लिये" ' +
  `(https://www.drikpanchang.com/festivals/sankranti/uttarayana/uttarayana-date-time.html?lang=hi&year=2013, ${STORED}): ` +
  '"उत्तरायण सोमवार, जनवरी 14, 2013 को", "उत्तरायण संक्रान्ति का क्षण - 20:32, जनवरी 13", "मकर संक्रान्ति सोमवार, जनवरी 14, 2013 को" (24-hour)';

const UTTARAYAN_LANCASTER_2302 =
  'Drik Panchang, "2302 उत्तरायण का दिन लँकेस्टर, California, संयुक्त राज्य अमेरिका के लिये" ' +
  `(https://www.drikpanchang.com/festivals/sankranti/uttarayana/uttarayana-date-time.html?year=2302, ${STORED}): ` +
  '"उत्तरायण रविवार, जनवरी 19, 2302 को", "उत्तरायण संक्रान्ति का क्षण - 08:27 पी एम, जनवरी 18", "मकर संक्रान्ति रविवार, जनवरी 19, 2302 को"';

const UTTARAYAN_CAMBRIDGE_2077 =
  'Drik Panchang, "2077 उत्तरायण का दिन Cambridge, Massachusetts, संयुक्त राज्य अमेरिका के लिये" ' +
  `(https://www.drikpanchang.com/festivals/sankranti/uttarayana/uttarayana-date-time.html?year=2077, ${STORED}): ` +
  '"उत्तरायण बृहस्पतिवार, जनवरी 14, 2077 को", "उत्तरायण संक्रान्ति का क्षण - 06:38 ए एम", "मकर संक्रान्ति बृहस्पतिवार, जनवरी 14, 2077 को"';

const MATTU_PONGAL_CAMBRIDGE_1870 =
  'Drik Panchang, "1870 मट्टू पोंगल का दिन Cambridge, Massachusetts, संयुक्त राज्य अमेरिका के लिए" ' +
  `(https://www.drikpanchang.com/festivals/pongal/mattu-pongal-date-time.html?lang=hi&year=1870, ${STORED}): ` +
  '"मट्टू पोंगल बृहस्पतिवार, जनवरी 13, 1870 को", "मट्टू पोंगल संक्रान्ति का क्षण - 04:37 ए एम, जनवरी 12", "मकर संक्रान्ति बुधवार, जनवरी 12, 1870 को"';

export const ABROAD_G15_SANKRANTI_REFERENCE: SankrantiReference[] = [
  { place: 'fairfield-ct', year: 2013, id: 'makara', date: '2013-01-14', moment: '2013-01-13 20:32', source: UTTARAYAN_FAIRFIELD_2013 },
  { place: 'lancaster-ca', year: 2302, id: 'makara', date: '2302-01-19', moment: '2302-01-18 20:27', source: UTTARAYAN_LANCASTER_2302 },
  { place: 'cambridge-ma', year: 2077, id: 'makara', date: '2077-01-14', moment: '2077-01-14 06:38', source: UTTARAYAN_CAMBRIDGE_2077 },
  { place: 'cambridge-ma', year: 1870, id: 'makara', date: '1870-01-12', moment: '1870-01-12 04:37', source: MATTU_PONGAL_CAMBRIDGE_1870 },
];

export const ABROAD_G15_SANKRANTI_OBSERVANCE_REFERENCE: SankrantiObservanceReference[] = [
  { place: 'fairfield-ct', year: 2013, id: 'uttarayan', date: '2013-01-14', source: UTTARAYAN_FAIRFIELD_2013 },
  { place: 'lancaster-ca', year: 2302, id: 'uttarayan', date: '2302-01-19', source: UTTARAYAN_LANCASTER_2302 },
  { place: 'cambridge-ma', year: 2077, id: 'uttarayan', date: '2077-01-14', source: UTTARAYAN_CAMBRIDGE_2077 },
  { place: 'cambridge-ma', year: 1870, id: 'mattu_pongal', date: '1870-01-13', source: MATTU_PONGAL_CAMBRIDGE_1870 },
];
