/** A tiny router: `{name}` matches one path segment, `{name+}` the rest of the path. */
import type { RouteContext, RouteResult } from './types.js';

export type Handler = (ctx: RouteContext) => Promise<RouteResult> | RouteResult;

export interface Route {
  method: string;
  template: string;
  regex: RegExp;
  keys: string[];
  handler: Handler;
}

export function route(method: string, template: string, handler: Handler): Route {
  const keys: string[] = [];
  const pattern = template.replace(/\{(\w+)(\+?)\}/g, (_m, key: string, rest: string) => {
    keys.push(key);
    return rest ? '(.+)' : '([^/]+)';
  });
  return { method, template, regex: new RegExp(`^${pattern}$`), keys, handler };
}

export function matchRoute(
  routes: Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  for (const r of routes) {
    if (r.method !== method) continue;
    const m = r.regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    r.keys.forEach((k, i) => {
      params[k] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route: r, params };
  }
  return undefined;
}
