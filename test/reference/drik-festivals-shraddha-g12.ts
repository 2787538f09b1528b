/**
 * The Pitru Paksha shraddha days that Drik Panchang's New Delhi month pages
 * print in their "Festivals and Vrat" card (issue 32's reference gaps).
 * Nothing here is computed by this project.
 *
 * Source: github.com/dra8an/hindu-calendar stored Drik's month pages for New
 * Delhi (drikpanchang.com/panchang/month-panchang.html; each page's location
 * panel: New Delhi, India, 28°38′08″ N 77°13′28″ E, Asia/Kolkata) as
 * scraper/data/raw/month/YYYY-MM.html, 1900-01 to 2050-12 (1812 pages), at
 * commit 5269abbec49cebd21e34b5d99e2e95e5887814eb ("Drik Panchang
 * verification", 2026-02-23; the next commit, 322c3a4, removed them). Read
 * 2026-11-29 with a throwaway script outside this repository: each page's
 * card lists the observances of the first day of its month only, every card
 * as `<a class="dpFestCard" title="on October 1st (Sunday)">` with its name
 * in `dpFestCardName` (3277 cards, all on a first of a month). Every card
 * naming a shraddha day is here: 75 of the 17 Pitru Paksha shraddha days and
 * the six Sarva Pitru Amavasya days (81 records, 1901-2050; the four cards
 * "Pitrupaksha Begins" share their day with the Pratipada Shraddha card and
 * have no observance of their own in the API). The cards give no times.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

const MONTH_PAGES =
  "Drik Panchang's New Delhi month page (month-panchang.html; 28°38′08″ N 77°13′28″ E, Asia/Kolkata) stored in " +
  'github.com/dra8an/hindu-calendar scraper/data/raw/month/ at commit 5269abbec49cebd21e34b5d99e2e95e5887814eb (read 2026-11-29)';

/** [id, date, the name on Drik's "Festivals and Vrat" card of that first of the month]. */
type Row = readonly [id: string, date: string, card: string];

