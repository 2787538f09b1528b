/**
 * Drik Panchang's iCal day feed for Mirzapur, 2021-2023, as a public calendar
 * app stored it (issue 32: an Indian city for the observances that had none).
 * Nothing here is computed by this project: a record is the day whose "Day
 * Festivals and Events" ("त्यौहार और व्रत") list Drik's name for the observance.
 *
 * The feed (github.com/Prashanthmn166/hamara-calendar; drik-sankranti-cover-g10.ts
 * reads the sankrantis of the same files):
 * - 2022, Hindi: src/app/calender/calender.service.ts at commit
 *   d46086b44a4ff22b59b2f644cca5cfa7b351964c (2021-10-10); every row keeps the
 *   feed's own fields, "location": "Mirzapur, India", organizer
 *   feedback@drikpanchang.com, uids @ical.drikpanchang.com, and its text ends
 *   "from www.drikpanchang.com".
 * - 2021, Hindi: the same file's rows for the year before, cut to the day's
 *   headings and three events (a few hold two names joined by a comma), no
 *   location field: their sunrises and sunsets are Mirzapur's (GeoNames 1262995)
 *   within a minute, as 2022's are. A name missing from a 2021 day says nothing.
 * - 2023, English: calendar.js at commit db551b55f80736b44e42c266f2864ed24f877078
 *   (2022-08-11), each day's text ending "from www.drikpanchang.com", its
 *   location field left out: all 365 printed sunrises and sunsets are
 *   Mirzapur's within a minute (checked for drik-sankranti-cover-g10.ts).
 *
 * The names and the ids they are compared with: the Pitru Paksha "<Tithi>
 * Shraddha" days (2021-2023) and 2023's "Maha Bharani" and "Magha Shraddha"
 * (the nakshatra shraddhas; 2021 and 2022 list neither); "Ganesha Jayanti" is
 * ganesh_jayanti, "Ranga Panchami" rang_panchami, "Jhulelal Jayanti" (Drik's Cheti
 * Chand page is titled so in Hindi) cheti_chand, "Mahavir Swami Jayanti"
 * mahavir_jayanti, "Hanuman Puja" on Kali Chaudas hanuman_jayanti_kartik (the
 * rule's own source), "Hanuman Jayanti *Kannada" on Margashirsha shukla
 * trayodashi hanuman_vratam (Karnataka's Hanuman Jayanti), "Hanuman Jayanti
 * *Telugu" / "*Tamil" hanuman_jayanti_telugu / _tamil, "Vat Savitri Vrat" and
 * "Vat Purnima Vrat" vat_savitri and vat_purnima; Guruvayur Ekadashi is the day
 * the feed lists it ("वैष्णव गुरुवायुर एकादशी" in 2021 and 2022: the Vaishnava day,
 * which the rule keeps where later than the Smarta one). Not listed by the feed,
 * so not here: Holashtak, Chaitra's Durga Ashtami (only "Masik Durgashtami"
 * that day). Hanuman Jayanti *Tamil of 2022-12-23, the year's second, is left
 * out (the comparison takes a year's first).
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

const HAMARA = 'github.com/Prashanthmn166/hamara-calendar';

/** 2022 (Hindi): the feed's own fields name the place and Drik. */
const HI_2022 =
  `Drik Panchang's Hindi iCal day feed for "Mirzapur, India" (its "location" field; organizer feedback@drikpanchang.com, ` +
  `uids @ical.drikpanchang.com, dtstamp 2021-09-18), stored in ${HAMARA} src/app/calender/calender.service.ts ` +
  '(commit d46086b44a4ff22b59b2f644cca5cfa7b351964c, 2021-10-10)';

/** 2021 (Hindi): the same file's rows for the year before, cut to three events a day. */
const HI_2021 =
  `${HI_2022}, its 2021 rows (kept without the feed's fields: three events a day; the place inferred: their 365 sunrises and ` +
  "sunsets are Mirzapur's, GeoNames 1262995, within a minute, as are 2022's)";

/** 2023 (English): the same app's next year, its location field left out. */
const EN_2023 =
  `Drik Panchang's English iCal day feed for 2023 (each day's text ends "from www.drikpanchang.com"), stored in ${HAMARA} ` +
  'calendar.js (commit db551b55f80736b44e42c266f2864ed24f877078, 2022-08-11) without its location field; the place inferred: ' +
  'the app\'s 2022 feed names "Mirzapur, India", and all 365 sunrises and sunsets printed for 2023 are Mirzapur\'s within a minute';

