/**
 * Place search over a built index: whole words and prefixes of names, ASCII
 * names and alternate names (any script), with "City, State" and
 * "City, Country" qualifiers. Ranked by match quality, then population.
 *
 * Match tiers come straight from posting lists (exact names, names starting
 * with the query, whole words, word prefixes), so records are read only for
 * the results, for qualifier checks, and to split very short prefixes.
 */
import { countryCodeOf } from './countries.ts';
import { normaliseName, words } from './normalise.ts';
import { HEAVY_PREFIX_WORDS, type PlaceIndexReader, type PlaceRecord } from './types.ts';

/** How a place matched, best first. */
export const MATCH_QUALITY = {
  /** The query is one of the place's names. */
  exact: 3,
  /** One of the place's names starts with the query ("ujj" -> Ujjain). */
  prefix: 2,
  /** Every query word is a whole word of the place's names ("york" -> New York). */
  words: 1,
  /** Every query word but the last is a whole word, and the last starts a word. */
  wordPrefix: 0,
} as const;
export type MatchQuality = (typeof MATCH_QUALITY)[keyof typeof MATCH_QUALITY];

export interface PlaceMatch {
  index: number;
  record: PlaceRecord;
  quality: MatchQuality;
}

export interface ParsedPlaceQuery {
  /** Normalised place name part (before the first comma). */
  text: string;
  tokens: string[];
  /** Normalised qualifiers after commas: a state, a country, or a country code. */
  qualifiers: string[];
}

export interface SearchOptions {
  /** 1..100. */
  limit: number;
  /** ISO 3166-1 alpha-2 filter. */
  countryCode?: string | undefined;
}

/** Whole names under a query prefix read from the name index; more means the prefix is too short to list them. */
const MAX_PREFIX_NAMES = 64;
/**
 * Records read, in population order, when a very short prefix ("sa") matches too
 * many names to list: bounds the work per query. Exact matches are always complete.
 */
export const MAX_SCANNED_CANDIDATES = 600;

export function parsePlaceQuery(q: string): ParsedPlaceQuery {
  const parts = q.split(',');
  const text = normaliseName(parts[0] ?? '');
  const qualifiers = parts.slice(1).map(normaliseName).filter((s) => s.length > 0);
  return { text, tokens: text.length > 0 ? text.split(' ') : [], qualifiers };
}

/** The best `limit` matches: match quality, then population. */
export function searchPlaces(reader: PlaceIndexReader, q: string, options: SearchOptions): PlaceMatch[] {
  return rankedMatches(reader, parsePlaceQuery(q), options.limit, options.countryCode);
}

/**
 * Ranked matches, at most `limit`. Walks the tiers best first and, inside a
 * tier, in population order, reading each record only to check qualifiers.
 */
export function rankedMatches(reader: PlaceIndexReader, query: ParsedPlaceQuery, limit: number,
  countryCode?: string): PlaceMatch[] {
  const { text, tokens } = query;
  if (tokens.length === 0 || limit <= 0) return [];
  const accepts = qualifierFilter(reader, query.qualifiers);
  const inCountry = (i: number) => countryCode === undefined || reader.countryOf(i) === countryCode;
  const out: PlaceMatch[] = [];
  const done = new Set<number>();
  const take = (i: number, quality: MatchQuality): boolean => {
    if (done.has(i)) return out.length < limit;
    done.add(i);
    if (!inCountry(i)) return true;
    const record = accepts(i);
    if (record !== undefined) out.push({ index: i, record, quality });
    return out.length < limit;
  };

  for (const i of reader.namePostings(text) ?? EMPTY) if (!take(i, MATCH_QUALITY.exact)) return out;

  const prefixNames = reader.namesWithPrefix(text, MAX_PREFIX_NAMES);
  const wordsAll = wholeWordList(reader, tokens);
  if (prefixNames !== undefined) {
    const lists = prefixNames.map((n) => reader.namePostings(n)).filter((l): l is Uint32Array => l !== undefined);
    for (const i of union(lists)) if (!take(i, MATCH_QUALITY.prefix)) return out;
    for (const i of wordsAll) if (!take(i, MATCH_QUALITY.words)) return out;
    for (const i of wordPrefixList(reader, tokens)) if (!take(i, MATCH_QUALITY.wordPrefix)) return out;
    return out;
  }

  // A short prefix shared by too many names: read candidates in population order
  // and sort each into its tier; stop once the better tiers fill the page.
  const wordsSet = new Set(wordsAll);
  const lower: [number, MatchQuality][] = [];
  let scanned = 0;
  for (const i of wordPrefixList(reader, tokens)) {
    if (done.has(i) || !inCountry(i)) continue;
    if (++scanned > MAX_SCANNED_CANDIDATES) break;
    if (reader.hasNameStartingWith(i, text)) {
      if (!take(i, MATCH_QUALITY.prefix)) return out;
    } else {
      lower.push([i, wordsSet.has(i) ? MATCH_QUALITY.words : MATCH_QUALITY.wordPrefix]);
    }
  }
  lower.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  for (const [i, quality] of lower) if (!take(i, quality)) return out;
  return out;
}

export type FreeTextResolution =
  | { kind: 'found'; match: PlaceMatch }
  | { kind: 'ambiguous'; candidates: PlaceMatch[] }
  | { kind: 'not_found' };

/** Candidates returned with an ambiguous free-text place. */
export const AMBIGUOUS_CANDIDATES = 10;

