/** Places: record and index shapes shared by the builder, the storage reader and the search. */

/** One GeoNames populated place, as kept in the index. */
export interface PlaceRecord {
  /** GeoNames id (geonameid); the API's place_id is `gn:<geonameId>`. */
  geonameId: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** First-level administrative division name (state, province), when GeoNames gives one. */
  state?: string | undefined;
  /** GeoNames admin1 code within the country ("35", or "IL" in the US). */
  admin1Code: string;
  latitudeDeg: number;
  /** East positive. */
  longitudeDeg: number;
  /** IANA zone GeoNames assigns to the place. */
  timezone: string;
  population: number;
  /** GeoNames feature code (PPL, PPLA, PPLC, PPLX, ...). */
  featureCode: string;
}

/** A record with every normalised name of the place (name, ASCII name, alternate names), deduplicated. */
export interface PlaceSourceRecord extends PlaceRecord {
  keys: string[];
}

/**
 * Read access to a built index. Places are numbered 0..count-1 in order of
 * population (descending), so every posting list (an ascending Uint32Array of
 * those numbers) is already in population order.
 */
export interface PlaceIndexReader {
  readonly count: number;
  /** Places having `word` as a whole word of one of their names. */
  wordPostings(word: string): Uint32Array | undefined;
  /** Places having `name` as one of their whole normalised names. */
  namePostings(name: string): Uint32Array | undefined;
  /** Union of places with a word starting with `prefix`, stored for prefixes shared by many words. */
  prefixPostings(prefix: string): Uint32Array | undefined;
  /** The words starting with `prefix`, or undefined when there are more than `max`. */
  wordsWithPrefix(prefix: string, max: number): string[] | undefined;
  /** The whole names starting with `prefix`, or undefined when there are more than `max`. */
  namesWithPrefix(prefix: string, max: number): string[] | undefined;
  record(index: number): PlaceRecord | undefined;
  /** Normalised names of the place at `index`. */
  keysOf(index: number): string[];
  /** True when one of the place's normalised names starts with `prefix` (without decoding them all). */
  hasNameStartingWith(index: number, prefix: string): boolean;
  indexOfGeonameId(geonameId: number): number | undefined;
  /** ISO country code of the place at `index` (held in memory for filtering). */
  countryOf(index: number): string;
  /** Real settlements of one reverse-geocoding grid cell: [index, latitude e5, longitude e5] triples. */
  gridCell(cell: number): Int32Array | undefined;
  /** Every grid cell holding a settlement (held in memory). */
  occupiedCells(): readonly number[];
  /** First-level divisions ("CC.admin1") named `text` (normalised), or so named without a leading compass word ("bengal"). */
  divisionsNamed(text: string): string[];
  /** The most populous real settlements of a division, in population order. */
  divisionPlaces(division: string): Uint32Array | undefined;
  /** Calls `visit` with each whole normalised name starting with `prefix`, in key order, until it returns false. */
  scanNames(prefix: string, visit: (name: string) => boolean): void;
}

/** Compass words a division's name may be typed without ("West Bengal" as "Bengal"). */
const COMPASS_WORDS = new Set(['north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western', 'central']);

/** The normalised forms under which a division's normalised name is looked up. */
export function divisionNameForms(normalisedName: string): string[] {
  const [first, ...rest] = normalisedName.split(' ');
  return rest.length > 0 && COMPASS_WORDS.has(first!) ? [normalisedName, rest.join(' ')] : [normalisedName];
}

/** Reverse-geocoding grid: cells of GRID_DEG x GRID_DEG degrees. */
export const GRID_DEG = 0.5;
export const GRID_COLUMNS = 360 / GRID_DEG;
export const GRID_ROWS = 180 / GRID_DEG;

export function gridRow(latitudeDeg: number): number {
  return Math.min(GRID_ROWS - 1, Math.max(0, Math.floor((latitudeDeg + 90) / GRID_DEG)));
}
export function gridColumn(longitudeDeg: number): number {
  const c = Math.floor((longitudeDeg + 180) / GRID_DEG);
  return ((c % GRID_COLUMNS) + GRID_COLUMNS) % GRID_COLUMNS;
}
export function gridCellOf(row: number, column: number): number {
  return row * GRID_COLUMNS + column;
}

/** A prefix gets a stored union posting list when more words than this start with it. */
export const HEAVY_PREFIX_WORDS = 48;
/** Prefixes longer than this (in code points) are never stored; a range scan covers them. */
export const MAX_STORED_PREFIX = 10;

/** GeoNames feature codes that are not settlements of their own (sections, abandoned, historical, destroyed). */
export const NOT_A_SETTLEMENT = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW']);
