import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { IntegrationView } from '@platform/core/contracts';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { currentUserQueryOptions } from '../../lib/auth/get-current-user';
import { domainInfoQueryOptions } from '../../lib/branding/domain-info-query';

export const COMPANY = 'client-1';

/** jsdom readied for Mantine: the shared helper's (src/test/render.tsx). */
export { polyfillDom } from '../../test/render';

export const integration = (p: Partial<IntegrationView> = {}): IntegrationView => ({
  id: 'int-1',
  company_id: COMPANY,
  type: 'webhook',
  label: 'Webhook',
  status: 'connected',
  connected: true,
  campaign_ids: [],
  settings: { url: 'https://example.com/hook' },
  campaign_settings: {},
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...p,
});

/**
 * Renders `element` at `path` (a route pattern) opened at `entry`, signed in as a client of
 * COMPANY (or as `user` says), with the user and the host's time zone already in the cache. Other paths render their
 * own path, so a navigation can be seen.
 */
export function renderAt(element: ReactNode, path: string, entry: InitialEntry, user: { company_id?: string; user_type?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(currentUserQueryOptions().queryKey, { id: 'u-1', company_id: COMPANY, user_type: 'client', name: 'Bob Baker', email: 'client@demo.test', ...user } as never);
  client.setQueryData(domainInfoQueryOptions(window.location.hostname).queryKey, { timezone: 'America/Chicago' } as never);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
