/**
 * Drik Panchang's own dates for the July-December observances that the earlier references hold for too few New Delhi
 * years, for no Indian city beyond New Delhi or for no place abroad (issue 32): New Delhi's Sharad Navratri, Govardhan Puja, Anant Chaturdashi,
 * Kali Chaudas, Narak Chaturdashi, Kajari Teej and Dattatreya Jayanti years, Jodhpur's 2027 dates of the Shravana to
 * Ashwina observances, Calgary's 2026 dates of the Shravana to Margashirsha ones, and Drik's own Govardhan Puja page for
 * Fairfield, Connecticut (2178). Each record names the Drik page it comes from and where that page's value was read.
 * Nothing here is computed by this project.
 *
 * Same record shape as drik-festivals-declared.ts; times are the place's wall-clock times, 'HH:MM' on the date.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

/**
 * Drik Panchang's New Delhi festival pages (geoname-id=1261481), one per year ("2022-2030 read from each festival page with
 * ?year=YYYY", read 2026-10-03), as recorded in github.com/tkshukla/divineastro tests/test_festivals.py (DRIK_YEARS and
 * FESTIVAL_REF, "All Drik Panchang (New Delhi)").
 */
const DIVASTRO = (table: string) =>
  "Drik Panchang's New Delhi festival pages (geoname-id=1261481), read 2026-10-03 and recorded in github.com/tkshukla/divineastro " +
  `tests/test_festivals.py (${table})`;

/**
 * Drik Panchang's 2026 Hindu calendar for Delhi (calendars/hindu/hinducalendar.html?geoname-id=1273294&year=2026; the NCT's
 * own record, 2 km north of New Delhi's point, compared at New Delhi as the earlier references do), as tabulated in the
 * "Drik 2026" columns of github.com/shivinexus-tech/ganak plans/drik-gap-analysis.md (first version, commit 75d5822,
 * 2026-07-19): the festivals that app lacked, each with Drik's date. Dates only.
 */
const GANAK_GAPS =
  "Drik Panchang's 2026 Hindu calendar for Delhi (https://www.drikpanchang.com/calendars/hindu/hinducalendar.html?geoname-id=" +
  '1273294&year=2026), as tabulated in github.com/shivinexus-tech/ganak plans/drik-gap-analysis.md (commit 75d5822, ' +
  '2026-07-19), its "Drik 2026" column';

/**
 * Drik Panchang's 2027 month pages for Jodhpur (geoname-id=1268865), transcribed day by day into a public engine's acceptance
 * fixture (GitHub code index id 61792798565, drik2027.fixture.js: "Transcribed from Drik's own pages ... never from our own
 * engine's output"; the rows it marks SKIP are the ones "Drik prints these for 2027 and the engine has no rule for"). Dates only.
 * Balarama Jayanti is Drik's Hala Shashthi (Bhadrapada krishna shashthi, its page dashavatara/lord-balarama/hala-shashthi),
 * as in drik-festivals-cover-g3.ts; the fixture's 'balaram-jayanti' of 5 September (Bhadrapada shukla shashthi, Braj's
 * Baldev Chhath) is another observance and is left out.
 */
const JODHPUR_2027 =
  "Drik Panchang's 2027 month pages for Jodhpur (geoname-id=1268865) as transcribed in a public engine's acceptance fixture " +
  '(GitHub code index id 61792798565, drik2027.fixture.js)';

/**
 * Drik Panchang's 2026 calendar for Calgary (geoname-id=5913490, Mountain Time), transcribed festival by festival into a
 * public engine's conformance tests (github.com/SODIYAL/panchanga, commit b308a63, test/conformance-calgary.test.ts,
 * -regional.test.ts and -oneoff.test.ts: "EXPECTED dates are transcribed from Drik Panchang's Calgary calendar (geoname-id
 * 5913490)"; the dates it pins as its own engine's differences are kept apart there and not used here). Dates only.
 */
const CALGARY_2026 = (file: string, key: string, date: string) =>
  "Drik Panchang's 2026 calendar for Calgary (geoname-id=5913490) as transcribed in github.com/SODIYAL/panchanga " +
  `(commit b308a63) test/${file} (DRIK_CALGARY): "${key}": "${date}"`;

/**
 * A public calendar app's observance-rules module (GitHub code index id 69393207935, its "Pan-India jayantis" section), whose
 * notes give each rule's "Published:" date with Drik's own name for the day (e.g. 'Published: 23 Sep 2026 (Drik "Vamana
 * Jayanti", hindutone.com ...)'), read for New Delhi (its Hayagriva note: "Drik's afternoon window (04:14-06:48 PM, New
 * Delhi)"). Dates only: the tithi times in those notes are not all Drik's.
 */
