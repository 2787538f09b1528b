/**
 * CORS (docs/platform.md, CORS): keyless operations answer any origin;
 * operations that accept publishable keys answer the key's own origin, once
 * the key has accepted it; secret-only operations send no CORS headers, so
 * browsers cannot use secret keys cross-origin.
 */
import { normalizeOrigin } from '../storage/keys.ts';
import type { Route } from './route.ts';
import type { Router } from './router.ts';

/** The account headers (docs/platform.md, Headers) a browser script may read. */
const CORS_EXPOSE =
  'X-Request-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, X-Credits-Remaining, X-Test-Calls-Remaining, Retry-After, X-Warnings';

/**
 * Appends the CORS headers of an actual request to `out`. `corsOrigin` is
 * the request's origin once a publishable key accepted it, else undefined.
 */
export function corsHeaders(corsOrigin: string | undefined, route: Route | undefined, out: [string, string][]): void {
  if (route !== undefined && route.operation.keys.length === 0) out.push(['Access-Control-Allow-Origin', '*']);
  else if (corsOrigin !== undefined) {
    out.push(['Access-Control-Allow-Origin', corsOrigin], ['Vary', 'Origin'], ['Access-Control-Expose-Headers', CORS_EXPOSE]);
  }
}

/**
 * The headers of the 204 answering OPTIONS on `path`, whose routes accept
 * the methods `allowed` (never empty); `originHeader` is '' when absent.
 */
export function preflightHeaders(router: Router, path: string, allowed: string[], originHeader: string): [string, string][] {
  const headers: [string, string][] = [['Allow', [...allowed, 'OPTIONS'].join(', ')]];
  const routes = allowed.map((m) => router.match(m, path)).flatMap((m) => (m.kind === 'route' ? [m.route] : []));
  const origin = originHeader === '' ? undefined : normalizeOrigin(originHeader);
  if (routes.some((r) => r.operation.keys.length === 0)) headers.push(['Access-Control-Allow-Origin', '*']);
  else if (origin !== undefined && routes.some((r) => r.operation.keys.includes('publishable'))) {
    // The key's origin list is checked on the actual request (a preflight carries no key).
    headers.push(['Access-Control-Allow-Origin', origin], ['Vary', 'Origin']);
  }
  if (headers.length > 1) {
    headers.push(
      ['Access-Control-Allow-Methods', [...allowed, 'OPTIONS'].join(', ')],
      ['Access-Control-Allow-Headers', 'Authorization, Content-Type'],
      ['Access-Control-Max-Age', '600'],
    );
  }
  return headers;
}
