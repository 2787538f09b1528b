/**
 * Feed tokens (docs/feeds.md, Subscribing): a secret key mints one for a
 * calendar feed (an operation and its query, place included) so that a
 * calendar app subscribes to a URL without the key. Read-only, bound to that
 * one request, charged to the parent key's project, revoked on its own or
 * with its parent key. As for keys, only the SHA-256 of a token is stored.
 * Format: `ft_` followed by 32 base62 characters.
 */
import { base62, hashKey, type KeyRecord, type ProjectRecord } from './keys.ts';
import type { Storage } from './lmdb.ts';

export interface FeedTokenRecord {
  id: string;
  /** The id of the secret key that minted it (key_...): charged for its fetches, and its revocation ends the token. */
  key_id: string;
  /** The operationId of the feed (calendarEkadashi, muhuratSearch, ...). */
  operation: string;
  /** The query string of the feed's request, as validated when it was minted (no `?`). */
  query: string;
  created_at: string;
  revoked_at: string | null;
  /** First characters of the token, for humans telling tokens apart. */
  prefix: string;
}

export interface MintFeedInput {
  keyId: string;
  operation: string;
  query: string;
}

export interface MintedFeed {
  token: string;
  record: FeedTokenRecord;
}

/** A presented token's record with its parent key and that key's project (either may be gone). */
export interface FoundFeed {
  record: FeedTokenRecord;
  key: KeyRecord | undefined;
  project: ProjectRecord | undefined;
}

/** What the server and the keys CLI need of a feed-token store (LMDB here, PostgreSQL in pg-feed-tokens.ts). */
export interface FeedTokenDirectory {
  mint(input: MintFeedInput): Promise<MintedFeed>;
  find(token: string): FoundFeed | undefined | Promise<FoundFeed | undefined>;
  list(): FeedTokenRecord[] | Promise<FeedTokenRecord[]>;
  revoke(id: string): Promise<FeedTokenRecord | undefined>;
}

/** The shape of a feed token (the route's parameter checks it before any lookup). */
export const FEED_TOKEN_PATTERN = /^ft_[0-9A-Za-z]{32}$/;

/** A new token and its record; one place for both stores. */
export function makeFeedToken(input: MintFeedInput, nowMs: number): MintedFeed & { hash: string } {
  const token = `ft_${base62(32)}`;
  const record: FeedTokenRecord = {
    id: `feed_${base62(16)}`,
    key_id: input.keyId,
    operation: input.operation,
    query: input.query,
    created_at: new Date(nowMs).toISOString(),
    revoked_at: null,
    prefix: token.slice(0, 10),
  };
  return { token, record, hash: hashKey(token) };
}

/**
 * In the LMDB `keys` database beside the keys: ['feed', sha256hex] ->
 * FeedTokenRecord; ['feed-id', feedId] -> sha256hex.
 */
export class FeedTokenStore implements FeedTokenDirectory {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
  ) {}

  async mint(input: MintFeedInput): Promise<MintedFeed> {
    const made = makeFeedToken(input, this.now());
    const { keys } = this.storage;
    await this.storage.root.transaction(() => {
      void keys.put(['feed', made.hash], made.record);
      void keys.put(['feed-id', made.record.id], made.hash);
    });
    return { token: made.token, record: made.record };
  }

  find(token: string): FoundFeed | undefined {
    const { keys, projects } = this.storage;
    const record = keys.get(['feed', hashKey(token)]) as FeedTokenRecord | undefined;
    if (record === undefined) return undefined;
    const keyHash = keys.get(['id', record.key_id]) as string | undefined;
    const key = keyHash === undefined ? undefined : (keys.get(['key', keyHash]) as KeyRecord | undefined);
    const project = key === undefined ? undefined : (projects.get(key.project) as ProjectRecord | undefined);
    return { record, key, project };
  }

  list(): FeedTokenRecord[] {
    const out: FeedTokenRecord[] = [];
    for (const { value } of this.storage.keys.getRange({ start: ['feed'], end: ['feed', '\uffff'] })) out.push(value as FeedTokenRecord);
    return out.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  }

  async revoke(id: string): Promise<FeedTokenRecord | undefined> {
    const { keys } = this.storage;
    let updated: FeedTokenRecord | undefined;
    await this.storage.root.transaction(() => {
      const hash = keys.get(['feed-id', id]) as string | undefined;
      const record = hash === undefined ? undefined : (keys.get(['feed', hash]) as FeedTokenRecord | undefined);
      if (hash === undefined || record === undefined) return;
      updated = { ...record, revoked_at: record.revoked_at ?? new Date(this.now()).toISOString() };
      void keys.put(['feed', hash], updated);
    });
    return updated;
  }
}
