import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render } from '@testing-library/react';
import type { SetupCheck, UserData } from '@platform/core/contracts';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry } from 'react-router';
import { afterEach, vi } from 'vitest';
import { currentUserQueryOptions } from '../lib/auth/get-current-user';
import { setupCheckQueryOptions } from '../lib/auth/get-setup-check';
import { domainInfoQueryOptions } from '../lib/branding/domain-info-query';
import { DEMO, setupCheck } from './users';

/**
 * Component tests of a page: the page rendered in jsdom with the app's providers, signed in, its API
 * answered by `fakeApi` (./fake-api). Importing this file readies jsdom for Mantine and unmounts
 * after each test, so a test file needs only `// @vitest-environment jsdom` and its own imports.
 */

/**
 * What jsdom lacks and Mantine uses: matchMedia (the colour scheme), ResizeObserver (scroll
 * containers), scrollIntoView (comboboxes) and document.fonts (an autosizing textarea).
 */
export function polyfillDom() {
  // Two cores shared by several test runs: a page's first render with Mantine can take over a second.
  configure({ asyncUtilTimeout: 5_000 });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false })) as typeof window.matchMedia;
  Element.prototype.scrollIntoView ??= () => undefined;
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
}

if (typeof window !== 'undefined') {
  polyfillDom();
  // Whole pages render here: a second or two on a quiet machine, but a form filled field by field
  // took 31 s when a dozen test runs shared the two cores (load average 40).
  vi.setConfig({ testTimeout: 90_000 });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });
}

export interface PageOptions {
  /** The signed-in user (Acme's agency owner by default), already read as the app's loader reads it. */
  user?: UserData;
  /** Its setup check, as the loader read it (a ready account by default). */
  setup?: SetupCheck;
  /** The route pattern the element is rendered at... */
  path?: string;
  /** ...and the address opened. Other paths render `elsewhere: <path>`, so a navigation can be seen. */
  entry?: InitialEntry;
}

/** Renders a page or a component signed in, inside the app's providers and a memory router. */
export function renderPage(element: ReactNode, { user = DEMO.agency(), setup = setupCheck(), path = '/', entry = path }: PageOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(currentUserQueryOptions().queryKey, user);
  client.setQueryData(setupCheckQueryOptions(user.id).queryKey, setup);
  client.setQueryData(domainInfoQueryOptions(window.location.hostname).queryKey, { timezone: user.timezone } as never);
  window.localStorage.setItem('access_token', 'test-access-token');
  window.localStorage.setItem('userData', JSON.stringify(user));
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      {/* env "test": no transitions or portals, so a popover's content is there at once and in the tree. */}
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

function Elsewhere() {
  return <p data-testid="elsewhere">elsewhere: {useLocation().pathname}</p>;
}

/**
 * Types into a field as a person does: focused first. Mantine's comboboxes take a change to an
 * unfocused input for autofill and only match it against their options' labels, so a search typed
 * with a bare `fireEvent.change` never reaches them.
 */
export function typeInto(field: HTMLElement, text: string) {
  act(() => field.focus());
  fireEvent.change(field, { target: { value: text } });
}
