// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuView } from '@platform/core/contracts';
import { ApiError } from '../../../lib/api/errors';
import { integration, polyfillDom, renderAt } from '../render.test-support';
import { IntegrationDetailPage } from '../routes/IntegrationDetailPage';

const api = vi.hoisted(() => ({ apiRequest: vi.fn<(path: string, request: { method?: string; body?: unknown }) => Promise<unknown>>() }));
const notice = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('../../../lib/api/client', () => api);
vi.mock('../../../lib/notify', () => notice);

vi.setConfig({ testTimeout: 30_000 });
beforeAll(polyfillDom);
beforeEach(() => {
  api.apiRequest.mockReset();
  notice.notify.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AGENCY = 'agency-1';
const MENU = `/integrations/${AGENCY}/gohighlevel/menu`;
const owner = { company_id: AGENCY, user_type: 'userdownline' };
const frame = 'https://leads.acme-agency.com/embed/gohighlevel';
const view = (p: Partial<MenuView> = {}): MenuView => ({ agency_connected: false, frame_url: frame, link: null, adding: false, ...p });
const added = view({ agency_connected: true, link: { id: 'menu-1', title: 'Acme Agency', url: frame, added_at: '2026-11-27T05:00:00.000Z' } });
const ghl = integration({ id: 'g-1', company_id: AGENCY, type: 'gohighlevel', label: 'GoHighLevel', settings: {} });

/** The API as the page calls it, by method and path; the answers may change as the test goes. */
function answer(routes: Record<string, (body: unknown) => unknown>) {
  api.apiRequest.mockImplementation((path, request) => {
    const key = `${request.method ?? 'GET'} ${path}`;
    const route = routes[key] ?? (key === `GET /integrations/${AGENCY}/g-1` ? () => ({ result: 'success', integration: ghl }) : undefined);
    if (!route) return Promise.reject(new ApiError(404, `no ${key}`));
    try {
      return Promise.resolve(route(request.body));
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
}
const calls = (key: string) => api.apiRequest.mock.calls.filter(([path, r]) => `${r.method ?? 'GET'} ${path}` === key);
/** The page's "GoHighLevel menu" section, once its state has loaded. */
async function section() {
  const el = await screen.findByRole('region', { name: 'GoHighLevel menu' });
  await waitFor(() => expect(within(el).queryByText('Loading Data')).toBeNull());
  return el;
}
const openAt = (entry: string, user: { company_id?: string; user_type?: string } = owner) => renderAt(<IntegrationDetailPage />, '/integrations/:id', entry, user);

describe('Who sees the GoHighLevel menu link', () => {
  it('the agency owner sees it on the GoHighLevel page, connected for leads or not', async () => {
    answer({ [`GET ${MENU}`]: () => ({ result: 'success', menu: view() }) });
    openAt('/integrations/g-1');
    expect(within(await section()).getByText('Not in your GoHighLevel menu')).toBeTruthy();
    cleanup();
    openAt('/integrations/new?type=gohighlevel');
    expect(within(await section()).getByRole('button', { name: 'Add to GoHighLevel menu' })).toBeTruthy();
  });

  it('a client does not, and the page does not ask for it', async () => {
    answer({});
    openAt('/integrations/new?type=gohighlevel', { user_type: 'client' });
    expect(await screen.findByRole('button', { name: 'Connect with GoHighLevel' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'GoHighLevel menu' })).toBeNull();
    expect(calls(`GET ${MENU}`)).toHaveLength(0);
  });
});

describe('Add to GoHighLevel menu', () => {
  it('without the agency consent, goes to GoHighLevel to give it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answer({ [`GET ${MENU}`]: () => ({ result: 'success', menu: view() }), [`GET ${MENU}/authurl`]: () => ({ result: 'success', url: 'https://marketplace.gohighlevel.com/oauth/chooselocation?x=1' }) });
    openAt('/integrations/g-1');
    fireEvent.click(within(await section()).getByRole('button', { name: 'Add to GoHighLevel menu' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://marketplace.gohighlevel.com/oauth/chooselocation?x=1'));
    expect(calls(`POST ${MENU}`)).toHaveLength(0);
  });

  it('with the consent held, adds the link at once and shows it', async () => {
    let state = view({ agency_connected: true });
    answer({
      [`GET ${MENU}`]: () => ({ result: 'success', menu: state }),
      [`POST ${MENU}`]: () => {
        state = added;
        return { result: 'success', message: 'Added to your GoHighLevel menu', menu: added };
      },
    });
    openAt('/integrations/g-1');
    fireEvent.click(within(await section()).getByRole('button', { name: 'Add to GoHighLevel menu' }));
    expect(await within(await section()).findByText('In your GoHighLevel menu')).toBeTruthy();
    expect(within(await section()).getByText('“Acme Agency”')).toBeTruthy();
    expect(notice.notify).toHaveBeenCalledWith('success', 'Added to your GoHighLevel menu');
    expect(calls(`POST ${MENU}`)).toHaveLength(1);
  });

  it('shows GoHighLevel’s refusal in the section, and the link stays out', async () => {
    answer({
      [`GET ${MENU}`]: () => ({ result: 'success', menu: view({ agency_connected: true }) }),
      [`POST ${MENU}`]: () => {
        throw new ApiError(400, 'GoHighLevel could not add the menu link: The token is not authorized for this scope.');
      },
    });
    openAt('/integrations/g-1');
    fireEvent.click(within(await section()).getByRole('button', { name: 'Add to GoHighLevel menu' }));
    expect(await within(await section()).findByRole('alert')).toBeTruthy();
    expect(within(await section()).getByText('Not in your GoHighLevel menu')).toBeTruthy();
  });

  it('while an add is in flight, says so and offers no second add', async () => {
    answer({ [`GET ${MENU}`]: () => ({ result: 'success', menu: view({ agency_connected: true, adding: true }) }) });
    openAt('/integrations/g-1');
    expect(within(await section()).getByText('Being added…')).toBeTruthy();
    expect((within(await section()).getByRole('button', { name: 'Add to GoHighLevel menu' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('coming back from GoHighLevel shows what happened', async () => {
    answer({ [`GET ${MENU}`]: () => ({ result: 'success', menu: added }) });
    openAt('/integrations/g-1?menu=added');
    expect(await within(await section()).findByText('Added to your GoHighLevel menu.')).toBeTruthy();
    cleanup();
    answer({ [`GET ${MENU}`]: () => ({ result: 'success', menu: view() }) });
    openAt(`/integrations/g-1?menu_error=${encodeURIComponent('Choose your agency account, not a sub-account, to add a menu link.')}`);
    expect(await within(await section()).findByText('Choose your agency account, not a sub-account, to add a menu link.')).toBeTruthy();
  });
});

describe('Remove from the GoHighLevel menu', () => {
  it('asks first, then removes the link', async () => {
    let state = added;
    answer({
      [`GET ${MENU}`]: () => ({ result: 'success', menu: state }),
      [`DELETE ${MENU}`]: () => {
        state = view({ agency_connected: true });
        return { result: 'success', message: 'Removed from your GoHighLevel menu', menu: state };
      },
    });
    openAt('/integrations/g-1');
    fireEvent.click(within(await section()).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls(`DELETE ${MENU}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(await section()).findByText('Not in your GoHighLevel menu')).toBeTruthy();
    expect(notice.notify).toHaveBeenCalledWith('success', 'Removed from your GoHighLevel menu');
  });

  it('shows a refusal inside the dialog and keeps the link', async () => {
    answer({
      [`GET ${MENU}`]: () => ({ result: 'success', menu: added }),
      [`DELETE ${MENU}`]: () => {
        throw new ApiError(403, 'Only the agency’s owner or an administrator can change its GoHighLevel menu link.');
      },
    });
    openAt('/integrations/g-1');
    fireEvent.click(within(await section()).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Only the agency’s owner or an administrator can change its GoHighLevel menu link.')).toBeTruthy();
    expect(within(await section()).getByText('In your GoHighLevel menu')).toBeTruthy();
  });
});