/** [id, the day, the name the feed lists on it]. */
type Row = readonly [id: string, date: string, label: string];

const Y2021: readonly Row[] = [
  ['sakat_chauth', '2021-02-01', 'सकट चौथ'],
  ['bhishma_ashtami', '2021-02-19', 'भीष्म अष्टमी'],
  ['janaki_jayanti', '2021-03-06', 'जानकी जयन्ती'],
  ['rang_panchami', '2021-04-02', 'रंग पञ्चमी'],
  ['sheetala_ashtami', '2021-04-04', 'शीतला अष्टमी'],
  ['chaitra_navratri', '2021-04-13', 'चैत्र नवरात्रि'],
  ['gudi_padwa', '2021-04-13', 'गुड़ी पड़वा'],
  ['mahavir_jayanti', '2021-04-25', 'महावीर स्वामी जयन्ती'],
  ['sita_navami', '2021-05-21', 'सीता नवमी'],
  ['narasimha_jayanti', '2021-05-25', 'नरसिंघ जयन्ती'],
  ['buddha_purnima', '2021-05-26', 'बुद्ध पूर्णिमा'],
  ['shani_jayanti', '2021-06-10', 'शनि जयन्ती'],
  ['vat_savitri', '2021-06-10', 'वट सावित्री व्रत'],
  ['mahesh_navami', '2021-06-19', 'महेश नवमी'],
  ['nirjala_ekadashi', '2021-06-21', 'निर्जला एकादशी'],
  ['vat_purnima', '2021-06-24', 'वट पूर्णिमा व्रत'],
  ['devshayani_ekadashi', '2021-07-20', 'देवशयनी एकादशी'],
  ['tulsidas_jayanti', '2021-08-15', 'तुलसीदास जयन्ती'],
  ['pratipada_shraddha', '2021-09-21', 'प्रतिपदा श्राद्ध'],
  ['dwitiya_shraddha', '2021-09-22', 'द्वितीया श्राद्ध'],
  ['tritiya_shraddha', '2021-09-23', 'तृतीया श्राद्ध'],
  ['chaturthi_shraddha', '2021-09-24', 'चतुर्थी श्राद्ध'],
  ['panchami_shraddha', '2021-09-25', 'पञ्चमी श्राद्ध'],
  ['shashthi_shraddha', '2021-09-27', 'षष्ठी श्राद्ध'],
  ['saptami_shraddha', '2021-09-28', 'सप्तमी श्राद्ध'],
  ['ashtami_shraddha', '2021-09-29', 'अष्टमी श्राद्ध'],
  ['navami_shraddha', '2021-09-30', 'नवमी श्राद्ध'],
  ['dashami_shraddha', '2021-10-01', 'दशमी श्राद्ध'],
  ['ekadashi_shraddha', '2021-10-02', 'एकादशी श्राद्ध'],
  ['dwadashi_shraddha', '2021-10-03', 'द्वादशी श्राद्ध'],
  ['trayodashi_shraddha', '2021-10-04', 'त्रयोदशी श्राद्ध'],
  ['chaturdashi_shraddha', '2021-10-05', 'चतुर्दशी श्राद्ध'],
  ['valmiki_jayanti', '2021-10-20', 'वाल्मीकि जयन्ती'],
  ['hanuman_jayanti_kartik', '2021-11-03', 'हनुमान पूजा'],
  ['guru_nanak_jayanti', '2021-11-19', 'गुरु नानक जयन्ती'],
  ['guruvayur_ekadashi', '2021-12-14', 'वैष्णव गुरुवायुर एकादशी'],
  ['annapurna_jayanti', '2021-12-19', 'अन्नपूर्णा जयन्ती'],
];

