/**
 * Per-zone tables of UTC-offset transitions, built lazily from a direct offset
 * lookup (Intl, in timezone.ts) so that they give that lookup's answer at every
 * millisecond, only cheaper: a warm lookup is two Map reads and a scan of at
 * most a few transitions instead of one ICU format call.
 *
 * Time is cut into chunks of 2^31 ms (24.86 days). A chunk is built by sampling
 * the direct lookup every 2^28 ms (3.11 days) and bisecting each change of
 * offset to the millisecond. The sampling step must be shorter than any
 * interval between two offset changes, or a short excursion (A -> B -> A
 * between two samples) would be missed: the shortest in tzdata 2025b, the
 * Debian zoneinfo (with backzone), is 3.99 days (Africa/Freetown, 1 -> 5
 * September 1939, which Node's ICU does not even carry: there Freetown is
 * Abidjan); the next are 6.96 days (Brazil's October 2000 changes, Asia/Gaza's
 * Ramadan rules after 2040). Two changes within one step that do not return to
 * the first offset (A -> B -> C) are still both found: bisection restarts from
 * each change found.
 *
 * A chunk is built only once it has been asked about `buildAfterLookups` times;
 * until then the direct lookup answers (ski rental: building a chunk without a
 * transition costs 9 direct lookups, one with a transition about 40, so a chunk
 * used once never costs much more than the direct lookups it replaces).
 *
 * Memory: at most `maxEntries` chunk entries (built chunks and pending lookup
 * counts, over all zones) per cache, hence per thread; when that is exceeded
 * the whole cache is dropped and rebuilt on demand. Chunks without a
 * transition, nearly all of them, share one object per offset.
 */

/** Chunk length, ms (2^31 ms = 24.86 days). */
export const CHUNK_MS = 2 ** 31;
/** Sampling step, ms (2^28 ms = 3.11 days; under the shortest interval between two offset changes, see above). */
export const SAMPLE_STEP_MS = 2 ** 28;
const SAMPLES_PER_CHUNK = CHUNK_MS / SAMPLE_STEP_MS;
/**
 * Chunks are used for |ms| < TABLE_LIMIT_MS, whose samples all lie within the
 * range of a Date (±8.64e15 ms); beyond it, callers ask the direct lookup.
 */
export const TABLE_LIMIT_MS = Math.floor(8.64e15 / CHUNK_MS) * CHUNK_MS - CHUNK_MS;

/**
 * Offset changes inside one chunk: `offsets[k]` is in force from `startsMs[k - 1]`
 * (from the chunk start for k = 0) up to `startsMs[k]`, exclusive.
 */
interface Chunk {
  readonly startsMs: readonly number[];
  readonly offsets: readonly number[];
}

/** Seconds east of UTC at an integer UTC millisecond within the range of a Date. */
export type OffsetLookup = (utcMs: number) => number;

interface ZoneTable {
  readonly lookup: OffsetLookup;
  /** Chunk index -> built chunk, or the number of lookups asked so far. */
  readonly chunks: Map<number, Chunk | number>;
}

export interface TransitionCacheOptions {
  /** Lookups answered directly in a chunk before it is built (0: build on first use). */
  buildAfterLookups: number;
  /** Most chunk entries (built or pending) kept over all zones. */
  maxEntries: number;
}

const constantChunks = new Map<number, Chunk>();

function constantChunk(offsetSeconds: number): Chunk {
  let c = constantChunks.get(offsetSeconds);
  if (c === undefined) {
    c = { startsMs: [], offsets: [offsetSeconds] };
    constantChunks.set(offsetSeconds, c);
  }
  return c;
}

/** All offset changes in [startMs, startMs + CHUNK_MS], from samples SAMPLE_STEP_MS apart, each bisected to the ms. */
export function buildChunk(lookup: OffsetLookup, chunkIndex: number): Chunk {
  const startMs = chunkIndex * CHUNK_MS;
  const startsMs: number[] = [];
  const offsets = [lookup(startMs)];
  let loMs = startMs;
  for (let k = 1; k <= SAMPLES_PER_CHUNK; k++) {
    const endMs = startMs + k * SAMPLE_STEP_MS;
    const endOffset = lookup(endMs);
    // Invariant: lookup(loMs) is the last offset found, and every change before loMs is recorded.
    while (endOffset !== offsets[offsets.length - 1]) {
      const before = offsets[offsets.length - 1]!;
      let lo = loMs;
      let hi = endMs;
      let hiOffset = endOffset;
      while (hi - lo > 1) {
        const mid = lo + Math.floor((hi - lo) / 2);
        const o = lookup(mid);
        if (o === before) lo = mid;
        else {
          hi = mid;
          hiOffset = o;
        }
      }
      startsMs.push(hi);
      offsets.push(hiOffset);
      loMs = hi;
    }
    loMs = endMs;
  }
  return startsMs.length === 0 ? constantChunk(offsets[0]!) : { startsMs, offsets };
}

function chunkOffset(c: Chunk, utcMs: number): number {
  const starts = c.startsMs;
  let k = 0;
  // At most a handful of changes per chunk (one per 3.99 days): a linear scan.
  while (k < starts.length && utcMs >= starts[k]!) k++;
  return c.offsets[k]!;
}

/** Transition tables of many zones, one cache per thread. */
export class TransitionCache {
  private readonly zones = new Map<string, ZoneTable>();
  private entries = 0;

  constructor(private readonly options: TransitionCacheOptions) {}

  /** Chunk entries held (built and pending), over all zones. */
  get size(): number {
    return this.entries;
  }

  /**
   * Seconds east of UTC in `zone` at the integer UTC millisecond `utcMs`
   * (|utcMs| < TABLE_LIMIT_MS). `lookupFor` makes the zone's direct lookup, once
   * per zone; when it throws (unknown zone), nothing is cached.
   */
  offsetSecondsAt(zone: string, utcMs: number, lookupFor: (zone: string) => OffsetLookup): number {
    let t = this.zones.get(zone);
    if (t === undefined) {
      t = { lookup: lookupFor(zone), chunks: new Map() };
      this.zones.set(zone, t);
    }
    const index = Math.floor(utcMs / CHUNK_MS);
    const c = t.chunks.get(index);
    if (typeof c === 'object') return chunkOffset(c, utcMs);
    if (c === undefined && ++this.entries > this.options.maxEntries) {
      this.clear();
      return this.offsetSecondsAt(zone, utcMs, lookupFor);
    }
    const asked = (c ?? 0) + 1;
    if (asked <= this.options.buildAfterLookups) {
      t.chunks.set(index, asked);
      return t.lookup(utcMs);
    }
    const built = buildChunk(t.lookup, index);
    t.chunks.set(index, built);
    return chunkOffset(built, utcMs);
  }

  clear(): void {
    this.zones.clear();
    this.entries = 0;
  }
}
