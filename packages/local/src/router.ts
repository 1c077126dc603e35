import { routes, webhooks } from '@platform/functions/routes';

/** What the local server needs of a manifest entry: HTTP routes and inbound webhooks alike. */
export interface MountedRoute {
  method: string;
  path: string;
  handler: string;
}

interface Compiled {
  route: MountedRoute;
  regex: RegExp;
  names: string[];
}

function compile(entries: readonly MountedRoute[]): Compiled[] {
  const compiled = entries.map((route) => {
    const names: string[] = [];
    const pattern = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, regex: new RegExp(`^${pattern}/?$`), names };
  });
  // API Gateway prefers the most specific route: fewer parameters wins over more.
  return compiled.sort((a, b) => a.names.length - b.names.length);
}

// Webhooks are API routes too (API Gateway serves them on the same API); they only skip JSON parsing.
const compiled = compile([...routes, ...webhooks]);

export type Match = { route: MountedRoute; params: Record<string, string> } | { methodNotAllowed: true } | { malformed: true } | undefined;

/** Finds the manifest route for a request, the way API Gateway matches `METHOD /path/{param}`. */
export function matchRoute(method: string, pathname: string): Match {
  let pathMatched = false;
  for (const c of compiled) {
    const m = c.regex.exec(pathname);
    if (!m) continue;
    pathMatched = true;
    if (c.route.method !== method) continue;
    const params: Record<string, string> = {};
    try {
      c.names.forEach((n, i) => {
        params[n] = decodeURIComponent(m[i + 1] ?? '');
      });
    } catch {
      // A lone % or a broken UTF-8 sequence: the client's error, answered 400.
      return { malformed: true };
    }
    return { route: c.route, params };
  }
  return pathMatched ? { methodNotAllowed: true } : undefined;
}
