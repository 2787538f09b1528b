/**
 * Drik Panchang's printed Ghatasthapana muhurats: the morning window and the
 * Abhijit alternative of Sharad Navratri at New Delhi, by year, and two 2026
 * Gupt Navratri pages at other places that show where Drik keeps the whole
 * first third of the daytime beside a short dual (dvi-svabhava) lagna. Each
 * record names the page that printed it; nothing here is computed by this
 * project. Times are the place's wall-clock 'HH:MM' on the record's date.
 */

export interface GhatasthapanaWindow {
  start: string;
  end: string;
}

/** One year's published Ghatasthapana at New Delhi. */
export interface GhatasthapanaRecord {
  place: 'new-delhi';
  year: number;
  id: 'sharad_navratri' | 'chaitra_navratri';
  /** The Ghatasthapana day, YYYY-MM-DD. */
  date: string;
  ghatasthapana: GhatasthapanaWindow;
  abhijit?: GhatasthapanaWindow;
  source: string;
  note?: string;
}

/** The Drik-reckoning daypart audit of a public festival app, which read Drik's 2026 pages. */
const DAYPART_AUDIT =
  'Drik Panchang, navratri/shardiya-navratri-ghatasthapana.html?geoname-id=1261481&year=2026, as cited in a public app\'s ' +
  '"Festival deciding-daypart audit" (github.com/shivinexus-tech/ganak plans/festival-daypart-audit.md, row 16, read 2026-11-28)';

export const DRIK_GHATASTHAPANA: GhatasthapanaRecord[] = [
  {
    place: 'new-delhi', year: 2021, id: 'sharad_navratri', date: '2021-10-07',
    ghatasthapana: { start: '06:17', end: '07:07' },
    source: 'Boldsky and India Today (2021-10), "as per Drik Panchang": Ghatasthapana 06:17 to 07:07 (50 minutes)',
    note:
      "As this repository's earlier note on the 2026 disagreement quoted the two pages (commit 4653ece); they were not re-read " +
      'for this record and their addresses were not kept. The window is the Kanya lagna from sunrise.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'sharad_navratri', date: '2025-09-22',
    ghatasthapana: { start: '06:09', end: '08:06' },
    abhijit: { start: '11:49', end: '12:38' },
    source:
      'India TV (2025-09-21), "22 September 2025 Panchang: Navratri Kalash Sthapana muhurat" (https://www.indiatvnews.com/' +
      'lifestyle/spirituality/22-september-2025-panchang-navratri-ghatasthapana-muhurat-rahukaal-2025-09-21-1009309), Delhi times',
    note: 'The window is the Kanya lagna from sunrise (117 minutes).',
  },
  {
    place: 'new-delhi', year: 2026, id: 'sharad_navratri', date: '2026-10-11',
    ghatasthapana: { start: '06:19', end: '10:12' },
    abhijit: { start: '11:44', end: '12:31' },
    source: `${DAYPART_AUDIT}: 11 October, Delhi Ghatasthapana 06:19-10:12, Abhijit 11:44-12:31`,
    note: 'The whole first third of the daytime: the Kanya lagna lasts only about 34 minutes after sunrise.',
  },
  // Chaitra Navratri: the Meena lagna rises near sunrise. 2023 (Drik-quoted, 69 minutes of Meena from sunrise) is narrowed;
  // 2025 (about 46 minutes) is not. Neither 2025 nor 2026 source names its almanac; their windows are kept as printed
  // because they bound the rule's muhurta from below (46 minutes) and check the narrowing within pratipada (2026).
  {
    place: 'new-delhi', year: 2023, id: 'chaitra_navratri', date: '2023-03-22',
    ghatasthapana: { start: '06:23', end: '07:32' },
    source:
      'DNA India (2023-03-21), "Chaitra Navratri 2023: Shubh muhurat, puja vidhi" (https://www.dnaindia.com/lifestyle/report-chaitra-' +
      'navratri-2023-shubh-muhurat-puja-vidhi-history-significance-9-day-long-festival-3031397), "Drik Panchang predicts": ' +
      'ghatasthapana 6:23 AM to 7:32 AM',
    note: 'The Meena lagna from sunrise (69 minutes).',
  },
  {
    place: 'new-delhi', year: 2025, id: 'chaitra_navratri', date: '2025-03-30',
    ghatasthapana: { start: '06:13', end: '10:22' },
    abhijit: { start: '12:01', end: '12:50' },
    source:
      'DNA India (2025-03-10), "When is Chaitra Navratri 2025? Date, time for Ghatasthapana" (https://www.dnaindia.com/education/' +
      'report-when-is-chaitra-navratri-2025-date-time-for-ghatasthapana-puja-vidhi-and-significance-3137840), "according to the ' +
      'Hindu Panchang": ghatasthapana 6:13 AM to 10:22 AM, Abhijit 12:01 PM to 12:50 PM, pratipada 4:27 PM 29 March to 12:49 PM 30 March',
    note: 'The whole first third of the daytime: the Meena lagna lasts about 46 minutes after sunrise. Names no almanac.',
  },
  {
    place: 'new-delhi', year: 2026, id: 'chaitra_navratri', date: '2026-03-19',
    ghatasthapana: { start: '06:52', end: '07:43' },
    abhijit: { start: '12:05', end: '12:53' },
    source:
      'Webdunia Hindi (2026-02-23), "Chaitra Navratri 2026 start date" (https://m-hindi.webdunia.com/navratri-puja/chaitra-navratri-' +
      '2026-start-date-and-maha-ashtami-date-126022300050_1.html): "घट स्थापना मुहूर्त सुबह 06:52 से 07:43 तक। घटस्थापना अभिजीत ' +
      'मुहूर्त- दोपहर 12:05 से 12:53"',
    note:
      'Pratipada begins after sunrise (06:52) and covers no sunrise; the window is its part of the Meena lagna (51 minutes). ' +
      'Names no almanac.',
  },
];

