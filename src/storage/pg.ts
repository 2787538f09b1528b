/**
 * The PostgreSQL store shared by several nodes (DATABASE_URL): keys,
 * projects and the credit ledger. The schema is created and migrated when a
 * node (or the keys CLI) opens it: `schema_version` holds the versions
 * applied, and a transaction-scoped advisory lock makes nodes starting
 * together apply each migration once.
 *
 * Tables (version 1):
 * - `projects` (id, plan, created_at), `api_keys` (sha256 hash, id, kind,
 *   project, origins, created_at, revoked_at, prefix): as the LMDB records;
 * - `usage_counters` (kind 'credits' | 'test', project, period 'YYYY-MM' or
 *   'YYYY-MM-DD', used, overage, by_group);
 * - `reservations` (counter, node, units): units held by requests in flight
 *   on a node, for the quota-checked counters (Free credits, test calls);
 * - `nodes` (id, seen_at): heartbeats; the reservations of a node silent for
 *   NODE_TIMEOUT_SECONDS are dropped (a node killed mid-request);
 * - `ledger_batches` (id, committed_at): the group commits applied, so a
 *   commit retried after a lost reply is never applied twice.
 * Version 2 adds `feed_tokens` (sha256 hash, id, key_id, operation, query,
 * created_at, revoked_at, prefix): as the LMDB records (feed-tokens.ts).
 * Functions: `ledger_reserve` (check and hold units under the counter's row
 * lock) and `ledger_commit` (one group commit: charges, overage, by_group,
 * the reservations they end).
 */
import pg from 'pg';

/** Seconds after which a node's heartbeat is stale and its reservations are dropped. */
export const NODE_TIMEOUT_SECONDS = 10;
/** Any 64-bit number of our own: the advisory lock of migrations. */
const MIGRATION_LOCK = 4_719_190_019;