const CARDS: readonly Row[] = [
  ['chaturthi_shraddha', '1901-10-01', 'Chaturthi Shraddha'],
  ['sarva_pitru_amavasya', '1902-10-01', 'Sarva Pitru Amavasya'],
  ['saptami_shraddha', '1904-10-01', 'Saptami Shraddha'],
  ['dashami_shraddha', '1907-10-01', 'Dashami Shraddha'],
  ['tritiya_shraddha', '1909-10-01', 'Tritiya Shraddha'],
  ['chaturdashi_shraddha', '1910-10-01', 'Chaturdashi Shraddha'],
  ['panchami_shraddha', '1912-10-01', 'Panchami Shraddha'],
  ['ashtami_shraddha', '1915-10-01', 'Ashtami Shraddha'],
  ['purnima_shraddha', '1917-09-01', 'Purnima Shraddha'],
  ['dwadashi_shraddha', '1918-10-01', 'Dwadashi Shraddha'],
  ['chaturthi_shraddha', '1920-10-01', 'Chaturthi Shraddha'],
  ['sarva_pitru_amavasya', '1921-10-01', 'Sarva Pitru Amavasya'],
  ['shashthi_shraddha', '1923-10-01', 'Shashthi Shraddha'],
  ['dashami_shraddha', '1926-10-01', 'Dashami Shraddha'],
  ['tritiya_shraddha', '1928-10-01', 'Tritiya Shraddha'],
  ['chaturdashi_shraddha', '1929-10-01', 'Chaturdashi Shraddha'],
  ['panchami_shraddha', '1931-10-01', 'Panchami Shraddha'],
  ['navami_shraddha', '1934-10-01', 'Navami Shraddha'],
  ['pratipada_shraddha', '1936-10-01', 'Pratipada Shraddha'],
  ['dwadashi_shraddha', '1937-10-01', 'Dwadashi Shraddha'],
  ['maha_bharani_shraddha', '1939-10-01', 'Maha Bharani'],
  ['tritiya_shraddha', '1939-10-01', 'Tritiya Shraddha'],
  ['sarva_pitru_amavasya', '1940-10-01', 'Sarva Pitru Amavasya'],
  ['saptami_shraddha', '1942-10-01', 'Saptami Shraddha'],
  ['ekadashi_shraddha', '1945-10-01', 'Ekadashi Shraddha'],
  ['dwitiya_shraddha', '1947-10-01', 'Dwitiya Shraddha'],
  ['chaturdashi_shraddha', '1948-10-01', 'Chaturdashi Shraddha'],
  ['panchami_shraddha', '1950-10-01', 'Panchami Shraddha'],
  ['navami_shraddha', '1953-10-01', 'Navami Shraddha'],
  ['purnima_shraddha', '1955-10-01', 'Purnima Shraddha'],
  ['dwadashi_shraddha', '1956-10-01', 'Dwadashi Shraddha'],
  ['chaturthi_shraddha', '1958-10-01', 'Chaturthi Shraddha'],
  ['chaturdashi_shraddha', '1959-10-01', 'Chaturdashi Shraddha'],
  ['ashtami_shraddha', '1961-10-01', 'Ashtami Shraddha'],
  ['ekadashi_shraddha', '1964-10-01', 'Ekadashi Shraddha'],
  ['dwitiya_shraddha', '1966-10-01', 'Dwitiya Shraddha'],
  ['trayodashi_shraddha', '1967-10-01', 'Trayodashi Shraddha'],
  ['shashthi_shraddha', '1969-10-01', 'Shashthi Shraddha'],
  ['dashami_shraddha', '1972-10-01', 'Dashami Shraddha'],
  ['purnima_shraddha', '1974-10-01', 'Purnima Shraddha'],
  ['ekadashi_shraddha', '1975-10-01', 'Ekadashi Shraddha'],
  ['chaturthi_shraddha', '1977-10-01', 'Chaturthi Shraddha'],
  ['sarva_pitru_amavasya', '1978-10-01', 'Sarva Pitru Amavasya'],
  ['ashtami_shraddha', '1980-10-01', 'Ashtami Shraddha'],
  ['dashami_shraddha', '1983-10-01', 'Dashami Shraddha'],
  ['tritiya_shraddha', '1985-10-01', 'Tritiya Shraddha'],
  ['trayodashi_shraddha', '1986-10-01', 'Trayodashi Shraddha'],
  ['saptami_shraddha', '1988-10-01', 'Saptami Shraddha'],
  ['ashtami_shraddha', '1991-10-01', 'Ashtami Shraddha'],
  ['pratipada_shraddha', '1993-10-01', 'Pratipada Shraddha'],
  ['ekadashi_shraddha', '1994-10-01', 'Ekadashi Shraddha'],
  ['panchami_shraddha', '1996-10-01', 'Panchami Shraddha'],
  ['sarva_pitru_amavasya', '1997-10-01', 'Sarva Pitru Amavasya'],
  ['saptami_shraddha', '1999-10-01', 'Saptami Shraddha'],
  ['dashami_shraddha', '2002-10-01', 'Dashami Shraddha'],
  ['maha_bharani_shraddha', '2004-10-01', 'Maha Bharani'],
  ['tritiya_shraddha', '2004-10-01', 'Tritiya Shraddha'],
  ['chaturdashi_shraddha', '2005-10-01', 'Chaturdashi Shraddha'],
  ['shashthi_shraddha', '2007-10-01', 'Shashthi Shraddha'],
  ['ashtami_shraddha', '2010-10-01', 'Ashtami Shraddha'],
  ['dwitiya_shraddha', '2012-10-01', 'Dwitiya Shraddha'],
  ['dwadashi_shraddha', '2013-10-01', 'Dwadashi Shraddha'],
  ['chaturthi_shraddha', '2015-10-01', 'Chaturthi Shraddha'],
  ['saptami_shraddha', '2018-10-01', 'Saptami Shraddha'],
  ['purnima_shraddha', '2020-09-01', 'Purnima Shraddha'],
  ['dashami_shraddha', '2021-10-01', 'Dashami Shraddha'],
  ['tritiya_shraddha', '2023-10-01', 'Tritiya Shraddha'],
  ['chaturdashi_shraddha', '2024-10-01', 'Chaturdashi Shraddha'],
  ['shashthi_shraddha', '2026-10-01', 'Shashthi Shraddha'],
  ['pratipada_shraddha', '2031-10-01', 'Pratipada Shraddha'],
  ['trayodashi_shraddha', '2032-10-01', 'Trayodashi Shraddha'],
  ['chaturthi_shraddha', '2034-10-01', 'Chaturthi Shraddha'],
  ['sarva_pitru_amavasya', '2035-10-01', 'Sarva Pitru Amavasya'],
  ['saptami_shraddha', '2037-10-01', 'Saptami Shraddha'],
  ['ekadashi_shraddha', '2040-10-01', 'Ekadashi Shraddha'],
  ['tritiya_shraddha', '2042-10-01', 'Tritiya Shraddha'],
  ['chaturdashi_shraddha', '2043-10-01', 'Chaturdashi Shraddha'],
  ['panchami_shraddha', '2045-10-01', 'Panchami Shraddha'],
  ['shashthi_shraddha', '2045-10-01', 'Shashthi Shraddha'],
  ['navami_shraddha', '2048-10-01', 'Navami Shraddha'],
  ['pratipada_shraddha', '2050-10-01', 'Pratipada Shraddha'],
];

export const SHRADDHA_G12_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = CARDS.map(
  ([id, date, card]): DeclaredFestivalReference => ({
    year: Number(date.slice(0, 4)),
    id,
    date,
    source: `${MONTH_PAGES}, ${date.slice(0, 7)}.html: "Festivals and Vrat" card "${card}" on ${date}`,
  }),
);
