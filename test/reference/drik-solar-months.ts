/**
 * Drik Panchang's regional solar month starts (the first day of each solar
 * month) for New Delhi (geoname 1261481, Drik's default place), 2024-2027: its
 * Tamil month panchangam, Malayalam month calendar, Bengali month panjika and
 * Odia panji pages, as scraped and stored in github.com/dra8an/hindu-calendar
 * validation/drikpanchang/{tamil,malayalam,bengali,odia}.csv (commit
 * 002c656b, columns month, year, length, Gregorian date, month name).
 * Nothing here is computed by this project.
 *
 * Each year lists the twelve month starts in Gregorian order, beginning with
 * the month of the Makara sankranti (Thai, Makaram, Magh, Magha) in January.
 */
export const DRIK_SOLAR_MONTHS_SOURCE = (calendar: string) =>
  `Drik Panchang ${calendar} calendar, New Delhi, via github.com/dra8an/hindu-calendar validation/drikpanchang/${calendar}.csv`;

export const DRIK_MONTH_STARTS: Record<'tamil' | 'malayalam' | 'bengali' | 'odia', Record<number, readonly string[]>> = {
  tamil: {
    2024: ['01-15', '02-13', '03-14', '04-14', '05-14', '06-15', '07-16', '08-17', '09-17', '10-17', '11-16', '12-16'],
    2025: ['01-14', '02-13', '03-15', '04-14', '05-15', '06-15', '07-16', '08-17', '09-17', '10-17', '11-16', '12-16'],
    2026: ['01-14', '02-13', '03-15', '04-14', '05-15', '06-15', '07-17', '08-17', '09-17', '10-18', '11-17', '12-16'],
    2027: ['01-15', '02-13', '03-15', '04-14', '05-15', '06-15', '07-17', '08-17', '09-17', '10-18', '11-17', '12-16'],
  },
  malayalam: {
    2024: ['01-15', '02-14', '03-14', '04-14', '05-15', '06-15', '07-16', '08-17', '09-17', '10-17', '11-16', '12-16'],
    2025: ['01-14', '02-13', '03-15', '04-14', '05-15', '06-15', '07-17', '08-17', '09-17', '10-18', '11-17', '12-16'],
    2026: ['01-15', '02-13', '03-15', '04-14', '05-15', '06-15', '07-17', '08-17', '09-17', '10-18', '11-17', '12-16'],
    2027: ['01-15', '02-13', '03-15', '04-15', '05-15', '06-16', '07-17', '08-18', '09-18', '10-18', '11-17', '12-17'],
  },
  bengali: {
    2024: ['01-16', '02-14', '03-15', '04-14', '05-15', '06-16', '07-17', '08-17', '09-17', '10-18', '11-17', '12-16'],
    2025: ['01-15', '02-13', '03-15', '04-15', '05-15', '06-16', '07-17', '08-18', '09-18', '10-18', '11-17', '12-17'],
    2026: ['01-15', '02-14', '03-16', '04-15', '05-16', '06-16', '07-17', '08-18', '09-18', '10-18', '11-17', '12-17'],
    2027: ['01-15', '02-14', '03-16', '04-15', '05-16', '06-16', '07-18', '08-18', '09-18', '10-19', '11-18', '12-17'],
  },
  odia: {
    2024: ['01-15', '02-13', '03-14', '04-13', '05-14', '06-15', '07-16', '08-16', '09-16', '10-17', '11-16', '12-15'],
    2025: ['01-14', '02-12', '03-14', '04-14', '05-15', '06-15', '07-16', '08-17', '09-17', '10-17', '11-16', '12-16'],
    2026: ['01-14', '02-13', '03-15', '04-14', '05-15', '06-15', '07-17', '08-17', '09-17', '10-17', '11-16', '12-16'],
    2027: ['01-14', '02-13', '03-15', '04-14', '05-15', '06-15', '07-17', '08-17', '09-17', '10-18', '11-17', '12-16'],
  },
};

/** Era years Drik prints for some of these months (the same files' year column). */
export const DRIK_ERA_YEARS: readonly { calendar: 'tamil' | 'malayalam' | 'bengali'; date: string; monthNumber: number; year: number }[] = [
  { calendar: 'tamil', date: '2024-01-15', monthNumber: 10, year: 1945 },
  { calendar: 'tamil', date: '2024-04-14', monthNumber: 1, year: 1946 },
  { calendar: 'tamil', date: '2027-12-16', monthNumber: 9, year: 1949 },
  { calendar: 'malayalam', date: '2024-01-15', monthNumber: 6, year: 1199 },
  { calendar: 'malayalam', date: '2024-08-17', monthNumber: 1, year: 1200 },
  { calendar: 'malayalam', date: '2025-08-17', monthNumber: 1, year: 1201 },
  { calendar: 'malayalam', date: '2027-07-17', monthNumber: 12, year: 1202 },
  { calendar: 'bengali', date: '2024-01-16', monthNumber: 10, year: 1430 },
  { calendar: 'bengali', date: '2024-04-14', monthNumber: 1, year: 1431 },
  { calendar: 'bengali', date: '2027-04-15', monthNumber: 1, year: 1434 },
];