/** Each entry migrates from the previous version; never edit a released one, add the next. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE projects (id text PRIMARY KEY, plan text NOT NULL, created_at text NOT NULL);
   CREATE TABLE api_keys (hash text PRIMARY KEY, id text NOT NULL UNIQUE, kind text NOT NULL,
     project text NOT NULL REFERENCES projects(id), origins jsonb NOT NULL, created_at text NOT NULL,
     revoked_at text, prefix text NOT NULL);
   CREATE TABLE usage_counters (kind text NOT NULL, project text NOT NULL, period text NOT NULL,
     used bigint NOT NULL DEFAULT 0, overage bigint NOT NULL DEFAULT 0, by_group jsonb NOT NULL DEFAULT '{}',
     PRIMARY KEY (kind, project, period));
   CREATE TABLE reservations (kind text NOT NULL, project text NOT NULL, period text NOT NULL, node text NOT NULL,
     units bigint NOT NULL, PRIMARY KEY (kind, project, period, node));
   CREATE TABLE nodes (id text PRIMARY KEY, seen_at timestamptz NOT NULL);
   CREATE TABLE ledger_batches (id text PRIMARY KEY, committed_at timestamptz NOT NULL DEFAULT now());

   -- Holds n units of a counter when used + every node's reservations + n <= lim.
   -- Returns used + reservations after the hold, or -1 - (used + reservations) when refused.
   CREATE FUNCTION ledger_reserve(k text, p text, per text, nd text, n bigint, lim bigint) RETURNS bigint AS $$
   DECLARE u bigint; r bigint;
   BEGIN
     INSERT INTO usage_counters (kind, project, period) VALUES (k, p, per) ON CONFLICT DO NOTHING;
     SELECT used INTO u FROM usage_counters WHERE kind = k AND project = p AND period = per FOR UPDATE;
     SELECT coalesce(sum(units), 0) INTO r FROM reservations WHERE kind = k AND project = p AND period = per;
     IF u + r + n > lim THEN RETURN -1 - (u + r); END IF;
     INSERT INTO reservations (kind, project, period, node, units) VALUES (k, p, per, nd, n)
       ON CONFLICT (kind, project, period, node) DO UPDATE SET units = reservations.units + n;
     RETURN u + r + n;
   END $$ LANGUAGE plpgsql;

   -- One group commit: entries {k, p, per, used, released, included, groups}, sorted by the caller
   -- (rows are locked in that order, so two nodes' commits cannot deadlock). A batch id already
   -- applied is skipped. Returns each counter's used and reservations after the commit.
   CREATE FUNCTION ledger_commit(batch_id text, nd text, batch jsonb)
     RETURNS TABLE (kind text, project text, period text, used bigint, held bigint) AS $$
   DECLARE e jsonb; before bigint; d bigint; inc bigint; rel bigint; applied boolean;
   BEGIN
     INSERT INTO ledger_batches (id) VALUES (batch_id) ON CONFLICT DO NOTHING;
     applied := NOT FOUND;
     FOR e IN SELECT * FROM jsonb_array_elements(batch) LOOP
       kind := e->>'k'; project := e->>'p'; period := e->>'per';
       IF NOT applied THEN
         d := (e->>'used')::bigint; inc := (e->>'included')::bigint; rel := (e->>'released')::bigint;
         INSERT INTO usage_counters AS c (kind, project, period) VALUES (kind, project, period) ON CONFLICT DO NOTHING;
         SELECT c.used INTO before FROM usage_counters c
           WHERE c.kind = ledger_commit.kind AND c.project = ledger_commit.project AND c.period = ledger_commit.period FOR UPDATE;
         UPDATE usage_counters c SET used = c.used + d,
           overage = c.overage + CASE WHEN inc > 0 THEN greatest(0, before + d - greatest(before, inc)) ELSE 0 END,
           by_group = (SELECT coalesce(jsonb_object_agg(g, coalesce((c.by_group->>g)::bigint, 0) + coalesce((e->'groups'->>g)::bigint, 0)), '{}'::jsonb)
             FROM (SELECT jsonb_object_keys(c.by_group) UNION SELECT jsonb_object_keys(e->'groups')) AS names(g))
           WHERE c.kind = ledger_commit.kind AND c.project = ledger_commit.project AND c.period = ledger_commit.period;
         IF rel > 0 THEN
           UPDATE reservations r SET units = greatest(0, r.units - rel)
             WHERE r.kind = ledger_commit.kind AND r.project = ledger_commit.project AND r.period = ledger_commit.period AND r.node = nd;
         END IF;
       END IF;
       SELECT c.used INTO used FROM usage_counters c
         WHERE c.kind = ledger_commit.kind AND c.project = ledger_commit.project AND c.period = ledger_commit.period;
       SELECT coalesce(sum(r.units), 0) INTO held FROM reservations r
         WHERE r.kind = ledger_commit.kind AND r.project = ledger_commit.project AND r.period = ledger_commit.period;
       RETURN NEXT;
     END LOOP;
   END $$ LANGUAGE plpgsql;`,
  // Version 2: feed tokens (feed-tokens.ts), bound to the secret key that minted them.
  `CREATE TABLE feed_tokens (hash text PRIMARY KEY, id text NOT NULL UNIQUE, key_id text NOT NULL REFERENCES api_keys(id),
     operation text NOT NULL, query text NOT NULL, created_at text NOT NULL, revoked_at text, prefix text NOT NULL);`,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function databaseUrlFromEnv(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/** A pool over DATABASE_URL with the schema at SCHEMA_VERSION. */
export async function openPg(url: string, options: { maxConnections?: number } = {}): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 8 });
  // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}

/** Runs `work` in one transaction on one pooled connection: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function migrate(pool: pg.Pool): Promise<void> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_version (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_version');
    const current = rows[0]?.v ?? 0;
    if (current > SCHEMA_VERSION) {
      throw new Error(
        `Expected a database schema at version ${SCHEMA_VERSION} or older but received version ${current} (a newer server migrated it)`,
      );
    }
    for (let v = current + 1; v <= SCHEMA_VERSION; v += 1) {
      await client.query(MIGRATIONS[v - 1]!);
      await client.query('INSERT INTO schema_version (version) VALUES ($1)', [v]);
    }
  });
}
