/**
 * Drik Panchang's own days for two monthly vrats at two places the vrat references hold little of (issue 32): Calgary's
 * Sakat Chauth of 2026 (the Magha Sankashti) and Jodhpur's Sankashti Chaturthi and Darsha Amavasya days of 2027. Each record
 * names where Drik's value was read. Nothing here is computed by this project. Dates only: neither source prints Drik's times.
 *
 * Same shape as drik-vrats.ts. The amavasya kind's day is the pitru-karya day Drik names "Darsha Amavasya" (the afternoon's
 * amavasya: drik-vrats-cover-g5.ts); the amavasya days Drik names for the month (the sunrise's) are the snan-daan days and are
 * left out, as are Calgary's amavasya rows (one table mixing the Sarva Pitru and Diwali days with the month's amavasyas) and
 * both sources' purnima rows (neither says whether its day is Drik's upavasa day or its snan day).
 */
import type { VratReference } from './drik-vrats.ts';

/** Tuesday's Sankashti is Angaraki (rows.ts). */
const sankashtiId = (date: string): string =>
  new Date(`${date}T00:00:00Z`).getUTCDay() === 2 ? 'angaraki_sankashti' : 'sankashti_chaturthi';

/**
 * Drik Panchang's 2027 month pages for Jodhpur (geoname-id=1268865), transcribed day by day into a public engine's acceptance
 * fixture (GitHub code index id 61792798565, drik2027.fixture.js: "Transcribed from Drik's own pages ... never from our own
 * engine's output"); its keys are that engine's, its dates Drik's.
 */
const JODHPUR_2027 =
  "Drik Panchang's 2027 month pages for Jodhpur (geoname-id=1268865) as transcribed in a public engine's acceptance fixture " +
  '(GitHub code index id 61792798565, drik2027.fixture.js)';

/** Jodhpur 2027: the fixture's 'sankashti-chaturthi' rows ("Krishna Chaturthi — moonrise"; 25 January also 'sakat-chauth'). */
const SANKASHTI_JODHPUR_2027: readonly string[] = [
  '01-25', '02-24', '03-25', '04-24', '05-23', '06-22', '07-22', '08-20', '09-19', '10-18', '11-17', '12-16',
];

/** Jodhpur 2027: the fixture's 'darsha-amavasya' rows ("Krishna Amavasya — aparahna"). */
const DARSHA_JODHPUR_2027: readonly string[] = [
  '01-07', '02-06', '03-07', '04-06', '05-06', '06-04', '07-03', '08-02', '08-31', '09-29', '10-29', '11-27', '12-27',
];

export const CALGARY_VRAT_REFERENCE: VratReference[] = [
  {
    place: 'calgary', year: 2026, id: sankashtiId('2026-01-05'), date: '2026-01-05',
    source:
      "Drik Panchang's 2026 calendar for Calgary (geoname-id=5913490) as transcribed in github.com/SODIYAL/panchanga (commit " +
      'b308a63) test/conformance-calgary-vratas.test.ts (DRIK_CALGARY): "sankashti-chaturthi-magha": "2026-01-05", "// Sakat ' +
      'Chauth" (the file: "Saṅkaṣṭī Caturthī — only the Māgha one (Sakat Chauth) is named by Drik")',
  },
  ...SANKASHTI_JODHPUR_2027.map((md): VratReference => {
    const date = `2027-${md}`;
    return { place: 'jodhpur', year: 2027, id: sankashtiId(date), date, source: `${JODHPUR_2027}: 'sankashti-chaturthi' on ${date}` };
  }),
  ...DARSHA_JODHPUR_2027.map((md): VratReference => {
    const date = `2027-${md}`;
    return { place: 'jodhpur', year: 2027, id: 'amavasya', date, source: `${JODHPUR_2027}: 'darsha-amavasya' on ${date}` };
  }),
];
