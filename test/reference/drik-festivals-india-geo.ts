/**
 * Drik Panchang's dates for Indian cities other than New Delhi (issue 32's
 * coverage), read from Drik's own per-city pages as a public project stored
 * them. Nothing here is computed by this project.
 *
 * Delhi (Drik's "Delhi, NCT, India", geoname-id=1273294, about 2 km north of
 * its New Delhi): Drik's 2026 Pitru Paksha list for Delhi, as recorded in
 * github.com/toolsatZyra/devam-universe knowledge_packs/panchang/
 * pitru-paksha-delhi-2026-v1.json (read 2026-11-28): the page
 * https://www.drikpanchang.com/shraddha/pitru-paksha-shraddha-dates.html?geoname-id=1273294&year=2026,
 * fetched twice with the same 15 dates and 18 labels (its response hashes
 * kept), each label with its date. Purnima Shraddha (26 September) and Sarva
 * Pitru Amavasya (10 October) of the same list are left out: other Indian
 * cities' records already hold them.
 *
 * Two further Delhi pages (the same geoname-id) are cited with their dates in
 * github.com/shivinexus-tech/ganak's festival notes: Sheetala Ashtami and Nag
 * Panchami 2026.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

const DELHI_PITRU_2026 =
  'Drik Panchang, "2026 Pitru Paksha Shraddha Dates for Delhi, NCT, India" ' +
  '(https://www.drikpanchang.com/shraddha/pitru-paksha-shraddha-dates.html?geoname-id=1273294&year=2026), fetched 2026-08-06 and ' +
  'recorded label by label in github.com/toolsatZyra/devam-universe knowledge_packs/panchang/pitru-paksha-delhi-2026-v1.json (read 2026-11-28)';

const GANAK = 'github.com/shivinexus-tech/ganak (commit 5d9a975fcb29b22dd110945e5c4046870da70223, read 2026-11-28)';

/** Delhi 2026: [id, date, the label Drik prints on that date]. */
const DELHI_2026: readonly (readonly [id: string, date: string, label: string])[] = [
  ['pratipada_shraddha', '2026-09-27', 'Pratipada Shraddha'],
  ['dwitiya_shraddha', '2026-09-28', 'Dwitiya Shraddha'],
  ['tritiya_shraddha', '2026-09-29', 'Tritiya Shraddha'],
  ['maha_bharani_shraddha', '2026-09-29', 'Maha Bharani'],
  ['chaturthi_shraddha', '2026-09-30', 'Chaturthi Shraddha'],
  ['panchami_shraddha', '2026-09-30', 'Panchami Shraddha'],
  ['shashthi_shraddha', '2026-10-01', 'Shashthi Shraddha'],
  ['saptami_shraddha', '2026-10-02', 'Saptami Shraddha'],
  ['ashtami_shraddha', '2026-10-03', 'Ashtami Shraddha'],
  ['navami_shraddha', '2026-10-04', 'Navami Shraddha'],
  ['dashami_shraddha', '2026-10-05', 'Dashami Shraddha'],
  ['ekadashi_shraddha', '2026-10-06', 'Ekadashi Shraddha'],
  ['dwadashi_shraddha', '2026-10-07', 'Dwadashi Shraddha'],
  ['magha_shraddha', '2026-10-07', 'Magha Shraddha'],
  ['trayodashi_shraddha', '2026-10-08', 'Trayodashi Shraddha'],
  ['chaturdashi_shraddha', '2026-10-09', 'Chaturdashi Shraddha'],
];

export const INDIA_GEO_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  ...DELHI_2026.map(
    ([id, date, label]): DeclaredFestivalReference => ({
      place: 'delhi',
      year: 2026,
      id,
      date,
      source: `${DELHI_PITRU_2026}: "${label}" on ${date}`,
    }),
  ),
  {
    place: 'delhi',
    year: 2026,
    id: 'sheetala_ashtami',
    date: '2026-03-11',
    source:
      'Drik Panchang, "2026 Sheetala Ashtami" for Delhi ' +
      '(https://www.drikpanchang.com/festivals/sheetala-ashtami/sheetala-ashtami-puja-date.html?geoname-id=1273294&year=2026), as cited ' +
      `with its date in ${GANAK} plans/festival-daypart-audit.md, row 27: "11 Mar", "Drik 2026 date and full daytime puja window"`,
  },
  {
    place: 'delhi',
    year: 2026,
    id: 'nag_panchami',
    date: '2026-08-17',
    source:
      'Drik Panchang, "2026 Nag Panchami" for Delhi ' +
      '(https://www.drikpanchang.com/festivals/nag-panchami/nag-panchami-date-time.html?geoname-id=1273294&year=2026), as cited with its ' +
      `date in ${GANAK} plans/festival-variants.md, section 4A: "Monday, 17 August 2026" (the Chhattisgarh government's 2026 calendar ` +
      'the same day)',
  },
];
