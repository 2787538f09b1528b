/**
 * Monthly vrats of Drik Panchang's iCal day feed for Mirzapur, 2021-2023, as
 * a public calendar app stored it (github.com/Prashanthmn166/hamara-calendar;
 * the feed, its files, commits and place are described in
 * drik-festivals-mirzapur.ts). Nothing here is computed by this project: a
 * record is a day whose "Day Festivals and Events" ("त्यौहार और व्रत") list the
 * vrat's name. 2021's rows keep three events a day, so a missing month says
 * nothing. The tithi spans of 2022 and 2023 (not Masik Karthigai's, a nakshatra)
 * are read as in drik-festivals-mirzapur.ts.
 *
 * Names: "Kalashtami" / "कालाष्टमी" (2023's "Adhika Kalashtami" too) is
 * kalashtami; "Skanda Sashti" / "स्कन्द षष्ठी" (and "Adhika Skanda Sashti")
 * skanda_sashti; "Masik Karthigai" / "मासिक कार्तिगाई" masik_karthigai (the
 * month's "Karthigai Deepam" is left out); "<Month> Purnima Vrat" / "<मास>
 * पूर्णिमा व्रत" (the Purnima Upavas day, 2023's "Adhika Purnima Vrat" too)
 * satyanarayan_puja, which Drik lists on the Purnima Upavas days (rows.ts);
 * "Vat Purnima Vrat" is a festival, not this. "चन्द्र दर्शन" (2021-2022) and
 * "Chandra Darshana" (2023) are chandra_darshan (dates only: the feed's
 * moonsets are the day's, not the sighting window's).
 */
import { EN_2023, HI_2021, HI_2022, mirzapurRecords, type FeedRow } from './drik-mirzapur-feed.ts';
import type { VratReference } from './drik-vrats.ts';

const Y2021: readonly FeedRow[] = [
  ['kalashtami', '2021-01-06', 'कालाष्टमी'],
  ['skanda_sashti', '2021-01-18', 'स्कन्द षष्ठी'],
  ['masik_karthigai', '2021-01-23', 'मासिक कार्तिगाई'],
  ['kalashtami', '2021-02-04', 'कालाष्टमी'],
  ['skanda_sashti', '2021-02-17', 'स्कन्द षष्ठी'],
  ['masik_karthigai', '2021-02-19', 'मासिक कार्तिगाई'],
  ['kalashtami', '2021-03-05', 'कालाष्टमी'],
  ['masik_karthigai', '2021-03-18', 'मासिक कार्तिगाई'],
  ['skanda_sashti', '2021-03-19', 'स्कन्द षष्ठी'],
  ['kalashtami', '2021-04-04', 'कालाष्टमी'],
  ['masik_karthigai', '2021-04-14', 'मासिक कार्तिगाई'],
  ['skanda_sashti', '2021-04-18', 'स्कन्द षष्ठी'],
  ['satyanarayan_puja', '2021-04-26', 'चैत्र पूर्णिमा व्रत'],
  ['kalashtami', '2021-05-03', 'कालाष्टमी'],
  ['masik_karthigai', '2021-05-12', 'मासिक कार्तिगाई'],
  ['skanda_sashti', '2021-05-17', 'स्कन्द षष्ठी'],
  ['kalashtami', '2021-06-02', 'कालाष्टमी'],
  ['masik_karthigai', '2021-06-08', 'मासिक कार्तिगाई'],
  ['skanda_sashti', '2021-06-16', 'स्कन्द षष्ठी'],
  ['kalashtami', '2021-07-01', 'कालाष्टमी'],
  ['masik_karthigai', '2021-07-05', 'मासिक कार्तिगाई'],
  ['skanda_sashti', '2021-07-15', 'स्कन्द षष्ठी'],
  ['masik_karthigai', '2021-08-02', 'मासिक कार्तिगाई'],
  ['skanda_sashti', '2021-08-13', 'स्कन्द षष्ठी'],
  ['masik_karthigai', '2021-08-29', 'मासिक कार्तिगाई'],
  ['kalashtami', '2021-08-30', 'कालाष्टमी'],
  ['skanda_sashti', '2021-09-12', 'स्कन्द षष्ठी'],
  ['masik_karthigai', '2021-09-25', 'मासिक कार्तिगाई'],
  ['kalashtami', '2021-09-28', 'कालाष्टमी'],
  ['skanda_sashti', '2021-10-11', 'स्कन्द षष्ठी'],
  ['masik_karthigai', '2021-10-23', 'मासिक कार्तिगाई'],
  ['kalashtami', '2021-10-28', 'कालाष्टमी'],
  ['skanda_sashti', '2021-11-09', 'स्कन्द षष्ठी'],
  ['satyanarayan_puja', '2021-11-18', 'कार्तिक पूर्णिमा व्रत'],
  ['kalashtami', '2021-11-27', 'कालाष्टमी'],
  ['skanda_sashti', '2021-12-09', 'स्कन्द षष्ठी'],
  ['masik_karthigai', '2021-12-16', 'मासिक कार्तिगाई'],
  ['satyanarayan_puja', '2021-12-18', 'मार्गशीर्ष पूर्णिमा व्रत'],
  ['kalashtami', '2021-12-26', 'कालाष्टमी'],
];

