/**
 * From an Authorization header to the Caller: the demo key, or a stored key
 * (src/storage/keys.ts) with its project's plan.
 *
 * Accepted keys are cached by the header text for `ttlMs` (default 1 s), so
 * a request of a known key costs one Map lookup instead of a SHA-256, two
 * LMDB reads and their decoding. The price: a key revoked (or a plan changed)
 * by `npm run keys` keeps working for at most `ttlMs` after the change
 * (docs/platform.md). Unknown, malformed and revoked keys are never cached,
 * so guessing keys cannot fill the cache.
 */
import { performance } from 'node:perf_hooks';
import { timingSafeEqual } from 'node:crypto';
import { errors } from '../core/errors.ts';
import { DEMO_PROJECT_ID } from '../platform/ledger.ts';
import type { Plan, PlanId } from '../platform/plans.ts';
import { isWellFormedKey, type KeyStore } from '../storage/keys.ts';
import type { Caller } from './route.ts';

/** How long an accepted key is trusted without reading the store again: the most a revocation waits. */
export const KEY_CACHE_TTL_MS = 1000;
/** Cached headers at most; the oldest goes first. */
const KEY_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  caller: Caller;
  expiresAtMs: number;
}

export interface AuthenticatorOptions {
  keys: KeyStore;
  plans: Readonly<Record<PlanId, Plan>>;
  demoKey: string | undefined;
  ttlMs?: number;
}

export class Authenticator {
  private readonly cache = new Map<string, Entry>();
  private readonly keys: KeyStore;
  private readonly plans: Readonly<Record<PlanId, Plan>>;
  private readonly demoKey: Buffer | undefined;
  private readonly demoCaller: Caller;
  private readonly ttlMs: number;

  constructor(options: AuthenticatorOptions) {
    this.keys = options.keys;
    this.plans = options.plans;
    this.demoKey = options.demoKey === undefined ? undefined : Buffer.from(options.demoKey);
    this.demoCaller = { keyId: 'demo', kind: 'test', projectId: DEMO_PROJECT_ID, plan: options.plans.free, demo: true, origins: [] };
    this.ttlMs = options.ttlMs ?? KEY_CACHE_TTL_MS;
  }

  /** The caller of an Authorization header, or throws 401 unauthenticated. */
  caller(header: string): Caller {
    const hit = this.cache.get(header);
    const nowMs = performance.now();
    if (hit !== undefined) {
      if (hit.expiresAtMs > nowMs) return hit.caller;
      this.cache.delete(header);
    }
    const caller = this.resolve(header);
    if (this.ttlMs > 0) {
      if (this.cache.size >= KEY_CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(header, { caller, expiresAtMs: nowMs + this.ttlMs });
    }
    return caller;
  }

  private resolve(header: string): Caller {
    if (header === '') throw errors.unauthenticated('Expected an Authorization: Bearer <API_KEY> header but received none');
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (m === null) throw errors.unauthenticated('Expected an Authorization header of the form Bearer <API_KEY>');
    const key = m[1]!;
    if (this.demoKey !== undefined && key.length === this.demoKey.length && timingSafeEqual(Buffer.from(key), this.demoKey)) {
      return this.demoCaller;
    }
    if (!isWellFormedKey(key)) throw errors.unauthenticated('Expected an API key (sk_test_..., sk_live_... or pk_live_...) but received a malformed key');
    const record = this.keys.lookup(key);
    if (record === undefined || record.revoked_at !== null) throw errors.unauthenticated('Expected a valid API key but received an unknown or revoked key');
    const project = this.keys.project(record.project);
    const plan = this.plans[project?.plan ?? 'free'];
    return { keyId: record.id, kind: record.kind, projectId: record.project, plan, demo: false, origins: record.origins };
  }
}
