import { routes, type Route } from '@platform/functions/routes';

interface Compiled {
  route: Route;
  regex: RegExp;
  names: string[];
}

const compiled: Compiled[] = routes.map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, regex: new RegExp(`^${pattern}/?$`), names };
});

// API Gateway prefers the most specific route: fewer parameters wins over more.
compiled.sort((a, b) => a.names.length - b.names.length);

export type Match = { route: Route; params: Record<string, string> } | { methodNotAllowed: true } | undefined;

/** Finds the manifest route for a request, the way API Gateway matches `METHOD /path/{param}`. */
export function matchRoute(method: string, pathname: string): Match {
  let pathMatched = false;
  for (const c of compiled) {
    const m = c.regex.exec(pathname);
    if (!m) continue;
    pathMatched = true;
    if (c.route.method !== method) continue;
    const params: Record<string, string> = {};
    c.names.forEach((n, i) => {
      params[n] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route: c.route, params };
  }
  return pathMatched ? { methodNotAllowed: true } : undefined;
}