const Y2022: readonly FeedRow[] = [
  ['skanda_sashti', '2022-01-07', 'स्कन्द षष्ठी', '2022-01-07 11:10', '2022-01-08 10:42'],
  ['masik_karthigai', '2022-01-12', 'मासिक कार्तिगाई'],
  ['satyanarayan_puja', '2022-01-17', 'पौष पूर्णिमा व्रत', '2022-01-17 03:18', '2022-01-18 05:17'],
  ['kalashtami', '2022-01-25', 'कालाष्टमी', '2022-01-25 07:48', '2022-01-26 06:25'],
  ['skanda_sashti', '2022-02-06', 'स्कन्द षष्ठी', '2022-02-06 03:46', '2022-02-07 04:37'],
  ['masik_karthigai', '2022-02-09', 'मासिक कार्तिगाई'],
  ['satyanarayan_puja', '2022-02-16', 'माघ पूर्णिमा व्रत', '2022-02-15 21:42', '2022-02-16 22:25'],
  ['kalashtami', '2022-02-23', 'कालाष्टमी', '2022-02-23 16:56', '2022-02-24 15:03'],
  ['masik_karthigai', '2022-03-08', 'मासिक कार्तिगाई'],
  ['skanda_sashti', '2022-03-08', 'स्कन्द षष्ठी', '2022-03-07 22:32', '2022-03-09 00:31'],
  ['satyanarayan_puja', '2022-03-18', 'फाल्गुन पूर्णिमा व्रत', '2022-03-17 13:29', '2022-03-18 12:47'],
  ['kalashtami', '2022-03-25', 'कालाष्टमी', '2022-03-25 00:09', '2022-03-25 22:04'],
  ['masik_karthigai', '2022-04-04', 'मासिक कार्तिगाई'],
  ['skanda_sashti', '2022-04-06', 'स्कन्द षष्ठी', '2022-04-06 18:01', '2022-04-07 20:32'],
  ['satyanarayan_puja', '2022-04-16', 'चैत्र पूर्णिमा व्रत', '2022-04-16 02:25', '2022-04-17 00:24'],
  ['kalashtami', '2022-04-23', 'कालाष्टमी', '2022-04-23 06:27', '2022-04-24 04:29'],
  ['masik_karthigai', '2022-05-02', 'मासिक कार्तिगाई'],
  ['skanda_sashti', '2022-05-06', 'स्कन्द षष्ठी', '2022-05-06 12:32', '2022-05-07 14:56'],
  ['satyanarayan_puja', '2022-05-15', 'वैशाख पूर्णिमा व्रत', '2022-05-15 12:45', '2022-05-16 09:43'],
  ['kalashtami', '2022-05-22', 'कालाष्टमी', '2022-05-22 12:59', '2022-05-23 11:34'],
  ['masik_karthigai', '2022-05-29', 'मासिक कार्तिगाई'],
  ['skanda_sashti', '2022-06-05', 'स्कन्द षष्ठी', '2022-06-05 04:52', '2022-06-06 06:39'],
  ['satyanarayan_puja', '2022-06-14', 'ज्येष्ठ पूर्णिमा व्रत', '2022-06-13 21:02', '2022-06-14 17:21'],
  ['kalashtami', '2022-06-20', 'कालाष्टमी', '2022-06-20 21:01', '2022-06-21 20:30'],
  ['masik_karthigai', '2022-06-25', 'मासिक कार्तिगाई'],
  ['skanda_sashti', '2022-07-04', 'स्कन्द षष्ठी', '2022-07-04 18:32', '2022-07-05 19:28'],
  ['satyanarayan_puja', '2022-07-13', 'आषाढ़ पूर्णिमा व्रत', '2022-07-13 04:00', '2022-07-14 00:06'],
  ['kalashtami', '2022-07-20', 'कालाष्टमी', '2022-07-20 07:35', '2022-07-21 08:12'],
  ['masik_karthigai', '2022-07-22', 'मासिक कार्तिगाई'],
  ['skanda_sashti', '2022-08-03', 'स्कन्द षष्ठी', '2022-08-03 05:41', '2022-08-04 05:40'],
  ['satyanarayan_puja', '2022-08-11', 'श्रावण पूर्णिमा व्रत', '2022-08-11 10:38', '2022-08-12 07:05'],
  ['masik_karthigai', '2022-08-19', 'मासिक कार्तिगाई'],
  ['kalashtami', '2022-08-19', 'कालाष्टमी', '2022-08-18 21:20', '2022-08-19 22:59'],
  ['skanda_sashti', '2022-09-01', 'स्कन्द षष्ठी', '2022-09-01 14:49', '2022-09-02 13:51'],
  ['satyanarayan_puja', '2022-09-10', 'भाद्रपद पूर्णिमा व्रत', '2022-09-09 18:07', '2022-09-10 15:28'],
  ['masik_karthigai', '2022-09-15', 'मासिक कार्तिगाई'],
  ['kalashtami', '2022-09-17', 'कालाष्टमी', '2022-09-17 14:14', '2022-09-18 16:32'],
  ['skanda_sashti', '2022-10-01', 'स्कन्द षष्ठी', '2022-09-30 22:34', '2022-10-01 20:46'],
  ['satyanarayan_puja', '2022-10-09', 'आश्विन पूर्णिमा व्रत', '2022-10-09 03:41', '2022-10-10 02:24'],
  ['masik_karthigai', '2022-10-12', 'मासिक कार्तिगाई'],
  ['kalashtami', '2022-10-17', 'कालाष्टमी', '2022-10-17 09:29', '2022-10-18 11:57'],
  ['skanda_sashti', '2022-10-30', 'स्कन्द षष्ठी', '2022-10-30 05:49', '2022-10-31 03:27'],
  ['satyanarayan_puja', '2022-11-08', 'कार्तिक पूर्णिमा व्रत', '2022-11-07 16:15', '2022-11-08 16:31'],
  ['masik_karthigai', '2022-11-09', 'मासिक कार्तिगाई'],
  ['kalashtami', '2022-11-16', 'कालाष्टमी', '2022-11-16 05:49', '2022-11-17 07:57'],
  ['skanda_sashti', '2022-11-28', 'स्कन्द षष्ठी', '2022-11-28 13:35', '2022-11-29 11:04'],
  ['satyanarayan_puja', '2022-12-07', 'मार्गशीर्ष पूर्णिमा व्रत', '2022-12-07 08:01', '2022-12-08 09:37'],
  ['kalashtami', '2022-12-16', 'कालाष्टमी', '2022-12-16 01:39', '2022-12-17 03:02'],
  ['skanda_sashti', '2022-12-28', 'स्कन्द षष्ठी', '2022-12-27 22:52', '2022-12-28 20:44'],
];