/** A Gupt Navratri Ghatasthapana page of 2026 at a place given by coordinates (not a reference place). */
export interface GuptGhatasthapanaRecord {
  year: number;
  id: 'ashadha_gupt_navratri' | 'magha_gupt_navratri';
  place: string;
  latitudeDeg: number;
  longitudeDeg: number;
  timeZone: string;
  date: string;
  ghatasthapana: GhatasthapanaWindow;
  abhijit?: GhatasthapanaWindow;
  source: string;
}

/** Drik's 2026 Gupt Navratri pages as read by a public app (with the coordinates it used). */
const GANAK_ANCHORS = (page: string) =>
  `Drik Panchang, ${page} (time-format=24hour, year=2026), accessed 2026-07-21, as recorded in github.com/shivinexus-tech/ganak ` +
  'validation/navratri-timings.cjs (its anchors, with the coordinates it gives)';

export const DRIK_GUPT_GHATASTHAPANA: GuptGhatasthapanaRecord[] = [
  {
    year: 2026, id: 'ashadha_gupt_navratri', place: 'Karnal', latitudeDeg: 29.6857, longitudeDeg: 76.9905, timeZone: 'Asia/Kolkata',
    date: '2026-07-15',
    ghatasthapana: { start: '05:32', end: '10:09' },
    source: `${GANAK_ANCHORS('navratri/ashadha/ashadha-gupta-navratri-ghatasthapana.html')}: Karnal, 15 July, 05:32-10:09`,
  },
  {
    year: 2026, id: 'magha_gupt_navratri', place: 'Natore', latitudeDeg: 24.4206, longitudeDeg: 88.9939, timeZone: 'Asia/Dhaka',
    date: '2026-01-19',
    ghatasthapana: { start: '06:50', end: '10:26' },
    abhijit: { start: '11:53', end: '12:37' },
    source: `${GANAK_ANCHORS('navratri/magha/magha-gupta-navratri-ghatasthapana.html')}: Natore, 19 January, 06:50-10:26, Abhijit 11:53-12:37`,
  },
];
