/**
 * Whether a request of a keyed route may go on, in the order docs/platform.md
 * fixes: the key (401), its kind and, for publishable keys, the origin
 * (403), then the rate window (429) and the credits or test calls (429),
 * reserved before the body is read; for a route whose credits depend on the
 * request (`creditsOf`), reserved after it is read and validated, before
 * anything is computed. See docs/platform.md.
 */
import { errors } from '../core/errors.ts';
import type { Ledger, LedgerReservation } from '../platform/ledger.ts';
import type { Limiter, RateState } from '../platform/rate-limiter.ts';
import { normalizeOrigin } from '../storage/keys.ts';
import type { Authenticator } from './authenticate.ts';
import type { CallerAccounts } from './caller-account.ts';
import type { Exchange } from './exchange.ts';
import type { Caller, Route } from './route.ts';
import type { RequestHead } from './transport/types.ts';

/** What the dispatcher asks of admission (dispatch.ts): Admission, or OPEN_ADMISSION. */
export type Admit = Pick<Admission, 'admit' | 'reserveFor' | 'admitAs'>;

/**
 * The admission of an API whose host application authenticates its callers
 * (auth 'none', wiring.ts): every request goes on without a caller, so no
 * key is asked for, nothing is counted against a rate window, nothing is
 * reserved or charged, and answers carry no account headers.
 */
export const OPEN_ADMISSION: Admit = {
  admit: () => undefined,
  reserveFor: () => undefined,
  admitAs: () => undefined,
};

export class Admission {
  constructor(
    private readonly authenticator: Authenticator,
    private readonly limiter: Limiter,
    private readonly ledger: Ledger,
    private readonly accounts: CallerAccounts,
  ) {}

  /**
   * Records on `ex` the caller, its CORS origin, its rate window and its
   * reservation, each as soon as it is known (a refusal's headers and the
   * finalize step use them), or throws the refusal. Reads the headers it
   * needs from `req`, so it runs inside the transport's handler call. With
   * shared stores (PostgreSQL, Redis) a step may answer later: the result is
   * then a promise, rejected with the refusal.
   */
  admit(ex: Exchange, route: Route, req: RequestHead): void | Promise<void> {
    const originHeader = req.header('origin');
    const caller = this.authenticator.caller(req.header('authorization'));
    if (caller instanceof Promise) return caller.then((c) => this.admitCaller(ex, route, c, originHeader));
    return this.admitCaller(ex, route, caller, originHeader);
  }

  private admitCaller(ex: Exchange, route: Route, caller: Caller, originHeader: string): void | Promise<void> {
    ex.caller = caller;
    if (!route.operation.keys.includes(caller.kind)) throw errors.keyKindForbidden(caller.kind, route.operation.keys);
    if (caller.kind === 'publishable') {
      const origin = originHeader === '' ? undefined : normalizeOrigin(originHeader);
      const allowed = caller.origins;
      if (origin === undefined || !allowed.includes(origin)) throw errors.originForbidden(originHeader === '' ? undefined : originHeader);
      ex.corsOrigin = origin;
    }
    const rate = this.limiter.acquire(caller.keyId, caller.plan);
    if (rate instanceof Promise) return rate.then((r) => this.reserve(ex, route, caller, r));
    return this.reserve(ex, route, caller, rate);
  }

  /**
   * Admits a request of a keyless route as `caller`, found by the route (a
   * feed token's parent key, routes/feed-tokens.ts): the key's rate window
   * and requests in flight, given back when the request ends, and the caller
   * in the access log. Charging stays the route's.
   */
  admitAs(ex: Exchange, caller: Caller): void | Promise<void> {
    ex.caller = caller;
    const rate = this.limiter.acquire(caller.keyId, caller.plan);
    if (rate instanceof Promise) return rate.then((r) => this.holdRate(ex, caller, r));
    this.holdRate(ex, caller, rate);
    return undefined;
  }

  private holdRate(ex: Exchange, caller: Caller, rate: RateState): void {
    ex.rate = rate;
    if (ex.finalized) this.limiter.done(caller.keyId, rate);
    else ex.rateAcquired = true;
  }

  private reserve(ex: Exchange, route: Route, caller: Caller, rate: RateState): void | Promise<void> {
    ex.rate = rate;
    // A request that ended while its admission was on the way (an abort) gives back what it got.
    if (ex.finalized) {
      this.limiter.done(caller.keyId, rate);
      return undefined;
    }
    ex.rateAcquired = true;
    if (route.operation.creditsOf !== undefined) return undefined;
    const reservation = this.ledger.reserve(this.accounts.of(caller), route.operation.credits, route.operation.group);
    if (reservation instanceof Promise) return reservation.then((r) => this.hold(ex, r));
    this.hold(ex, reservation);
    return undefined;
  }

  private hold(ex: Exchange, reservation: LedgerReservation): void {
    if (ex.finalized) this.ledger.release(reservation);
    else ex.reservation = reservation;
  }

  /** The one reservation of a route with `creditsOf`, for its validated `input` (admit ran already). */
  reserveFor(ex: Exchange, route: Route, input: unknown): void | Promise<void> {
    if (route.operation.creditsOf === undefined || ex.caller === undefined || route.operation.keys.length === 0) return undefined;
    const reservation = this.ledger.reserve(this.accounts.of(ex.caller), route.operation.creditsOf(input), route.operation.group);
    if (reservation instanceof Promise) return reservation.then((r) => this.hold(ex, r));
    this.hold(ex, reservation);
    return undefined;
  }
}