const Y2023: readonly FeedRow[] = [
  ['masik_karthigai', '2023-01-02', 'Masik Karthigai'],
  ['satyanarayan_puja', '2023-01-06', 'Pausha Purnima Vrat', '2023-01-06 02:14', '2023-01-07 04:37'],
  ['kalashtami', '2023-01-14', 'Kalashtami', '2023-01-14 19:22', '2023-01-15 19:45'],
  ['skanda_sashti', '2023-01-26', 'Skanda Sashti', '2023-01-26 10:28', '2023-01-27 09:10'],
  ['masik_karthigai', '2023-01-30', 'Masik Karthigai'],
  ['satyanarayan_puja', '2023-02-05', 'Magha Purnima Vrat', '2023-02-04 21:29', '2023-02-05 23:58'],
  ['kalashtami', '2023-02-13', 'Kalashtami', '2023-02-13 09:45', '2023-02-14 09:04'],
  ['skanda_sashti', '2023-02-25', 'Skanda Sashti', '2023-02-25 00:31', '2023-02-26 00:20'],
  ['masik_karthigai', '2023-02-26', 'Masik Karthigai'],
  ['satyanarayan_puja', '2023-03-07', 'Phalguna Purnima Vrat', '2023-03-06 16:17', '2023-03-07 18:09'],
  ['kalashtami', '2023-03-14', 'Kalashtami', '2023-03-14 20:22', '2023-03-15 18:45'],
  ['masik_karthigai', '2023-03-25', 'Masik Karthigai'],
  ['skanda_sashti', '2023-03-26', 'Skanda Sashti', '2023-03-26 16:32', '2023-03-27 17:27'],
  ['satyanarayan_puja', '2023-04-05', 'Chaitra Purnima Vrat', '2023-04-05 09:19', '2023-04-06 10:04'],
  ['kalashtami', '2023-04-13', 'Kalashtami', '2023-04-13 03:44', '2023-04-14 01:34'],
  ['masik_karthigai', '2023-04-22', 'Masik Karthigai'],
  ['skanda_sashti', '2023-04-25', 'Skanda Sashti', '2023-04-25 09:39', '2023-04-26 11:27'],
  ['satyanarayan_puja', '2023-05-05', 'Vaishakha Purnima Vrat', '2023-05-04 23:44', '2023-05-05 23:03'],
  ['kalashtami', '2023-05-12', 'Kalashtami', '2023-05-12 09:06', '2023-05-13 06:50'],
  ['masik_karthigai', '2023-05-19', 'Masik Karthigai'],
  ['skanda_sashti', '2023-05-25', 'Skanda Sashti', '2023-05-25 03:00', '2023-05-26 05:19'],
  ['satyanarayan_puja', '2023-06-03', 'Jyeshtha Purnima Vrat', '2023-06-03 11:16', '2023-06-04 09:11'],
  ['kalashtami', '2023-06-10', 'Kalashtami', '2023-06-10 14:01', '2023-06-11 12:05'],
  ['masik_karthigai', '2023-06-15', 'Masik Karthigai'],
  ['skanda_sashti', '2023-06-24', 'Skanda Sashti', '2023-06-23 19:53', '2023-06-24 22:17'],
  ['satyanarayan_puja', '2023-07-03', 'Ashadha Purnima Vrat', '2023-07-02 20:21', '2023-07-03 17:08'],
  ['kalashtami', '2023-07-09', 'Kalashtami', '2023-07-09 19:59', '2023-07-10 18:44'],
  ['masik_karthigai', '2023-07-13', 'Masik Karthigai'],
  ['skanda_sashti', '2023-07-23', 'Adhika Skanda Sashti', '2023-07-23 11:44', '2023-07-24 13:42'],
  ['satyanarayan_puja', '2023-08-01', 'Adhika Purnima Vrat', '2023-08-01 03:51', '2023-08-02 00:01'],
  ['kalashtami', '2023-08-08', 'Adhika Kalashtami', '2023-08-08 04:14', '2023-08-09 03:52'],
  ['masik_karthigai', '2023-08-09', 'Masik Karthigai'],
  ['skanda_sashti', '2023-08-22', 'Skanda Sashti', '2023-08-22 02:00', '2023-08-23 03:05'],
  ['satyanarayan_puja', '2023-08-30', 'Shravana Purnima Vrat', '2023-08-30 10:58', '2023-08-31 07:05'],
  ['masik_karthigai', '2023-09-05', 'Masik Karthigai'],
  ['kalashtami', '2023-09-06', 'Kalashtami', '2023-09-06 15:37', '2023-09-07 16:14'],
  ['skanda_sashti', '2023-09-20', 'Skanda Sashti', '2023-09-20 14:16', '2023-09-21 14:14'],
  ['satyanarayan_puja', '2023-09-29', 'Bhadrapada Purnima Vrat', '2023-09-28 18:49', '2023-09-29 15:26'],
  ['masik_karthigai', '2023-10-03', 'Masik Karthigai'],
  ['kalashtami', '2023-10-06', 'Kalashtami', '2023-10-06 06:34', '2023-10-07 08:08'],
  ['skanda_sashti', '2023-10-20', 'Skanda Sashti', '2023-10-20 00:31', '2023-10-20 23:24'],
  ['satyanarayan_puja', '2023-10-28', 'Ashwina Purnima Vrat', '2023-10-28 04:17', '2023-10-29 01:53'],
  ['masik_karthigai', '2023-10-30', 'Masik Karthigai'],
  ['kalashtami', '2023-11-05', 'Kalashtami', '2023-11-05 00:59', '2023-11-06 03:18'],
  ['skanda_sashti', '2023-11-18', 'Skanda Sashti', '2023-11-18 09:18', '2023-11-19 07:23'],
  ['satyanarayan_puja', '2023-11-27', 'Kartika Purnima Vrat', '2023-11-26 15:53', '2023-11-27 14:45'],
  ['kalashtami', '2023-12-05', 'Kalashtami', '2023-12-04 21:59', '2023-12-06 00:37'],
  ['skanda_sashti', '2023-12-18', 'Skanda Sashti', '2023-12-17 17:33', '2023-12-18 15:13'],
  ['masik_karthigai', '2023-12-24', 'Masik Karthigai'],
  ['satyanarayan_puja', '2023-12-26', 'Margashirsha Purnima Vrat', '2023-12-26 05:46', '2023-12-27 06:02'],
];

