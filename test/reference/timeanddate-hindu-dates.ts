/**
 * Published Indian dates of festivals that are one Hindu date each year,
 * 2015-2035: timeanddate.com's tables as archived in the MIT-licensed
 * github.com/vacanza/holidays (holidays/calendars/hindu.py, each table with its
 * web.archive.org link there), and the Telangana government calendar's
 * Bathukamma dates from the same file (Bathukamma begins on Mahalaya
 * Amavasya; the file cites Drik Panchang's "Amavasya Shraddha" page for it).
 * Nothing here is computed by this project. The tests name the Hindu date each
 * festival is (test/unit/calendar/hindu-date.test.ts).
 */

export interface HinduDateTable {
  id: string;
  source: string;
  /** Year -> MM-DD. */
  dates: Readonly<Record<number, string>>;
}

const VACANZA = (table: string, page: string) =>
  `${page}, as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (${table})`;

const table = (id: string, source: string, list: string): HinduDateTable => {
  const days = list.trim().split(/\s+/);
  const dates: Record<number, string> = {};
  days.forEach((d, i) => (dates[2015 + i] = d));
  return { id, source, dates };
};

/** Chaitra shukla pratipada (udaya). */
export const GUDI_PADWA = table(
  'gudi_padwa',
  VACANZA('GUDI_PADWA_DATES', 'https://www.timeanddate.com/holidays/india/gudi-padwa'),
  '03-21 04-08 03-28 03-18 04-06 03-25 04-13 04-02 03-22 04-09 03-30 03-19 04-07 03-27 04-14 04-03 03-24 04-11 03-31 03-21 04-09',
);

/** Chaitra shukla navami at madhyahna. */
export const RAMA_NAVAMI = table(
  'rama_navami',
  VACANZA('RAM_NAVAMI_DATES', 'https://www.timeanddate.com/holidays/india/rama-navami'),
  '03-28 04-15 04-04 03-25 04-13 04-02 04-21 04-10 03-30 04-17 04-06 03-26 04-15 04-03 04-22 04-12 04-01 04-19 04-07 03-28 04-16',
);

/** Thiruvonam (Shravana) in the Malayalam month Chingam (the Sun in Simha). */
export const ONAM = table(
  'onam',
  VACANZA('ONAM_DATES', 'https://www.timeanddate.com/holidays/india/onam'),
  '08-28 09-13 09-04 08-24 09-11 08-31 08-21 09-08 08-29 09-15 09-05 08-26 09-12 09-01 08-22 09-09 08-30 08-20 09-06 08-28 09-14',
);

/** The Sun's entry into Makara (India). */
export const MAKAR_SANKRANTI = table(
  'makar_sankranti',
  VACANZA('MAKAR_SANKRANTI_DATES', 'https://www.timeanddate.com/holidays/india/makar-sankranti'),
  '01-15 01-15 01-14 01-14 01-15 01-15 01-14 01-14 01-14 01-14 01-14 01-14 01-15 01-15 01-14 01-14 01-15 01-15 01-14 01-14 01-15',
);

/** Thai Pongal: the first day of the Tamil month Thai (the Sun in Makara). */
export const PONGAL = table(
  'pongal',
  VACANZA('PONGAL_DATES', 'timeanddate.com (Pongal)'),
  '01-15 01-15 01-14 01-14 01-15 01-15 01-14 01-14 01-15 01-15 01-14 01-14 01-15 01-15 01-14 01-14 01-15 01-15 01-14 01-14 01-15',
);

/** Mahalaya (Sarva Pitru) Amavasya: Bhadrapada amavasya (amanta), the shraddha at aparahna. */
export const BATHUKAMMA = table(
  'bathukamma',
  VACANZA(
    'BATHUKAMMA_DATES',
    'Telangana government calendars 2018-2025 (telangana.gov.in/Downloads/calendar-YYYY) and https://www.drikpanchang.com/shraddha/tithi/amavasya-shraddha-date-time.html',
  ),
  '10-12 09-30 09-19 10-08 09-28 10-16 10-06 09-25 10-14 10-02 09-21 10-10 09-29 09-18 10-07 09-27 10-15 10-04 09-23 10-11 10-01',
);
