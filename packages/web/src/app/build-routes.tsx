import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { routesIn, type Area, type PageId, type RouteEntry } from './route-table';
import { withQueryClient } from '../lib/query/QueryLayer';
import { signedInGuard, visitorGuard } from './guards';

/**
 * A page a feature provides for a route of the table: its component, given directly (part of the
 * first download, as the sign-in page is) or loaded on demand, optionally with a loader that runs
 * after the route's guard has let the user through.
 */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}
export type PageSource = PageModule | { lazy: () => Promise<PageModule> };
export type PageRegistry = Partial<Record<PageId, PageSource>>;

/** What a route carries for the screens (document title, breadcrumbs): its id and the spec's meta. */
export interface RouteHandle {
  page: PageId;
  meta: RouteEntry['meta'];
}

type Guard = (args: LoaderFunctionArgs) => Promise<null>;

/**
 * Pages drawn with the entry's first-paint styles only and without TanStack Query (their forms
 * post with the plain API client); every other page loads all styles, and the query client with
 * it (docs/decisions.md, Performance budgets).
 */
const FIRST_PAINT_PAGES = new Set<PageId>(['login']);
const loadAllStyles = () => import('../styles/all-components');

function guardOf(entry: RouteEntry): Guard | undefined {
  if (entry.meta.requiresVisitor) return visitorGuard;
  if (entry.meta.requiresAuth) return signedInGuard;
  return undefined;
}

/**
 * One route of the table. The guard runs first; only then does a page's own loader run (a page
 * must never fetch for a user who may not open it). A page nobody has built yet shows the honest
 * placeholder that `fallback` gives.
 */
function pageRoute(entry: RouteEntry, source: PageSource | undefined, fallback: (id: PageId) => PageSource): RouteObject {
  const page = source ?? fallback(entry.id);
  const guard = guardOf(entry);
  const own = 'lazy' in page ? page.lazy : () => Promise.resolve(page);
  // A page renders once the whole component stylesheet is in (the sign-in page needs only the
  // first-paint set the entry already loads: styles/first-paint.ts).
  const load = FIRST_PAINT_PAGES.has(entry.id) ? own : () => Promise.all([own(), loadAllStyles()]).then(([pageModule]) => pageModule);
  // Pages of the signed-in and public frames get the query client from their frame's layout.
  const wrap = !FIRST_PAINT_PAGES.has(entry.id) && entry.area === 'visitor';
  const component = async () => (wrap ? withQueryClient((await load()).Component) : (await load()).Component);
  const handle: RouteHandle = { page: entry.id, meta: entry.meta };
  const loader = async (args: LoaderFunctionArgs) => {
    if (guard) await guard(args);
    const { loader: pageLoader } = await load();
    return pageLoader ? pageLoader(args) : null;
  };
  return {
    id: entry.id,
    path: entry.path,
    handle,
    loader,
    lazy: async () => ({ Component: await component() }),
  };
}

export function pageRoutes(area: Area, registry: PageRegistry, fallback: (id: PageId) => PageSource): RouteObject[] {
  return routesIn(area).map((entry) => pageRoute(entry, registry[entry.id], fallback));
}
