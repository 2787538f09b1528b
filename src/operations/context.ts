/**
 * What `prepare` may use: the services of the calling side. The HTTP server
 * and the library face (src/engine) each provide one; operations see only
 * this interface, so they import no storage, no HTTP and no pool.
 */
import { errors } from '../core/errors.ts';
import type { Warning } from '../core/warnings.ts';
import type { PlaceIndexReader } from '../domain/places/index.ts';
import type { Plan } from '../platform/plans.ts';
import type { KeyKind } from '../platform/operations.ts';
import { resolveBirth, type BirthInput, type ResolvedBirth } from '../platform/resolve-birth.ts';

/** The authenticated caller (undefined on operations that need no key, and in the library). */
export interface Caller {
  keyId: string;
  kind: KeyKind;
  /** Project id; 'demo' for the demo key. */
  projectId: string;
  plan: Plan;
  demo: boolean;
  /** Allowed browser origins (publishable keys). */
  origins: readonly string[];
}

/** The credit ledger as GET /v1/usage reads it. */
export interface UsageReader {
  usage(projectId: string, plan: Plan): { periodStartMs: number; periodEndMs: number; used: number; overage: number; byGroup: Record<string, number> };
  testCallsRemaining(projectId: string, dailyLimit: number): number;
  /** Successful calls a UTC day for the demo key. */
  readonly demoDailyCalls: number;
}

export interface PrepareContext {
  /**
   * Resolves a Birth (place, zone, UTC moment; 404/422 for unknown or vague
   * places). Its clock-change warnings (`local_time_skipped`,
   * `local_time_repeated`) join the answer's warnings by themselves.
   * `param` is the Birth's path in the request (`birth`, `person_a`).
   */
  resolveBirth(birth: BirthInput, param?: string): Promise<ResolvedBirth>;
  /** The places index; throws internal_error while none is built. */
  places(): PlaceIndexReader;
  /** The current time, Unix ms (the server's clock: tests inject one). */
  now(): number;
  /** The caller, where the operation needs a key. */
  readonly caller: Caller | undefined;
  /** The ledger, for the account operations. */
  readonly usage: UsageReader;
  /** Adds a warning of the request itself (not of the computation). */
  warn(warning: Warning): void;
}

/** What a PrepareContext is made from. */
export interface ContextDeps {
  /** The places index, or undefined while none is built. */
  places(): PlaceIndexReader | undefined;
  now(): number;
  usage: UsageReader;
}

/**
 * The one PrepareContext implementation, one per request: it collects the
 * warnings of the birth resolution and of `warn` for the envelope.
 */
export class OperationContext implements PrepareContext {
  /** Warnings of the request (birth resolution first, in call order). */
  readonly warnings: Warning[] = [];

  constructor(private readonly deps: ContextDeps, readonly caller: Caller | undefined) {}

  async resolveBirth(birth: BirthInput, param = 'birth'): Promise<ResolvedBirth> {
    const resolved = await resolveBirth(birth, { places: this.deps.places(), param });
    for (const w of resolved.warnings) this.warnings.push(w);
    return resolved;
  }

  places(): PlaceIndexReader {
    const reader = this.deps.places();
    if (reader === undefined) throw errors.placesIndexMissing();
    return reader;
  }

  now(): number {
    return this.deps.now();
  }

  get usage(): UsageReader {
    return this.deps.usage;
  }

  warn(warning: Warning): void {
    this.warnings.push(warning);
  }
}
