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
import { DEMO_PROJECT_ID } from '../platform/charging-policy.ts';
import type { Plan, PlanId } from '../platform/plans.ts';
import { isWellFormedKey, type FoundKey, type KeyDirectory } from '../storage/keys.ts';
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
  keys: KeyDirectory;
  plans: Readonly<Record<PlanId, Plan>>;
  demoKey: string | undefined;
  ttlMs?: number;
}

export class Authenticator {
  private readonly cache = new Map<string, Entry>();
  private readonly keys: KeyDirectory;
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

  /**
   * The caller of an Authorization header, or throws 401 unauthenticated; a
   * promise when the key must be read from a store that answers
   * asynchronously (PostgreSQL).
   */
  caller(header: string): Caller | Promise<Caller> {
    const hit = this.cache.get(header);
    const nowMs = performance.now();
    if (hit !== undefined) {
      if (hit.expiresAtMs > nowMs) return hit.caller;
      this.cache.delete(header);
    }
    const found = this.resolve(header);
    if (found instanceof Promise) return found.then((f) => this.accept(header, f, nowMs));
    return this.accept(header, found, nowMs);
  }

  private accept(header: string, found: Caller | FoundKey | undefined, nowMs: number): Caller {
    const caller = this.toCaller(found);
    if (this.ttlMs > 0) {
      if (this.cache.size >= KEY_CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(header, { caller, expiresAtMs: nowMs + this.ttlMs });
    }
    return caller;
  }

  private toCaller(found: Caller | FoundKey | undefined): Caller {
    if (found !== undefined && 'keyId' in found) return found;
    if (found === undefined || found.record.revoked_at !== null) {
      throw errors.unauthenticated('Expected a valid API key but received an unknown or revoked key');
    }
    const { record, project } = found;
    const plan = this.plans[project?.plan ?? 'free'];
    return { keyId: record.id, kind: record.kind, projectId: record.project, plan, demo: false, origins: record.origins };
  }

  /** The demo caller, or the stored key (undefined: unknown); throws on a missing or malformed header. */
  private resolve(header: string): Caller | FoundKey | undefined | Promise<FoundKey | undefined> {
    if (header === '') throw errors.unauthenticated('Expected an Authorization: Bearer <API_KEY> header but received none');
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (m === null) throw errors.unauthenticated('Expected an Authorization header of the form Bearer <API_KEY>');
    const key = m[1]!;
    if (this.demoKey !== undefined && key.length === this.demoKey.length && timingSafeEqual(Buffer.from(key), this.demoKey)) {
      return this.demoCaller;
    }
    if (!isWellFormedKey(key))
      throw errors.unauthenticated('Expected an API key (sk_test_..., sk_live_... or pk_live_...) but received a malformed key');
    return this.keys.find(key);
  }
}
