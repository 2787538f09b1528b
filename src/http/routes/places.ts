/** Places and timezone: search, one place, reverse lookup, zone and offset at a moment (docs/places.md). */
import { errors } from '../../core/errors.ts';
import { countryCodeOf, nearestPlaces, placeResult, searchPlaces, type PlaceIndexReader } from '../../domain/places/index.ts';
import { lookupPlaceId } from '../../platform/resolve-birth.ts';
import { localDateTimeText } from '../../time/local.ts';
import { formatUtcOffset, localToUtc, offsetSecondsAt, parseDateTime, utcMsOf, zoneAt } from '../../time/zones.ts';
import type { Warning } from '../envelope.ts';
import { placesIndex } from '../places-index.ts';
import { defineRoute } from '../route.ts';
import { PlaceParams, PlaceResult, PlacesReverseData, PlacesReverseQuery, PlacesSearchData, PlacesSearchQuery,
  TimezoneData, TimezoneRequest } from '../schemas/places.ts';

function index(): PlaceIndexReader {
  const reader = placesIndex();
  if (reader === undefined) throw errors.placesIndexMissing();
  return reader;
}

export const placesRoutes = [
  defineRoute({
    operationId: 'placesSearch', query: PlacesSearchQuery, response: PlacesSearchData,
    description: 'Places by name, ASCII name or alternate name (any script), whole words or prefixes, with '
      + '"City, State" and "City, Country" forms: best match first, then by population. '
      + 'Place data: GeoNames (https://www.geonames.org/), CC BY 4.0.',
    handler({ query }) {
      const countryCode = query.country === undefined ? undefined : countryCodeOf(query.country);
      if (query.country !== undefined && countryCode === undefined) throw errors.unknownCountry('country', query.country);
      const matches = searchPlaces(index(), query.q, { limit: query.limit ?? 20, countryCode });
      return { data: { results: matches.map((m) => placeResult(m.record)) } };
    },
  }),
  defineRoute({
    operationId: 'placeGet', params: PlaceParams, response: PlaceResult,
    description: 'One place by its id (`gn:` + GeoNames id). Place data: GeoNames (https://www.geonames.org/), CC BY 4.0.',
    handler({ params }) {
      const record = lookupPlaceId(index(), params.place_id);
      if (record === undefined) throw errors.placeIdNotFound('place_id', params.place_id);
      return { data: placeResult(record) };
    },
  }),
  defineRoute({
    operationId: 'placesReverse', query: PlacesReverseQuery, response: PlacesReverseData,
    description: 'The nearest real settlements to a point by great-circle distance, nearest first. '
      + 'Place data: GeoNames (https://www.geonames.org/), CC BY 4.0.',
    handler({ query }) {
      const near = nearestPlaces(index(), query.lat, query.lon, query.limit ?? 5);
      return { data: { results: near.map((n) => ({ ...placeResult(n.record), distance_km: Math.round(n.distanceKm * 100) / 100 })) } };
    },
  }),
  defineRoute({
    operationId: 'timezone', body: TimezoneRequest, response: TimezoneData,
    description: 'The IANA zone at the point and the UTC offset in force at that moment, from the tz database history '
      + '(war time, DST, local mean time). A datetime without an offset is the local wall-clock time there.',
    handler({ body }) {
      const parsed = parseDateTime(body.datetime);
      if (parsed === undefined) throw errors.invalidParameter('datetime', 'an ISO 8601 date-time of a real date', body.datetime);
      const zone = zoneAt(body.latitude, body.longitude);
      const warnings: Warning[] = [];
      let utcMs: number;
      if (parsed.offsetSeconds !== undefined) {
        utcMs = utcMsOf(parsed.local, parsed.offsetSeconds);
      } else {
        const r = localToUtc(zone, parsed.local);
        utcMs = r.utcMs;
        if (r.adjustment === 'gap') {
          warnings.push({ code: 'local_time_skipped', fields: ['datetime'],
            message: `${body.datetime} did not exist in ${zone} (clocks moved forward); it was moved forward by the gap` });
        } else if (r.adjustment === 'overlap') {
          warnings.push({ code: 'local_time_repeated', fields: ['datetime'],
            message: `${body.datetime} happened twice in ${zone} (clocks moved back); the first occurrence was used` });
        }
      }
      const offsetSeconds = offsetSecondsAt(zone, utcMs);
      return {
        data: {
          name: zone,
          utc_offset: formatUtcOffset(offsetSeconds),
          offset_minutes: Math.round(offsetSeconds / 60),
          offset_seconds: offsetSeconds,
          utc_datetime: `${new Date(Math.round(utcMs / 1000) * 1000).toISOString().slice(0, 19)}Z`,
          local_datetime: localDateTimeText(utcMs, offsetSeconds),
        },
        warnings,
      };
    },
  }),
];
