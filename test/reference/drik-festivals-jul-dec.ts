/**
 * Published dates of the festivals that fall from July to December, for the
 * New Delhi years 2023-2027 that the earlier references
 * (drik-festivals-declared.ts, drik-panchang.ts) lack: timeanddate.com's India
 * holiday tables and Drik Panchang's Mahalaya Amavasya page (with the Telangana
 * government's Bathukamma holidays), as archived in github.com/vacanza/holidays.
 * Nothing here is computed by this project.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

const ARCHIVE = 'as archived in github.com/vacanza/holidays holidays/calendars/hindu.py';
const TIMEANDDATE = (page: string, table: string) => `timeanddate.com/holidays/india/${page} ${ARCHIVE} (${table})`;

/** Dates by festival for the years the other references lack. */
const TABLES: readonly [id: string, source: string, dates: readonly string[]][] = [
  ['raksha_bandhan', TIMEANDDATE('raksha-bandhan', 'RAKSHA_BANDHAN_DATES'), ['2023-08-30', '2024-08-19', '2027-08-17']],
  // timeanddate's holiday is the Vaishnava day where Drik prints two (reference.test.ts compares it so).
  ['krishna_janmashtami', TIMEANDDATE('janmashtami', 'JANMASHTAMI_DATES'), ['2023-09-07', '2024-08-26', '2027-08-25']],
  ['sharad_navratri', TIMEANDDATE('navratri', 'SHARAD_NAVRATRI_DATES'), ['2023-10-15', '2024-10-03', '2027-09-30']],
  ['vijayadashami', TIMEANDDATE('dussehra', 'DUSSEHRA_DATES'), ['2023-10-24', '2024-10-12', '2027-10-09']],
  ['diwali', TIMEANDDATE('diwali', 'DIWALI_INDIA_DATES'), ['2023-11-12', '2027-10-29']],
  ['govardhan_puja', TIMEANDDATE('govardhan-puja', 'GOVARDHAN_PUJA_DATES'), ['2023-11-13', '2024-11-02', '2027-10-30']],
  [
    'sarva_pitru_amavasya',
    `drikpanchang.com/shraddha/tithi/amavasya-shraddha-date-time.html (Mahalaya Amavasya) and telangana.gov.in's holiday calendars 2023-2024 (Bathukamma) ${ARCHIVE} (BATHUKAMMA_DATES)`,
    ['2023-10-14', '2024-10-02', '2026-10-10', '2027-09-29'],
  ],
];

export const JUL_DEC_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  ...TABLES.flatMap(([id, source, dates]) => dates.map((date) => ({ year: Number(date.slice(0, 4)), id, date, source }))),
  {
    year: 2023, id: 'krishna_janmashtami', date: '2023-09-06',
    tithi: { start: '2023-09-06 15:37', end: '2023-09-07 16:14' },
    window: { id: 'nishita', start: '23:57', end: '2023-09-07 00:42' },
    source: 'Northeast Rising (2023-09-06), "Janmashtami 2023: muhurat, city timings": nishita puja 11:57 PM 6 September to 12:42 AM 7 September (New Delhi), ashtami 3:37 PM 6 September to 4:14 PM 7 September; Drik\'s Smarta day',
  },
  {
    place: 'mumbai', year: 2023, id: 'krishna_janmashtami', date: '2023-09-06',
    window: { id: 'nishita', start: '2023-09-07 00:14', end: '2023-09-07 01:00' },
    source: 'Northeast Rising (2023-09-06), the city table: Mumbai 12:14 AM to 01:00 AM, 7 September',
  },
  {
    place: 'ahmedabad', year: 2023, id: 'krishna_janmashtami', date: '2023-09-06',
    window: { id: 'nishita', start: '2023-09-07 00:15', end: '2023-09-07 01:01' },
    source: 'Northeast Rising (2023-09-06), the city table: Ahmedabad 12:15 AM to 01:01 AM, 7 September',
  },
  {
    year: 2023, id: 'govardhan_puja', date: '2023-11-14',
    tithi: { start: '2023-11-13 14:56', end: '2023-11-14 14:36' },
    window: { id: 'pratahkal', start: '06:43', end: '08:52' },
    source: 'Kalam Times (2023-11), "Govardhan Puja 2023: 13 or 14 November", "according to Drik Panchang": morning muhurat 6:43 AM to 8:52 AM on 14 November, pratipada 2:56 PM 13 November to 2:36 PM 14 November; Webdunia Hindi and ABP Live (via Taza Khabar) the same day and tithi',
  },
];
