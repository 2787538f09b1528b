/**
 * The place a request names, in the three forms a Birth's `place` takes
 * (docs/places.md): coordinates as given, a `place_id` from the index, or
 * free text naming one place clearly. Unknown ids and unmatched text are 404,
 * vague text 422 with its candidates, each on the field that named it.
 */
import { errors } from '../../core/errors.ts';
import { placeResult, geonameIdOf } from './result.ts';
import { resolveFreeText } from './search.ts';
import type { PlaceIndexReader, PlaceRecord } from './types.ts';

/** A place as a request gives it: coordinates (degrees, east positive), a `gn:` place id, or free text. */
export type GivenPlace = { latitude: number; longitude: number } | { place_id: string } | { query: string };

/** Where a given place lies, and its index record when it came from the index. */
export interface FoundPlace {
  latitudeDeg: number;
  longitudeDeg: number;
  record: PlaceRecord | undefined;
}

/**
 * The coordinates of a given place. `param` is the path of the place's owner
 * in the request ("birth", "person_a"): errors name `<param>.place.place_id`
 * or `<param>.place.query`. The index is needed only for ids and text.
 */
export function findPlace(place: GivenPlace, places: PlaceIndexReader | undefined, param: string): FoundPlace {
  if ('latitude' in place) return { latitudeDeg: place.latitude, longitudeDeg: place.longitude, record: undefined };
  if (places === undefined) throw errors.placesIndexMissing();
  if ('place_id' in place) {
    const record = lookupPlaceId(places, place.place_id);
    if (record === undefined) throw errors.placeIdNotFound(`${param}.place.place_id`, place.place_id);
    return { latitudeDeg: record.latitudeDeg, longitudeDeg: record.longitudeDeg, record };
  }
  const record = placeOfText(places, place.query, `${param}.place.query`);
  return { latitudeDeg: record.latitudeDeg, longitudeDeg: record.longitudeDeg, record };
}

/**
 * The place free text clearly names (resolveFreeText), or 422 on `param`:
 * place_ambiguous with its candidates, place_not_found with its suggestions.
 */
export function placeOfText(places: PlaceIndexReader, text: string, param: string): PlaceRecord {
  const found = resolveFreeText(places, text);
  if (found.kind === 'found') return found.match.record;
  if (found.kind === 'ambiguous') {
    throw errors.placeAmbiguous(
      param,
      text,
      found.candidates.map((c) => placeResult(c.record)),
    );
  }
  throw errors.placeNotFound(
    param,
    `Expected a place name that matches a known place but received ${JSON.stringify(text)}` +
      (found.suggestions.length > 0 ? `; did you mean ${found.suggestions[0]!.record.name}?` : ''),
    found.suggestions.map((c) => placeResult(c.record)),
  );
}

/** The record of a `gn:<id>` place id, or undefined for an unknown or malformed id. */
export function lookupPlaceId(places: PlaceIndexReader, id: string): PlaceRecord | undefined {
  const geonameId = geonameIdOf(id);
  if (geonameId === undefined) return undefined;
  const index = places.indexOfGeonameId(geonameId);
  return index === undefined ? undefined : places.record(index);
}
