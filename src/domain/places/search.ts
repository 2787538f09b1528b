/**
 * Place search over a built index: whole words and prefixes of names, ASCII
 * names and alternate names (any script), with "City, State" and
 * "City, Country" qualifiers. Exact names come first, ranked as rank.ts
 * says (capitals and seats, then population); partial matches follow, by
 * match quality, then population.
 *
 * Match tiers come straight from posting lists (exact names, names starting
 * with the query, whole words, word prefixes), so records are read only for
 * exact names, the results, qualifier checks, and to split very short prefixes.
 */
import { countryCodeOf } from './countries.ts';
import { normaliseName, words } from './normalise.ts';
import { compareCandidates, dominates, rankedCandidate, SCORE_WEIGHTS, type RankedCandidate } from './rank.ts';
import { subdivisionNameOf } from './subdivisions.ts';
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
 * Records read, in population order, for the exact names of one query, and when a
 * very short prefix ("sa") matches too many names to list: bounds the work per query.
 */
export const MAX_SCANNED_CANDIDATES = 600;

export function parsePlaceQuery(q: string): ParsedPlaceQuery {
  const parts = q.split(',');
  const text = normaliseName(parts[0] ?? '');
  const qualifiers = parts
    .slice(1)
    .map(normaliseName)
    .filter((s) => s.length > 0);
  return { text, tokens: text.length > 0 ? text.split(' ') : [], qualifiers };
}

/**
 * The best `limit` matches: exact names ranked (rank.ts), then partial ones
 * by match quality and population; with none, edit-distance suggestions.
 */
export function searchPlaces(reader: PlaceIndexReader, q: string, options: SearchOptions): PlaceMatch[] {
  const query = parsePlaceQuery(q);
  const found = rankedMatches(reader, query, options.limit, options.countryCode);
  // Nothing matches: the names a few edits away, so a type-ahead still offers "Bengaluru" for "Banglore".
  return found.length > 0 ? found : fuzzyMatches(reader, query, options.limit, options.countryCode);
}

/**
 * Ranked matches, at most `limit`. Exact names are read and ranked whole;
 * the partial tiers are walked best first and, inside a tier, in population
 * order, reading each record only to check qualifiers.
 */
