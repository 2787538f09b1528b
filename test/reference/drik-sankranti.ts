/**
 * Published sankranti values: Drik Panchang's day, moment, punya kaal and
 * maha punya kaal, as printed on its sankranti pages or quoted from them,
 * each with its source. Nothing here is computed by this project.
 *
 * Times are local wall-clock times of the record's place (daylight saving
 * included), 24-hour, 'YYYY-MM-DD HH:MM'; windows 'HH:MM' on the record's date.
 */
import type { ReferencePlaceId } from './drik-panchang.ts';

export interface SankrantiReference {
  place: ReferencePlaceId;
  year: number;
  /** Sankranti id (the sign: mesha .. meena). */
  id: string;
  /** The day Drik keeps it on. */
  date: string;
  /** Drik's moment of the Sun's entry, where printed. */
  moment?: string;
  punyaKaal?: { start: string; end: string };
  mahaPunyaKaal?: { start: string; end: string };
  source: string;
  note?: string;
}

const VEDACAL = (sign: string, year: number, geonameId: number) =>
  `https://www.drikpanchang.com/sankranti/${sign}-sankranti-date-time.html?year=${year}&geoname-id=${geonameId} ` +
  '(read 2026-10-09), as stored in github.com/gerimantas/VedaCal tests/fixtures/marks';

/** Drik's 2026 moments for New Delhi and New York (one instant; the UTC minute stored by VedaCal, rendered in each zone). */
const DRIK_2026: readonly [id: string, delhi: [date: string, moment: string], newYork: [date: string, moment: string]][] = [
  ['makara', ['2026-01-14', '2026-01-14 15:13'], ['2026-01-14', '2026-01-14 04:43']],
  ['kumbha', ['2026-02-13', '2026-02-13 04:14'], ['2026-02-12', '2026-02-12 17:44']],
  ['meena', ['2026-03-15', '2026-03-15 01:08'], ['2026-03-14', '2026-03-14 15:38']],
  ['mesha', ['2026-04-14', '2026-04-14 09:39'], ['2026-04-13', '2026-04-14 00:09']],
  ['vrishabha', ['2026-05-15', '2026-05-15 06:28'], ['2026-05-14', '2026-05-14 20:58']],
  ['mithuna', ['2026-06-15', '2026-06-15 12:59'], ['2026-06-15', '2026-06-15 03:29']],
  ['karka', ['2026-07-16', '2026-07-16 23:45'], ['2026-07-16', '2026-07-16 14:15']],
  ['simha', ['2026-08-17', '2026-08-17 08:04'], ['2026-08-16', '2026-08-16 22:34']],
  ['kanya', ['2026-09-17', '2026-09-17 07:58'], ['2026-09-16', '2026-09-16 22:28']],
  ['tula', ['2026-10-17', '2026-10-17 19:57'], ['2026-10-17', '2026-10-17 10:27']],
  ['vrishchika', ['2026-11-16', '2026-11-16 19:48'], ['2026-11-16', '2026-11-16 09:18']],
  ['dhanu', ['2026-12-16', '2026-12-16 10:29'], ['2026-12-16', '2026-12-15 23:59']],
];

const VEDACAL_SIGN: Record<string, string> = { makara: 'makar', vrishchika: 'vrischika' };

/** Drik's 2026 days for Vilnius (593116): the same moments, rendered in EET/EEST. */
const DRIK_2026_VILNIUS: readonly [id: string, date: string, moment: string][] = [
  ['makara', '2026-01-14', '2026-01-14 11:43'],
  ['kumbha', '2026-02-13', '2026-02-13 00:44'],
  ['meena', '2026-03-14', '2026-03-14 21:38'],
  ['mesha', '2026-04-14', '2026-04-14 07:09'],
  ['vrishabha', '2026-05-15', '2026-05-15 03:58'],
  ['mithuna', '2026-06-15', '2026-06-15 10:29'],
  ['karka', '2026-07-16', '2026-07-16 21:15'],
  ['simha', '2026-08-17', '2026-08-17 05:34'],
  ['kanya', '2026-09-17', '2026-09-17 05:28'],
  ['tula', '2026-10-17', '2026-10-17 17:27'],
  ['vrishchika', '2026-11-16', '2026-11-16 16:18'],
  ['dhanu', '2026-12-16', '2026-12-16 06:59'],
];