/** Chandra Darshan: the day the feed lists it on, every month of 2022 and 2023 and eleven of 2021 (March's day lists three other events). */
const CHANDRA_DARSHAN_2021 = ['01-14', '02-13', '04-13', '05-13', '06-11', '07-11', '08-09', '09-08', '10-07', '11-06', '12-05'];
const CHANDRA_DARSHAN_2022 = ['01-04', '02-02', '03-03', '04-02', '05-02', '05-31', '06-30', '07-30', '08-28', '09-27', '10-27', '11-25', '12-24'];
const CHANDRA_DARSHAN_2023 = ['01-23', '02-21', '03-22', '04-21', '05-20', '06-19', '07-19', '08-17', '09-16', '10-16', '11-15', '12-14'];
const chandraDarshan = (year: number, days: readonly string[], label: string): FeedRow[] =>
  days.map((md) => ['chandra_darshan', `${year}-${md}`, label] as const);

export const MIRZAPUR_VRAT_REFERENCE: VratReference[] = [
  ...mirzapurRecords(Y2021, HI_2021),
  ...mirzapurRecords(Y2022, HI_2022),
  ...mirzapurRecords(Y2023, EN_2023),
  ...mirzapurRecords(chandraDarshan(2021, CHANDRA_DARSHAN_2021, 'चन्द्र दर्शन'), HI_2021),
  ...mirzapurRecords(chandraDarshan(2022, CHANDRA_DARSHAN_2022, 'चन्द्र दर्शन'), HI_2022),
  ...mirzapurRecords(chandraDarshan(2023, CHANDRA_DARSHAN_2023, 'Chandra Darshana'), EN_2023),
];
