/**
 * Further published dates, tithi spans and windows of the festivals of
 * Chaitra to Ashadha (April to July): New Delhi's years 2023-2027 that the
 * other references lack in a source naming Drik Panchang, other Indian
 * cities, and places outside India. Each record names its source (a Drik
 * Panchang page, or an outlet printing Drik's timings); nothing here is
 * computed by this project.
 *
 * Times are the place's wall-clock times (daylight saving included): tithi
 * 'YYYY-MM-DD HH:MM', windows and moments 'HH:MM' on the date unless dated.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

export const COVER_G2_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  {
    year: 2025, id: 'buddha_purnima', date: '2025-05-12',
    tithi: { start: '2025-05-11 20:01', end: '2025-05-12 22:25' },
    source:
      'NDTV (2025-05), "Buddha Purnima 2025: Date, History, Timings And All You Need To Know" (https://www.ndtv.com/india-news/' +
      'buddha-purnima-2025-date-history-timings-and-all-you-need-to-know-8388994), "According to Drik Panchang": Monday 12 May, ' +
      'purnima 08:01 PM 11 May to 10:25 PM 12 May',
  },
  {
    // The purnima start it prints, "6:47 AM" on 22 May, is not compared: the date only.
    year: 2024, id: 'buddha_purnima', date: '2024-05-23',
    source:
      'The Hans India (2024-05-21), "Buddha Purnima 2024: Date, Timings and Rituals" (https://www.thehansindia.com/life-style/' +
      'buddha-purnima-2024-date-timings-and-rituals-879810), "According to Drik Panchang": Thursday 23 May, purnima "6:47 AM" 22 May ' +
      'to 7:22 PM 23 May',
  },
  {
    year: 2024, id: 'ganga_dussehra', date: '2024-06-16',
    tithi: { start: '2024-06-16 02:32', end: '2024-06-17 04:43' },
    source:
      'LatestLY (2024-06), "When Is Ganga Dussehra 2024? Know the Gangavataran Date, Timings and Significance" ' +
      '(https://www.latestly.com/lifestyle/festivals-events/when-is-ganga-dussehra-2024-know-the-gangavataran-date-timings-and-' +
      'significance-of-the-day-that-marks-river-gangas-descent-from-heaven-to-earth-6021813.html), "Ganga Dussehra Timings As Per ' +
      'Drik Panchang": Sunday 16 June, dashami 02:32 AM 16 June to 04:43 AM 17 June',
  },
  {
    year: 2025, id: 'ganga_dussehra', date: '2025-06-05',
    tithi: { start: '2025-06-04 23:54', end: '2025-06-06 02:15' },
    source:
      'Hindustan (New Delhi, 2025-04-14), "Ganga Dussehra: kab hai Ganga Dussehra" (htsyndication.com/hindustan-delhi/article/' +
      '89427617): dashami 11:54 PM 4 June to 02:15 AM 6 June, "according to Drik Panchang, Ganga Dussehra on 5 June 2025"',
  },
  {
    year: 2025, id: 'mahavir_jayanti', date: '2025-04-10',
    tithi: { start: '2025-04-09 22:55', end: '2025-04-11 01:00' },
    source:
      'Hindustan Times (2025-04-08), "Mahavir Jayanti 2025: Is it on April 9 or 10?" (https://www.hindustantimes.com/lifestyle/' +
      'festivals/mahavir-jayanti-2025-is-it-on-april-9-or-10-know-correct-date-trayodashi-tithi-history-significance-and-' +
      'celebration-101744112012971.html), "According to Drik Panchang": Thursday 10 April, trayodashi 10:55 PM 9 April to ' +
      '01:00 AM (printed "April 10", the night after); LatestLY (2025-04) prints the same times, ending 1:00 AM 11 April',
  },
  {
    year: 2023, id: 'shani_jayanti', date: '2023-05-19',
    tithi: { start: '2023-05-18 21:42', end: '2023-05-19 21:22' },
    source:
      'Zee News (2023-05-19), "Shani Jayanti 2023 Today: Check Amavasya Timings, Puja Rituals, Vidhi" (https://zeenews.india.com/' +
      'culture/shani-jayanti-2023-today-check-amavasya-timings-puja-rituals-vidhi-2610243.html): 19 May, amavasya 09:42 PM 18 May ' +
      'to 09:22 PM 19 May "(according to drikpanchang.com)"',
  },
  {
    year: 2023, id: 'vat_savitri', date: '2023-05-19',
    tithi: { start: '2023-05-18 21:42', end: '2023-05-19 21:22' },
    source:
      'Zee News (2023-05-19), "Shani Jayanti 2023 Today" (above): amavasya 09:42 PM 18 May to 09:22 PM 19 May "(according to ' +
      'drikpanchang.com)"; "it coincides with Vat Savitri Vrat on May 19"',
  },
];
