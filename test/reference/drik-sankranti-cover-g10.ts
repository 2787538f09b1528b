/**
 * Further published sankranti values from Drik Panchang (issue 32's coverage:
 * New Delhi years 2023-2027, other Indian cities, places abroad) and the
 * observances tied to them, each with its source. Nothing here is computed by
 * this project. Same shapes and conventions as drik-sankranti.ts: times are
 * local wall-clock times of the record's place, 24-hour, 'YYYY-MM-DD HH:MM'.
 *
 * Mirzapur: Drik Panchang's iCal day feed ("from www.drikpanchang.com" closes
 * every day's text) as a public calendar app stored it, 2021-2023. Each day
 * prints its sunrise, sunset and sun sign, the sign "upto" the moment the Sun
 * leaves it (Drik's sankranti moment), and its "Day Festivals and Events", which
 * name the sankranti and its observances on the day Drik keeps them.
 */
import type { SankrantiObservanceReference, SankrantiReference } from './drik-sankranti.ts';

const HAMARA = 'github.com/Prashanthmn166/hamara-calendar';

/** 2022 (Hindi): the feed's own fields name the place and Drik. */
const MIRZAPUR_HI =
  `Drik Panchang's Hindi iCal day feed for "Mirzapur, India" (its "location" field; organizer feedback@drikpanchang.com, ` +
  `uids @ical.drikpanchang.com, dtstamp 2021-09-18), stored in ${HAMARA} src/app/calender/calender.service.ts ` +
  '(commit d46086b44a4ff22b59b2f644cca5cfa7b351964c, 2021-10-10)';

/** 2021 (Hindi): the same file's rows for the year before, cut to the day's headings and three events. */
const MIRZAPUR_HI_2021 =
  `${MIRZAPUR_HI}, its 2021 rows (kept without the feed's fields: three events a day, no sun sign; their 365 sunrises and ` +
  "sunsets are Mirzapur's, GeoNames 1262995, within a minute, as are 2022's)";

/** 2023 (English): the same app's next year, its location field left out. */
const MIRZAPUR_EN =
  `Drik Panchang's English iCal day feed for 2023 (each day's text ends "from www.drikpanchang.com"), stored in ${HAMARA} ` +
  'calendar.js (commit db551b55f80736b44e42c266f2864ed24f877078, 2022-08-11) without its location field: the app\'s 2022 feed ' +
  'names "Mirzapur, India", and all 365 sunrises and sunsets printed for 2023 are Mirzapur\'s within a minute';

/** 2022 (Hindi feed): [sign, the day whose events list "<sign> संक्रान्ति", the sun sign's printed end]. */
const MIRZAPUR_2022: readonly (readonly [id: string, date: string, moment: string])[] = [
  ['makara', '2022-01-14', '2022-01-14 14:43'],
  ['kumbha', '2022-02-13', '2022-02-13 03:41'],
  ['meena', '2022-03-15', '2022-03-15 00:30'],
  ['mesha', '2022-04-14', '2022-04-14 08:56'],
  ['vrishabha', '2022-05-15', '2022-05-15 05:44'],
  ['mithuna', '2022-06-15', '2022-06-15 12:18'],
  ['karka', '2022-07-16', '2022-07-16 23:11'],
  ['simha', '2022-08-17', '2022-08-17 07:37'],
  ['kanya', '2022-09-17', '2022-09-17 07:36'],
  ['tula', '2022-10-17', '2022-10-17 19:37'],
  ['vrishchika', '2022-11-16', '2022-11-16 19:29'],
  ['dhanu', '2022-12-16', '2022-12-16 10:11'],
];

/** 2023 (English feed): [sign, the day whose events list "<Sign> Sankranti", the sun sign's printed end]. */
const MIRZAPUR_2023: readonly (readonly [id: string, date: string, moment: string])[] = [
  ['makara', '2023-01-15', '2023-01-14 20:57'],
  ['kumbha', '2023-02-13', '2023-02-13 09:57'],
  ['meena', '2023-03-15', '2023-03-15 06:47'],
  ['mesha', '2023-04-14', '2023-04-14 15:12'],
  ['vrishabha', '2023-05-15', '2023-05-15 11:58'],
  ['mithuna', '2023-06-15', '2023-06-15 18:29'],
  ['karka', '2023-07-16', '2023-07-17 05:19'],
  ['simha', '2023-08-17', '2023-08-17 13:44'],
  ['kanya', '2023-09-17', '2023-09-17 13:43'],
  ['tula', '2023-10-18', '2023-10-18 01:42'],
  ['vrishchika', '2023-11-17', '2023-11-17 01:30'],
  ['dhanu', '2023-12-16', '2023-12-16 16:09'],
];

