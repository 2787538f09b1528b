/**
 * Drik Panchang's iCal day feed for Mirzapur, 2021-2023, as a public calendar
 * app stored it (issue 32: an Indian city for the observances that had none).
 * Nothing here is computed by this project: a record is the day whose "Day
 * Festivals and Events" ("त्यौहार और व्रत") list Drik's name for the observance.
 * Tithi spans (2022 and 2023): each day prints the tithi running at sunrise
 * "upto" its end, and any that ends before the next sunrise; a record's tithi
 * (the observance's, by its name) runs from the printed end of the tithi
 * before it to its own printed end. 2021's rows print one tithi end without
 * its date past midnight, so 2021 records hold the day alone, as do the
 * nakshatra shraddhas.
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
import { EN_2023, HI_2021, HI_2022, mirzapurRecords, type FeedRow } from './drik-mirzapur-feed.ts';

const Y2021: readonly FeedRow[] = [
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

const Y2022: readonly FeedRow[] = [
  ['hanuman_jayanti_tamil', '2022-01-02', 'हनुमान जयन्ती *तमिल', '2022-01-02 03:41', '2022-01-03 00:02'],
  ['sakat_chauth', '2022-01-21', 'सकट चौथ', '2022-01-21 08:51', '2022-01-22 09:14'],
  ['ganesh_jayanti', '2022-02-04', 'गणेश जयन्ती', '2022-02-04 04:38', '2022-02-05 03:47'],
  ['bhishma_ashtami', '2022-02-08', 'भीष्म अष्टमी', '2022-02-08 06:15', '2022-02-09 08:30'],
  ['janaki_jayanti', '2022-02-24', 'जानकी जयन्ती', '2022-02-23 16:56', '2022-02-24 15:03'],
  ['rang_panchami', '2022-03-22', 'रंग पञ्चमी', '2022-03-22 06:24', '2022-03-23 04:21'],
  ['sheetala_ashtami', '2022-03-25', 'शीतला अष्टमी', '2022-03-25 00:09', '2022-03-25 22:04'],
  ['chaitra_navratri', '2022-04-02', 'चैत्र नवरात्रि', '2022-04-01 11:53', '2022-04-02 11:58'],
  ['cheti_chand', '2022-04-02', 'झूलेलाल जयन्ती', '2022-04-01 11:53', '2022-04-02 11:58'],
  ['gudi_padwa', '2022-04-02', 'गुड़ी पड़वा', '2022-04-01 11:53', '2022-04-02 11:58'],
  ['mahavir_jayanti', '2022-04-14', 'महावीर स्वामी जयन्ती', '2022-04-14 04:49', '2022-04-15 03:55'],
  ['parashurama_jayanti', '2022-05-03', 'परशुराम जयन्ती', '2022-05-03 05:18', '2022-05-04 07:32'],
  ['sita_navami', '2022-05-10', 'सीता नवमी', '2022-05-09 18:32', '2022-05-10 19:24'],
  ['narasimha_jayanti', '2022-05-14', 'नरसिंघ जयन्ती', '2022-05-14 15:22', '2022-05-15 12:45'],
  ['buddha_purnima', '2022-05-16', 'बुद्ध पूर्णिमा', '2022-05-15 12:45', '2022-05-16 09:43'],
  ['hanuman_jayanti_telugu', '2022-05-25', 'हनुमान जयन्ती *तेलुगु', '2022-05-24 10:45', '2022-05-25 10:32'],
  ['shani_jayanti', '2022-05-30', 'शनि जयन्ती', '2022-05-29 14:54', '2022-05-30 16:59'],
  ['vat_savitri', '2022-05-30', 'वट सावित्री व्रत', '2022-05-29 14:54', '2022-05-30 16:59'],
  ['mahesh_navami', '2022-06-09', 'महेश नवमी', '2022-06-08 08:30', '2022-06-09 08:21'],
  ['nirjala_ekadashi', '2022-06-10', 'निर्जला एकादशी', '2022-06-10 07:25', '2022-06-11 05:45'],
  ['vat_purnima', '2022-06-14', 'वट पूर्णिमा व्रत', '2022-06-13 21:02', '2022-06-14 17:21'],
  ['devshayani_ekadashi', '2022-07-10', 'देवशयनी एकादशी', '2022-07-09 16:39', '2022-07-10 14:13'],
  ['tulsidas_jayanti', '2022-08-04', 'तुलसीदास जयन्ती', '2022-08-04 05:40', '2022-08-05 05:06'],
  ['narali_purnima', '2022-08-12', 'नारली पूर्णिमा', '2022-08-11 10:38', '2022-08-12 07:05'],
  ['pratipada_shraddha', '2022-09-10', 'प्रतिपदा श्राद्ध', '2022-09-10 15:28', '2022-09-11 13:14'],
  ['dwitiya_shraddha', '2022-09-11', 'द्वितीया श्राद्ध', '2022-09-11 13:14', '2022-09-12 11:35'],
  ['tritiya_shraddha', '2022-09-12', 'तृतीया श्राद्ध', '2022-09-12 11:35', '2022-09-13 10:37'],
  ['chaturthi_shraddha', '2022-09-13', 'चतुर्थी श्राद्ध', '2022-09-13 10:37', '2022-09-14 10:25'],
  ['panchami_shraddha', '2022-09-14', 'पञ्चमी श्राद्ध', '2022-09-14 10:25', '2022-09-15 11:00'],
  ['shashthi_shraddha', '2022-09-15', 'षष्ठी श्राद्ध', '2022-09-15 11:00', '2022-09-16 12:19'],
  ['saptami_shraddha', '2022-09-16', 'सप्तमी श्राद्ध', '2022-09-16 12:19', '2022-09-17 14:14'],
  ['ashtami_shraddha', '2022-09-18', 'अष्टमी श्राद्ध', '2022-09-17 14:14', '2022-09-18 16:32'],
  ['navami_shraddha', '2022-09-19', 'नवमी श्राद्ध', '2022-09-18 16:32', '2022-09-19 19:01'],
  ['dashami_shraddha', '2022-09-20', 'दशमी श्राद्ध', '2022-09-19 19:01', '2022-09-20 21:26'],
  ['ekadashi_shraddha', '2022-09-21', 'एकादशी श्राद्ध', '2022-09-20 21:26', '2022-09-21 23:34'],
  ['dwadashi_shraddha', '2022-09-22', 'द्वादशी श्राद्ध', '2022-09-21 23:34', '2022-09-23 01:17'],
  ['trayodashi_shraddha', '2022-09-23', 'त्रयोदशी श्राद्ध', '2022-09-23 01:17', '2022-09-24 02:30'],
  ['chaturdashi_shraddha', '2022-09-24', 'चतुर्दशी श्राद्ध', '2022-09-24 02:30', '2022-09-25 03:12'],
  ['valmiki_jayanti', '2022-10-09', 'वाल्मीकि जयन्ती', '2022-10-09 03:41', '2022-10-10 02:24'],
  ['hanuman_jayanti_kartik', '2022-10-23', 'हनुमान पूजा', '2022-10-23 18:03', '2022-10-24 17:27'],
  ['guru_nanak_jayanti', '2022-11-08', 'गुरु नानक जयन्ती', '2022-11-07 16:15', '2022-11-08 16:31'],
  ['guruvayur_ekadashi', '2022-12-04', 'वैष्णव गुरुवायुर एकादशी', '2022-12-03 05:39', '2022-12-04 05:34'],
  ['hanuman_vratam', '2022-12-05', 'हनुमान जयन्ती *कन्नड़', '2022-12-05 05:57', '2022-12-06 06:47'],
  ['annapurna_jayanti', '2022-12-08', 'अन्नपूर्णा जयन्ती', '2022-12-07 08:01', '2022-12-08 09:37'],
];

const Y2023: readonly FeedRow[] = [
  ['sakat_chauth', '2023-01-10', 'Sakat Chauth', '2023-01-10 12:09', '2023-01-11 14:31'],
  ['ganesh_jayanti', '2023-01-25', 'Ganesha Jayanti', '2023-01-24 15:22', '2023-01-25 12:34'],
  ['bhishma_ashtami', '2023-01-28', 'Bhishma Ashtami', '2023-01-28 08:43', '2023-01-29 09:05'],
  ['janaki_jayanti', '2023-02-14', 'Janaki Jayanti', '2023-02-13 09:45', '2023-02-14 09:04'],
  ['rang_panchami', '2023-03-12', 'Ranga Panchami', '2023-03-11 22:05', '2023-03-12 22:01'],
  ['sheetala_ashtami', '2023-03-15', 'Sheetala Ashtami', '2023-03-14 20:22', '2023-03-15 18:45'],
  ['chaitra_navratri', '2023-03-22', 'Chaitra Navratri', '2023-03-21 22:52', '2023-03-22 20:20'],
  ['cheti_chand', '2023-03-22', 'Jhulelal Jayanti', '2023-03-21 22:52', '2023-03-22 20:20'],
  ['gudi_padwa', '2023-03-22', 'Gudi Padwa', '2023-03-21 22:52', '2023-03-22 20:20'],
  ['mahavir_jayanti', '2023-04-04', 'Mahavir Swami Jayanti', '2023-04-03 06:24', '2023-04-04 08:05'],
  ['parashurama_jayanti', '2023-04-22', 'Parashurama Jayanti', '2023-04-22 07:49', '2023-04-23 07:47'],
  ['sita_navami', '2023-04-29', 'Sita Navami', '2023-04-28 16:01', '2023-04-29 18:22'],
  ['narasimha_jayanti', '2023-05-04', 'Narasimha Jayanti', '2023-05-03 23:49', '2023-05-04 23:44'],
  ['buddha_purnima', '2023-05-05', 'Buddha Purnima', '2023-05-04 23:44', '2023-05-05 23:03'],
  ['hanuman_jayanti_telugu', '2023-05-14', 'Hanuman Jayanti *Telugu', '2023-05-14 04:42', '2023-05-15 02:46'],
  ['shani_jayanti', '2023-05-19', 'Shani Jayanti', '2023-05-18 21:42', '2023-05-19 21:22'],
  ['vat_savitri', '2023-05-19', 'Vat Savitri Vrat', '2023-05-18 21:42', '2023-05-19 21:22'],
  ['mahesh_navami', '2023-05-29', 'Mahesh Navami', '2023-05-28 09:56', '2023-05-29 11:49'],
  ['nirjala_ekadashi', '2023-05-31', 'Nirjala Ekadashi', '2023-05-30 13:07', '2023-05-31 13:45'],
  ['vat_purnima', '2023-06-03', 'Vat Purnima Vrat', '2023-06-03 11:16', '2023-06-04 09:11'],
  ['devshayani_ekadashi', '2023-06-29', 'Devshayani Ekadashi', '2023-06-29 03:18', '2023-06-30 02:42'],
  ['tulsidas_jayanti', '2023-08-23', 'Tulsidas Jayanti', '2023-08-23 03:05', '2023-08-24 03:31'],
  ['narali_purnima', '2023-08-31', 'Narali Purnima', '2023-08-30 10:58', '2023-08-31 07:05'],
  ['pratipada_shraddha', '2023-09-29', 'Pratipada Shraddha', '2023-09-29 15:26', '2023-09-30 12:21'],
  ['dwitiya_shraddha', '2023-09-30', 'Dwitiya Shraddha', '2023-09-30 12:21', '2023-10-01 09:41'],
  ['tritiya_shraddha', '2023-10-01', 'Tritiya Shraddha', '2023-10-01 09:41', '2023-10-02 07:36'],
  ['chaturthi_shraddha', '2023-10-02', 'Chaturthi Shraddha', '2023-10-02 07:36', '2023-10-03 06:11'],
  ['maha_bharani_shraddha', '2023-10-02', 'Maha Bharani'],
  ['panchami_shraddha', '2023-10-03', 'Panchami Shraddha', '2023-10-03 06:11', '2023-10-04 05:33'],
  ['shashthi_shraddha', '2023-10-04', 'Shashthi Shraddha', '2023-10-04 05:33', '2023-10-05 05:41'],
  ['saptami_shraddha', '2023-10-05', 'Saptami Shraddha', '2023-10-05 05:41', '2023-10-06 06:34'],
  ['ashtami_shraddha', '2023-10-06', 'Ashtami Shraddha', '2023-10-06 06:34', '2023-10-07 08:08'],
  ['navami_shraddha', '2023-10-07', 'Navami Shraddha', '2023-10-07 08:08', '2023-10-08 10:12'],
  ['dashami_shraddha', '2023-10-08', 'Dashami Shraddha', '2023-10-08 10:12', '2023-10-09 12:36'],
  ['ekadashi_shraddha', '2023-10-09', 'Ekadashi Shraddha', '2023-10-09 12:36', '2023-10-10 15:08'],
  ['magha_shraddha', '2023-10-10', 'Magha Shraddha'],
  ['dwadashi_shraddha', '2023-10-11', 'Dwadashi Shraddha', '2023-10-10 15:08', '2023-10-11 17:37'],
  ['trayodashi_shraddha', '2023-10-12', 'Trayodashi Shraddha', '2023-10-11 17:37', '2023-10-12 19:53'],
  ['chaturdashi_shraddha', '2023-10-13', 'Chaturdashi Shraddha', '2023-10-12 19:53', '2023-10-13 21:50'],
  ['valmiki_jayanti', '2023-10-28', 'Valmiki Jayanti', '2023-10-28 04:17', '2023-10-29 01:53'],
  ['hanuman_jayanti_kartik', '2023-11-11', 'Hanuman Puja', '2023-11-11 13:57', '2023-11-12 14:44'],
  ['guruvayur_ekadashi', '2023-11-23', 'Guruvayur Ekadashi', '2023-11-22 23:03', '2023-11-23 21:01'],
  ['guru_nanak_jayanti', '2023-11-27', 'Guru Nanak Jayanti', '2023-11-26 15:53', '2023-11-27 14:45'],
  ['hanuman_vratam', '2023-12-24', 'Hanuman Jayanti *Kannada', '2023-12-24 06:24', '2023-12-25 05:54'],
  ['annapurna_jayanti', '2023-12-26', 'Annapurna Jayanti', '2023-12-26 05:46', '2023-12-27 06:02'],
];

export const MIRZAPUR_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  ...mirzapurRecords(Y2021, HI_2021),
  ...mirzapurRecords(Y2022, HI_2022),
  ...mirzapurRecords(Y2023, EN_2023),
];
