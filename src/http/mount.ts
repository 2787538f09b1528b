/**
 * The whole API as a request handler for a host application's node:http
 * server (plain, Express, Fastify): the same services and request machinery
 * as the standalone server (wiring.ts), the same node:http adapters
 * (transport/node.ts), under a path prefix, with the API's keys and credits
 * or without them (auth 'none'). See docs/embedding.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from './route.ts';
import { admitRequest, NodeHead, NodeReply, type ServerState } from './transport/node.ts';
import { wireApi, type ApiOptions } from './wiring.ts';

export type { ApiOptions, AuthMode } from './wiring.ts';

export interface ApiHandlerOptions extends ApiOptions {
  /**
   * The path the API answers under, such as '/astro' (leading slash, no
   * trailing one), matched against the URL as the client sent it
   * (`req.originalUrl` under Express, else `req.url`) and taken off it.
   * Default: none; the handler then answers `req.url` as it is (under
   * Express's `app.use(path, handler)`, the URL below `path`).
   */
  prefix?: string;
}

/** The part of a Fastify reply the hook uses (typed here so that the package needs no Fastify types). */
interface HijackableReply {
  raw: ServerResponse;
  hijack(): void;
}

export interface ApiHandler {
  /**
   * Answers a request under the prefix; any other is handed to `next` when
   * given (Express), else answered 404 not_found. Mount it before body
   * parsers: a body read by the host first is answered 400 invalid_json.
   */
  handler(req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void;
  /** Whether the API answers this request (its URL is under the prefix). */
  matches(req: IncomingMessage): boolean;
  /**
   * A Fastify `onRequest` hook: takes the request from Fastify (`reply.hijack()`) before Fastify reads its
   * body when the API answers it, else lets Fastify go on. `app.addHook('onRequest', api.fastifyOnRequest)`.
   */
  fastifyOnRequest(request: { raw: IncomingMessage }, reply: HijackableReply, done: () => void): void;
  /** The prefix, '' when none. */
  readonly prefix: string;
  services: Services;
  /** Requests being served now. */
  inFlight(): number;
  /** Answers waiting for their client to read the rest of their body. */
  pendingWrites(): number;
  /**
   * Graceful: new requests answer 503 (their connections closed), requests
   * in flight finish, credits are committed, the pool and LMDB (those the
   * API opened) close. The host's server is left to the host.
   */
  close(): Promise<void>;
}

/** Expected '' or a path such as /astro: a leading slash, no trailing one, no query. */
function checkedPrefix(prefix: string | undefined): string {
  if (prefix === undefined || prefix === '') return '';
  if (!/^(\/[^/?#\s]+)+$/.test(prefix)) {
    // An option of the host's code, not a request: a plain error at start-up.
    throw new Error(`Expected a prefix such as /astro (a leading slash, no trailing one) but received ${JSON.stringify(prefix)}`);
  }
  return prefix;
}

/** Builds the API (opening its storage and worker pool) and its handler; nothing listens. */
export async function createApiHandler(options: ApiHandlerOptions = {}): Promise<ApiHandler> {
  const prefix = checkedPrefix(options.prefix);
  // Error doc_urls point into the API's own catalogue, under the prefix.
  const api = await wireApi({ ...options, baseUrl: options.baseUrl ?? process.env.BASE_URL ?? prefix }, 'node', prefix);
  const { dispatcher, writer } = api;
  const state: ServerState = { closing: false };

  /** The URL (path and query) the API answers, its prefix taken off; undefined outside the prefix. */
  function apiUrl(req: IncomingMessage): string | undefined {
    const url = req.url ?? '/';
    if (prefix === '') return url;
    const sent = (req as { originalUrl?: string }).originalUrl ?? url;
    if (!sent.startsWith(prefix)) return undefined;
    const rest = sent.slice(prefix.length);
    if (rest === '' || rest[0] === '?') return `/${rest}`;
    return rest[0] === '/' ? rest : undefined;
  }

  function handler(req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void {
    const url = apiUrl(req);
    if (url === undefined && next !== undefined) {
      next();
      return;
    }
    if (!admitRequest(req, res)) return;
    const reply = new NodeReply(req, res, writer, state);
    if (url === undefined) dispatcher.notFound(reply, new NodeHead(req));
    else dispatcher.handle(reply, new NodeHead(req, url));
  }

  return {
    handler,
    matches: (req) => apiUrl(req) !== undefined,
    fastifyOnRequest(request, reply, done) {
      if (apiUrl(request.raw) === undefined) {
        done();
        return;
      }
      reply.hijack();
      handler(request.raw, reply.raw);
    },
    prefix,
    services: api.services,
    inFlight: () => api.exchanges.inFlight,
    pendingWrites: () => writer.pending,
    close() {
      state.closing = true;
      return api.close();
    },
  };
}
