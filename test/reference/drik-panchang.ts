/**
 * Published reference values for the Hindu calendar: Drik Panchang's Ekadashi
 * and festival dates, windows and moments, as printed on its pages or quoted
 * from them, each with its source. Nothing here is computed by this project;
 * a value with no published source is left out and listed in README.md.
 *
 * Times are local wall-clock times of the record's place (daylight saving
 * included), 24-hour: windows as 'HH:MM' on the record's date unless the
 * value carries its own date ('YYYY-MM-DD HH:MM'); tithi and paran always
 * carry their dates.
 */

export type ReferencePlaceId = 'new-delhi' | 'new-york';

export interface ReferencePlace {
  id: ReferencePlaceId;
  name: string;
  /** The GeoNames id Drik Panchang's pages take as `geoname-id`. */
  geonamesId: number;
  latitudeDeg: number;
  longitudeDeg: number;
  timeZone: string;
  source: string;
}

export interface ReferenceWindow { id: string; start: string; end: string; note?: string }
export interface ReferenceMoment { id: string; at: string; note?: string }
export interface ReferenceSpan { start: string; end: string }

export interface ReferenceRecord {
  place: ReferencePlaceId;
  year: number;
  id: string;
  /** The observance date, YYYY-MM-DD (the Smarta date for an Ekadashi). */
  date: string;
  windows?: ReferenceWindow[];
  moments?: ReferenceMoment[];
  /** The tithi's span, 'YYYY-MM-DD HH:MM' local. */
  tithi?: ReferenceSpan;
  /** Drik's printed paran window, 'YYYY-MM-DD HH:MM' local. */
  paran?: ReferenceSpan;
  /** A separate Vaishnava (Gauna/ISKCON) date where the almanac lists one. */
  vaishnava?: { date: string; paran?: ReferenceSpan; source: string; note?: string };
  source: string;
  note?: string;
}

export const REFERENCE_PLACES: Record<ReferencePlaceId, ReferencePlace> = {
  'new-delhi': {
    id: 'new-delhi', name: 'New Delhi, India', geonamesId: 1261481,
    latitudeDeg: 28.63576, longitudeDeg: 77.22445, timeZone: 'Asia/Kolkata',
    source: 'GeoNames record 1261481 (https://www.geonames.org/1261481), the id in every Drik Panchang URL below (geoname-id=1261481)',
  },
  'new-york': {
    id: 'new-york', name: 'New York City, USA', geonamesId: 5128581,
    latitudeDeg: 40.71427, longitudeDeg: -74.00597, timeZone: 'America/New_York',
    source: 'GeoNames record 5128581 (https://www.geonames.org/5128581), the id in every Drik Panchang URL below (geoname-id=5128581)',
  },
};

