/**
 * Which observances the almanac references cover, and where: for every
 * festival, vrat, sankranti and sankranti observance the API serves, the New
 * Delhi years 2023-2027, the other Indian cities and the places outside
 * India whose record names Drik Panchang as its source (Drik's pages, or a
 * newspaper quoting Drik's table), read from the reference files under
 * test/reference. An observance short of three New Delhi years, an Indian
 * city or a place abroad is a gap; `--gaps` prints only those.
 *
 *   node --import tsx scripts/reference-coverage.ts [--gaps]
 */
import { FESTIVAL_IDS } from '../src/domain/festivals/index.ts';
import { SANKRANTI_NAMES, SANKRANTI_OBSERVANCES } from '../src/domain/sankranti/index.ts';
import { VRAT_KINDS } from '../src/domain/vrats/index.ts';

interface Recorded {
  place?: string;
  year: number;
  id: string;
  source: string;
}

const REFERENCE_MODULES = [
  'drik-panchang.ts',
  'drik-festivals-abroad.ts',
  'drik-festivals-cities.ts',
  'drik-festivals-cover-g1.ts',
  'drik-festivals-cover-g2.ts',
  'drik-festivals-cover-g3.ts',
  'drik-festivals-cover-g4a.ts',
  'drik-festivals-cover-g4b.ts',
  'drik-festivals-declared.ts',
  'drik-festivals-jan-jun.ts',
  'drik-festivals-jul-dec.ts',
  'drik-festivals-more-a.ts',
  'drik-festivals-more-b.ts',
  'drik-festivals-nd-years.ts',
  'drik-ghatasthapana.ts',
  'drik-vrats-abroad.ts',
  'drik-vrats-cities.ts',
  'drik-vrats-cover-g5.ts',
  'drik-vrats.ts',
  'drik-sankranti-cover-g6.ts',
  'drik-sankranti-more.ts',
  'drik-sankranti.ts',
  'drik-festivals-abroad-geo.ts',
  'drik-vrats-abroad-geo.ts',
  'drik-sankranti-abroad-geo.ts',
  'drik-festivals-india-geo.ts',
  'drik-sankranti-india-geo.ts',
  // punya-kaal
  'drik-punya-kaal.ts',
  'drik-festivals-cover-g7.ts',
  'drik-festivals-abroad-g11.ts',
  'drik-month-grid.ts',
  'drik-festivals-shraddha-g9.ts',
  'drik-vrats-cover-g9.ts',
  'drik-sankranti-cover-g10.ts',
  'drik-festivals-cover-g8.ts',
  'drik-festivals-calgary.ts',
  'drik-vrats-calgary.ts',
  'drik-festivals-mirzapur.ts',
  'drik-vrats-mirzapur.ts',
  'drik-festivals-nd-years2.ts',
  'drik-festivals-abroad-g13.ts',
  'drik-sankranti-abroad-g15.ts',
  'drik-festivals-abroad-g14.ts',
  'drik-festivals-shraddha-g12.ts',
  'drik-festivals-nd-years3.ts',
];
const EXTRA_MODULES = process.env.COVERAGE_EXTRA?.split(',').filter(Boolean) ?? [];

/** Drik's Delhi page (2 km north of New Delhi) checks the same place, so it is not another Indian city. */
const NEW_DELHI_AREA = new Set(['new-delhi', 'delhi']);
const ND_YEARS = [2023, 2024, 2025, 2026, 2027];
const NEEDED_ND_YEARS = 3;

const isRecorded = (x: unknown): x is Recorded =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as Recorded).id === 'string' &&
  typeof (x as Recorded).year === 'number' &&
  typeof (x as Recorded).source === 'string';

const records: Recorded[] = [];
const { REFERENCE_PLACES } = await import('../test/reference/drik-panchang.ts');
for (const file of [...REFERENCE_MODULES, ...EXTRA_MODULES]) {
  const mod = (await import(`../test/reference/${file}`)) as Record<string, unknown>;
  for (const value of Object.values(mod)) if (Array.isArray(value)) records.push(...value.filter(isRecorded));
}

const zoneOf = (place: string | undefined): string | undefined =>
  (REFERENCE_PLACES as Record<string, { timeZone: string }>)[place ?? 'new-delhi']?.timeZone;
/** Only Drik Panchang's values count: its pages, or a source that says it quotes them (some spell it "drig"). */
const namesDrik = (r: Recorded) => /dri[kg]/i.test(r.source);
/** A vrat record may name its weekday form (soma_pradosh) or a festival its sign (makara). */
const matches = (record: Recorded, id: string) => record.id === id || record.id.endsWith(`_${id}`);

const ids = [...FESTIVAL_IDS, ...VRAT_KINDS, ...SANKRANTI_NAMES.map((s) => s.id), ...SANKRANTI_OBSERVANCES.map((o) => o.id)];
let gaps = 0;
const lines: string[] = [];
for (const id of [...new Set(ids)]) {
  const mine = records.filter((r) => matches(r, id));
  const ndYears = [
    ...new Set(
      mine.filter((r) => (r.place ?? 'new-delhi') === 'new-delhi' && namesDrik(r) && ND_YEARS.includes(r.year)).map((r) => r.year),
    ),
  ].sort();
  const cities = [
    ...new Set(
      mine.filter((r) => r.place && !NEW_DELHI_AREA.has(r.place) && zoneOf(r.place) === 'Asia/Kolkata' && namesDrik(r)).map((r) => r.place),
    ),
  ];
  const abroad = [...new Set(mine.filter((r) => r.place && zoneOf(r.place) !== 'Asia/Kolkata' && namesDrik(r)).map((r) => r.place))];
  const gap = ndYears.length < NEEDED_ND_YEARS || cities.length === 0 || abroad.length === 0;
  if (gap) gaps++;
  if (gap || !process.argv.includes('--gaps'))
    lines.push(
      `${gap ? 'gap' : 'ok '} ${id.padEnd(26)} new-delhi(drik)=${ndYears.join(',') || '-'} india=${cities.join(',') || '-'} abroad=${abroad.join(',') || '-'}`,
    );
}
console.log(lines.join('\n'));
console.log(`${ids.length} observances, ${gaps} short of three New Delhi years of Drik, an Indian city or a place abroad`);
