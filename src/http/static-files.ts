/**
 * GET and HEAD of the documents (the OpenAPI document, the docs site), of
 * /healthz and of `/`, answered before routing: none needs a route, a key or
 * credits. `/` sends browsers (Accept: text/html) to /docs with a 302 and
 * answers other clients a small JSON index of these links.
 */
import { API_VERSION, ENGINE_VERSION } from '../core/version.ts';
import { errors } from '../core/errors.ts';
import type { StaticFile } from './docs-site.ts';
import { JSON_TYPE, type Exchange, type Exchanges } from './exchange.ts';
import type { Metrics } from './metrics.ts';
import type { RequestHead } from './transport/types.ts';

/** The answer of `GET /` to clients that are not browsers; `basePath` is the path the API is served under ('' at the root). */
export function rootIndex(basePath: string): string {
  const links = {
    docs: '/docs',
    openapi: '/v1/openapi.json',
    errors: '/docs/errors',
    health: '/healthz',
    ready: '/readyz',
    conventions: '/v1/meta/conventions',
  };
  return JSON.stringify({
    name: 'Vedic Astrology Computation API',
    api_version: API_VERSION,
    engine_version: ENGINE_VERSION,
    links: Object.fromEntries(Object.entries(links).map(([name, path]) => [name, `${basePath}${path}`])),
  });
}

/** What /readyz reports: ready when every part is up. */
export interface Readiness {
  places_index: boolean;
  pool: boolean;
  accepting: boolean;
}

/** The probes beside the documents: readiness always, metrics where the server has a token (metrics.ts). */
export interface Probes {
  readiness(): Readiness;
  metrics?: Metrics;
}

export class StaticFiles {
  probes: Probes | undefined;
  private files = new Map<string, StaticFile>();
  /** Files made when first asked for (then kept in `files`), and those being made. */
  private readonly lazy = new Map<string, () => Promise<StaticFile>>();
  private readonly making = new Map<string, Promise<StaticFile>>();

  private readonly rootIndex: string;

  /** `basePath`: the path the API is served under ('' at the root), the start of the links of `/`. */
  constructor(
    private readonly exchanges: Exchanges,
    private readonly basePath = '',
  ) {
    this.rootIndex = rootIndex(basePath);
  }

  /** Serves `files` (by path) from now on. */
  use(files: Map<string, StaticFile>): void {
    this.files = files;
  }

  /** Serves `path` from the file `make` returns, made when first asked for and kept (a failure is answered, and retried next time). */
  useLazy(path: string, make: () => Promise<StaticFile>): void {
    this.lazy.set(path, make);
  }

  /**
   * Answers a GET or HEAD (the caller checks the method; send leaves out a HEAD's body) and returns true, or
   * returns false when the path is not one of these. `req` is read only
   * here, synchronously (for `/`).
   */
  serve(ex: Exchange, req: RequestHead): boolean {
    const { path } = ex;
    const file = this.files.get(path);
    if (file !== undefined) {
      this.sendFile(ex, file);
      return true;
    }
    const make = this.lazy.get(path);
    if (make !== undefined) {
      let making = this.making.get(path);
      if (making === undefined) {
        making = make();
        this.making.set(path, making);
        making.then(
          (made) => this.files.set(path, made),
          () => this.making.delete(path),
        );
      }
      making.then(
        (made) => this.sendFile(ex, made),
        (error: unknown) => this.exchanges.fail(ex, error, undefined),
      );
      return true;
    }
    if (path === '/') {
      if ((req.header('accept') ?? '').includes('text/html'))
        this.exchanges.send(ex, 302, undefined, '', [['Location', `${this.basePath}/docs`]]);
      else this.exchanges.send(ex, 200, JSON_TYPE, this.rootIndex, []);
      this.exchanges.finalize(ex);
      return true;
    }
    if (path === '/healthz') {
      // in_flight leaves out this request itself.
      this.exchanges.send(
        ex,
        200,
        JSON_TYPE,
        JSON.stringify({ status: 'ok', engine_version: ENGINE_VERSION, in_flight: this.exchanges.inFlight - 1 }),
        [],
      );
      this.exchanges.finalize(ex);
      return true;
    }
    if (path === '/readyz' && this.probes !== undefined) {
      // Readiness, not liveness: 503 until the places index and the pool are up, and again while draining.
      const parts = this.probes.readiness();
      const ready = parts.places_index && parts.pool && parts.accepting;
      this.exchanges.send(ex, ready ? 200 : 503, JSON_TYPE, JSON.stringify({ status: ready ? 'ready' : 'not_ready', ...parts }), []);
      this.exchanges.finalize(ex);
      return true;
    }
    if (path === '/metrics' && this.probes?.metrics !== undefined) {
      const metrics = this.probes.metrics;
      if (!metrics.authorized(req.header('authorization'))) {
        this.exchanges.fail(ex, errors.unauthenticated('Expected Authorization: Bearer <METRICS_TOKEN> for /metrics'), undefined);
        return true;
      }
      metrics.text().then(
        (text) => {
          this.exchanges.send(ex, 200, metrics.contentType, text, []);
          this.exchanges.finalize(ex);
        },
        (error: unknown) => this.exchanges.fail(ex, error, undefined),
      );
      return true;
    }
    return false;
  }

  private sendFile(ex: Exchange, file: StaticFile): void {
    const headers: [string, string][] = ex.path === '/v1/openapi.json' ? [['Access-Control-Allow-Origin', '*']] : [];
    this.exchanges.send(ex, 200, file.contentType, file.body, headers);
    this.exchanges.finalize(ex);
  }
}
