/**
 * Feed tokens in PostgreSQL (DATABASE_URL, table `feed_tokens`): the same
 * records and rules as the LMDB FeedTokenStore (feed-tokens.ts, makeFeedToken).
 */
import type pg from 'pg';
import type { KeyRecord } from './keys.ts';
import type { PlanId } from '../platform/plans.ts';
import {
  makeFeedToken,
  type FeedTokenDirectory,
  type FeedTokenRecord,
  type FoundFeed,
  type MintedFeed,
  type MintFeedInput,
} from './feed-tokens.ts';
import { hashKey } from './keys.ts';

const FEED_COLUMNS = 'f.id, f.key_id, f.operation, f.query, f.created_at, f.revoked_at, f.prefix';

function feedRecord(row: FeedTokenRecord): FeedTokenRecord {
  return {
    id: row.id,
    key_id: row.key_id,
    operation: row.operation,
    query: row.query,
    created_at: row.created_at,
    revoked_at: row.revoked_at,
    prefix: row.prefix,
  };
}

type FoundRow = FeedTokenRecord & {
  k_id: string | null;
  k_kind: KeyRecord['kind'];
  k_project: string;
  k_origins: string[];
  k_created_at: string;
  k_revoked_at: string | null;
  k_prefix: string;
  p_plan: PlanId | null;
  p_created_at: string;
};

export class PgFeedTokenStore implements FeedTokenDirectory {
  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {}

  async mint(input: MintFeedInput): Promise<MintedFeed> {
    const { token, record, hash } = makeFeedToken(input, this.now());
    await this.pool.query(
      `INSERT INTO feed_tokens (hash, id, key_id, operation, query, created_at, revoked_at, prefix)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [hash, record.id, record.key_id, record.operation, record.query, record.created_at, record.revoked_at, record.prefix],
    );
    return { token, record };
  }

  async find(token: string): Promise<FoundFeed | undefined> {
    const { rows } = await this.pool.query<FoundRow>(
      `SELECT ${FEED_COLUMNS}, k.id AS k_id, k.kind AS k_kind, k.project AS k_project, k.origins AS k_origins,
         k.created_at AS k_created_at, k.revoked_at AS k_revoked_at, k.prefix AS k_prefix,
         p.plan AS p_plan, p.created_at AS p_created_at
       FROM feed_tokens f LEFT JOIN api_keys k ON k.id = f.key_id LEFT JOIN projects p ON p.id = k.project
       WHERE f.hash = $1`,
      [hashKey(token)],
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    const key: KeyRecord | undefined =
      row.k_id === null
        ? undefined
        : {
            id: row.k_id,
            kind: row.k_kind,
            project: row.k_project,
            origins: row.k_origins,
            created_at: row.k_created_at,
            revoked_at: row.k_revoked_at,
            prefix: row.k_prefix,
          };
    const project =
      key === undefined || row.p_plan === null ? undefined : { id: key.project, plan: row.p_plan, created_at: row.p_created_at };
    return { record: feedRecord(row), key, project };
  }

  async list(): Promise<FeedTokenRecord[]> {
    const { rows } = await this.pool.query<FeedTokenRecord>(`SELECT ${FEED_COLUMNS} FROM feed_tokens f ORDER BY f.created_at, f.id`);
    return rows.map(feedRecord);
  }

  async revoke(id: string): Promise<FeedTokenRecord | undefined> {
    const { rows } = await this.pool.query<FeedTokenRecord>(
      `UPDATE feed_tokens f SET revoked_at = coalesce(f.revoked_at, $2) WHERE f.id = $1 RETURNING ${FEED_COLUMNS}`,
      [id, new Date(this.now()).toISOString()],
    );
    return rows[0] === undefined ? undefined : feedRecord(rows[0]);
  }
}
