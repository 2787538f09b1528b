/**
 * Drik Panchang's New Delhi muhurat lists beyond drik-muhurat.ts: vehicle
 * purchase and property, July to December 2026, every date Drik lists in that
 * span, and its marriage list of 2026 as a third copy of the one
 * drik-muhurat.ts holds. Nothing here is computed by this project; the dates
 * are Drik's as a public project read them.
 *
 * Source: drikpanchang.com's shubh-dates pages for New Delhi, "fetched
 * 2026-07-16", transcribed by github.com/shivinexus-tech/ganak in
 * validation/muhurat-anchors.cjs (commit 2694edb4): "Drik Panchang 2026 New
 * Delhi anchors (drikpanchang.com shubh-dates, fetched 2026-07-16)", each
 * list with the span it covers (vehicle and property from 2026-07-01 to
 * 12-31, marriage the whole year). The file names the category, not the page:
 * Drik's property page is property-registration-auspicious-dates.html, which
 * replaced its property-purchase page (github.com/ishankgupta95/panchang
 * names the one slug in place of the other). Its marriage dates are Drik's 59
 * of drik-muhurat.ts, date for date, which vouches for the transcription
 * (checked by test/unit/muhurat/drik-more.test.ts).
 *
 * A date is Drik's Hindu day (sunrise to sunrise) named by the civil date it
 * starts on. Windows were not transcribed.
 */

export type DrikMoreActivity = 'vehicle' | 'property' | 'marriage';

export interface DrikMoreList {
  activity: DrikMoreActivity;
  place: 'new-delhi';
  year: number;
  /** The span the list covers completely, YYYY-MM-DD, both ends included. */
  first: string;
  last: string;
  dates: readonly string[];
  source: string;
}

export const GANAK_DRIK_2026_SOURCE =
  'drikpanchang.com/shubh-dates (New Delhi, 2026), fetched 2026-07-16 and transcribed by github.com/shivinexus-tech/ganak, ' +
  'validation/muhurat-anchors.cjs (commit 2694edb4): "Drik Panchang 2026 New Delhi anchors"';

/** 'MM-DD DD DD ...' rows, one a month, to YYYY-MM-DD dates. */
function monthRows(year: number, rows: readonly string[]): string[] {
  return rows.flatMap((row) => {
    const [month, ...days] = row.split(' ');
    return days.map((d) => `${year}-${month}-${d.padStart(2, '0')}`);
  });
}

/** Vehicle purchase, New Delhi, 2026-07-01 to 12-31: 45 dates. */
export const DRIK_VEHICLE_2026_H2: DrikMoreList = {
  activity: 'vehicle',
  place: 'new-delhi',
  year: 2026,
  first: '2026-07-01',
  last: '2026-12-31',
  dates: monthRows(2026, [
    '07 02 03 05 08 12 19 24 29 30',
    '08 07 09 10 16 17 20 26 27 28 31',
    '09 04 06 07 13 14 16 17 24',
    '10 21 22 25 28 30',
    '11 01 06 25 26 29',
    '12 03 04 06 13 14 23 30 31',
  ]),
  source: GANAK_DRIK_2026_SOURCE,
};

/** Property, New Delhi, 2026-07-01 to 12-31: 35 dates, every one a Thursday or a Friday. */
export const DRIK_PROPERTY_2026_H2: DrikMoreList = {
  activity: 'property',
  place: 'new-delhi',
  year: 2026,
  first: '2026-07-01',
  last: '2026-12-31',
  dates: monthRows(2026, [
    '07 16 17 23 24',
    '08 13 14 20 21 28',
    '09 04 10 11 17 18 25',
    '10 01 02 08 16 22 23 29 30',
    '11 12 13 19 20 26 27',
    '12 10 11 17 18 24 25',
  ]),
  source: GANAK_DRIK_2026_SOURCE,
};

/** Marriage, New Delhi, the whole of 2026: 59 dates (drik-muhurat.ts holds the same from two other copies). */
export const DRIK_MARRIAGE_2026_GANAK: DrikMoreList = {
  activity: 'marriage',
  place: 'new-delhi',
  year: 2026,
  first: '2026-01-01',
  last: '2026-12-31',
  dates: monthRows(2026, [
    '02 05 06 08 10 12 14 19 20 21 24 25 26',
    '03 02 03 04 07 08 09 11 12',
    '04 15 20 21 25 26 27 28 29',
    '05 01 03 05 06 07 08 13 14',
    '06 21 22 23 24 25 26 27 29',
    '07 01 06 07 11',
    '11 21 24 25 26',
    '12 02 03 04 05 06 11 12',
  ]),
  source: GANAK_DRIK_2026_SOURCE,
};

export const DRIK_MORE_LISTS: readonly DrikMoreList[] = [DRIK_VEHICLE_2026_H2, DRIK_PROPERTY_2026_H2, DRIK_MARRIAGE_2026_GANAK];
