/**
 * Published New Delhi dates, tithi spans and windows of the festivals
 * declared as rows (src/domain/festivals/rules/tithi-rows.ts) and of the
 * later rules, and other cities' (New York's Diwali and Karwa Chauth among
 * them), each with its source. Nothing here is computed by this project.
 * Times are the place's wall-clock times (New Delhi's unless named): tithi 'YYYY-MM-DD HH:MM', windows 'HH:MM' on the date.
 */

export interface DeclaredFestivalReference {
  /** New Delhi unless named. */
  place?: ReferencePlaceId;
  year: number;
  id: string;
  date: string;
  tithi?: { start: string; end: string };
  window?: { id: string; start: string; end: string };
  /** A published moment (Karwa Chauth's moonrise), 'HH:MM' on the date. */
  moment?: { id: string; at: string };
  source: string;
}
import type { ReferencePlaceId } from './drik-panchang.ts';

const TIMEANDDATE = (page: string, table: string) =>
  `timeanddate.com/holidays/india/${page} as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (${table})`;

/** timeanddate.com's India dates 2023-2027, by festival. */
const TABLES: readonly [id: string, page: string, table: string, dates: readonly string[]][] = [
  ['gudi_padwa', 'gudi-padwa', 'GUDI_PADWA_DATES', ['2023-03-22', '2024-04-09', '2025-03-30', '2026-03-19', '2027-04-07']],
  ['buddha_purnima', 'buddha-purnima', 'BUDDHA_PURNIMA_DATES', ['2023-05-05', '2024-05-23', '2025-05-12', '2026-05-01', '2027-05-20']],
  ['guru_nanak_jayanti', 'guru-nanak-jayanti', 'GURU_NANAK_JAYANTI_DATES', ['2023-11-27', '2024-11-15', '2025-11-05', '2026-11-24', '2027-11-14']],
  ['mahavir_jayanti', 'mahavir-jayanti', 'MAHAVIR_JAYANTI_DATES', ['2023-04-04', '2024-04-21', '2025-04-10', '2026-03-31', '2027-04-18']],
  ['maha_ashtami', 'maha-ashtami', 'MAHA_ASHTAMI_DATES', ['2023-10-22', '2024-10-11', '2025-09-30', '2026-10-19', '2027-10-07']],
  ['maha_navami', 'maha-navami', 'MAHA_NAVAMI_DATES', ['2023-10-23', '2024-10-11', '2025-10-01', '2026-10-19', '2027-10-08']],
  ['chhath_puja', 'chhat-puja', 'CHHATH_PUJA_DATES', ['2023-11-19', '2024-11-07', '2025-10-28', '2026-11-15', '2027-11-04']],
];

