/**
 * Free-text birth places as people type them: the obvious place is taken,
 * a name shared by comparable places is ambiguous. Expected places are
 * GeoNames records (https://www.geonames.org/<id>); the first test reads
 * them from the GeoNames file the index is built from (cities500.txt), so the
 * ids, names, feature codes and populations below are GeoNames', not ours.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolveFreeText, searchPlaces } from '../../../src/domain/places/index.ts';
import { defaultPlacesSource } from '../../../src/storage/places.ts';
import { openTestPlaces, type TestPlaces } from './fixture.ts';

let places: TestPlaces;
before(async () => {
  places = await openTestPlaces();
});
after(() => places.close());

/** GeoNames records: id, name, feature code, country, admin1 code, population (cities500.txt columns 1, 2, 8, 9, 11, 15). */
const GEONAMES = {
  newDelhi: [1261481, 'New Delhi', 'PPLC', 'IN', '07', 317797],
  delhi: [1273294, 'Delhi', 'PPLA', 'IN', '07', 10927986],
  london: [2643743, 'London', 'PPLC', 'GB', 'ENG', 8961989],
  londonOntario: [6058560, 'London', 'PPL', 'CA', '08', 346765],
  mumbai: [1275339, 'Mumbai', 'PPLA', 'IN', '16', 12691836],
  bombayNz: [2193111, 'Bombay', 'PPL', 'NZ', 'E7', 740],
  ujjain: [1253914, 'Ujjain', 'PPL', 'IN', '35', 457346],
  springfieldIl: [4250542, 'Springfield', 'PPLA', 'US', 'IL', 116565],
  springfieldMo: [4409896, 'Springfield', 'PPLA2', 'US', 'MO', 166810],
  hyderabad: [1269843, 'Hyderābād', 'PPLA', 'IN', '40', 6809970],
  hyderabadPk: [1176734, 'Hyderabad', 'PPLA2', 'PK', '05', 1386330],
  kolkata: [1275004, 'Kolkata', 'PPLA', 'IN', '28', 4631392],
  vadodara: [1253573, 'Vadodara', 'PPL', 'IN', '09', 1822221],
  portlandOr: [5746545, 'Portland', 'PPLA2', 'US', 'OR', 652503],
  portlandMe: [4975802, 'Portland', 'PPLA2', 'US', 'ME', 66881],
  dehradun: [1273313, 'Dehra Dūn', 'PPLA', 'IN', '39', 522081],
  srinagar: [1255634, 'Srinagar', 'PPLA', 'IN', '12', 975857],
} as const;
const id = (key: keyof typeof GEONAMES) => GEONAMES[key][0];

test('the expected places are these GeoNames records', () => {
  const text = readFileSync(defaultPlacesSource().citiesPath, 'utf8');
  for (const [key, [geonameId, name, feature, country, admin1, population]] of Object.entries(GEONAMES)) {
    const at = text.indexOf(`\n${geonameId}\t`);
    assert.ok(at >= 0, `${key}: ${geonameId} in cities500.txt`);
    const f = text.slice(at + 1, text.indexOf('\n', at + 1)).split('\t');
    assert.deepEqual([f[1], f[7], f[8], f[10], Number(f[14])], [name, feature, country, admin1, population], key);
  }
});

function resolvedId(q: string): number | undefined {
  const r = resolveFreeText(places.index, q);
  assert.equal(r.kind, 'found', `${q}: ${r.kind}`);
  return r.kind === 'found' ? r.match.record.geonameId : undefined;
}

test('a capital or seat named so wins over a larger place that has the name only as an alternate', () => {
  // Delhi lists "New Delhi" among its alternate names; New Delhi is the national capital (PPLC) named so.
  assert.equal(resolvedId('New Delhi'), id('newDelhi'));
  assert.equal(resolvedId('new delhi'), id('newDelhi'));
});

