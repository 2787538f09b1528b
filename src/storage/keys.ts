/**
 * API keys and projects. Only the SHA-256 of a key is stored; the key itself
 * is shown once, when it is created. Formats (docs/platform.md): `sk_test_...`,
 * `sk_live_...`, `pk_live_...` followed by 32 base62 characters.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Storage } from './lmdb.ts';
import type { KeyKind } from '../platform/operations.ts';
import type { PlanId } from '../platform/plans.ts';

export interface KeyRecord {
  id: string;
  kind: KeyKind;
  project: string;
  /** Allowed browser origins (publishable keys only), e.g. https://a.example */
  origins: string[];
  created_at: string;
  revoked_at: string | null;
  /** First characters of the key, for humans telling keys apart. */
  prefix: string;
}

export interface ProjectRecord {
  id: string;
  plan: PlanId;
  created_at: string;
}

const KEY_PREFIX: Record<KeyKind, string> = { test: 'sk_test_', live: 'sk_live_', publishable: 'pk_live_' };
const KEY_PATTERN = /^(sk_test_|sk_live_|pk_live_)[0-9A-Za-z]{32}$/;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function base62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: rejection sampling keeps the alphabet uniform.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** True when the text has the shape of one of our keys (checked before any lookup). */
export function isWellFormedKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Canonical origin text (scheme://host[:port]), or undefined when not a URL origin. */
export function normalizeOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

export interface CreateKeyInput {
  kind: KeyKind;
  /** Plan of a new project; for an existing project it must be absent or equal to the project's. */
  plan?: PlanId;
  /** Existing project id; a new project is created when absent. */
  project?: string;
  origins?: string[];
}

export interface CreatedKey {
  key: string;
  record: KeyRecord;
  project: ProjectRecord;
}

/** What the server and the keys CLI need of a key store (LMDB here, PostgreSQL in pg-keys.ts). */
export interface KeyDirectory {
  create(input: CreateKeyInput): Promise<CreatedKey>;
  /** The record of a presented key and its project; synchronous where the store allows. */
  find(key: string): FoundKey | undefined | Promise<FoundKey | undefined>;
  project(id: string): ProjectRecord | undefined | Promise<ProjectRecord | undefined>;
  list(): KeyRecord[] | Promise<KeyRecord[]>;
  revoke(id: string): Promise<KeyRecord | undefined>;
}

export interface FoundKey {
  record: KeyRecord;
  project: ProjectRecord | undefined;
}

/**
 * Checks a create request against the project found (undefined: none asked
 * for) and makes the key, its record and, when new, its project. One place
 * for the rules of both stores.
 */
export function makeKey(input: CreateKeyInput, existing: ProjectRecord | undefined, nowMs: number): CreatedKey & { hash: string } {
  const createdAt = new Date(nowMs).toISOString();
  let project: ProjectRecord;
  if (input.project !== undefined) {
    if (existing === undefined)
      throw new Error(`Expected an existing project id for --project but received ${JSON.stringify(input.project)}`);
    if (input.plan !== undefined && input.plan !== existing.plan) {
      throw new Error(`Expected plan ${existing.plan} (the project's) for --plan but received ${input.plan}`);
    }
    project = existing;
  } else {
    project = { id: `proj_${base62(12)}`, plan: input.plan ?? 'free', created_at: createdAt };
  }
  const origins = (input.origins ?? []).map((o) => {
    const n = normalizeOrigin(o);
    if (n === undefined) throw new Error(`Expected an origin such as https://a.example for --origin but received ${JSON.stringify(o)}`);
    return n;
  });
  if (input.kind === 'publishable' && origins.length === 0) {
    throw new Error('Expected at least one --origin for a publishable key but received none');
  }
  if (input.kind !== 'publishable' && origins.length > 0) {
    throw new Error(`Expected no --origin for a ${input.kind} key but received ${origins.length}`);
  }
  const key = KEY_PREFIX[input.kind] + base62(32);
  const record: KeyRecord = {
    id: `key_${base62(16)}`,
    kind: input.kind,
    project: project.id,
    origins,
    created_at: createdAt,
    revoked_at: null,
    prefix: key.slice(0, 12),
  };
  return { key, record, project, hash: hashKey(key) };
}

export class KeyStore implements KeyDirectory {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
  ) {}

  async create(input: CreateKeyInput): Promise<CreatedKey> {
    const made = makeKey(input, input.project === undefined ? undefined : this.project(input.project), this.now());
    const { keys, projects } = this.storage;
    const { record, project: p, hash } = made;
    await this.storage.root.transaction(() => {
      // Puts inside a transaction are applied with it: its promise is the one awaited.
      if (projects.get(p.id) === undefined) void projects.put(p.id, p);
      void keys.put(['key', hash], record);
      void keys.put(['id', record.id], hash);
    });
    return { key: made.key, record, project: p };
  }

  find(key: string): FoundKey | undefined {
    const record = this.lookup(key);
    return record === undefined ? undefined : { record, project: this.project(record.project) };
  }

  /** The record of a presented key, or undefined when unknown. Synchronous (a read transaction). */
  lookup(key: string): KeyRecord | undefined {
    return this.storage.keys.get(['key', hashKey(key)]) as KeyRecord | undefined;
  }

  project(id: string): ProjectRecord | undefined {
    return this.storage.projects.get(id) as ProjectRecord | undefined;
  }

  list(): KeyRecord[] {
    const out: KeyRecord[] = [];
    for (const { value } of this.storage.keys.getRange({ start: ['key'], end: ['key', '\uffff'] })) out.push(value as KeyRecord);
    return out.sort((a, b) => a.created_at.localeCompare(b.created_at));
  }

  /** Revokes a key by id; returns the updated record, or undefined when the id is unknown. */
  async revoke(id: string): Promise<KeyRecord | undefined> {
    const { keys } = this.storage;
    let updated: KeyRecord | undefined;
    await this.storage.root.transaction(() => {
      const hash = keys.get(['id', id]) as string | undefined;
      if (hash === undefined) return;
      const record = keys.get(['key', hash]) as KeyRecord | undefined;
      if (record === undefined) return;
      updated = { ...record, revoked_at: record.revoked_at ?? new Date(this.now()).toISOString() };
      void keys.put(['key', hash], updated);
    });
    return updated;
  }
}
