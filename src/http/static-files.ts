/**
 * GET and HEAD of the documents built at start (the OpenAPI document, the
 * docs site) and of /healthz, which rides along here: like the documents it
 * needs no route, no key and no credits, and is answered before routing.
 */
import { ENGINE_VERSION } from '../core/version.ts';
import type { StaticFile } from './docs-site.ts';
import { JSON_TYPE, type Exchange, type Exchanges } from './exchange.ts';

export class StaticFiles {
  private files = new Map<string, StaticFile>();

  constructor(private readonly exchanges: Exchanges) {}

  /** Serves `files` (by path) from now on; they are built once the server listens, since the OpenAPI document names its URL. */
  use(files: Map<string, StaticFile>): void {
    this.files = files;
  }

  /** Answers a GET or HEAD (the caller checks the method) and returns true, or returns false when the path is not one of these. */
  serve(ex: Exchange): boolean {
    const { method, path } = ex;
    const file = this.files.get(path);
    if (file !== undefined) {
      const headers: [string, string][] = path === '/v1/openapi.json' ? [['Access-Control-Allow-Origin', '*']] : [];
      this.exchanges.send(ex, 200, file.contentType, method === 'HEAD' ? '' : file.body, headers);
      this.exchanges.finalize(ex);
      return true;
    }
    if (path === '/healthz') {
      // in_flight leaves out this request itself.
      this.exchanges.send(ex, 200, JSON_TYPE, JSON.stringify({ status: 'ok', engine_version: ENGINE_VERSION, in_flight: this.exchanges.inFlight - 1 }), []);
      this.exchanges.finalize(ex);
      return true;
    }
    return false;
  }
}
