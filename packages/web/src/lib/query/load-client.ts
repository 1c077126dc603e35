import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query client, loaded on demand: TanStack Query is not part of the sign-in page's
 * first visit (docs/decisions.md, Performance budgets). The guards, the signed-in pages and a
 * finished sign-in ask for it; the entry asks for it once the first page has painted, so it is
 * usually there before anyone waits on it.
 */
let loading: Promise<QueryClient> | undefined;
const onLoad: ((client: QueryClient) => void)[] = [];

export function loadQueryClient(): Promise<QueryClient> {
  return (loading ??= import('./query-client').then(({ queryClient }) => {
    for (const wire of onLoad) wire(queryClient);
    return queryClient;
  }));
}

/** Runs `wire` once the client has loaded (at once if it has): the entry's wiring of the client to the rest of the app. */
export function whenQueryClientLoads(wire: (client: QueryClient) => void): void {
  if (loading) void loading.then(wire);
  else onLoad.push(wire);
}
