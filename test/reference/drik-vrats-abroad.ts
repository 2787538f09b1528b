/**
 * Published monthly vrat values for places outside India (New York), as Drik
 * Panchang prints them or newspapers quote its city tables, each with its
 * source. Nothing here is computed by this project. Times are the place's
 * wall-clock times (daylight saving included), 24-hour, as in drik-vrats.ts.
 *
 * Few such pages are quoted: the Karwa Chauth city tables (Karwa Chauth is
 * the Kartika krishna chaturthi, a Sankashti) give a New York moonrise, and
 * the Diwali articles for the United States give New York's Amavasya span.
 * London has no reference place yet (test/reference/drik-panchang.ts) and no
 * quoted table was found for it.
 */
import type { VratReference } from './drik-vrats.ts';

export const VRAT_REFERENCE_ABROAD: VratReference[] = [
  {
    place: 'new-york', year: 2023, id: 'angaraki_sankashti', date: '2023-10-31',
    moment: { id: 'moonrise', at: '19:38' },
    source:
      'Jagran Josh (2023-10-31), "Karwa Chauth 2023 USA: Check Moonrise timing State and City-wise" (its table from Indiatimes): ' +
      'New York City Tuesday 31 October, moonrise 07:38 PM, puja 05:54 PM to 07:15 PM (India: 1 November)',
  },
];

/**
 * Published tithi spans abroad whose vrat day the source does not name: the
 * test finds the vrat of that kind whose tithi begins at the published start.
 */
export const VRAT_TITHI_ABROAD: readonly {
  place: 'new-york';
  year: number;
  kind: string;
  start: string;
  end: string;
  source: string;
}[] = [
  {
    place: 'new-york', year: 2024, kind: 'amavasya', start: '2024-10-31 06:22', end: '2024-11-01 08:46',
    source:
      'Times Now (2024-10), "Diwali 2024: when is shubh muhurat for puja in US, UK and Canada": in the USA, Amavasya 6:22 AM 31 October ' +
      'to 8:46 AM 1 November, Eastern time; verslog.com the same',
  },
  {
    place: 'new-york', year: 2018, kind: 'amavasya', start: '2018-11-06 11:58', end: '2018-11-07 11:01',
    source:
      'sarastrology.blogspot.com (2018-10), "Tithi and Diwali 2018" (Drik Panchang set to Randolph, NJ, the same Eastern clock): ' +
      'Amavasya 11:58 AM 6 November to 11:01 AM 7 November (India: 10:28 PM 6 November to 9:32 PM 7 November)',
  },
];