export const SANKRANTI_REFERENCE: SankrantiReference[] = [
  ...DRIK_2026.flatMap(([id, [dDate, dMoment], [nDate, nMoment]]): SankrantiReference[] => [
    { place: 'new-delhi', year: 2026, id, date: dDate, moment: dMoment, source: VEDACAL(VEDACAL_SIGN[id] ?? id, 2026, 1261481) },
    { place: 'new-york', year: 2026, id, date: nDate, moment: nMoment, source: VEDACAL(VEDACAL_SIGN[id] ?? id, 2026, 5128581) },
  ]),
  ...DRIK_2026_VILNIUS.map(([id, date, moment]): SankrantiReference => ({
    place: 'vilnius', year: 2026, id, date, moment, source: VEDACAL(VEDACAL_SIGN[id] ?? id, 2026, 593116),
  })),
  {
    place: 'new-delhi', year: 2025, id: 'makara', date: '2025-01-14', moment: '2025-01-14 09:03',
    punyaKaal: { start: '09:03', end: '17:46' }, mahaPunyaKaal: { start: '09:03', end: '10:48' },
    source: 'tokanews.com web story "Makar Sankranti 2025" (https://tokanews.com/web-stories/makar-sankranti-2025/); Vistaar News; ' +
      'Republic World (2025-01-09), "Makar Sankranti 2025": "According to Drik Panchang", 14 January, punya kala 9:03 AM to 5:46 PM, maha punya kala 9:03 AM to 10:48 AM',
  },
  {
    place: 'new-delhi', year: 2025, id: 'vrishabha', date: '2025-05-15', moment: '2025-05-15 00:20',
    source: 'Hindustan (New Delhi, 2025-05-14) via htsyndication.com, "Vrishabha Sankranti 2025": the Sun enters Vrishabha at 12:20 AM on 15 May, kept that day, punya kaal 6 h 47 min',
    note: 'Drik\'s moment is 8 minutes after ours and 3 minutes after the middle of the night (00:17); ours falls 5 minutes before it.',
  },
  {
    place: 'new-delhi', year: 2025, id: 'kumbha', date: '2025-02-12', moment: '2025-02-12 22:04',
    source: 'Daily Jagran English (thedailyjagran.com, "Kumbha Sankranti 2025: Date, Punya Kaal Timings"): 12 February, moment 10:04 PM',
    note: 'The same page prints punya kaal 12:34-18:25, past New Delhi\'s sunset (18:09); thenewswagon.com prints 12:36-18:10 and maha punya kaal 16:19-18:10 (but 13 February). Windows left out.',
  },
  {
    place: 'new-delhi', year: 2024, id: 'mesha', date: '2024-04-13',
    punyaKaal: { start: '12:22', end: '18:46' }, mahaPunyaKaal: { start: '16:38', end: '18:46' },
    source: 'ANM News Hindi (anmnewshindi.in, "know the date and time of Aries Sankranti", 2024): 13 April, punya kaal 12:22-18:46, maha punya kaal 16:38-18:46',
    note: 'The page gives the moment as 9:40 PM, not Drik\'s; left out.',
  },
  {
    place: 'new-delhi', year: 2023, id: 'kumbha', date: '2023-02-13', moment: '2023-02-13 09:56',
    punyaKaal: { start: '07:05', end: '09:56' }, mahaPunyaKaal: { start: '09:32', end: '09:56' },
    source: 'templesinindiainfo.com, "2023 Kumbha Sankranti Pooja Date and Timings" (Drik\'s text and table)',
    note: 'Printed with a one-ghati (24 min) maha punya kaal, as Drik\'s older pages (Makar Sankranti 2019 in Toronto: 09:35-09:59); its 2022 and 2025 pages print five ghatis of the daytime.',
  },
  {
    place: 'new-delhi', year: 2022, id: 'kanya', date: '2022-09-17', moment: '2022-09-17 07:36',
    punyaKaal: { start: '07:36', end: '14:09' }, mahaPunyaKaal: { start: '07:36', end: '09:39' },
    source: 'India Today, "Kanya Sankranti 2022: Date, time, puja vidhi" (2022-09-17): punya kala 07:36-14:09, maha punya kala 07:36-09:39',
    note: 'The moment is the start of the punya kaal, which for Kanya begins at the moment.',
  },
];

