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
  editDistance,
  MATCH_QUALITY,
  compareCandidates,
  countryCodeOf,
  greatCircleKm,
  lookupPlaceId,
  nearestPlaces,
  placeResult,
  rankedCandidate,
  resolveFreeText,
  searchPlaces,
} from '../../../src/domain/places/index.ts';
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

test('exact names ranked by score (rank.ts), then population; partial names after them', () => {
  // GeoNames feature codes: Springfield, Illinois (4250542) is PPLA, the state capital; Springfield,
  // Missouri (4409896) PPLA2, a county seat, and more populous, so it scores a little higher.
  const matches = searchPlaces(places.index, 'Springfield', { limit: 20 });
  assert.ok(matches.length >= 5);
  assert.deepEqual(
    matches.slice(0, 2).map((m) => m.record.geonameId),
    [4409896, 4250542],
  );
  const exact = matches.filter((m) => m.quality === MATCH_QUALITY.exact);
  assert.ok(exact.length >= 3);
  for (let i = 1; i < exact.length; i++) {
    const a = rankedCandidate(exact[i - 1]!.record, 'springfield'),
      b = rankedCandidate(exact[i]!.record, 'springfield');
    assert.ok(compareCandidates(a, b) < 0, `${a.record.name} ${a.record.featureCode} before ${b.record.name} ${b.record.featureCode}`);
  }
  const delhi = searchPlaces(places.index, 'Delhi', { limit: 20 });
  assert.equal(delhi[0]?.record.geonameId, 1273294);
  const qualities = delhi.map((m) => m.quality);
  assert.deepEqual(
    qualities,
    [...qualities].sort((a, b) => b - a),
    'exact names come before partial ones',
  );
  assert.equal(qualities[0], MATCH_QUALITY.exact);
  // New Delhi (1261481, PPLC) is named so; Delhi (1273294, PPLA) lists "New Delhi" as an alternate name.
  assert.equal(ids('New Delhi')[0], 1261481);
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

test('free text: the only place, or the dominant one, else ambiguous with ranked candidates', () => {
  const ujjain = resolveFreeText(places.index, 'Ujjain');
  assert.equal(ujjain.kind === 'found' && ujjain.match.record.geonameId, 1253914);
  const springfield = resolveFreeText(places.index, 'Springfield');
  assert.equal(springfield.kind, 'ambiguous');
  if (springfield.kind === 'ambiguous') {
    assert.ok(springfield.candidates.length >= 2 && springfield.candidates.length <= 10);
    assert.deepEqual(
      springfield.candidates.map((c) => c.record.geonameId),
      searchPlaces(places.index, 'Springfield', { limit: springfield.candidates.length }).map((m) => m.record.geonameId),
      'the candidates are the first search results',
    );
  }
  // Surat (https://www.geonames.org/1255364) is its own name and the most populous place so named.
  const surat = resolveFreeText(places.index, 'Surat');
  assert.equal(surat.kind === 'found' && surat.match.record.geonameId, 1255364);
  assert.equal(resolveFreeText(places.index, 'Qqxzzv Nowhere').kind, 'not_found');
});

test('place ids are GeoNames ids', () => {
  const r = lookupPlaceId(places.index, 'gn:1253914');
  assert.ok(r);
  assert.deepEqual(placeResult(r), {
    place_id: 'gn:1253914',
    name: 'Ujjain',
    state: 'Madhya Pradesh',
    country: 'India',
    country_code: 'IN',
    latitude: 23.18239,
    longitude: 75.77643,
    timezone: 'Asia/Kolkata',
    population: r.population,
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
    for (const [lat, lon] of [
      [-17.0, -179.99],
      [-48.87, -123.39],
      [23.5, 75.1],
      [0, 0],
      [89.9, 0],
    ] as const) {
      assert.equal(nearestPlaces(places.index, lat, lon, 1)[0]!.distanceKm, brute(lat, lon), `${lat},${lon}`);
    }
  }
});

test('no match: suggestions a few edits away, best first (Banglore -> Bengaluru)', () => {
  // Bengaluru (GeoNames 1277333) lists "Bangalore" among its names: one letter from "Banglore".
  const results = searchPlaces(places.index, 'Banglore', { limit: 5 });
  assert.equal(results[0]?.record.geonameId, 1277333);
  assert.deepEqual(searchPlaces(places.index, 'Qqqzzz', { limit: 5 }), []);
});

test('edit distance: insertions, deletions, changes and neighbour swaps count one each; cut off past the bound', () => {
  assert.equal(editDistance('banglore', 'bangalore', 2), 1); // a letter left out
  assert.equal(editDistance('torronto', 'toronto', 2), 1); // a letter doubled
  assert.equal(editDistance('chenani', 'chennai', 2), 1); // two neighbours swapped
  assert.equal(editDistance('mumbay', 'mumbai', 2), 1); // a letter changed
  assert.equal(editDistance('kolkata', 'kolkata', 2), 0);
  assert.equal(editDistance('delhi', 'dhaka', 1), 2, 'past the bound: bound + 1');
  assert.equal(editDistance('ab', 'abcdef', 2), 3, 'lengths too far apart');
});
