import type { ComponentType } from 'react';
import { loadQueryClient } from './load-client';

/**
 * A route component under the app's query client. The provider is not at the root, because the
 * sign-in page renders without TanStack Query (docs/decisions.md, Performance budgets): every
 * other page and layout is wrapped as it loads, with the client and the provider beside its code.
 */
export async function withQueryClient<P extends object>(Component: ComponentType<P>): Promise<ComponentType<P>> {
  const [{ QueryClientProvider }, client] = await Promise.all([import('@tanstack/react-query'), loadQueryClient()]);
  const Wrapped = (props: P) => (
    <QueryClientProvider client={client}>
      <Component {...props} />
    </QueryClientProvider>
  );
  Wrapped.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
