/**
 * The Pitru Paksha shraddha days of Drik Panchang's own lists (issue 32's
 * reference gaps): New Delhi 2026 and 2027 and one Indian city. Nothing here
 * is computed by this project; each record names the page and the label Drik
 * prints on its date.
 *
 * New Delhi (geoname-id=1261481): Drik's Pitru Paksha Shraddha pages for
 * 2026 and 2027, fetched 2026-09-17 and stored label by label, each with its
 * date and lunar rule, in github.com/bidyashish/vedicpanchanga.com
 * backend/tests/fixtures/drikpanchang_festivals_delhi.json (commit
 * c5aa1e49818595d46259cc6d46f42e3e612a5fe0, read 2026-11-28). Sarva Pitru
 * Amavasya of both lists (10 October 2026, 29 September 2027) is left out:
 * drik-festivals-jul-dec.ts holds it from Drik's Mahalaya Amavasya page.
 * Drik's Delhi list of 2026 (geoname-id=1273294) is in
 * drik-festivals-india-geo.ts; the two agree date for date.
 *
 * The muhurats of Drik's Pratipada Shraddha page of 2026 and Amavasya
 * Shraddha pages of 2026-2027 for New Delhi, as github.com/tkshukla/divineastro
 * tests/test_festivals.py records them (read 2026-10-03), are compared too.
 *
 * Jodhpur (geoname-id=1268865): Drik's 2027 month pages as transcribed in a
 * public engine's acceptance fixture (GitHub code index id 61792798565,
 * drik2027.fixture.js, the source drik-festivals-cover-g4b.ts names).
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

const VEDICPANCHANGA =
  'drikpanchang.com Pitru Paksha Shraddha page for New Delhi (geoname-id=1261481), fetched 2026-09-17 and stored in ' +
  'github.com/bidyashish/vedicpanchanga.com backend/tests/fixtures/drikpanchang_festivals_delhi.json ("shraddha", commit ' +
  'c5aa1e49818595d46259cc6d46f42e3e612a5fe0, read 2026-11-28)';

/** [id, date, the label Drik prints on that date, the lunar rule the fixture stores beside it]. */
type Row = readonly [id: string, date: string, label: string, rule: string];

const NEW_DELHI: readonly Row[] = [
  // 2026
  ['purnima_shraddha', '2026-09-26', 'Purnima Shraddha', 'Bhadrapada, Shukla Purnima'],
  ['pratipada_shraddha', '2026-09-27', 'Pratipada Shraddha', 'Ashwina, Krishna Pratipada'],
  ['dwitiya_shraddha', '2026-09-28', 'Dwitiya Shraddha', 'Ashwina, Krishna Dwitiya'],
  ['maha_bharani_shraddha', '2026-09-29', 'Maha Bharani', 'Ashwina, Bharani Nakshatra'],
  ['tritiya_shraddha', '2026-09-29', 'Tritiya Shraddha', 'Ashwina, Krishna Tritiya'],
  ['chaturthi_shraddha', '2026-09-30', 'Chaturthi Shraddha', 'Ashwina, Krishna Chaturthi'],
  ['panchami_shraddha', '2026-09-30', 'Panchami Shraddha', 'Ashwina, Krishna Panchami'],
  ['shashthi_shraddha', '2026-10-01', 'Shashthi Shraddha', 'Ashwina, Krishna Shashthi'],
  ['saptami_shraddha', '2026-10-02', 'Saptami Shraddha', 'Ashwina, Krishna Saptami'],
  ['ashtami_shraddha', '2026-10-03', 'Ashtami Shraddha', 'Ashwina, Krishna Ashtami'],
  ['navami_shraddha', '2026-10-04', 'Navami Shraddha', 'Ashwina, Krishna Navami'],
  ['dashami_shraddha', '2026-10-05', 'Dashami Shraddha', 'Ashwina, Krishna Dashami'],
  ['ekadashi_shraddha', '2026-10-06', 'Ekadashi Shraddha', 'Ashwina, Krishna Ekadashi'],
  ['dwadashi_shraddha', '2026-10-07', 'Dwadashi Shraddha', 'Ashwina, Krishna Dwadashi'],
  ['magha_shraddha', '2026-10-07', 'Magha Shraddha', 'Ashwina, Magha Nakshatra'],
  ['trayodashi_shraddha', '2026-10-08', 'Trayodashi Shraddha', 'Ashwina, Krishna Trayodashi'],
  ['chaturdashi_shraddha', '2026-10-09', 'Chaturdashi Shraddha', 'Ashwina, Krishna Chaturdashi'],
  // 2027: trayodashi and chaturdashi on one day (28 September), Maha Bharani with the panchami.
  ['purnima_shraddha', '2027-09-15', 'Purnima Shraddha', 'Bhadrapada, Shukla Purnima'],
  ['pratipada_shraddha', '2027-09-16', 'Pratipada Shraddha', 'Ashwina, Krishna Pratipada'],
  ['dwitiya_shraddha', '2027-09-17', 'Dwitiya Shraddha', 'Ashwina, Krishna Dwitiya'],
  ['tritiya_shraddha', '2027-09-18', 'Tritiya Shraddha', 'Ashwina, Krishna Tritiya'],
  ['chaturthi_shraddha', '2027-09-19', 'Chaturthi Shraddha', 'Ashwina, Krishna Chaturthi'],
  ['maha_bharani_shraddha', '2027-09-20', 'Maha Bharani', 'Ashwina, Bharani Nakshatra'],
  ['panchami_shraddha', '2027-09-20', 'Panchami Shraddha', 'Ashwina, Krishna Panchami'],
  ['shashthi_shraddha', '2027-09-21', 'Shashthi Shraddha', 'Ashwina, Krishna Shashthi'],
  ['saptami_shraddha', '2027-09-22', 'Saptami Shraddha', 'Ashwina, Krishna Saptami'],
  ['ashtami_shraddha', '2027-09-23', 'Ashtami Shraddha', 'Ashwina, Krishna Ashtami'],
  ['navami_shraddha', '2027-09-24', 'Navami Shraddha', 'Ashwina, Krishna Navami'],
  ['dashami_shraddha', '2027-09-25', 'Dashami Shraddha', 'Ashwina, Krishna Dashami'],
  ['ekadashi_shraddha', '2027-09-26', 'Ekadashi Shraddha', 'Ashwina, Krishna Ekadashi'],
  ['dwadashi_shraddha', '2027-09-27', 'Dwadashi Shraddha', 'Ashwina, Krishna Dwadashi'],
  ['magha_shraddha', '2027-09-27', 'Magha Shraddha', 'Ashwina, Magha Nakshatra'],
  ['trayodashi_shraddha', '2027-09-28', 'Trayodashi Shraddha', 'Ashwina, Krishna Trayodashi'],
  ['chaturdashi_shraddha', '2027-09-28', 'Chaturdashi Shraddha', 'Ashwina, Krishna Chaturdashi'],
];

