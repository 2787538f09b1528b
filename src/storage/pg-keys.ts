/**
 * API keys and projects in PostgreSQL (DATABASE_URL): the same records and
 * rules as the LMDB KeyStore (keys.ts, makeKey), shared by every node.
 */
import type pg from 'pg';
import type { PlanId } from '../platform/plans.ts';
import { inTransaction } from './pg.ts';
import {
  hashKey,
  makeKey,
  type CreatedKey,
  type CreateKeyInput,
  type FoundKey,
  type KeyDirectory,
  type KeyRecord,
  type ProjectRecord,
} from './keys.ts';

/** A key's row: the columns of KeyRecord. */
type KeyRow = KeyRecord;

const KEY_COLUMNS = 'k.id, k.kind, k.project, k.origins, k.created_at, k.revoked_at, k.prefix';

function keyRecord(row: KeyRow): KeyRecord {
  return {
    id: row.id,
    kind: row.kind,
    project: row.project,
    origins: row.origins,
    created_at: row.created_at,
    revoked_at: row.revoked_at,
    prefix: row.prefix,
  };
}

export class PgKeyStore implements KeyDirectory {
  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {}

  async create(input: CreateKeyInput): Promise<CreatedKey> {
    const existing = input.project === undefined ? undefined : await this.project(input.project);
    const { key, record, project, hash } = makeKey(input, existing, this.now());
    await inTransaction(this.pool, async (client) => {
      await client.query('INSERT INTO projects (id, plan, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        project.id,
        project.plan,
        project.created_at,
      ]);
      await client.query(
        `INSERT INTO api_keys (hash, id, kind, project, origins, created_at, revoked_at, prefix)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [hash, record.id, record.kind, record.project, JSON.stringify(record.origins), record.created_at, record.revoked_at, record.prefix],
      );
    });
    return { key, record, project };
  }

  async find(key: string): Promise<FoundKey | undefined> {
    const { rows } = await this.pool.query<KeyRow & { plan: PlanId | null; project_created_at: string | null }>(
      `SELECT ${KEY_COLUMNS}, p.plan, p.created_at AS project_created_at FROM api_keys k LEFT JOIN projects p ON p.id = k.project
       WHERE k.hash = $1`,
      [hashKey(key)],
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    const project: ProjectRecord | undefined =
      row.plan === null ? undefined : { id: row.project, plan: row.plan, created_at: row.project_created_at! };
    return { record: keyRecord(row), project };
  }

  async project(id: string): Promise<ProjectRecord | undefined> {
    const { rows } = await this.pool.query<ProjectRecord>('SELECT id, plan, created_at FROM projects WHERE id = $1', [id]);
    return rows[0];
  }

  async list(): Promise<KeyRecord[]> {
    const { rows } = await this.pool.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys k ORDER BY k.created_at, k.id`);
    return rows.map(keyRecord);
  }

  async revoke(id: string): Promise<KeyRecord | undefined> {
    const { rows } = await this.pool.query<KeyRow>(
      `UPDATE api_keys k SET revoked_at = coalesce(k.revoked_at, $2) WHERE k.id = $1 RETURNING ${KEY_COLUMNS}`,
      [id, new Date(this.now()).toISOString()],
    );
    return rows[0] === undefined ? undefined : keyRecord(rows[0]);
  }
}
