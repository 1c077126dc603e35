// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AGREEMENT_RECORD_FAILED } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { refuse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { DEMO } from '../../../test/users';
import { trackPreviousPath } from '../../../lib/navigation/previous-path';

/**
 * The b2b module is in beta, so its campaign management sits behind the Service Agreement
 * (docs/product.md, Campaigns and the four modules). Agreeing and finding the page open after a reload
 * is the journey in shell-agreement.spec; here, what the dialog does on the way.
 */
const dialog = () => screen.findByRole('dialog', { name: 'Service Agreement' });
const notAgreed = { 'GET /agreement/feature/:feature': () => ({ feature_id: 'b2b_module', status: 'F' }) };

describe('The b2b Service Agreement', () => {
  it('declining returns to the page the user came from, and records nothing', async () => {
    const { router, server } = renderApp('/siteid/dashboard', { user: DEMO.client(), api: notAgreed });
    trackPreviousPath(router);
    await screen.findByRole('navigation', { name: 'Main menu' });
    await act(() => router.navigate('/b2bid/campaign-management'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/siteid/dashboard'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Service Agreement' })).toBeNull());
    expect(server.all().filter((call) => call.startsWith('POST '))).toEqual([]);
  });

  it('when the agreement cannot be recorded the user is told and asked again', async () => {
    const { router, server } = renderApp('/b2bid/campaign-management', {
      api: { ...notAgreed, 'POST /agreement/feature': () => refuse(500, AGREEMENT_RECORD_FAILED) },
    });
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Yes I Agree' }));
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('Something went wrong, please try again later'))).toBe(true));
    expect(await dialog()).toBeTruthy();
    expect(router.state.location.pathname).toBe('/b2bid/campaign-management');
    expect(server.calls('POST /agreement/feature')[0]?.body).toMatchObject({ feature_id: 'b2b_module', feature_name: 'B2B ID', location_menu: '/b2bid/campaign-management' });
  });

  it('other modules open without it', async () => {
    const { server } = renderApp('/enhanceid/campaign-management', { user: DEMO.client(), api: notAgreed });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enhance ID Campaigns' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Service Agreement' })).toBeNull();
    expect(server.calls('GET /agreement/feature/b2b_module')).toHaveLength(0);
  });
});
