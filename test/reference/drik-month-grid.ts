/**
 * Drik Panchang's month calendar for New Delhi, 2023-2027: the festivals,
 * sankrantis and vrats its month grid lists on each day
 * (https://www.drikpanchang.com/panchang/month-panchang.html?date=01/MM/YYYY,
 * the default city, New Delhi, Asia/Kolkata), as saved on 2026-02-23 by the
 * public project github.com/dra8an/hindu-calendar (scraper/data/raw/month/
 * YYYY-MM.html at commit 5269abbec49cebd21e34b5d99e2e95e5887814eb, "Drik
 * Panchang verification"; the pages print "New Delhi, India" and each name's
 * tooltip repeats its day, "Holika Dahan on March 24th (Sunday)"). Nothing
 * here is computed by this project: a day is listed where the page lists the
 * name on it. The grid shows only some names on a crowded day (Diwali 2023,
 * for one, is absent), so a missing year says nothing.
 *
 * Each row: Drik's name, the id it is compared with here, and its days.
 * Drik's names for other observances are left out. Names kept only for some
 * months: "Bhai Dooj" in October and November (the page also gives it to the
 * Holi Bhai Dooj of March), "Ghatasthapana" and "Durga Ashtami" in September
 * and October (Sharad Navratri). Our `balarama_jayanti` is Drik's "Hala
 * Shashthi" (Bhadrapada krishna shashthi); the page's "Balarama Jayanti" on
 * Bhadrapada shukla shashthi (2023-09-21) is another observance, not served.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';
import type { SankrantiObservanceReference, SankrantiReference } from './drik-sankranti.ts';
import type { VratReference } from './drik-vrats.ts';

const SOURCE =
  "Drik Panchang's New Delhi month calendar (panchang/month-panchang.html), saved 2026-02-23 by github.com/dra8an/hindu-calendar " +
  '(scraper/data/raw/month/YYYY-MM.html, commit 5269abb)';

type GridRow = readonly [drikName: string, id: string, dates: readonly string[]];

const FESTIVALS: readonly GridRow[] = [
  ['Ahoi Ashtami', 'ahoi_ashtami', ['2023-11-05', '2024-10-24', '2025-10-13', '2027-10-22']],
  ['Akshaya Navami', 'akshaya_navami', ['2023-11-21', '2024-11-10', '2025-10-31', '2026-11-18', '2027-11-07']],
  ['Akshaya Tritiya', 'akshaya_tritiya', ['2023-04-22', '2024-05-10', '2025-04-30', '2026-04-19', '2027-05-09']],
  ['Amalaki Ekadashi', 'amalaki_ekadashi', ['2023-03-03', '2024-03-20', '2025-03-10', '2026-02-27', '2027-03-18']],
  ['Anant Chaturdashi', 'anant_chaturdashi', ['2023-09-28', '2024-09-17', '2025-09-06', '2026-09-25', '2027-09-14']],
  ['Basoda', 'sheetala_ashtami', ['2023-03-15', '2024-04-02', '2025-03-22', '2026-03-11', '2027-03-30']],
  ['Bhaiya Dooj', 'bhai_dooj', ['2023-11-14', '2024-11-03', '2025-10-23', '2026-11-11', '2027-10-31']],
  ['Bhishma Ashtami', 'bhishma_ashtami', ['2023-01-28', '2024-02-16', '2025-02-05', '2026-01-26', '2027-02-14']],
  ['Buddha Purnima', 'buddha_purnima', ['2023-05-05', '2024-05-23', '2025-05-12', '2026-05-01', '2027-05-20']],
  ['Chaitra Navratri', 'chaitra_navratri', ['2023-03-22', '2024-04-09', '2025-03-30', '2026-03-19', '2027-04-07']],
  ['Champa Shashthi', 'champa_shashthi', ['2023-12-18', '2024-12-07', '2025-11-26', '2026-12-15', '2027-12-04']],
  ['Chhath Puja', 'chhath_puja', ['2024-11-07', '2025-10-27', '2026-11-15', '2027-11-04']],
  ['Dattatreya Jayanti', 'dattatreya_jayanti', ['2023-12-26', '2024-12-14', '2025-12-04', '2026-12-23', '2027-12-13']],
  ['Dev Diwali', 'dev_deepawali', ['2025-11-05', '2026-11-24']],
  ['Devshayani Ekadashi', 'devshayani_ekadashi', ['2023-06-29', '2024-07-17', '2025-07-06', '2026-07-25', '2027-07-14']],
  ['Devutthana Ekadashi', 'devutthana_ekadashi', ['2024-11-12']],
  ['Dhanteras', 'dhanteras', ['2023-11-10', '2024-10-29', '2025-10-18', '2026-11-06', '2027-10-27']],
  ['Diwali', 'diwali', ['2023-11-12', '2024-11-01', '2025-10-20', '2026-11-08', '2027-10-29']],
  ['Durga Ashtami', 'maha_ashtami', ['2023-10-22', '2024-10-11', '2025-09-30', '2026-10-19', '2027-10-07']],
  ['Dussehra', 'vijayadashami', ['2023-10-24', '2024-10-12', '2025-10-02', '2026-10-20', '2027-10-09']],
  ['Ganesh Chaturthi', 'ganesh_chaturthi', ['2023-09-19', '2024-09-07', '2025-08-27', '2026-09-14', '2027-09-04']],
  ['Ganga Dussehra', 'ganga_dussehra', ['2023-05-30', '2024-06-16', '2025-06-05', '2026-05-25', '2027-06-13']],
  ['Ganga Saptami', 'ganga_saptami', ['2023-04-27', '2024-05-14', '2025-05-03', '2026-04-23', '2027-05-12']],
  ['Ghatasthapana', 'sharad_navratri', ['2023-10-15', '2024-10-03', '2025-09-22', '2026-10-11', '2027-09-30']],
  ['Gita Jayanti', 'gita_jayanti', ['2023-12-22', '2024-12-11', '2025-12-01', '2026-12-20', '2027-12-09']],
  ['Govardhan Puja', 'govardhan_puja', ['2023-11-14', '2024-11-02', '2025-10-22', '2026-11-10', '2027-10-30']],
  ['Gudi Padwa', 'gudi_padwa', ['2023-03-22', '2024-04-09', '2025-03-30', '2026-03-19', '2027-04-07']],
  ['Guru Purnima', 'guru_purnima', ['2023-07-03', '2024-07-21', '2025-07-10', '2026-07-29', '2027-07-18']],
  ['Hala Shashthi', 'balarama_jayanti', ['2023-09-05', '2024-08-24', '2025-08-14', '2026-09-02', '2027-08-23']],
  ['Hanuman Jayanti', 'hanuman_jayanti', ['2023-04-06', '2024-04-23', '2025-04-12', '2026-04-02', '2027-04-20']],
  ['Hariyali Teej', 'hariyali_teej', ['2023-08-19', '2024-08-07', '2025-07-27', '2026-08-15', '2027-08-04']],
  ['Hartalika Teej', 'hartalika_teej', ['2023-09-18', '2024-09-06', '2025-08-26', '2026-09-14', '2027-09-03']],
  ['Holi', 'holi', ['2023-03-08', '2024-03-25', '2025-03-14', '2026-03-04', '2027-03-22']],
  ['Holika Dahan', 'holika_dahan', ['2023-03-07', '2024-03-24', '2025-03-13', '2026-03-03', '2027-03-21']],
  ['Jagannath Rathyatra', 'jagannath_rath_yatra', ['2023-06-20', '2024-07-07', '2025-06-27', '2026-07-16', '2027-07-05']],
  ['Janmashtami *Smarta', 'krishna_janmashtami', ['2023-09-06', '2025-08-15']],
  ['Jayaparvati Vrat Begins', 'jaya_parvati_vrat', ['2023-07-01', '2024-07-19', '2025-07-08', '2026-07-27', '2027-07-16']],
  ['Kajari Teej', 'kajari_teej', ['2023-09-02', '2024-08-22', '2025-08-12', '2026-08-31', '2027-08-20']],
  ['Kalabhairav Jayanti', 'kalabhairav_jayanti', ['2023-12-05', '2024-11-22', '2025-11-12', '2026-12-01', '2027-11-20']],
  ['Kali Chaudas', 'kali_chaudas', ['2023-11-11', '2024-10-30', '2025-10-19', '2026-11-07', '2027-10-27']],
  ['Kalki Jayanti', 'kalki_jayanti', ['2023-08-22', '2024-08-10', '2025-07-30', '2026-08-18', '2027-08-07']],
  ['Kartika Purnima', 'kartik_purnima', ['2023-11-27', '2025-11-05', '2026-11-24', '2027-11-14']],
  ['Karwa Chauth', 'karwa_chauth', ['2023-11-01', '2024-10-20', '2025-10-10', '2026-10-29', '2027-10-18']],
  ['Krishna Janmashtami', 'krishna_janmashtami', ['2024-08-26', '2026-09-04', '2027-08-25']],
  ['Magha Purnima', 'magha_purnima', ['2023-02-05', '2024-02-24', '2025-02-12', '2026-02-01', '2027-02-20']],
  ['Maha Navami', 'maha_navami', ['2023-10-23', '2024-10-11', '2025-10-01', '2026-10-19', '2027-10-08']],
  ['Maha Shivaratri', 'maha_shivaratri', ['2023-02-18', '2024-03-08', '2025-02-26', '2026-02-15', '2027-03-06']],
  ['Makara Sankranti', 'makar_sankranti', ['2023-01-15', '2024-01-15', '2025-01-14', '2026-01-14', '2027-01-15']],
  ['Mauni Amavas', 'mauni_amavasya', ['2023-01-21', '2024-02-09', '2025-01-29', '2026-01-18', '2027-02-06']],
  ['Nag Panchami', 'nag_panchami', ['2023-08-21', '2024-08-09', '2025-07-29', '2026-08-17', '2027-08-06']],
  ['Narak Chaturdashi', 'narak_chaturdashi', ['2023-11-12', '2024-10-31', '2025-10-20', '2026-11-08', '2027-10-28']],
  ['Narasimha Jayanti', 'narasimha_jayanti', ['2023-05-04', '2024-05-21', '2025-05-11', '2026-04-30', '2027-05-18']],
  ['Nirjala Ekadashi', 'nirjala_ekadashi', ['2023-05-31', '2024-06-18', '2025-06-06', '2026-06-25', '2027-06-14']],
  ['Parashurama Jayanti', 'parashurama_jayanti', ['2023-04-22', '2024-05-10', '2025-04-29', '2026-04-19', '2027-05-08']],
  ['Parsva Ekadashi', 'parsva_ekadashi', ['2023-09-25', '2024-09-14', '2025-09-03', '2026-09-22', '2027-09-11']],
  ['Purnima Shraddha', 'purnima_shraddha', ['2023-09-29', '2024-09-17', '2025-09-07', '2026-09-26', '2027-09-15']],
  ['Radha Ashtami', 'radha_ashtami', ['2023-09-23', '2024-09-11', '2025-08-31', '2026-09-19', '2027-09-08']],
  ['Raksha Bandhan', 'raksha_bandhan', ['2023-08-30', '2024-08-19', '2025-08-09', '2026-08-28', '2027-08-17']],
  ['Rama Navami', 'rama_navami', ['2023-03-30', '2024-04-17', '2025-04-06', '2027-04-15']],
  ['Rama Navami *Smarta', 'rama_navami', ['2026-03-26']],
  ['Ranga Panchami', 'rang_panchami', ['2023-03-12', '2024-03-30', '2025-03-19', '2026-03-08', '2027-03-27']],
  ['Ratha Saptami', 'ratha_saptami', ['2023-01-28', '2024-02-16', '2025-02-04', '2027-02-13']],
  ['Rishi Panchami', 'rishi_panchami', ['2023-09-20', '2024-09-08', '2025-08-28', '2026-09-15', '2027-09-04']],
  ['Sakat Chauth', 'sakat_chauth', ['2023-01-10', '2024-01-29', '2025-01-17', '2026-01-06', '2027-01-25']],
  ['Sarva Pitru Amavasya', 'sarva_pitru_amavasya', ['2023-10-14', '2024-10-02', '2025-09-21', '2026-10-10', '2027-09-29']],
  ['Shani Jayanti', 'shani_jayanti', ['2023-05-19', '2024-06-06', '2025-05-27', '2026-05-16', '2027-06-04']],
  ['Sharad Purnima', 'sharad_purnima', ['2023-10-28', '2024-10-16', '2025-10-06', '2026-10-25', '2027-10-14']],
  ['Sheetala Ashtami', 'sheetala_ashtami', ['2023-03-15', '2024-04-02', '2025-03-22', '2026-03-11', '2027-03-30']],
  ['Sita Navami', 'sita_navami', ['2023-04-29', '2024-05-16', '2025-05-05', '2026-04-25', '2027-05-14']],
  ['Tulasi Vivah', 'tulsi_vivah', ['2023-11-24', '2024-11-13', '2025-11-02', '2026-11-21', '2027-11-11']],
  ['Ugadi', 'ugadi', ['2023-03-22', '2024-04-09', '2025-03-30', '2026-03-19', '2027-04-07']],
  ['Upang Lalita Vrat', 'lalita_panchami', ['2023-10-19', '2024-10-07', '2025-09-26', '2026-10-15', '2027-10-04']],
  ['Vaikuntha Chaturdashi', 'vaikuntha_chaturdashi', ['2023-11-25', '2024-11-14', '2025-11-04', '2026-11-23', '2027-11-12']],
  ['Vamana Jayanti', 'vamana_jayanti', ['2023-09-26', '2024-09-15', '2025-09-04', '2026-09-23', '2027-09-12']],
  ['Vasant Panchami', 'vasant_panchami', ['2023-01-26', '2024-02-14', '2025-02-02', '2026-01-23', '2027-02-11']],
  ['Vat Purnima Vrat', 'vat_purnima', ['2023-06-03', '2024-06-21', '2025-06-10', '2026-06-29', '2027-06-18']],
  ['Vat Savitri Vrat', 'vat_savitri', ['2023-05-19', '2024-06-06', '2025-05-26', '2026-05-16', '2027-06-04']],
  ['Vivah Panchami', 'vivah_panchami', ['2023-12-17', '2024-12-06', '2025-11-25', '2026-12-14', '2027-12-03']],
];

const SANKRANTIS: readonly GridRow[] = [
  ['Dhanu Sankranti', 'dhanu', ['2023-12-16', '2024-12-15', '2025-12-16', '2026-12-16', '2027-12-16']],
  ['Kanya Sankranti', 'kanya', ['2023-09-17', '2024-09-16', '2025-09-17', '2026-09-17', '2027-09-17']],
  ['Karka Sankranti', 'karka', ['2023-07-16', '2024-07-16', '2025-07-16', '2026-07-16', '2027-07-17']],
  ['Kumbha Sankranti', 'kumbha', ['2023-02-13', '2024-02-13', '2025-02-12', '2026-02-13', '2027-02-13']],
  ['Meena Sankranti', 'meena', ['2023-03-15', '2024-03-14', '2025-03-14', '2026-03-15', '2027-03-15']],
  ['Mesha Sankranti', 'mesha', ['2023-04-14', '2024-04-13', '2025-04-14', '2026-04-14', '2027-04-14']],
  ['Mithuna Sankranti', 'mithuna', ['2023-06-15', '2024-06-15', '2025-06-15', '2026-06-15', '2027-06-15']],
  ['Simha Sankranti', 'simha', ['2023-08-17', '2024-08-16', '2025-08-17', '2026-08-17', '2027-08-17']],
  ['Tula Sankranti', 'tula', ['2023-10-18', '2024-10-17', '2025-10-17', '2026-10-17', '2027-10-18']],
  ['Vrishabha Sankranti', 'vrishabha', ['2023-05-15', '2024-05-14', '2025-05-15', '2026-05-15', '2027-05-15']],
  ['Vrishchika Sankranti', 'vrishchika', ['2023-11-17', '2024-11-16', '2025-11-16', '2026-11-16', '2027-11-17']],
];

/** Observances tied to a sankranti (src/domain/sankranti's SANKRANTI_OBSERVANCES). */
const OBSERVANCES: readonly GridRow[] = [
  ['Pongal', 'thai_pongal', ['2023-01-15', '2024-01-15', '2025-01-14', '2026-01-14', '2027-01-15']],
  ['Vishwakarma Puja', 'vishwakarma_puja', ['2023-09-17', '2024-09-16', '2025-09-17', '2026-09-17', '2027-09-17']],
];

