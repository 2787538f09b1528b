/**
 * Whether a request of a keyed route may go on, in the order docs/platform.md
 * fixes: the key (401), its kind and, for publishable keys, the origin
 * (403), then the rate window (429) and the credits or test calls (429),
 * reserved before the body is read. See docs/platform.md.
 */
import type { HttpRequest } from '@trufflesuite/uws-js-unofficial';
import { errors } from '../core/errors.ts';
import type { CreditLedger } from '../platform/ledger.ts';
import type { RateLimiter } from '../platform/rate-limiter.ts';
import { normalizeOrigin } from '../storage/keys.ts';
import type { Authenticator } from './authenticate.ts';
import type { CallerAccounts } from './caller-account.ts';
import type { Exchange } from './exchange.ts';
import type { Route } from './route.ts';

export class Admission {
  constructor(private readonly authenticator: Authenticator, private readonly limiter: RateLimiter,
    private readonly ledger: CreditLedger, private readonly accounts: CallerAccounts) {}

  /**
   * Records on `ex` the caller, its CORS origin, its rate window and its
   * reservation, each as soon as it is known (a refusal's headers and the
   * finalize step use them), or throws the refusal. Reads the headers it
   * needs from `req`, so it runs inside the uWS callback.
   */
  admit(ex: Exchange, route: Route, req: HttpRequest): void {
    const caller = this.authenticator.caller(req.getHeader('authorization'));
    ex.caller = caller;
    if (!route.keyKinds.includes(caller.kind)) throw errors.keyKindForbidden(caller.kind, route.keyKinds);
    if (caller.kind === 'publishable') {
      const originHeader = req.getHeader('origin');
      const origin = originHeader === '' ? undefined : normalizeOrigin(originHeader);
      const allowed = caller.origins;
      if (origin === undefined || !allowed.includes(origin)) throw errors.originForbidden(originHeader === '' ? undefined : originHeader);
      ex.corsOrigin = origin;
    }
    ex.rate = this.limiter.acquire(caller.keyId, caller.plan);
    ex.rateAcquired = true;
    ex.reservation = this.ledger.reserve(this.accounts.of(caller), route.credits, route.group);
  }
}