const JAYANTI_NOTES = (note: string) =>
  `Drik Panchang (New Delhi) as cited in a public app's observance-rules module (GitHub code index id 69393207935): ${note}`;

export const COVER_G8_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // Sharad Navratri (Ghatasthapana day), New Delhi: Drik's yearly page.
  ...(
    [
      [2023, '2023-10-15'],
      [2024, '2024-10-03'],
      [2027, '2027-09-30'],
    ] as const
  ).map(
    ([year, date]): DeclaredFestivalReference => ({
      year, id: 'sharad_navratri', date,
      source: `${DIVASTRO('DRIK_YEARS "navratri"')}: ${date}`,
    }),
  ),
  // Govardhan Puja, New Delhi 2026.
  {
    year: 2026, id: 'govardhan_puja', date: '2026-11-10',
    window: { id: 'pratahkal', start: '06:40', end: '08:50' },
    source:
      `${DIVASTRO('FESTIVAL_REF "govardhan"')}: 10 November, pratah muhurat 06:40 to 08:50; ${GANAK_GAPS}: ` +
      '"Govardhan Puja / Annakut | Nov 10"',
  },
  // Fairfield, Connecticut, 2178 (Drik's own Govardhan Puja page): held by drik-festivals-abroad-g11.ts.
  // Gita Jayanti, New Delhi 2027: Drik keeps it on the Mokshada Ekadashi (its 2026 Delhi list and Jodhpur's 2027 month pages
  // print the two on one day), and its 2027 New Delhi Ekadashi list gives Mokshada one date, 9 December.
  {
    year: 2027, id: 'gita_jayanti', date: '2027-12-09',
    source:
      'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2027 (read 2026-10-04), as stored in ' +
      'github.com/gerimantas/VedaCal tests/fixtures/ekadashi/new-delhi-2027.json: Margashirsha shukla, smarta "2027-12-09", ' +
      `"Mokshada Ekadashi", "Guruvayur Ekadashi" (no Vaishnava day); ${JODHPUR_2027}: 'gita-jayanti' and 'ekadashi-mokshada' ` +
      'both on 2027-12-09',
  },
  // Dev Deepawali, New Delhi 2027.
  {
    year: 2027, id: 'dev_deepawali', date: '2027-11-13',
    source:
      "Drik Panchang's New Delhi festival pages (geoname-id=1261481), fetched 2026-10-01 and recorded in github.com/tusharma12/" +
      'jaapcounter tool/observances.json ("kartik-purnima": "Drik lists Kartika Purnima Vrat (and Dev Diwali) on 11-13 and Kartika ' +
      `Purnima on 11-14"); ${JODHPUR_2027}: 'dev-diwali' on 2027-11-13`,
  },
  // New Delhi, the jayantis of one app's notes: dates only.
  ...(
    [
      [2026, 'kalki_jayanti', '2026-08-18', '"Published: 18 Aug 2026 (Drik \\"Kalki Jayanti\\", BhaktiBharat ...)"'],
      [2026, 'vamana_jayanti', '2026-09-23', '"Published: 23 Sep 2026 (Drik \\"Vamana Jayanti\\", hindutone.com ...)"'],
      [2026, 'valmiki_jayanti', '2026-10-26', '"Published: 26 Oct 2026 (Drik \\"Maharishi Valmiki Jayanti\\", BhaktiBharat, NationalToday ...)"'],
      [2026, 'annapurna_jayanti', '2026-12-23', '"Published: 23 Dec 2026 and 4 Dec 2025 (Drik \\"Annapurna Jayanti\\", BhaktiBharat; panchang.org for 2025)"'],
      [2025, 'lalita_panchami', '2025-09-26', '"Lalita Panchami — published 26 Sep 2025 (Drik) vs the sunrise Panchami of 27 Sep"'],
    ] as const
  ).map(
    ([year, id, date, note]): DeclaredFestivalReference => ({ year, id, date, source: JAYANTI_NOTES(note) }),
  ),
  // New Delhi 2026, dates only, from Drik's 2026 calendar.
  ...(
    [
      ['kajari_teej', '2026-08-31', 'Kajari Teej (Aug 31)'],
      ['anant_chaturdashi', '2026-09-25', 'Anant Chaturdashi / Ganesh Visarjan | Sep 25'],
      ['kali_chaudas', '2026-11-07', 'Kali Chaudas | Nov 7'],
      ['narak_chaturdashi', '2026-11-08', 'Narak Chaturdashi (Chhoti Diwali) | Nov 8'],
      ['dattatreya_jayanti', '2026-12-23', 'Dattatreya (Dec 23)'],
    ] as const
  ).map(
    ([id, date, row]): DeclaredFestivalReference => ({
      year: 2026, id, date, source: `${GANAK_GAPS}: "${row}"`,
    }),
  ),
  // Calgary 2026: dates only.
  ...(
    [
      ['hariyali_teej', '2026-08-14', 'conformance-calgary-oneoff.test.ts', 'hariyali-teej'],
      ['nag_panchami', '2026-08-16', 'conformance-calgary-oneoff.test.ts', 'nag-panchami'],
      ['kajari_teej', '2026-08-30', 'conformance-calgary-oneoff.test.ts', 'kajari-teej'],
      ['hartalika_teej', '2026-09-13', 'conformance-calgary-oneoff.test.ts', 'hartalika-teej'],
      ['rishi_panchami', '2026-09-15', 'conformance-calgary-oneoff.test.ts', 'rishi-panchami'],
      ['radha_ashtami', '2026-09-18', 'conformance-calgary-regional.test.ts', 'radha-ashtami'],
      ['anant_chaturdashi', '2026-09-25', 'conformance-calgary-oneoff.test.ts', 'anant-chaturdashi'],
      ['sharad_navratri', '2026-10-11', 'conformance-calgary.test.ts', 'sharadiya-navratri'],
      ['maha_ashtami', '2026-10-18', 'conformance-calgary.test.ts', 'durga-ashtami'],
      ['maha_navami', '2026-10-19', 'conformance-calgary.test.ts', 'maha-navami'],
      ['ahoi_ashtami', '2026-11-01', 'conformance-calgary-oneoff.test.ts', 'ahoi-ashtami'],
      ['kali_chaudas', '2026-11-06', 'conformance-calgary-regional.test.ts', 'kali-chaudas'],
      ['narak_chaturdashi', '2026-11-07', 'conformance-calgary.test.ts', 'naraka-chaturdashi'],
      ['govardhan_puja', '2026-11-09', 'conformance-calgary.test.ts', 'govardhan-puja'],
      ['chhath_puja', '2026-11-15', 'conformance-calgary-oneoff.test.ts', 'chhath-puja'],
      ['tulsi_vivah', '2026-11-21', 'conformance-calgary-oneoff.test.ts', 'tulsi-vivah'],
      ['kalabhairav_jayanti', '2026-11-30', 'conformance-calgary-regional.test.ts', 'kalabhairav-jayanti'],
      ['vivah_panchami', '2026-12-13', 'conformance-calgary-regional.test.ts', 'vivah-panchami'],
      ['gita_jayanti', '2026-12-19', 'conformance-calgary.test.ts', 'gita-jayanti'],
      ['dattatreya_jayanti', '2026-12-23', 'conformance-calgary-oneoff.test.ts', 'dattatreya-jayanti'],
    ] as const
  ).map(
    ([id, date, file, key]): DeclaredFestivalReference => ({
      place: 'calgary', year: 2026, id, date, source: CALGARY_2026(file, key, date),
    }),
  ),
  {
    place: 'calgary', year: 2026, id: 'sarva_pitru_amavasya', date: '2026-10-09',
    source:
      "Drik Panchang's 2026 calendar for Calgary (geoname-id=5913490) as transcribed in github.com/SODIYAL/panchanga (commit " +
      'b308a63) test/conformance-calgary-vratas.test.ts: "amavasya-ashwina": "2026-10-09", "// Sarva Pitru" (its note: "Sarva-Pitṛ / ' +
      'Mahālaya ... matches Drik Calgary exactly (2026-10-09)")',
  },
  // Jodhpur 2027, Shravana to Ashwina: dates only.
  ...(
    [
      ['jaya_parvati_vrat', '2027-07-16', 'jayaparvati-vrat'],
      ['hariyali_teej', '2027-08-04', 'hariyali-teej'],
      ['nag_panchami', '2027-08-06', 'nag-panchami'],
      ['kalki_jayanti', '2027-08-07', 'kalki-jayanti'],
      ['kajari_teej', '2027-08-20', 'kajri-teej'],
      ['hartalika_teej', '2027-09-03', 'hartalika-teej'],
      ['rishi_panchami', '2027-09-04', 'rishi-panchami'],
      ['balarama_jayanti', '2027-08-23', 'hala-shashthi'],
      ['radha_ashtami', '2027-09-08', 'radha-ashtami'],
      ['vamana_jayanti', '2027-09-12', 'vamana-jayanti'],
      ['lalita_panchami', '2027-10-04', 'upang-lalita-vrat'],
      ['ahoi_ashtami', '2027-10-22', 'ahoi-ashtami'],
    ] as const
  ).map(
    ([id, date, key]): DeclaredFestivalReference => ({
      place: 'jodhpur', year: 2027, id, date, source: `${JODHPUR_2027}: '${key}' on ${date}`,
    }),
  ),
];
