/**
 * Search, free-text resolution, place ids and reverse lookup over the places
 * index (the real one under DATA_DIR when built, else a GeoNames subset).
 * Reference ids and coordinates: GeoNames pages https://www.geonames.org/<id>
 * (Ujjain 1253914 at 23.18239 N 75.77643 E; Delhi 1273294; New Delhi 1261481;
 * Mumbai 1275339; Chennai 1264527; Springfield, Illinois 4250542;
 * Paris 2988507; London 2643743; Munich 2867714).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MATCH_QUALITY, countryCodeOf, greatCircleKm, nearestPlaces, placeResult, resolveFreeText, searchPlaces,
} from '../../../src/domain/places/index.ts';
import { lookupPlaceId } from '../../../src/platform/resolve-birth.ts';
import { openTestPlaces, type TestPlaces } from './fixture.ts';

let places: TestPlaces;
before(async () => {
  places = await openTestPlaces();
});
after(() => places.close());

const ids = (q: string, limit = 10, countryCode?: string) =>
  searchPlaces(places.index, q, { limit, countryCode }).map((m) => m.record.geonameId);

test('well-known places by name', () => {
  assert.equal(ids('Ujjain')[0], 1253914);
  assert.equal(ids('Mumbai')[0], 1275339);
  assert.equal(ids('Chennai')[0], 1264527);
  assert.equal(ids('Munich')[0], 2867714);
  assert.equal(ids('paris')[0], 2988507, 'Paris, France is the most populous exact match');
});

test('a prefix finds the place: "ujj" -> Ujjain first', () => {
  const [first] = searchPlaces(places.index, 'ujj', { limit: 5 });
  assert.equal(first?.record.geonameId, 1253914);
  assert.equal(first?.quality, MATCH_QUALITY.prefix);
});

test('case- and accent-insensitive, alternate names included', () => {
  assert.equal(ids('MÜNCHEN')[0], 2867714, 'German name of Munich, upper case with umlaut');
  assert.equal(ids('munchen')[0], 2867714);
  assert.equal(ids('Bombay')[0], 1275339, 'former name of Mumbai');
});

test('Devanagari queries', () => {
  assert.equal(ids('उज्जैन')[0], 1253914);
  assert.ok(ids('दिल्ली').includes(1273294), 'दिल्ली finds Delhi');
  assert.equal(ids('मुंबई')[0], 1275339);
});

test('"City, State" and "City, Country" forms', () => {
  assert.deepEqual(ids('Springfield, Illinois', 3).slice(0, 1), [4250542]);
  assert.deepEqual(ids('Springfield, IL', 3).slice(0, 1), [4250542]);
  const paris = searchPlaces(places.index, 'Paris, FR', { limit: 10 });
  assert.equal(paris[0]?.record.geonameId, 2988507);
  assert.ok(paris.every((m) => m.record.countryCode === 'FR'));
  // Paris, Texas (https://www.geonames.org/4717560) is in the index, so the filter has something to keep.
  const texas = searchPlaces(places.index, 'Paris, Texas', { limit: 5 });
  assert.ok(texas.length >= 1);
  assert.ok(texas.every((m) => m.record.state === 'Texas'));
  assert.equal(ids('London, UK')[0], 2643743);
});

test('ranked by match quality, then population', () => {
  const matches = searchPlaces(places.index, 'Springfield', { limit: 20 });
  assert.ok(matches.length >= 5);
  for (let i = 1; i < matches.length; i++) {
    const a = matches[i - 1]!, b = matches[i]!;
    assert.ok(a.quality > b.quality || (a.quality === b.quality && a.record.population >= b.record.population),
      `${a.record.name} (${a.quality}, ${a.record.population}) before ${b.record.name} (${b.quality}, ${b.record.population})`);
  }
  const delhi = searchPlaces(places.index, 'Delhi', { limit: 20 });
  assert.equal(delhi[0]?.record.geonameId, 1273294);
  const qualities = delhi.map((m) => m.quality);
  assert.deepEqual(qualities, [...qualities].sort((a, b) => b - a), 'exact names come before partial ones');
  assert.equal(qualities[0], MATCH_QUALITY.exact);
});

test('country filter and limit', () => {
  assert.ok(ids('Springfield', 20, 'US').length > 1);
  assert.equal(ids('Springfield', 20, 'IN').length, 0);
  assert.equal(ids('Delhi', 20, 'IN')[0], 1273294);
  assert.equal(ids('Springfield', 2).length, 2);
  assert.equal(countryCodeOf('India'), 'IN');
  assert.equal(countryCodeOf('in'), 'IN');
  assert.equal(countryCodeOf('भारत'), 'IN');
  assert.equal(countryCodeOf('Germany'), 'DE');
  assert.equal(countryCodeOf('Narnia'), undefined);
});

test('free text resolves only when exactly one place matches', () => {
  const ujjain = resolveFreeText(places.index, 'Ujjain');
  assert.equal(ujjain.kind, 'found');
  assert.equal(ujjain.kind === 'found' && ujjain.match.record.geonameId, 1253914);

  for (const q of ['Springfield', 'Delhi']) {
    const r = resolveFreeText(places.index, q);
    assert.equal(r.kind, 'ambiguous', q);
    if (r.kind !== 'ambiguous') continue;
    assert.ok(r.candidates.length >= 2 && r.candidates.length <= 10, `${q}: ${r.candidates.length} candidates`);
    const pops = r.candidates.map((c) => c.record.population);
    assert.deepEqual(pops, [...pops].sort((a, b) => b - a), 'candidates by population');
  }
  const delhi = resolveFreeText(places.index, 'Delhi');
  assert.equal(delhi.kind === 'ambiguous' && delhi.candidates[0]?.record.geonameId, 1273294);

  // Bombay: a village's own name (https://www.geonames.org/2193111, New Zealand) and Mumbai's former
  // name; Mumbai is the larger, so the service does not pick the village (nor Mumbai).
  const bombay = resolveFreeText(places.index, 'Bombay');
  assert.equal(bombay.kind, 'ambiguous');
  assert.deepEqual(bombay.kind === 'ambiguous' && bombay.candidates.slice(0, 2).map((c) => c.record.geonameId), [1275339, 2193111]);
  // Surat (https://www.geonames.org/1255364) is its own name and the most populous place so named.
  const surat = resolveFreeText(places.index, 'Surat');
  assert.equal(surat.kind === 'found' && surat.match.record.geonameId, 1255364);

  const springfield = resolveFreeText(places.index, 'Springfield, Illinois');
  assert.equal(springfield.kind === 'found' && springfield.match.record.geonameId, 4250542);
  assert.equal(resolveFreeText(places.index, 'Qqxzzv Nowhere').kind, 'not_found');
});

test('place ids are GeoNames ids', () => {
  const r = lookupPlaceId(places.index, 'gn:1253914');
  assert.ok(r);
  assert.deepEqual(placeResult(r), {
    place_id: 'gn:1253914', name: 'Ujjain', state: 'Madhya Pradesh', country: 'India', country_code: 'IN',
    latitude: 23.18239, longitude: 75.77643, timezone: 'Asia/Kolkata', population: r.population,
  });
  assert.equal(lookupPlaceId(places.index, 'gn:999999999'), undefined);
  assert.equal(lookupPlaceId(places.index, '1253914'), undefined);
  assert.equal(lookupPlaceId(places.index, 'gn:0'), undefined);
});

test('great-circle distance: London to Paris', () => {
  // GeoNames coordinates of London (51.50853, -0.12574) and Paris (48.85341, 2.3488);
  // the haversine distance on a 6371.0088 km sphere is 343.9 km (published city-centre
  // distances, e.g. 344 km, agree to under 1 km).
  assert.ok(Math.abs(greatCircleKm(51.50853, -0.12574, 48.85341, 2.3488) - 343.9) < 0.5);
  assert.equal(greatCircleKm(10, 20, 10, 20), 0);
});

test('reverse: nearest settlements, nearest first', () => {
  const near = nearestPlaces(places.index, 23.1824, 75.7764, 5);
  assert.equal(near.length, 5);
  assert.equal(near[0]?.record.geonameId, 1253914);
  assert.ok(near[0]!.distanceKm < 0.1);
  for (let i = 1; i < near.length; i++) assert.ok(near[i - 1]!.distanceKm <= near[i]!.distanceKm);
  const london = nearestPlaces(places.index, 51.5074, -0.1278, 3);
  assert.equal(london.length, 3);
  assert.ok(london[0]!.distanceKm < 3, `${london[0]!.record.name} ${london[0]!.distanceKm}`);
  // Sections of places (PPLX) are not settlements of their own.
  assert.ok(near.concat(london).every((n) => !['PPLX', 'PPLQ', 'PPLH', 'PPLW'].includes(n.record.featureCode)));
});

test('reverse: open sea, the poles and across the antimeridian', () => {
  const sea = nearestPlaces(places.index, -48.87, -123.39, 2); // Point Nemo
  assert.equal(sea.length, 2);
  assert.ok(sea[0]!.distanceKm > 2000, 'nothing within 2,000 km of Point Nemo');
  const pole = nearestPlaces(places.index, 89.9, 0, 1);
  assert.equal(pole.length, 1);
  // Fiji straddles 180 degrees: from just east of it the nearest places are west of the line.
  const fiji = nearestPlaces(places.index, -17.0, -179.99, 3);
  assert.ok(fiji[0]!.distanceKm < 300);
  const brute = (lat: number, lon: number) => {
    let best = Infinity;
    for (let i = 0; i < Math.min(places.index.count, places.real ? 0 : Infinity); i++) {
      const r = places.index.record(i)!;
      if (['PPLX', 'PPLQ', 'PPLH', 'PPLW'].includes(r.featureCode)) continue;
      best = Math.min(best, greatCircleKm(lat, lon, r.latitudeDeg, r.longitudeDeg));
    }
    return best;
  };
  if (!places.real) {
    for (const [lat, lon] of [[-17.0, -179.99], [-48.87, -123.39], [23.5, 75.1], [0, 0], [89.9, 0]] as const) {
      assert.equal(nearestPlaces(places.index, lat, lon, 1)[0]!.distanceKm, brute(lat, lon), `${lat},${lon}`);
    }
  }
});
