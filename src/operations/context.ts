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
import type { Birth, MetaExtras, PlaceAndZoneUsed } from './schemas.ts';
import { resolveBirth, type ResolvedBirth } from './shared/birth-resolution.ts';

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
  usage(
    projectId: string,
    plan: Plan,
  ): { periodStartMs: number; periodEndMs: number; used: number; overage: number; byGroup: Record<string, number> };
  testCallsRemaining(projectId: string, dailyLimit: number): number;
  /** Successful calls a UTC day for the demo key. */
  readonly demoDailyCalls: number;
}

export interface PrepareContext {
  /**
   * Resolves a Birth (place, zone, UTC moment; 404/422 for unknown or vague
   * places). Its clock-change warnings (`local_time_skipped`,
   * `local_time_repeated`) join the answer's warnings, and its place and zone
   * the answer's meta, by themselves.
   * `param` is the Birth's path in the request (`birth`, `person_a`).
   */
  resolveBirth(birth: Birth, param?: PlaceParam): Promise<ResolvedBirth>;
  /** Reports the place and zone a query place (`lat`+`lon` or `place_id`) was read in, for the answer's meta. */
  usePlace(used: PlaceAndZoneUsed): void;
  /** The places index; throws service_unavailable (503) while none is built. */
  places(): PlaceIndexReader;
  /** The places index, or undefined while none is built (for checks that can do without it). */
  placesIfBuilt(): PlaceIndexReader | undefined;
  /** The current time, Unix ms (the server's clock: tests inject one). */
  now(): number;
  /** The caller, where the operation needs a key. */
  readonly caller: Caller | undefined;
  /** The ledger, for the account operations. */
  readonly usage: UsageReader;
  /** Adds a warning of the request itself (not of the computation). */
  warn(warning: Warning): void;
  /** The HTTP layer serving the request (`uws`, `node`), or `none` in the library (src/engine). */
  readonly transport: ServingTransport;
}

/** What serves a request: uWebSockets.js, node:http, or no HTTP at all (the library). */
export type ServingTransport = 'uws' | 'node' | 'none';

/** Where a place sits in the request: a single birth, the query place of a day, or one of two persons. */
export type PlaceParam = 'birth' | 'place' | 'person_a' | 'person_b' | `people[${number}].birth`;

/** What a PrepareContext is made from. */
export interface ContextDeps {
  /** The places index, or undefined while none is built. */
  places(): PlaceIndexReader | undefined;
  now(): number;
  usage: UsageReader;
  transport: ServingTransport;
}

/**
 * The one PrepareContext implementation, one per request: it collects the
 * warnings of the birth resolution and of `warn`, and the places and zones
 * used, for the envelope.
 */
export class OperationContext implements PrepareContext {
  /** Warnings of the request (birth resolution first, in call order). */
  readonly warnings: Warning[] = [];
  private readonly used = new Map<PlaceParam, PlaceAndZoneUsed>();

  constructor(
    private readonly deps: ContextDeps,
    private readonly requestCaller: Caller | undefined,
  ) {}

  /** A getter, so that a pool thread's context (src/workers/request-task.ts) can say it does not know the caller. */
  get caller(): Caller | undefined {
    return this.requestCaller;
  }

  async resolveBirth(birth: Birth, param: PlaceParam = 'birth'): Promise<ResolvedBirth> {
    const resolved = await resolveBirth(birth, { places: this.deps.places(), param });
    for (const w of resolved.warnings) this.warnings.push(w);
    this.used.set(param, { place_used: resolved.placeUsed, timezone_used: resolved.timezoneUsed });
    return resolved;
  }

  usePlace(used: PlaceAndZoneUsed): void {
    this.used.set('place', used);
  }

  /**
   * The meta fields of the places used: `persons_used` when the request
   * resolved person_a and person_b; else `place_used` and `timezone_used`
   * of its one birth or query place; nothing when it resolved none.
   */
  placeMeta(): MetaExtras {
    if (this.used.size === 0) return {};
    const a = this.used.get('person_a'),
      b = this.used.get('person_b');
    if (a !== undefined && b !== undefined) return { persons_used: { person_a: a, person_b: b } };
    const one = this.used.get('birth') ?? this.used.get('place');
    return one === undefined ? {} : { place_used: one.place_used, timezone_used: one.timezone_used };
  }

  places(): PlaceIndexReader {
    const reader = this.deps.places();
    if (reader === undefined) throw errors.placesIndexMissing();
    return reader;
  }

  placesIfBuilt(): PlaceIndexReader | undefined {
    return this.deps.places();
  }

  now(): number {
    return this.deps.now();
  }

  get usage(): UsageReader {
    return this.deps.usage;
  }

  get transport(): ServingTransport {
    return this.deps.transport;
  }

  warn(warning: Warning): void {
    this.warnings.push(warning);
  }
}
