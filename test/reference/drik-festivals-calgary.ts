/**
 * Drik Panchang's own dates for observances that the earlier references hold for no place abroad, no Indian city beyond
 * New Delhi, or too few New Delhi years (issue 32): Calgary's 2026 dates of the January-June observances (and the July-December
 * ones drik-festivals-cover-g8.ts left out), Jodhpur's 2027 dates of the January-June observances (and Devshayani Ekadashi), and four New Delhi 2026 dates
 * from one app's notes. Each record names the Drik page it comes from and where that page's value was read. Nothing here is
 * computed by this project.
 *
 * Same record shape as drik-festivals-declared.ts; dates only (none of these sources prints Drik's windows or tithi times).
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';
import type { SankrantiObservanceReference } from './drik-sankranti.ts';

/**
 * Drik Panchang's 2026 calendar for Calgary (geoname-id=5913490, Mountain Time), transcribed festival by festival into a
 * public engine's conformance tests (github.com/SODIYAL/panchanga, commit b308a63, test/conformance-calgary.test.ts,
 * -oneoff.test.ts, -regional.test.ts and -vratas.test.ts: "EXPECTED dates are transcribed from Drik Panchang's Calgary calendar
 * (geoname-id 5913490)"), as drik-festivals-cover-g8.ts reads it: the DRIK_CALGARY tables only, never the KNOWN_DIFFS tables
 * where that engine pins its own dates. The tables' history (commits 3c6b796 to 9054012) moves only the engine's pinned dates,
 * never a DRIK_CALGARY value. Left out: keys with no observance of ours (gangaur, yamuna-chhath, narad-jayanti, kansh-vadh,
 * onam ...), "koorm-jayanti" (its Buddha Purnima is that project's note, not Drik's name), "pitru-paksha-begins" (not named as
 * Purnima Shraddha), "balram-jayanti" (Drik's Bhadrapada shukla shashthi, not our Hala Shashthi: drik-festivals-cover-g8.ts),
 * the "purnima-vrat-*" rows (the snana dates copied, by that file's own notes) and the sankranti days (no moment printed).
 */
const CALGARY_2026 = (file: string, key: string, date: string, note = '') =>
  "Drik Panchang's 2026 calendar for Calgary (geoname-id=5913490) as transcribed in github.com/SODIYAL/panchanga " +
  `(commit b308a63) test/${file} (DRIK_CALGARY): "${key}": "${date}"${note}`;

/**
 * Drik Panchang's 2027 month pages for Jodhpur (geoname-id=1268865), transcribed day by day into a public engine's acceptance
 * fixture (GitHub code index id 61792798565, drik2027.fixture.js: "Transcribed from Drik's own pages (drikpanchang.com
 * month-panchang for Jodhpur, geoname-id 1268865, one page per month) ... never from our own engine's output"). Its keys are
 * that engine's, its dates Drik's. Dates only.
 */
const JODHPUR_2027 =
  "Drik Panchang's 2027 month pages for Jodhpur (geoname-id=1268865) as transcribed in a public engine's acceptance fixture " +
  '(GitHub code index id 61792798565, drik2027.fixture.js)';

/**
 * A public calendar app's observance-rules module (GitHub code index id 69393207935), whose notes give each rule's
 * "Published:" date with Drik's own name for the day. The place is New Delhi: its notes' tithi times are IST, and the one
 * note of that "Pan-India jayantis" section that names a place names New Delhi (Hayagriva Jayanti: "Drik's afternoon window
 * (04:14-06:48 PM, New Delhi)"), as drik-festivals-cover-g8.ts reads the same section. Dates only: the tithi times in those
 * notes are not all Drik's (Prokerala, BhaktiBharat).
 */
const JAYANTI_NOTES = (note: string) =>
  "Drik Panchang (New Delhi: the section's tithi times are IST and its Hayagriva note reads \"Drik's afternoon window " +
  `(04:14-06:48 PM, New Delhi)") as cited in a public app's observance-rules module (GitHub code index id 69393207935): ${note}`;

