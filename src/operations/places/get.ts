/** GET /v1/places/{place_id}: one place by its id (docs/places.md). Place data: GeoNames, CC BY 4.0. */
import { Type } from '@sinclair/typebox';
import { errors } from '../../core/errors.ts';
import { lookupPlaceId, placeResult, type PlaceRecord } from '../../domain/places/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { PlaceResult } from './schemas.ts';

export const PlaceParams = Type.Object(
  {
    place_id: Type.String({ minLength: 1, maxLength: 200, examples: ['gn:1253914'] }),
  },
  { additionalProperties: false, title: 'PlaceParams' },
);

export const placeGet = defineOperation({
  id: 'placeGet',
  method: 'GET',
  path: '/v1/places/{place_id}',
  credits: 1,
  keys: SECRET,
  group: 'places',
  example: { place_id: 'gn:1253914' },
  summary: 'Get a place',
  description: 'One place by its id (`gn:` + GeoNames id). Place data: GeoNames (https://www.geonames.org/), CC BY 4.0.',
  params: PlaceParams,
  output: PlaceResult,
  inline: true,
  prepare({ place_id: placeId }, ctx): { task: PlaceRecord } {
    const record = lookupPlaceId(ctx.places(), placeId);
    if (record === undefined) throw errors.placeIdNotFound('place_id', placeId);
    return { task: record };
  },
  compute: (record) => ({ data: placeResult(record) }),
});