/**
 * Free text resolves only when exactly one place matches; the service never
 * picks one of several. Exact names decide first. A name that several places
 * have as their own GeoNames name ("Springfield", "Delhi") is ambiguous. A
 * name that one place has as its own and others only as an alternate name
 * resolves to that place only when it is also the most populous of them
 * ("Surat"); otherwise it is ambiguous ("Bombay": a village in New Zealand,
 * and Mumbai's former name). Only when no name is exact do partial matches
 * ("ujjai") count. Candidates of an ambiguous name are in population order;
 * nothing at all is not found.
 */
export function resolveFreeText(reader: PlaceIndexReader, q: string): FreeTextResolution {
  const query = parsePlaceQuery(q);
  const exact = exactMatches(reader, query);
  const own = exact.filter((m) => normaliseName(m.record.name) === query.text);
  if (exact.length === 1 || (own.length === 1 && own[0] === exact[0])) return { kind: 'found', match: exact[0]! };
  if (exact.length > 1) return { kind: 'ambiguous', candidates: exact.slice(0, AMBIGUOUS_CANDIDATES) };
  const any = rankedMatches(reader, query, AMBIGUOUS_CANDIDATES).sort((a, b) => a.index - b.index);
  if (any.length === 1) return { kind: 'found', match: any[0]! };
  if (any.length > 1) return { kind: 'ambiguous', candidates: any };
  return { kind: 'not_found' };
}

const EMPTY = new Uint32Array(0);

/** Every place having the query text as one of its whole names (and passing its qualifiers), by population. */
export function exactMatches(reader: PlaceIndexReader, query: ParsedPlaceQuery): PlaceMatch[] {
  if (query.tokens.length === 0) return [];
  const accepts = qualifierFilter(reader, query.qualifiers);
  const out: PlaceMatch[] = [];
  for (const i of reader.namePostings(query.text) ?? EMPTY) {
    const record = accepts(i);
    if (record !== undefined) out.push({ index: i, record, quality: MATCH_QUALITY.exact });
  }
  return out;
}

/** Places having every query word as a whole word. */
function wholeWordList(reader: PlaceIndexReader, tokens: readonly string[]): Uint32Array {
  const lists: Uint32Array[] = [];
  for (const t of tokens) {
    const list = reader.wordPostings(t);
    if (list === undefined) return EMPTY;
    lists.push(list);
  }
  return intersectAll(lists);
}

/** Places having every query word but the last as a whole word, and a word starting with the last. */
function wordPrefixList(reader: PlaceIndexReader, tokens: readonly string[]): Uint32Array {
  const lists: Uint32Array[] = [];
  for (let t = 0; t < tokens.length - 1; t++) {
    const list = reader.wordPostings(tokens[t]!);
    if (list === undefined) return EMPTY;
    lists.push(list);
  }
  lists.push(prefixList(reader, tokens[tokens.length - 1]!));
  return intersectAll(lists);
}

function prefixList(reader: PlaceIndexReader, prefix: string): Uint32Array {
  const stored = reader.prefixPostings(prefix);
  if (stored !== undefined) return stored;
  const ws = reader.wordsWithPrefix(prefix, HEAVY_PREFIX_WORDS * 64) ?? [prefix];
  return union(ws.map((w) => reader.wordPostings(w)).filter((l): l is Uint32Array => l !== undefined));
}

function intersectAll(lists: Uint32Array[]): Uint32Array {
  if (lists.length === 0) return EMPTY;
  lists.sort((a, b) => a.length - b.length);
  let result = lists[0]!;
  for (let l = 1; l < lists.length && result.length > 0; l++) result = intersect(result, lists[l]!);
  return result;
}

function union(lists: Uint32Array[]): Uint32Array {
  if (lists.length === 0) return EMPTY;
  if (lists.length === 1) return lists[0]!;
  let total = 0;
  for (const l of lists) total += l.length;
  const all = new Uint32Array(total);
  let o = 0;
  for (const l of lists) {
    all.set(l, o);
    o += l.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i]!;
  return all.subarray(0, n);
}

function intersect(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(Math.min(a.length, b.length));
  let i = 0, j = 0, n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!, y = b[j]!;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, n);
}

/**
 * The record at an index when it passes every qualifier (each names its country,
 * by code or name, or its first-level division), else undefined. A qualifier
 * that is only a country is checked from memory before reading the record.
 */
function qualifierFilter(reader: PlaceIndexReader, qualifiers: readonly string[]): (index: number) => PlaceRecord | undefined {
  const tests = qualifiers.map((qual) => {
    const country = countryCodeOf(qual);
    const upper = qual.toUpperCase();
    const stateCode = /^[a-z]{2,3}$/.test(qual);
    return {
      country,
      state: (r: PlaceRecord) => {
        // US, CA and a few others use letter codes for states ("IL"), which people write.
        if (stateCode && r.admin1Code === upper) return true;
        if (r.state === undefined) return false;
        const state = normaliseName(r.state);
        return state === qual || (qual.length >= 3 && (state.startsWith(qual) || words(r.state).includes(qual)));
      },
    };
  });
  return (index) => {
    const pending = tests.filter((t) => t.country === undefined || reader.countryOf(index) !== t.country);
    const record = reader.record(index);
    if (record === undefined) return undefined;
    return pending.every((t) => t.state(record)) ? record : undefined;
  };
}
