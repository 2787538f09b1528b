/**
 * Further published sankranti values (years the first file lacks) and the
 * observances tied to them: Drik Panchang's day, moment, punya kaal and maha
 * punya kaal as quoted by newspapers, each with its source. Nothing here is
 * computed by this project. Same shapes and conventions as drik-sankranti.ts.
 */
import type { SankrantiObservanceReference, SankrantiReference } from './drik-sankranti.ts';

export const SANKRANTI_MORE_REFERENCE: SankrantiReference[] = [
  {
    place: 'new-delhi', year: 2023, id: 'makara', date: '2023-01-15', moment: '2023-01-14 20:57',
    source: 'Daily Jagran English (2023-01-10), "Lohri 2023 on January 13 or 14", "as predicted by the Drik Panchang": Lohri 14 January, Makar Sankranti 15 January, the sankranti at 8:57 PM (14 January); Pratidin Time (2023-01) the same',
    note: 'Napasar Times (Hindi, 2023-01) prints 8:43 PM and a punya kaal from 06:47, before New Delhi\'s sunrise: another panchang, not compared.',
  },
  {
    place: 'new-delhi', year: 2024, id: 'karka', date: '2024-07-16', moment: '2024-07-16 11:29',
    punyaKaal: { start: '05:34', end: '11:29' }, mahaPunyaKaal: { start: '09:11', end: '11:29' },
    source: 'maump.com (2024-07), "Karka Sankranti 2024", from Dr Ganesh Mishra (Central Sanskrit University, Puri): 16 July, the Sun enters Karka at 11:29 AM, punya kaal 05:34 AM to 11:29 AM, maha punya kaal 09:11 AM to 11:29 AM (05:34 is New Delhi\'s sunrise, Puri\'s is about 05:15)',
  },
  {
    place: 'new-delhi', year: 2024, id: 'kanya', date: '2024-09-16', moment: '2024-09-16 19:43',
    punyaKaal: { start: '12:21', end: '18:25' }, mahaPunyaKaal: { start: '16:24', end: '18:25' },
    source: 'Daily Jagran English (2024-09), "Kanya Sankranti 2024": 16 September, moment 07:43 PM, punya kaal 12:21 PM to 06:25 PM, maha punya kaal 04:24 PM to 06:25 PM',
  },
  {
    place: 'new-delhi', year: 2024, id: 'vrishchika', date: '2024-11-16', moment: '2024-11-16 07:41',
    punyaKaal: { start: '06:47', end: '07:41' },
    source: 'LatestLY (2024-11-15), "Vrishchika Sankranti 2024", "according to Drikpanchang": 16 November, punya kala 06:47 AM to 07:41 AM, moment 07:41 AM',
  },
  {
    place: 'new-delhi', year: 2022, id: 'vrishchika', date: '2022-11-16',
    punyaKaal: { start: '12:06', end: '17:27' }, mahaPunyaKaal: { start: '15:40', end: '17:27' },
    source: 'Free Press Journal (2022-11-15), "Vrischika Sankranti 2022", "according to the Drik Panchang": 16 November, punya kala 12:06 PM to 05:27 PM, maha punya kala 03:40 PM to 05:27 PM',
  },
  {
    place: 'new-delhi', year: 2023, id: 'dhanu', date: '2023-12-16',
    source: 'ABP Live (2023-12), "Dhanu Sankranti 2023: from when is Kharmaas starting": Dhanu Sankranti on Saturday 16 December',
  },
];

export const SANKRANTI_MORE_OBSERVANCE_REFERENCE: SankrantiObservanceReference[] = [
  {
    place: 'new-delhi', year: 2023, id: 'lohri', date: '2023-01-14',
    source: 'Daily Jagran English (2023-01-10), "Lohri 2023 on January 13 or 14", "as predicted by the Drik Panchang": 14 January, the day before Makar Sankranti (15 January)',
  },
  {
    place: 'new-delhi', year: 2024, id: 'vishwakarma_puja', date: '2024-09-16',
    source: 'Daily Jagran English (2024-09), "Kanya Sankranti 2024": Kanya Sankranti on 16 September, "also celebrated as Vishwakarma Puja" in Bengal and Odisha',
  },
  {
    place: 'new-delhi', year: 2023, id: 'kharmas_start', date: '2023-12-16',
    source: 'ABP Live (2023-12), "Dhanu Sankranti 2023": Dhanu Sankranti on 16 December, from which day Kharmas restricts auspicious work',
  },
];