/** Published days of the observances tied to sankrantis, with their sources. */
export interface SankrantiObservanceReference {
  place: ReferencePlaceId;
  year: number;
  id: string;
  date: string;
  source: string;
}

const TIMEANDDATE = (page: string, table: string) =>
  `timeanddate.com/holidays/india/${page} as archived in github.com/vacanza/holidays holidays/calendars/hindu.py (${table})`;

/** timeanddate.com's India holiday dates (public holidays, New Delhi's calendar) for the tied observances, 2022-2027. */
const PONGAL: readonly [number, string][] = [[2022, '01-14'], [2023, '01-15'], [2024, '01-15'], [2025, '01-14'], [2026, '01-14'], [2027, '01-15']];
const VAISAKHI: readonly [number, string][] = [[2022, '04-14'], [2023, '04-14'], [2024, '04-13'], [2025, '04-13'], [2026, '04-14'], [2027, '04-14']];

export const SANKRANTI_OBSERVANCE_REFERENCE: SankrantiObservanceReference[] = [
  ...PONGAL.map(([year, md]) => ({ place: 'new-delhi' as const, year, id: 'thai_pongal', date: `${year}-${md}`, source: TIMEANDDATE('pongal', 'PONGAL_DATES') })),
  ...VAISAKHI.map(([year, md]) => ({ place: 'new-delhi' as const, year, id: 'baisakhi', date: `${year}-${md}`, source: TIMEANDDATE('vaisakhi', 'VAISAKHI_DATES') })),
  // Pohela Boishakh (West Bengal's day: the Bengal rule; Bangladesh keeps 14 April fixed).
  { place: 'new-delhi', year: 2018, id: 'pohela_boishakh', date: '2018-04-15', source: 'templesinindiainfo.com, "2018 Pahela Baishakh Pooja Date": Sunday 15 April, Sankranti 8:27 AM on 14 April' },
  { place: 'new-delhi', year: 2022, id: 'pohela_boishakh', date: '2022-04-15', source: 'ABP Live (2022-04), "Poila Boishakh 2022 date": "Indian Bengalis will celebrate Poila Boishakh on April 15"' },
  { place: 'new-delhi', year: 2024, id: 'pohela_boishakh', date: '2024-04-14', source: 'The Quint (2024-04-12), "Bengali New Year 2024": Poila Baishakh Sunday 14 April' },
  {
    place: 'new-delhi', year: 2025, id: 'pohela_boishakh', date: '2025-04-15',
    source: 'NDTV (2025-04-15), "Bengali New Year 2025": Tuesday 15 April; particle.news the same day, the Sankranti at 3:30 AM on 14 April "as per Drik Panchang"',
  },
  // Puthandu, Vishu and Pana Sankranti (Mesha Sankranti by the Tamil, Kerala and Odisha rules).
  {
    place: 'new-delhi', year: 2025, id: 'puthandu', date: '2025-04-14',
    source: 'Mint (2025-04-11), "Tamil New Year 2025": "according to Drik Panchang, Puthandu will be celebrated on April 14", sankranti 03:30 AM; NDTV the same',
  },
  { place: 'new-delhi', year: 2023, id: 'vishu', date: '2023-04-15', source: 'India Today (2023-01-17), "Vishu 2023": Saturday 15 April' },
  {
    place: 'new-delhi', year: 2024, id: 'vishu', date: '2024-04-14',
    source: 'ABP Live (2024-04), "Vishu 2024": Sunday 14 April, the sankranti ("Vishu Kani") at 9:15 PM on 13 April "as per Drik Panchang"; LatestLY the same day',
  },
  { place: 'new-delhi', year: 2023, id: 'pana_sankranti', date: '2023-04-14', source: 'HinduPad, "Pana Sankranti 2023 - April 14"' },
  {
    place: 'new-delhi', year: 2024, id: 'pana_sankranti', date: '2024-04-13',
    source: 'LatestLY (2024-04-05), "When is Pana Sankranti 2024": Saturday 13 April, "according to Drik Panchang, the Pana Sankranti Moment will be at 09.15 pm"',
  },
  // Bhogi and Mattu Pongal, the days before and after Thai Pongal.
  {
    place: 'new-delhi', year: 2024, id: 'bhogi', date: '2024-01-14',
    source:
      'kavithaiquotestamil (studiesmedia.in), "2024 Thai Pongal Calendar": Bhogi 14, Surya Pongal 15, Mattu Pongal 16 January. ' +
      "Asianet and Lokmat Times (2024-01-09) put Bhogi on the 15th (the sankranti's morning, 02:54 AM) and each day one later; " +
      "timeanddate.com's Thai Pongal (the 15th, above) and the Tamil rule (a sankranti after sunset starts the month the next day) give the 14th",
  },
  {
    place: 'new-delhi', year: 2024, id: 'mattu_pongal', date: '2024-01-16',
    source: 'kavithaiquotestamil (studiesmedia.in), "2024 Thai Pongal Calendar": Mattu Pongal 16 January (Asianet\'s 17th: see bhogi 2024)',
  },
  // Lohri (the eve of Makar Sankranti's day) and the Kharmas (Dhanu Sankranti).
  {
    place: 'new-delhi', year: 2024, id: 'lohri', date: '2024-01-14',
    source:
      'Business Today (2024-01-12): "according to the Drik Panchang, Makar Sankranti will fall on January 15, making Lohri fall on ' +
      'January 14"; voiceofvictims.co.in the same. The Quint\'s 13 January is the day "some parts of Punjab" keep (Business Today)',
  },
  {
    place: 'new-delhi', year: 2025, id: 'lohri', date: '2025-01-13',
    source: 'LatestLY (2025-01-09), "When is Lohri 2025": 13 January, the Lohri Sankranti at 09:03 AM on 14 January; publicpage.in the same day',
  },
  {
    place: 'new-delhi', year: 2024, id: 'kharmas_start', date: '2024-12-15',
    source: 'ABP Live (2024-12), "Kharmas 2024": begins 15 December with Dhanu Sankranti, ends with Makar Sankranti',
  },
  {
    place: 'new-delhi', year: 2024, id: 'chaitra_kharmas_start', date: '2024-03-14',
    source: 'looknewsindia.com (2024-03), "When will Kharmas start in March": the Sun enters Pisces at 12:24 PM on 14 March, the Kharmas begins',
  },
  {
    place: 'new-delhi', year: 2025, id: 'chaitra_kharmas_start', date: '2025-03-14',
    source: 'ABP Live (2025-03), "Meen Sankranti 2025, Kharmas begins today": 14 March, the Sun entering Pisces at 6:59 PM; internationalnewsandviews.com the same',
  },
  {
    place: 'new-delhi', year: 2024, id: 'uttarayan', date: '2024-01-15',
    source:
      'refersms.com (2024-01-15), "Uttarayan 2024": "In 2024, Uttarayan coincides with Makar Sankranti on January 15th". Gujarat\'s kite ' +
      'festival is also described as held on 14 January every year (stylello.com; india.com, 2020-01-14), a civil date the rule here does not follow',
  },
  // Vishwakarma Puja (Kanya Sankranti's day).
  { place: 'new-delhi', year: 2022, id: 'vishwakarma_puja', date: '2022-09-17', source: 'India Today (2022-09-17), "Kanya Sankranti 2022": Saturday 17 September, punya kala 07:36 AM to 02:09 PM, the day of Vishwakarma Puja' },
  { place: 'new-delhi', year: 2024, id: 'vishwakarma_puja', date: '2024-09-16', source: 'Daily Jagran English (2024-09), "Kanya Sankranti 2024": Monday 16 September, sankranti 07:43 PM, "also celebrated as Vishwakarma Puja"' },
  {
    place: 'new-delhi', year: 2025, id: 'vishwakarma_puja', date: '2025-09-17',
    source: 'HT Telugu via htsyndication.com (2025-09-16), "Vishwakarma Puja 2025": Wednesday 17 September, sankranti 01:55 AM; subkuz.com (New Delhi) the same day, the Sun entering Virgo at 01:54 AM',
  },
];