/** Pradosh by weekday: Soma, Bhauma and Shani keep their names (vrats' rows.ts); the others are plain `pradosh`. */
const VRATS: readonly GridRow[] = [
  ['Akhuratha Sankashti', 'sankashti_chaturthi', ['2023-12-30', '2024-12-18', '2025-12-07', '2026-12-26', '2027-12-16']],
  ['Bhalachandra Sankashti', 'sankashti_chaturthi', ['2023-03-11', '2024-03-28', '2025-03-17', '2026-03-06', '2027-03-25']],
  ['Bhauma Pradosh Vrat', 'bhauma_pradosh', ['2023-09-12', '2024-01-09', '2024-01-23', '2024-06-04', '2024-10-15', '2024-10-29', '2025-02-25', '2025-03-11', '2025-07-08', '2025-07-22', '2025-12-02', '2026-04-28', '2026-08-25', '2026-09-08', '2027-01-05', '2027-10-12']],
  ['Budha Pradosh Vrat', 'pradosh', ['2023-01-04', '2023-05-03', '2023-05-17', '2023-09-27', '2023-10-11', '2024-02-07', '2024-02-21', '2024-06-19', '2024-07-03', '2024-11-13', '2025-08-06', '2025-08-20', '2025-12-17', '2026-04-15', '2027-01-20', '2027-02-03', '2027-06-02', '2027-06-16', '2027-10-27']],
  ['Chandra Darshana', 'chandra_darshan', ['2023-01-23', '2023-02-21', '2023-03-22', '2023-04-21', '2023-05-20', '2023-06-19', '2023-08-17', '2023-09-16', '2023-10-16', '2023-11-15', '2023-12-14', '2024-01-12', '2024-02-11', '2024-03-11', '2024-04-09', '2024-05-09', '2024-06-07', '2024-07-07', '2024-08-05', '2024-09-04', '2024-10-04', '2024-11-03', '2024-12-03', '2025-01-01', '2025-01-30', '2025-03-01', '2025-03-30', '2025-04-28', '2025-05-28', '2025-06-26', '2025-07-26', '2025-08-24', '2025-09-23', '2025-10-23', '2025-11-22', '2025-12-21', '2026-01-20', '2026-02-18', '2026-03-20', '2026-04-18', '2026-06-16', '2026-07-15', '2026-08-14', '2026-09-13', '2026-10-12', '2026-11-11', '2026-12-10', '2027-01-09', '2027-02-08', '2027-03-09', '2027-04-08', '2027-05-07', '2027-06-05', '2027-07-05', '2027-08-03', '2027-09-02', '2027-10-01', '2027-10-31', '2027-11-29', '2027-12-29']],
  ['Dwijapriya Sankashti', 'sankashti_chaturthi', ['2023-02-09', '2024-02-28', '2025-02-16', '2026-02-05', '2027-02-24']],
  ['Ekadanta Sankashti', 'sankashti_chaturthi', ['2023-05-08', '2024-05-26', '2025-05-16', '2026-05-05', '2027-05-23']],
  ['Gajanana Sankashti', 'sankashti_chaturthi', ['2023-07-06', '2024-07-24', '2025-07-14', '2026-08-02', '2027-07-22']],
  ['Ganadhipa Sankashti', 'sankashti_chaturthi', ['2023-11-30', '2024-11-18', '2025-11-08', '2026-11-27', '2027-11-17']],
  ['Guru Pradosh Vrat', 'pradosh', ['2023-01-19', '2023-02-02', '2023-06-01', '2023-06-15', '2023-10-26', '2024-07-18', '2024-08-01', '2024-11-28', '2025-03-27', '2025-04-10', '2026-01-01', '2026-05-14', '2026-05-28', '2026-09-24', '2026-10-08', '2027-02-18', '2027-07-01', '2027-07-15', '2027-11-11', '2027-11-25']],
  ['Heramba Sankashti', 'sankashti_chaturthi', ['2023-09-03', '2024-08-22', '2025-08-12', '2026-08-31', '2027-08-20']],
  ['Krishnapingala Sankashti', 'sankashti_chaturthi', ['2023-06-07', '2024-06-25', '2025-06-14', '2026-07-03', '2027-06-22']],
  ['Lambodara Sankashti', 'sankashti_chaturthi', ['2023-01-10', '2024-01-29', '2025-01-17', '2026-01-06', '2027-01-25']],
  ['Ravi Pradosh Vrat', 'pradosh', ['2023-03-19', '2023-07-30', '2023-08-13', '2023-12-10', '2023-12-24', '2024-04-21', '2024-05-05', '2024-09-15', '2024-09-29', '2025-02-09', '2025-06-08', '2026-03-01', '2026-07-12', '2026-07-26', '2026-12-06', '2027-04-04', '2027-04-18', '2027-08-29']],
  ['Shani Pradosh Vrat', 'shani_pradosh', ['2023-02-18', '2023-03-04', '2023-07-01', '2024-04-06', '2024-08-17', '2024-08-31', '2024-12-28', '2025-01-11', '2025-05-24', '2025-10-04', '2025-10-18', '2026-02-14', '2026-06-27', '2027-03-20', '2027-07-31', '2027-08-14', '2027-12-11', '2027-12-25']],
  ['Shukra Pradosh Vrat', 'pradosh', ['2023-07-14', '2023-11-10', '2023-11-24', '2024-03-08', '2024-03-22', '2024-12-13', '2025-04-25', '2025-05-09', '2025-09-05', '2025-09-19', '2026-01-16', '2026-01-30', '2026-06-12', '2026-10-23', '2026-11-06', '2027-03-05']],
  ['Soma Pradosh Vrat', 'soma_pradosh', ['2023-04-03', '2023-04-17', '2023-08-28', '2024-05-20', '2025-01-27', '2025-06-23', '2025-11-17', '2026-03-16', '2026-03-30', '2026-08-10', '2026-12-21', '2027-05-03', '2027-05-17', '2027-09-13', '2027-09-27']],
  ['Vakratunda Sankashti', 'sankashti_chaturthi', ['2023-11-01', '2024-10-20', '2025-10-10', '2026-10-29', '2027-10-18']],
  ['Vighnaraja Sankashti', 'sankashti_chaturthi', ['2023-10-02', '2024-09-21', '2025-09-10', '2026-09-29', '2027-09-19']],
  ['Vikata Sankashti', 'sankashti_chaturthi', ['2023-04-09', '2024-04-27', '2025-04-16', '2026-04-05', '2027-04-24']],
];

