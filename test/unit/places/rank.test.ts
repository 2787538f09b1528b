/**
 * The ranking and dominance rule on its own, over records shaped like
 * GeoNames' (feature codes and populations as in cities500.txt for the
 * places named; the pairs are the ones docs/places.md works through).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ADMIN_RANK,
  adminRankOf,
  compareCandidates,
  dominates,
  rankedCandidate,
  type PlaceRecord,
} from '../../../src/domain/places/index.ts';

function place(geonameId: number, name: string, featureCode: string, population: number): PlaceRecord {
  return {
    geonameId,
    name,
    featureCode,
    population,
    countryCode: 'XX',
    admin1Code: '01',
    latitudeDeg: 0,
    longitudeDeg: 0,
    timezone: 'UTC',
  };
}

test('administrative rank from the GeoNames feature code', () => {
  assert.equal(adminRankOf('PPLC'), ADMIN_RANK.capital);
  assert.equal(adminRankOf('PPLA'), ADMIN_RANK.capital);
  assert.equal(adminRankOf('PPLG'), ADMIN_RANK.capital);
  for (const code of ['PPLA2', 'PPLA3', 'PPLA4', 'PPLA5']) assert.equal(adminRankOf(code), ADMIN_RANK.seat, code);
  for (const code of ['PPL', 'PPLL', 'PPLF', 'PPLS']) assert.equal(adminRankOf(code), ADMIN_RANK.place, code);
  for (const code of ['PPLX', 'PPLH', 'PPLQ', 'PPLW']) assert.equal(adminRankOf(code), ADMIN_RANK.other, code);
});

test('each clause of the dominance rule, and its absence', () => {
  const q = (r: PlaceRecord, text: string) => rankedCandidate(r, text);
  // Higher rank and at least as populous.
  const london = q(place(2643743, 'London', 'PPLC', 8961989), 'london');
  const londonOntario = q(place(6058560, 'London', 'PPL', 346765), 'london');
  assert.ok(dominates(london, londonOntario));
  // Springfield, Missouri (PPLA2) a little ahead of the smaller capital of Illinois (PPLA), neither dominant.
  const springfieldIl = q(place(4250542, 'Springfield', 'PPLA', 116565), 'springfield');
  const springfieldMo = q(place(4409896, 'Springfield', 'PPLA2', 166810), 'springfield');
  assert.ok(compareCandidates(springfieldMo, springfieldIl) < 0, 'the larger county seat ranks first');
  assert.ok(!dominates(springfieldMo, springfieldIl));
  // Same rank (capitals), own name over an alternate name, whatever the populations.
  const newDelhi = q(place(1261481, 'New Delhi', 'PPLC', 317797), 'new delhi');
  const delhiAlt = q(place(1273294, 'Delhi', 'PPLA', 10927986), 'new delhi');
  assert.ok(compareCandidates(newDelhi, delhiAlt) < 0);
  assert.ok(dominates(newDelhi, delhiAlt));
  // An own name outweighs a capital's alternate name: Philadelphia (PPLA2, 1,576,251) over Amman (PPLC,
  // 1,275,857, which lists the ancient name "Philadelphia").
  const philadelphia = q(place(4560349, 'Philadelphia', 'PPLA2', 1576251), 'philadelphia');
  const amman = q(place(250441, 'Amman', 'PPLC', 1275857), 'philadelphia');
  assert.ok(compareCandidates(philadelphia, amman) < 0);
  assert.ok(dominates(philadelphia, amman));
  // A former name still in use wins on population: Vadodara ("Baroda") over Baroda, Michigan (850).
  const vadodara = q(place(1253573, 'Vadodara', 'PPL', 1822221), 'baroda');
  const barodaMichigan = q(place(4984990, 'Baroda', 'PPL', 850), 'baroda');
  assert.ok(compareCandidates(vadodara, barodaMichigan) < 0);
  assert.ok(dominates(vadodara, barodaMichigan));
  // An alternate name of a much larger place: New York City ("New York") over York, Nebraska (PPLA2, 7,864).
  const nyc = q(place(5128581, 'New York City', 'PPL', 8804190), 'new york');
  const yorkNe = q(place(5082331, 'York', 'PPLA2', 7864), 'new york');
  assert.ok(dominates(nyc, yorkNe));
  // Official names count as own names (official-names.ts): Kochi, India against Kochi, Japan: too close.
  const kochiIn = q(place(1273874, 'Cochin', 'PPL', 604696), 'kochi');
  const kochiJp = q(place(1859146, 'Kochi', 'PPLA', 332059), 'kochi');
  assert.ok(kochiIn.ownName && compareCandidates(kochiIn, kochiJp) < 0);
  assert.ok(!dominates(kochiIn, kochiJp));
  // Same rank, 9.8 times: not dominant (Portland, Oregon and Maine); exactly 10 times is.
  const portlandOr = q(place(5746545, 'Portland', 'PPLA2', 652503), 'portland');
  const portlandMe = q(place(4975802, 'Portland', 'PPLA2', 66881), 'portland');
  assert.ok(!dominates(portlandOr, portlandMe));
  assert.ok(dominates(q(place(1, 'A', 'PPL', 1000), 'a'), q(place(2, 'A', 'PPL', 100), 'a')));
  assert.ok(!dominates(q(place(1, 'A', 'PPL', 999), 'a'), q(place(2, 'A', 'PPL', 100), 'a')));
  // An unknown population (0) never makes two places of one rank distinguishable.
  assert.ok(!dominates(q(place(1, 'A', 'PPL', 0), 'a'), q(place(2, 'A', 'PPL', 0), 'a')));
});