export const DECLARED_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  ...TABLES.flatMap(([id, page, table, dates]) =>
    dates.map((date) => ({ year: Number(date.slice(0, 4)), id, date, source: TIMEANDDATE(page, table) })),
  ),
  {
    year: 2025, id: 'akshaya_tritiya', date: '2025-04-30',
    tithi: { start: '2025-04-29 17:31', end: '2025-04-30 14:12' },
    window: { id: 'puja', start: '05:41', end: '12:18' },
    source: 'Republic World (2025-04-29), "Akshaya Tritiya 2025: Know Shubh Muhurat": puja 05:41 AM to 12:18 PM (New Delhi), tritiya 05:31 PM 29 April to 02:12 PM 30 April; Be Gorgeous Lady prints the same table "according to Drik Panchang"',
  },
  {
    place: 'mumbai', year: 2025, id: 'akshaya_tritiya', date: '2025-04-30',
    window: { id: 'puja', start: '06:11', end: '12:36' },
    source: 'Republic World (2025-04-29), the city table: Mumbai 06:11 AM to 12:36 PM',
  },
  {
    place: 'ahmedabad', year: 2025, id: 'akshaya_tritiya', date: '2025-04-30',
    window: { id: 'puja', start: '06:07', end: '12:37' },
    source: 'Republic World (2025-04-29), the city table: Ahmedabad 06:07 AM to 12:37 PM',
  },
  {
    year: 2025, id: 'parashurama_jayanti', date: '2025-04-29',
    tithi: { start: '2025-04-29 17:31', end: '2025-04-30 14:12' },
    source: 'LatestLY (2025-04-29), "Parashurama Jayanti 2025 Date and Timings": 29 April, "the day when Tritiya prevails during Pradosh Kala"; Daily Jagran English the same',
  },
  {
    year: 2025, id: 'rishi_panchami', date: '2025-08-28',
    tithi: { start: '2025-08-27 15:44', end: '2025-08-28 17:56' },
    window: { id: 'puja', start: '11:05', end: '13:39' },
    source: 'Patrika (2025-08-28): 28 August, puja 11:05 AM to 1:39 PM; HT Telugu via htsyndication.com, "according to Drik Panchang": panchami 03:44 PM 27 August to 05:56 PM 28 August',
  },
  {
    year: 2026, id: 'vasant_panchami', date: '2026-01-23',
    tithi: { start: '2026-01-23 02:28', end: '2026-01-24 01:46' },
    window: { id: 'puja', start: '07:13', end: '12:33' },
    source: 'TezzBuzz, "Vasant Panchami: Best time to worship Saraswati from 7.13 am" (2026-01-22): panchami 02:28 AM 23 January to 01:46 AM 24 January, puja 07:13 AM to 12:33 PM',
  },
  {
    year: 2024, id: 'vasant_panchami', date: '2024-02-14',
    tithi: { start: '2024-02-13 14:41', end: '2024-02-14 12:09' },
    source: 'ANM News Hindi (2024-02-14), "auspicious time for Saraswati Puja on Vasant Panchami": panchami from 02:41 PM on the 13th to 12:09 PM on the 14th, kept on the 14th',
  },
  {
    year: 2022, id: 'vasant_panchami', date: '2022-02-05',
    tithi: { start: '2022-02-05 03:47', end: '2022-02-06 03:46' },
    window: { id: 'puja', start: '07:07', end: '12:35' },
    source: 'rgyan.com, "Vasant Panchami 2022 - Saraswati Puja Date and Time" (Drik\'s table: muhurat 07:07 AM to 12:35 PM, madhyahna moment 12:35 PM)',
  },
  {
    year: 2025, id: 'sita_navami', date: '2025-05-05',
    tithi: { start: '2025-05-05 07:35', end: '2025-05-06 08:38' },
    window: { id: 'puja', start: '10:58', end: '13:38' },
    source: 'Hindustan (New Delhi, 2025-04-27 and 2025-05-04) via htsyndication.com, "according to Drik Panchang": navami 07:35 AM 5 May to 08:38 AM 6 May, madhyahna muhurat 10:58 AM to 01:38 PM',
  },
  {
    year: 2025, id: 'tulsi_vivah', date: '2025-11-02',
    tithi: { start: '2025-11-02 07:31', end: '2025-11-03 05:07' },
    source: 'India Today (2025-11-01), "When is Tulasi Vivah in 2025" ("according to the Panchang for New Delhi"); NDTV (2025-10-28) the same tithi',
  },
  {
    year: 2023, id: 'tulsi_vivah', date: '2023-11-24',
    tithi: { start: '2023-11-23 21:01', end: '2023-11-24 19:06' },
    source: 'Sangeeta\'s Pen web story "Tulsi vivah 2023 kab hai": dwadashi 09:01 PM 23 November to 07:06 PM 24 November, kept on the 24th',
  },
  {
    year: 2025, id: 'vaikuntha_chaturdashi', date: '2025-11-04',
    tithi: { start: '2025-11-04 02:05', end: '2025-11-04 22:36' },
    window: { id: 'nishita', start: '23:39', end: '2025-11-05 00:31' },
    source: 'Aaj Ki Taza Khabre, "Vaikuntha Chaturdashi 2025: Date, Shubh Muhurat": 4 November, chaturdashi 02:05 AM to 10:36 PM, nishitha 11:39 PM to 12:31 AM',
  },
  {
    year: 2021, id: 'vaikuntha_chaturdashi', date: '2021-11-17',
    tithi: { start: '2021-11-17 09:50', end: '2021-11-18 12:00' },
    window: { id: 'nishita', start: '23:40', end: '2021-11-18 00:33' },
    source: 'Sambad English (2021), "Vaikuntha Chaturdashi 2021: Date, Tithi": 17 November, tithi 09:50 AM to 12:00 PM the 18th, nishitakal 11:40 PM to 12:33 AM',
  },
  {
    year: 2025, id: 'bhishma_ashtami', date: '2025-02-05',
    tithi: { start: '2025-02-05 02:30', end: '2025-02-06 00:35' },
    window: { id: 'madhyahna', start: '11:30', end: '13:42' },
    source: 'Moneycontrol, "Bhishma Ashtami 2025 date, time: check madhyahna time": 5 February, madhyahna 11:30 AM to 01:42 PM, ashtami 02:30 AM 5 February to 12:35 AM 6 February; edu2day.com the same',
  },
  {
    year: 2024, id: 'bhishma_ashtami', date: '2024-02-16',
    tithi: { start: '2024-02-16 08:54', end: '2024-02-17 08:15' },
    source: 'Aapni News (2024-02-07), "Bhishma Ashtami 2024": ashtami 08:54 AM 16 February to 08:15 AM 17 February, kept on the 16th',
  },
  {
    year: 2025, id: 'mauni_amavasya', date: '2025-01-29',
    tithi: { start: '2025-01-28 19:35', end: '2025-01-29 18:05' },
    source: 'India TV News (2025-01-28), "When is Mauni Amavasya 2025", "according to Drik Panchang": amavasya 07:35 PM 28 January to 06:05 PM 29 January, kept on the 29th',
  },
  {
    year: 2025, id: 'shani_jayanti', date: '2025-05-27',
    tithi: { start: '2025-05-26 12:11', end: '2025-05-27 08:31' },
    source: 'Hindustan Times (2025-05-26), "Shani Jayanti 2025", "as per Drik Panchang": amavasya 12:11 PM 26 May to 08:31 AM 27 May, kept on the 27th',
  },
  {
    year: 2025, id: 'kalabhairav_jayanti', date: '2025-11-12',
    tithi: { start: '2025-11-11 23:08', end: '2025-11-12 22:58' },
    source: 'Moneycontrol (2025-11), "Kalabhairav Jayanti 2025 date": 12 November, ashtami 11:08 PM 11 November to 10:58 PM 12 November; Republic World: "the Ratri Vyapini Ashtami should be observed"',
  },
  {
    year: 2025, id: 'kali_puja', date: '2025-10-20',
    tithi: { start: '2025-10-20 15:44', end: '2025-10-21 17:54' },
    window: { id: 'nishita', start: '23:41', end: '2025-10-21 00:31' },
    source:
      'Mint (2025-10-18) and Lokmat Times (2025-10-20), "as per the Drik Panchang": Kali Puja 20 October, nishita 11:41 PM to 12:31 AM; ' +
      'the amavasya from DNA India (2025-10-18), 03:44 PM 20 October to 05:54 PM 21 October (Mint prints 01:14 PM and 03:24 PM, ' +
      'two and a half hours off every other source)',
  },
  // Issue 32's remainder: Cheti Chand, Vat Savitri and Vat Purnima, Holashtak, the Durga Puja and Chhath days, the Ekadashi
  // festivals, the southern Hanuman Jayantis.
  {
    year: 1980, id: 'cheti_chand', date: '1980-03-17',
    window: { id: 'moon_sighting', start: '18:31', end: '19:12' },
    source:
      'https://www.drikpanchang.com/hindu-saints/jhulelal/cheti-chand-date-time.html?year=1980 (New Delhi): 17 March, Cheti Chanda ' +
      'muhurat 06:31 PM to 07:12 PM; its Pratipada (12:22 AM to 08:34 PM) runs 4 minutes before ours at both ends, as no ' +
      'later year does, and is left out',
  },
  {
    year: 2021, id: 'cheti_chand', date: '2021-04-13',
    tithi: { start: '2021-04-12 08:00', end: '2021-04-13 10:16' },
    window: { id: 'moon_sighting', start: '18:46', end: '19:51' },
    source: 'India Today (2021-04-13), "Cheti Chand 2021" (drikpanchang.com): 13 April, Pratipada 08:00 on 12 April to 10:16, muhurat 18:46 to 19:51',
  },
  {
    year: 2024, id: 'cheti_chand', date: '2024-04-09',
    tithi: { start: '2024-04-08 23:50', end: '2024-04-09 20:30' },
    source:
      'mypanditastrologer.blogspot.com, "Cheti Chand 2024" (Drik\'s table): Tue 9 April, Pratipada 11:50 PM 8 April to 08:30 PM; ' +
      'LatestLY (2024-04-09) the same day. Its muhurat (06:32 PM to 07:08 PM) starts 12 minutes before New Delhi\'s sunset, another ' +
      "place's, and is left out; Daily Jagran's 10 April counts Chaitra shukla dwitiya, not the first crescent",
  },
  {
    year: 2025, id: 'cheti_chand', date: '2025-03-30',
    tithi: { start: '2025-03-29 16:27', end: '2025-03-30 12:49' },
    window: { id: 'moon_sighting', start: '18:38', end: '19:45' },
    source: 'The Hans India (2025), "Cheti Chand 2025", "as per Drik Panchang": 30 March, muhurat 6:38 PM to 7:45 PM, Pratipada 4:27 PM 29 March to 12:49 PM 30 March',
  },
  {
    year: 2025, id: 'vat_savitri', date: '2025-05-26',
    tithi: { start: '2025-05-26 12:11', end: '2025-05-27 08:31' },
    source:
      'daily8.com (Hindustan Times), "Vat Savitri Vrat 2025" (purnimanta, "according to Drik Panchang"): Monday 26 May, Amavasya 12:11 PM ' +
      'to 08:31 AM 27 May; menafn.com the same. Shani Jayanti keeps the 27th (its row, the udaya rule)',
  },
  {
    year: 2025, id: 'vat_purnima', date: '2025-06-10',
    tithi: { start: '2025-06-10 11:35', end: '2025-06-11 13:13' },
    source:
      'daily8.com (Times of India), "Vat Purnima Vrat 2025", quoting Drik Panchang\'s post: Tuesday 10 June, Purnima 11:35 AM to 01:13 PM ' +
      '11 June (New Delhi); news.indzs.com the same with the Purnima Upavasa moonrise 06:44 PM',
  },
  {
    year: 2021, id: 'holashtak', date: '2021-03-22',
    source: 'astroonly.com, "Holashtak": in 2021 from Monday 22 March to 28 March, ending with Holika Dahan; a Madhya Pradesh news report (tinakhatri.blogspot.com, 2021-03) the same',
  },
  {
    year: 2025, id: 'holashtak', date: '2025-03-07',
    tithi: { start: '2025-03-06 10:50', end: '2025-03-07 09:18' },
    source: 'nicholsonyachts.com news, "Holashtak 2025 Start and end date" ("according to Hindu Panchang"): 7 to 13 March, Ashtami 10:50 AM 6 March to 9:18 AM 7 March',
  },
  {
    year: 2025, id: 'durga_puja_shashthi', date: '2025-09-28',
    source: 'Mint (2025-09-28), "Happy Durga Puja 2025 ... for Shashti": Shashthi "being celebrated today", Saptami Monday 29 September, "as per Drik Panchang"',
  },
  {
    year: 2025, id: 'durga_puja_saptami', date: '2025-09-29',
    source: 'Mint (2025-09-28), the same article: Maha Saptami Monday 29 September, Maha Ashtami 30 September, "as per Drik Panchang"',
  },
  ...(
    [
      ['chhath_nahay_khay', '2025-10-25'],
      ['chhath_kharna', '2025-10-26'],
      ['chhath_usha_arghya', '2025-10-28'],
    ] as const
  ).map(([id, date]) => ({
    year: 2025, id, date,
    source: 'vindhyafirst.com (2025-10-22), "Chhath Puja 2025": 25 to 28 October, Nahay Khay, Kharna, Sandhya Arghya (27th) and Usha Arghya (28th)',
  })),
  ...(
    [
      // [place, year, id, date]: the day Drik's Ekadashi page of that city and year names the festival on.
      ['new-delhi', 2026, 'amalaki_ekadashi', '2026-02-27'],
      ['new-york', 2026, 'amalaki_ekadashi', '2026-02-27'],
      ['new-delhi', 2027, 'amalaki_ekadashi', '2027-03-18'],
      ['new-york', 2027, 'amalaki_ekadashi', '2027-03-18'],
      ['new-delhi', 2026, 'nirjala_ekadashi', '2026-06-25'],
      ['new-york', 2026, 'nirjala_ekadashi', '2026-06-25'],
      ['new-delhi', 2027, 'nirjala_ekadashi', '2027-06-14'],
      ['new-york', 2027, 'nirjala_ekadashi', '2027-06-14'],
      ['new-delhi', 2026, 'devshayani_ekadashi', '2026-07-25'],
      ['new-york', 2026, 'devshayani_ekadashi', '2026-07-24'],
      ['new-delhi', 2027, 'devshayani_ekadashi', '2027-07-14'],
      ['new-york', 2027, 'devshayani_ekadashi', '2027-07-13'],
      ['new-delhi', 2026, 'parsva_ekadashi', '2026-09-22'],
      ['new-york', 2026, 'parsva_ekadashi', '2026-09-22'],
      ['new-delhi', 2027, 'parsva_ekadashi', '2027-09-11'],
      ['new-york', 2027, 'parsva_ekadashi', '2027-09-11'],
      ['new-delhi', 2026, 'devutthana_ekadashi', '2026-11-20'],
      ['new-york', 2026, 'devutthana_ekadashi', '2026-11-20'],
      ['new-delhi', 2027, 'devutthana_ekadashi', '2027-11-10'],
      ['new-york', 2027, 'devutthana_ekadashi', '2027-11-09'],
      ['new-delhi', 2026, 'guruvayur_ekadashi', '2026-11-21'],
      ['new-york', 2026, 'guruvayur_ekadashi', '2026-11-20'],
      ['new-delhi', 2027, 'guruvayur_ekadashi', '2027-12-09'],
      ['new-york', 2027, 'guruvayur_ekadashi', '2027-12-09'],
      ['new-delhi', 2026, 'vaikuntha_ekadashi', '2026-12-20'],
      ['new-york', 2026, 'vaikuntha_ekadashi', '2026-12-20'],
    ] as const
  ).map(([place, year, id, date]) => ({
    ...(place === 'new-delhi' ? {} : { place }),
    year, id, date,
    source:
      `https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=${place === 'new-delhi' ? 1261481 : 5128581}&year=${year} ` +
      `as fetched in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/${place}-${year}.json` +
      (id === 'vaikuntha_ekadashi' && place === 'new-york'
        ? ' (Smarta Mokshada Ekadashi the 19th; Vaikuntha Ekadashi listed on the 20th with the Vaishnava and Gauna Ekadashi)'
        : id === 'guruvayur_ekadashi' && place === 'new-delhi' && year === 2026
          ? ' (Smarta Devutthana Ekadashi the 20th; Guruvayur Ekadashi listed on the 21st with the Vaishnava and Gauna Ekadashi)'
          : ''),
  })),
  {
    year: 2025, id: 'vaikuntha_ekadashi', date: '2025-01-10',
    tithi: { start: '2025-01-09 12:22', end: '2025-01-10 10:19' },
    source: 'LatestLY (2025-01-10), "Vaikuntha Ekadashi 2025 Date": 10 January, Ekadashi 12:22 PM 9 January to 10:19 AM 10 January',
  },
  {
    year: 2021, id: 'hanuman_jayanti_tamil', date: '2021-01-13',
    tithi: { start: '2021-01-12 12:22', end: '2021-01-13 10:29' },
    source: 'India Today (2021-01-12), "Tamil Hanuman Jayanthi 2021", "as per drikpanchang.com": 13 January, Amavasai 12:22 on 12 January to 10:29',
  },
  {
    year: 2024, id: 'hanuman_jayanti_tamil', date: '2024-01-11',
    tithi: { start: '2024-01-10 20:10', end: '2024-01-11 17:26' },
    source:
      'zanien.com (Hindustan Times), "Tamil Hanuman Jayanti 2024", "according to Drik Panchang": 11 January, Amavasai 20:10 on 10 January ' +
      'to 17:26. The year\'s second, 30 December (LatestLY 2024-12-30: Amavasai 04:01 AM 30 December to 03:56 AM 31 December), ' +
      'is the one twice_in_year leaves out',
  },
  // New York (Eastern time): festivals outside the declared rows, as published for the city.
  {
    place: 'new-york', year: 2025, id: 'diwali', date: '2025-10-20',
    window: { id: 'lakshmi_puja', start: '19:17', end: '20:45' },
    source:
      'Hindustan Times (2025-10-09), "Diwali 2025: does it fall on October 20 or 21 in the US": "according to Drik Panchang, Diwali ' +
      'should be celebrated in New York on October 20", Lakshmi Puja 7:17 PM to 8:45 PM; Live Hindustan (2025-10-14) the same day ' +
      '("द्रिक पंचाग के अनुसार न्यूयॉर्क में दिवाली सोमवार 20 अक्टूबर")',
  },
  {
    place: 'new-york', year: 2024, id: 'diwali', date: '2024-10-31',
    tithi: { start: '2024-10-31 06:22', end: '2024-11-01 08:46' },
    source:
      'Times Now (2024-10), "Diwali 2024: when is shubh muhurat for puja in US, UK and Canada": in the USA Thursday 31 October, ' +
      'Amavasya 6:22 AM 31 October to 8:46 AM 1 November (Eastern time, "as per the Hindu Festival Dates website"); verslog.com the same',
  },
  {
    place: 'new-york', year: 2018, id: 'diwali', date: '2018-11-06',
    tithi: { start: '2018-11-06 11:58', end: '2018-11-07 11:01' },
    source:
      'sarastrology.blogspot.com (2018-10), "Tithi and Diwali 2018" (Drik Panchang set to Randolph, NJ): in the USA Diwali 6 November, ' +
      'Amavasya 11:58 AM 6 November to 11:01 AM 7 November Eastern time (India: 10:28 PM 6 November to 9:32 PM 7 November)',
  },
  {
    place: 'new-york', year: 2023, id: 'karwa_chauth', date: '2023-10-31',
    window: { id: 'puja', start: '17:54', end: '19:15' },
    moment: { id: 'moonrise', at: '19:38' },
    source:
      'Jagran Josh (2023-10-31), "Karwa Chauth 2023 USA" (its table from Indiatimes): New York City 31 October (India: 1 November), ' +
      'upavasa 07:25 AM to 07:38 PM, puja 05:54 PM to 07:15 PM, moonrise 07:38 PM',
  },
  // The three Teej.
  {
    year: 2021, id: 'hariyali_teej', date: '2021-08-11',
    tithi: { start: '2021-08-10 18:05', end: '2021-08-11 16:53' },
    source: 'India Today (2021-07-09), "Teej 2021": Hariyali Teej Wednesday 11 August, Tritiya 18:05 on 10 August to 16:53 on 11 August',
  },
  { year: 2025, id: 'hariyali_teej', date: '2025-07-27', source: 'Moneycontrol (2025), "Teej 2025 calendar": Hariyali Teej 27 July, Kajari Teej 12 August, Hartalika Teej 26 August; mingoda.com and fastnewsglobe.com the same' },
  {
    year: 2021, id: 'kajari_teej', date: '2021-08-25',
    tithi: { start: '2021-08-24 16:04', end: '2021-08-25 16:18' },
    source: 'India Today (2021-07-09), "Teej 2021": Kajari Teej Wednesday 25 August, Tritiya 16:04 on 24 August to 16:18 on 25 August',
  },
  { year: 2024, id: 'kajari_teej', date: '2024-08-22', source: 'Zee News (2024-08-21), "Kajari Teej 2024": "falls on 22nd August this year"' },
  { year: 2025, id: 'kajari_teej', date: '2025-08-12', source: 'Moneycontrol (2025), "Teej 2025 calendar": Hariyali Teej 27 July, Kajari Teej 12 August, Hartalika Teej 26 August; mingoda.com and fastnewsglobe.com the same' },
  {
    year: 2025, id: 'hartalika_teej', date: '2025-08-26',
    source:
      'Moneycontrol (2025), "Teej 2025 calendar": Hariyali Teej 27 July, Kajari Teej 12 August, Hartalika Teej 26 August; mingoda.com and fastnewsglobe.com the same. khelja.in\'s 25 August (a Tritiya "from 3.04 on 25 August to 04.24 on 26 August", matching no almanac\'s span) is left out',
  },
  // Guru Purnima, Nag Panchami, Anant Chaturdashi.
  {
    year: 2023, id: 'guru_purnima', date: '2023-07-03',
    tithi: { start: '2023-07-02 20:21', end: '2023-07-03 17:08' },
    source: 'Sambad English (2023), "Guru Purnima 2023": Monday 3 July, tithi 8:21 PM 2 July to 5:08 PM 3 July',
  },
  {
    year: 2025, id: 'guru_purnima', date: '2025-07-10',
    tithi: { start: '2025-07-10 01:36', end: '2025-07-11 02:06' },
    source: 'NewsX (2025-07-09), "according to Drikpanchang.com": Thursday 10 July, Purnima 1:36 AM 10 July to 2:06 AM 11 July; Zee News the same',
  },
  {
    year: 2025, id: 'nag_panchami', date: '2025-07-29',
    tithi: { start: '2025-07-28 23:24', end: '2025-07-30 00:46' },
    source: 'Hindustan Times (2025-07-27), "Nag Panchami 2025 on July 28 or 29", "according to Drik Panchang": Tuesday 29 July, Panchami 11:24 PM 28 July to 12:46 AM 30 July; Hindustan (New Delhi) the same',
  },
  {
    year: 2024, id: 'anant_chaturdashi', date: '2024-09-17',
    window: { id: 'puja', start: '06:08', end: '11:44' },
    source:
      'anytvnews.com (2024-09), "Anant Chaturdashi 2024": Tuesday 17 September, Chaturdashi to 11:44 AM 17 September (its start, "3:10 am" ' +
      'on the 16th, is twelve hours from ours, 15:11: an AM for PM, and the span is left out); The Indian Express (2024-09, ' +
      '"Anant Chaturdashi 2024: date, timings"): the same day, puja muhurat 06:08 AM to 11:44 AM (sunrise to the end of Chaturdashi)',
  },
  {
    year: 2025, id: 'anant_chaturdashi', date: '2025-09-06',
    source:
      'DNA India (2025-09-05), Ganesh Visarjan on Anant Chaturdashi Saturday 6 September, muhurats "according to Drik Panchang"; ' +
      'Hindustan (New Delhi, 2025-09-06) the same day (DNA\'s Chaturdashi, 1:42 AM 6 September to 12:11 AM 7 September, matches no almanac and is left out)',
  },
  {
    year: 2025, id: 'ganga_dussehra', date: '2025-06-05',
    tithi: { start: '2025-06-04 23:54', end: '2025-06-06 02:15' },
    source: 'DNA India (2025-06-04), "Ganga Dussehra 2025": Thursday 5 June by the udaya tithi, Dashami 11:54 PM 4 June to 2:15 AM 6 June; mahamedianews.com and Boldsky the same day',
  },
  {
    year: 2025, id: 'gita_jayanti', date: '2025-12-01',
    tithi: { start: '2025-11-30 21:29', end: '2025-12-01 19:01' },
    source: 'Hindustan (New Delhi, 2025-11-21) via htsyndication.com, "Gita Jayanti 2025": Ekadashi 09:29 PM 30 November to 07:01 PM 1 December, kept Monday 1 December; panchang.org the same day',
  },
  {
    year: 2025, id: 'dattatreya_jayanti', date: '2025-12-04',
    tithi: { start: '2025-12-04 08:37', end: '2025-12-05 04:43' },
    source: 'Prabhat Khabar (2025-12-04), "Dattatreya Jayanti 2025": Margashirsha Purnima 8:37 AM 4 December to 4:43 AM 5 December, the Jayanti kept on the 4th',
  },
  {
    year: 2025, id: 'ratha_saptami', date: '2025-02-04',
    source:
      'divinesansar.com, "Ratha Saptami 2025": Tuesday 4 February. Its Saptami (03:07 AM 4 February to 01:00 AM 5 February) runs ' +
      '91 minutes before ours at both ends (04:38 to 02:31), another almanac\'s, and is left out',
  },
  {
    year: 2022, id: 'hanuman_jayanti', date: '2022-04-16',
    source:
      'bhagymat.com (2022), "Hanuman Jayanti 2022": 16 April, Purnima to 12:24 AM on the night of 16/17 April (its start, "2:25 in ' +
      'the afternoon", is twelve hours from ours, 02:26 AM, and the span is left out)',
  },
  {
    year: 2025, id: 'hanuman_jayanti', date: '2025-04-12',
    tithi: { start: '2025-04-12 03:21', end: '2025-04-13 05:51' },
    source: 'Mint (2025-04-12), "according to Drik Panchang": Hanuman Jayanti 12 April, Purnima 3:21 AM 12 April to 5:51 AM 13 April; Hindustan Times and DNA India the same',
  },
  {
    year: 2025, id: 'jagannath_rath_yatra', date: '2025-06-27',
    source: 'Aaj Tak (2025-06-18 and 2025-06-26): the Puri Rath Yatra on 27 June 2025, to 5 July',
  },
  {
    year: 2025, id: 'ugadi', date: '2025-03-30',
    tithi: { start: '2025-03-29 16:27', end: '2025-03-30 12:49' },
    source: 'hpblnews.com (2025), "Ugadi 2025": Sunday 30 March, Pratipada 04:27 PM 29 March to 12:49 PM 30 March; LatestLY ("according to drikpanchang") and HT Telugu the same day',
  },
  {
    year: 2025, id: 'radha_ashtami', date: '2025-08-31',
    tithi: { start: '2025-08-30 22:46', end: '2025-09-01 00:57' },
    window: { id: 'puja', start: '11:05', end: '13:38' },
    source: 'India Today (2025-08-31), "according to Drik Panchang (for New Delhi)": Sunday 31 August, Ashtami 10:46 PM 30 August to 12:57 AM 1 September, madhyahna 11:05 AM to 1:38 PM',
  },
  {
    year: 2025, id: 'vivah_panchami', date: '2025-11-25',
    tithi: { start: '2025-11-24 21:22', end: '2025-11-25 22:56' },
    source: 'India TV News (2025-11-09), "as per the calculations by Drik Panchang ... for New Delhi": Tuesday 25 November, Panchami 9:22 PM 24 November to 10:56 PM 25 November; Hindustan (New Delhi) the same',
  },
  // Chaitra Navratri's first day and its Durga Ashtami; the Karnataka Hanuman Vratam.
  {
    year: 2023, id: 'chaitra_navratri', date: '2023-03-22',
    source: 'The Quint (2023-03-03 and 2023-03-27), "Chaitra Navratri 2023": begins Wednesday 22 March, Navami 30 March',
  },
  {
    year: 2024, id: 'chaitra_navratri', date: '2024-04-09',
    source: 'East Coast Daily (New Delhi, 2024-04-08), "Chaitra Navratri 2024": 9 April Ghatasthapana, to Ram Navami 17 April',
  },
  {
    year: 2025, id: 'chaitra_navratri', date: '2025-03-30',
    source: 'Mint (2025-04-05), "Ashtami 2025", "according to Drik Panchang": Chaitra Navratri "commenced on March 30"',
  },
  {
    year: 2026, id: 'chaitra_navratri', date: '2026-03-19',
    source:
      'khelja.in (2026-03), "Chaitra Navratri 2026 Ashtami Date": "starting from March 19"; News18 (2026-03), "Chaitra Navratri ' +
      '2026: Is it March 19 or 20?" (its headline: it starts 19 March). Pratipada (ours 06:53 19 March to 04:53 20 March) covers no sunrise; ' +
      'the Navratri begins the day it begins (flag tithi_covers_no_sunrise)',
  },
  {
    year: 2024, id: 'chaitra_durga_ashtami', date: '2024-04-16',
    source:
      'East Coast Daily (New Delhi, 2024-04-08), "Chaitra Navratri 2024": "Chaitra Durga Ashtami falls on Tuesday, April 16", ' +
      'Ashtami begins 12:11 PM on 15 April (its end is not printed, so the span is left out)',
  },
  {
    year: 2025, id: 'chaitra_durga_ashtami', date: '2025-04-05',
    tithi: { start: '2025-04-04 20:12', end: '2025-04-05 19:26' },
    source: 'Mint (2025-04-05), "Ashtami 2025", "according to Drik Panchang": Mahashtami Saturday 5 April, Ashtami 08:12 PM 4 April to 07:26 PM 5 April',
  },
  {
    year: 2026, id: 'chaitra_durga_ashtami', date: '2026-03-26',
    tithi: { start: '2026-03-25 13:51', end: '2026-03-26 11:49' },
    source: 'khelja.in (2026-03), "Chaitra Navratri 2026 Ashtami Date": Maha Ashtami Thursday 26 March, Ashtami 01:51 PM 25 March to 11:49 AM 26 March, kept by the sunrise it covers',
  },
  {
    year: 2022, id: 'hanuman_vratam', date: '2022-12-05',
    tithi: { start: '2022-12-05 05:57', end: '2022-12-06 06:47' },
    source: 'BQ Prime (2022-12-05), "Kannada Hanuman Jayanti 2022", "according to Drik Panchang": 5 December, Trayodashi 05:57 AM 5 December to 06:47 AM 6 December; Times of India the same',
  },
  {
    year: 2023, id: 'hanuman_vratam', date: '2023-12-24',
    tithi: { start: '2023-12-24 06:24', end: '2023-12-25 05:54' },
    source: 'India Today (2023-12-24), "Hanuman Jayanti 2023 in Karnataka", "according to Drik Panchang": 24 December, Trayodashi 06:24 AM 24 December to 05:54 AM 25 December; LatestLY the same',
  },
  {
    year: 2024, id: 'hanuman_vratam', date: '2024-12-13',
    tithi: { start: '2024-12-12 22:26', end: '2024-12-13 19:40' },
    source: 'LatestLY (2024-12), "Kannada Hanuman Jayanti 2024": Friday 13 December, Trayodashi 10:26 PM 12 December to 07:40 PM 13 December; Daily Jagran English ("Hanuman Vratham 2024") the same',
  },
  {
    year: 2025, id: 'hanuman_vratam', date: '2025-12-03',
    tithi: { start: '2025-12-02 15:57', end: '2025-12-03 12:25' },
    source: 'India TV News (2025-12-02), "When is Hanuman Jayanti 2025 in Karnataka": Wednesday 3 December, Trayodashi 03:57 PM 2 December to 12:25 PM 3 December',
  },
  // The Kartik Hanuman Jayanti (Hanuman Puja on Kali Chaudas, Hanumangarhi's Hanuman Jayanti).
  {
    year: 2019, id: 'hanuman_jayanti_kartik', date: '2019-10-26',
    source: 'astrobix.com, "Hanuman Jayanti": "nishitha-vyapini Kartik krishna chaturdashi", in 2019 Saturday 26 October',
  },
  {
    year: 2022, id: 'hanuman_jayanti_kartik', date: '2022-10-23',
    window: { id: 'nishita', start: '23:40', end: '2022-10-24 00:31' },
    source:
      'ANM News Hindi (2022-10), "Hanuman Jayanti": 23 October, puja muhurat 11:40 PM to 12:31 AM; mediacontributor.com the same. ' +
      'Their chaturdashi (05:04 PM to 05:04 PM, from the Kashi Vishwanath Rishikesh panchang, not Drik) is left out',
  },
  {
    year: 2023, id: 'hanuman_jayanti_kartik', date: '2023-11-11',
    tithi: { start: '2023-11-11 13:57', end: '2023-11-12 14:44' },
    window: { id: 'nishita', start: '23:39', end: '2023-11-12 00:32' },
    source:
      'LatestLY (2023-11), "Hanuman Puja 2023 Date in Diwali Week": Saturday 11 November, chaturdashi 01:57 PM 11 November to ' +
      '02:44 PM 12 November, muhurat 11:39 PM to 12:32 AM in Delhi; templesinindiainfo.com the same day and tithi',
  },
  {
    place: 'mumbai', year: 2023, id: 'hanuman_jayanti_kartik', date: '2023-11-11',
    window: { id: 'nishita', start: '23:57', end: '2023-11-12 00:48' },
    source: 'LatestLY (2023-11), "Hanuman Puja 2023": in Mumbai 11:57 PM 11 November to 12:48 AM',
  },
  {
    year: 2025, id: 'hanuman_jayanti_kartik', date: '2025-10-19',
    source:
      'LatestLY Hindi (IANS, 2025-10), "Hanuman Puja 2025": Kartik krishna trayodashi to 01:51 PM Sunday 19 October, then ' +
      'chaturdashi, Kali Chaudas and Hanuman Puja that day; LatestLY Hindi\'s Hanuman Jayanti greetings: Choti Diwali, 19 October 2025, Hanuman Jayanti',
  },
  {
    year: 2022, id: 'hanuman_jayanti_telugu', date: '2022-05-25',
    tithi: { start: '2022-05-24 10:45', end: '2022-05-25 10:32' },
    source: 'Firstpost (2022-05-25), "Telugu Hanuman Jayanthi 2022", "according to drikpanchang.com": 25 May, Dasami 10:45 AM 24 May to 10:32 AM 25 May',
  },
  {
    year: 2025, id: 'hanuman_jayanti_telugu', date: '2025-05-22',
    tithi: { start: '2025-05-22 03:21', end: '2025-05-23 01:12' },
    source: 'LatestLY (2025-05), "When Is Telugu Hanuman Jayanthi 2025": Thursday 22 May, Dasami 03:21 AM 22 May to 01:12 AM 23 May',
  },
  {
    year: 2025, id: 'sakat_chauth', date: '2025-01-17',
    tithi: { start: '2025-01-17 04:06', end: '2025-01-18 05:30' },
    source: 'New Trending Topic, "Sakat Chauth 2025 Moonrise Time", quoting Republic World "as per Drik Panchang": chaturthi 04:06 AM 17 January to 05:30 AM 18 January (the vrat reference\'s source too)',
  },
  {
    year: 2026, id: 'sakat_chauth', date: '2026-01-06',
    tithi: { start: '2026-01-06 08:01', end: '2026-01-07 06:52' },
    source: 'DNA India (2026-01-06), "Sakat Chauth 2026 Moonrise Time Today"; Fashion News Era\'s panchang of the day: chaturthi 08:01 AM to 06:52 AM on the 7th',
  },
  {
    year: 2025, id: 'ganesh_jayanti', date: '2025-02-01',
    tithi: { start: '2025-02-01 11:38', end: '2025-02-02 09:14' },
    source: 'HT Marathi via htsyndication.com (2025-01-28), "Maghi Ganesh Jayanti": 1 February, chaturthi 11:38 AM 1 February to 9:14 AM 2 February',
  },
  {
    year: 2023, id: 'ganesh_jayanti', date: '2023-01-25',
    tithi: { start: '2023-01-24 15:22', end: '2023-01-25 12:34' },
    source: 'LatestLY Telugu (2023-01-24), "Ganesh Jayanti 2023 tomorrow": chaturthi 03:22 PM 24 January to 12:34 PM 25 January, Ganesha Jayanti the 25th',
  },
  {
    year: 2025, id: 'rang_panchami', date: '2025-03-19',
    source: 'LatestLY Hindi (2025-03), "Rang Panchami 2025": Wednesday 19 March, Chaitra krishna panchami of the purnimanta calendar',
  },
  {
    year: 2025, id: 'ganga_saptami', date: '2025-05-03',
    tithi: { start: '2025-05-03 07:51', end: '2025-05-04 07:18' },
    window: { id: 'puja', start: '10:58', end: '13:38' },
    source: 'Hindustan (New Delhi, 2025-04-17) via htsyndication.com, "Ganga Saptami": 3 May, saptami 07:51 AM 3 May to 07:18 AM 4 May, madhyahna muhurat 10:58 AM to 01:38 PM (Drik\'s table)',
  },
  {
    year: 2020, id: 'narasimha_jayanti', date: '2020-05-06',
    window: { id: 'puja', start: '16:19', end: '19:00' },
    source: 'Free Press Journal (2020-05-06), "Narasimha Jayanti 2020": celebrated that day (paran after 05:35 AM 7 May), sayana kala puja 04:19 PM to 07:00 PM, madhyahna sankalp 10:58 AM to 01:38 PM, chaturdashi from 11:21 PM 5 May',
  },
  {
    year: 2021, id: 'narasimha_jayanti', date: '2021-05-25',
    tithi: { start: '2021-05-25 00:11', end: '2021-05-25 20:29' },
    window: { id: 'puja', start: '16:26', end: '19:11' },
    source: 'NDTV (2021-05-25), "Narasimha Jayanti Date 2021"; indiafaith.in (Drik Panchang\'s dates and timings): 25 May, chaturdashi 12:11 AM to 08:29 PM, sayana kala 04:26 PM to 07:11 PM, madhyahna sankalp 10:56 AM to 01:41 PM',
  },
  {
    year: 2025, id: 'narasimha_jayanti', date: '2025-05-10',
    source:
      'India Today (2025-05-08), "Narasimha Jayanti 2025": Saturday 10 May. Its times (chaturdashi 01:59 PM 10 May to 04:31 PM 11 May, ' +
      'sayana kala 06:19 PM to 09:19 PM) are not New Delhi\'s: that sayana kala runs three hours into the night, which the last ' +
      'fifth of the daytime cannot; left out',
  },
  {
    year: 2021, id: 'janaki_jayanti', date: '2021-03-06',
    tithi: { start: '2021-03-05 19:54', end: '2021-03-06 18:10' },
    source: 'News18 (2021-03-06), "Janaki Jayanti 2021": Saturday 6 March, ashtami 07:54 PM 5 March to 06:10 PM 6 March',
  },
  {
    year: 2022, id: 'janaki_jayanti', date: '2022-02-24',
    tithi: { start: '2022-02-23 16:56', end: '2022-02-24 15:03' },
    source: 'Jagran English (2022-02-23), "Janaki Jayanti 2022" (New Delhi): 24 February, ashtami 04:56 PM 23 February to 03:03 PM 24 February',
  },
  {
    year: 2023, id: 'janaki_jayanti', date: '2023-02-14',
    source: 'LatestLY (2023), "When Is Janaki Jayanti 2023": 14 February. Its ashtami (8:15 AM 13 February to 7:34 AM 14 February) is 1.5 hours before ours, with no second source to settle it (another place\'s or a misprint), and is left out',
  },
  {
    year: 2025, id: 'janaki_jayanti', date: '2025-02-21',
    source: 'LatestLY (2025-02-20), "When Is Janaki Jayanti 2025", "according to drikpanchang": Friday 21 February. Its ashtami (12:28 PM 20 February to 2:27 PM 21 February) is 2.5 hours after ours, with no second source to settle it, and is left out',
  },
  {
    year: 2025, id: 'balarama_jayanti', date: '2025-08-14',
    tithi: { start: '2025-08-14 04:23', end: '2025-08-15 02:07' },
    source: 'daily8.com (Times of India), "Balaram Jayanti 2025": 14 August, shashthi 04:23 AM 14 August to 02:07 AM 15 August; feed.ilidea.com the same',
  },
  {
    year: 2025, id: 'vamana_jayanti', date: '2025-09-04',
    tithi: { start: '2025-09-04 04:21', end: '2025-09-05 04:08' },
    source: 'myzodiaq.in, "Vamana Jayanti 2025": Thursday 4 September, dwadashi 04:21 AM 4 September to 04:08 AM 5 September; TV9 Kannada the same start',
  },
  {
    year: 2022, id: 'sheetala_ashtami', date: '2022-03-25',
    tithi: { start: '2022-03-25 00:09', end: '2022-03-25 22:04' },
    source: 'LatestLY (2022-03-22), "Sheetala Ashtami 2022": 25 March, ashtami 00:09 to 22:04 on 25 March, puja 06:39 to 18:51',
  },
  {
    year: 2025, id: 'sheetala_ashtami', date: '2025-03-22',
    tithi: { start: '2025-03-22 04:23', end: '2025-03-23 05:23' },
    source: 'HerZindagi (2025), "Basoda 2025": Sheetala Ashtami 22 March, ashtami 4:23 AM 22 March to 5:23 AM 23 March, "keeping the Udaya Tithi in mind"',
  },
  {
    year: 2025, id: 'mahesh_navami', date: '2025-06-04',
    tithi: { start: '2025-06-03 21:56', end: '2025-06-04 23:54' },
    source: 'Asianet Newsable (2025-05-30), "Mahesh Navmi 2025": navami 09:56 PM 3 June to 11:54 PM 4 June, kept on the 4th (its sunrise)',
  },
  {
    year: 2025, id: 'tulsidas_jayanti', date: '2025-07-31',
    source:
      'LatestLY (2025-07-31), "Tulsidas Jayanti 2025", "according to drikpanchang": Thursday 31 July. Its saptami (02:11 AM 31 July to ' +
      '04:28 AM 1 August) runs 31 minutes before ours at both ends, another zone\'s clock, with no second source; left out',
  },
  {
    year: 2030, id: 'tulsidas_jayanti', date: '2030-08-06',
    tithi: { start: '2030-08-05 12:56', end: '2030-08-06 11:10' },
    source: 'durganavratri.in, "Tulsidas Jayanti 2030 Date" (Drik\'s table): Tuesday 6 August 2030, saptami 12:56 PM 5 August to 11:10 AM 6 August',
  },
  {
    year: 2025, id: 'lalita_panchami', date: '2025-09-26',
    tithi: { start: '2025-09-26 09:33', end: '2025-09-27 12:03' },
    source: 'Moneycontrol (2025-09), "Upang Lalita Vrat 2025"; Daily Jagran (2025-09-25) the same: Friday 26 September, panchami 09:33 AM 26 September to 12:03 PM 27 September',
  },
  {
    year: 2025, id: 'kalki_jayanti', date: '2025-07-30',
    tithi: { start: '2025-07-30 00:46', end: '2025-07-31 02:41' },
    window: { id: 'puja', start: '16:31', end: '19:13' },
    source: 'indiatv18.com, "Kalki Jayanti" (2025): 30 July, shashthi 12:46 AM 30 July to 02:41 AM 31 July, puja 4:31 PM to 7:13 PM',
  },
  {
    year: 2025, id: 'magha_purnima', date: '2025-02-12',
    tithi: { start: '2025-02-11 18:55', end: '2025-02-12 19:22' },
    source: 'Hindustan Times (2025-02-12), "as per the Drik Panchang": Wednesday 12 February, Purnima 06:55 PM 11 February to 07:22 PM 12 February; Sambad English and Lokmat Times the same',
  },
  {
    place: 'lancaster-ca', year: 2025, id: 'annapurna_jayanti', date: '2025-12-04',
    tithi: { start: '2025-12-03 19:07', end: '2025-12-04 15:13' },
    source: 'https://www.drikpanchang.com/hindu-goddesses/annapurna/annapurna-jayanti-date-time.html?year=2025 (Lancaster, California): Thursday 4 December, Purnima 07:07 PM 3 December to 03:13 PM 4 December (local time)',
  },
  {
    year: 2016, id: 'jaya_parvati_vrat', date: '2016-07-17',
    tithi: { start: '2016-07-17 03:32', end: '2016-07-18 04:23' },
    source:
      'ishtadevata.com, "Jayaparvati Vrat" (2016, Drik\'s table): begins 17 July, trayodashi 03:32 17 July to 04:23 18 July. Its ' +
      'pradosh puja (19:11 to 21:19) starts 9 minutes before New Delhi\'s sunset, another place\'s, and is left out',
  },
  {
    year: 2020, id: 'jaya_parvati_vrat', date: '2020-07-03',
    source: 'VTV Gujarati (2020), "Jaya Parvati fast": from Friday 3 July to Wednesday 8 July',
  },
  {
    year: 2023, id: 'narali_purnima', date: '2023-08-31',
    source: 'daneelyunus.com (2023-08-30), "Narali Purnima 2023": 31 August',
  },
  {
    year: 2025, id: 'narali_purnima', date: '2025-08-09',
    tithi: { start: '2025-08-08 14:12', end: '2025-08-09 13:24' },
    source: 'LatestLY (2025), "When Is Narali Purnima 2025", "according to Drik Panchang": Saturday 9 August, Purnima 02:12 PM 8 August to 01:24 PM 9 August; mingoda.com the same',
  },
  {
    place: 'mumbai', year: 2021, id: 'champa_shashthi', date: '2021-12-09',
    tithi: { start: '2021-12-08 21:25', end: '2021-12-09 19:53' },
    source: 'Free Press Journal (2021-12-08), "Champa Shashti 2021" ("for Mumbai", "Date & Time Source: Drikpanchang"): 9 December, shashthi 09:25 PM 8 December to 07:53 PM 9 December',
  },
  {
    year: 2022, id: 'champa_shashthi', date: '2022-11-29',
    tithi: { start: '2022-11-28 13:35', end: '2022-11-29 11:04' },
    source: 'charoskarpg.blogspot.com (2022), "Champa Shashthi": shashthi 01:35 PM 28 November to 11:04 AM 29 November, kept on the 29th by the udaya tithi',
  },
  {
    year: 2025, id: 'champa_shashthi', date: '2025-11-26',
    tithi: { start: '2025-11-25 22:56', end: '2025-11-27 00:01' },
    source: 'NewsX (2025-11), "Champa Shashti 2025" (IST): Wednesday 26 November, shashthi 10:56 PM 25 November to 12:01 AM 27 November',
  },
];