test('a capital or seat that is also the most populous wins: Delhi, London, Hyderabad', () => {
  assert.equal(resolvedId('Delhi'), id('delhi'));
  assert.equal(resolvedId('London'), id('london'));
  // Hyderabad, Telangana (PPLA, 6.8 M) over Hyderabad, Sindh (PPLA2, 1.4 M).
  assert.equal(resolvedId('Hyderabad'), id('hyderabad'));
});

test('former names people still use: Bombay, Calcutta, Baroda', () => {
  // Mumbai (PPLA) has "Bombay" as an alternate name; the village of Bombay, New Zealand (PPL, 740) is named so.
  assert.equal(resolvedId('Bombay'), id('mumbai'));
  assert.equal(resolvedId('Mumbai'), id('mumbai'));
  assert.equal(resolvedId('Calcutta'), id('kolkata'));
  // Both ordinary places (PPL): Vadodara (1.8 M, alternate "Baroda") over Baroda, Michigan.
  assert.equal(resolvedId('Baroda'), id('vadodara'));
});

test('City, State with ISO 3166-2 codes and short forms', () => {
  assert.equal(resolvedId('Ujjain, MP'), id('ujjain'));
  assert.equal(resolvedId('Ujjain, Madhya Pradesh'), id('ujjain'));
  assert.equal(resolvedId('Ujjain, M.P.'), id('ujjain'));
  assert.equal(resolvedId('Srinagar, J&K'), id('srinagar'));
  assert.equal(resolvedId('London, U.K.'), id('london'));
  assert.equal(resolvedId('Mumbai, MH'), id('mumbai'));
  assert.equal(resolvedId('Mumbai, Maharashtra, India'), id('mumbai'));
  // UK is Uttarakhand's ISO 3166-2:IN code as well as the United Kingdom.
  assert.equal(resolvedId('Dehradun, UK'), id('dehradun'));
  assert.equal(resolvedId('London, UK'), id('london'));
  assert.equal(resolvedId('London, ON'), id('londonOntario'));
  assert.equal(resolvedId('Springfield, Illinois'), id('springfieldIl'));
  assert.equal(resolvedId('Springfield, IL'), id('springfieldIl'));
  assert.equal(resolvedId('Portland, OR'), id('portlandOr'));
  assert.equal(resolveFreeText(places.index, 'Ujjain, MH').kind, 'not_found', 'Ujjain is not in Maharashtra');
});

test('comparable places stay ambiguous, candidates ranked', () => {
  // Springfield, Missouri (PPLA2, larger) and the capital of Illinois (PPLA) score within a hair of each other.
  const springfield = resolveFreeText(places.index, 'Springfield');
  assert.equal(springfield.kind, 'ambiguous');
  assert.deepEqual(springfield.kind === 'ambiguous' && springfield.candidates.slice(0, 2).map((c) => c.record.geonameId), [
    id('springfieldMo'),
    id('springfieldIl'),
  ]);
  // Two county seats (PPLA2), Portland, Oregon 9.8 times as populous as Portland, Maine: under the 10 times asked.
  const portland = resolveFreeText(places.index, 'Portland');
  assert.equal(portland.kind, 'ambiguous');
  assert.deepEqual(portland.kind === 'ambiguous' && portland.candidates.slice(0, 2).map((c) => c.record.geonameId), [
    id('portlandOr'),
    id('portlandMe'),
  ]);
  assert.equal(resolveFreeText(places.index, 'Birmingham').kind, 'ambiguous');
});

test('search lists first the place resolution takes', () => {
  for (const q of ['New Delhi', 'Delhi', 'London', 'Bombay', 'Hyderabad', 'Ujjain, MP', 'Springfield, IL']) {
    const r = resolveFreeText(places.index, q);
    assert.equal(r.kind, 'found', q);
    assert.equal(searchPlaces(places.index, q, { limit: 5 })[0]?.record.geonameId, r.kind === 'found' ? r.match.record.geonameId : -1, q);
  }
});