const records = <T>(grid: readonly GridRow[], make: (id: string, date: string, name: string) => T): T[] =>
  grid.flatMap(([name, id, dates]) => dates.map((date) => make(id, date, name)));

export const MONTH_GRID_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = records(FESTIVALS, (id, date, name) => ({
  year: Number(date.slice(0, 4)),
  id,
  date,
  source: `${SOURCE}: "${name}" on ${date}`,
}));

export const MONTH_GRID_SANKRANTI_REFERENCE: SankrantiReference[] = records(SANKRANTIS, (id, date, name) => ({
  place: 'new-delhi',
  year: Number(date.slice(0, 4)),
  id,
  date,
  source: `${SOURCE}: "${name}" on ${date}`,
}));

/** A Sankashti on a Tuesday is Angaraki (vrats' rows.ts); the page names it by its month's Ganesha. */
const sankashtiId = (id: string, date: string): string =>
  id === 'sankashti_chaturthi' && new Date(`${date}T00:00:00Z`).getUTCDay() === 2 ? 'angaraki_sankashti' : id;

export const MONTH_GRID_VRAT_REFERENCE: VratReference[] = records(VRATS, (id, date, name) => ({
  year: Number(date.slice(0, 4)),
  id: sankashtiId(id, date),
  date,
  source: `${SOURCE}: "${name}" on ${date}`,
}));

export const MONTH_GRID_OBSERVANCE_REFERENCE: SankrantiObservanceReference[] = records(OBSERVANCES, (id, date, name) => ({
  place: 'new-delhi',
  year: Number(date.slice(0, 4)),
  id,
  date,
  source: `${SOURCE}: "${name}" on ${date}`,
}));