const Y2022: readonly Row[] = [
  ['hanuman_jayanti_tamil', '2022-01-02', 'हनुमान जयन्ती *तमिल'],
  ['sakat_chauth', '2022-01-21', 'सकट चौथ'],
  ['ganesh_jayanti', '2022-02-04', 'गणेश जयन्ती'],
  ['bhishma_ashtami', '2022-02-08', 'भीष्म अष्टमी'],
  ['janaki_jayanti', '2022-02-24', 'जानकी जयन्ती'],
  ['rang_panchami', '2022-03-22', 'रंग पञ्चमी'],
  ['sheetala_ashtami', '2022-03-25', 'शीतला अष्टमी'],
  ['chaitra_navratri', '2022-04-02', 'चैत्र नवरात्रि'],
  ['cheti_chand', '2022-04-02', 'झूलेलाल जयन्ती'],
  ['gudi_padwa', '2022-04-02', 'गुड़ी पड़वा'],
  ['mahavir_jayanti', '2022-04-14', 'महावीर स्वामी जयन्ती'],
  ['parashurama_jayanti', '2022-05-03', 'परशुराम जयन्ती'],
  ['sita_navami', '2022-05-10', 'सीता नवमी'],
  ['narasimha_jayanti', '2022-05-14', 'नरसिंघ जयन्ती'],
  ['buddha_purnima', '2022-05-16', 'बुद्ध पूर्णिमा'],
  ['hanuman_jayanti_telugu', '2022-05-25', 'हनुमान जयन्ती *तेलुगु'],
  ['shani_jayanti', '2022-05-30', 'शनि जयन्ती'],
  ['vat_savitri', '2022-05-30', 'वट सावित्री व्रत'],
  ['mahesh_navami', '2022-06-09', 'महेश नवमी'],
  ['nirjala_ekadashi', '2022-06-10', 'निर्जला एकादशी'],
  ['vat_purnima', '2022-06-14', 'वट पूर्णिमा व्रत'],
  ['devshayani_ekadashi', '2022-07-10', 'देवशयनी एकादशी'],
  ['tulsidas_jayanti', '2022-08-04', 'तुलसीदास जयन्ती'],
  ['narali_purnima', '2022-08-12', 'नारली पूर्णिमा'],
  ['pratipada_shraddha', '2022-09-10', 'प्रतिपदा श्राद्ध'],
  ['dwitiya_shraddha', '2022-09-11', 'द्वितीया श्राद्ध'],
  ['tritiya_shraddha', '2022-09-12', 'तृतीया श्राद्ध'],
  ['chaturthi_shraddha', '2022-09-13', 'चतुर्थी श्राद्ध'],
  ['panchami_shraddha', '2022-09-14', 'पञ्चमी श्राद्ध'],
  ['shashthi_shraddha', '2022-09-15', 'षष्ठी श्राद्ध'],
  ['saptami_shraddha', '2022-09-16', 'सप्तमी श्राद्ध'],
  ['ashtami_shraddha', '2022-09-18', 'अष्टमी श्राद्ध'],
  ['navami_shraddha', '2022-09-19', 'नवमी श्राद्ध'],
  ['dashami_shraddha', '2022-09-20', 'दशमी श्राद्ध'],
  ['ekadashi_shraddha', '2022-09-21', 'एकादशी श्राद्ध'],
  ['dwadashi_shraddha', '2022-09-22', 'द्वादशी श्राद्ध'],
  ['trayodashi_shraddha', '2022-09-23', 'त्रयोदशी श्राद्ध'],
  ['chaturdashi_shraddha', '2022-09-24', 'चतुर्दशी श्राद्ध'],
  ['valmiki_jayanti', '2022-10-09', 'वाल्मीकि जयन्ती'],
  ['hanuman_jayanti_kartik', '2022-10-23', 'हनुमान पूजा'],
  ['guru_nanak_jayanti', '2022-11-08', 'गुरु नानक जयन्ती'],
  ['guruvayur_ekadashi', '2022-12-04', 'वैष्णव गुरुवायुर एकादशी'],
  ['hanuman_vratam', '2022-12-05', 'हनुमान जयन्ती *कन्नड़'],
  ['annapurna_jayanti', '2022-12-08', 'अन्नपूर्णा जयन्ती'],
];

