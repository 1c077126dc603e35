// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { walletAnswerSchema } from '@platform/core/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { BAKERY_ID, DEMO } from '../../../test/users';
import { WalletTopUp } from './WalletTopUp';

const WALLET = walletAnswerSchema.parse({
  company_id: BAKERY_ID,
  company_name: "Bob's Bakery",
  balance_amount: '120.00',
  amount: '250',
  custom_amount: 'F',
  total_amount: '0.00',
  last_balance_amount: '250.00',
  threshold_amount: '25.00',
  stop_continual: 'F',
  is_enable_topup_prepaid_direct_payment: 'F',
  has_card: true,
  cap: { max_topups: 10, max_amount: '100000.00', used_topups: 0, used_amount: '0.00' },
  notice: null,
  can_refund: false,
});

describe('Data Wallet: a custom amount is at least 2500', () => {
  it('below it the minimum shows under the field, and leaving the field puts the minimum back; nothing is sent', async () => {
    const api = fakeApi({});
    renderPage(<WalletTopUp wallet={WALLET} />, { user: DEMO.client() });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Custom Amount' }));
    const amount = await screen.findByRole('textbox', { name: 'Amount (USD)' });
    // Ticking it starts from the minimum.
    expect((amount as HTMLInputElement).value).toBe('2500');
    fireEvent.change(amount, { target: { value: '12.50' } });
    expect((amount as HTMLInputElement).value).toBe('12.50');
    expect(await screen.findByText('*Minimum amount is 2500')).toBeTruthy();
    fireEvent.blur(amount);
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('2500'));
    expect(screen.queryByText('*Minimum amount is 2500')).toBeNull();
    expect(api.all()).toEqual([]);
  });
});
