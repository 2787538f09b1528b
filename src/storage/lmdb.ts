/**
 * The embedded LMDB store `api.lmdb` under DATA_DIR (default ./data), opened once per
 * process by whoever owns it (the server, the keys CLI, a test). Keys are
 * arrays (lmdb-js ordered-binary), values msgpack.
 *
 * Databases:
 * - `keys`: ['key', sha256hex] -> KeyRecord; ['id', keyId] -> sha256hex;
 *           ['feed', sha256hex] -> FeedTokenRecord; ['feed-id', feedId] -> sha256hex (feed-tokens.ts)
 * - `projects`: projectId -> ProjectRecord
 * - `usage`: ['credits', projectId, 'YYYY-MM'] -> UsageRecord;
 *            ['test', projectId, 'YYYY-MM-DD'] -> UsageRecord (test calls)
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { open, type Database, type RootDatabase } from 'lmdb';

export interface Storage {
  path: string;
  root: RootDatabase;
  keys: Database;
  projects: Database;
  usage: Database;
  close(): Promise<void>;
}

export function dataDirFromEnv(): string {
  return resolve(process.env.DATA_DIR || './data');
}

export function openStorage(dataDir: string = dataDirFromEnv()): Storage {
  mkdirSync(dataDir, { recursive: true });
  const root = open({ path: join(dataDir, 'api.lmdb'), maxDbs: 8, compression: false });
  const keys = root.openDB({ name: 'keys' });
  const projects = root.openDB({ name: 'projects' });
  const usage = root.openDB({ name: 'usage' });
  let closed: Promise<void> | undefined;
  return {
    path: dataDir,
    root,
    keys,
    projects,
    usage,
    close() {
      closed ??= root.close();
      return closed;
    },
  };
}
