/**
 * The free-text resolver against TYPED_PLACES (typed-places.ts, 399 strings
 * as people type them): at least 98% right and no silent far match. Right:
 * the expected place is used, or, for a 422, offered first (candidates or
 * suggestions); 'ambiguous' rows must be 422 place_ambiguous. A silent far
 * match is a place used more than 60 km from the one meant. Needs the full
 * index (`npm run build:places`); skipped on the small test fixture.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { greatCircleKm, resolveFreeText, type PlaceRecord } from '../../../src/domain/places/index.ts';
import { openTestPlaces, type TestPlaces } from './fixture.ts';
import { TYPED_PLACES } from './typed-places.ts';

let places: TestPlaces;
before(async () => {
  places = await openTestPlaces();
});
after(() => places.close());

const FAR_KM = 60;
const REQUIRED_RIGHT = 0.98;

test('place strings as people type them: at least 98% right, no silent far match', (t) => {
  if (!places.real) return t.skip('needs the full places index (npm run build:places)');
  assert.ok(TYPED_PLACES.length >= 300);
  const wrong: string[] = [];
  const far: string[] = [];
  let resolved = 0;
  let offeredFirst = 0;
  const recordOf = (id: number): PlaceRecord => {
    const i = places.index.indexOfGeonameId(id);
    const r = i === undefined ? undefined : places.index.record(i);
    assert.ok(r, `gn:${id} is in the index`);
    return r;
  };
  for (const [query, expected] of TYPED_PLACES) {
    const r = resolveFreeText(places.index, query);
    if (expected === 'ambiguous') {
      if (r.kind !== 'ambiguous') wrong.push(`${query}: expected ambiguous, got ${r.kind === 'found' ? r.match.record.name : r.kind}`);
      continue;
    }
    if (r.kind === 'found') {
      if (r.match.record.geonameId === expected) {
        resolved++;
        continue;
      }
      const meant = recordOf(expected);
      const km = greatCircleKm(meant.latitudeDeg, meant.longitudeDeg, r.match.record.latitudeDeg, r.match.record.longitudeDeg);
      const line = `${query}: used ${r.match.record.name} gn:${r.match.record.geonameId}, ${Math.round(km)} km from gn:${expected}`;
      (km > FAR_KM ? far : wrong).push(line);
      continue;
    }
    const offered = r.kind === 'ambiguous' ? r.candidates : r.suggestions;
    if (offered[0]?.record.geonameId === expected) offeredFirst++;
    else wrong.push(`${query}: ${r.kind}, first ${offered[0]?.record.name ?? 'none'}, expected gn:${expected}`);
  }
  const right = TYPED_PLACES.length - wrong.length - far.length;
  t.diagnostic(`${right}/${TYPED_PLACES.length} right (${resolved} used, ${offeredFirst} offered first); wrong: ${wrong.join('; ')}`);
  assert.deepEqual(far, [], 'no silent far match');
  assert.ok(right >= REQUIRED_RIGHT * TYPED_PLACES.length, `${right} of ${TYPED_PLACES.length} right:\n${wrong.join('\n')}`);
});