export const CALGARY_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // Calgary 2026: dates only.
  ...(
    [
      ['sakat_chauth', '2026-01-05', 'conformance-calgary-vratas.test.ts', 'sankashti-chaturthi-magha', ' ("// Sakat Chauth")'],
      ['makar_sankranti', '2026-01-14', 'conformance-calgary.test.ts', 'makar-sankranti', ''],
      ['mauni_amavasya', '2026-01-18', 'conformance-calgary-vratas.test.ts', 'amavasya-magha', ' ("// Mauni Amavas")'],
      ['vasant_panchami', '2026-01-23', 'conformance-calgary.test.ts', 'vasant-panchami', ''],
      ['ratha_saptami', '2026-01-25', 'conformance-calgary-regional.test.ts', 'ratha-saptami', ''],
      ['bhishma_ashtami', '2026-01-25', 'conformance-calgary-regional.test.ts', 'bhishma-ashtami', ''],
      ['magha_purnima', '2026-02-01', 'conformance-calgary-vratas.test.ts', 'purnima-snana-magha', ' (its "Drik\'s \\"X Purnima\\"" rows)'],
      ['maha_shivaratri', '2026-02-15', 'conformance-calgary.test.ts', 'maha-shivratri', ''],
      ['amalaki_ekadashi', '2026-02-27', 'conformance-calgary-vratas.test.ts', 'ekadashi-phalguna-shukla', ' ("// Amalaki")'],
      ['holika_dahan', '2026-03-02', 'conformance-calgary.test.ts', 'holika-dahan', ''],
      ['holi', '2026-03-03', 'conformance-calgary.test.ts', 'holi', ''],
      ['gudi_padwa', '2026-03-19', 'conformance-calgary-oneoff.test.ts', 'ugadi-gudi-padwa', ''],
      ['ugadi', '2026-03-19', 'conformance-calgary-oneoff.test.ts', 'ugadi-gudi-padwa', ''],
      ['rama_navami', '2026-03-26', 'conformance-calgary.test.ts', 'rama-navami', ''],
      ['hanuman_jayanti', '2026-04-01', 'conformance-calgary.test.ts', 'hanuman-jayanti', ''],
      ['parashurama_jayanti', '2026-04-18', 'conformance-calgary-regional.test.ts', 'parashurama-jayanti', ''],
      ['akshaya_tritiya', '2026-04-19', 'conformance-calgary.test.ts', 'akshaya-tritiya', ''],
      ['ganga_saptami', '2026-04-22', 'conformance-calgary-regional.test.ts', 'ganga-saptami', ''],
      ['sita_navami', '2026-04-24', 'conformance-calgary-regional.test.ts', 'sita-navami', ''],
      ['narasimha_jayanti', '2026-04-29', 'conformance-calgary-regional.test.ts', 'narasimha-jayanti', ''],
      ['vat_savitri', '2026-05-16', 'conformance-calgary-regional.test.ts', 'vat-savitri-vrat', ''],
      ['shani_jayanti', '2026-05-16', 'conformance-calgary-regional.test.ts', 'shani-jayanti', ''],
      ['ganga_dussehra', '2026-05-25', 'conformance-calgary-oneoff.test.ts', 'ganga-dussehra', ' ("// Drik: Adhika Jyeṣṭha Śukla 10")'],
      ['nirjala_ekadashi', '2026-06-25', 'conformance-calgary-vratas.test.ts', 'ekadashi-jyeshtha-shukla', ' ("// Nirjala (nija)")'],
      ['vat_purnima', '2026-06-28', 'conformance-calgary-regional.test.ts', 'vat-purnima-vrat', ''],
      ['jagannath_rath_yatra', '2026-07-15', 'conformance-calgary-oneoff.test.ts', 'jagannath-rath-yatra', ''],
      ['devshayani_ekadashi', '2026-07-24', 'conformance-calgary-vratas.test.ts', 'ekadashi-ashadha-shukla', ' ("// Devshayani")'],
      ['guru_purnima', '2026-07-29', 'conformance-calgary.test.ts', 'guru-purnima', ''],
      ['raksha_bandhan', '2026-08-27', 'conformance-calgary.test.ts', 'raksha-bandhan', ''],
      ['krishna_janmashtami', '2026-09-03', 'conformance-calgary.test.ts', 'krishna-janmashtami', ' ("// Smārta (Drik ISKCON is 09-04)")'],
      ['ganesh_chaturthi', '2026-09-14', 'conformance-calgary.test.ts', 'ganesh-chaturthi', ''],
      ['parsva_ekadashi', '2026-09-22', 'conformance-calgary-vratas.test.ts', 'ekadashi-bhadrapada-shukla', ' ("// Parsva")'],
      ['vijayadashami', '2026-10-20', 'conformance-calgary.test.ts', 'vijayadashami', ''],
      ['karwa_chauth', '2026-10-28', 'conformance-calgary.test.ts', 'karva-chauth', ''],
      ['dhanteras', '2026-11-06', 'conformance-calgary.test.ts', 'dhanteras', ''],
      ['diwali', '2026-11-08', 'conformance-calgary.test.ts', 'diwali-lakshmi-puja', ''],
      ['bhai_dooj', '2026-11-10', 'conformance-calgary.test.ts', 'bhai-dooj', ''],
      ['devutthana_ekadashi', '2026-11-20', 'conformance-calgary-vratas.test.ts', 'ekadashi-kartika-shukla', ' ("// Devutthana")'],
      ['kartik_purnima', '2026-11-23', 'conformance-calgary-vratas.test.ts', 'purnima-snana-kartika', ' (its "Drik\'s \\"X Purnima\\"" rows)'],
    ] as const
  ).map(
    ([id, date, file, key, note]): DeclaredFestivalReference => ({
      place: 'calgary', year: 2026, id, date, source: CALGARY_2026(file, key, date, note),
    }),
  ),
  // Jodhpur 2027, January-June: dates only.
  ...(
    [
      ['makar_sankranti', '2027-01-15', 'makar-sankranti'],
      ['sakat_chauth', '2027-01-25', 'sakat-chauth'],
      ['mauni_amavasya', '2027-02-06', 'mauni-amavasya'],
      ['vasant_panchami', '2027-02-11', 'vasant-panchami'],
      ['ratha_saptami', '2027-02-13', 'ratha-saptami'],
      ['bhishma_ashtami', '2027-02-14', 'bhishma-ashtami'],
      ['maha_shivaratri', '2027-03-06', 'maha-shivaratri'],
      ['amalaki_ekadashi', '2027-03-18', 'ekadashi-amalaki'],
      ['holika_dahan', '2027-03-21', 'holika-dahan'],
      ['holi', '2027-03-22', 'holi'],
      ['rang_panchami', '2027-03-27', 'rang-panchami'],
      ['sheetala_ashtami', '2027-03-30', 'shitala-ashtami'],
      ['gudi_padwa', '2027-04-07', 'gudi-padwa'],
      ['ugadi', '2027-04-07', 'ugadi'],
      ['chaitra_navratri', '2027-04-07', 'chaitra-navratri'],
      ['rama_navami', '2027-04-15', 'ram-navami'],
      ['hanuman_jayanti', '2027-04-20', 'hanuman-jayanti'],
      ['parashurama_jayanti', '2027-05-08', 'parashurama-jayanti'],
      ['akshaya_tritiya', '2027-05-09', 'akshaya-tritiya'],
      ['ganga_saptami', '2027-05-12', 'ganga-saptami'],
      ['sita_navami', '2027-05-14', 'sita-navami'],
      ['narasimha_jayanti', '2027-05-18', 'narasimha-jayanti'],
      ['buddha_purnima', '2027-05-20', 'buddha-purnima'],
      ['vat_savitri', '2027-06-04', 'vat-savitri'],
      ['shani_jayanti', '2027-06-04', 'shani-jayanti'],
      ['ganga_dussehra', '2027-06-13', 'ganga-dussehra'],
      ['nirjala_ekadashi', '2027-06-14', 'ekadashi-nirjala'],
      ['vat_purnima', '2027-06-18', 'vat-purnima'],
      // Ashadha: the one July observance of the fixture no other reference holds for an Indian city.
      ['devshayani_ekadashi', '2027-07-14', 'ekadashi-devshayani'],
    ] as const
  ).map(
    ([id, date, key]): DeclaredFestivalReference => ({
      place: 'jodhpur', year: 2027, id, date, source: `${JODHPUR_2027}: '${key}' on ${date}`,
    }),
  ),
  // New Delhi 2026, the notes that give an observance a New Delhi year the references lack: dates only.
  ...(
    [
      ['ganesh_jayanti', '2026-01-22', '"Published: 22 Jan 2026 (Drik \\"Ganesha Jayanti\\", Prokerala; Chaturthi 2:47 AM 22 Jan → 2:28 AM 23 Jan)"'],
      ['janaki_jayanti', '2026-02-09', '"Published: 9 Feb 2026 (Drik \\"Janaki Jayanti\\", India TV; Ashtami from 05:01 AM on the 9th)"'],
      ['mahesh_navami', '2026-06-23', '"Published: 23 Jun 2026 (Drik \\"Mahesh Navami\\", BhaktiBharat; Navami 03:39 PM 22 Jun → 04:39 PM 23 Jun)"'],
      ['tulsidas_jayanti', '2026-08-19', '"Published: 19 Aug 2026 (Drik \\"Goswami Tulsidas Jayanti\\", Dainik Jagran; Saptami 5:50 PM 18 Aug → 7:19 PM 19 Aug)"'],
    ] as const
  ).map(([id, date, note]): DeclaredFestivalReference => ({ year: 2026, id, date, source: JAYANTI_NOTES(note) })),
];

/** The sankranti observances of the same sources, on the days Drik keeps them. */
export const CALGARY_SANKRANTI_OBSERVANCE_REFERENCE: SankrantiObservanceReference[] = [
  {
    place: 'calgary', year: 2026, id: 'vishwakarma_puja', date: '2026-09-16',
    source: CALGARY_2026('conformance-calgary-regional.test.ts', 'vishwakarma-puja', '2026-09-16'),
  },
  { place: 'jodhpur', year: 2027, id: 'baisakhi', date: '2027-04-14', source: `${JODHPUR_2027}: 'baisakhi' on 2027-04-14` },
  {
    place: 'jodhpur', year: 2027, id: 'vishwakarma_puja', date: '2027-09-17',
    source: `${JODHPUR_2027}: 'vishwakarma-puja' on 2027-09-17`,
  },
];
