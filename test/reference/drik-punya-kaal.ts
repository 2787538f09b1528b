/**
 * Drik Panchang's punya kaal for sankranti moments at night or before
 * sunrise, the prints that choose how a night moment's punya kaal is drawn
 * (src/domain/festivals/sankranti-windows.ts). Nothing here is computed by this
 * project. Same shapes and conventions as drik-sankranti.ts, and `toSunset`
 * where the source gives the punya kaal as "to sunset" without clock times.
 *
 * The third print that chooses, Makar Sankranti 2024 in New Delhi (moment
 * 02:54, punya kaal the whole daytime 07:15-17:46), is in
 * drik-sankranti-cover-g6.ts (Hindustan Times quoting Drik Panchang).
 */
import type { SankrantiReference } from './drik-sankranti.ts';

export interface PunyaKaalReference extends SankrantiReference {
  /** The source gives the punya kaal as lasting to that day's sunset. */
  toSunset?: true;
}

// punya-kaal
export const PUNYA_KAAL_REFERENCE: PunyaKaalReference[] = [
  {
    place: 'new-delhi', year: 2019, id: 'makara', date: '2019-01-15', moment: '2019-01-14 20:05',
    punyaKaal: { start: '07:19', end: '12:30' },
    source:
      'Drik Panchang\'s Makar Sankranti text for 2019 as copied on beingpostiv.com (2019-01): the sankranti at 08:05 PM on 14 January, ' +
      'Makar Sankranti on 15 January, punya kaal 07:19 AM to 12:30 PM (first read for the Makara 2024 note of sankranti-cover-g6.test.ts)',
    note:
      'The copy names no city; the end is the middle of New Delhi\'s daytime, the start 4 minutes after New Delhi\'s sunrise ' +
      '(punya-kaal-drik.test.ts lists it).',
  },
  {
    place: 'new-delhi', year: 2013, id: 'makara', date: '2013-01-14', moment: '2013-01-14 07:03', toSunset: true,
    source:
      'Drik Panchang\'s own blog (news.drikpanchang.com, 2013-01-08), on Makar Sankranti 2013: the sankranti at 07:03 AM, before ' +
      'sunrise, and the punya kaal "from this moment to sunset" (first read for the Makara 2024 note of sankranti-cover-g6.test.ts)',
    note:
      'The date is the day whose sunrise follows the 07:03 moment, as "from this moment to sunset" places the punya kaal on it.',
  },
];
