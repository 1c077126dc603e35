import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { domainInfoSchema, type DomainInfo, type SetupCheck, type UserData } from '@platform/core/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { queryClient } from '../lib/query/query-client';
import { routes } from '../app/routes';
import { resolveBrand } from '../lib/branding/brand';
import { BrandContext } from '../lib/branding/brand-context';
import { fakeApi } from './fake-api';
import './render';
import { ACME_ID, DEMO, ROOT_ID, setupCheck } from './users';

/**
 * The whole app's route tree in jsdom: the real guards (core's entryRedirect, routeAccess and
 * landingPath, fed by GET /api/user, the setup check and the domain's info, all answered by
 * `fakeApi`), the signed-in frame with its menus, and the page. For the rules of where an address
 * takes a user; a page's own rules are tested with `renderPage` (./render).
 */

/** GET /api/domain-info for an agency's address (Acme's by default) or the platform's own. */
export const domainInfo = (p: Partial<DomainInfo> = {}): DomainInfo =>
  domainInfoSchema.parse({
    idsys: ACME_ID,
    masteridsys: ROOT_ID,
    company_root_name: 'Demo Platform',
    domain: null,
    subdomain: 'acme',
    rootcomp: 'F',
    agencyplatformroot: 'T',
    branding: { company_name: 'Acme Agency', logo: null, box_bgcolor: null, text_color: null, link_color: null, template_bgcolor: null, sidebar_bgcolor: null, font_theme: null },
    payment_terms: ['Weekly'],
    timezone: 'America/Chicago',
    embedded_code: null,
    ...p,
  });

/** The platform's own address (localhost), where the root, its staff and sales sign in. */
export const platformDomain = () =>
  domainInfo({ idsys: ROOT_ID, subdomain: null, rootcomp: 'T', agencyplatformroot: 'F', branding: { ...domainInfo().branding, company_name: 'Demo Platform' } });

export interface AppOptions {
  user?: UserData;
  setup?: SetupCheck;
  domain?: DomainInfo;
  /** More API routes the pages opened may call (`fakeApi`'s keys). */
  api?: Parameters<typeof fakeApi>[0];
  /** Keep the access token the test stored (one whose identity matters) instead of a plain one. */
  keepToken?: boolean;
}

// A first visit to an address loads its route's page and the whole component stylesheet: on two
// shared cores that took over 5 s for the first test of a file.
configure({ asyncUtilTimeout: 20_000 });

// The guards read through the app's one query client: nothing one test read may answer the next.
afterEach(() => {
  queryClient.clear();
  notifications.clean();
});

/** Opens `entry` in the app as `user` signed in (Acme's owner by default), or as a visitor with `user: null`. */
export function renderApp(entry: string, { user = DEMO.agency(), setup = setupCheck(), domain, api = {}, keepToken = false }: Omit<AppOptions, 'user'> & { user?: UserData | null } = {}) {
  const host = domain ?? (user?.systemuser === 'T' ? platformDomain() : domainInfo());
  const server = fakeApi({
    'GET /domain-info': () => host,
    ...(user ? { 'GET /user': () => user, 'GET /user/checksetupcomplete/:id': () => setup } : {}),
    ...api,
  });
  if (user) {
    if (!keepToken || !window.localStorage.getItem('access_token')) window.localStorage.setItem('access_token', 'test-access-token');
    window.localStorage.setItem('refresh_token', 'test-refresh-token');
    window.localStorage.setItem('userData', JSON.stringify(user));
  }
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <BrandContext.Provider value={resolveBrand(host.branding, user)}>
        {/* env "test": no transitions or portals, so a menu's content is there at once and in the tree. */}
        <MantineProvider env="test">
          <Notifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </BrandContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, server };
}
