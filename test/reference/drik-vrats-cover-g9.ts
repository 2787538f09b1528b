/**
 * More published monthly vrat values (cover-g9, issue 32): Drik Panchang's
 * own lists for Indian cities and places abroad as public projects stored
 * them, and a newspaper quoting Drik for New Delhi. Each record names its
 * source; nothing here is computed by this project. Times are the place's
 * wall-clock times, 24-hour, as in drik-vrats.ts ('HH:MM' on the record's
 * date unless the value carries its own date).
 */
import type { VratReference } from './drik-vrats.ts';

/** The name a weekday gives a Pradosh (rows.ts): Soma, Bhauma and Shani. */
const pradoshId = (date: string): string =>
  ({ 1: 'soma_pradosh', 2: 'bhauma_pradosh', 6: 'shani_pradosh' })[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'pradosh';

/**
 * Drik's Pradosh lists for Hyderabad (geoname-id=1269843) and Frisco, Texas
 * (4692559), September 2026 to April 2027, as a public app's tests pin them.
 */
const VEDASAARATHI = (place: string, geonameId: number) =>
  `https://www.drikpanchang.com/vrats/pradoshdates.html?geoname-id=${geonameId} (2026 and 2027, "fetched separately"), the ${place} ` +
  'list as pinned in github.com/mutukulamahesh/vedasaarathi tests/panchanga.test.mjs (commit 06e7f4ec3da2a03ca34ad242f6e33b18aa0f4af8, ' +
  `PRADOSHAM_${place === 'Hyderabad' ? 'HYD' : 'FRISCO'}_FIXTURES, read 2026-11-28)`;

const PRADOSH_HYDERABAD: readonly string[] = [
  '2026-09-24', '2026-10-08', '2026-10-23', '2026-11-06', '2026-11-22', '2026-12-06', '2026-12-21', '2027-01-05',
  '2027-01-20', '2027-02-03', '2027-02-18', '2027-03-05', '2027-03-20', '2027-04-04', '2027-04-18',
];

/**
 * Hyderabad's "Pradosh Puja Time" on three of those days, each "independently fetched from
 * drikpanchang.com/vrats/pradoshdates.html" (the same file's pradoshaWindow fixtures).
 */
const PRADOSH_HYDERABAD_PUJA: Readonly<Record<string, readonly [start: string, end: string]>> = {
  '2026-09-24': ['18:11', '20:34'],
  '2026-11-22': ['17:40', '20:13'],
  '2026-12-21': ['17:47', '20:22'],
};

const PRADOSH_FRISCO: readonly string[] = [
  '2026-09-23', '2026-10-07', '2026-10-23', '2026-11-06', '2026-11-21', '2026-12-05', '2026-12-21', '2027-01-04',
  '2027-01-19', '2027-02-03', '2027-02-18', '2027-03-05', '2027-03-19', '2027-04-03', '2027-04-17',
];

/**
 * Drik's 2026 Pradosh lists for Washington D.C. and London with their puja windows (the part of pradosh within the
 * trayodashi), fetched 2026-08-19 from https://www.drikpanchang.com/vrats/pradoshdates.html and stored row by row in
 * github.com/shivinexus-tech/ganak validation/daily-windows.cjs (commit 5d9a975fcb29b22dd110945e5c4046870da70223,
 * PRADOSH_PUBLISHED; its New Delhi rows are drik-vrats-cover-g5.ts's PRADOSH_2026 to the minute).
 */
const GANAK_PRADOSH = (city: string) =>
  `https://www.drikpanchang.com/vrats/pradoshdates.html (2026, ${city}), fetched 2026-08-19 and stored in ` +
  'github.com/shivinexus-tech/ganak validation/daily-windows.cjs (commit 5d9a975fcb29b22dd110945e5c4046870da70223, PRADOSH_PUBLISHED)';

/** [month-day, puja start, puja end] of 2026. */
const PRADOSH_WASHINGTON: readonly (readonly [md: string, start: string, end: string])[] = [
  ['01-15', '17:10', '20:01'], ['01-30', '17:27', '20:13'], ['02-14', '17:45', '20:24'], ['02-28', '18:00', '20:32'],
  ['03-16', '19:16', '21:40'], ['03-30', '19:30', '21:25'], ['04-14', '19:44', '21:54'], ['04-28', '19:58', '22:01'],
  ['05-14', '20:13', '22:10'], ['05-28', '20:25', '22:17'], ['06-12', '20:34', '22:24'], ['06-26', '20:38', '22:27'],
  ['07-11', '20:35', '22:26'], ['07-26', '20:25', '22:21'], ['08-10', '20:09', '22:11'], ['08-25', '19:49', '21:57'],
  ['09-08', '19:28', '21:43'], ['09-23', '19:04', '21:26'], ['10-07', '18:41', '21:11'], ['10-23', '18:19', '20:56'],
  ['11-06', '17:02', '19:46'], ['11-21', '18:26', '19:40'], ['12-05', '16:46', '19:39'], ['12-21', '16:49', '19:44'],
];

const PRADOSH_LONDON: readonly (readonly [md: string, start: string, end: string])[] = [
  ['01-01', '16:02', '16:52'], ['01-15', '16:21', '19:28'], ['01-30', '16:46', '19:45'], ['02-14', '17:14', '20:02'],
  ['02-28', '17:39', '20:16'], ['03-16', '18:07', '20:31'], ['03-30', '19:30', '21:44'], ['04-14', '19:55', '21:57'],
  ['04-28', '20:19', '22:10'], ['05-14', '20:44', '22:25'], ['05-28', '21:04', '22:37'], ['06-12', '21:18', '22:47'],
  ['06-26', '21:22', '22:51'], ['07-11', '21:34', '22:48'], ['07-26', '20:58', '22:38'], ['08-10', '20:33', '22:22'],
  ['08-25', '20:02', '22:03'], ['09-08', '19:31', '21:42'], ['09-23', '18:57', '21:19'], ['10-07', '18:46', '20:58'],
  ['10-23', '17:51', '20:37'], ['11-06', '16:25', '19:21'], ['11-22', '16:03', '19:08'], ['12-06', '15:53', '19:04'],
  ['12-21', '15:53', '19:08'],
];

/**
 * Drik's 2027 month pages for Jodhpur (geoname-id=1268865), one page a month, as transcribed in a public engine's
 * acceptance fixture (GitHub code index id 61792798565, drik2027.fixture.js; drik-festivals-cover-g4b.ts takes its
 * festivals). Its note: "Drik's month grid does not print Kalashtami ... Skanda Sashti ... for 2027".
 */
const JODHPUR_2027 =
  "Drik Panchang's 2027 month pages for Jodhpur (geoname-id=1268865) as transcribed in a public engine's acceptance fixture " +
  '(GitHub code index id 61792798565, drik2027.fixture.js)';

const PRADOSH_JODHPUR_2027: readonly string[] = [
  '01-05', '01-20', '02-03', '02-18', '03-05', '03-20', '04-04', '04-18', '05-03', '05-17', '06-02', '06-16', '07-01',
  '07-15', '07-31', '08-14', '08-29', '09-13', '09-27', '10-12', '10-27', '11-11', '11-25', '12-11', '12-25',
];

/**
 * Jodhpur's 2027 Chandra Darshana days. 1 October is one: the fixture keeps Drik's date but leaves it unscored
 * because its own engine's crescent test gives 2 October ("Drik says YES").
 */
const CHANDRA_DARSHAN_JODHPUR_2027: readonly string[] = [
  '01-09', '02-08', '03-09', '04-08', '05-07', '06-05', '07-05', '08-03', '09-02', '10-01', '10-31', '11-29', '12-29',
];

/**
 * Drik's Maha Shivaratri (the Magha/Phalguna Masik Shivaratri, in Drik's Masik Shivaratri lists under that name) at
 * Frisco, Texas, the years a public app's tests pin "by directly matching Drik Panchang's own published output".
 */
const MAHA_SHIVARATRI_FRISCO: readonly string[] = ['2026-02-15', '2027-03-06', '2028-02-23', '2029-02-11', '2030-03-02', '2032-03-09'];

export const COVER_G9_VRAT_REFERENCE: VratReference[] = [
  // Hyderabad and Frisco, September 2026 to April 2027.
  ...PRADOSH_HYDERABAD.map((date): VratReference => {
    const puja = PRADOSH_HYDERABAD_PUJA[date];
    return {
      place: 'hyderabad', year: Number(date.slice(0, 4)), id: pradoshId(date), date,
      ...(puja ? { window: { id: 'puja', start: puja[0], end: puja[1] } } : {}),
      source: `${VEDASAARATHI('Hyderabad', 1269843)}: ${date}${puja ? `, Pradosh Puja Time ${puja[0]}-${puja[1]}` : ''}`,
    };
  }),
  ...PRADOSH_FRISCO.map((date): VratReference => ({
    place: 'frisco', year: Number(date.slice(0, 4)), id: pradoshId(date), date,
    source: `${VEDASAARATHI('Frisco', 4692559)}: ${date}`,
  })),
  // Washington D.C. and London, 2026: days and puja windows.
  ...([
    ['washington', 'Washington DC', PRADOSH_WASHINGTON],
    ['london', 'London', PRADOSH_LONDON],
  ] as const).flatMap(([place, city, rows]) =>
    rows.map(([md, start, end]): VratReference => {
      const date = `2026-${md}`;
      return {
        place, year: 2026, id: pradoshId(date), date,
        window: { id: 'puja', start, end },
        source: `${GANAK_PRADOSH(city)}: ${date}, puja ${start}-${end}`,
      };
    }),
  ),
  // Jodhpur 2027: Drik's month pages.
  ...PRADOSH_JODHPUR_2027.map((md): VratReference => {
    const date = `2027-${md}`;
    return { place: 'jodhpur', year: 2027, id: pradoshId(date), date, source: `${JODHPUR_2027}: 'pradosh' on ${date}` };
  }),
  ...CHANDRA_DARSHAN_JODHPUR_2027.map((md): VratReference => {
    const date = `2027-${md}`;
    return { place: 'jodhpur', year: 2027, id: 'chandra_darshan', date, source: `${JODHPUR_2027}: 'chandra-darshana' on ${date}` };
  }),
  {
    place: 'jodhpur', year: 2027, id: 'masik_shivaratri', date: '2027-04-05',
    source: `${JODHPUR_2027}: 'masik-shivaratri' on 5 April ("Phalguna Krishna Chaturdashi", the amanta month)`,
  },
  {
    place: 'jodhpur', year: 2027, id: 'masik_shivaratri', date: '2027-03-06',
    source: `${JODHPUR_2027}: 'maha-shivaratri' on 6 March ("Magha Krishna Chaturdashi — nishita"), that month's Masik Shivaratri`,
  },
  {
    place: 'jodhpur', year: 2027, id: 'kalashtami', date: '2027-11-20',
    source:
      `${JODHPUR_2027}: 'kalabhairav-jayanti' on 20 November ("Kartika Krishna Ashtami", the amanta month), the Margashirsha ` +
      'Kalashtami (its festival record is in drik-festivals-cover-g4b.ts)',
  },
  // Frisco: the Masik Shivaratri Drik names Maha Shivaratri.
  ...MAHA_SHIVARATRI_FRISCO.map((date): VratReference => ({
    place: 'frisco', year: Number(date.slice(0, 4)), id: 'masik_shivaratri', date,
    source:
      `Drik Panchang's Maha Shivaratri date for Frisco, Texas (geoname-id=4692559), ${date.slice(0, 4)}, as pinned in ` +
      'github.com/mutukulamahesh/vedasaarathi tests/panchanga.test.mjs (commit 06e7f4ec3da2a03ca34ad242f6e33b18aa0f4af8, ' +
      `MAHA_SHIVARATRI_FIXTURES, "matches Drik at Hyderabad ... and Frisco"): ${date}`,
  })),
  // New Delhi 2024: a newspaper quoting Drik.
  {
    year: 2024, id: 'skanda_sashti', date: '2024-04-13',
    tithi: { start: '2024-04-13 12:04', end: '2024-04-14 11:43' },
    source:
      'ANM News Hindi (2024-04), "know the auspicious time of this festival day" (https://anmnewshindi.in/spiritual/know-the-auspicious-' +
      'time-of-this-festival-day-4479684), "द्रिक पंचांग के अनुसार" (according to Drik Panchang): Skanda Sashti on 13 April, shukla ' +
      'shashthi from 12:04 on 13 April to 11:43 on 14 April',
  },
];
