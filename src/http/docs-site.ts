/**
 * The interactive reference at /docs (swagger-ui-dist, served from
 * node_modules, no CDN), preauthorised with DEMO_KEY when it is set, and the
 * error catalogue at /docs/errors that every `doc_url` points into.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { errorExamples } from './error-examples.ts';
import { PUBLIC_ERROR_TYPES, statusOf, type PublicErrorType } from './errors.ts';

export interface StaticFile {
  contentType: string;
  body: Buffer | string;
}

/** What each error type means, for the catalogue at /docs/errors (its status comes from the one status table). */
const ERROR_TEXT: Record<PublicErrorType, string> = {
  invalid_json: 'The body is not JSON, or not a JSON object.',
  invalid_parameter:
    'A field or query value is missing, of the wrong type, out of range or not allowed (unknown fields are refused); `param` names it as a path such as `birth.place.latitude`. Also used where the Sun does not rise or set as needed (on `lat`).',
  unauthenticated: 'No key, a malformed key, or an unknown or revoked key. Send `Authorization: Bearer <API_KEY>`.',
  forbidden: 'The key kind is not accepted by this operation, or a publishable key was used from an origin not on its list.',
  not_found: 'Unknown path, or unknown `place_id`.',
  method_not_allowed: 'The path exists but not with this method; the `Allow` header lists the methods.',
  payload_too_large: 'The body is over 64 KiB (answered from `Content-Length` before the body is read).',
  uri_too_long: 'The query string is over 2,048 bytes.',
  malformed_request:
    'The request is not HTTP/1.1 the server can read (no `Host`, bare LF line ends, a control byte in a header, two different `Content-Length`s); the connection is closed. Answered so on node:http; uWebSockets.js closes such a connection without an answer.',
  headers_too_large: 'The request line and headers are over 16 KiB (node:http); the connection is closed.',
  request_timeout: 'The request line and headers did not arrive within 10 s (node:http); the connection is closed.',
  place_ambiguous:
    'A free-text place matches several places and none is picked; the error carries `candidates` to choose from (send the chosen one as `place_id`).',
  place_not_found:
    'A free-text place matches nothing. When names lie a letter or two away (`Banglore`), the error carries `suggestions` (PlaceResults, best first) to choose from.',
  rate_limited: 'More requests a second, or more requests at once, than the plan allows for this key. Retry after `Retry-After` seconds.',
  quota_exhausted:
    "A Free project's monthly credits do not cover the call (used up, or fewer left than the call costs: the message gives both numbers; renewed at the next UTC month), or the project's 100 test calls of the day are used up (renewed at 00:00 UTC). The message gives the renewal as a date-time and in seconds; `Retry-After` gives the seconds.",
  internal_error: 'A bug on our side. The body never carries a stack trace or the request body; the call is not charged.',
  service_unavailable:
    'The server is shutting down: the request was not run and not charged. Retry after `Retry-After` seconds on a new connection. ' +
    'Or a place name or place_id reached a server without its places index (no Retry-After): the message names the command that builds it.',
};

function errorsPage(basePath: string): string {
  const examples = new Map(errorExamples(basePath).map((e) => [e.type, e]));
  const rows = PUBLIC_ERROR_TYPES.map((t) => {
    const status = statusOf(t);
    const text = ERROR_TEXT[t];
    const example = examples.get(t)!;
    return (
      `<section id="${t}"><h2><code>${t}</code> <small>${status}</small></h2><p>${text.replace(/`([^`]+)`/g, '<code>$1</code>')}</p>` +
      `<p>Example (${escapeHtml(example.summary)}):</p><pre>${escapeHtml(JSON.stringify(example.body, null, 2))}</pre></section>`
    );
  }).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Errors</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}small{color:#666}pre{background:#f6f6f6;padding:.75rem;overflow-x:auto}</style>
</head><body><h1>Errors</h1><p>Every error answers <code>{"error": {type, message, param?, doc_url, request_id}}</code> and is never charged.</p>
${rows}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function indexPage(basePath: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<link rel="stylesheet" href="${basePath}/docs/swagger-ui.css"></head><body><div id="swagger-ui"></div>
<script src="${basePath}/docs/swagger-ui-bundle.js"></script><script src="${basePath}/docs/init.js"></script></body></html>`;
}

function initScript(demoKey: string | undefined, basePath: string): string {
  const preauthorize = demoKey === undefined ? '' : `ui.preauthorizeApiKey('bearerAuth', ${JSON.stringify(demoKey)});`;
  return `window.ui = SwaggerUIBundle({ url: '${basePath}/v1/openapi.json', dom_id: '#swagger-ui', deepLinking: true,
  persistAuthorization: false, tryItOutEnabled: true,
  onComplete: function () { ${preauthorize} } });\n`;
}

/** Files under /docs, read once; their links start with `basePath`, the path the API is served under ('' at the root). */
export function docsFiles(demoKey: string | undefined, basePath = ''): Map<string, StaticFile> {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('swagger-ui-dist/package.json'));
  const files = new Map<string, StaticFile>();
  const html = 'text/html; charset=utf-8';
  files.set('/docs', { contentType: html, body: indexPage(basePath) });
  files.set('/docs/', { contentType: html, body: indexPage(basePath) });
  files.set('/docs/errors', { contentType: html, body: errorsPage(basePath) });
  files.set('/docs/init.js', { contentType: 'text/javascript; charset=utf-8', body: initScript(demoKey, basePath) });
  files.set('/docs/swagger-ui.css', { contentType: 'text/css; charset=utf-8', body: readFileSync(join(dist, 'swagger-ui.css')) });
  files.set('/docs/swagger-ui-bundle.js', {
    contentType: 'text/javascript; charset=utf-8',
    body: readFileSync(join(dist, 'swagger-ui-bundle.js')),
  });
  files.set('/docs/favicon-32x32.png', { contentType: 'image/png', body: readFileSync(join(dist, 'favicon-32x32.png')) });
  return files;
}
