/**
 * The security headers of every answer (docs/platform.md, Security
 * headers), built once: exchange.ts adds them to each answer it writes.
 *
 * - X-Content-Type-Options: nosniff, so that a browser never runs an answer
 *   (a JSON error quoting input, an image) as another type.
 * - Referrer-Policy: no-referrer: GET query strings may carry birth data
 *   (dates, coordinates); nothing of the API's URLs goes to another site,
 *   and the API itself needs no Referer.
 * - Framing refused: CSP frame-ancestors 'none', and X-Frame-Options: DENY
 *   for browsers without CSP level 2.
 * - Content-Security-Policy: `default-src 'none'` for everything but HTML
 *   (an answer is data, never a document that loads anything); the /docs
 *   pages (the only HTML) get DOCS_CSP.
 */

/**
 * The policy the /docs pages (Swagger UI from this server, no CDN) work
 * under: scripts and styles from this origin only (no inline script, no
 * eval); inline styles, which Swagger UI sets on its elements; images from
 * this origin and data: URLs (its icons); requests ("Try it out") to this
 * origin only.
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const COMMON: readonly [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Frame-Options', 'DENY'],
];

/** Of an answer that is not HTML (JSON, NDJSON, images, scripts, styles, empty answers). */
export const API_SECURITY_HEADERS: readonly [string, string][] = [...COMMON, ['Content-Security-Policy', API_CSP]];

/** Of the HTML pages (/docs, /docs/errors). */
export const DOCS_SECURITY_HEADERS: readonly [string, string][] = [...COMMON, ['Content-Security-Policy', DOCS_CSP]];

/** The headers of an answer of `contentType` (undefined: no body). */
export function securityHeaders(contentType: string | undefined): readonly [string, string][] {
  return contentType !== undefined && contentType.startsWith('text/html') ? DOCS_SECURITY_HEADERS : API_SECURITY_HEADERS;
}
