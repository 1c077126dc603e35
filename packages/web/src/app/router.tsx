import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RouteError } from '../features/errors/routes/RouteError';
import { NotFoundPage } from '../features/errors/routes/NotFoundPage';
import { LoginPage } from '../features/auth/routes/LoginPage';
import type { PageKey } from '../lib/access/menu';
import { onSessionEnded } from '../lib/auth/session-ended';
import { SESSION_SCOPE } from '../lib/query/keys';
import { guardPage, home, moduleIndex, requireUser, visitorOnly } from './guards';
import { queryClient } from './query-client';

/**
 * The sign-in page is in the first download; the signed-in area and its pages load on demand,
 * so a visitor's first page stays small.
 */
const placeholder = (page: PageKey): Pick<RouteObject, 'loader' | 'lazy'> => ({
  loader: guardPage(page),
  lazy: async () => {
    const { PlaceholderPage } = await import('../features/placeholders/routes/PlaceholderPage');
    return { Component: () => <PlaceholderPage page={page} /> };
  },
});

const signedInPages: RouteObject[] = [
  { path: 'configuration', loader: () => redirect('/configuration/client-management') },
  { path: 'configuration/agency-list', ...placeholder('agency-list') },
  { path: 'configuration/sales-account-list', ...placeholder('sales-account-list') },
  { path: 'configuration/opt-out-list', ...placeholder('opt-out-list') },
  { path: 'configuration/report-analytics', ...placeholder('report-analytics') },
  { path: 'configuration/client-management', ...placeholder('client-management') },
  { path: 'configuration/administrator-list', ...placeholder('administrator-list') },
  { path: 'configuration/general-setting', ...placeholder('general-setting') },
  { path: 'configuration/sales-connect-account', ...placeholder('sales-connect-account') },
  { path: 'integrations', ...placeholder('integrations') },
  { path: 'user', loader: () => redirect('/user/profile') },
  { path: 'user/profile', ...placeholder('profile') },
  { path: 'user/card-setting', ...placeholder('card-setting') },
  { path: ':module/dashboard', ...placeholder('module-dashboard') },
  { path: ':module/campaign-management', ...placeholder('module-campaign-management') },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { index: true, loader: home },
      { path: 'login', loader: visitorOnly, Component: LoginPage },
      {
        id: 'shell',
        loader: requireUser,
        lazy: async () => {
          const { ShellLayout } = await import('../features/shell/routes/ShellLayout');
          return { Component: ShellLayout };
        },
        // Errors of a page show inside the frame, so the menu stays usable.
        children: [{ errorElement: <RouteError inShell />, children: signedInPages }],
      },
      { path: ':module', loader: moduleIndex },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const router = createBrowserRouter(routes);

// However a session ends (refused refresh, revoked elsewhere), the user ends up signing in again,
// and the previous user's cached data goes once nothing shows it any more.
onSessionEnded(() => {
  const dropUserData = () => queryClient.removeQueries({ queryKey: [SESSION_SCOPE] });
  if (router.state.location.pathname === '/login') dropUserData();
  else void router.navigate('/login', { replace: true }).then(dropUserData);
});