/** 2021 (Hindi feed, its day rows keeping three events and no sun sign): [sign, the day listing "<sign> संक्रान्ति"]. */
const MIRZAPUR_2021: readonly (readonly [id: string, date: string])[] = [
  ['makara', '2021-01-14'],
  ['kumbha', '2021-02-12'],
  ['meena', '2021-03-14'],
  ['mesha', '2021-04-14'],
  ['vrishabha', '2021-05-14'],
  ['mithuna', '2021-06-15'],
  ['karka', '2021-07-16'],
  ['simha', '2021-08-17'],
  ['kanya', '2021-09-17'],
  ['tula', '2021-10-17'],
  ['vrishchika', '2021-11-16'],
  ['dhanu', '2021-12-16'],
];

/** "upto HH:MM" of the sign the Sun leaves, printed on the day the moment falls in (or the day before, with its date). */
const upto = (moment: string) => {
  const [date, time] = moment.split(' ');
  return `the sun sign "upto" ${time} on ${date}`;
};

export const SANKRANTI_COVER_G10_REFERENCE: SankrantiReference[] = [
  ...MIRZAPUR_2021.map(([id, date]): SankrantiReference => ({
    place: 'mirzapur', year: 2021, id, date, source: `${MIRZAPUR_HI_2021}: ${id} sankranti in the events of ${date}`,
  })),
  ...MIRZAPUR_2022.map(([id, date, moment]): SankrantiReference => ({
    place: 'mirzapur', year: 2022, id, date, moment, source: `${MIRZAPUR_HI}: ${id} sankranti in the events of ${date}, ${upto(moment)}`,
  })),
  ...MIRZAPUR_2023.map(([id, date, moment]): SankrantiReference => ({
    place: 'mirzapur', year: 2023, id, date, moment, source: `${MIRZAPUR_EN}: ${id} sankranti in the events of ${date}, ${upto(moment)}`,
  })),
];

/** Mirzapur: [year, observance, the day, the event's printed name]. */
const MIRZAPUR_OBSERVANCES: readonly (readonly [year: number, id: string, date: string, printed: string])[] = [
  [2021, 'lohri', '2021-01-13', 'लोहड़ी'],
  [2021, 'thai_pongal', '2021-01-14', 'मकर संक्रान्ति, पोंगल'],
  [2021, 'uttarayan', '2021-01-14', 'उत्तरायण'],
  [2021, 'vishwakarma_puja', '2021-09-17', 'विश्वकर्मा पूजा'],
  [2022, 'thai_pongal', '2022-01-14', 'पोंगल'],
  [2022, 'uttarayan', '2022-01-14', 'उत्तरायण'],
  [2022, 'mattu_pongal', '2022-01-15', 'मट्टू पोंगल'],
  [2022, 'baisakhi', '2022-04-14', 'बैसाखी'],
  [2022, 'puthandu', '2022-04-14', 'पुथन्डू'],
  [2022, 'vishu', '2022-04-15', 'विषु कानी'],
  [2022, 'pohela_boishakh', '2022-04-15', 'पहेला वैशाख'],
  [2022, 'vishwakarma_puja', '2022-09-17', 'विश्वकर्मा पूजा'],
  [2023, 'bhogi', '2023-01-14', 'Bhogi Pandigai'],
  [2023, 'thai_pongal', '2023-01-15', 'Pongal'],
  [2023, 'uttarayan', '2023-01-15', 'Uttarayana'],
  [2023, 'mattu_pongal', '2023-01-16', 'Mattu Pongal'],
  [2023, 'puthandu', '2023-04-14', 'Puthandu'],
  [2023, 'vishu', '2023-04-15', 'Vishu Kani'],
  [2023, 'pohela_boishakh', '2023-04-15', 'Pohela Boishakha'],
  [2023, 'vishwakarma_puja', '2023-09-17', 'Vishwakarma Puja'],
];

export const SANKRANTI_COVER_G10_OBSERVANCE_REFERENCE: SankrantiObservanceReference[] = [
  ...MIRZAPUR_OBSERVANCES.map(([year, id, date, printed]): SankrantiObservanceReference => ({
    place: 'mirzapur', year, id, date, source: `${{ 2021: MIRZAPUR_HI_2021, 2022: MIRZAPUR_HI, 2023: MIRZAPUR_EN }[year]}: "${printed}" in the events of ${date}`,
  })),
];
