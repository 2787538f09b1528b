/**
 * Drik Panchang's New Delhi dates for observances the other references hold in fewer than three of the years 2023-2027
 * with Drik named: read from Drik's own New Delhi pages (geoname-id=1261481) as a public project stored them. Dates only:
 * the tithi times that project prints beside them are its own engine's, not Drik's, and are left out. Nothing here is
 * computed by this project.
 */
import type { DeclaredFestivalReference } from './drik-festivals-declared.ts';

/**
 * github.com/shivinexus-tech/ganak (commit 5d9a975), validation/festival-day-rules.cjs and
 * plans/research/festival-day-rules.md ("1.3 Every published date checked", "2.3 Every published date checked"): Drik
 * Panchang's New Delhi pages (geoname-id=1261481), all fetched 2026-08-18, their published dates listed year by year
 * ("`null` means the reference was not fetched for that year").
 */
const GANAK = (page: string, read: string) =>
  `Drik Panchang, ${page} (New Delhi, geoname-id=1261481), fetched 2026-08-18 and listed by github.com/shivinexus-tech/ganak ` +
  `(commit 5d9a975) in validation/festival-day-rules.cjs and plans/research/festival-day-rules.md: ${read}`;

const NARASIMHA = 'https://www.drikpanchang.com/dashavatara/narasimha/narasimha-jayanti-date-time.html?year=<year>';
const VAT_SAVITRI =
  'https://www.drikpanchang.com/festivals/savitri/vat-savitri-date-time.html?geoname-id=1261481&year=<year>';

export const ND_YEARS_FESTIVAL_REFERENCE: DeclaredFestivalReference[] = [
  // Narasimha Jayanti (Vaishakha shukla chaturdashi at sunset). 2026 is not among the years it fetched for Narasimha.
  {
    year: 2025, id: 'narasimha_jayanti', date: '2025-05-11',
    source: GANAK(NARASIMHA, 'Narasimha Jayanti 11 May 2025 (chaturdashi at sunset on both days, the later kept)'),
  },
  {
    year: 2027, id: 'narasimha_jayanti', date: '2027-05-18',
    source: GANAK(NARASIMHA, 'Narasimha Jayanti 18 May 2027'),
  },
  // Vat Savitri (Jyeshtha amavasya; Drik separates it from Shani Jayanti when the amavasya ends in the morning).
  {
    year: 2024, id: 'vat_savitri', date: '2024-06-06',
    source: GANAK(VAT_SAVITRI, 'Vat Savitri 6 June 2024 (Shani Jayanti the same day)'),
  },
  {
    year: 2026, id: 'vat_savitri', date: '2026-05-16',
    source: GANAK(VAT_SAVITRI, 'Vat Savitri 16 May 2026 (Shani Jayanti the same day)'),
  },
];
