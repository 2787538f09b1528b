/**
 * A sankranti and its tied observances outside India, for observances that
 * had no place abroad (issue 32), each with its source. Nothing here is
 * computed by this project. Same shapes as drik-sankranti.ts: times are the
 * place's wall-clock times, 24-hour, 'YYYY-MM-DD HH:MM'.
 *
 * No Drik Panchang page for a place abroad was found stored for these; the
 * values are from mypanchang.com's own Seattle calendar (not Drik).
 */
import type { SankrantiObservanceReference, SankrantiReference } from './drik-sankranti.ts';

/** The calendar of drik-vrats-abroad-geo.ts: each day's observances under its date. */
const MYPANCHANG_SEATTLE_2015 =
  'mypanchang.com, "2015 Calendar for Seattle WA based on Seattle Longitude, Latitude" (Guruji Sangat Seattle, January 2015; ' +
  'transcribed on fdocuments.us, https://fdocuments.us/document/2015-calendar-sangat-seattle-pushya-magha-january-2015-dhanus-' +
  'makara-masa.html; mypanchang.com\'s own computation, not Drik\'s)';

export const ABROAD_GEO_SANKRANTI_REFERENCE: SankrantiReference[] = [
  {
    place: 'seattle', year: 2015, id: 'makara', date: '2015-01-14', moment: '2015-01-14 05:56',
    source: `${MYPANCHANG_SEATTLE_2015}: Wednesday 14 January, "Makara Sankramana 05:56", "Makar Sankranti"`,
  },
];

export const ABROAD_GEO_SANKRANTI_OBSERVANCE_REFERENCE: SankrantiObservanceReference[] = [
  { place: 'seattle', year: 2015, id: 'lohri', date: '2015-01-13', source: `${MYPANCHANG_SEATTLE_2015}: Tuesday 13 January, "Bhogi Pongal Lohri"` },
  { place: 'seattle', year: 2015, id: 'bhogi', date: '2015-01-13', source: `${MYPANCHANG_SEATTLE_2015}: Tuesday 13 January, "Bhogi Pongal Lohri"` },
  { place: 'seattle', year: 2015, id: 'thai_pongal', date: '2015-01-14', source: `${MYPANCHANG_SEATTLE_2015}: Wednesday 14 January, "Thai Pongal"` },
];
