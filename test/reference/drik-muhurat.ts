/**
 * Drik Panchang's yearly muhurat lists for New Delhi (marriage, griha
 * pravesh), as published on its "shubh dates" pages or quoted from them, each
 * record with its source. Nothing here is computed by this project; a value no
 * source gave is left out (README.md, "Muhurat lists", lists the gaps).
 *
 * A muhurat day is Drik's Hindu day (sunrise to the next sunrise) named by the
 * civil date it starts on. Windows are New Delhi local time (IST), 24-hour,
 * as printed: 'HH:MM' on the record's date, 'YYYY-MM-DD HH:MM' when the time
 * falls on the next civil date (after midnight, before the next sunrise).
 */

export type MuhuratReferenceActivity = 'marriage' | 'griha-pravesh' | 'vehicle' | 'property' | 'mundan';

export interface MuhuratReferenceWindow { start: string; end: string }

export interface MuhuratReferenceRecord {
  activity: MuhuratReferenceActivity;
  place: 'new-delhi';
  year: number;
  /** YYYY-MM-DD: the civil date the listed Hindu day starts on. */
  date: string;
  windows?: MuhuratReferenceWindow[];
  /** The nakshatras Drik prints for the day's windows, in its spelling. */
  nakshatra?: string[];
  /** The tithis Drik prints for the day's windows. */
  tithi?: string[];
  source: string;
  note?: string;
}

// Sources. Each names the Drik page and the public copy we read it from.
const DRIK_MARRIAGE_2026 =
  'drikpanchang.com/shubh-dates/shubh-marriage-dates-with-muhurat.html?year=2026 (New Delhi), the full date list as ' +
  'transcribed in github.com/bidyashish/vedicpanchanga.com backend/tests/compare_drik.py (commit 59c5b657)';
const DRIK_MARRIAGE_2026_DETAIL =
  'drikpanchang.com/shubh-dates/shubh-marriage-dates-with-muhurat.html?year=2026 (New Delhi), windows, nakshatra and ' +
  'tithi as read on 2026-09-26 and stored in a public project\'s data file (GitHub code index id 70597979164); ' +
  'dates also in github.com/bidyashish/vedicpanchanga.com backend/tests/compare_drik.py';
const DRIK_GRIHA_PRAVESH_2026 =
  'drikpanchang.com/shubh-dates/griha-pravesh-dates-with-muhurat.html (New Delhi, 2026), the 37-date list as ' +
  'transcribed in a public project\'s Dart test (GitHub code index id 65771394801); first five dates agree with ' +
  'Hindustan (htsyndication.com/hindustan-delhi, 2025-11-26, "Griha Pravesh Muhurat 2026")';
const ETV_MARRIAGE_2025 =
  'etvbharat.com/en/!lifestyle/shubh-muhurat-wedding-dates-may-december-2025-auspicious-days-enn25050501662 ' +
  '(ETV Bharat, 2025-05-05: "These dates are derived from the Drik Panchang")';

const ABP_MUNDAN_2026 =
  'news.abplive.com/religion/mundan-sanskar-2026-check-the-auspicious-dates-and-muhurat-for-the-coming-year-1817716 ' +
  '(ABP Live, 2025-12-20, "Mundan Muhurat 2026": 25 dates with windows in New Delhi time, from sunrise as New Delhi\'s, ' +
  'in Drik Panchang\'s format; the article names no almanac)';

const HT_2026_NOTE =
  'Hindustan (htsyndication.com, 2025-11-15) also counts 59 marriage dates in 2026, none in January, the first on 5 February.';

function dates(activity: MuhuratReferenceActivity, year: number, list: string[], source: string, note?: string): MuhuratReferenceRecord[] {
  return list.map((date) => ({ activity, place: 'new-delhi' as const, year, date, source, ...(note ? { note } : {}) }));
}

/** Nov-Dec 2026 marriage days with Drik's windows, nakshatras and tithis. */
const MARRIAGE_2026_DETAIL: MuhuratReferenceRecord[] = ([
  ['2026-11-21', [['06:48', '2026-11-22 00:08']], ['Revati'], ['Dwadashi']],
  ['2026-11-24', [['23:25', '2026-11-25 06:52']], ['Rohini'], ['Pratipada']],
  ['2026-11-25', [['06:52', '2026-11-26 06:52']], ['Rohini', 'Mrigashira'], ['Pratipada', 'Dwitiya']],
  ['2026-11-26', [['06:52', '17:47']], ['Mrigashira'], ['Dwitiya', 'Tritiya']],
  ['2026-12-02', [['10:32', '2026-12-03 06:58']], ['Uttara Phalguni'], ['Navami', 'Dashami']],
  ['2026-12-03', [['06:58', '10:53'], ['23:03', '2026-12-04 06:59']], ['Uttara Phalguni', 'Hasta'], ['Dashami', 'Ekadashi']],
  ['2026-12-04', [['06:59', '10:22']], ['Hasta'], ['Ekadashi']],
  ['2026-12-05', [['11:48', '2026-12-06 07:00']], ['Swati'], ['Dwadashi', 'Trayodashi']],
  ['2026-12-06', [['07:00', '07:42']], ['Swati'], ['Trayodashi']],
  ['2026-12-11', [['2026-12-12 03:04', '2026-12-12 07:04']], ['Uttara Ashadha'], ['Tritiya']],
  ['2026-12-12', [['07:04', '2026-12-13 03:27']], ['Uttara Ashadha'], ['Tritiya', 'Chaturthi']],
] as const).map(([date, windows, nakshatra, tithi]) => ({
  activity: 'marriage' as const, place: 'new-delhi' as const, year: 2026, date,
  windows: windows.map(([start, end]) => ({ start, end })),
  nakshatra: [...nakshatra], tithi: [...tithi],
  source: DRIK_MARRIAGE_2026_DETAIL,
  ...(date >= '2026-12-11'
    ? { note: 'Hindustan (htsyndication.com, 2025-11-15) names 6 December as the last 2026 date; Drik lists 11 and 12 December too.' }
    : {}),
}));

