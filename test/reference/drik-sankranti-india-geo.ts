/**
 * Drik Panchang's sankranti values and tied observances for Indian cities
 * other than New Delhi (issue 32's coverage), read from Drik's own per-city
 * pages as public projects stored them. Nothing here is computed by this
 * project. Same shapes and conventions as drik-sankranti.ts: times are IST
 * wall-clock times, 'YYYY-MM-DD HH:MM'.
 */
import type { SankrantiObservanceReference, SankrantiReference } from './drik-sankranti.ts';

const DELHI_SANKRANTI_2026 =
  'Drik Panchang, "2026 Sankranti Dates" for Delhi, NCT, India ' +
  '(https://www.drikpanchang.com/sankranti/sankranti.html?geoname-id=1273294&year=2026), fetched 2026-08-06 and recorded in ' +
  'github.com/toolsatZyra/devam-universe knowledge_packs/panchang/sankranti-india-september-december-2026-v1.json (read 2026-11-28), ' +
  'each ingress with its civil date and published moment';

const GANAK =
  'github.com/shivinexus-tech/ganak (commit 5d9a975fcb29b22dd110945e5c4046870da70223, read 2026-11-28)';

const TVM_MALAYALAM =
  "Drik Panchang's Malayalam calendar for Thiruvananthapuram " +
  '(https://www.drikpanchang.com/malayalam/malayalam-month-calendar.html?geoname-id=1254163), retrieved 2026-08-18 and transcribed in ' +
  `${GANAK} validation/malayalam-kollavarsham.cjs, its PUBLISHED_FESTIVAL_DAYS ("Vishu is Medam 1") and month starts`;

const CHENNAI_TAMIL =
  "Drik Panchang's Tamil calendar for Chennai (https://www.drikpanchang.com/tamil/tamil-calendar.html?geoname-id=1264527), as " +
  `frozen in ${GANAK} src/data/regional-calendar-evidence.ts TAMIL_2026_MONTH_STARTS (its plans/regional-calendar-source-register.md ` +
  'names that page as source A, Prokerala\'s Tamil calendar as source B, "All 365 civil-date labels, twelve starts")';

/** Delhi 2026: [sign, the day Drik keeps it on, Drik's moment]. */
const DELHI_2026: readonly (readonly [id: string, date: string, moment: string])[] = [
  ['kanya', '2026-09-17', '2026-09-17 07:58'],
  ['tula', '2026-10-17', '2026-10-17 19:57'],
  ['vrishchika', '2026-11-16', '2026-11-16 19:48'],
  ['dhanu', '2026-12-16', '2026-12-16 10:29'],
];

export const INDIA_GEO_SANKRANTI_REFERENCE: SankrantiReference[] = DELHI_2026.map(([id, date, moment]) => ({
  place: 'delhi',
  year: 2026,
  id,
  date,
  moment,
  source: `${DELHI_SANKRANTI_2026}: ${id} on ${date}, moment ${moment.slice(11)}`,
}));

export const INDIA_GEO_SANKRANTI_OBSERVANCE_REFERENCE: SankrantiObservanceReference[] = [
  { place: 'thiruvananthapuram', year: 2025, id: 'vishu', date: '2025-04-14', source: `${TVM_MALAYALAM}: "Vishu 2025" 2025-04-14, Medam 1` },
  { place: 'thiruvananthapuram', year: 2026, id: 'vishu', date: '2026-04-14', source: `${TVM_MALAYALAM}: "Vishu 2026" 2026-04-14, Medam 1` },
  { place: 'chennai', year: 2026, id: 'thai_pongal', date: '2026-01-14', source: `${CHENNAI_TAMIL}: Thai begins 2026-01-14 (its anchors: "Pongal" 2026-01-14)` },
  {
    place: 'chennai', year: 2026, id: 'puthandu', date: '2026-04-14',
    source: `${CHENNAI_TAMIL}: Chithirai begins 2026-04-14 (its anchors: "Puthandu" 2026-04-14)`,
  },
];