const JODHPUR_2027 =
  "Drik Panchang's 2027 month pages for Jodhpur (geoname-id=1268865) as transcribed in a public engine's acceptance fixture " +
  '(GitHub code index id 61792798565, drik2027.fixture.js)';

export const SHRADDHA_G9_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  ...NEW_DELHI.map(
    ([id, date, label, rule]): DeclaredFestivalReference => ({
      year: Number(date.slice(0, 4)),
      id,
      date,
      source: `${VEDICPANCHANGA}: "${label}" on ${date} (${rule})`,
    }),
  ),
  // New Delhi 2026, Pratipada Shraddha: the muhurats of Drik's own Pratipada Shraddha page.
  ...(
    [
      ['kutup', '11:48', '12:36'],
      ['aparahna', '13:24', '15:48'],
    ] as const
  ).map(
    ([id, start, end]): DeclaredFestivalReference => ({
      year: 2026,
      id: 'pratipada_shraddha',
      date: '2026-09-27',
      window: { id, start, end },
      source:
        "Drik Panchang's Pratipada Shraddha page for New Delhi (geoname-id=1261481), 2026, as read on 2026-10-03 and recorded in " +
        'github.com/tkshukla/divineastro tests/test_festivals.py ("pitru_paksha", 27 September: kutup 11:48-12:36, rohina 12:36-13:24, ' +
        `aparahna_kaal 13:24-15:48, "Drik Pratipada Shraddha page; PK agrees"): ${id} ${start}-${end}`,
    }),
  ),
  // Sarva Pitru Amavasya, New Delhi: the muhurats of Drik's Amavasya Shraddha pages (the days are in drik-festivals-jul-dec.ts).
  ...(
    [
      ['2026-10-10', 'kutup', '11:45', '12:31'],
      ['2027-09-29', 'kutup', '11:47', '12:35'],
      ['2027-09-29', 'aparahna', '13:23', '15:46'],
    ] as const
  ).map(
    ([date, id, start, end]): DeclaredFestivalReference => ({
      year: Number(date.slice(0, 4)),
      id: 'sarva_pitru_amavasya',
      date,
      window: { id, start, end },
      source:
        `Drik Panchang's Amavasya Shraddha page for New Delhi (geoname-id=1261481), ${date.slice(0, 4)}, as read on 2026-10-03 and ` +
        'recorded in github.com/tkshukla/divineastro tests/test_festivals.py ("sarva_pitru_amavasya": 2026 kutup 11:45-12:31; 2027 ' +
        `kutup 11:47-12:35, rohina 12:35-13:23, aparahna_kaal 13:23-15:46, "Aparahna - not the 30 Sep sunrise day"): ${date} ${id} ` +
        `${start}-${end}`,
    }),
  ),
  {
    place: 'jodhpur',
    year: 2027,
    id: 'sarva_pitru_amavasya',
    date: '2027-09-29',
    source: `${JODHPUR_2027}: 'sarvapitri-amavasya' on 29 September ("Bhadrapada Krishna Amavasya", the amanta month)`,
  },
];
