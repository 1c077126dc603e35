// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { COMPANY, integration, polyfillDom, renderAt } from '../render.test-support';
import { IntegrationDetailPage } from './IntegrationDetailPage';

const api = vi.hoisted(() => ({ apiRequest: vi.fn<(path: string, request: { method?: string; body?: unknown }) => Promise<unknown>>() }));
const notice = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('../../../lib/api/client', () => api);
vi.mock('../../../lib/notify', () => notice);

// Whole pages render here, on a machine several test runs share.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(polyfillDom);
beforeEach(() => {
  api.apiRequest.mockReset();
  notice.notify.mockReset();
});
afterEach(cleanup);

const webhook = integration({ id: 'w-9', settings: { url: 'https://crm.example.com/in' } });

/** The API as the page calls it: the answers by method and path; anything else is a 404. */
function answer(routes: Record<string, (body: unknown) => unknown>) {
  api.apiRequest.mockImplementation((path, request) => {
    const key = `${request.method ?? 'GET'} ${path}`;
    const route = routes[key];
    if (!route) return Promise.reject(new ApiError(404, `no ${key}`));
    try {
      return Promise.resolve(route(request.body));
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
}

const page = (entry: string | { pathname: string; search?: string; state?: unknown }) => renderAt(<IntegrationDetailPage />, '/integrations/:id', entry);
const urlField = () => screen.getByRole('textbox', { name: /Endpoint URL/ });
const calls = (key: string) => api.apiRequest.mock.calls.filter(([path, r]) => `${r.method ?? 'GET'} ${path}` === key);

describe('The webhook form accepts only a URL', () => {
  it('refuses what is not an http(s) URL, without calling the API, and saves a valid one', async () => {
    answer({
      'POST /saveintegration': () => ({ result: 'success', message: 'Webhook saved', integration: webhook, secret: 'whsec_c2VjcmV0' }),
      [`GET /integrations/${COMPANY}/w-9`]: () => ({ result: 'success', integration: webhook }),
    });
    page('/integrations/new?type=webhook');
    for (const wrong of ['crm.example.com/in', 'ftp://crm.example.com/in', '']) {
      fireEvent.change(urlField(), { target: { value: wrong } });
      fireEvent.click(screen.getByRole('button', { name: 'Save endpoint' }));
      expect(await screen.findByText('Enter a valid URL starting with https://')).toBeTruthy();
    }
    expect(calls('POST /saveintegration')).toHaveLength(0);

    fireEvent.change(urlField(), { target: { value: ' https://crm.example.com/in ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save endpoint' }));
    await waitFor(() => expect(calls('POST /saveintegration')).toHaveLength(1));
    expect(calls('POST /saveintegration')[0]?.[1].body).toEqual({ company_id: COMPANY, type: 'webhook', campaign_ids: [], settings: { url: 'https://crm.example.com/in' } });
  });
});

describe('A new webhook’s secret is shown once', () => {
  it('after saving, the endpoint’s page shows the whsec_ secret with Copy; opened again, it does not', async () => {
    answer({
      'POST /saveintegration': () => ({ result: 'success', message: 'Webhook saved', integration: webhook, secret: 'whsec_c2VjcmV0' }),
      [`GET /integrations/${COMPANY}/w-9`]: () => ({ result: 'success', integration: webhook }),
    });
    const { router } = page('/integrations/new?type=webhook');
    fireEvent.change(urlField(), { target: { value: 'https://crm.example.com/in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save endpoint' }));

    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_c2VjcmV0');
    expect(screen.getByText(/it will not be shown again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/integrations/w-9');
    // The history entry no longer holds it: a reload or Back cannot show it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    cleanup();

    page({ pathname: '/integrations/w-9', state: router.state.location.state });
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhook' })).toBeTruthy();
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('Rotate secret, confirmed, shows the new secret once', async () => {
    answer({
      [`GET /integrations/${COMPANY}/w-9`]: () => ({ result: 'success', integration: webhook }),
      [`POST /integrations/${COMPANY}/w-9/rotate-secret`]: () => ({ result: 'success', message: 'Secret rotated', secret: 'whsec_bmV3', previous_secret_expires_at: '2026-11-21T10:00:00.000Z', integration: webhook }),
    });
    page('/integrations/w-9');
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Rotate the signing secret?' })).getByRole('button', { name: 'Rotate secret' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe('whsec_bmV3');
    expect(screen.getByText('New signing secret')).toBeTruthy();
  });
});

describe('Saves show the server’s message, or “Changes saved successfully”', () => {
  const save = (message: string) =>
    answer({
      [`GET /integrations/${COMPANY}/w-9`]: () => ({ result: 'success', integration: webhook }),
      'POST /saveintegration': () => ({ result: 'success', message, integration: webhook }),
    });

  it('the server’s own message', async () => {
    save('Webhook endpoint updated');
    page('/integrations/w-9');
    fireEvent.click(await screen.findByRole('button', { name: 'Save endpoint' }));
    await waitFor(() => expect(notice.notify).toHaveBeenCalledWith('success', 'Webhook endpoint updated'));
  });

  it('“Changes saved successfully” when the server gave none', async () => {
    save('');
    page('/integrations/w-9');
    fireEvent.click(await screen.findByRole('button', { name: 'Save campaigns' }));
    await waitFor(() => expect(notice.notify).toHaveBeenCalledWith('success', 'Changes saved successfully'));
  });

  it('a refusal shows the server’s message in the form', async () => {
    answer({
      [`GET /integrations/${COMPANY}/w-9`]: () => ({ result: 'success', integration: webhook }),
      'POST /saveintegration': () => {
        throw new ApiError(422, 'The URL must use https');
      },
    });
    page('/integrations/w-9');
    fireEvent.click(await screen.findByRole('button', { name: 'Save endpoint' }));
    const connection = screen.getByRole('region', { name: 'Connection' });
    expect((await within(connection).findByRole('alert')).textContent).toContain('The URL must use https');
    expect(notice.notify).not.toHaveBeenCalled();
  });
});
