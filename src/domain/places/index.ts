/** Places: GeoNames-based search, reverse lookup and free-text resolution (pure; storage is in src/storage/places.ts). */
export { normaliseName, words } from './normalise.ts';
export { parseGeonamesLine, type Admin1Names } from './geonames.ts';
export { buildPlaceIndex, type BuiltPlaceIndex } from './build-index.ts';
export { countryCodeOf, countryName } from './countries.ts';
export {
  searchPlaces,
  resolveFreeText,
  fuzzyMatches,
  editDistance,
  rankedMatches,
  exactMatches,
  parsePlaceQuery,
  MATCH_QUALITY,
  AMBIGUOUS_CANDIDATES,
  MAX_SCANNED_CANDIDATES,
  type PlaceMatch,
  type ParsedPlaceQuery,
  type SearchOptions,
  type FreeTextResolution,
  type MatchQuality,
} from './search.ts';
export {
  ADMIN_RANK,
  DOMINANT_POPULATION_RATIO,
  adminRankOf,
  compareCandidates,
  dominates,
  rankedCandidate,
  type AdminRank,
  type RankedCandidate,
} from './rank.ts';
export { subdivisionNameOf } from './subdivisions.ts';
export { nearestPlaces, greatCircleKm, EARTH_RADIUS_KM, type NearbyPlace } from './reverse.ts';
export { placeResult, placeId, geonameIdOf, type PlaceResult } from './result.ts';
export { findPlace, lookupPlaceId, placeOfText, type FoundPlace, type GivenPlace } from './lookup.ts';
export * from './types.ts';