/** timeanddate.com's Onam (Thiruvonam) dates, 2021-2027. */
export const ONAM_REFERENCE: readonly { year: number; date: string; source: string }[] = [
  '2021-08-21',
  '2022-09-08',
  '2023-08-29',
  '2024-09-15',
  '2025-09-05',
  '2026-08-26',
  '2027-09-12',
].map((date) => ({ year: Number(date.slice(0, 4)), date, source: TIMEANDDATE('onam', 'ONAM_DATES') }));

/** Published days and nakshatra spans of the Tamil solar-month festivals, New Delhi clock. */
export const TAMIL_FESTIVAL_REFERENCE: readonly { year: number; id: string; date: string; nakshatra?: { start: string; end: string }; source: string }[] = [
  {
    year: 2025, id: 'thaipusam', date: '2025-02-11', nakshatra: { start: '2025-02-10 18:01', end: '2025-02-11 18:34' },
    source: 'durganavratri.in, "Thaipusam 2025 Date" (Poosam 06:01 PM 10 February to 06:34 PM 11 February); Prokerala (Ujjain) 06:00 PM to 06:34 PM',
  },
  {
    year: 2025, id: 'panguni_uthiram', date: '2025-04-11', nakshatra: { start: '2025-04-10 12:24', end: '2025-04-11 15:10' },
    source: 'Moneycontrol (2025), "Panguni Uthiram 2025 date": Uthiram 12:24 PM 10 April to 03:10 PM 11 April; LatestLY "according to drikpanchang" the same',
  },
  {
    year: 2024, id: 'masi_magam', date: '2024-02-24', nakshatra: { start: '2024-02-23 19:25', end: '2024-02-24 22:20' },
    source: 'LatestLY (2024-02-19), "Masi Magam 2024 Date": Magam 07:25 PM 23 February to 10:20 PM 24 February; durganavratri.in the same',
  },
  {
    year: 2021, id: 'masi_magam', date: '2021-02-27', nakshatra: { start: '2021-02-26 12:35', end: '2021-02-27 11:18' },
    source: 'balajinerul.com, "Masi Magam 2021": Magam 12:35 PM 26 February to 11:18 AM 27 February, kept on the 27th',
  },
  {
    year: 2020, id: 'karthigai_deepam', date: '2020-11-29',
    source: 'templesinindiainfo.com, "2020 Karthigai Deepam or Karthikai Deepam Pooja Date" (Sunday 29 November Karthigai Deepam)',
  },
  {
    year: 2021, id: 'karthigai_deepam', date: '2021-11-19',
    source: 'HinduPad, "Karthigai Deepam, Karthika Pournami Celebrations in Tamil Nadu": "Karthigai Deepam 2021 date is November 19"',
  },
  {
    year: 2025, id: 'karthigai_deepam', date: '2025-12-04',
    source: 'templesinindiainfo.com, "2025 Karthigai Deepam or Karthikai Deepam Pooja Date" (Thursday 04 December Karthigai Deepam)',
  },
  {
    year: 2030, id: 'karthigai_deepam', date: '2030-12-08',
    source:
      'templesinindiainfo.com, "2030 Karthikai Deepam Pooja Date": Sunday 8 December, Karthigai nakshathram 7:33 PM 7 December to ' +
      '12:30 AM 9 December (the span left out: its end is ours within 2 minutes, its start two hours before ours, 9:35 PM, likely a misprint of 9:33)',
  },
];