/** Mundan 2026, the whole year ("no auspicious mundan muhurat after 20 July"), with the printed windows. */
const MUNDAN_2026: MuhuratReferenceRecord[] = ([
  ['2026-01-21', '07:14', '2026-01-22 02:49'], ['2026-01-29', '07:32', '13:57'], ['2026-02-11', '10:53', '2026-02-12 07:03'],
  ['2026-02-12', '07:02', '13:43'], ['2026-02-18', '17:00', '21:16'], ['2026-02-26', '06:49', '12:12'],
  ['2026-02-27', '10:49', '22:35'], ['2026-03-06', '09:30', '17:56'], ['2026-03-16', '09:43', '2026-03-17 06:30'],
  ['2026-03-25', '06:20', '13:52'], ['2026-03-27', '10:09', '2026-03-28 06:17'], ['2026-04-03', '08:45', '2026-04-04 06:09'],
  ['2026-04-13', '05:58', '2026-04-14 01:11'], ['2026-04-23', '05:48', '20:52'], ['2026-05-01', '05:40', '22:55'],
  ['2026-05-04', '09:58', '2026-05-05 05:27'], ['2026-05-11', '15:27', '2026-05-12 01:29'], ['2026-06-17', '05:22', '21:14'],
  ['2026-06-24', '05:24', '2026-06-25 05:24'], ['2026-06-25', '05:24', '16:30'], ['2026-07-02', '09:28', '2026-07-03 05:26'],
  ['2026-07-03', '05:27', '11:23'], ['2026-07-09', '10:40', '14:56'], ['2026-07-15', '11:53', '21:47'],
  ['2026-07-20', '19:10', '2026-07-21 04:04'],
] as const).map(([date, start, end]) => ({
  activity: 'mundan' as const, place: 'new-delhi' as const, year: 2026, date, windows: [{ start, end }], source: ABP_MUNDAN_2026,
}));

export const MUHURAT_REFERENCE: MuhuratReferenceRecord[] = [
  // Marriage 2025, May and June only (the stored copy of the article ends at 11 June).
  ...dates('marriage', 2025, [
    '2025-05-05', '2025-05-06', '2025-05-10', '2025-05-11', '2025-05-15', '2025-05-16', '2025-05-25', '2025-05-26',
    '2025-06-07', '2025-06-08', '2025-06-09', '2025-06-10', '2025-06-11',
  ], ETV_MARRIAGE_2025),

  // Marriage 2026, February to July; November and December carry windows below.
  ...dates('marriage', 2026, [
    '2026-02-05', '2026-02-06', '2026-02-08', '2026-02-10', '2026-02-12', '2026-02-14', '2026-02-19', '2026-02-20',
    '2026-02-21', '2026-02-24', '2026-02-25', '2026-02-26',
  ], DRIK_MARRIAGE_2026, `${HT_2026_NOTE} February agrees with khashkhabar.com ("59 auspicious dates"); inhnews.in also prints 4 February.`),
  { activity: 'marriage', place: 'new-delhi', year: 2026, date: '2026-03-02', source: DRIK_MARRIAGE_2026,
    note: 'khashkhabar.com prints 1 March instead of 2 March; inhnews.in prints 2 March, as Drik does.' },
  ...dates('marriage', 2026, [
    '2026-03-03', '2026-03-04', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-11', '2026-03-12',
  ], DRIK_MARRIAGE_2026, 'March agrees with inhnews.in and khashkhabar.com (3, 4, 7, 8, 9, 11, 12).'),
  ...dates('marriage', 2026, [
    '2026-04-15', '2026-04-20', '2026-04-21', '2026-04-25', '2026-04-26', '2026-04-27', '2026-04-28', '2026-04-29',
    '2026-05-01', '2026-05-03', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08', '2026-05-13', '2026-05-14',
    '2026-06-21', '2026-06-22', '2026-06-23', '2026-06-24', '2026-06-25', '2026-06-26', '2026-06-27', '2026-06-29',
    '2026-07-01', '2026-07-06', '2026-07-07', '2026-07-11',
  ], DRIK_MARRIAGE_2026),
  ...MARRIAGE_2026_DETAIL,

  // Griha pravesh 2026.
  ...dates('griha-pravesh', 2026, [
    '2026-02-06', '2026-02-11', '2026-02-19', '2026-02-20', '2026-02-21', '2026-02-25', '2026-02-26',
    '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09', '2026-03-13', '2026-03-14',
    '2026-04-20', '2026-05-04', '2026-05-08', '2026-05-13',
    '2026-06-24', '2026-06-26', '2026-06-27', '2026-07-01', '2026-07-02', '2026-07-06',
    '2026-11-11', '2026-11-14', '2026-11-20', '2026-11-21', '2026-11-25', '2026-11-26',
    '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-11', '2026-12-12', '2026-12-18', '2026-12-19', '2026-12-30',
  ], DRIK_GRIHA_PRAVESH_2026),

  ...MUNDAN_2026,
];

/**
 * The lists that are complete for their year (every Drik date of that
 * activity and year is present), so a comparison may count dates missing on
 * either side. The others are partial: compare only the dates they hold.
 */
export const COMPLETE_MUHURAT_LISTS: { activity: MuhuratReferenceActivity; year: number }[] = [
  { activity: 'marriage', year: 2026 },
  { activity: 'griha-pravesh', year: 2026 },
  { activity: 'mundan', year: 2026 },
];
