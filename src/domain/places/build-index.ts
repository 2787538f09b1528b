/**
 * Builds the places index from parsed GeoNames records, in memory. Storage
 * (src/storage/places.ts) writes the result to LMDB; tests use it directly.
 */
import {
  HEAVY_PREFIX_WORDS,
  MAX_STORED_PREFIX,
  NOT_A_SETTLEMENT,
  gridCellOf,
  gridColumn,
  gridRow,
  type PlaceSourceRecord,
} from './types.ts';

export interface BuiltPlaceIndex {
  /** Records in population order (descending; ties by GeoNames id): the array position is the place's index. */
  records: PlaceSourceRecord[];
  /** word -> ascending place indexes. */
  words: Map<string, number[]>;
  /** whole normalised name -> ascending place indexes. */
  names: Map<string, number[]>;
  /** heavy prefix -> ascending place indexes having a word with that prefix. */
  prefixes: Map<string, number[]>;
  /** grid cell -> [index, latitude e5, longitude e5] of the real settlements in it, by index. */
  grid: Map<number, number[]>;
  /** first-level division ("CC.admin1") -> its DIVISION_MAIN_PLACES most populous real settlements, by index. */
  divisions: Map<string, number[]>;
}

/** Places kept per first-level division: the candidates offered when a query names the division ("Goa"). */
export const DIVISION_MAIN_PLACES = 6;

/** Orders records by population (descending), then GeoNames id, and builds every posting list. */
export function buildPlaceIndex(input: PlaceSourceRecord[]): BuiltPlaceIndex {
  const records = [...input].sort((a, b) => b.population - a.population || a.geonameId - b.geonameId);
  const words = new Map<string, number[]>();
  const names = new Map<string, number[]>();
  const grid = new Map<number, number[]>();
  const divisions = new Map<string, number[]>();
  const recordWords: string[][] = new Array(records.length);

  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const ws = new Set<string>();
    for (const key of r.keys) {
      push(names, key, i);
      for (const w of key.split(' ')) ws.add(w);
    }
    for (const w of ws) push(words, w, i);
    recordWords[i] = [...ws];
    if (!NOT_A_SETTLEMENT.has(r.featureCode)) {
      const cell = gridCellOf(gridRow(r.latitudeDeg), gridColumn(r.longitudeDeg));
      let list = grid.get(cell);
      if (list === undefined) grid.set(cell, (list = []));
      list.push(i, Math.round(r.latitudeDeg * 1e5), Math.round(r.longitudeDeg * 1e5));
      const division = `${r.countryCode}.${r.admin1Code}`;
      const main = divisions.get(division);
      if (main === undefined) divisions.set(division, [i]);
      else if (main.length < DIVISION_MAIN_PLACES) main.push(i);
    }
  }

  // Prefixes shared by many distinct words get a stored union list, so a short
  // query prefix ("sa") costs one read instead of a scan over thousands of words.
  const wordsPerPrefix = new Map<string, number>();
  for (const w of words.keys()) {
    for (const p of prefixesOf(w)) wordsPerPrefix.set(p, (wordsPerPrefix.get(p) ?? 0) + 1);
  }
  // The heavy prefixes of each word, once per distinct word. A prefix of a light
  // prefix is never heavier than it, so each word stops at its first light prefix.
  const heavyOf = new Map<string, string[]>();
  for (const w of words.keys()) {
    let list: string[] | undefined;
    for (const p of prefixesOf(w)) {
      if ((wordsPerPrefix.get(p) ?? 0) <= HEAVY_PREFIX_WORDS) break;
      (list ??= []).push(p);
    }
    if (list !== undefined) heavyOf.set(w, list);
  }
  const prefixes = new Map<string, number[]>();
  for (let i = 0; i < records.length; i++) {
    for (const w of recordWords[i]!) {
      // push() skips a repeat of the same place, so a prefix shared by two of its words is listed once.
      for (const p of heavyOf.get(w) ?? []) push(prefixes, p, i);
    }
  }
  return { records, words, names, prefixes, grid, divisions };
}

/** Prefixes of 2..MAX_STORED_PREFIX code points, shortest first (flat slices: cheap to hash as Map keys). */
function prefixesOf(word: string): string[] {
  const out: string[] = [];
  let n = 0;
  let end = 0;
  while (end < word.length && n < MAX_STORED_PREFIX) {
    const cp = word.codePointAt(end)!;
    end += cp > 0xffff ? 2 : 1;
    if (++n >= 2) out.push(word.slice(0, end));
  }
  return out;
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
}
