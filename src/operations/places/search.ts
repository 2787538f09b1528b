/** GET /v1/places/search: places by name (docs/places.md). Place data: GeoNames, CC BY 4.0. */
import { Type } from '@sinclair/typebox';
import { errors } from '../../core/errors.ts';
import { countryCodeOf, placeResult, searchPlaces, type PlaceRecord } from '../../domain/places/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { PlaceResult } from './schemas.ts';

export const PlacesSearchQuery = Type.Object(
  {
    q: Type.String({
      minLength: 2,
      maxLength: 200,
      description:
        'Name, ASCII name or alternate name (any script, e.g. उज्जैन), whole words or a prefix ("ujj"); ' +
        'case- and accent-insensitive. "City, State" and "City, Country" (name or ISO code) narrow it down.',
      examples: ['Ujjain', 'Springfield, Illinois', 'Paris, FR'],
    }),
    country: Type.Optional(
      Type.String({ minLength: 2, maxLength: 64, description: 'ISO 3166-1 alpha-2 code or English name', examples: ['IN'] }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false, title: 'PlacesSearchQuery' },
);

export const PlacesSearchData = Type.Object(
  {
    results: Type.Array(PlaceResult, {
      description: 'Best match first: exact name, name prefix, whole words, word prefix; ' + 'then larger population first',
    }),
  },
  { title: 'PlacesSearchData' },
);

export const placesSearch = defineOperation({
  id: 'placesSearch',
  method: 'GET',
  path: '/v1/places/search',
  credits: 1,
  keys: SECRET,
  group: 'places',
  example: { q: 'Ujjain', country: 'IN', limit: 5 },
  summary: 'Search places',
  description:
    'Places by name, ASCII name or alternate name (any script), whole words or prefixes, with ' +
    '"City, State" and "City, Country" forms: best match first, then by population. ' +
    'Place data: GeoNames (https://www.geonames.org/), CC BY 4.0.',
  input: PlacesSearchQuery,
  output: PlacesSearchData,
  // The index lives on the calling thread: the search runs in prepare, compute presents.
  inline: true,
  prepare({ q, country, limit }, ctx): { task: PlaceRecord[] } {
    const countryCode = country === undefined ? undefined : countryCodeOf(country);
    if (country !== undefined && countryCode === undefined) throw errors.unknownCountry('country', country);
    return { task: searchPlaces(ctx.places(), q, { limit: limit ?? 20, countryCode }).map((m) => m.record) };
  },
  compute: (records) => ({ data: { results: records.map(placeResult) } }),
});