const Y2023: readonly Row[] = [
  ['sakat_chauth', '2023-01-10', 'Sakat Chauth'],
  ['ganesh_jayanti', '2023-01-25', 'Ganesha Jayanti'],
  ['bhishma_ashtami', '2023-01-28', 'Bhishma Ashtami'],
  ['janaki_jayanti', '2023-02-14', 'Janaki Jayanti'],
  ['rang_panchami', '2023-03-12', 'Ranga Panchami'],
  ['sheetala_ashtami', '2023-03-15', 'Sheetala Ashtami'],
  ['chaitra_navratri', '2023-03-22', 'Chaitra Navratri'],
  ['cheti_chand', '2023-03-22', 'Jhulelal Jayanti'],
  ['gudi_padwa', '2023-03-22', 'Gudi Padwa'],
  ['mahavir_jayanti', '2023-04-04', 'Mahavir Swami Jayanti'],
  ['parashurama_jayanti', '2023-04-22', 'Parashurama Jayanti'],
  ['sita_navami', '2023-04-29', 'Sita Navami'],
  ['narasimha_jayanti', '2023-05-04', 'Narasimha Jayanti'],
  ['buddha_purnima', '2023-05-05', 'Buddha Purnima'],
  ['hanuman_jayanti_telugu', '2023-05-14', 'Hanuman Jayanti *Telugu'],
  ['shani_jayanti', '2023-05-19', 'Shani Jayanti'],
  ['vat_savitri', '2023-05-19', 'Vat Savitri Vrat'],
  ['mahesh_navami', '2023-05-29', 'Mahesh Navami'],
  ['nirjala_ekadashi', '2023-05-31', 'Nirjala Ekadashi'],
  ['vat_purnima', '2023-06-03', 'Vat Purnima Vrat'],
  ['devshayani_ekadashi', '2023-06-29', 'Devshayani Ekadashi'],
  ['tulsidas_jayanti', '2023-08-23', 'Tulsidas Jayanti'],
  ['narali_purnima', '2023-08-31', 'Narali Purnima'],
  ['pratipada_shraddha', '2023-09-29', 'Pratipada Shraddha'],
  ['dwitiya_shraddha', '2023-09-30', 'Dwitiya Shraddha'],
  ['tritiya_shraddha', '2023-10-01', 'Tritiya Shraddha'],
  ['chaturthi_shraddha', '2023-10-02', 'Chaturthi Shraddha'],
  ['maha_bharani_shraddha', '2023-10-02', 'Maha Bharani'],
  ['panchami_shraddha', '2023-10-03', 'Panchami Shraddha'],
  ['shashthi_shraddha', '2023-10-04', 'Shashthi Shraddha'],
  ['saptami_shraddha', '2023-10-05', 'Saptami Shraddha'],
  ['ashtami_shraddha', '2023-10-06', 'Ashtami Shraddha'],
  ['navami_shraddha', '2023-10-07', 'Navami Shraddha'],
  ['dashami_shraddha', '2023-10-08', 'Dashami Shraddha'],
  ['ekadashi_shraddha', '2023-10-09', 'Ekadashi Shraddha'],
  ['magha_shraddha', '2023-10-10', 'Magha Shraddha'],
  ['dwadashi_shraddha', '2023-10-11', 'Dwadashi Shraddha'],
  ['trayodashi_shraddha', '2023-10-12', 'Trayodashi Shraddha'],
  ['chaturdashi_shraddha', '2023-10-13', 'Chaturdashi Shraddha'],
  ['valmiki_jayanti', '2023-10-28', 'Valmiki Jayanti'],
  ['hanuman_jayanti_kartik', '2023-11-11', 'Hanuman Puja'],
  ['guruvayur_ekadashi', '2023-11-23', 'Guruvayur Ekadashi'],
  ['guru_nanak_jayanti', '2023-11-27', 'Guru Nanak Jayanti'],
  ['hanuman_vratam', '2023-12-24', 'Hanuman Jayanti *Kannada'],
  ['annapurna_jayanti', '2023-12-26', 'Annapurna Jayanti'],
];

const recordsOf = (rows: readonly Row[], feed: string): DeclaredFestivalReference[] =>
  rows.map(([id, date, label]) => ({
    place: 'mirzapur',
    year: Number(date.slice(0, 4)),
    id,
    date,
    source: `${feed}: "${label}" listed on ${date}`,
  }));

export const MIRZAPUR_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  ...recordsOf(Y2021, HI_2021),
  ...recordsOf(Y2022, HI_2022),
  ...recordsOf(Y2023, EN_2023),
];