/**
 * Malayalam dates near the month-start cutoff (a sankranti within 15 minutes
 * of three fifths of the daytime, or near apparent noon), each checked on
 * Drik Panchang's Malayalam calendar (New Delhi) by github.com/dra8an/hindu-calendar
 * validation/malayalam_boundary_cases.csv (commit 3990e9f9): the date, and
 * Drik's month number, day and Kollam year for it.
 */
export const DRIK_MALAYALAM_BOUNDARY: readonly [date: string, monthNumber: number, day: number, year: number][] = [
  ['2026-06-15', 11, 1, 1201],
  ['1902-09-16', 2, 1, 1078],
  ['1950-03-14', 8, 1, 1125],
  ['2021-11-16', 3, 30, 1197],
  ['2019-09-17', 2, 1, 1195],
  ['2028-03-14', 8, 1, 1203],
  ['1982-11-16', 3, 30, 1158],
  ['1930-02-12', 7, 1, 1105],
  ['1969-02-12', 7, 1, 1144],
  ['1911-03-14', 8, 1, 1086],
  ['1914-05-14', 10, 1, 1089],
  ['2030-06-15', 11, 1, 1205],
  ['1941-09-16', 2, 1, 1117],
  ['1913-06-14', 10, 32, 1088],
  ['1954-03-14', 7, 30, 1129],
  ['1943-11-16', 3, 30, 1119],
  ['1976-04-13', 8, 31, 1151],
  ['1934-02-12', 6, 30, 1109],
  ['1996-05-14', 9, 31, 1171],
  ['1993-03-14', 7, 30, 1168],
  ['1904-11-15', 3, 30, 1080],
  ['1957-05-14', 9, 31, 1132],
  ['2021-10-17', 2, 31, 1197],
  ['1915-03-14', 7, 30, 1090],
  ['2023-09-17', 1, 31, 1199],
  ['1901-01-13', 5, 30, 1076],
  ['2032-03-14', 7, 30, 1207],
  ['1937-04-13', 8, 31, 1112],
  // The file gives Kollam 1199, its own year rule's (the year of the Simha sankranti's day); Drik's month
  // table (malayalam.csv) begins Chingam 1199 on 2023-08-18, so the last day of Karkadakam is in 1198.
  ['2023-08-17', 12, 32, 1198],
  ['1973-02-12', 6, 30, 1148],
  ['1952-06-14', 10, 32, 1127],
  ['2035-05-15', 10, 1, 1210],
  ['2003-12-16', 5, 1, 1179],
];

/**
 * Odia month starts near 22:12 IST, checked on Drik Panchang's Odia calendar
 * (New Delhi) by github.com/dra8an/hindu-calendar Docs/HINDU_CALENDAR_GUIDE.md,
 * section 4.6 "Boundary Case Table": the sankranti's civil date and whether the
 * month begins that day (else the next).
 */
export const DRIK_ODIA_BOUNDARY: readonly [sankrantiDate: string, beginsSameDay: boolean][] = [
  ['1915-04-13', true],
  ['1946-12-15', true],
  ['1957-01-13', true],
  ['1918-01-13', true],
  ['1974-05-14', true],
  ['1907-12-15', false],
  ['2040-09-16', false],
  ['1971-03-14', false],
  ['2042-11-16', false],
];

/**
 * Sankrantis near the Tamil (sunset) and Bengali (midnight) critical times,
 * listed by github.com/dra8an/hindu-calendar validation/solar_edge_cases.csv
 * (commit e04d3278; the 100 closest 1900-2050 by its own moments), with
 * the first day Drik Panchang gives the month (validation/drikpanchang/
 * {tamil,bengali}.csv, New Delhi): [the sankranti's civil date, Drik's month start].
 */
export const DRIK_TAMIL_BOUNDARY: readonly [sankrantiDate: string, monthStart: string][] = [
  ['2025-03-14', '2025-03-15'],
  ['2027-06-15', '2027-06-15'],
  ['2028-05-14', '2028-05-14'],
  ['2031-06-15', '2031-06-16'],
  ['2031-12-16', '2031-12-16'],
  ['2032-05-14', '2032-05-15'],
  ['2033-07-16', '2033-07-16'],
  ['2035-12-16', '2035-12-17'],
  ['2036-02-13', '2036-02-13'],
  ['2037-07-16', '2037-07-17'],
  ['2040-02-13', '2040-02-14'],
  ['2042-01-14', '2042-01-14'],
  ['2044-02-13', '2044-02-14'],
  ['2046-01-14', '2046-01-15'],
  ['2047-04-14', '2047-04-14'],
  ['2049-11-16', '2049-11-16'],
];

export const DRIK_BENGALI_BOUNDARY: readonly [sankrantiDate: string, monthStart: string][] = [
  ['2022-03-15', '2022-03-16'],
  ['2024-06-15', '2024-06-16'],
  ['2025-05-15', '2025-05-15'],
  ['2029-05-15', '2029-05-16'],
  ['2030-07-17', '2030-07-17'],
  ['2034-07-17', '2034-07-18'],
  ['2036-12-16', '2036-12-17'],
  ['2040-12-16', '2040-12-17'],
  ['2041-02-13', '2041-02-14'],
  ['2044-04-14', '2044-04-15'],
  ['2047-01-15', '2047-01-16'],
  ['2048-04-14', '2048-04-15'],
];
