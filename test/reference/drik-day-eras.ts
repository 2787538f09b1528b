/**
 * Drik Panchang's day pages: the years, day counts and pravishte printed in
 * their "Lunar Month, Samvat and Brihaspati Samvatsara" and "Other Calendars
 * and Epoch" sections, as stored in github.com/gerimantas/VedaCal
 * tests/fixtures/drik/<place>-<date>.json (fetched 2026-10-04, from
 * https://www.drikpanchang.com/panchang/day-panchang.html?geoname-id=<id>&date=<dd/mm/yyyy>).
 * Nothing here is computed by this project.
 */
export interface DrikDayEras {
  place: 'new-delhi' | 'new-york';
  date: string;
  /** Absent where the stored page's section was not read. */
  amanta?: string;
  vikram?: number;
  shaka?: number;
  gujaratiVikram?: number;
  kali: number;
  pravishte?: number;
  julianDay: number;
  rataDie: number;
  kaliAhargana: number;
  source: string;
}

const VEDACAL = (file: string) => `Drik Panchang day page, as stored in github.com/gerimantas/VedaCal tests/fixtures/drik/${file}.json`;

export const DRIK_DAY_ERAS: readonly DrikDayEras[] = [
  {
    place: 'new-delhi', date: '2026-03-29', amanta: 'chaitra', vikram: 2083, shaka: 1948, gujaratiVikram: 2082, kali: 5127, pravishte: 15,
    julianDay: 2461128.5, rataDie: 739704, kaliAhargana: 1872663, source: VEDACAL('new-delhi-2026-03-29'),
  },
  {
    place: 'new-delhi', date: '2026-06-21', kali: 5127,
    julianDay: 2461212.5, rataDie: 739788, kaliAhargana: 1872747, source: VEDACAL('new-delhi-2026-06-21'),
  },
  {
    place: 'new-delhi', date: '2026-10-18', amanta: 'ashwin', vikram: 2083, shaka: 1948, gujaratiVikram: 2082, kali: 5127, pravishte: 2,
    julianDay: 2461331.5, rataDie: 739907, kaliAhargana: 1872866, source: VEDACAL('new-delhi-2026-10-18'),
  },
  {
    place: 'new-york', date: '2026-12-21', amanta: 'margashirsha', vikram: 2083, shaka: 1948, gujaratiVikram: 2083, kali: 5127, pravishte: 6,
    julianDay: 2461395.5, rataDie: 739971, kaliAhargana: 1872930, source: VEDACAL('new-york-2026-12-21'),
  },
];
