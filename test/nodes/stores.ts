/**
 * PostgreSQL and Redis for the tests (not a test file itself): a database
 * of its own per test file (`vedic_test_<pid>_<n>`, dropped after), a Redis
 * key prefix of its own, or undefined with the reason printed when the
 * server does not answer (127.0.0.1:5432 user postgres; 127.0.0.1:6379; or
 * TEST_PG_URL, TEST_REDIS_URL).
 */
import { Redis } from 'ioredis';
import pg from 'pg';

const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
let databases = 0;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new empty database, or undefined (reason printed) when PostgreSQL does not answer. */
export async function createTestDatabase(): Promise<TestDatabase | undefined> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`# skipped: PostgreSQL at ${PG_ADMIN_URL} does not answer (${String(error)})`);
    return undefined;
  }
  const name = `vedic_test_${process.pid}_${databases++}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** REDIS_URL and a fresh key prefix, or undefined (reason printed) when Redis does not answer. */
export async function testRedis(): Promise<{ url: string; prefix: string; clear(): Promise<void> } | undefined> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    console.log(`# skipped: Redis at ${REDIS_URL} does not answer (${String(error)})`);
    redis.disconnect();
    return undefined;
  }
  const prefix = `vedic_test_${process.pid}_${Date.now().toString(36)}:`;
  return {
    url: REDIS_URL,
    prefix,
    async clear() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}
