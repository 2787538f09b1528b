/** PlaceResult of the API contract (plus `country_code`), and the `gn:` place ids. */
import { countryName } from './countries.ts';
import type { PlaceRecord } from './types.ts';

export interface PlaceResult {
  place_id: string;
  name: string;
  state?: string;
  country: string;
  /** ISO 3166-1 alpha-2. */
  country_code: string;
  latitude: number;
  longitude: number;
  timezone: string;
  population?: number;
}

/** Stable place id: GeoNames id with a `gn:` prefix. */
export function placeId(geonameId: number): string {
  return `gn:${geonameId}`;
}

/** GeoNames id of a `gn:<digits>` place id, or undefined for any other form. */
export function geonameIdOf(id: string): number | undefined {
  const m = /^gn:([1-9]\d{0,9})$/.exec(id);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n <= 0xffffffff ? n : undefined;
}

export function placeResult(r: PlaceRecord): PlaceResult {
  return {
    place_id: placeId(r.geonameId),
    name: r.name,
    ...(r.state !== undefined ? { state: r.state } : {}),
    country: countryName(r.countryCode),
    country_code: r.countryCode,
    latitude: r.latitudeDeg,
    longitude: r.longitudeDeg,
    timezone: r.timezone,
    ...(r.population > 0 ? { population: r.population } : {}),
  };
}