/** Every Ekadashi, per place and year, as Drik Panchang publishes it. */
export const EKADASHI_REFERENCE: ReferenceRecord[] = [
  // New Delhi 2026: dates from Drik's yearly list, paran windows and notes from each Ekadashi's page.
  {
    place: 'new-delhi', year: 2026, id: 'shattila', date: '2026-01-14',
    paran: { start: '2026-01-15 07:15', end: '2026-01-15 09:21' },
    moments: [{ id: 'dwadashi_end', at: '2026-01-15 20:16' }],
    source: 'https://www.drikpanchang.com/ekadashis/shattila/shattila-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'jaya', date: '2026-01-29',
    paran: { start: '2026-01-30 07:10', end: '2026-01-30 09:20' },
    moments: [{ id: 'dwadashi_end', at: '2026-01-30 11:09' }],
    source: 'https://www.drikpanchang.com/ekadashis/jaya/jaya-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'vijaya', date: '2026-02-13',
    paran: { start: '2026-02-14 07:00', end: '2026-02-14 09:14' },
    moments: [{ id: 'dwadashi_end', at: '2026-02-14 16:01' }],
    source: 'https://www.drikpanchang.com/ekadashis/vijaya/vijaya-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'amalaki', date: '2026-02-27',
    paran: { start: '2026-02-28 06:47', end: '2026-02-28 09:06' },
    moments: [{ id: 'dwadashi_end', at: '2026-02-28 20:43' }],
    source: 'https://www.drikpanchang.com/ekadashis/amalaki/amalaki-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'papmochani', date: '2026-03-15',
    paran: { start: '2026-03-16 06:30', end: '2026-03-16 08:54' },
    moments: [{ id: 'dwadashi_end', at: '2026-03-16 09:40' }],
    source: 'https://www.drikpanchang.com/ekadashis/papmochani/papmochani-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'kamada', date: '2026-03-29',
    paran: { start: '2026-03-30 06:14', end: '2026-03-30 07:09' },
    moments: [{ id: 'dwadashi_end', at: '2026-03-30 07:09' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamada/kamada-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'varuthini', date: '2026-04-13',
    paran: { start: '2026-04-14 06:54', end: '2026-04-14 08:31' },
    moments: [{ id: 'hari_vasara_end', at: '2026-04-14 06:54' }],
    source: 'https://www.drikpanchang.com/ekadashis/varuthini/varuthini-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'mohini', date: '2026-04-27',
    paran: { start: '2026-04-28 05:43', end: '2026-04-28 08:21' },
    moments: [{ id: 'dwadashi_end', at: '2026-04-28 18:51' }],
    source: 'https://www.drikpanchang.com/ekadashis/mohini/mohini-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'apara', date: '2026-05-13',
    paran: { start: '2026-05-14 05:31', end: '2026-05-14 08:14' },
    moments: [{ id: 'dwadashi_end', at: '2026-05-14 11:20' }],
    source: 'https://www.drikpanchang.com/ekadashis/apara/apara-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'padmini', date: '2026-05-27',
    paran: { start: '2026-05-28 05:25', end: '2026-05-28 07:56' },
    moments: [{ id: 'dwadashi_end', at: '2026-05-28 07:56' }],
    source: 'https://www.drikpanchang.com/ekadashis/padmini/padmini-ekadashi-date-time.html?date=27/05/2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'parama', date: '2026-06-11',
    paran: { start: '2026-06-12 05:23', end: '2026-06-12 08:10' },
    moments: [{ id: 'dwadashi_end', at: '2026-06-12 19:36' }],
    source: 'https://www.drikpanchang.com/ekadashis/parama/parama-ekadashi-date-time.html?date=11/06/2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'nirjala', date: '2026-06-25',
    paran: { start: '2026-06-26 05:25', end: '2026-06-26 08:13' },
    moments: [{ id: 'dwadashi_end', at: '2026-06-26 22:22' }],
    source: 'https://www.drikpanchang.com/ekadashis/nirjala/nirjala-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'yogini', date: '2026-07-10',
    vaishnava: { date: '2026-07-11', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-07-11 13:50', end: '2026-07-11 16:36' },
    moments: [{ id: 'hari_vasara_end', at: '2026-07-11 10:32' }],
    source: 'https://www.drikpanchang.com/ekadashis/yogini/yogini-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'devshayani', date: '2026-07-25',
    paran: { start: '2026-07-26 05:39', end: '2026-07-26 08:22' },
    moments: [{ id: 'dwadashi_end', at: '2026-07-26 13:57' }],
    source: 'https://www.drikpanchang.com/ekadashis/devshayani/devshayani-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'kamika', date: '2026-08-09',
    paran: { start: '2026-08-10 05:47', end: '2026-08-10 08:00' },
    moments: [{ id: 'dwadashi_end', at: '2026-08-10 08:00' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamika/kamika-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'shravana_putrada', date: '2026-08-23',
    vaishnava: { date: '2026-08-24', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-08-24 13:41', end: '2026-08-24 16:16' },
    moments: [{ id: 'hari_vasara_end', at: '2026-08-24 10:49' }],
    source: 'https://www.drikpanchang.com/ekadashis/putrada/shravana-putrada-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'aja', date: '2026-09-07',
    paran: { start: '2026-09-08 06:02', end: '2026-09-08 08:33' },
    moments: [{ id: 'dwadashi_end', at: '2026-09-08 14:42' }],
    source: 'https://www.drikpanchang.com/ekadashis/aja/aja-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'parsva', date: '2026-09-22',
    paran: { start: '2026-09-23 06:10', end: '2026-09-23 08:35' },
    moments: [{ id: 'dwadashi_end', at: '2026-09-23 22:50' }],
    source: 'https://www.drikpanchang.com/ekadashis/parivartini/parivartini-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'indira', date: '2026-10-06',
    paran: { start: '2026-10-07 06:17', end: '2026-10-07 08:38' },
    moments: [{ id: 'dwadashi_end', at: '2026-10-07 23:16' }],
    source: 'https://www.drikpanchang.com/ekadashis/indira/indira-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'papankusha', date: '2026-10-22',
    paran: { start: '2026-10-23 06:27', end: '2026-10-23 08:42' },
    moments: [{ id: 'dwadashi_end', at: '2026-10-23 14:35' }],
    source: 'https://www.drikpanchang.com/ekadashis/papankusha/papankusha-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'rama', date: '2026-11-05',
    paran: { start: '2026-11-06 06:37', end: '2026-11-06 08:48' },
    moments: [{ id: 'dwadashi_end', at: '2026-11-06 10:30' }],
    source: 'https://www.drikpanchang.com/ekadashis/rama/rama-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'devutthana', date: '2026-11-20',
    vaishnava: { date: '2026-11-21', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-11-21 13:11', end: '2026-11-21 15:18' },
    moments: [{ id: 'hari_vasara_end', at: '2026-11-21 12:07' }],
    source: 'https://www.drikpanchang.com/ekadashis/prabodhini/prabodhini-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  {
    place: 'new-delhi', year: 2026, id: 'utpanna', date: '2026-12-04',
    paran: { start: '2026-12-05 06:59', end: '2026-12-05 09:04' },
    moments: [{ id: 'dwadashi_end', at: '2026-12-06 00:51' }],
    source: 'https://www.drikpanchang.com/ekadashis/utpanna/utpanna-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
    note: 'Drik prints "Dwadashi End Moment 12:51 AM" without a date; Dwadashi outlasts the paran window, so the moment is the night after the paran day.',
  },
  {
    place: 'new-delhi', year: 2026, id: 'mokshada', date: '2026-12-20',
    paran: { start: '2026-12-21 07:10', end: '2026-12-21 09:13' },
    moments: [{ id: 'dwadashi_end', at: '2026-12-21 17:36' }],
    source: 'https://www.drikpanchang.com/ekadashis/mokshada/mokshada-ekadashi-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=1261481&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-delhi-2026.json',
  },
  // New York 2026 (EST/EDT): the same pages with geoname-id=5128581.
  {
    place: 'new-york', year: 2026, id: 'shattila', date: '2026-01-14',
    paran: { start: '2026-01-15 07:18', end: '2026-01-15 09:13' },
    moments: [{ id: 'dwadashi_end', at: '2026-01-15 09:46' }],
    source: 'https://www.drikpanchang.com/ekadashis/shattila/shattila-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'jaya', date: '2026-01-28',
    vaishnava: { date: '2026-01-29', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-01-29 08:43', end: '2026-01-29 09:09' },
    moments: [{ id: 'hari_vasara_end', at: '2026-01-29 08:43' }],
    source: 'https://www.drikpanchang.com/ekadashis/jaya/jaya-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'vijaya', date: '2026-02-12',
    paran: { start: '2026-02-13 13:14', end: '2026-02-13 15:21' },
    moments: [{ id: 'hari_vasara_end', at: '2026-02-13 10:19' }],
    source: 'https://www.drikpanchang.com/ekadashis/vijaya/vijaya-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'amalaki', date: '2026-02-27',
    paran: { start: '2026-02-28 06:31', end: '2026-02-28 08:46' },
    moments: [{ id: 'dwadashi_end', at: '2026-02-28 10:13' }],
    source: 'https://www.drikpanchang.com/ekadashis/amalaki/amalaki-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'papmochani', date: '2026-03-14',
    paran: { start: '2026-03-15 07:08', end: '2026-03-15 09:31' },
    moments: [{ id: 'dwadashi_end', at: '2026-03-16 00:10' }],
    source: 'https://www.drikpanchang.com/ekadashis/papmochani/papmochani-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
    note: 'Drik prints "Dwadashi End Moment 12:10 AM" without a date; Dwadashi outlasts the paran window, so the moment is the night after the paran day.',
  },
  {
    place: 'new-york', year: 2026, id: 'kamada', date: '2026-03-28',
    paran: { start: '2026-03-29 06:44', end: '2026-03-29 09:15' },
    moments: [{ id: 'dwadashi_end', at: '2026-03-29 21:39' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamada/kamada-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'varuthini', date: '2026-04-13',
    paran: { start: '2026-04-14 06:19', end: '2026-04-14 08:58' },
    moments: [{ id: 'dwadashi_end', at: '2026-04-14 14:42' }],
    source: 'https://www.drikpanchang.com/ekadashis/varuthini/varuthini-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'mohini', date: '2026-04-27',
    paran: { start: '2026-04-28 05:59', end: '2026-04-28 08:45' },
    moments: [{ id: 'dwadashi_end', at: '2026-04-28 09:21' }],
    source: 'https://www.drikpanchang.com/ekadashis/mohini/mohini-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'apara', date: '2026-05-12',
    vaishnava: { date: '2026-05-13', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-05-13 14:19', end: '2026-05-13 17:12' },
    moments: [{ id: 'hari_vasara_end', at: '2026-05-13 09:27' }],
    source: 'https://www.drikpanchang.com/ekadashis/apara/apara-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'padmini', date: '2026-05-26',
    paran: { start: '2026-05-27 05:30', end: '2026-05-27 08:27' },
    moments: [{ id: 'dwadashi_end', at: '2026-05-27 22:26' }],
    source: 'https://www.drikpanchang.com/ekadashis/padmini/padmini-ekadashi-date-time.html?date=26/05/2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'parama', date: '2026-06-11',
    paran: { start: '2026-06-12 05:24', end: '2026-06-12 08:25' },
    moments: [{ id: 'dwadashi_end', at: '2026-06-12 10:06' }],
    source: 'https://www.drikpanchang.com/ekadashis/parama/parama-ekadashi-date-time.html?date=11/06/2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'nirjala', date: '2026-06-25',
    paran: { start: '2026-06-26 05:26', end: '2026-06-26 08:27' },
    moments: [{ id: 'dwadashi_end', at: '2026-06-26 12:52' }],
    source: 'https://www.drikpanchang.com/ekadashis/nirjala/nirjala-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'yogini', date: '2026-07-10',
    paran: { start: '2026-07-11 05:35', end: '2026-07-11 08:33' },
    moments: [{ id: 'dwadashi_end', at: '2026-07-11 16:34' }],
    source: 'https://www.drikpanchang.com/ekadashis/yogini/yogini-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'devshayani', date: '2026-07-24',
    paran: { start: '2026-07-25 08:40', end: '2026-07-25 08:41' },
    moments: [{ id: 'hari_vasara_end', at: '2026-07-25 08:40' }],
    source: 'https://www.drikpanchang.com/ekadashis/devshayani/devshayani-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'kamika', date: '2026-08-08',
    paran: { start: '2026-08-09 06:48', end: '2026-08-09 08:49' },
    moments: [{ id: 'hari_vasara_end', at: '2026-08-09 06:48' }],
    source: 'https://www.drikpanchang.com/ekadashis/kamika/kamika-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'shravana_putrada', date: '2026-08-23',
    paran: { start: '2026-08-24 06:15', end: '2026-08-24 08:56' },
    moments: [{ id: 'dwadashi_end', at: '2026-08-24 20:50' }],
    source: 'https://www.drikpanchang.com/ekadashis/putrada/shravana-putrada-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'aja', date: '2026-09-06',
    vaishnava: { date: '2026-09-07', source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi' },
    paran: { start: '2026-09-07 14:11', end: '2026-09-07 16:45' },
    moments: [{ id: 'hari_vasara_end', at: '2026-09-07 12:58' }],
    source: 'https://www.drikpanchang.com/ekadashis/aja/aja-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'parsva', date: '2026-09-22',
    paran: { start: '2026-09-23 06:45', end: '2026-09-23 09:10' },
    moments: [{ id: 'dwadashi_end', at: '2026-09-23 13:20' }],
    source: 'https://www.drikpanchang.com/ekadashis/parivartini/parivartini-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'indira', date: '2026-10-06',
    paran: { start: '2026-10-07 06:59', end: '2026-10-07 09:17' },
    moments: [{ id: 'dwadashi_end', at: '2026-10-07 13:46' }],
    source: 'https://www.drikpanchang.com/ekadashis/indira/indira-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'papankusha', date: '2026-10-21',
    paran: { start: '2026-10-22 13:45', end: '2026-10-22 15:55' },
    moments: [{ id: 'hari_vasara_end', at: '2026-10-22 11:14' }],
    source: 'https://www.drikpanchang.com/ekadashis/papankusha/papankusha-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'rama', date: '2026-11-04',
    paran: { start: '2026-11-05 06:31', end: '2026-11-05 08:34' },
    moments: [{ id: 'dwadashi_end', at: '2026-11-05 12:00' }],
    source: 'https://www.drikpanchang.com/ekadashis/rama/rama-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'devutthana', date: '2026-11-20',
    paran: { start: '2026-11-21 06:50', end: '2026-11-21 08:47' },
    moments: [{ id: 'dwadashi_end', at: '2026-11-21 18:26' }],
    source: 'https://www.drikpanchang.com/ekadashis/prabodhini/prabodhini-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'utpanna', date: '2026-12-04',
    paran: { start: '2026-12-05 07:05', end: '2026-12-05 08:57' },
    moments: [{ id: 'dwadashi_end', at: '2026-12-05 14:21' }],
    source: 'https://www.drikpanchang.com/ekadashis/utpanna/utpanna-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04); date: https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04); both as stored in github.com/gerimantas/VedaCal tests/fixtures/{parana,ekadashi}/new-york-2026.json',
  },
  {
    place: 'new-york', year: 2026, id: 'mokshada', date: '2026-12-19',
    vaishnava: {
      date: '2026-12-20',
      paran: { start: '2026-12-21 07:16', end: '2026-12-21 09:08' },
      source: 'https://www.drikpanchang.com/ekadashis/vaikuntha/vaikuntha-ekadashi-date-time.html?year=2026&geoname-id=5128581 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/parana/new-york-2026.json',
      note: 'Drik lists it as "Gauna/Vaishnava Mokshada Ekadashi" and "Vaikuntha Ekadashi"; its paran note reads "Dwadashi would be over before Sunrise".',
    },
    source: 'https://www.drikpanchang.com/vrats/ekadashidates.html?geoname-id=5128581&year=2026 (read 2026-10-04), as stored in github.com/gerimantas/VedaCal tests/fixtures/ekadashi/new-york-2026.json',
    note: 'The Smarta paran (on 2026-12-20) was not in the stored page extract; only the Vaishnava one is recorded.',
  },
];

/** Festivals, per place and year, as Drik Panchang publishes them. */
export const FESTIVAL_REFERENCE: ReferenceRecord[] = [
  {
    place: 'new-delhi', year: 2026, id: 'makar_sankranti', date: '2026-01-14',
    moments: [{ id: 'sankranti', at: '15:13' }],
    source: 'https://www.drikpanchang.com/sankranti/makar-sankranti-date-time.html?year=2026&geoname-id=1261481 (read 2026-10-09), as stored in github.com/gerimantas/VedaCal tests/fixtures/marks/new-delhi-2026.json',
  },
];
