/** GET /v1/places/reverse: the nearest real settlements to a point (docs/places.md). Place data: GeoNames, CC BY 4.0. */
import { Type } from '@sinclair/typebox';
import { nearestPlaces, placeResult } from '../../domain/places/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { Latitude, Longitude } from '../schemas.ts';
import { PlaceResult } from './schemas.ts';

export const PlacesReverseQuery = Type.Object(
  {
    lat: Latitude,
    lon: Longitude,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 5, description: 'Number of places, nearest first' })),
  },
  { additionalProperties: false, title: 'PlacesReverseQuery' },
);

export const NearbyPlaceResult = Type.Composite(
  [
    PlaceResult,
    Type.Object({
      distance_km: Type.Number({ description: 'Great-circle distance from the point (mean Earth radius 6371.0088 km), km' }),
    }),
  ],
  { title: 'NearbyPlaceResult' },
);

export const PlacesReverseData = Type.Object(
  {
    results: Type.Array(NearbyPlaceResult, {
      description:
        'Nearest real settlements (GeoNames populated places, without ' +
        'sections of places and abandoned, historical or destroyed ones), nearest first',
    }),
  },
  { title: 'PlacesReverseData' },
);

export const placesReverse = defineOperation({
  id: 'placesReverse',
  method: 'GET',
  path: '/v1/places/reverse',
  credits: 1,
  keys: SECRET,
  group: 'places',
  example: { lat: 23.1793, lon: 75.7849, limit: 3 },
  summary: 'Nearest places to coordinates',
  description:
    'The nearest real settlements to a point by great-circle distance, nearest first. ' +
    'Place data: GeoNames (https://www.geonames.org/), CC BY 4.0.',
  input: PlacesReverseQuery,
  output: PlacesReverseData,
  inline: true,
  prepare: ({ lat, lon, limit }, ctx) => ({ task: nearestPlaces(ctx.places(), lat, lon, limit ?? 5) }),
  compute: (near) => ({
    data: { results: near.map((n) => ({ ...placeResult(n.record), distance_km: Math.round(n.distanceKm * 100) / 100 })) },
  }),
});
