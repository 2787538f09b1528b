/**
 * Path matching over the registered routes: exact paths by map lookup, then
 * templates (`/v1/places/{place_id}`, `/v1/charts/{varga}.svg`). A path that
 * matches with another method gives 405; no match gives 404. HEAD matches the
 * GET routes (answered as GET without the body, as HTTP requires), so every
 * GET path allows HEAD too.
 */
import type { Route } from './route.ts';

interface Template {
  regex: RegExp;
  names: string[];
  route: Route;
}

export type Match =
  { kind: 'route'; route: Route; params: Record<string, string> } | { kind: 'method'; allowed: string[] } | { kind: 'none' };

export class Router {
  private readonly exact = new Map<string, Route[]>();
  private readonly templates: Template[] = [];
  readonly routes: readonly Route[];

  constructor(routes: readonly Route[]) {
    this.routes = routes;
    const seen = new Set<string>();
    for (const route of routes) {
      const id = `${route.operation.method} ${route.operation.path}`;
      if (seen.has(id)) throw new Error(`Expected one route for ${id} but received two`);
      seen.add(id);
      if (!route.operation.path.includes('{')) {
        const list = this.exact.get(route.operation.path) ?? [];
        list.push(route);
        this.exact.set(route.operation.path, list);
      } else {
        const names: string[] = [];
        const source = route.operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
          names.push(name);
          return '([^/]+?)';
        });
        this.templates.push({ regex: new RegExp(`^${source}$`), names, route });
      }
    }
  }

  match(requestMethod: string, path: string): Match {
    const method = requestMethod === 'HEAD' ? 'GET' : requestMethod;
    const allowed: string[] = [];
    const exact = this.exact.get(path);
    if (exact !== undefined) {
      for (const route of exact) {
        if (route.operation.method === method) return { kind: 'route', route, params: {} };
        allowed.push(route.operation.method);
      }
    }
    for (const t of this.templates) {
      const m = t.regex.exec(path);
      if (m === null) continue;
      if (t.route.operation.method !== method) {
        allowed.push(t.route.operation.method);
        continue;
      }
      const params: Record<string, string> = {};
      t.names.forEach((name, i) => {
        params[name] = safeDecode(m[i + 1]!);
      });
      return { kind: 'route', route: t.route, params };
    }
    if (allowed.includes('GET')) allowed.push('HEAD');
    return allowed.length > 0 ? { kind: 'method', allowed: [...new Set(allowed)] } : { kind: 'none' };
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
