/**
 * Drik Panchang's iCal day feeds for Mirzapur as a public app stored them
 * (github.com/Prashanthmn166/hamara-calendar): the sources and the record
 * shape shared by drik-festivals-mirzapur.ts and drik-vrats-mirzapur.ts.
 * Nothing here is computed by this project.
 */
const HAMARA = 'github.com/Prashanthmn166/hamara-calendar';

/** 2022 (Hindi): the feed's own fields name the place and Drik. */
export const HI_2022 =
  `Drik Panchang's Hindi iCal day feed for "Mirzapur, India" (its "location" field; organizer feedback@drikpanchang.com, ` +
  `uids @ical.drikpanchang.com, dtstamp 2021-09-18), stored in ${HAMARA} src/app/calender/calender.service.ts ` +
  '(commit d46086b44a4ff22b59b2f644cca5cfa7b351964c, 2021-10-10)';

/** 2021 (Hindi): the same file's rows for the year before, cut to three events a day. */
export const HI_2021 =
  `${HI_2022}, its 2021 rows (kept without the feed's fields: three events a day; the place inferred: their 365 sunrises and ` +
  "sunsets are Mirzapur's, GeoNames 1262995, within a minute, as are 2022's)";

/** 2023 (English): the same app's next year, its location field left out. */
export const EN_2023 =
  `Drik Panchang's English iCal day feed for 2023 (each day's text ends "from www.drikpanchang.com"), stored in ${HAMARA} ` +
  'calendar.js (commit db551b55f80736b44e42c266f2864ed24f877078, 2022-08-11) without its location field; the place inferred: ' +
  'the app\'s 2022 feed names "Mirzapur, India", and all 365 sunrises and sunsets printed for 2023 are Mirzapur\'s within a minute';

/** [id, the day, the name the feed lists on it, and (2022-2023) its tithi's printed start and end]. */
export type FeedRow = readonly [id: string, date: string, label: string, tithiStart?: string, tithiEnd?: string];

/** A feed row as a record at Mirzapur, the tithi where the feed prints it. */
export const mirzapurRecords = (rows: readonly FeedRow[], feed: string) =>
  rows.map(([id, date, label, start, end]) => ({
    place: 'mirzapur' as const,
    year: Number(date.slice(0, 4)),
    id,
    date,
    ...(start !== undefined && end !== undefined ? { tithi: { start, end } } : {}),
    source:
      `${feed}: "${label}" listed on ${date}` +
      (start === undefined ? '' : `; the tithi from the previous tithi's printed end (${start}) to its own (${end})`),
  }));
