/**
 * A real server on 127.0.0.1:0 with its own temporary DATA_DIR, a one-thread
 * pool, one HTTP loop (HTTP_THREADS for a variant) and a captured access log (not a test file itself).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../src/platform/clock.ts';
import type { KeyKind } from '../../src/platform/operations.ts';
import type { PlanId } from '../../src/platform/plans.ts';
import type { PlaceIndexReader, PlaceRecord } from '../../src/domain/places/index.ts';
import { setPlacesIndex } from '../../src/http/places-index.ts';
import { startServer, type ApiServer, type ServerOptions } from '../../src/http/server.ts';
import { openStorage, type Storage } from '../../src/storage/lmdb.ts';
import { KeyStore } from '../../src/storage/keys.ts';
import { openTestPlaces } from '../unit/places/fixture.ts';
import { TEST_BASE_URL } from '../fixtures.ts';
import { after, before } from 'node:test';

export interface TestServer {
  server: ApiServer;
  url: string;
  dataDir: string;
  storage: Storage;
  keys: KeyStore;
  logs: string[];
  /** Creates a key (and a new project unless `project` is given). */
  key(
    kind: KeyKind,
    plan?: PlanId,
    extra?: { origins?: string[]; project?: string },
  ): Promise<{ key: string; id: string; project: string }>;
  close(): Promise<void>;
}

export async function startTestServer(options: Partial<ServerOptions> & { clock?: Clock } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vedic-http-'));
  const storage = openStorage(dataDir);
  const logs: string[] = [];
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    storage,
    threads: 1,
    // One HTTP loop whatever the cores (the server's default grows with them), unless a test variant asks for more.
    httpThreads: Number(process.env.HTTP_THREADS) || 1,
    baseUrl: TEST_BASE_URL,
    logSink: (chunk) => logs.push(chunk),
    ...options,
  });
  const keys = new KeyStore(storage);
  return {
    server,
    url: server.url,
    dataDir,
    storage,
    keys,
    logs,
    async key(kind, plan = 'free', extra = {}) {
      const created = await keys.create({
        kind,
        ...(extra.project === undefined ? { plan } : { project: extra.project }),
        origins: extra.origins ?? [],
      });
      return { key: created.key, id: created.record.id, project: created.project.id };
    },
    async close() {
      await server.close();
      await storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  json: any;
  text: string;
}

export async function call(
  url: string,
  path: string,
  init: { method?: string; key?: string; body?: unknown; raw?: string | Uint8Array; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key !== undefined) headers.authorization = `Bearer ${init.key}`;
  let body: string | Uint8Array | undefined;
  if (init.raw !== undefined) body = init.raw;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(url + path, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: body as BodyInit | undefined,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

/**
 * Starts a POST whose body is only partly sent, so the request stays in
 * flight (key checked, credits reserved) until `finish()` sends the rest.
 */
export function partialPost(url: string, path: string, key: string, body: string): Promise<{ socket: Socket; finish(): Promise<string> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const half = Math.floor(body.length / 2);
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
      );
      let response = '';
      socket.on('data', (d) => {
        response += d.toString();
      });
      const ended = new Promise<string>((res) => socket.on('close', () => res(response)));
      resolve({
        socket,
        finish() {
          socket.write(body.slice(half));
          return ended;
        },
      });
    });
    socket.on('error', reject);
  });
}

export const BIRTH = { date: '1990-08-15', time: '14:30', place: { latitude: 28.6139, longitude: 77.209 }, timezone: 'Asia/Kolkata' };

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('Expected the condition to hold in time but it did not');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * A test server answering on every route without limits: the GeoNames
 * subset of test/unit/places/fixture.ts as its places index and a live
 * business key (`secret`) whose rate and concurrency are unbounded.
 */
export async function startOpenTestServer(): Promise<{ t: TestServer; secret: string; close(): Promise<void> }> {
  const places = await openTestPlaces();
  const t = await startTestServer({ planOverrides: { business: { requestsPerSecond: 1e9, concurrentRequests: 1e9 } } });
  setPlacesIndex(places.index);
  const secret = (await t.key('live', 'business')).key;
  return {
    t,
    secret,
    async close() {
      setPlacesIndex(undefined);
      await t.close();
      await places.close();
    },
  };
}

/**
 * For the HTTP tests of one file: registers before/after hooks that start
 * startOpenTestServer's server and hand it and its key to `use` (which sets
 * the file's own variables), and close it after the file's tests.
 */
export function useOpenTestServer(use: (s: { t: TestServer; secret: string }) => void): void {
  let close: (() => Promise<void>) | undefined;
  before(async () => {
    const s = await startOpenTestServer();
    close = s.close;
    use(s);
  });
  after(() => close?.());
}

/**
 * For the HTTP tests of one file: registers before/after hooks that start a
 * test server with a live business key no rate or concurrency limit stops,
 * and gives `post(path, body)` with that key.
 */
export function useBusinessServer(): { post(path: string, body: unknown): Promise<Answer> } {
  let t: TestServer;
  let key: string;
  before(async () => {
    t = await startTestServer({ planOverrides: { business: { requestsPerSecond: 10_000, concurrentRequests: 100 } } });
    key = (await t.key('live', 'business')).key;
  });
  after(async () => {
    await t.close();
  });
  return { post: (path, body) => call(t.url, path, { key, body }) };
}

/** New Delhi as GeoNames lists it (id 1261481, Asia/Kolkata): the one place of ONE_PLACE_INDEX. */
export const NEW_DELHI_RECORD = {
  geonameId: 1261481,
  name: 'New Delhi',
  countryCode: 'IN',
  admin1Code: '07',
  latitudeDeg: 28.63576,
  longitudeDeg: 77.22445,
  timezone: 'Asia/Kolkata',
  population: 317797,
} as PlaceRecord;

/** A one-place index (New Delhi), for tests of `place_id` that need no built index. */
export const ONE_PLACE_INDEX = {
  count: 1,
  indexOfGeonameId: (id: number) => (id === NEW_DELHI_RECORD.geonameId ? 0 : undefined),
  record: (i: number) => (i === 0 ? NEW_DELHI_RECORD : undefined),
  // No reverse-geocoding grid: coordinates get no nearest place (the place_remote check finds none).
  occupiedCells: () => [],
  gridCell: () => undefined,
} as unknown as PlaceIndexReader;
