/**
 * Schemas shared by the places and timezone operations
 * (api-v1.md "Places and timezone", "PlaceResult"). Place data: GeoNames
 * (https://www.geonames.org/, CC BY 4.0).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Latitude, Longitude } from '../schemas.ts';

const strict = { additionalProperties: false } as const;

export const PlaceResult = Type.Object({
  place_id: Type.String({ description: 'Stable id: the GeoNames id with a gn: prefix', examples: ['gn:1253914'] }),
  name: Type.String({ examples: ['Ujjain'] }),
  state: Type.Optional(Type.String({ description: 'First-level division (state, province)', examples: ['Madhya Pradesh'] })),
  country: Type.String({ description: 'English country name (CLDR)', examples: ['India'] }),
  country_code: Type.String({ description: 'ISO 3166-1 alpha-2', examples: ['IN'] }),
  latitude: Type.Number({ examples: [23.18239] }),
  longitude: Type.Number({ examples: [75.77643] }),
  timezone: Type.String({ description: 'IANA zone', examples: ['Asia/Kolkata'] }),
  population: Type.Optional(Type.Integer({ description: 'GeoNames population, when known', examples: [457346] })),
}, { title: 'PlaceResult' });
export type PlaceResult = Static<typeof PlaceResult>;

export const PlacesSearchQuery = Type.Object({
  q: Type.String({ minLength: 2, maxLength: 200,
    description: 'Name, ASCII name or alternate name (any script, e.g. उज्जैन), whole words or a prefix ("ujj"); '
      + 'case- and accent-insensitive. "City, State" and "City, Country" (name or ISO code) narrow it down.',
    examples: ['Ujjain', 'Springfield, Illinois', 'Paris, FR'] }),
  country: Type.Optional(Type.String({ minLength: 2, maxLength: 64, description: 'ISO 3166-1 alpha-2 code or English name',
    examples: ['IN'] })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
}, { ...strict, title: 'PlacesSearchQuery' });
export type PlacesSearchQuery = Static<typeof PlacesSearchQuery>;

export const PlacesSearchData = Type.Object({
  results: Type.Array(PlaceResult, { description: 'Best match first: exact name, name prefix, whole words, word prefix; '
    + 'then larger population first' }),
}, { title: 'PlacesSearchData' });

export const PlaceParams = Type.Object({
  place_id: Type.String({ minLength: 1, maxLength: 200, examples: ['gn:1253914'] }),
}, { ...strict, title: 'PlaceParams' });
export type PlaceParams = Static<typeof PlaceParams>;

export const PlacesReverseQuery = Type.Object({
  lat: Latitude,
  lon: Longitude,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 5, description: 'Number of places, nearest first' })),
}, { ...strict, title: 'PlacesReverseQuery' });
export type PlacesReverseQuery = Static<typeof PlacesReverseQuery>;

export const NearbyPlaceResult = Type.Composite([PlaceResult, Type.Object({
  distance_km: Type.Number({ description: 'Great-circle distance from the point (mean Earth radius 6371.0088 km), km' }),
})], { title: 'NearbyPlaceResult' });

export const PlacesReverseData = Type.Object({
  results: Type.Array(NearbyPlaceResult, { description: 'Nearest real settlements (GeoNames populated places, without '
    + 'sections of places and abandoned, historical or destroyed ones), nearest first' }),
}, { title: 'PlacesReverseData' });

export const DATETIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,9})?)?(Z|z|[+-]([01]\\d|2[0-3]):[0-5]\\d)?$';

export const TimezoneRequest = Type.Object({
  latitude: Latitude,
  longitude: Longitude,
  datetime: Type.String({ pattern: DATETIME_PATTERN,
    description: 'ISO 8601 date-time. With an offset (or Z) it is that instant; without one it is the wall-clock time at the place.',
    examples: ['1943-06-01T10:00:00', '2026-03-08T12:00:00Z'] }),
}, { ...strict, title: 'TimezoneRequest' });
export type TimezoneRequest = Static<typeof TimezoneRequest>;

export const TimezoneData = Type.Object({
  name: Type.String({ description: 'IANA zone at the point (open sea: Etc/GMT±N)', examples: ['Asia/Kolkata'] }),
  utc_offset: Type.String({ description: 'Offset in force at that moment: +HH:MM, or +HH:MM:SS for local mean time',
    examples: ['+06:30', '+05:21:10'] }),
  offset_minutes: Type.Integer({ description: 'The offset in whole minutes (rounded)', examples: [390] }),
  offset_seconds: Type.Integer({ description: 'The exact offset in seconds', examples: [23400] }),
  utc_datetime: Type.String({ description: 'The moment in UTC', examples: ['1943-06-01T03:30:00Z'] }),
  local_datetime: Type.String({ description: 'The moment as local time with its offset', examples: ['1943-06-01T10:00:00+06:30'] }),
}, { title: 'TimezoneData' });
