/**
 * `npm run --silent keys -- <command>` over the same DATA_DIR as the server:
 *   create --kind test|live|publishable [--plan free|starter|growth|business|internal] [--project ID] [--origin URL ...]
 *   list
 *   revoke ID
 *   feeds
 *   revoke-feed ID
 * Prints one JSON object (create, revoke) or array (list) on stdout. The key
 * itself is printed only by create; only its SHA-256 is stored. `feeds`
 * lists the feed tokens keys minted (POST /v1/feeds, docs/feeds.md) and
 * `revoke-feed` revokes one by its id (feed_...). The plan
 * defaults to free; `internal` is the operator's own (no credit limit).
 *
 * The store is the one `npm start` uses with the same DATA_DIR (default
 * ./data, from the current directory): a key made in another store is
 * unknown to the server (401). So every command names the store it used on
 * stderr, and create and revoke also as `data_dir` in their JSON. With
 * DATABASE_URL set, the store is that PostgreSQL database (as for the
 * server), named `database` in the JSON without its password.
 */
import { parseArgs } from 'node:util';
import { isPlanId, PLAN_IDS } from '../platform/plans.ts';
import type { KeyKind } from '../platform/operations.ts';
import { dataDirFromEnv, openStorage } from '../storage/lmdb.ts';
import { KeyStore, type KeyDirectory } from '../storage/keys.ts';
import { databaseUrlFromEnv, openPg } from '../storage/pg.ts';
import { PgKeyStore } from '../storage/pg-keys.ts';
import { FeedTokenStore, type FeedTokenDirectory } from '../storage/feed-tokens.ts';
import { PgFeedTokenStore } from '../storage/pg-feed-tokens.ts';

const KINDS: readonly KeyKind[] = ['test', 'live', 'publishable'];
const COMMANDS: readonly string[] = ['create', 'list', 'revoke', 'feeds', 'revoke-feed'];
const USAGE = `Usage:
  keys create --kind test|live|publishable [--plan ${PLAN_IDS.join('|')}] [--project ID] [--origin https://a.example ...]
  keys list
  keys revoke ID
  keys feeds
  keys revoke-feed ID`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    strict: true,
    options: {
      kind: { type: 'string' },
      plan: { type: 'string' },
      project: { type: 'string' },
      origin: { type: 'string', multiple: true },
    },
  });
  if (command === undefined || !COMMANDS.includes(command)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const databaseUrl = databaseUrlFromEnv();
  let store: KeyDirectory;
  let feeds: FeedTokenDirectory;
  let where: Record<string, string>;
  let close: () => Promise<void>;
  if (databaseUrl !== undefined) {
    const pool = await openPg(databaseUrl, { maxConnections: 1 });
    const shown = redactedUrl(databaseUrl);
    process.stderr.write(
      `keys: using the PostgreSQL database ${shown} (from DATABASE_URL); the server must run with the same DATABASE_URL\n`,
    );
    store = new PgKeyStore(pool);
    feeds = new PgFeedTokenStore(pool);
    where = { database: shown };
    close = () => pool.end();
  } else {
    const dataDir = dataDirFromEnv();
    const storage = openStorage(dataDir);
    process.stderr.write(
      `keys: using the store in ${dataDir} (${process.env.DATA_DIR ? 'from DATA_DIR' : 'DATA_DIR is unset, so ./data'}); ` +
        'the server must run with the same DATA_DIR\n',
    );
    store = new KeyStore(storage);
    feeds = new FeedTokenStore(storage);
    where = { data_dir: dataDir };
    close = () => storage.close();
  }
  try {
    if (command === 'create') {
      const kind = values.kind as KeyKind | undefined;
      if (kind === undefined || !KINDS.includes(kind))
        throw new Error(`Expected --kind ${KINDS.join('|')} but received ${kind ?? 'nothing'}`);
      if (values.plan !== undefined && !isPlanId(values.plan))
        throw new Error(`Expected --plan ${PLAN_IDS.join('|')} but received ${values.plan}`);
      const created = await store.create({
        kind,
        ...(values.plan !== undefined && isPlanId(values.plan) ? { plan: values.plan } : {}),
        ...(values.project !== undefined ? { project: values.project } : {}),
        origins: values.origin ?? [],
      });
      print({
        key: created.key,
        id: created.record.id,
        kind,
        plan: created.project.plan,
        project: created.project.id,
        origins: created.record.origins,
        created_at: created.record.created_at,
        ...where,
      });
    } else if (command === 'list') {
      const listed = [];
      for (const k of await store.list()) {
        listed.push({
          id: k.id,
          kind: k.kind,
          plan: (await store.project(k.project))?.plan ?? null,
          project: k.project,
          prefix: k.prefix,
          origins: k.origins,
          created_at: k.created_at,
          revoked_at: k.revoked_at,
        });
      }
      print(listed);
    } else if (command === 'feeds') {
      print(await feeds.list());
    } else if (command === 'revoke-feed') {
      const id = positionals[0];
      if (id === undefined) throw new Error('Expected a feed token id (feed_...) but received nothing');
      const record = await feeds.revoke(id);
      if (record === undefined) throw new Error(`Expected a known feed token id but received ${JSON.stringify(id)}`);
      print({ id: record.id, key_id: record.key_id, operation: record.operation, revoked_at: record.revoked_at, ...where });
    } else {
      const id = positionals[0];
      if (id === undefined) throw new Error('Expected a key id (key_...) but received nothing');
      const record = await store.revoke(id);
      if (record === undefined) throw new Error(`Expected a known key id but received ${JSON.stringify(id)}`);
      print({ id: record.id, kind: record.kind, project: record.project, revoked_at: record.revoked_at, ...where });
    }
    return 0;
  } finally {
    await close();
  }
}

/** The URL without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password !== '') u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
