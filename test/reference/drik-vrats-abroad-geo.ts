/**
 * Further published monthly vrat values outside India, each with its source.
 * Nothing here is computed by this project. Times are the place's wall-clock
 * times, 24-hour, as in drik-vrats.ts.
 *
 * No Drik Panchang vrat page for a place abroad was found stored for these
 * kinds; the values below are from mypanchang.com's own Seattle calendar (not
 * Drik), whose tithi ends test/golden/panchang/mypanchang-seattle.json
 * already compares day by day.
 */
import type { VratReference } from './drik-vrats.ts';

/**
 * mypanchang.com, "2015 Calendar for Seattle WA based on Seattle Longitude, Latitude" (Guruji Sangat Seattle, January 2015;
 * mypanchang.com/2015pdfweb/2015SeattleGurujiSangat-new.pdf, as transcribed on fdocuments.us: https://fdocuments.us/document/
 * 2015-calendar-sangat-seattle-pushya-magha-january-2015-dhanus-makara-masa.html). Each day lists the tithi at its sunrise with
 * its end time (hours after that day's midnight) and the day's observances.
 */
const MYPANCHANG_SEATTLE_2015 =
  'mypanchang.com, "2015 Calendar for Seattle WA based on Seattle Longitude, Latitude" (Guruji Sangat Seattle, January 2015; ' +
  'transcribed on fdocuments.us, https://fdocuments.us/document/2015-calendar-sangat-seattle-pushya-magha-january-2015-dhanus-' +
  'makara-masa.html; mypanchang.com\'s own computation, not Drik\'s)';

export const VRAT_REFERENCE_ABROAD_GEO: VratReference[] = [
  {
    place: 'seattle', year: 2015, id: 'pradosh', date: '2015-01-02',
    tithi: { start: '2015-01-01 19:03', end: '2015-01-02 19:16' },
    source:
      `${MYPANCHANG_SEATTLE_2015}: "Pradosham" on Friday 2 January, "Trayodashi 19:16"; the dvadashi before it ends at 19:03 on ` +
      '1 January ("Pushya Shukla Dvadashi 19:03")',
  },
  {
    place: 'seattle', year: 2015, id: 'shani_pradosh', date: '2015-01-17',
    tithi: { start: '2015-01-17 13:37', end: '2015-01-18 11:21' },
    source:
      `${MYPANCHANG_SEATTLE_2015}: "Pradosham" on Saturday 17 January ("Dvadashi 13:37"), the trayodashi ending at 11:21 on the ` +
      "18th (\"Trayodashi 11:21\"); a Saturday's Pradosh is Drik's Shani Pradosh",
  },
];
