// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgencySubscription, CardState } from '@platform/core/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse, type FakeRequest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ACME_ID, BAKERY_ID, DEMO } from '../../../test/users';
import { CardSettingPage } from './CardSettingPage';

const notice = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('../../../lib/notify', () => notice);
beforeEach(() => notice.notify.mockReset());

const active: AgencySubscription = { package_id: 'WM', fee: '99.00', status: 'active', started_at: '2026-11-01T15:00:00.000Z', renews_on: '2026-12-01', ends_on: null, may_cancel: true };
const cardState = (subscription: AgencySubscription | null): CardState => ({
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  manual_bill: 'F',
  payment_status: 'ok',
  billing_method: 'card',
  outstanding: '0.00',
  outstanding_cents: 0,
  failed_invoices: 0,
  subscription,
});

function platform(companyId: string, first: AgencySubscription | null, routes: Record<string, (r: FakeRequest) => unknown> = {}) {
  let state = cardState(first);
  const api = fakeApi({
    'GET /payment/card': () => state,
    [`GET /billing/invoices/${companyId}`]: () => ({ data: [], next_cursor: null }),
    [`GET /billing/payouts/${companyId}`]: () => ({ scope: 'agency', company_id: companyId, data: [] }),
    ...routes,
  });
  return { api, become: (s: AgencySubscription | null) => (state = cardState(s)) };
}
const cardSetting = (user = DEMO.agency()) => renderPage(<CardSettingPage />, { user, path: '/user/card-setting' });

describe('Card Setting: the agency sees its package', () => {
  it('the package, its fee per period and when the next period starts', async () => {
    platform(ACME_ID, active);
    cardSetting();
    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeTruthy();
    expect(screen.getByText('WM')).toBeTruthy();
    expect(screen.getByText('White-label, monthly · $99.00 a month')).toBeTruthy();
    expect(screen.getByTestId('subscription-status').textContent).toBe('Active: the next period starts on 2026-12-01.');
  });

  it('no package (or a client): no Subscription section', async () => {
    platform(BAKERY_ID, null);
    cardSetting(DEMO.client());
    expect(await screen.findByTestId('current-card')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Subscription' })).toBeNull();
  });
});

describe('Cancel subscription: only the agency owner, after confirming', () => {
  it('an administrator of the agency (the API says it may not cancel) sees no button', async () => {
    platform(ACME_ID, { ...active, may_cancel: false });
    cardSetting(DEMO.admin());
    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('the owner confirms: the cancel is sent once for its agency, the notice says when it ends, and the page shows it cancelled', async () => {
    const cancelled: AgencySubscription = { ...active, status: 'cancelled', renews_on: null, ends_on: '2026-12-01', may_cancel: false };
    const world = platform(ACME_ID, active, {
      'PUT /configuration/cancel-subscription': () => {
        world.become(cancelled);
        return { result: 'success', message: 'The subscription has been cancelled.', subscription: { ...cancelled, may_cancel: undefined } };
      },
    });
    cardSetting();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(/lasts until the end of the period already paid for/)).toBeTruthy();
    expect(within(dialog).getByText(/running and paused campaigns stop/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(world.api.calls('PUT /configuration/cancel-subscription')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel your subscription?' })).getByRole('button', { name: 'Yes, cancel subscription' }));
    await waitFor(() => expect(world.api.calls('PUT /configuration/cancel-subscription')).toHaveLength(1));
    expect(world.api.calls('PUT /configuration/cancel-subscription')[0]?.body).toEqual({ company_id: ACME_ID });
    await waitFor(() => expect(notice.notify).toHaveBeenCalledWith('success', 'The subscription has been cancelled. It ends on 2026-12-01.'));
    await waitFor(() => expect(screen.getByTestId('subscription-status').textContent).toBe('Cancelled: it ends on 2026-12-01.'));
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('a refusal shows in the dialog and nothing changes', async () => {
    platform(ACME_ID, active, { 'PUT /configuration/cancel-subscription': () => refuse(403, 'Only the agency owner can cancel its subscription.') });
    cardSetting();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel subscription' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Only the agency owner can cancel its subscription.');
    expect(screen.getByTestId('subscription-status').textContent).toBe('Active: the next period starts on 2026-12-01.');
  });
});
