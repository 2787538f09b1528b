/**
 * The place as every places operation answers it
 * (PlaceResult, docs/places.md). Place data: GeoNames
 * (https://www.geonames.org/, CC BY 4.0).
 */
import { Type, type Static } from '@sinclair/typebox';

export const PlaceResult = Type.Object(
  {
    place_id: Type.String({ description: 'Stable id: the GeoNames id with a gn: prefix', examples: ['gn:1253914'] }),
    name: Type.String({ examples: ['Ujjain'] }),
    state: Type.Optional(Type.String({ description: 'First-level division (state, province)', examples: ['Madhya Pradesh'] })),
    country: Type.String({ description: 'English country name (CLDR)', examples: ['India'] }),
    country_code: Type.String({ description: 'ISO 3166-1 alpha-2', examples: ['IN'] }),
    latitude: Type.Number({ examples: [23.18239] }),
    longitude: Type.Number({ examples: [75.77643] }),
    timezone: Type.String({ description: 'IANA zone', examples: ['Asia/Kolkata'] }),
    population: Type.Optional(Type.Integer({ description: 'GeoNames population, when known', examples: [457346] })),
  },
  { title: 'PlaceResult' },
);
export type PlaceResult = Static<typeof PlaceResult>;