export function rankedMatches(reader: PlaceIndexReader, query: ParsedPlaceQuery, limit: number, countryCode?: string): PlaceMatch[] {
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

  for (const m of exactMatches(reader, query, countryCode)) {
    done.add(m.index);
    out.push(m);
    if (out.length >= limit) return out;
  }
  for (const i of reader.namePostings(text) ?? EMPTY) done.add(i);

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
  { kind: 'found'; match: PlaceMatch } | { kind: 'ambiguous'; candidates: PlaceMatch[] } | { kind: 'not_found'; suggestions: PlaceMatch[] };

/** Candidates returned with an ambiguous free-text place, and suggestions with an unknown one. */
export const AMBIGUOUS_CANDIDATES = 10;

/**
 * Free text resolves to the place it clearly means. Exact names decide
 * first: the only place bearing the name, or the first-ranked one when it
 * dominates every other (rank.ts: `dominates`); otherwise the name is
 * ambiguous and its best-ranked places are the candidates. A name that is
 * also a first-level division's ("Goa", "Kerala", "Punjab") resolves only to
 * a dominant place inside that division ("Delhi", "New York"); otherwise it
 * is ambiguous, the division's main places first. Only when no name is exact
 * and no division bears it do partial matches ("ujjai") count, and then only
 * a single match resolves: a partial name is never taken as meaning one of
 * several places. With no match at all, names within a small edit distance
 * are offered as suggestions, never used.
 */
export function resolveFreeText(reader: PlaceIndexReader, q: string): FreeTextResolution {
  const query = parsePlaceQuery(q);
  const exact = rankedExactMatches(reader, query);
  const divisions = namedDivisions(reader, query);
  if (exact.length > 0) {
    const top = exact[0]!;
    const dominant = exact.every((m) => m === top || dominates(top.candidate, m.candidate));
    if (dominant && (divisions.length === 0 || divisions.some((d) => isDivisionsOwnPlace(top, d)))) {
      return { kind: 'found', match: top.match };
    }
  }
  if (exact.length > 0 || divisions.length > 0) return { kind: 'ambiguous', candidates: mergeCandidates(exact, divisions) };
  const any = rankedMatches(reader, query, AMBIGUOUS_CANDIDATES);
  if (any.length === 1) return { kind: 'found', match: any[0]! };
  if (any.length > 1) return { kind: 'ambiguous', candidates: any };
  return { kind: 'not_found', suggestions: fuzzyMatches(reader, query, AMBIGUOUS_CANDIDATES) };
}

/** A first-level division the query names, with its main places and a score comparable with a place's (rank.ts). */
interface NamedDivision {
  code: string;
  places: PlaceMatch[];
  /** log10 of its main places' population, plus the own-name weight: the division is named so. */
  score: number;
}

/** The first-level divisions the query text names, within any country qualifier it has. */
function namedDivisions(reader: PlaceIndexReader, query: ParsedPlaceQuery): NamedDivision[] {
  if (query.tokens.length === 0) return [];
  const countries = query.qualifiers.map((q) => countryCodeOf(q));
  return reader
    .divisionsNamed(query.text)
    .filter((d) => countries.every((c) => c === undefined || d.startsWith(`${c}.`)))
    .map((code) => {
      const places: PlaceMatch[] = [];
      for (const i of reader.divisionPlaces(code) ?? EMPTY) {
        const record = reader.record(i);
        if (record !== undefined) places.push({ index: i, record, quality: MATCH_QUALITY.words });
      }
      const population = places.reduce((sum, p) => sum + p.record.population, 0);
      return { code, places, score: Math.log10(Math.max(1, population)) + SCORE_WEIGHTS.ownName };
    });
}

/**
 * The query's place, inside a division of the same name, is the one meant
 * when the name is its own (Delhi in Delhi, Tokyo in Tokyo), or when it is
 * the division's largest place holding at least half of its main places'
 * population (New York City, "New York" among its alternate names, in New
 * York State). Otherwise the name more likely means the division.
 */
function isDivisionsOwnPlace(top: RankedMatch, division: NamedDivision): boolean {
  const r = top.match.record;
  if (`${r.countryCode}.${r.admin1Code}` !== division.code) return false;
  if (top.candidate.ownName) return true;
  const total = division.places.reduce((sum, p) => sum + p.record.population, 0);
  return division.places[0]?.index === top.match.index && 2 * r.population >= total;
}

/** Exact matches and named divisions' main places, by score (a division's places together where it ranks). */
function mergeCandidates(exact: readonly RankedMatch[], divisions: readonly NamedDivision[]): PlaceMatch[] {
  const blocks = [
    ...exact.map((m) => ({ score: m.candidate.score, places: [m.match] })),
    ...divisions.map((d) => ({ score: d.score, places: d.places })),
  ].sort((a, b) => b.score - a.score);
  const out: PlaceMatch[] = [];
  const seen = new Set<number>();
  for (const block of blocks) {
    for (const m of block.places) {
      if (out.length >= AMBIGUOUS_CANDIDATES) return out;
      if (!seen.has(m.index)) out.push(m);
      seen.add(m.index);
    }
  }
  return out;
}

/** Names shorter than this get no suggestions (too many names lie one edit away). */
const FUZZY_MIN_LENGTH = 4;
/** Names read per scanned prefix, bounding the work of a suggestion. */
const FUZZY_MAX_NAMES = 60_000;

/**
 * Places whose whole name lies within a small edit distance of the query
 * text (optimal string alignment: insertions, deletions, substitutions and
 * swaps of neighbours; 1 edit up to 5 letters, 2 beyond): the names sharing
 * the query's first two letters, or those two swapped, read from the sorted
 * name keys. Fewer edits first, then the ranking of exact names (rank.ts).
 */
export function fuzzyMatches(reader: PlaceIndexReader, query: ParsedPlaceQuery, limit: number, countryCode?: string): PlaceMatch[] {
  const text = query.text;
  const chars = [...text];
  if (chars.length < FUZZY_MIN_LENGTH) return [];
  const maxEdits = chars.length <= 5 ? 1 : 2;
  const near = new Map<string, number>();
  const starts = new Set([chars.slice(0, 2).join(''), chars[1]! + chars[0]!]);
  for (const start of starts) {
    let read = 0;
    reader.scanNames(start, (name) => {
      const d = editDistance(text, name, maxEdits);
      if (d <= maxEdits) near.set(name, d);
      return ++read < FUZZY_MAX_NAMES;
    });
  }
  const accepts = qualifierFilter(reader, query.qualifiers);
  const found = new Map<number, { match: PlaceMatch; edits: number; candidate: RankedCandidate }>();
  // Fewest edits first, so a place reached by several names keeps its nearest.
  for (const [name, edits] of [...near].sort((a, b) => a[1] - b[1])) {
    let scanned = 0;
    for (const i of reader.namePostings(name) ?? EMPTY) {
      if (++scanned > AMBIGUOUS_CANDIDATES) break;
      if (found.has(i) || (countryCode !== undefined && reader.countryOf(i) !== countryCode)) continue;
      const record = accepts(i);
      if (record === undefined) continue;
      found.set(i, { match: { index: i, record, quality: MATCH_QUALITY.wordPrefix }, edits, candidate: rankedCandidate(record, name) });
    }
  }
  return [...found.values()]
    .sort((a, b) => a.edits - b.edits || compareCandidates(a.candidate, b.candidate))
    .slice(0, limit)
    .map((f) => f.match);
}

/** Optimal string alignment distance, or max + 1 as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

const EMPTY = new Uint32Array(0);

/**
 * Every place having the query text as one of its whole names and passing
 * its qualifiers (and the country filter), best first as rank.ts orders them.
 */
export function exactMatches(reader: PlaceIndexReader, query: ParsedPlaceQuery, countryCode?: string): PlaceMatch[] {
  return rankedExactMatches(reader, query, countryCode).map((r) => r.match);
}

interface RankedMatch {
  match: PlaceMatch;
  candidate: RankedCandidate;
}

/**
 * The exact matches with what ranking read of them. Reads at most
 * MAX_SCANNED_CANDIDATES records, the most populous, so a name borne by
 * thousands of places costs a bounded time.
 */
function rankedExactMatches(reader: PlaceIndexReader, query: ParsedPlaceQuery, countryCode?: string): RankedMatch[] {
  if (query.tokens.length === 0) return [];
  const accepts = qualifierFilter(reader, query.qualifiers);
  const found: RankedMatch[] = [];
  let scanned = 0;
  for (const i of reader.namePostings(query.text) ?? EMPTY) {
    if (countryCode !== undefined && reader.countryOf(i) !== countryCode) continue;
    if (++scanned > MAX_SCANNED_CANDIDATES) break;
    const record = accepts(i);
    if (record === undefined) continue;
    found.push({ match: { index: i, record, quality: MATCH_QUALITY.exact }, candidate: rankedCandidate(record, query.text) });
  }
  return found.sort((a, b) => compareCandidates(a.candidate, b.candidate));
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
  let i = 0,
    j = 0,
    n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!,
      y = b[j]!;
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
 * The record at an index when it passes every qualifier, else undefined. A
 * qualifier names the place's country (code or name), or its first-level
 * division: the division's name or a word or start of it ("Madhya"), its
 * GeoNames letter code (US states: "IL"), or a short form from
 * subdivisions.ts ("MP", "ON"). A qualifier that is only a country is checked
 * from memory before reading the record; one that is both a country code and a
 * division's short form ("MP": the Northern Mariana Islands, or Madhya
 * Pradesh) passes a place matching either.
 */
function qualifierFilter(reader: PlaceIndexReader, qualifiers: readonly string[]): (index: number) => PlaceRecord | undefined {
  const tests = qualifiers.map((written) => {
    // Initials with stops ("M.P.", "U.K.") normalise to "m p": read them as the code "mp".
    const qual = /^(\p{L} )+\p{L}$/u.test(written) ? written.replaceAll(' ', '') : written;
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
        if (subdivisionNameOf(r.countryCode, qual) === state) return true;
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
